import ModbusRTU from 'modbus-serial';
import snmp from 'net-snmp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceDescription } from './SimulatedDevice.js';
import { startSimulators, type SimulatorsHandle } from './startSimulators.js';
import type { SnmpV3User } from './SnmpV3User.js';
import { toNetSnmpUser } from './SnmpV3User.js';
import { startTrapReceiver, type TrapReceiverHandle } from './startTrapReceiver.js';

const clock = { now: Date.UTC(2026, 0, 15, 12) };
const OPS: SnmpV3User = {
  name: 'ops',
  level: 'authPriv',
  authProtocol: 'SHA',
  authKey: 'auth-pass-1',
  privProtocol: 'AES',
  privKey: 'priv-pass-1',
};
const LOCAL = { host: '127.0.0.1', port: 0 };
let simulators: SimulatorsHandle;
let receiver: TrapReceiverHandle;
const modbus = new ModbusRTU.default();
const sessions: snmp.Session[] = [];

beforeAll(async () => {
  receiver = await startTrapReceiver();
  simulators = await startSimulators({
    devices: [
      {
        name: 'ups-1',
        kind: 'ups',
        modbus: { ...LOCAL, unitId: 2 },
        snmp: { ...LOCAL, community: 'lab', v3Users: [OPS] },
        trapTarget: { host: receiver.host, port: receiver.port },
      },
      { name: 'pdu-1', kind: 'pdu', snmp: LOCAL },
      { name: 'crac-1', kind: 'crac', modbus: LOCAL },
      { name: 'env-1', kind: 'env', modbus: LOCAL, snmp: LOCAL },
    ],
    control: LOCAL,
    clock: () => clock.now,
  });
  const ups = device('ups-1');
  modbus.setTimeout(1000);
  await modbus.connectTCP(ups.modbus!.host, { port: ups.modbus!.port });
  modbus.setID(2);
});

afterAll(async () => {
  for (const session of sessions) session.close();
  await new Promise<void>((resolve) => modbus.close(() => resolve()));
  await Promise.all([simulators.close(), receiver.close()]);
});

