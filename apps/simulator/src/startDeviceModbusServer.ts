import { buildModbusTables } from './buildModbusTables.js';
import type { DeviceModel } from './DeviceModel.js';
import type { RegisterPoint } from './RegisterPoint.js';
import { startModbusServer, type ModbusServerHandle } from './startModbusServer.js';

export interface DeviceModbusServerOptions {
  model: DeviceModel;
  /** Every point's name must be one of the model's points. */
  map: readonly RegisterPoint[];
  /** Serve the holding registers from the input register table too, as many UPS cards do. */
  mirrorInputRegisters?: boolean;
  host?: string;
  /** Defaults to 502; 0 picks a free port, and the handle says which. */
  port?: number;
  unitId?: number;
}

/** Serve a live device model over Modbus TCP with its register map. */
export function startDeviceModbusServer(
  options: DeviceModbusServerOptions,
): Promise<ModbusServerHandle> {
  const { model, map, mirrorInputRegisters, ...listen } = options;
  const unknown = map.find((point) => !model.pointNames.includes(point.name));
  if (unknown) {
    return Promise.reject(
      new Error(`Register point ${unknown.name} is not a point of the ${model.kind} model`),
    );
  }
  return startModbusServer({
    ...listen,
    tables: () => buildModbusTables(map, model.read(), { mirrorInputRegisters }),
  });
}
