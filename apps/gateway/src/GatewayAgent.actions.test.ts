import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentAction, GatewayConfig, PollEquipment, WireAction } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayAgent, type GatewayAgentOptions } from './GatewayAgent.js';
import type { SnmpClient } from './SnmpClient.js';
import { FakeUplink } from './testing/FakeUplink.js';

const GIVEN_TOKEN = 'given-token-never-logged';

const PDU: PollEquipment = {
  id: 2,
  name: 'PDU',
  protocol: 'SNMP',
  ip: '10.0.0.2',
  port: 161,
  snmp: {
    version: '2',
    communityString: 'pdu-community',
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
      oid: '1.3.6.1.4.1.9.1.0',
      multiplier: 1,
      offset: 0,
      strMask: null,
    },
    {
      sensorId: 22,
      name: 'voltage',
      oid: '1.3.6.1.4.1.9.2.0',
      multiplier: 1,
      offset: 0,
      strMask: null,
    },
  ],
};
const SILENT: PollEquipment = { ...PDU, id: 3, name: 'Old UPS', ip: '10.0.0.3' };

const CONFIG: GatewayConfig = {
  gateway: { id: 40, name: 'Site A', pollInterval: 3600, listen: true },
  equipment: [PDU, SILENT],
  revision: 'r7',
};

const snmp = (equipment: { ip: string }): SnmpClient => ({
  get: async (oids) => {
    if (equipment.ip === SILENT.ip) throw new Error('Timed out (2 attempts of 2000 ms)');
    return oids.map((oid) => ({ oid, value: 12 }));
  },
  close: async () => undefined,
});

const action = (id: number, kind: AgentAction): WireAction => ({
  id,
  action: kind,
  params: { kind: 'none' },
});

let dataDir: string;
let server: FakeUplink;
let logs: string[];
const agents: GatewayAgent[] = [];

const newAgent = (options: Partial<GatewayAgentOptions> = {}) => {
  const agent = new GatewayAgent({
    uplink: server,
    dataDir,
    clients: { snmp },
    log: (line) => logs.push(line),
    flushEveryMs: 20,
    configRetryMs: { first: 10, max: 20 },
    token: GIVEN_TOKEN,
    version: '9.9.9',
    ...options,
  });
  agents.push(agent);
  return agent;
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vigil-agent-actions-'));
  server = new FakeUplink(CONFIG);
  server.listen = true;
  logs = [];
});

afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('GatewayAgent actions (listen mode)', () => {
  it('checks in with when it started, and takes the queue once the listen socket connects', async () => {
    server.enqueue(action(1, 'GATEWAY_META'));
    const agent = newAgent({ startedAt: 1_700_000_000_000 });
    await agent.start();
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
    expect(server.checkins[0]).toMatchObject({ startedAt: 1_700_000_000_000 });
  });

  it('takes nothing while the server does not want listen mode', async () => {
    server.config = { ...CONFIG, gateway: { ...CONFIG.gateway, listen: false } };
    server.listen = false;
    server.enqueue(action(1, 'GATEWAY_META'));
    const agent = newAgent();
    await agent.start();
    await agent.pollNow();
    expect(server.requests).not.toContain('next');
    expect(server.item(1)?.status).toBe('PENDING');
  });

  it('RUN_POLL polls through the agent’s own poll path and says what it polled', async () => {
    const agent = newAgent();
    await agent.start();
    const before = server.acceptedSeqs.length;
    server.enqueue(action(1, 'RUN_POLL'));
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
    // A real poll: a batch queued and delivered, and a check-in.
    expect(server.acceptedSeqs.length).toBe(before + 1);
    expect(server.item(1)?.result?.output).toBe(
      [
        'Polled 2 equipment: 1 answered, 1 did not; 2 readings taken.',
        'PDU (SNMP 10.0.0.2:161): 2 readings',
        'Old UPS (SNMP 10.0.0.3:161): did not answer: current: 1.3.6.1.4.1.9.1.0: Timed out (2 attempts of 2000 ms); voltage: 1.3.6.1.4.1.9.2.0: Timed out (2 attempts of 2000 ms)',
      ].join('\n'),
    );
  });

  it('GATEWAY_META reports the gateway’s facts', async () => {
    const agent = newAgent({ startedAt: Date.UTC(2026, 10, 24) });
    await agent.start();
    server.enqueue(action(1, 'GATEWAY_META'));
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
    const meta = server.item(1)?.result?.meta ?? {};
    expect(meta).toMatchObject({
      agentVersion: '9.9.9',
      agentStartedAt: '2026-11-24T00:00:00.000Z',
      nodeVersion: process.version,
      configRevision: 'r7',
      equipmentCount: '2',
      queuedBatches: '0',
      queuedReadings: '0',
    });
    for (const key of ['osType', 'osRelease', 'arch', 'hostname', 'ipv4Addresses']) {
      expect(meta[key]).toEqual(expect.any(String));
    }
    expect(Number(meta.systemUptimeSeconds)).toBeGreaterThan(0);
    expect(Number(meta.processUptimeSeconds)).toBeGreaterThanOrEqual(0);
  });

  it('SEND_LOGS sends the agent’s recent log lines as agent.log, without secrets', async () => {
    const agent = newAgent();
    await agent.start();
    server.enqueue(action(1, 'SEND_LOGS'));
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
    const [file] = server.item(1)?.result?.files ?? [];
    expect(file?.name).toBe('agent.log');
    expect(file?.content).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z config: revision r7, 2 equipment/m);
    expect(file?.content).toContain('listen mode: connected');
    expect(file?.content).not.toContain(GIVEN_TOKEN);
    expect(file?.content).not.toContain('pdu-community');
  });

  it('REBOOT: the agent calls restart after the ack and posts no result', async () => {
    const restart = vi.fn();
    const agent = newAgent({ restart });
    await agent.start();
    server.enqueue(action(1, 'REBOOT'));
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1));
    expect(server.item(1)?.status).toBe('IN_PROGRESS');
    expect(server.requests).not.toContain('result 1');
  });

  it('RENEW_IOT_CERT: keeps the new token on disk, switches to it, and reports with it', async () => {
    const agent = newAgent();
    await agent.start();
    server.enqueue(action(1, 'RENEW_IOT_CERT'));
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('SUCCESS'));
    expect(server.rotatedTokens).toEqual(['rotated-token-1']);
    expect(server.token).toBe('rotated-token-1');
    // The result goes out with the new token: that is what lets the server revoke the old one.
    expect(server.requestTokens[server.requests.indexOf('result 1')]).toBe('rotated-token-1');
    const stored = JSON.parse(await readFile(join(dataDir, 'token.json'), 'utf8')) as {
      token: string;
    };
    expect(stored.token).toBe('rotated-token-1');
    expect(logs.join('\n')).not.toMatch(/rotated-token-1|given-token/);
    await agent.stop();

    // Restarted with the token it was given: it uses the rotated one from the first request.
    server = new FakeUplink(CONFIG);
    const restarted = newAgent();
    await restarted.start();
    expect(server.requestTokens[0]).toBe('rotated-token-1');
    await restarted.stop();

    // An operator provisioned another token: that one wins.
    server = new FakeUplink(CONFIG);
    const reprovisioned = newAgent({ token: 'operator-token' });
    await reprovisioned.start();
    expect(server.requestTokens[0]).toBeUndefined();
    expect(logs.join('\n')).not.toMatch(/rotated-token-1|operator-token/);
  });

  it('RENEW_IOT_CERT fails, and keeps the old token, when the agent has no token of its own', async () => {
    const agent = newAgent({ token: undefined });
    await agent.start();
    server.enqueue(action(1, 'RENEW_IOT_CERT'));
    await vi.waitFor(() => expect(server.item(1)?.status).toBe('FAILED'));
    expect(server.rotatedTokens).toEqual([]);
    expect(server.token).toBeUndefined();
  });
});
