export * from './buildModbusTables.js';
export * from './encodeRegisters.js';
export * from './parseSimulatorArgs.js';
export * from './RegisterPoint.js';
export * from './startModbusServer.js';
export * from './startUpsModbusServer.js';
export * from './UpsModel.js';
export * from './upsRegisterMap.js';
