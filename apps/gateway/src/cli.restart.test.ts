// The Restart action through the real CLI process: the agent acks it, stops, exits with
// GATEWAY_RESTART_EXIT_CODE for its service manager, and the next process checks in with a
// newer startedAt (what completes the action on the server). No result is ever posted.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GATEWAY_ACTION_EVENTS,
  GATEWAY_SOCKET_NAMESPACE,
  gatewayCheckinSchema,
  type GatewayCheckin,
  type GatewayConfig,
} from '@vigil/domain';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_RESTART_EXIT_CODE } from './parseGatewayArgs.js';

const TOKEN = 'cli-token';
const CONFIG: GatewayConfig = {
  gateway: { id: 40, name: 'Site A', pollInterval: 3600, listen: true },
  equipment: [],
  revision: 'r1',
};
const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));

let http: HttpServer;
let io: Server;
let url: string;
let dataDir: string;
let requests: string[];
let checkins: GatewayCheckin[];
/** The REBOOT waits in the queue until acked once. */
let rebootAcked: boolean;

beforeEach(async () => {
  requests = [];
  checkins = [];
  rebootAcked = false;
  dataDir = await mkdtemp(join(tmpdir(), 'vigil-cli-restart-'));
  http = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const route = `${request.method} ${request.url}`;
      requests.push(route);
      const send = (status: number, reply: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply));
      };
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: 'no' });
      switch (route) {
        case 'GET /gateway/v1/config':
          return send(200, CONFIG);
        case 'POST /gateway/v1/checkin':
          checkins.push(gatewayCheckinSchema.parse(JSON.parse(body)));
          // Someone queues a Restart once the gateway is online.
          if (!rebootAcked) {
            io.of(GATEWAY_SOCKET_NAMESPACE).emit(GATEWAY_ACTION_EVENTS.actions, { pending: 1 });
          }
          return send(200, { pollInterval: 3600, listen: true, revision: 'r1' });
        case 'GET /gateway/v1/actions/next': {
          const queued = checkins.length > 0 && !rebootAcked;
          return send(200, {
            action: queued ? { id: 5, action: 'REBOOT', params: { kind: 'none' } } : null,
          });
        }
        case 'POST /gateway/v1/actions/5/ack':
          rebootAcked = true;
          return send(200, { run: true });
        default:
          return send(404, { error: 'Not found' });
      }
    });
  });
  io = new Server(http);
  io.of(GATEWAY_SOCKET_NAMESPACE).on('connection', () => undefined);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await io.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Run the CLI's run command; resolves with its exit code once it exits. */
function runAgent(): { exited: Promise<number | null>; output: () => string; stop(): void } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli.ts',
      'run',
      '--server',
      url,
      '--gateway',
      '40',
      '--data-dir',
      dataDir,
    ],
    { cwd: GATEWAY_DIR, env: { ...process.env, VIGIL_GATEWAY_TOKEN: TOKEN } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { exited, output: () => output, stop: () => child.kill('SIGTERM') };
}

describe('gateway CLI: Restart', () => {
  it(`exits ${GATEWAY_RESTART_EXIT_CODE} after acking a Restart; the next run checks in as a newer start`, async () => {
    const first = runAgent();
    expect(await first.exited, first.output()).toBe(GATEWAY_RESTART_EXIT_CODE);
    expect(first.output()).toContain('action 5 (Restart): restarting the agent');
    expect(requests).toContain('POST /gateway/v1/actions/5/ack');
    expect(requests.filter((route) => route.includes('/result'))).toEqual([]);
    const firstStart = checkins.at(-1)?.startedAt;
    expect(firstStart).toEqual(expect.any(Number));

    // What the service manager does on a non-zero exit.
    const checkedIn = checkins.length;
    const second = runAgent();
    try {
      await expect.poll(() => checkins.length, { timeout: 20_000 }).toBeGreaterThan(checkedIn);
      expect(checkins.at(-1)?.startedAt).toBeGreaterThan(firstStart!);
    } finally {
      second.stop();
    }
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).not.toContain(TOKEN);
  }, 60_000);
});
