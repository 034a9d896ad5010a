import {
  LIVE_COALESCE_MS,
  LIVE_EVENTS,
  LIVE_MAX_JOINS_PER_SECOND,
  LIVE_MAX_ROOMS_PER_REQUEST,
  LIVE_MAX_ROOMS_PER_SOCKET,
  messages,
  type LiveAlarmsEvent,
  type LiveGatewayStatus,
  type LiveModeEvent,
  type LiveReading,
  type LiveRoom,
  type LiveTrap,
} from '@vigil/domain';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import { hashToken } from '../auth/tokens.js';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { networks, sessions, snmpTraps } from '../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seedDemo.js';
import { browserSession, testApp, testConfig } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../testing/telemetryFixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = createClient({
    url: REDIS_URL,
    socket: { reconnectStrategy: false, connectTimeout: 1000 },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.quit().catch(() => {});
  }
}

/** One process, and two processes sharing Redis when it is there to share. */
const setups = (await redisReachable())
  ? ['one process', 'two processes over Redis']
  : ['one process'];

const nextEvent = <T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within 5 s`)), 5000);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

/** The reason a socket was disconnected, once it is. */
const disconnection = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not disconnected within 10 s')), 10_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe.each(setups)('live feed in %s', (setup) => {
  let handle: DatabaseHandle;
  let browserSide: Awaited<ReturnType<typeof testApp>>;
  let gatewaySide: Awaited<ReturnType<typeof testApp>>;
  let url: string;
  let gatewayUrl: string;
  let cookie: string;
  let gateway: { id: string; token: string };
  let sensorId: number;
  let equipmentId: number;
  const sockets: Socket[] = [];

  const listen = async (built: Awaited<ReturnType<typeof testApp>>) => {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  };
  const open = (socketUrl: string, options: Parameters<typeof connect>[1]) => {
    const socket = connect(socketUrl, {
      transports: ['websocket'],
      reconnection: false,
      ...options,
    });
    sockets.push(socket);
    return socket;
  };
  /** A browser socket of the given session, connected. */
  const connected = async (sessionCookie: string) => {
    const socket = open(url, { extraHeaders: { cookie: sessionCookie } });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const sensorRoom = (id: number): LiveRoom => ({ type: 'sensor', id: String(id) });
  const liveReading = (value: number): LiveReading => ({
    sensorID: String(sensorId),
    value,
    detail: null,
    createdAt: new Date().toISOString(),
    status: 'ok',
    disconnected: false,
  });
  const gatewayRoom = (id: number): LiveRoom => ({ type: 'gateway', id: String(id) });
  let extraGateways: number[] | undefined;
  /** More gateways of the demo customer than one socket may follow. */
  const manyGateways = async () => {
    if (extraGateways) return extraGateways;
    const customerId = await demoCustomerId(handle.db);
    const rows = await handle.db
      .insert(networks)
      .values(
        Array.from({ length: LIVE_MAX_ROOMS_PER_SOCKET + 100 }, (_, i) => ({
          customerId,
          name: `Extra ${i}`,
          tokenHash: `extra-${i}`,
        })),
      )
      .returning({ id: networks.id });
    return (extraGateways = rows.map((row) => row.id));
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    const customerId = String(await demoCustomerId(handle.db));
    const library = await insertTestLibrary(handle.db, Number(customerId));
    const redisUrl = setup === 'one process' ? undefined : REDIS_URL;
    browserSide = await testApp(handle.db, { redisUrl });
    gatewaySide = setup === 'one process' ? browserSide : await testApp(handle.db, { redisUrl });
    url = await listen(browserSide);
    gatewayUrl = setup === 'one process' ? url : await listen(gatewaySide);
    const admin = await signedInAdmin(browserSide.app);
    cookie = admin.cookie!;
    const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Live ${setup}") { id token } }`,
      { c: customerId },
    );
    gateway = body.data!.registerGateway;
    await admin.gql(
      `mutation($g: ID!, $c: ID!, $l: ID) { onboardEquipment(gatewayID: $g, customerID: $c,
        ip: "127.0.0.1", manufacturerModel: $l, description: "Probe", protocol: "Modbus") { id } }`,
      { g: gateway.id, c: customerId, l: String(library) },
    );
    const config = (
      await gatewayClient(gatewaySide.app, gateway.id, gateway.token).config()
    ).json();
    sensorId = config.equipment[0].points[0].sensorId;
    equipmentId = config.equipment[0].id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await browserSide.app.close();
    if (gatewaySide !== browserSide) await gatewaySide.app.close();
    await handle.close();
  });

  it('pushes a stored reading to the browsers in its sensor room', async () => {
    const browser = open(url, { extraHeaders: { cookie } });
    await new Promise((resolve) => browser.on('connect', () => resolve(undefined)));
    const joined = await browser.emitWithAck(LIVE_EVENTS.join, [
      { type: 'sensor', id: String(sensorId) },
      { type: 'sensor', id: '999999' },
    ]);
    expect(joined).toEqual([`sensor:${sensorId}`]);
    const received = nextEvent<LiveReading[]>(browser, LIVE_EVENTS.readings);
    const time = Date.now();
    const reply = await gatewaySide.app.inject({
      method: 'POST',
      url: '/gateway/v1/readings',
      headers: { authorization: `Bearer ${gateway.token}`, 'x-vigil-gateway': gateway.id },
      payload: { batches: [{ seq: 1, readings: [[sensorId, time, 35]] }] },
    });
    expect(reply.statusCode).toBe(200);
    expect(await received).toEqual([
      {
        sensorID: String(sensorId),
        value: 35,
        detail: null,
        createdAt: new Date(time).toISOString(),
        status: 'error',
        disconnected: false,
      },
    ]);
  });

  it('sends the first reading of a sensor at once and coalesces a burst to the newest', async () => {
    const browser = open(url, { extraHeaders: { cookie } });
    await new Promise((resolve) => browser.on('connect', () => resolve(undefined)));
    await browser.emitWithAck(LIVE_EVENTS.join, [{ type: 'sensor', id: String(sensorId) }]);
    const received: number[] = [];
    browser.on(LIVE_EVENTS.readings, (readings: LiveReading[]) =>
      received.push(...readings.map((r) => r.value ?? NaN)),
    );
    // A quiet moment first, so the burst starts a new window.
    await new Promise((resolve) => setTimeout(resolve, LIVE_COALESCE_MS + 50));
    const reading = (value: number): LiveReading => ({
      sensorID: String(sensorId),
      value,
      detail: null,
      createdAt: new Date().toISOString(),
      status: 'ok',
      disconnected: false,
    });
    for (const value of [1, 2, 3, 4, 5]) gatewaySide.live.publishReadings([reading(value)]);
    await expect.poll(() => received, { timeout: 2000 }).toEqual([1, 5]);
  });

  it('joins the room named in the handshake, and tells it when the gateway enters listen mode', async () => {
    const browser = open(url, { extraHeaders: { cookie }, auth: { id: gateway.id } });
    await new Promise((resolve) => browser.on('connect', () => resolve(undefined)));
    // The handshake join is asynchronous; a join round trip orders after it.
    await browser.emitWithAck(LIVE_EVENTS.join, []);
    const mode = nextEvent<LiveModeEvent>(browser, LIVE_EVENTS.mode, (e) => e.slave);
    const agent = open(`${gatewayUrl}/gateway`, {
      auth: { gatewayId: gateway.id, token: gateway.token },
    });
    expect(await mode).toEqual({ gatewayID: gateway.id, slave: true, listenTriggered: false });

    const told = nextEvent<{ listen: boolean }>(agent, 'mode');
    const admin = await signedInAdmin(browserSide.app);
    const { body } = await admin.gql(
      `mutation($g: ID) { setActivateSlave(gatewayID: $g, activate: false) { slave } }`,
      { g: gateway.id },
    );
    expect(body.errors).toBeUndefined();
    expect(await told).toEqual({ listen: false });
  });

  it('tells the gateway room when the gateway goes silent and when it checks in again', async () => {
    const browser = open(url, {
      extraHeaders: { cookie },
      auth: { type: 'gateway', id: gateway.id },
    });
    await new Promise((resolve) => browser.on('connect', () => resolve(undefined)));
    await browser.emitWithAck(LIVE_EVENTS.join, []);
    const client = gatewayClient(gatewaySide.app, gateway.id, gateway.token);
    await client.checkin();
    const silent = nextEvent<LiveGatewayStatus>(
      browser,
      LIVE_EVENTS.gatewayStatusUpdate,
      (e) => e.disconnected,
    );
    await handle.db.execute(
      sql`update networks set last_updated = now() - interval '1 hour' where id = ${Number(gateway.id)}`,
    );
    await gatewaySide.ingest.housekeeping();
    expect(await silent).toMatchObject({ gatewayID: gateway.id, disconnected: true });
    const back = nextEvent<LiveGatewayStatus>(
      browser,
      LIVE_EVENTS.gatewayStatusUpdate,
      (e) => !e.disconnected,
    );
    await client.checkin();
    expect(await back).toMatchObject({ gatewayID: gateway.id, disconnected: false });
  });

  it('pushes a trap filed under an equipment to that equipment’s room, as it arrives', async () => {
    const socket = await connected(cookie);
    const room = `equipment:${equipmentId}`;
    expect(
      await socket.emitWithAck(LIVE_EVENTS.join, [{ type: 'equipment', id: String(equipmentId) }]),
    ).toEqual([room]);
    const heard: LiveTrap[] = [];
    socket.on(LIVE_EVENTS.trap, (trap: LiveTrap) => heard.push(trap));
    const time = Date.now() - 1000;
    const reply = await gatewaySide.app.inject({
      method: 'POST',
      url: '/gateway/v1/traps',
      headers: { authorization: `Bearer ${gateway.token}`, 'x-vigil-gateway': gateway.id },
      payload: {
        traps: [
          // From an address with no equipment: stored, but nobody's room hears it.
          { equipmentIP: '10.66.0.1', oid: '1.3.6.1.4.1.9.9.1', value: 'stray', receivedAt: time },
          {
            equipmentIP: '127.0.0.1',
            oid: '1.3.6.1.2.1.33.2.1',
            value: 'on battery',
            receivedAt: time,
          },
          {
            equipmentIP: '127.0.0.1',
            oid: '1.3.6.1.2.1.33.2.2',
            value: 'back',
            receivedAt: time + 1,
          },
        ],
      },
    });
    expect(reply.json()).toEqual({ stored: 3 });
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(2);
    const [stored] = await handle.db
      .select({ id: snmpTraps.id })
      .from(snmpTraps)
      .where(eq(snmpTraps.value, 'on battery'));
    expect(heard).toEqual([
      {
        id: String(stored!.id),
        oid: '1.3.6.1.2.1.33.2.1',
        value: 'on battery',
        createdAt: new Date(time).toISOString(),
        equipmentID: String(equipmentId),
        equipmentIP: '127.0.0.1',
      },
      {
        id: String(stored!.id + 1),
        oid: '1.3.6.1.2.1.33.2.2',
        value: 'back',
        createdAt: new Date(time + 1).toISOString(),
        equipmentID: String(equipmentId),
        equipmentIP: '127.0.0.1',
      },
    ]);
  });

  it('closes a gateway’s listen-mode socket when its token is rotated, on whichever process holds it', async () => {
    const admin = await signedInAdmin(browserSide.app);
    const customerId = String(await demoCustomerId(handle.db));
    const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Rotated ${setup}") { id token } }`,
      { c: customerId },
    );
    const site = body.data!.registerGateway;
    const agent = open(`${gatewayUrl}/gateway`, {
      auth: { gatewayId: site.id, token: site.token },
    });
    await new Promise((resolve, reject) => {
      agent.once('connect', () => resolve(undefined));
      agent.once('connect_error', reject);
    });
    const reason = disconnection(agent);
    const rotated = await admin.gql(
      `mutation($g: ID!) { rotateGatewayToken(gatewayID: $g) { token } }`,
      { g: site.id },
    );
    expect(rotated.body.errors).toBeUndefined();
    expect(await reason).toBe('io server disconnect');
    const again = open(`${gatewayUrl}/gateway`, {
      auth: { gatewayId: site.id, token: site.token },
    });
    const error = await new Promise<Error>((resolve) => again.on('connect_error', resolve));
    expect(error.message).toBe('auth_failure');
  });

  it('refuses a gateway socket with a wrong token', async () => {
    const agent = open(`${gatewayUrl}/gateway`, {
      auth: { gatewayId: gateway.id, token: 'wrong' },
    });
    const error = await new Promise<Error>((resolve) => agent.on('connect_error', resolve));
    expect(error.message).toBe('auth_failure');
  });

  it('disconnects the sockets of a session that signs out, whichever process it signs out on', async () => {
    const leaving = await signedInAdmin(browserSide.app);
    const staying = await signedInAdmin(browserSide.app);
    const gone = await connected(leaving.cookie!);
    const kept = await connected(staying.cookie!);
    for (const socket of [gone, kept]) {
      expect(await socket.emitWithAck(LIVE_EVENTS.join, [sensorRoom(sensorId)])).toEqual([
        `sensor:${sensorId}`,
      ]);
    }
    const missed: LiveReading[] = [];
    gone.on(LIVE_EVENTS.readings, (readings: LiveReading[]) => missed.push(...readings));
    const goneReason = disconnection(gone);
    const reply = await gatewaySide.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: leaving.cookie! },
      payload: { query: 'mutation { signOut }' },
    });
    expect(reply.json()).toEqual({ data: { signOut: true } });
    expect(await goneReason).toBe('io server disconnect');

    const received = nextEvent<LiveReading[]>(kept, LIVE_EVENTS.readings, (r) =>
      r.some((reading) => reading.value === 41),
    );
    gatewaySide.live.publishReadings([liveReading(41)]);
    await received;
    expect(missed).toEqual([]);
    expect(kept.connected).toBe(true);
  });

  it('takes joins and leaves in the order sent: a room left then joined again is held', async () => {
    const socket = await connected(cookie);
    const gatewayName = `gateway:${gateway.id}`;
    const sensorName = `sensor:${sensorId}`;
    const both = [{ type: 'gateway', id: gateway.id }, sensorRoom(sensorId)];
    expect(await socket.emitWithAck(LIVE_EVENTS.join, both)).toEqual([gatewayName, sensorName]);
    // A re-render: the page lets both rooms go and takes them again at once.
    socket.emit(LIVE_EVENTS.leave, both);
    const again = await Promise.all([
      socket.emitWithAck(LIVE_EVENTS.join, [both[0]]),
      socket.emitWithAck(LIVE_EVENTS.join, [both[1]]),
    ]);
    expect(again).toEqual([[gatewayName], [sensorName]]);
    const received = nextEvent<LiveReading[]>(socket, LIVE_EVENTS.readings, (r) =>
      r.some((reading) => reading.value === 43),
    );
    await new Promise((resolve) => setTimeout(resolve, LIVE_COALESCE_MS + 50));
    gatewaySide.live.publishReadings([liveReading(43)]);
    await received;
  });

  it('disconnects a socket when its session expires', async () => {
    const expiring = await signedInAdmin(browserSide.app);
    const token = sessionTokenFromHeader(expiring.cookie, testConfig().sessionSecret);
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3000) })
      .where(eq(sessions.id, hashToken(token!)));
    const socket = await connected(expiring.cookie!);
    const told = nextEvent(socket, LIVE_EVENTS.authFailure);
    const reason = disconnection(socket);
    await Promise.all([told, reason]);
    expect(await reason).toBe('io server disconnect');
  });

  it('refuses join bursts beyond the rate, before looking rooms up, and keeps answering', async () => {
    const ids = await manyGateways();
    const socket = await connected(cookie);
    const limits: string[] = [];
    socket.on(LIVE_EVENTS.roomLimit, (event: { message: string }) => limits.push(event.message));
    const acks: Promise<string[]>[] = [];
    const health: Promise<number>[] = [];
    for (let burst = 0; burst < 150; burst++) {
      const start = (burst * LIVE_MAX_ROOMS_PER_REQUEST) % ids.length;
      const rooms = ids.slice(start, start + LIVE_MAX_ROOMS_PER_REQUEST).map(gatewayRoom);
      acks.push(socket.emitWithAck(LIVE_EVENTS.join, rooms));
      if (burst % 30 === 15) health.push(fetch(`${url}/healthz`).then((r) => r.status));
    }
    const answers = await Promise.all(acks);
    expect(await Promise.all(health)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]).toHaveLength(LIVE_MAX_ROOMS_PER_REQUEST);
    expect(new Set(answers.flat()).size).toBeLessThanOrEqual(LIVE_MAX_ROOMS_PER_SOCKET);
    expect(limits).toContain(messages.liveJoinsTooFast(LIVE_MAX_JOINS_PER_SECOND));
    // The socket still works: it hears from a room it holds.
    const received = nextEvent<LiveGatewayStatus>(socket, LIVE_EVENTS.gatewayStatusUpdate);
    const status = { gatewayID: String(ids[0]), disconnected: false, lastUpdated: null };
    gatewaySide.live.publishGatewayStatus(status);
    expect(await received).toEqual(status);
  });

  it('holds at most LIVE_MAX_ROOMS_PER_SOCKET rooms on one socket', async () => {
    const rooms = (await manyGateways()).map(gatewayRoom);
    const socket = await connected(cookie);
    const held = new Set<string>();
    const joinMissing = async (count: number) => {
      const missing = rooms.filter((room) => !held.has(`gateway:${room.id}`)).slice(0, count);
      const joined: string[] = await socket.emitWithAck(LIVE_EVENTS.join, missing);
      for (const name of joined) held.add(name);
      return joined;
    };
    // The rate lets the rooms in over a few seconds; the cap holds them at the limit.
    await expect
      .poll(async () => (await joinMissing(LIVE_MAX_ROOMS_PER_REQUEST), held.size), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(LIVE_MAX_ROOMS_PER_SOCKET);
    const refused = nextEvent<{ message: string }>(socket, LIVE_EVENTS.roomLimit);
    expect(await joinMissing(10)).toEqual([]);
    expect((await refused).message).toBe(messages.liveTooManyRooms(LIVE_MAX_ROOMS_PER_SOCKET));
    expect(held.size).toBe(LIVE_MAX_ROOMS_PER_SOCKET);

    // Leaving a room makes space for another.
    const [first] = held;
    socket.emit(LIVE_EVENTS.leave, [{ type: 'gateway', id: first!.slice('gateway:'.length) }]);
    held.delete(first!);
    await expect
      .poll(async () => (await joinMissing(1), held.size), { timeout: 5000, interval: 200 })
      .toBe(LIVE_MAX_ROOMS_PER_SOCKET);
  });

  it('tells a view’s room when an alarm it shows moves, and lets in only who may read the view', async () => {
    const customerId = await demoCustomerId(handle.db);
    const first = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ id: number }>(handle.db, query))[0]!;
    // A private view showing the sensor: the admin (a company manager) reads it, the demo's
    // read-only user does not.
    const view = await first(sql`insert into views (customer_id, name)
      values (${customerId}, ${`Live room ${setup}`}) returning id`);
    const widget = await first(sql`insert into widgets (view_id, customer_id, name, type)
      values (${view.id}, ${customerId}, 'Probe', 'SENSOR_VALUE') returning id`);
    await handle.db.execute(sql`insert into widget_sensors (widget_id, sensor_id, position)
      values (${widget.id}, ${sensorId}, 0)`);
    const viewRoom: LiveRoom = { type: 'view', id: String(view.id) };
    const post = (seq: number, value: number) =>
      gatewaySide.app.inject({
        method: 'POST',
        url: '/gateway/v1/readings',
        headers: { authorization: `Bearer ${gateway.token}`, 'x-vigil-gateway': gateway.id },
        payload: { batches: [{ seq, readings: [[sensorId, Date.now(), value]] }] },
      });
    // Back to normal first (an earlier test left it red), before anyone listens.
    expect((await post(2, 20)).statusCode).toBe(200);

    const reader = await connected(cookie);
    expect(await reader.emitWithAck(LIVE_EVENTS.join, [viewRoom])).toEqual([`view:${view.id}`]);
    const viewer = browserSession(browserSide.app);
    await viewer.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: 'viewer@vigil.demo', p: DEMO_PASSWORD },
    );
    const outsider = await connected(viewer.cookie!);
    expect(await outsider.emitWithAck(LIVE_EVENTS.join, [viewRoom])).toEqual([]);

    const told = nextEvent<LiveAlarmsEvent>(reader, LIVE_EVENTS.alarms);
    // 36 °C is past the probe's red threshold: its alarm opens, and the view showing it is told.
    expect((await post(3, 36)).statusCode).toBe(200);
    expect(await told).toEqual({ customerID: String(customerId), viewID: String(view.id) });
  });
});
