import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  gatewayCheckinSchema,
  readingsRequestSchema,
  type GatewayConfig,
  type ReadingBatch,
} from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayAgent } from './GatewayAgent.js';
import type { SnmpClient } from './SnmpClient.js';
import { freePort } from './freePort.js';

const TOKEN = 'gw-token-do-not-log';
const CONFIG: GatewayConfig = {
  gateway: { id: 40, name: 'Site A', pollInterval: 3600, listen: false },
  equipment: [
    {
      id: 2,
      name: 'PDU',
      protocol: 'SNMP',
      ip: '10.0.0.2',
      port: 161,
      snmp: {
        version: '3',
        communityString: null,
        username: 'vigil',
        securityLevel: 'authPriv',
        authType: 'SHA',
        authKey: 'snmp-auth-secret',
        privacyType: 'AES',
        privacySecret: 'snmp-priv-secret',
        context: null,
      },
      points: [
        {
          sensorId: 21,
          name: 'current',
          oid: '1.3.6.1.4.1.1.0',
          multiplier: 0.1,
          offset: 0,
          strMask: null,
        },
      ],
    },
  ],
  revision: 'r1',
};

/**
 * The server side of the /gateway/v1 contract, checking each request against the domain's
 * schemas: 401 without the right headers, 503 while `down`.
 */
function contractServer() {
  const state = {
    down: false,
    token: TOKEN,
    batches: [] as ReadingBatch[],
    checkins: 0,
    invalid: [] as string[],
  };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (state.down) return send(response, 503, { error: 'starting up' });
      const authorized =
        request.headers.authorization === `Bearer ${state.token}` &&
        request.headers['x-vigil-gateway'] === '40';
      if (!authorized) return send(response, 401, { error: 'Unknown gateway or token' });
      const body: unknown = text ? JSON.parse(text) : undefined;
      if (request.method === 'GET' && request.url === '/gateway/v1/config') {
        return send(response, 200, CONFIG);
      }
      if (request.method === 'POST' && request.url === '/gateway/v1/checkin') {
        if (!gatewayCheckinSchema.safeParse(body).success) state.invalid.push(text);
        state.checkins += 1;
        return send(response, 200, { pollInterval: 3600, listen: false, revision: 'r1' });
      }
      if (request.method === 'POST' && request.url === '/gateway/v1/readings') {
        const parsed = readingsRequestSchema.safeParse(body);
        if (!parsed.success) {
          state.invalid.push(text);
          return send(response, 400, { error: parsed.error.issues[0]?.message });
        }
        state.batches.push(...parsed.data.batches);
        const seqs = parsed.data.batches.map((batch) => batch.seq);
        return send(response, 200, { ackedSeq: Math.max(...seqs), accepted: seqs.length });
      }
      send(response, 404, { error: 'Not found' });
    });
  });
  return { server, state };
}

const snmp = (): SnmpClient => ({
  get: async (oids) => oids.map((oid) => ({ oid, value: 120 })),
  close: async () => undefined,
});

let dataDir: string;
let logs: string[];
let port: number;
let contract: ReturnType<typeof contractServer>;
let agent: GatewayAgent;

const listen = () =>
  new Promise<void>((resolve) => contract.server.listen(port, '127.0.0.1', resolve));

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vigil-agent-http-'));
  logs = [];
  port = await freePort('tcp');
  contract = contractServer();
  agent = GatewayAgent.fromConfig({
    serverUrl: `http://127.0.0.1:${port}`,
    gatewayId: '40',
    token: TOKEN,
    dataDir,
    clients: { snmp },
    log: (line) => logs.push(line),
    flushEveryMs: 20,
    configRetryMs: { first: 20, max: 50 },
  });
});

afterEach(async () => {
  await agent.stop();
  contract.server.closeAllConnections();
  await new Promise((resolve) => contract.server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('GatewayAgent over HTTP', () => {
  it('speaks the contract: config, check-in and readings pass the server schemas', async () => {
    await listen();
    await agent.start();
    await agent.pollNow();
    expect(contract.state.invalid).toEqual([]);
    expect(contract.state.checkins).toBe(2);
    expect(contract.state.batches).toEqual([
      {
        seq: 1,
        readings: [[21, expect.any(Number), 12]],
        equipment: [{ id: 2, disconnected: false }],
      },
      { seq: 2, readings: [[21, expect.any(Number), 12]], equipment: [] },
    ]);
  });

  it('waits for a server that is not there yet, then delivers', async () => {
    await agent.start();
    expect(logs).toContain(`config: GET /gateway/v1/config: ECONNREFUSED`);
    await listen();
    await vi.waitFor(() => expect(contract.state.batches.map((batch) => batch.seq)).toEqual([1]), {
      timeout: 3000,
    });
  });

  it('keeps readings while the server refuses the token, and never logs a secret', async () => {
    await listen();
    await agent.start();
    contract.state.token = 'rotated';
    await agent.pollNow();
    expect(agent.status().queuedBatches).toBe(1);
    expect(logs).toContain(
      "readings: the server refused the gateway's credentials (POST /gateway/v1/readings: 401 Unknown gateway or token); check the gateway id and token; batches stay queued",
    );
    const logged = logs.join('\n');
    for (const secret of [TOKEN, 'snmp-auth-secret', 'snmp-priv-secret']) {
      expect(logged).not.toContain(secret);
    }
    contract.state.token = TOKEN;
    await agent.pollNow();
    expect(contract.state.batches.map((batch) => batch.seq)).toEqual([1, 2, 3]);
  });

  it('delivers what it queued during a 503 outage once the server is back', async () => {
    await listen();
    await agent.start();
    contract.state.down = true;
    await agent.pollNow();
    await agent.pollNow();
    expect(logs).toContain(
      'readings: POST /gateway/v1/readings: 503 starting up; batches stay queued',
    );
    contract.state.down = false;
    await vi.waitFor(
      () => expect(contract.state.batches.map((batch) => batch.seq)).toEqual([1, 2, 3]),
      { timeout: 3000 },
    );
  });
});
