import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnvSensorModel } from './EnvSensorModel.js';
import type { TrapVarbind } from './sendTrap.js';
import { SimulatedDevice, type DeviceDescription } from './SimulatedDevice.js';
import { startControlServer, type ControlServerHandle } from './startControlServer.js';
import { startTrapReceiver, type TrapReceiverHandle } from './startTrapReceiver.js';
import { UpsModel } from './UpsModel.js';

const NOON = Date.UTC(2026, 0, 15, 12);
const ups = new SimulatedDevice({ name: 'ups-1', model: new UpsModel({ clock: () => NOON }) });
const env = new SimulatedDevice({
  name: 'env-1',
  model: new EnvSensorModel({ clock: () => NOON }),
});
let control: ControlServerHandle;
let receiver: TrapReceiverHandle;

beforeAll(async () => {
  control = await startControlServer({ devices: [ups, env], port: 0 });
  receiver = await startTrapReceiver();
});

afterAll(async () => {
  await Promise.all([control.close(), receiver.close()]);
});

beforeEach(async () => {
  ups.release();
  env.release();
  await ups.setMainsFailure(false);
});

/** What the control API answered: a device with whatever its route adds, or an error. */
type Answer = DeviceDescription & {
  error: string;
  trapSent: boolean;
  sent: { oid: string; varbinds: TrapVarbind[] };
};

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${control.url}${path}`, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('control API', () => {
  it('lists the devices with their values', async () => {
    const response = await fetch(`${control.url}/devices`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as DeviceDescription[];
    expect(body).toEqual([
      expect.objectContaining({
        name: 'ups-1',
        kind: 'ups',
        manufacturer: 'Vigil Simulated',
        model: 'SIM-UPS 3000',
        mainsFailed: false,
        forced: [],
        values: expect.objectContaining({ batteryCharge: 100, batteryStatus: 2 }),
      }),
      expect.objectContaining({ name: 'env-1', kind: 'env', forced: [] }),
    ]);
    expect(body[1]).not.toHaveProperty('mainsFailed');
  });

  it('forces values until they are released, one or all', async () => {
    const forced = await call('POST', '/devices/ups-1/values', {
      loadPercent: 87,
      onBattery: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({
      forced: ['loadPercent', 'onBattery'],
      values: { loadPercent: 87, onBattery: 1, status: 1, outputSource: 5 },
    });
    expect((await call('GET', '/devices/ups-1')).body.values.loadPercent).toBe(87);

    const one = await call('DELETE', '/devices/ups-1/values/loadPercent');
    expect(one.body.forced).toEqual(['onBattery']);
    const all = await call('DELETE', '/devices/ups-1/values');
    expect(all.body).toMatchObject({ forced: [], values: { onBattery: 0 } });
  });

  it('fails and restores the mains', async () => {
    const failed = await call('POST', '/devices/ups-1/mains', { failed: true });
    expect(failed.body).toMatchObject({
      mainsFailed: true,
      trapSent: false,
      values: { inputVoltage: 0 },
    });
    const restored = await call('POST', '/devices/ups-1/mains', { failed: false });
    expect(restored.body).toMatchObject({ mainsFailed: false, trapSent: false });
  });

  it('sends the device test trap with every value it serves', async () => {
    await call('POST', '/devices/env-1/values', { temperature: 21.5, doorOpen: 1 });
    const { status, body } = await call('POST', '/devices/env-1/traps', {
      host: receiver.host,
      port: receiver.port,
    });
    expect(status).toBe(200);
    expect(body.sent.oid).toBe('1.3.6.1.4.1.99999.4.0.1');
    const trap = await receiver.next();
    expect(trap.oid).toBe('1.3.6.1.4.1.99999.4.0.1');
    expect(trap.varbinds.map(({ oid, value }) => [oid, value])).toEqual([
      ['1.3.6.1.4.1.99999.4.2.1.0', 215],
      ['1.3.6.1.4.1.99999.4.2.2.0', expect.any(Number)],
      ['1.3.6.1.4.1.99999.4.2.3.0', 2],
    ]);
  });

  it('sends a trap with the OID and varbinds asked for', async () => {
    const varbinds = [{ oid: '1.3.6.1.4.1.99999.1.2.9.0', type: 'Gauge', value: 7 }];
    const { body } = await call('POST', '/devices/ups-1/traps', {
      host: receiver.host,
      port: receiver.port,
      community: 'public',
      oid: '1.3.6.1.4.1.99999.1.0.7',
      varbinds,
    });
    expect(body.sent).toEqual({ oid: '1.3.6.1.4.1.99999.1.0.7', varbinds });
    expect(await receiver.next()).toMatchObject({
      oid: '1.3.6.1.4.1.99999.1.0.7',
      varbinds: [{ oid: '1.3.6.1.4.1.99999.1.2.9.0', value: 7 }],
    });
  });

  it.each<[string, string, string, unknown, number, string | RegExp]>([
    ['an unknown path', 'GET', '/status', undefined, 404, 'No such resource: /status'],
    ['a broken escape', 'GET', '/devices/%E0', undefined, 400, "Bad percent-encoding in '%E0'"],
    [
      'an unknown device',
      'GET',
      '/devices/ghost',
      undefined,
      404,
      "No device 'ghost'; there are ups-1, env-1",
    ],
    [
      'an unknown resource',
      'POST',
      '/devices/ups-1/reboot',
      {},
      404,
      'No such resource: /devices/ups-1/reboot',
    ],
    ['a method the list lacks', 'POST', '/devices', {}, 405, 'Use GET'],
    [
      'a method the values lack',
      'PUT',
      '/devices/ups-1/values',
      {},
      405,
      'Use POST, DELETE on /devices/ups-1/values',
    ],
    [
      'a body that is not JSON',
      'POST',
      '/devices/ups-1/values',
      '{load',
      400,
      'body: not valid JSON',
    ],
    ['no body', 'POST', '/devices/ups-1/values', undefined, 400, 'body: expected a JSON object'],
    ['values that are not an object', 'POST', '/devices/ups-1/values', [1], 400, /^body: /],
    ['no values', 'POST', '/devices/ups-1/values', {}, 400, 'body: name at least one point'],
    [
      'a text value',
      'POST',
      '/devices/ups-1/values',
      { loadPercent: 'x' },
      400,
      'loadPercent: must be a number (or true/false)',
    ],
    [
      'an unknown point',
      'POST',
      '/devices/ups-1/values',
      { nonsense: 1 },
      400,
      /^ups-1: A ups has no point 'nonsense'; its points are inputVoltage, /,
    ],
    [
      'a value Modbus cannot hold',
      'POST',
      '/devices/ups-1/values',
      { loadPercent: -5 },
      400,
      'ups-1: loadPercent (Modbus holding register 2): -5 is out of range for UINT16 (raw -5)',
    ],
    [
      'a value whose consequence Modbus cannot hold',
      'POST',
      '/devices/ups-1/values',
      { runtimeMinutes: 1e8 },
      400,
      /^ups-1: runtimeSeconds \(Modbus holding register 4\): 6000000000 is out of range for UINT32/,
    ],
    [
      'a value SNMP cannot hold',
      'POST',
      '/devices/ups-1/values',
      { batteryVoltage: 1e9 },
      400,
      /^ups-1: batteryVoltage \(SNMP 1.3.6.1.2.1.33.1.2.5.0\)/,
    ],
    [
      'an on/off value of 2',
      'POST',
      '/devices/env-1/values',
      { doorOpen: 2 },
      400,
      'env-1: doorOpen (Modbus discrete input 0) is on/off: use 0 or 1',
    ],
    [
      'releasing an unknown point',
      'DELETE',
      '/devices/ups-1/values/nonsense',
      undefined,
      400,
      "ups-1 has no point 'nonsense'",
    ],
    [
      'a mains state that is not true/false',
      'POST',
      '/devices/ups-1/mains',
      { failed: 'yes' },
      400,
      'failed: must be true or false',
    ],
    [
      'an extra mains field',
      'POST',
      '/devices/ups-1/mains',
      { failed: true, now: 1 },
      400,
      /^body: Unrecognized key/,
    ],
    [
      'the mains of a sensor',
      'POST',
      '/devices/env-1/mains',
      { failed: true },
      400,
      'env-1 (env) has no mains to fail',
    ],
    ['a trap without a host', 'POST', '/devices/ups-1/traps', { port: 162 }, 400, /^host: /],
    ['a trap to port 0', 'POST', '/devices/ups-1/traps', { host: 'h', port: 0 }, 400, /^port: /],
    [
      'a trap OID that is not one',
      'POST',
      '/devices/ups-1/traps',
      { host: 'h', port: 1, oid: 'x' },
      400,
      'oid: must be a dotted numeric OID',
    ],
    [
      'a varbind of an unknown type',
      'POST',
      '/devices/ups-1/traps',
      { host: 'h', port: 1, varbinds: [{ oid: '1.3.6', type: 'Float', value: 1 }] },
      400,
      /^varbinds\.0\.type: /,
    ],
    [
      'a varbind whose value the type cannot hold',
      'POST',
      '/devices/ups-1/traps',
      { host: 'h', port: 1, varbinds: [{ oid: '1.3.6', type: 'Gauge', value: -1 }] },
      400,
      '-1 is out of range for Gauge (raw -1)',
    ],
  ])('refuses %s: %s %s', async (_, method, path, body, status, message) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(status);
    expect(response.body.error).toMatch(message);
  });

  it('forces nothing when one of the values is refused', async () => {
    await call('POST', '/devices/ups-1/values', { batteryCharge: 50 });
    const refused = await call('POST', '/devices/ups-1/values', {
      loadPercent: 50,
      inputVoltage: -1,
    });
    expect(refused.status).toBe(400);
    const { body } = await call('GET', '/devices/ups-1');
    expect(body.forced).toEqual(['batteryCharge']);
    expect(body.values.batteryCharge).toBe(50);
  });
});
