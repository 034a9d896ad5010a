import { startModbusServer, type ModbusServerHandle } from './startModbusServer.js';
import type { UpsModel } from './UpsModel.js';
import { upsModbusTables } from './upsRegisterMap.js';

export interface UpsModbusServerOptions {
  model: UpsModel;
  host?: string;
  port?: number;
  unitId?: number;
}

/** Serve a live UPS model with the register map of `upsRegisterMap.ts`. */
export function startUpsModbusServer(options: UpsModbusServerOptions): Promise<ModbusServerHandle> {
  const { model, ...listen } = options;
  return startModbusServer({ ...listen, tables: () => upsModbusTables(model.read()) });
}
