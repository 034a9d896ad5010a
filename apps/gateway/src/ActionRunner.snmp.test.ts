// The SNMP actions end to end, against real peers: the simulators' agents (several on one port,
// one per loopback address) and Debian's snmpd, run by the ActionRunner with a FakeUplink queue.
import {
  CARD_CONFIG_OBJECTS,
  CARD_CONFIG_OID,
  DISCOVERY_CONCURRENCY,
  SNMP_WALK_DEFAULT_ROOT,
  SNMP_WALK_MAX_MS,
  SNMP_WALK_MAX_OIDS,
  type AgentAction,
  type GatewayConfig,
  type SnmpCredentials,
  type WireAction,
  type WireActionParams,
} from '@vigil/domain';
import { DEVICE_PROFILES, startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionHost } from './actionKinds.js';
import { ActionRunner } from './ActionRunner.js';
import { freePort } from './freePort.js';
import { NetSnmpClient } from './NetSnmpClient.js';
import { ServerLane } from './ServerLane.js';
import { FakeUplink, type FakeListen } from './testing/FakeUplink.js';
import {
  SNMPD_STABLE_COMMUNITY,
  SNMPD_WRITE_COMMUNITY,
  startSnmpd,
  type SnmpdHandle,
} from './testing/startSnmpd.js';

