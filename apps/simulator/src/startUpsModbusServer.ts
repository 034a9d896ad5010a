import { DEVICE_PROFILES } from './deviceProfiles.js';
import { startDeviceModbusServer } from './startDeviceModbusServer.js';
import type { ModbusServerHandle } from './startModbusServer.js';
import type { UpsModel } from './UpsModel.js';

export interface UpsModbusServerOptions {
  model: UpsModel;
  host?: string;
  port?: number;
  unitId?: number;
}

/** Serve a live UPS model with the register map of `upsRegisterMap.ts`. */
export function startUpsModbusServer(options: UpsModbusServerOptions): Promise<ModbusServerHandle> {
  const { registerMap, mirrorInputRegisters } = DEVICE_PROFILES.ups;
  return startDeviceModbusServer({ ...options, map: registerMap, mirrorInputRegisters });
}
