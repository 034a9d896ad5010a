import {
  LIVE_COALESCE_MS,
  LIVE_EVENTS,
  type LiveGatewayStatus,
  type LiveModeEvent,
  type LiveReading,
} from '@vigil/domain';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemo } from '../demo/seedDemo.js';
import { testApp } from '../testing/testApp.js';
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

describe.each(setups)('live feed in %s', (setup) => {
  let handle: DatabaseHandle;
  let browserSide: Awaited<ReturnType<typeof testApp>>;
  let gatewaySide: Awaited<ReturnType<typeof testApp>>;
  let url: string;
  let gatewayUrl: string;
  let cookie: string;
  let gateway: { id: string; token: string };
  let sensorId: number;
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

  it('refuses a gateway socket with a wrong token', async () => {
    const agent = open(`${gatewayUrl}/gateway`, {
      auth: { gatewayId: gateway.id, token: 'wrong' },
    });
    const error = await new Promise<Error>((resolve) => agent.on('connect_error', resolve));
    expect(error.message).toBe('auth_failure');
  });
});
