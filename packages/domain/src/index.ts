export * from './brands.js';
export * from './constants.js';
export * from './messages.js';
export * from './permissions.js';
export * from './validation.js';
export * from './routes.js';
export * from './modbus.js';
