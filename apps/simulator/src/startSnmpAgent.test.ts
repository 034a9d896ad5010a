import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CARD_CONFIG_OBJECTS, CARD_CONFIG_OID } from '@vigil/domain';
import snmp from 'net-snmp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_PROFILES } from './deviceProfiles.js';
import { PduModel } from './PduModel.js';
import type { SnmpPoint } from './SnmpPoint.js';
import { startSnmpAgent, type SnmpAgentHandle } from './startSnmpAgent.js';
import { toNetSnmpUser, type SnmpV3User } from './SnmpV3User.js';
import { UpsModel } from './UpsModel.js';

const NOON = Date.UTC(2026, 0, 15, 12);
const UPS = {
  batteryStatus: '1.3.6.1.2.1.33.1.2.1.0',
  secondsOnBattery: '1.3.6.1.2.1.33.1.2.2.0',
  minutesRemaining: '1.3.6.1.2.1.33.1.2.3.0',
  chargeRemaining: '1.3.6.1.2.1.33.1.2.4.0',
  batteryVoltage: '1.3.6.1.2.1.33.1.2.5.0',
  batteryTemperature: '1.3.6.1.2.1.33.1.2.7.0',
  inputVoltage: '1.3.6.1.2.1.33.1.3.3.1.3.1',
  outputSource: '1.3.6.1.2.1.33.1.4.1.0',
  outputVoltage: '1.3.6.1.2.1.33.1.4.4.1.2.1',
  outputPercentLoad: '1.3.6.1.2.1.33.1.4.4.1.5.1',
};
const USERS: SnmpV3User[] = [
  {
    name: 'ops',
    level: 'authPriv',
    authProtocol: 'SHA',
    authKey: 'auth-pass-1',
    privProtocol: 'AES',
    privKey: 'priv-pass-1',
  },
  { name: 'reader', level: 'authNoPriv', authProtocol: 'MD5', authKey: 'auth-pass-2' },
  { name: 'guest', level: 'noAuthNoPriv' },
  {
    name: 'auditor',
    level: 'authNoPriv',
    authProtocol: 'SHA',
    authKey: 'auth-pass-3',
    readOnly: true,
  },
];

const ups = new UpsModel({ clock: () => NOON, seed: 3 });
const pdu = new PduModel({ clock: () => NOON, seed: 3 });
let upsAgent: SnmpAgentHandle;
let pduAgent: SnmpAgentHandle;
const sessions: snmp.Session[] = [];

beforeAll(async () => {
  upsAgent = await startSnmpAgent({
    model: ups,
    map: DEVICE_PROFILES.ups.snmpMap,
    port: 0,
    community: 'vigil',
    v3Users: USERS,
    system: { sysName: 'ups-lab' },
  });
  pduAgent = await startSnmpAgent({ model: pdu, map: DEVICE_PROFILES.pdu.snmpMap, port: 0 });
});

afterAll(async () => {
  for (const session of sessions) session.close();
  await Promise.all([upsAgent.close(), pduAgent.close()]);
});

// Short timeouts: an agent on loopback answers in milliseconds, and refusals are silence.
function v2c(agent: SnmpAgentHandle, community = 'vigil', version: 0 | 1 = snmp.Version2c) {
  const session = snmp.createSession(agent.host, community, {
    port: agent.port,
    version,
    retries: 0,
    timeout: 400,
  });
  sessions.push(session);
  return session;
}

function v3(agent: SnmpAgentHandle, user: SnmpV3User) {
  const session = snmp.createV3Session(agent.host, toNetSnmpUser(user), {
    port: agent.port,
    retries: 0,
    timeout: 400,
  });
  sessions.push(session);
  return session;
}

function get(session: snmp.Session, oids: string[]): Promise<snmp.Varbind[]> {
  return new Promise((resolve, reject) => {
    session.get(oids, (error, varbinds) => (error ? reject(error) : resolve(varbinds ?? [])));
  });
}

function set(session: snmp.Session, varbinds: snmp.Varbind[]): Promise<snmp.Varbind[]> {
  return new Promise((resolve, reject) => {
    session.set(varbinds, (error, answered) => (error ? reject(error) : resolve(answered ?? [])));
  });
}

const text = (oid: string, value: string): snmp.Varbind => ({
  oid,
  type: snmp.ObjectType.OctetString,
  value,
});

function walk(session: snmp.Session, oid: string): Promise<snmp.Varbind[]> {
  const found: snmp.Varbind[] = [];
  return new Promise((resolve, reject) => {
    session.subtree(
      oid,
      20,
      (varbinds) => void found.push(...varbinds),
      (error) => (error ? reject(error) : resolve(found)),
    );
  });
}

