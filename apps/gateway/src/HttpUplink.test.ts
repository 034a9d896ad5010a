import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '@vigil/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpUplink } from './HttpUplink.js';
import { freePort } from './freePort.js';
import { UplinkError } from './UplinkError.js';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

const CONFIG: GatewayConfig = {
  gateway: { id: 12, name: 'Site A', pollInterval: 60, listen: false },
  equipment: [],
  revision: 'r1',
};

let server: Server;
let baseUrl: string;
let seen: Seen[];
let reply: (request: Seen, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method, url: request.url, headers: request.headers, body };
      seen.push(entry);
      reply(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  reply = (_, response) => json(response, 500, { error: 'not set up' });
});

const uplink = (overrides: { serverUrl?: string; timeoutMs?: number } = {}) =>
  HttpUplink.fromConfig({ serverUrl: baseUrl, gatewayId: '12', token: 'tok-123', ...overrides });

/** The rejection of a request, as an UplinkError. */
const failure = async (request: Promise<unknown>) => {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UplinkError);
  return error as UplinkError;
};

describe('HttpUplink', () => {
  it('posts traps and reads how many were stored', async () => {
    reply = (_, response) => json(response, 200, { stored: 1 });
    const traps = [
      { equipmentIP: '10.0.0.5', oid: '1.3.6.1.2.1.33.2.1', value: '', receivedAt: 1000 },
    ];
    expect(await uplink().sendTraps({ traps })).toEqual({ stored: 1 });
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', url: '/gateway/v1/traps' })]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ traps });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer tok-123' });
  });

  it('fetches the config with the gateway headers', async () => {
    reply = (_, response) => json(response, 200, CONFIG);
    expect(await uplink().fetchConfig()).toEqual(CONFIG);
    expect(seen).toEqual([
      expect.objectContaining({ method: 'GET', url: '/gateway/v1/config', body: '' }),
    ]);
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      'x-vigil-gateway': '12',
    });
  });

  it('posts check-ins and readings as JSON and reads the replies', async () => {
    reply = ({ url }, response) =>
      url === '/gateway/v1/checkin'
        ? json(response, 200, { pollInterval: 30, listen: true, revision: 'r2' })
        : json(response, 200, { ackedSeq: 4, accepted: 2 });
    const link = uplink({ serverUrl: `${baseUrl}/` });
    expect(await link.checkin({ revision: 'r1', listening: false })).toEqual({
      pollInterval: 30,
      listen: true,
      revision: 'r2',
    });
    const batches = [
      { seq: 4, readings: [[5, 1000, 1.5]] as [number, number, number][], equipment: [] },
    ];
    expect(await link.sendReadings({ batches })).toEqual({ ackedSeq: 4, accepted: 2 });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /gateway/v1/checkin',
      'POST /gateway/v1/readings',
    ]);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ revision: 'r1', listening: false });
    expect(JSON.parse(seen[1]!.body)).toEqual({ batches });
  });

  it('keeps a path prefix of the server URL', async () => {
    reply = (_, response) => json(response, 200, CONFIG);
    await uplink({ serverUrl: `${baseUrl}/vigil` }).fetchConfig();
    expect(seen[0]?.url).toBe('/vigil/gateway/v1/config');
  });

  it.each<[number, unknown, string, RegExp]>([
    [
      400,
      { error: 'readings.0.2: must be a finite number' },
      'rejected',
      /: 400 readings\.0\.2: must be a finite number$/,
    ],
    [422, {}, 'rejected', /: 422 Unprocessable Entity$/],
    [401, { error: 'Unknown gateway or token' }, 'unauthorized', /: 401 Unknown gateway or token$/],
    [403, { error: 'Gateway disabled' }, 'unauthorized', /: 403 Gateway disabled$/],
    [500, { error: 'database unavailable' }, 'unavailable', /: 500 database unavailable$/],
    [503, 'Service Unavailable', 'unavailable', /: 503 Service Unavailable$/],
    [429, {}, 'unavailable', /: 429 Too Many Requests$/],
    [404, {}, 'unavailable', /: 404 Not Found$/],
  ])('classifies a %i reply', async (status, body, kind, message) => {
    reply = (_, response) => json(response, status, body);
    const error = await failure(uplink().sendReadings({ batches: [{ seq: 1, readings: [] }] }));
    expect(error).toMatchObject({ failure: kind, status });
    expect(error.message).toMatch(/^POST \/gateway\/v1\/readings: /);
    expect(error.message).toMatch(message);
  });

  it('treats a reply it cannot read as the server being unavailable', async () => {
    reply = (_, response) => json(response, 200, { ackedSeq: 'four' });
    const error = await failure(uplink().sendReadings({ batches: [{ seq: 1, readings: [] }] }));
    expect(error).toMatchObject({ failure: 'unavailable', status: 200 });
    expect(error.message).toMatch(/unexpected reply \(ackedSeq: /);
  });

  it('reports a server nobody listens on, without the token', async () => {
    const link = uplink({ serverUrl: `http://127.0.0.1:${await freePort('tcp')}` });
    const error = await failure(link.fetchConfig());
    expect(error).toMatchObject({ failure: 'unavailable', status: undefined });
    expect(error.message).toBe('GET /gateway/v1/config: ECONNREFUSED');
  });

  it('speaks the action routes: the head of the queue, ack, progress, token and result', async () => {
    const walk = {
      id: 9,
      action: 'SNMP_WALK',
      params: {
        kind: 'walk',
        ip: '10.0.0.5',
        root: '1.3.6.1',
        snmp: {
          version: '2',
          communityString: 'public',
          username: null,
          securityLevel: null,
          authType: null,
          authKey: null,
          privacyType: null,
          privacySecret: null,
          context: null,
        },
        maxOids: 100,
        maxMs: 1000,
      },
    };
    const replies: Record<string, unknown> = {
      'GET /gateway/v1/actions/next': { action: walk },
      'POST /gateway/v1/actions/9/ack': { run: true },
      'POST /gateway/v1/actions/9/progress': { cancelled: false },
      'POST /gateway/v1/actions/9/token': { token: 'new-token' },
      'POST /gateway/v1/actions/9/result': { recorded: true },
    };
    reply = ({ method, url }, response) => json(response, 200, replies[`${method} ${url}`]);
    const link = uplink();
    expect(await link.nextAction()).toEqual(walk);
    expect(await link.ackAction(9)).toEqual({ run: true });
    const progress = { scanned: 1, total: 2, found: [] };
    expect(await link.reportProgress(9, progress)).toEqual({ cancelled: false });
    expect(await link.rotateToken(9)).toEqual({ token: 'new-token' });
    link.useToken('new-token');
    expect(await link.reportResult(9, { status: 'SUCCESS', output: 'ok' })).toEqual({
      recorded: true,
    });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(Object.keys(replies));
    expect(JSON.parse(seen[2]!.body)).toEqual(progress);
    expect(JSON.parse(seen[4]!.body)).toEqual({ status: 'SUCCESS', output: 'ok' });
    // Switched to the rotated token for every request after.
    expect(seen.map(({ headers }) => headers.authorization)).toEqual([
      ...Array<string>(4).fill('Bearer tok-123'),
      'Bearer new-token',
    ]);
  });

  it('reads an empty queue as null', async () => {
    reply = (_, response) => json(response, 200, { action: null });
    expect(await uplink().nextAction()).toBeNull();
  });

  it("takes a 404 on an action's route as the action gone, and elsewhere as the server unavailable", async () => {
    reply = (_, response) => json(response, 404, { error: 'No such action.' });
    const link = uplink();
    for (const request of [
      link.ackAction(3),
      link.reportProgress(3, { scanned: 0, total: 1, found: [] }),
      link.rotateToken(3),
      link.reportResult(3, { status: 'FAILED', error: 'x' }),
    ]) {
      expect(await failure(request)).toMatchObject({ failure: 'gone', status: 404 });
    }
    expect(await failure(link.nextAction())).toMatchObject({ failure: 'unavailable', status: 404 });
  });

  it('gives up on a server that does not answer in time', async () => {
    reply = () => undefined;
    const error = await failure(uplink({ timeoutMs: 100 }).fetchConfig());
    expect(error).toMatchObject({ failure: 'unavailable' });
    expect(error.message).toBe('GET /gateway/v1/config: no answer in 100 ms');
    server.closeAllConnections();
  });

  it.each(['vigil.example.com', 'ftp://vigil.example.com', ''])(
    'refuses the server URL %o',
    (serverUrl) => {
      expect(() => HttpUplink.fromConfig({ serverUrl, gatewayId: '1', token: 't' })).toThrow(
        /is not an http\(s\) URL/,
      );
    },
  );
});
