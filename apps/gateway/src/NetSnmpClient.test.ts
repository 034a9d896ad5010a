import {
  SNMP_WALK_DEFAULT_ROOT,
  SNMP_WALK_MAX_MS,
  SNMP_WALK_MAX_OIDS,
  type SnmpCredentials,
  type SnmpPollPoint,
} from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareOids, NetSnmpClient, snmpV3User } from './NetSnmpClient.js';
import { pollEquipment, realDeviceClients, type SnmpEquipment } from './pollEquipment.js';
import { pollSnmp } from './pollSnmp.js';
import type { SnmpClient } from './SnmpClient.js';
import { freePort } from './freePort.js';
import {
  SNMPD_STABLE_COMMUNITY,
  SNMPD_V3_USER,
  startSnmpd,
  type SnmpdHandle,
  type SnmpdValue,
} from './testing/startSnmpd.js';

const BASE = '.1.3.6.1.4.1.99999.1';
const VALUES: SnmpdValue[] = [
  { oid: `${BASE}.1.0`, type: 'integer', value: 42 },
  { oid: `${BASE}.2.0`, type: 'integer', value: -17 },
  { oid: `${BASE}.3.0`, type: 'uinteger', value: 3_000_000_000 },
  { oid: `${BASE}.4.0`, type: 'octet_str', value: '230.5 V' },
  { oid: `${BASE}.5.0`, type: 'counter', value: 12_345 },
  { oid: `${BASE}.6.0`, type: 'octet_str', value: '21.75' },
  ...Array.from({ length: 7 }, (_, i): SnmpdValue => ({
    oid: `${BASE}.${7 + i}.0`,
    type: 'integer',
    value: 100 * (i + 1),
  })),
];
const MISSING_OID = `${BASE}.99.0`;

/** Points over every served value, with scaling, and a string read through a strMask. */
const POINTS: SnmpPollPoint[] = VALUES.map(({ oid }, i) => ({
  sensorId: 500 + i,
  name: `p${i}`,
  oid,
  multiplier: i % 2 === 0 ? 1 : 0.1,
  offset: i === 2 ? -1 : 0,
  strMask: oid === `${BASE}.4.0` ? '([\\d.]+) V' : null,
}));

const NO_CREDENTIALS: SnmpCredentials = {
  version: '2',
  communityString: null,
  username: null,
  securityLevel: null,
  authType: null,
  authKey: null,
  privacyType: null,
  privacySecret: null,
  context: null,
};
const V2C: SnmpCredentials = { ...NO_CREDENTIALS, version: '2', communityString: 'public' };
const V1: SnmpCredentials = { ...NO_CREDENTIALS, version: '1', communityString: 'public' };
const V3: SnmpCredentials = {
  ...NO_CREDENTIALS,
  version: '3',
  username: SNMPD_V3_USER.name,
  securityLevel: 'authPriv',
  authType: SNMPD_V3_USER.authType,
  authKey: SNMPD_V3_USER.authKey,
  privacyType: SNMPD_V3_USER.privacyType,
  privacySecret: SNMPD_V3_USER.privacySecret,
};
const V2C_ARGS = ['-v2c', '-c', 'public'];
const V3_ARGS = [
  '-v3',
  ...['-l', 'authPriv', '-u', SNMPD_V3_USER.name],
  ...['-a', SNMPD_V3_USER.authType, '-A', SNMPD_V3_USER.authKey],
  ...['-x', SNMPD_V3_USER.privacyType, '-X', SNMPD_V3_USER.privacySecret],
];

/** What a point should read, from the text snmpget printed for its OID. */
function expectedValue(point: SnmpPollPoint, printed: string): number {
  const text = printed.replace(/^"|"$/g, '');
  const raw = point.strMask ? new RegExp(point.strMask).exec(text)?.[1] : text;
  return Number((Number(raw) * point.multiplier + point.offset).toPrecision(15));
}

/** Counts GETs on the way to the real agent. */
function counting(client: SnmpClient) {
  const gets: number[] = [];
  const wrapped: SnmpClient = {
    get: (oids) => {
      gets.push(oids.length);
      return client.get(oids);
    },
    close: () => client.close(),
  };
  return { client: wrapped, gets };
}

let snmpd: SnmpdHandle;
const clients: NetSnmpClient[] = [];
const connect = (credentials: SnmpCredentials, timeoutMs = 2000) => {
  const client = NetSnmpClient.fromConfig({
    host: '127.0.0.1',
    port: snmpd.port,
    credentials,
    timeoutMs,
  });
  clients.push(client);
  return client;
};

beforeAll(async () => {
  snmpd = await startSnmpd(VALUES);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await snmpd?.stop();
});