function device(name: string) {
  const found = simulators.devices.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

function snmpGet(name: string, oids: string[], user?: SnmpV3User): Promise<unknown[]> {
  const agent = device(name).snmp!;
  const options = { port: agent.port, retries: 0, timeout: 1000 };
  const session = user
    ? snmp.createV3Session(agent.host, toNetSnmpUser(user), options)
    : snmp.createSession(agent.host, name === 'ups-1' ? 'lab' : 'public', {
        ...options,
        version: snmp.Version2c,
      });
  sessions.push(session);
  return new Promise((resolve, reject) =>
    session.get(oids, (error, varbinds) =>
      error ? reject(error) : resolve((varbinds ?? []).map((varbind) => varbind.value)),
    ),
  );
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${simulators.control!.url}${path}`, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as DeviceDescription & { trapSent: boolean },
  };
}

describe('startSimulators', () => {
  it('starts every device on the ports it got, and the control API over them', async () => {
    const body = (await (
      await fetch(`${simulators.control!.url}/devices`)
    ).json()) as DeviceDescription[];
    expect(body.map((listed) => listed.name)).toEqual(['ups-1', 'pdu-1', 'crac-1', 'env-1']);
    const ups = body[0]!;
    expect(ups.modbus).toEqual({
      host: '127.0.0.1',
      port: device('ups-1').modbus!.port,
      unitId: 2,
    });
    expect(ups.snmp).toEqual({ host: '127.0.0.1', port: device('ups-1').snmp!.port });
    for (const listed of body) {
      for (const endpoint of [listed.modbus, listed.snmp]) {
        if (endpoint) expect(endpoint.port).toBeGreaterThan(0);
      }
    }
    expect(body[1]).not.toHaveProperty('modbus');
    expect(body[2]).not.toHaveProperty('snmp');
  });

  it('serves values forced through the control API over Modbus, SNMP v2c and v3', async () => {
    const forced = await control('POST', '/devices/ups-1/values', {
      loadPercent: 64,
      batteryCharge: 88,
      batteryTemperature: 31.4,
    });
    expect(forced.status).toBe(200);
    const { data } = await modbus.readHoldingRegisters(2, 2);
    expect(data).toEqual([64, 88]);
    expect((await modbus.readHoldingRegisters(6, 1)).data).toEqual([314]);
    const oids = ['1.3.6.1.2.1.33.1.4.4.1.5.1', '1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.7.0'];
    expect(await snmpGet('ups-1', oids)).toEqual([64, 88, 31]);
    expect(await snmpGet('ups-1', oids, OPS)).toEqual([64, 88, 31]);

    await control('POST', '/devices/pdu-1/values', { energy: 3466.3 });
    expect(await snmpGet('pdu-1', ['1.3.6.1.4.1.99999.2.2.4.0'])).toEqual([34_663]);
  });

  it('serves the rest of the standard UPS-MIB library beside its map', async () => {
    await control('DELETE', '/devices/ups-1/values');
    await control('POST', '/devices/ups-1/values', {
      inputFrequency: 49.96,
      outputFrequency: 50.02,
      loadPercent: 46,
      outputVoltage: 230,
      onBattery: false,
      lowBattery: false,
    });
    // upsInputFrequency.1, upsOutputFrequency, upsOutputCurrent.1 (0.1 Hz, 0.1 A), upsAlarmsPresent.
    expect(
      await snmpGet('ups-1', [
        '1.3.6.1.2.1.33.1.3.3.1.2.1',
        '1.3.6.1.2.1.33.1.4.2.0',
        '1.3.6.1.2.1.33.1.4.4.1.3.1',
        '1.3.6.1.2.1.33.1.6.1.0',
      ]),
    ).toEqual([500, 500, 60, 0]);
    await control('POST', '/devices/ups-1/values', { onBattery: true });
    expect(await snmpGet('ups-1', ['1.3.6.1.2.1.33.1.6.1.0'])).toEqual([1]);
    await control('DELETE', '/devices/ups-1/values');
  });

  it('sends upsTrapOnBattery when the mains fails, then discharges the battery', async () => {
    await control('DELETE', '/devices/ups-1/values');
    const failed = await control('POST', '/devices/ups-1/mains', { failed: true });
    expect(failed.body).toMatchObject({ mainsFailed: true, trapSent: true });
    const trap = await receiver.next();
    expect(trap.oid).toBe('1.3.6.1.2.1.33.2.1');
    expect(trap.varbinds.map((varbind) => varbind.oid)).toEqual([
      '1.3.6.1.2.1.33.1.2.3.0',
      '1.3.6.1.2.1.33.1.2.2.0',
    ]);

    clock.now += 10 * 60_000;
    const [charge, seconds, source] = await snmpGet('ups-1', [
      '1.3.6.1.2.1.33.1.2.4.0',
      '1.3.6.1.2.1.33.1.2.2.0',
      '1.3.6.1.2.1.33.1.4.1.0',
    ]);
    expect(charge).toBeLessThan(100);
    expect(seconds).toBe(600);
    expect(source).toBe(5);
    expect((await modbus.readHoldingRegisters(0, 1)).data).toEqual([0]);
    expect((await modbus.readDiscreteInputs(0, 1)).data[0]).toBe(true);

    const restored = await control('POST', '/devices/ups-1/mains', { failed: false });
    expect(restored.body).toMatchObject({ mainsFailed: false, trapSent: false });
  });

  it.each([
    [
      'two devices with one name',
      [
        { name: 'a', kind: 'ups' },
        { name: 'a', kind: 'pdu' },
      ],
      "Two devices are named 'a'",
    ],
    [
      'a name unfit for a URL',
      [{ name: 'ups 1', kind: 'ups' }],
      "Device name 'ups 1' may use only",
    ],
  ] as const)('refuses %s', async (_, devices, message) => {
    await expect(startSimulators({ devices })).rejects.toThrow(message);
  });

  it('names the device and protocol that could not start, and closes what did', async () => {
    const taken = device('crac-1').modbus!.port;
    const attempt = startSimulators({
      devices: [
        { name: 'env-2', kind: 'env', snmp: LOCAL },
        { name: 'crac-2', kind: 'crac', modbus: { host: '127.0.0.1', port: taken } },
      ],
    });
    await expect(attempt).rejects.toThrow(`crac-2 Modbus 127.0.0.1:${taken}: `);
  });

  it('closes everything it started', async () => {
    const started = await startSimulators({
      devices: [{ name: 'env-3', kind: 'env', modbus: LOCAL }],
      control: LOCAL,
    });
    const url = `${started.control!.url}/devices`;
    expect((await fetch(url)).status).toBe(200);
    await started.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});