const NONE: SnmpCredentials = {
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
const community = (name: string, version: '1' | '2' = '2'): SnmpCredentials => ({
  ...NONE,
  version,
  communityString: name,
});
const V3_OPS: SnmpCredentials = {
  ...NONE,
  version: '3',
  username: 'ops',
  securityLevel: 'authPriv',
  authType: 'SHA',
  authKey: 'auth-pass-1',
  privacyType: 'AES',
  privacySecret: 'priv-pass-1',
};

/** Four simulated cards on one UDP port, at 127.0.0.2-5; the last answers SNMPv3 only. */
const CARDS = [
  { name: 'ups-a', kind: 'ups', host: '127.0.0.2' },
  { name: 'pdu-b', kind: 'pdu', host: '127.0.0.3' },
  { name: 'env-c', kind: 'env', host: '127.0.0.4' },
  { name: 'crac-d', kind: 'crac', host: '127.0.0.5' },
] as const;

let port: number;
let simulators: SimulatorsHandle;
let snmpd: SnmpdHandle;

let server: FakeUplink;
let listen: FakeListen;
let runner: ActionRunner;
let running: boolean;

const HOST: ActionHost = {
  poll: async () => undefined,
  facts: () => ({
    version: undefined,
    startedAt: 0,
    queuedBatches: 0,
    queuedReadings: 0,
    revision: undefined,
    equipmentCount: 0,
  }),
  logs: () => '',
  restart: undefined,
  tokens: undefined,
};

beforeAll(async () => {
  // A port free on 127.0.0.1 is free on the other loopback addresses too: nothing here binds them.
  port = await freePort('udp');
  simulators = await startSimulators({
    devices: CARDS.map(({ name, kind, host }, index) => ({
      name,
      kind,
      snmp:
        index === 3
          ? {
              host,
              port,
              community: 'nobody-knows-this',
              v3Users: [
                {
                  name: 'ops',
                  level: 'authPriv',
                  authProtocol: 'SHA',
                  authKey: 'auth-pass-1',
                  privProtocol: 'AES',
                  privKey: 'priv-pass-1',
                },
              ],
            }
          : { host, port, community: 'public' },
    })),
  });
  snmpd = await startSnmpd([{ oid: '.1.3.6.1.4.1.99999.1.1.0', type: 'integer', value: 7 }]);
});

afterAll(async () => {
  await simulators?.close();
  await snmpd?.stop();
});

beforeEach(() => {
  server = new FakeUplink({
    gateway: { id: 1, name: 'Site', pollInterval: 60, listen: true },
    equipment: [],
    revision: 'r1',
  } satisfies GatewayConfig);
  running = true;
  runner = new ActionRunner({
    uplink: server,
    lane: new ServerLane(() => undefined),
    log: () => undefined,
    isRunning: () => running,
    isListening: () => listen.connected,
    retryMs: { first: 5, max: 20 },
    host: HOST,
    progressEveryMs: 100,
  });
  listen = server.openListen({
    onConnect: () => runner.wake(),
    onMode: () => undefined,
    onActions: () => runner.wake(),
    onCancel: (id) => runner.cancel(id),
    onError: () => undefined,
  });
});

afterEach(async () => {
  running = false;
  await runner.stop();
});

let nextId = 1;
/** Queue one action and wait until the server holds its outcome. */
async function perform(kind: AgentAction, params: WireActionParams, timeout = 20_000) {
  const action: WireAction = { id: nextId++, action: kind, params };
  server.enqueue(action);
  await vi.waitFor(() => expect(['SUCCESS', 'FAILED']).toContain(server.item(action.id)?.status), {
    timeout,
    interval: 20,
  });
  return server.item(action.id)!;
}

const walk = (ip: string, at: number, snmp: SnmpCredentials, root = SNMP_WALK_DEFAULT_ROOT) =>
  ({
    kind: 'walk',
    ip,
    port: at,
    root,
    snmp,
    maxOids: SNMP_WALK_MAX_OIDS,
    maxMs: SNMP_WALK_MAX_MS,
  }) as const;

describe('SNMP_WALK', () => {
  it("walks Debian's snmpd: the OIDs snmpwalk -On lists, in its order", async () => {
    const printed = await snmpd.snmpwalkOids(
      ['-v2c', '-c', SNMPD_STABLE_COMMUNITY],
      SNMP_WALK_DEFAULT_ROOT,
    );
    // snmpd repeats the OID after its last override; snmpwalk prints it twice, the walk once.
    const expected = printed.filter((oid, i) => oid !== printed[i - 1]);
    const item = await perform(
      'SNMP_WALK',
      walk('127.0.0.1', snmpd.port, community(SNMPD_STABLE_COMMUNITY)),
    );
    expect(item.status).toBe('SUCCESS');
    const varbinds = item.result?.walk?.varbinds ?? [];
    expect(varbinds.map((varbind) => varbind.oid)).toEqual(expected);
    expect(varbinds).toContainEqual({
      oid: '1.3.6.1.4.1.99999.1.1.0',
      type: 'Integer',
      value: '7',
    });
    expect(item.result?.walk?.stopped).toBeUndefined();
    expect(item.result?.output).toBe(
      `Walked ${expected.length} OIDs under 1.3.6.1 on 127.0.0.1:${snmpd.port}.`,
    );
  });

  it('stops at the OID limit and says so', async () => {
    const item = await perform('SNMP_WALK', {
      ...walk('127.0.0.1', snmpd.port, community(SNMPD_STABLE_COMMUNITY)),
      maxOids: 5,
    });
    expect(item.result?.walk).toMatchObject({ stopped: 'count' });
    expect(item.result?.walk?.varbinds).toHaveLength(5);
    expect(item.result?.output).toMatch(/; stopped at the limit of 5 OIDs\.$/);
  });

  it('fails, saying why, when nothing answers', async () => {
    const silent = await freePort('udp');
    const item = await perform('SNMP_WALK', walk('127.0.0.1', silent, community('public')));
    expect(item.status).toBe('FAILED');
    expect(item.result?.error).toBe(
      `SNMP walk of 127.0.0.1:${silent}: Timed out (2 attempts of 2000 ms)`,
    );
  });
});

const discover = (range: string, snmp: SnmpCredentials[], extra: object = {}) =>
  ({
    kind: 'discover',
    range,
    port,
    snmp,
    concurrency: DISCOVERY_CONCURRENCY,
    timeoutMs: 300,
    ...extra,
  }) as const;

describe('SNMP_DISCOVER (Find Equipment)', () => {
  it('finds exactly the agents of a range, trying each credential in order', async () => {
    const item = await perform(
      'SNMP_DISCOVER',
      discover('127.0.0.1-127.0.0.8', [community('wrong'), community('public'), V3_OPS]),
    );
    expect(item.result).toEqual({
      status: 'SUCCESS',
      output: 'Scanned 8 addresses, found 4 SNMP agents.',
    });
    const found = item.progress.flatMap((progress) => progress.found);
    expect(found.sort((a, b) => a.ip.localeCompare(b.ip))).toEqual(
      CARDS.map(({ name, kind, host }, index) => ({
        ip: host,
        sysName: name,
        sysDescr: expect.stringContaining(DEVICE_PROFILES[kind].model),
        sysObjectID: DEVICE_PROFILES[kind].sysObjectID,
        credential: index === 3 ? 2 : 1,
      })),
    );
    expect(item.progress.at(-1)).toMatchObject({ scanned: 8, total: 8 });
  });

  // How fast a /24 of silent hosts goes is measured by `npm run bench -- gateway`.
  it('scans silent hosts to the end, its progress growing to the total', async () => {
    const item = await perform(
      'SNMP_DISCOVER',
      discover('127.0.9.0/26', [community('public')], { timeoutMs: 300, concurrency: 16 }),
      30_000,
    );
    expect(item.result?.output).toBe('Scanned 62 addresses, found 0 SNMP agents.');
    expect(item.progress.length).toBeGreaterThan(1);
    expect(item.progress.at(-1)).toEqual({ scanned: 62, total: 62, found: [] });
    const scanned = item.progress.map((progress) => progress.scanned);
    expect(scanned).toEqual([...scanned].sort((a, b) => a - b));
  });

  it('stops when a progress reply says the action was cancelled, and reports nothing more', async () => {
    const action: WireAction = {
      id: nextId++,
      action: 'SNMP_DISCOVER',
      params: discover('127.0.10.0/24', [community('public')], { concurrency: 8 }),
    };
    server.enqueue(action);
    await vi.waitFor(() => expect(server.item(action.id)?.progress.length).toBeGreaterThan(0));
    // Cancelled without a cancel event reaching the agent: the next progress reply says it.
    server.item(action.id)!.status = 'CANCELLED';
    await vi.waitFor(() => expect(runner.running).toBeUndefined(), { timeout: 5000 });
    const item = server.item(action.id)!;
    expect(item.result).toBeUndefined();
    expect(server.requests).not.toContain(`result ${action.id}`);
    expect(item.progress.at(-1)!.scanned).toBeLessThan(254);
  });
});

const sysNameOf = async (host: string) => {
  const client = NetSnmpClient.fromConfig({ host, port, credentials: community('public') });
  try {
    const [name] = await client.get([CARD_CONFIG_OBJECTS.sysName.oid]);
    return name && 'value' in name ? String(name.value) : undefined;
  } finally {
    await client.close();
  }
};

describe('UNITY_CONFIG / IMPORT_CONFIG (Configure Card(s))', () => {
  it("sets a simulated card's name and contact; a walk of it then shows them", async () => {
    const item = await perform('UNITY_CONFIG', {
      kind: 'config',
      ips: ['127.0.0.2'],
      port,
      offset: 0,
      snmp: community('public'),
      config: { flags: ['set-name', 'set-approved'], cardName: 'UPS Room 4', contact: 'noc@x' },
      names: {},
    });
    expect(item.result).toEqual({
      status: 'SUCCESS',
      output: 'Configured 1 of 1 card (set-name, set-approved).',
      perIp: [{ ip: '127.0.0.2', ok: true }],
    });
    const walked = await perform(
      'SNMP_WALK',
      walk('127.0.0.2', port, community('public'), '1.3.6.1.2.1.1'),
    );
    expect(walked.result?.walk?.varbinds).toEqual(
      expect.arrayContaining([
        { oid: '1.3.6.1.2.1.1.4.0', type: 'OctetString', value: 'noc@x' },
        { oid: '1.3.6.1.2.1.1.5.0', type: 'OctetString', value: 'UPS Room 4' },
      ]),
    );
    const card = await perform(
      'SNMP_WALK',
      walk('127.0.0.2', port, community('public'), CARD_CONFIG_OID),
    );
    expect(card.result?.walk?.varbinds).toContainEqual({
      oid: CARD_CONFIG_OBJECTS.vigilCardApproved.oid,
      type: 'Integer',
      value: '1',
    });
  });

  it('configures each card of an import with its own name, and says how each went', async () => {
    const silent = '127.0.0.7';
    const item = await perform('IMPORT_CONFIG', {
      kind: 'config',
      ips: ['127.0.0.3', '127.0.0.4', silent],
      port,
      offset: 0,
      snmp: community('public'),
      config: { flags: ['set-name', 'set-traps'], cardName: 'Card', trapIP: '10.9.8.7' },
      names: { '127.0.0.3': 'PDU B1', '127.0.0.4': 'ENV C1' },
    });
    expect(item.result).toEqual({
      status: 'SUCCESS',
      output: `Configured 2 of 3 cards (set-name, set-traps); 1 failed, e.g. ${silent}: Timed out (2 attempts of 2000 ms).`,
      perIp: [
        { ip: '127.0.0.3', ok: true },
        { ip: '127.0.0.4', ok: true },
        { ip: silent, ok: false, error: 'Timed out (2 attempts of 2000 ms)' },
      ],
    });
    expect(await sysNameOf('127.0.0.3')).toBe('PDU B1');
    expect(await sysNameOf('127.0.0.4')).toBe('ENV C1');
  });

  const snmpdConfig = (
    snmp: SnmpCredentials,
    flags: ('set-name' | 'set-approved')[],
  ): WireActionParams => ({
    kind: 'config',
    ips: ['127.0.0.1'],
    port: snmpd.port,
    offset: 0,
    snmp,
    config: { flags, cardName: 'snmpd renamed' },
    names: {},
  });

  it("sets sysName on Debian's snmpd with its write community", async () => {
    const item = await perform(
      'UNITY_CONFIG',
      snmpdConfig(community(SNMPD_WRITE_COMMUNITY), ['set-name']),
    );
    expect(item.result).toMatchObject({
      status: 'SUCCESS',
      perIp: [{ ip: '127.0.0.1', ok: true }],
    });
    expect(await snmpd.snmpget(['-v2c', '-c', 'public'], ['.1.3.6.1.2.1.1.5.0'])).toEqual([
      '"snmpd renamed"',
    ]);
  });

  it.each<[string, string, string | RegExp, ('set-name' | 'set-approved')[]]>([
    ['its read-only community', 'public', 'noAccess: sysName.0 (set-name)', ['set-name']],
    [
      'an object it lacks',
      SNMPD_WRITE_COMMUNITY,
      /^(notWritable|noCreation|noSuchName): vigilCardApproved\.0 \(set-approved\)$/,
      ['set-approved'],
    ],
  ])("reports Debian's snmpd refusing %s, per card: FAILED", async (_, name, error, flags) => {
    const item = await perform('UNITY_CONFIG', snmpdConfig(community(name), flags));
    expect(item.status).toBe('FAILED');
    const [outcome] = item.result?.perIp ?? [];
    expect(outcome).toMatchObject({ ip: '127.0.0.1', ok: false });
    expect(outcome?.error).toMatch(error);
    expect(item.result?.error).toMatch(
      /^No card took the configuration \(set-[a-z]+\): 127\.0\.0\.1 /,
    );
  });
});