describe('NetSnmpClient against Debian snmpd', () => {
  it.each([
    ['v2c', V2C, V2C_ARGS],
    ['v3 authPriv (SHA/AES)', V3, V3_ARGS],
  ])(
    '%s: reads what snmpget reads, more than 9 OIDs in GETs of 9',
    async (_, credentials, args) => {
      const printed = await snmpd.snmpget(
        args,
        POINTS.map((point) => point.oid),
      );
      const { client, gets } = counting(connect(credentials));
      const results = await pollSnmp(client, POINTS);
      expect(results).toEqual(
        POINTS.map((point, i) => ({ name: point.name, value: expectedValue(point, printed[i]!) })),
      );
      expect(results.slice(0, 6)).toEqual([
        { name: 'p0', value: 42 },
        { name: 'p1', value: -1.7 },
        { name: 'p2', value: 2_999_999_999 },
        { name: 'p3', value: 23.05 },
        { name: 'p4', value: 12_345 },
        { name: 'p5', value: 2.175 },
      ]);
      expect(gets).toEqual([9, 4]);
    },
  );

  it('reports noSuchObject for an OID the agent lacks and reads the rest (v2c)', async () => {
    const varbinds = await connect(V2C).get([`${BASE}.1.0`, MISSING_OID]);
    expect(varbinds).toEqual([
      { oid: '1.3.6.1.4.1.99999.1.1.0', value: 42 },
      { oid: '1.3.6.1.4.1.99999.1.99.0', error: 'noSuchObject' },
    ]);
  });

  it('asks OID by OID when an SNMPv1 agent refuses a whole GET for one unknown OID', async () => {
    const { client, gets } = counting(connect(V1));
    const results = await pollSnmp(client, [
      { name: 'answer', oid: `${BASE}.1.0` },
      { name: 'missing', oid: MISSING_OID },
      { name: 'gauge', oid: `${BASE}.3.0` },
    ]);
    expect(results).toEqual([
      { name: 'answer', value: 42 },
      { name: 'missing', error: `${MISSING_OID}: noSuchName` },
      { name: 'gauge', value: 3_000_000_000 },
    ]);
    expect(gets).toEqual([3, 1, 1, 1]);
  });

  it('fails every point with the reason when the v3 keys are wrong', async () => {
    const results = await pollSnmp(connect({ ...V3, authKey: 'wrongpass123' }), POINTS.slice(0, 2));
    expect(results).toEqual([
      { name: 'p0', error: expect.stringMatching(/Wrong Digest/) },
      { name: 'p1', error: expect.stringMatching(/Wrong Digest/) },
    ]);
  });

  it('times out on a port no agent listens on', async () => {
    const client = NetSnmpClient.fromConfig({
      host: '127.0.0.1',
      port: await freePort('udp'),
      credentials: V2C,
      timeoutMs: 200,
      retries: 1,
    });
    clients.push(client);
    await expect(client.get([`${BASE}.1.0`])).rejects.toThrow(
      /Timed out \(2 attempts of 200 ms\)|ECONNREFUSED/,
    );
  });

  it('polls SNMP equipment from the server config into readings', async () => {
    const equipment: SnmpEquipment = {
      id: 9,
      name: 'PDU',
      protocol: 'SNMP',
      ip: '127.0.0.1',
      port: snmpd.port,
      snmp: V3,
      points: [POINTS[0]!, POINTS[3]!, { ...POINTS[1]!, sensorId: 900, oid: MISSING_OID }],
    };
    const poll = await pollEquipment(equipment, realDeviceClients(2000), () => 1_700_000_000_000);
    expect(poll).toEqual({
      readings: [
        [500, 1_700_000_000_000, 42],
        [503, 1_700_000_000_000, 23.05],
      ],
      answered: true,
      problems: [`p1: ${MISSING_OID}: noSuchObject`],
    });
  });
});