const valuesOf = (varbinds: snmp.Varbind[]) => varbinds.map((varbind) => varbind.value);

function forceUps() {
  ups.force('loadPercent', 87);
  ups.force('inputVoltage', 0);
  ups.force('outputVoltage', 229.6);
  ups.force('batteryCharge', 42);
  ups.force('runtimeMinutes', 12.4);
  ups.force('batteryVoltage', 104.34);
  ups.force('batteryTemperature', -3);
  ups.force('onBattery', 1);
  ups.force('secondsOnBattery', 95);
}

const FORCED_UPS_MIB = [
  [UPS.batteryStatus, 2],
  [UPS.secondsOnBattery, 95],
  [UPS.minutesRemaining, 12],
  [UPS.chargeRemaining, 42],
  [UPS.batteryVoltage, 1043],
  [UPS.batteryTemperature, -3],
  [UPS.inputVoltage, 0],
  [UPS.outputSource, 5],
  [UPS.outputVoltage, 230],
  [UPS.outputPercentLoad, 87],
] as const;

describe('SNMP agent', () => {
  it('binds a free UDP port on 127.0.0.1 when asked for port 0', () => {
    expect(upsAgent.host).toBe('127.0.0.1');
    expect(upsAgent.port).toBeGreaterThan(0);
    expect(pduAgent.port).not.toBe(upsAgent.port);
  });

  it('answers a v2c GET of the UPS-MIB with the forced values', async () => {
    forceUps();
    const varbinds = await get(
      v2c(upsAgent),
      FORCED_UPS_MIB.map(([oid]) => oid),
    );
    expect(varbinds.map(({ oid, value }) => [oid, value])).toEqual(FORCED_UPS_MIB);
    expect(new Set(varbinds.map((varbind) => varbind.type))).toEqual(
      new Set([snmp.ObjectType.Integer]),
    );
  });

  it('serves the system group', async () => {
    const [descr, objectId, upTime, name] = await get(v2c(upsAgent), [
      '1.3.6.1.2.1.1.1.0',
      '1.3.6.1.2.1.1.2.0',
      '1.3.6.1.2.1.1.3.0',
      '1.3.6.1.2.1.1.5.0',
    ]);
    expect(String(descr?.value)).toBe(
      'Vigil Simulated SIM-UPS 3000: Simulated 3 kVA on-line UPS serving the UPS-MIB (RFC 1628)',
    );
    expect(objectId).toMatchObject({ type: snmp.ObjectType.OID, value: '1.3.6.1.4.1.99999.1.1' });
    expect(upTime?.type).toBe(snmp.ObjectType.TimeTicks);
    expect(String(name?.value)).toBe('ups-lab');
  });

  it('answers v1 with the same community', async () => {
    ups.force('loadPercent', 55);
    expect(
      valuesOf(await get(v2c(upsAgent, 'vigil', snmp.Version1), [UPS.outputPercentLoad])),
    ).toEqual([55]);
  });

  it('serves a newly forced value on the next request', async () => {
    const session = v2c(upsAgent);
    ups.force('loadPercent', 12);
    expect(valuesOf(await get(session, [UPS.outputPercentLoad]))).toEqual([12]);
    ups.force('loadPercent', 13);
    expect(valuesOf(await get(session, [UPS.outputPercentLoad]))).toEqual([13]);
  });

  it.each(USERS.slice(0, 3))('answers a v3 $level GET for $name', async (user) => {
    forceUps();
    const varbinds = await get(v3(upsAgent, user), [UPS.outputPercentLoad, UPS.chargeRemaining]);
    expect(valuesOf(varbinds)).toEqual([87, 42]);
  });

  it.each([
    ['an unknown community', () => get(v2c(upsAgent, 'public'), [UPS.outputPercentLoad])],
    [
      'a v3 user with the wrong key',
      () => get(v3(upsAgent, { ...USERS[0]!, privKey: 'not-the-key' }), [UPS.outputPercentLoad]),
    ],
  ])('refuses %s', async (_, request) => {
    await expect(request()).rejects.toThrow();
  });

  it('walks the PDU outlet table', async () => {
    pdu.force('outlet2Current', 1.25);
    pdu.force('outlet8Current', 15.5);
    const varbinds = await walk(v2c(pduAgent, 'public'), '1.3.6.1.4.1.99999.2.3.1.2');
    expect(varbinds.map((varbind) => varbind.oid)).toEqual(
      Array.from({ length: 8 }, (_, index) => `1.3.6.1.4.1.99999.2.3.1.2.${index + 1}`),
    );
    expect(varbinds[1]).toMatchObject({ type: snmp.ObjectType.Gauge, value: 125 });
    expect(varbinds[7]).toMatchObject({ type: snmp.ObjectType.Gauge, value: 1550 });
  });

  it('says an unserved OID does not exist, and refuses a SET', async () => {
    const session = v2c(upsAgent);
    const [missing] = await get(session, ['1.3.6.1.2.1.33.1.9.9.0']);
    expect(missing?.type).toBe(snmp.ObjectType.NoSuchObject);
    const set = new Promise((resolve, reject) =>
      session.set(
        [{ oid: UPS.outputPercentLoad, type: snmp.ObjectType.Integer, value: 1 }],
        (error) => (error ? reject(error) : resolve(undefined)),
      ),
    );
    await expect(set).rejects.toThrow(/NotWritable/);
  });

  it('serves text and time ticks points with their types', async () => {
    const map: SnmpPoint[] = [
      {
        oid: '1.3.6.1.4.1.99999.9.1.0',
        name: 'loadPercent',
        unit: '%',
        multiplier: 1,
        offset: 0,
        type: 'OctetString',
        description: '',
      },
      {
        oid: '1.3.6.1.4.1.99999.9.2.0',
        name: 'secondsOnBattery',
        unit: 's',
        multiplier: 0.01,
        offset: 0,
        type: 'TimeTicks',
        description: '',
      },
      {
        oid: '1.3.6.1.4.1.99999.9.3.0',
        name: 'batteryCharge',
        unit: '%',
        multiplier: 1,
        offset: 0,
        type: 'Counter',
        description: '',
      },
    ];
    const agent = await startSnmpAgent({ model: ups, map, port: 0 });
    try {
      forceUps();
      const varbinds = await get(
        v2c(agent, 'public'),
        map.map((point) => point.oid),
      );
      expect(varbinds.map(({ type, value }) => [type, String(value)])).toEqual([
        [snmp.ObjectType.OctetString, '87'],
        [snmp.ObjectType.TimeTicks, '9500'],
        [snmp.ObjectType.Counter, '42'],
      ]);
    } finally {
      await agent.close();
    }
  });

  it('answers Debian snmpget -v2c with the forced upsOutputPercentLoad', async () => {
    ups.force('loadPercent', 64);
    const { stdout } = await promisify(execFile)('/usr/bin/snmpget', [
      ...['-v2c', '-c', 'vigil', '-Oqv', '-r', '0', '-t', '2'],
      `${upsAgent.host}:${upsAgent.port}`,
      UPS.outputPercentLoad,
    ]);
    expect(stdout.trim()).toBe('64');
  });

  it('reports a port already in use', async () => {
    await expect(
      startSnmpAgent({ model: ups, map: DEVICE_PROFILES.ups.snmpMap, port: upsAgent.port }),
    ).rejects.toThrow(/EADDRINUSE/);
  });

  it.each<[string, Partial<Parameters<typeof startSnmpAgent>[0]>, RegExp]>([
    [
      'a point the model lacks',
      { map: DEVICE_PROFILES.pdu.snmpMap },
      /SNMP point voltage is not a point of the ups model/,
    ],
    [
      'a value in a table index column',
      { map: [{ ...DEVICE_PROFILES.ups.snmpMap[0]!, oid: '1.3.6.1.4.1.99999.9.1.1.1' }] },
      /column 1 of a table is its index/,
    ],
    [
      'an OID served twice',
      { map: [DEVICE_PROFILES.ups.snmpMap[0]!, DEVICE_PROFILES.ups.snmpMap[0]!] },
      /is served twice/,
    ],
    [
      'a v3 user without keys',
      { v3Users: [{ name: 'x', level: 'authPriv' }] },
      /SNMPv3 user 'x': authPriv needs/,
    ],
    [
      'a short key',
      { v3Users: [{ name: 'y', level: 'authNoPriv', authProtocol: 'SHA', authKey: 'short' }] },
      /at least 8 characters/,
    ],
  ])('refuses %s', async (_, options, message) => {
    await expect(
      startSnmpAgent({ model: ups, map: DEVICE_PROFILES.ups.snmpMap, port: 0, ...options }),
    ).rejects.toThrow(message);
  });
});

