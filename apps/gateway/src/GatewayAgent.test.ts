import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EQUIPMENT_ERROR_MAX_LENGTH,
  readingBatchSchema,
  type GatewayConfig,
  type PollEquipment,
} from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { META_REFRESH_MS } from './EquipmentConnectivityTracker.js';
import { GatewayAgent, pollErrorText, type GatewayAgentOptions } from './GatewayAgent.js';
import type { ModbusClient } from './ModbusClient.js';
import { ModbusExceptionError } from './ModbusExceptionError.js';
import type { DeviceClients } from './pollEquipment.js';
import type { SnmpClient } from './SnmpClient.js';
import { FakeUplink } from './testing/FakeUplink.js';

/** Fake devices by IP: whether they answer, and their values by register address or OID. */
interface FakeDevice {
  reachable: boolean;
  /** Numbers by register address or OID; text too by OID (an SNMP OctetString). */
  values: Record<string, number | string>;
  /** What connecting to it fails with while it is unreachable. */
  failure?: string;
}

const UPS: PollEquipment = {
  id: 1,
  name: 'UPS',
  protocol: 'Modbus',
  ip: '10.0.0.1',
  port: 502,
  unitId: 3,
  points: [
    {
      sensorId: 11,
      name: 'load',
      functionCode: 3,
      address: 0,
      dataType: 'UINT16',
      wordOrder: 'ABCD',
      multiplier: 1,
      offset: 0,
      mask: null,
    },
    {
      sensorId: 12,
      name: 'voltage',
      functionCode: 3,
      address: 1,
      dataType: 'UINT16',
      wordOrder: 'ABCD',
      multiplier: 0.1,
      offset: 0,
      mask: null,
    },
  ],
};

const PDU: PollEquipment = {
  id: 2,
  name: 'PDU',
  protocol: 'SNMP',
  ip: '10.0.0.2',
  port: 161,
  snmp: {
    version: '2',
    communityString: 'private-community',
    username: null,
    securityLevel: null,
    authType: null,
    authKey: null,
    privacyType: null,
    privacySecret: null,
    context: null,
  },
  points: [
    {
      sensorId: 21,
      name: 'current',
      oid: '1.3.6.1.4.1.99999.2.1.0',
      multiplier: 1,
      offset: 0,
      strMask: null,
    },
  ],
};

const CRAC: PollEquipment = {
  ...UPS,
  id: 3,
  name: 'CRAC',
  ip: '10.0.0.3',
  points: [{ ...UPS.points[0]!, sensorId: 31 }],
} as PollEquipment;

const config = (overrides: Partial<GatewayConfig> = {}): GatewayConfig => ({
  gateway: { id: 40, name: 'Site A', pollInterval: 3600, listen: false },
  equipment: [UPS, PDU],
  revision: 'r1',
  ...overrides,
});

let dataDir: string;
let server: FakeUplink;
let devices: Record<string, FakeDevice>;
let logs: string[];
let clock: number;
let unitIds: number[];
const agents: GatewayAgent[] = [];

const clients: DeviceClients = {
  modbus: (equipment): ModbusClient => {
    unitIds.push(equipment.unitId);
    const device = () => devices[equipment.ip];
    const read = async (address: number, length: number) =>
      Array.from({ length }, (_, i) => {
        const value = device()?.values[String(address + i)];
        if (typeof value !== 'number') throw new ModbusExceptionError(2, 'Modbus exception 2');
        return value;
      });
    return {
      connect: async () => {
        if (!device()?.reachable) throw new Error(device()?.failure ?? 'connect ECONNREFUSED');
      },
      readCoils: async () => [],
      readDiscreteInputs: async () => [],
      readHoldingRegisters: read,
      readInputRegisters: read,
      close: async () => undefined,
    };
  },
  snmp: (equipment): SnmpClient => ({
    get: async (oids) => {
      const device = devices[equipment.ip];
      if (!device?.reachable) {
        throw new Error(device?.failure ?? 'Timed out (2 attempts of 2000 ms)');
      }
      return oids.map((oid) => {
        const value = device.values[oid];
        return value === undefined ? { oid, error: 'noSuchObject' } : { oid, value };
      });
    },
    close: async () => undefined,
  }),
};