describe('snmpV3User', () => {
  it.each<[string, Partial<SnmpCredentials>, object]>([
    [
      'authPriv with SHA and AES',
      {},
      { name: 'vigilv3', level: 3, authProtocol: 3, authKey: 'authpass123', privProtocol: 4 },
    ],
    [
      'names in any case',
      { securityLevel: 'AUTHPRIV', authType: 'sha512', privacyType: 'aes256r' },
      { level: 3, authProtocol: 7, privProtocol: 8 },
    ],
    ['MD5 and DES', { authType: 'MD5', privacyType: 'DES' }, { authProtocol: 2, privProtocol: 2 }],
    ['AES256B', { privacyType: 'AES256B' }, { privProtocol: 6 }],
    ['SHA224', { authType: 'SHA224' }, { authProtocol: 4 }],
    ['SHA256', { authType: 'SHA256' }, { authProtocol: 5 }],
    ['SHA384', { authType: 'SHA384' }, { authProtocol: 6 }],
    [
      'authNoPriv leaves privacy out',
      { securityLevel: 'authNoPriv' },
      { name: 'vigilv3', level: 2, authProtocol: 3, authKey: 'authpass123' },
    ],
    [
      'noAuthNoPriv leaves both out',
      { securityLevel: 'noAuthNoPriv' },
      { name: 'vigilv3', level: 1 },
    ],
    ['no level, privacy secret given: authPriv', { securityLevel: null }, { level: 3 }],
    [
      'no level, only auth: authNoPriv',
      { securityLevel: null, privacyType: null, privacySecret: null },
      { level: 2 },
    ],
    [
      'no level, no secrets: noAuthNoPriv',
      {
        securityLevel: null,
        authType: null,
        authKey: null,
        privacyType: null,
        privacySecret: null,
      },
      { level: 1 },
    ],
  ])('%s', (_, change, expected) => {
    const user = snmpV3User({ ...V3, ...change });
    expect(user).toMatchObject(expected);
    // A level without privacy (or auth) sends no key for it.
    if (user.level < 3) expect(user).not.toHaveProperty('privKey');
    if (user.level < 2) expect(user).not.toHaveProperty('authKey');
  });

  it.each<[Partial<SnmpCredentials>, string]>([
    [{ username: null }, 'SNMPv3 username is missing'],
    [{ securityLevel: 'secret' }, "Unknown SNMP security level 'secret'"],
    [{ authType: 'SHA1' }, "Unknown SNMP auth type 'SHA1': expected MD5, SHA, SHA224"],
    [
      { privacyType: '3DES' },
      "Unknown SNMP privacy type '3DES': expected DES, AES, AES256B, AES256R",
    ],
    [{ authKey: '' }, 'SNMPv3 auth key is missing'],
    [{ privacySecret: null }, 'SNMPv3 privacy secret is missing'],
  ])('rejects %o without showing a secret', (change, message) => {
    const attempt = () => snmpV3User({ ...V3, ...change });
    expect(attempt).toThrow(message);
    expect(attempt).not.toThrow(/authpass123|privpass123/);
  });
});

describe('NetSnmpClient walks', () => {
  const LIMITS = { maxOids: SNMP_WALK_MAX_OIDS, maxMs: SNMP_WALK_MAX_MS };
  const stable = (version: '1' | '2'): SnmpCredentials => ({
    ...NO_CREDENTIALS,
    version,
    communityString: SNMPD_STABLE_COMMUNITY,
  });

  it.each([
    ['v2c, with GETBULK', '2', '-v2c'],
    ['v1, with GETNEXT', '1', '-v1'],
  ] as const)(
    '%s: finds every OID snmpwalk -On finds from the default root',
    async (_, v, flag) => {
      // snmpd answers the GETNEXT after its last override with that OID again: snmpwalk prints
      // it twice, then stops ("OID not increasing"); the walk stops before the repeat.
      const printed = await snmpd.snmpwalkOids(
        [flag, '-c', SNMPD_STABLE_COMMUNITY],
        SNMP_WALK_DEFAULT_ROOT,
      );
      const expected = printed.filter((oid, i) => oid !== printed[i - 1]);
      const walked = await connect(stable(v)).walk(SNMP_WALK_DEFAULT_ROOT, LIMITS);
      expect(walked.stopped).toBeUndefined();
      expect(walked.varbinds.map((varbind) => varbind.oid)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(VALUES.length);
      expect(walked.varbinds).toContainEqual({
        oid: `${BASE}.1.0`.slice(1),
        type: 'Integer',
        value: 42,
      });
      expect(walked.varbinds).toContainEqual({
        oid: `${BASE}.4.0`.slice(1),
        type: 'OctetString',
        value: '230.5 V',
      });
    },
  );

  it('v3 authPriv: walks a subtree, written with a leading dot, as snmpwalk does', async () => {
    const expected = await snmpd.snmpwalkOids(V3_ARGS, '.1.3.6.1.2.1.1');
    const walked = await connect(V3).walk('.1.3.6.1.2.1.1', LIMITS);
    expect(walked.varbinds.map((varbind) => varbind.oid)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(3);
  });

  it('stops at the OID limit and says so, keeping what it found', async () => {
    const walked = await connect(stable('2')).walk(SNMP_WALK_DEFAULT_ROOT, {
      maxOids: 7,
      maxMs: SNMP_WALK_MAX_MS,
    });
    expect(walked.stopped).toBe('count');
    expect(walked.varbinds).toHaveLength(7);
  });

  it('stops at the time limit and says so', async () => {
    const walked = await connect(stable('1')).walk(SNMP_WALK_DEFAULT_ROOT, {
      maxOids: SNMP_WALK_MAX_OIDS,
      maxMs: 0,
    });
    expect(walked.stopped).toBe('time');
    expect(walked.varbinds.length).toBeGreaterThan(0);
  });
});

describe('compareOids', () => {
  it.each([
    ['1.3.6.1.2', '1.3.6.1.10', -1],
    ['1.3.6.1.10', '1.3.6.1.2', 1],
    ['1.3.6.1', '1.3.6.1.0', -1],
    ['1.3.6.1.2.1', '1.3.6.1.2.1', 0],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareOids(a, b))).toBe(sign);
  });
});