describe('SNMP agent: configured like a card (SET)', () => {
  const SYS_NAME = CARD_CONFIG_OBJECTS.sysName.oid;
  const SYS_CONTACT = CARD_CONFIG_OBJECTS.sysContact.oid;
  let card: SnmpAgentHandle;

  beforeAll(async () => {
    card = await startSnmpAgent({
      model: ups,
      map: DEVICE_PROFILES.ups.snmpMap,
      port: 0,
      community: 'reader',
      writeCommunity: 'writer',
      v3Users: USERS,
      system: { sysName: 'ups-before' },
    });
  });
  afterAll(() => card.close());

  it('takes sysName and sysContact from the write community, and serves them after', async () => {
    await set(v2c(card, 'writer'), [text(SYS_NAME, 'UPS Room 2'), text(SYS_CONTACT, 'ops@x')]);
    const [name, contact] = await get(v2c(card, 'reader'), [SYS_NAME, SYS_CONTACT]);
    expect(String(name?.value)).toBe('UPS Room 2');
    expect(String(contact?.value)).toBe('ops@x');
  });

  it('refuses a SET from the read community and from a read-only v3 user, changing nothing', async () => {
    await set(v2c(card, 'writer'), [text(SYS_NAME, 'kept')]);
    await expect(set(v2c(card, 'reader'), [text(SYS_NAME, 'no')])).rejects.toThrow(/NoAccess/);
    await expect(set(v3(card, USERS[3]!), [text(SYS_NAME, 'no')])).rejects.toThrow(/NoAccess/);
    const [name] = await get(v2c(card, 'reader'), [SYS_NAME]);
    expect(String(name?.value)).toBe('kept');
  });

  it.each(USERS.slice(0, 3))('takes a SET from the v3 user $name', async (user) => {
    await set(v3(card, user), [text(SYS_NAME, `set by ${user.name}`)]);
    const [name] = await get(v2c(card, 'reader'), [SYS_NAME]);
    expect(String(name?.value)).toBe(`set by ${user.name}`);
  });

  it('keeps the card-config objects a walk shows, and never shows the password', async () => {
    const reader = v2c(card, 'reader');
    const before = await walk(reader, CARD_CONFIG_OID);
    expect(before.map(({ oid, value }) => [oid, String(value)])).toEqual([
      [CARD_CONFIG_OBJECTS.vigilCardTrapDestination.oid, '0.0.0.0'],
      [CARD_CONFIG_OBJECTS.vigilCardTrapCommunity.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardUserName.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardUserPassword.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardV3User.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardV3Access.oid, '2'],
      [CARD_CONFIG_OBJECTS.vigilCardApproved.oid, '2'],
    ]);
    await set(v2c(card, 'writer', snmp.Version1), [
      {
        oid: CARD_CONFIG_OBJECTS.vigilCardTrapDestination.oid,
        type: snmp.ObjectType.IpAddress,
        value: '10.1.2.3',
      },
      text(CARD_CONFIG_OBJECTS.vigilCardUserName.oid, 'admin'),
      text(CARD_CONFIG_OBJECTS.vigilCardUserPassword.oid, 'card-secret'),
      { oid: CARD_CONFIG_OBJECTS.vigilCardApproved.oid, type: snmp.ObjectType.Integer, value: 1 },
    ]);
    const after = await walk(reader, CARD_CONFIG_OID);
    expect(after.map(({ oid, value }) => [oid, String(value)])).toEqual([
      [CARD_CONFIG_OBJECTS.vigilCardTrapDestination.oid, '10.1.2.3'],
      [CARD_CONFIG_OBJECTS.vigilCardTrapCommunity.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardUserName.oid, 'admin'],
      [CARD_CONFIG_OBJECTS.vigilCardUserPassword.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardV3User.oid, ''],
      [CARD_CONFIG_OBJECTS.vigilCardV3Access.oid, '2'],
      [CARD_CONFIG_OBJECTS.vigilCardApproved.oid, '1'],
    ]);
  });

  it.each<[string, snmp.Varbind, RegExp]>([
    [
      'a TruthValue other than true(1) or false(2)',
      { oid: CARD_CONFIG_OBJECTS.vigilCardApproved.oid, type: snmp.ObjectType.Integer, value: 3 },
      /BadValue/,
    ],
    ['a name longer than a DisplayString', text(SYS_NAME, 'x'.repeat(256)), /BadValue/],
    ['a measurement', text(UPS.outputPercentLoad, '5'), /NotWritable/],
  ])('refuses %s', async (_, varbind, error) => {
    await expect(set(v2c(card, 'writer'), [varbind])).rejects.toThrow(error);
  });

  it("takes Debian snmpset's SET of sysName", async () => {
    const run = promisify(execFile);
    const target = `${card.host}:${card.port}`;
    await run('/usr/bin/snmpset', [
      ...['-v2c', '-c', 'writer', '-r', '0', '-t', '2', target],
      ...[SYS_NAME, 's', 'set by snmpset'],
    ]);
    const { stdout } = await run('/usr/bin/snmpget', [
      ...['-v2c', '-c', 'reader', '-Oqv', '-r', '0', '-t', '2', target, SYS_NAME],
    ]);
    expect(stdout.trim()).toBe('"set by snmpset"');
  });
});
