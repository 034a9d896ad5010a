import { registerCount } from '@vigil/domain';
import ModbusRTU from 'modbus-serial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeRegisters } from '@vigil/domain';
import { DEVICE_PROFILES } from './deviceProfiles.js';
import type { DeviceKind, DeviceModel } from './DeviceModel.js';
import type { RegisterPoint } from './RegisterPoint.js';
import { startDeviceModbusServer } from './startDeviceModbusServer.js';
import type { ModbusServerHandle } from './startModbusServer.js';

const NOON = Date.UTC(2026, 0, 15, 12);

/** Values to force, chosen to need every data type's range: negatives, fractions, big counts. */
const FORCED: Record<Exclude<DeviceKind, 'ups'>, Record<string, number>> = {
  pdu: {
    voltage: 229.8,
    totalCurrent: 12.34,
    totalPower: 2.6931,
    energy: 3466.3,
    outlet8Current: 3.21,
  },
  crac: {
    supplyAirTemperature: 17.25,
    returnAirTemperature: 27.5,
    setpoint: -2.5,
    fanSpeed: 73,
    humidity: 48.7,
    compressorOn: 1,
  },
  env: { temperature: -12.345, humidity: 41.2, doorOpen: 1 },
};

interface Running {
  model: DeviceModel;
  server: ModbusServerHandle;
  client: InstanceType<typeof ModbusRTU.default>;
}
const running = new Map<DeviceKind, Running>();

beforeAll(async () => {
  for (const kind of ['pdu', 'crac', 'env'] as const) {
    const profile = DEVICE_PROFILES[kind];
    const model = profile.createModel({ clock: () => NOON, seed: 2 });
    const server = await startDeviceModbusServer({
      model,
      map: profile.registerMap,
      port: 0,
      unitId: 7,
    });
    const client = new ModbusRTU.default();
    client.setTimeout(2000);
    await client.connectTCP(server.host, { port: server.port });
    client.setID(7);
    running.set(kind, { model, server, client });
  }
});

afterAll(async () => {
  for (const { client, server } of running.values()) {
    await new Promise<void>((resolve) => client.close(() => resolve()));
    await server.close();
  }
});

async function readPoint(client: Running['client'], point: RegisterPoint): Promise<number> {
  const count = registerCount(point.dataType);
  switch (point.functionCode) {
    case 1:
      return Number((await client.readCoils(point.address, 1)).data[0]);
    case 2:
      return Number((await client.readDiscreteInputs(point.address, 1)).data[0]);
    case 3:
      return decodeRegisters((await client.readHoldingRegisters(point.address, count)).data, point);
    case 4:
      return decodeRegisters((await client.readInputRegisters(point.address, count)).data, point);
  }
}

const cases = Object.entries(FORCED).flatMap(([kind, values]) =>
  Object.entries(values).map(([name, value]) => [kind as DeviceKind, name, value] as const),
);

describe('device Modbus TCP servers', () => {
  it.each(cases)('%s serves a forced %s of %s', async (kind, name, value) => {
    const { model, client } = running.get(kind)!;
    model.force(name, value);
    const point = DEVICE_PROFILES[kind].registerMap.find((p) => p.name === name)!;
    const read = await readPoint(client, point);
    const step = point.dataType === 'FLOAT' ? 1e-5 : point.multiplier / 2;
    expect(Math.abs(read - value)).toBeLessThanOrEqual(step);
  });

  it.each([
    [
      'pdu energy, UINT32 CDAB',
      'pdu',
      () => running.get('pdu')!.client.readInputRegisters(4, 2),
      [34_663, 0],
    ],
    [
      'pdu power, FLOAT ABCD',
      'pdu',
      () => running.get('pdu')!.client.readInputRegisters(2, 2),
      [0x402c, 0x5bc0],
    ],
    [
      'crac supply air, FLOAT CDAB',
      'crac',
      () => running.get('crac')!.client.readHoldingRegisters(0, 2),
      [0x0000, 0x418a],
    ],
    [
      // 27.5 is 0x41DC0000.
      'crac return air, FLOAT DCBA',
      'crac',
      () => running.get('crac')!.client.readHoldingRegisters(2, 2),
      [0x0000, 0xdc41],
    ],
    [
      // -12345 is 0xFFFFCFC7.
      'env temperature, INT32 BADC',
      'env',
      () => running.get('env')!.client.readInputRegisters(0, 2),
      [0xffff, 0xc7cf],
    ],
  ] as const)('lays out %s as documented', async (_, kind, read, words) => {
    const { model } = running.get(kind)!;
    for (const [name, value] of Object.entries(FORCED[kind])) model.force(name, value);
    expect((await read()).data).toEqual(words);
  });

  it('serves live values once released', async () => {
    const { model, client } = running.get('env')!;
    model.release();
    const live = model.read();
    const point = DEVICE_PROFILES.env.registerMap[0]!;
    expect(await readPoint(client, point)).toBeCloseTo(live.temperature ?? Number.NaN, 3);
  });

  it('refuses a map naming a point the model lacks', async () => {
    const { model } = running.get('env')!;
    await expect(
      startDeviceModbusServer({ model, map: DEVICE_PROFILES.pdu.registerMap, port: 0 }),
    ).rejects.toThrow('Register point voltage is not a point of the env model');
  });
});
