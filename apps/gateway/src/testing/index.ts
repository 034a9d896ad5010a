export * from '../freePort.js';
export * from './startPeer.js';
export * from './startPymodbus.js';
export * from './startSnmpd.js';