const newAgent = (options: Partial<GatewayAgentOptions> = {}) => {
  const agent = new GatewayAgent({
    uplink: server,
    dataDir,
    clients,
    log: (line) => logs.push(line),
    now: () => (clock += 1000),
    flushEveryMs: 20,
    configRetryMs: { first: 20, max: 40 },
    ...options,
  });
  agents.push(agent);
  return agent;
};

/** Readings of the UPS and PDU as served by default; one timestamp per equipment poll. */
const allReadings = () => {
  const ups = expect.any(Number) as unknown as number;
  return [
    [11, ups, 73],
    [12, ups, 230.5],
    [21, expect.any(Number), 12],
  ];
};

/** Each sensor's reading times, in the order the server received them. */
const timesBySensor = (batches: FakeUplink['accepted']) => {
  const times = new Map<number, number[]>();
  for (const [sensorId, ts] of batches.flatMap((batch) => batch.readings)) {
    times.set(sensorId, [...(times.get(sensorId) ?? []), ts]);
  }
  return times;
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vigil-agent-'));
  server = new FakeUplink(config());
  devices = {
    '10.0.0.1': { reachable: true, values: { 0: 73, 1: 2305 } },
    '10.0.0.2': { reachable: true, values: { '1.3.6.1.4.1.99999.2.1.0': 12 } },
    '10.0.0.3': { reachable: true, values: { 0: 18 } },
  };
  logs = [];
  clock = 1_700_000_000_000;
  unitIds = [];
});

afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('GatewayAgent', () => {
  it('polls at start, queues one batch per poll, checks in and delivers each in order', async () => {
    const agent = newAgent();
    await agent.start();
    expect(server.accepted).toEqual([
      {
        seq: 1,
        readings: allReadings(),
        equipment: [
          { id: 1, disconnected: false },
          { id: 2, disconnected: false },
        ],
      },
    ]);
    expect(unitIds).toEqual([3]);
    await agent.pollNow();
    await agent.pollNow();
    expect(server.acceptedSeqs).toEqual([1, 2, 3]);
    expect(server.accepted[2]).toMatchObject({ equipment: [], readings: allReadings() });
    const [ups, upsVoltage] = server.accepted[0]!.readings;
    expect(ups?.[1]).toBe(upsVoltage?.[1]);
    const startedAt = expect.any(Number) as unknown as number;
    expect(server.checkins).toEqual([
      { revision: 'r1', listening: false, startedAt },
      { revision: 'r1', listening: false, startedAt },
      { revision: 'r1', listening: false, startedAt },
    ]);
    // The same start every time: the process's, not the check-in's.
    expect(new Set(server.checkins.map((checkin) => checkin.startedAt)).size).toBe(1);
    expect(server.requests).toEqual([
      'config',
      'checkin',
      'readings 1',
      'checkin',
      'readings 2',
      'checkin',
      'readings 3',
    ]);
    expect(agent.status()).toMatchObject({
      revision: 'r1',
      pollIntervalMs: 3_600_000,
      queuedBatches: 0,
    });
  });

  it('keeps batches while the server is down and delivers them in order, once each, when it is back', async () => {
    const agent = newAgent();
    await agent.start();
    server.up = false;
    await agent.pollNow();
    await agent.pollNow();
    await agent.pollNow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.acceptedSeqs).toEqual([1]);
    expect(agent.status()).toMatchObject({ queuedBatches: 3, queuedReadings: 9 });
    // One line for the outage, not one per retry.
    expect(logs.filter((line) => line.startsWith('readings:'))).toEqual([
      'readings: 503 server down; batches stay queued',
    ]);

    server.up = true;
    await vi.waitFor(() => expect(server.acceptedSeqs).toEqual([1, 2, 3, 4]), { timeout: 2000 });
    // The oldest batch probes the server; the rest follow in one request.
    expect(server.requests.filter((request) => request.startsWith('readings')).slice(-2)).toEqual([
      'readings 2',
      'readings 3-4',
    ]);
    for (const times of timesBySensor(server.accepted).values()) {
      expect(times).toHaveLength(4);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(4);
    }
    expect(logs).toContain('readings: the server answers again');
    expect(server.maxInFlight).toBe(1);
  });

  it('after a restart on the same data dir, polls with the cached config and delivers the rest in order', async () => {
    const first = newAgent();
    await first.start();
    server.up = false;
    await first.pollNow();
    await first.pollNow();
    await first.stop();
    expect(server.acceptedSeqs).toEqual([1]);

    const second = newAgent();
    await second.start();
    expect(second.status()).toMatchObject({
      revision: 'r1',
      configFromServer: false,
      queuedBatches: 3,
    });
    expect(logs).toContain('queue: 2 batches (6 readings) wait from before');
    expect(logs).toContain('config: polling with the cached revision r1 until the server answers');

    server.up = true;
    await vi.waitFor(() => expect(server.acceptedSeqs).toEqual([1, 2, 3, 4]), { timeout: 2000 });
    await vi.waitFor(() => expect(second.status().configFromServer).toBe(true), { timeout: 2000 });
    await second.pollNow();
    expect(server.acceptedSeqs).toEqual([1, 2, 3, 4, 5]);
  });

  it('waits for the server when it has never had a config, then starts polling', async () => {
    server.up = false;
    const agent = newAgent();
    await agent.start();
    expect(agent.status().revision).toBeUndefined();
    expect(server.accepted).toEqual([]);
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r === 'config').length).toBeGreaterThan(2),
    );
    server.up = true;
    await vi.waitFor(() => expect(server.acceptedSeqs).toEqual([1]), { timeout: 2000 });
    expect(agent.status()).toMatchObject({ revision: 'r1', configFromServer: true });
  });

  it('marks equipment disconnected when it stops answering and connected when it answers again', async () => {
    const agent = newAgent();
    await agent.start();
    const ups = devices['10.0.0.1']!;
    const pdu = devices['10.0.0.2']!;

    ups.reachable = false;
    await agent.pollNow();
    await agent.pollNow();
    ups.reachable = true;
    await agent.pollNow();
    // The agent answers but has none of the points: every point failing counts as not answering.
    pdu.values = {};
    await agent.pollNow();

    expect(server.accepted.map(({ seq, equipment }) => ({ seq, equipment }))).toEqual([
      {
        seq: 1,
        equipment: [
          { id: 1, disconnected: false },
          { id: 2, disconnected: false },
        ],
      },
      {
        seq: 2,
        equipment: [{ id: 1, disconnected: true, error: 'connect: connect ECONNREFUSED' }],
      },
      { seq: 3, equipment: [] },
      { seq: 4, equipment: [{ id: 1, disconnected: false }] },
      {
        seq: 5,
        equipment: [
          { id: 2, disconnected: true, error: 'current: 1.3.6.1.4.1.99999.2.1.0: noSuchObject' },
        ],
      },
    ]);
    expect(server.accepted.map((batch) => batch.readings.map(([sensorId]) => sensorId))).toEqual([
      [11, 12, 21],
      [21],
      [21],
      [11, 12, 21],
      [11, 12],
    ]);
    expect(logs).toEqual(
      expect.arrayContaining([
        "equipment 1 'UPS' (Modbus 10.0.0.1:502): disconnected",
        "equipment 1 'UPS' (Modbus 10.0.0.1:502): connect: connect ECONNREFUSED",
        "equipment 1 'UPS' (Modbus 10.0.0.1:502): connected",
        "equipment 1 'UPS' (Modbus 10.0.0.1:502): every point read",
        "equipment 2 'PDU' (SNMP 10.0.0.2:161): disconnected",
      ]),
    );
    // Disconnected once, not once per poll.
    expect(logs.filter((line) => line.endsWith('10.0.0.1:502): disconnected'))).toHaveLength(1);
  });

  it('tells the server why an equipment does not answer: once, again when the reason changes, cut and without secrets', async () => {
    const agent = newAgent();
    await agent.start();
    const ups = devices['10.0.0.1']!;
    const pdu = devices['10.0.0.2']!;
    ups.reachable = false;
    ups.failure = `connect ETIMEDOUT ${'x'.repeat(EQUIPMENT_ERROR_MAX_LENGTH)}`;
    pdu.reachable = false;
    pdu.failure = 'Request failed for community private-community at 10.0.0.2:161';
    await agent.pollNow();
    await agent.pollNow();
    pdu.failure = 'Socket closed';
    await agent.pollNow();

    const entries = server.accepted.slice(1).map((batch) => batch.equipment);
    expect(entries[0]).toEqual([
      {
        id: 1,
        disconnected: true,
        error: `connect: ${ups.failure}`.slice(0, EQUIPMENT_ERROR_MAX_LENGTH - 1) + '…',
      },
      {
        id: 2,
        disconnected: true,
        error: 'current: 1.3.6.1.4.1.99999.2.1.0: Request failed for community *** at 10.0.0.2:161',
      },
    ]);
    expect(entries[0]![0]!.error).toHaveLength(EQUIPMENT_ERROR_MAX_LENGTH);
    // The second poll changed nothing and read nothing: no batch; the third tells the new reason.
    expect(entries.slice(1)).toEqual([
      [{ id: 2, disconnected: true, error: 'current: 1.3.6.1.4.1.99999.2.1.0: Socket closed' }],
    ]);
    // Every batch the server took is one it accepts as the wire contract has it.
    for (const batch of server.accepted)
      expect(readingBatchSchema.safeParse(batch).success).toBe(true);
    expect(JSON.stringify(server.accepted)).not.toContain('private-community');
  });

  it.each<[string[], string]>([
    [[], 'no point could be read'],
    [
      ['load: Modbus exception 2', 'voltage: Modbus exception 2'],
      'load: Modbus exception 2; voltage: Modbus exception 2',
    ],
  ])('words a failed poll of %j as %s', (problems, text) => {
    expect(pollErrorText(UPS, problems)).toBe(text);
  });

  it('follows the check-in reply: poll interval, config revision', async () => {
    const agent = newAgent();
    await agent.start();
    server.config = { ...config(), gateway: { ...config().gateway, pollInterval: 1800 } };
    await agent.pollNow();
    expect(agent.status().pollIntervalMs).toBe(1_800_000);
    expect(logs).toContain('poll interval: 1800 s');

    server.config = config({ revision: 'r2', equipment: [UPS, PDU, CRAC] });
    await agent.pollNow();
    expect(server.requests.filter((request) => request === 'config')).toHaveLength(2);
    expect(agent.status().revision).toBe('r2');
    await agent.pollNow();
    expect(server.accepted.at(-1)).toMatchObject({
      equipment: [{ id: 3, disconnected: false }],
      readings: expect.arrayContaining([[31, expect.any(Number), 18]]),
    });
    expect(server.checkins.at(-1)).toEqual({
      revision: 'r2',
      listening: false,
      startedAt: expect.any(Number),
    });
    const cached = JSON.parse(
      await readFile(join(dataDir, 'config.json'), 'utf8'),
    ) as GatewayConfig;
    expect(cached.revision).toBe('r2');
  });

  it('reads the device facts of SNMP equipment at its first poll, every 6 hours, and when its list changes', async () => {
    const facts = ['1.3.6.1.2.1.1.5.0', '1.3.6.1.2.1.1.7.0', '1.3.6.1.2.1.1.9.0'];
    Object.assign(devices['10.0.0.2']!.values, { [facts[0]!]: 'pdu-7', [facts[1]!]: 72 });
    const read = [
      { oid: facts[0], value: 'pdu-7' },
      { oid: facts[1], value: '72' },
    ];
    server.config = config({ equipment: [UPS, { ...PDU, meta: facts } as PollEquipment] });
    const agent = newAgent();
    await agent.start();
    expect(server.accepted[0]!.equipment).toEqual([
      { id: 1, disconnected: false },
      // The OID the PDU has no answer for is left out.
      { id: 2, disconnected: false, meta: read },
    ]);
    await agent.pollNow();
    expect(server.accepted[1]!.equipment).toEqual([]);
    clock += META_REFRESH_MS;
    await agent.pollNow();
    expect(server.accepted[2]!.equipment).toEqual([{ id: 2, disconnected: false, meta: read }]);

    server.config = config({
      revision: 'r2',
      equipment: [UPS, { ...PDU, meta: facts.slice(1) } as PollEquipment],
    });
    await agent.pollNow();
    await agent.pollNow();
    expect(server.accepted.at(-1)!.equipment).toEqual([
      { id: 2, disconnected: false, meta: [read[1]] },
    ]);
    // Modbus equipment has no facts to read; an unreachable device is read once it answers.
    devices['10.0.0.2']!.reachable = false;
    clock += META_REFRESH_MS;
    await agent.pollNow();
    expect(server.accepted.at(-1)!.equipment).toEqual([
      { id: 2, disconnected: true, error: expect.any(String) },
    ]);
    devices['10.0.0.2']!.reachable = true;
    await agent.pollNow();
    expect(server.accepted.at(-1)!.equipment).toEqual([
      { id: 2, disconnected: false, meta: [read[1]] },
    ]);
  });

  it('enters and leaves listen mode as the check-in reply and the mode event ask', async () => {
    const agent = newAgent();
    await agent.start();
    expect(server.listens).toHaveLength(0);

    server.listen = true;
    await agent.pollNow();
    expect(server.listens).toHaveLength(1);
    expect(agent.status().listening).toBe(true);
    await agent.pollNow();
    expect(server.listens).toHaveLength(1);
    expect(server.checkins.at(-1)).toMatchObject({ listening: true });

    server.listens[0]!.handlers.onMode(false);
    expect(server.listens[0]!.closed).toBe(true);
    expect(agent.status().listening).toBe(false);

    server.listens[0]!.handlers.onMode(true);
    expect(server.listens).toHaveLength(2);
    server.listen = false;
    await agent.pollNow();
    expect(server.listens[1]!.closed).toBe(true);
    expect(logs.filter((line) => line.startsWith('listen mode'))).toEqual([
      'listen mode: on',
      'listen mode: connected',
      'listen mode: off',
      'listen mode: on',
      'listen mode: connected',
      'listen mode: off',
    ]);
  });

  it('opens listen mode when the config asks, and closes it on stop', async () => {
    server.config = config({ gateway: { ...config().gateway, listen: true } });
    server.listen = true;
    const agent = newAgent();
    await agent.start();
    expect(server.listens).toHaveLength(1);
    await agent.stop();
    expect(server.listens[0]!.closed).toBe(true);
  });

  it('drops only the batch the server refuses (400) and delivers the others in order', async () => {
    const agent = newAgent();
    await agent.start();
    server.up = false;
    await agent.pollNow();
    await agent.pollNow();
    await agent.pollNow();
    server.refuse.add(3);
    server.up = true;
    await agent.pollNow();
    expect(server.acceptedSeqs).toEqual([1, 2, 4, 5]);
    expect(server.requests.filter((request) => request.startsWith('readings')).slice(-5)).toEqual([
      'readings 2',
      'readings 3-5',
      'readings 3',
      'readings 4',
      'readings 5',
    ]);
    expect(logs).toContain(
      'readings: dropped batch 3 (3 readings) the server refuses: 400 batch 3 is invalid',
    );
    expect(agent.status().queuedBatches).toBe(0);
  });

  it('keeps batches when the server refuses the credentials, and says why', async () => {
    const agent = newAgent();
    await agent.start();
    server.up = false;
    server.downAs = 'unauthorized';
    await agent.pollNow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(agent.status().queuedBatches).toBe(1);
    expect(logs).toContain(
      "readings: the server refused the gateway's credentials (401 server down); check the gateway id and token; batches stay queued",
    );
    // Not retried every flush tick: only with the next poll.
    expect(server.requests.filter((request) => request.startsWith('readings'))).toHaveLength(2);
    server.up = true;
    await agent.pollNow();
    expect(server.acceptedSeqs).toEqual([1, 2, 3]);
  });

  it('stop() waits for the work in flight and then nothing more happens', async () => {
    const agent = newAgent({ flushEveryMs: 5 });
    await agent.start();
    server.latencyMs = 50;
    const poll = agent.pollNow();
    await vi.waitFor(() => expect(server.requests.at(-1)).toBe('checkin'));
    await agent.stop();
    await poll;
    const seen = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(seen);
    expect(server.maxInFlight).toBe(1);
    await expect(agent.start()).rejects.toThrow('The agent was already started');
  });

  it('never logs SNMP secrets', async () => {
    devices['10.0.0.2']!.reachable = false;
    const agent = newAgent();
    await agent.start();
    expect(logs.join('\n')).not.toContain('private-community');
  });
});
