import type { GatewayConfig, WireTrap } from '@vigil/domain';
import snmp from 'net-snmp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayAgent } from './GatewayAgent.js';
import { FakeUplink } from './testing/FakeUplink.js';
import { freePort } from './freePort.js';
import { TrapForwarder } from './TrapForwarder.js';
import { UplinkError } from './UplinkError.js';

const trap = (n: number): WireTrap => ({
  equipmentIP: '10.0.0.1',
  oid: `1.3.6.1.4.1.99999.0.${n}`,
  value: '',
  receivedAt: n,
});

/** A server the test opens and closes; it records what it stored. */
function fakeServer() {
  const server = {
    up: true,
    refuse: false,
    stored: [] as number[],
    requests: 0,
    send: vi.fn(async (traps: WireTrap[]) => {
      server.requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (server.refuse) throw new UplinkError('rejected', '400 bad trap', 400);
      if (!server.up) throw new UplinkError('unavailable', '503 down', 503);
      server.stored.push(...traps.map((t) => t.receivedAt));
      return { stored: traps.length };
    }),
  };
  return server;
}

describe('TrapForwarder', () => {
  const lines: string[] = [];
  const failures: unknown[] = [];
  const started: TrapForwarder[] = [];
  const forwarder = (server: ReturnType<typeof fakeServer>, limit?: number) => {
    const created = new TrapForwarder({
      send: server.send,
      onFailure: (error) => failures.push(error),
      log: (line) => lines.push(line),
      retryMs: { first: 20, max: 40 },
      limit,
    });
    started.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((created) => created.stop()));
    lines.length = 0;
    failures.length = 0;
  });

  it('sends traps as they come, in order, one request at a time', async () => {
    const server = fakeServer();
    const traps = forwarder(server);
    for (let n = 1; n <= 5; n++) traps.add(trap(n));
    await vi.waitFor(() => expect(server.stored).toEqual([1, 2, 3, 4, 5]));
    // The first went alone; the rest, which came while it was under way, in one request.
    expect(server.requests).toBe(2);
    expect(traps.size).toBe(0);
    await traps.stop();
  });

  it('keeps traps while the server is down and retries with backoff', async () => {
    const server = fakeServer();
    server.up = false;
    const traps = forwarder(server);
    traps.add(trap(1));
    traps.add(trap(2));
    await vi.waitFor(() => expect(server.requests).toBeGreaterThanOrEqual(3));
    expect(failures[0]).toBeInstanceOf(UplinkError);
    expect(traps.size).toBe(2);
    // Backoff: attempts are spaced, not one per new trap.
    const before = server.requests;
    for (let n = 3; n <= 10; n++) traps.add(trap(n));
    expect(server.requests).toBe(before);
    server.up = true;
    await vi.waitFor(() => expect(server.stored).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    await traps.stop();
  });

  it('drops the oldest when full and says how many', async () => {
    const server = fakeServer();
    server.up = false;
    const traps = forwarder(server, 3);
    for (let n = 1; n <= 7; n++) traps.add(trap(n));
    // 1 is under way; once it fails it is the oldest waiting, and goes.
    expect(traps.size).toBe(4);
    await vi.waitFor(() => expect(failures).not.toHaveLength(0));
    expect(traps.size).toBe(3);
    expect(lines).toEqual(['traps: 3 wait for the server; dropping the oldest']);
    server.up = true;
    await vi.waitFor(() => expect(server.stored).toEqual([5, 6, 7]));
    expect(lines).toContain('traps: dropped the 4 oldest while the queue was full');
    await traps.stop();
  });

  it('drops traps the server refuses rather than holding later ones back', async () => {
    const server = fakeServer();
    server.refuse = true;
    const traps = forwarder(server);
    traps.add(trap(1));
    await vi.waitFor(() =>
      expect(lines).toEqual(['traps: dropped 1 the server refuses: 400 bad trap']),
    );
    server.refuse = false;
    traps.add(trap(2));
    await vi.waitFor(() => expect(server.stored).toEqual([2]));
    await traps.stop();
  });

  it('delivers what waits when stopped, and counts what it could not', async () => {
    const server = fakeServer();
    const traps = forwarder(server);
    traps.add(trap(1));
    traps.add(trap(2));
    await traps.stop();
    expect(server.stored).toEqual([1, 2]);
    traps.add(trap(3));
    expect(traps.size).toBe(0);

    const down = fakeServer();
    down.up = false;
    const failing = forwarder(down);
    failing.add(trap(1));
    await vi.waitFor(() => expect(failures).not.toHaveLength(0));
    await failing.stop();
    expect(lines).toContain('traps: 1 not delivered are lost as the agent stops');
  });
});

const CONFIG: GatewayConfig = {
  gateway: { id: 1, name: 'Site', pollInterval: 3600, listen: false },
  equipment: [],
  revision: 'r1',
};

describe('GatewayAgent with a trap port', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('forwards the traps it receives to the server, through an outage', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vigil-traps-'));
    dirs.push(dataDir);
    const uplink = new FakeUplink(CONFIG);
    const lines: string[] = [];
    const agent = new GatewayAgent({
      uplink,
      dataDir,
      trapPort: 0,
      trapAddress: '127.0.0.1',
      configRetryMs: { first: 20, max: 40 },
      log: (line) => lines.push(line),
    });
    await agent.start();
    const port = agent.status().trapPort;
    expect(port).toBeGreaterThan(0);
    expect(lines).toContain(`traps: listening on UDP port ${port}`);

    const send = async (oid: string) => {
      const session = snmp.createSession('127.0.0.1', 'public', {
        version: snmp.Version2c,
        trapPort: port,
      });
      await new Promise<void>((resolve, reject) =>
        session.trap(oid, [], (error) => (error ? reject(error) : resolve())),
      );
      session.close();
    };
    await send('1.3.6.1.2.1.33.2.1');
    await vi.waitFor(() => expect(uplink.traps.map((t) => t.oid)).toEqual(['1.3.6.1.2.1.33.2.1']));
    expect(uplink.traps[0]).toMatchObject({ equipmentIP: '127.0.0.1', value: '' });

    uplink.up = false;
    await send('1.3.6.1.2.1.33.2.3');
    await vi.waitFor(() => expect(agent.status().queuedTraps).toBe(1));
    await vi.waitFor(() => expect(lines.some((line) => line.startsWith('traps: 503'))).toBe(true));
    uplink.up = true;
    await vi.waitFor(() => expect(uplink.traps).toHaveLength(2));
    expect(lines).toContain('traps: the server answers again');
    await agent.stop();
  });

  it('fails to start, naming the port, when it cannot listen', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vigil-traps-'));
    dirs.push(dataDir);
    const taken = await freePort('udp');
    const first = new GatewayAgent({
      uplink: new FakeUplink(CONFIG),
      dataDir,
      trapPort: taken,
      trapAddress: '127.0.0.1',
    });
    await first.start();
    const second = new GatewayAgent({
      uplink: new FakeUplink(CONFIG),
      dataDir: join(dataDir, 'second'),
      trapPort: taken,
      trapAddress: '127.0.0.1',
    });
    await expect(second.start()).rejects.toThrow(
      new RegExp(`^traps: cannot listen on UDP port ${taken}: .*EADDRINUSE`),
    );
    await second.stop();
    await first.stop();
    expect(first.status().trapPort).toBe(taken);
  });
});
