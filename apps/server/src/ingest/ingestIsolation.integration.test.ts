import {
  GATEWAY_MAX_READINGS_PER_REQUEST,
  READING_MAX_FUTURE_MS,
  READING_VALUE_MAX,
} from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { seedDemo } from '../demo/seedDemo.js';
import { testApp } from '../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../testing/telemetryFixtures.js';
import { writeReadings } from './readings.repository.js';
import { WriteBuffer } from './WriteBuffer.js';

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n, pollInterval: 10) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: "127.0.0.1", port: 1502, slaveID: 1,
    manufacturerModel: $lib, description: $d, protocol: "Modbus") { id } }`;
const LATEST = `query($ids: [ID!]!) { sensor(sensorIDs: $ids) { id reading { value createdAt } } }`;

const HOUR = 3_600_000;

describe.each(await availableDatabases())('ingestion isolation on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const sites: { client: ReturnType<typeof gatewayClient>; sensor: number; equipment: number }[] =
    [];
  let seq = 0;

  const stored = async (sensor: number) =>
    queryRows<{ ts: Date; value: number }>(
      handle.db,
      sql`select ts, value from readings where sensor_id = ${sensor} order by ts`,
    );
  const batch = (readings: unknown[], equipment: unknown[] = []) => ({
    batches: [{ seq: ++seq, readings, equipment }],
  });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    const customerId = String(await demoCustomerId(handle.db));
    const library = await insertTestLibrary(handle.db, Number(customerId));
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    for (const name of ['Victim site', 'Attacker site']) {
      const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(
        REGISTER,
        { c: customerId, n: name },
      );
      const { id, token } = body.data!.registerGateway;
      const onboarded = await admin.gql<{ onboardEquipment: { id: string } }>(ONBOARD, {
        g: id,
        c: customerId,
        lib: String(library),
        d: `${name} sensor`,
      });
      expect(onboarded.body.errors).toBeUndefined();
      const client = gatewayClient(server.app, id, token);
      const config = (await client.config()).json();
      sites.push({
        client,
        sensor: config.equipment[0].points[0].sensorId,
        equipment: Number(onboarded.body.data!.onboardEquipment.id),
      });
    }
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('refuses readings a rollup cannot hold, naming the reading, while another gateway loses nothing', async () => {
    const [victim, attacker] = sites as [(typeof sites)[0], (typeof sites)[0]];
    const hour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const before = (await stored(victim.sensor)).length;
    const victimRequests = Array.from({ length: 20 }, (_, i) =>
      victim.client.readings(batch([[victim.sensor, hour + 1000 + i, 20 + i]])),
    );
    const poison = Array.from({ length: 10 }, (_, i) =>
      attacker.client.readings(
        batch([
          [attacker.sensor, hour + 10 * i, 1.7e308],
          [attacker.sensor, hour + 10 * i + 1, 1.7e308],
        ]),
      ),
    );
    const [good, bad] = await Promise.all([Promise.all(victimRequests), Promise.all(poison)]);
    expect(good.map((r) => r.statusCode)).toEqual(good.map(() => 200));
    for (const reply of bad) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatch(/reading 1: the value must be within ±1000000000000000/);
    }
    expect((await stored(victim.sensor)).length).toBe(before + 20);
    expect(await stored(attacker.sensor)).toEqual([]);
  });

  it('accepts values at the limit, and their rollup sums do not overflow', async () => {
    const [victim] = sites as [(typeof sites)[0]];
    const at = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR;
    const reply = await victim.client.readings(
      batch([
        [victim.sensor, at, READING_VALUE_MAX],
        [victim.sensor, at + 1, READING_VALUE_MAX],
        [victim.sensor, at + 2, -READING_VALUE_MAX],
      ]),
    );
    expect(reply.statusCode).toBe(200);
    const [hourly] = await queryRows<{ sum: number; count: number }>(
      handle.db,
      sql`select sum, count from readings_hourly where sensor_id = ${victim.sensor}
          and bucket = to_timestamp(${at} / 1000.0)`,
    );
    expect(Number(hourly?.sum)).toBe(READING_VALUE_MAX);
    expect(Number(hourly?.count)).toBe(3);
  });

  it('splits a flush the database refuses, so only the offending request fails', async () => {
    const [victim, attacker] = sites as [(typeof sites)[0], (typeof sites)[0]];
    // The parser would refuse these values; handed to the store directly they make PostgreSQL's
    // rollup sum overflow, a real failure of the whole statement.
    const buffer = new WriteBuffer({
      write: async (rows) => {
        await writeReadings(handle.db, rows, []);
      },
      maxRows: 10_000,
      maxDelayMs: 5,
      concurrency: 1,
    });
    const hour = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;
    const goodTimes = Array.from({ length: 6 }, (_, i) => hour + 100 + i);
    const adds = [
      buffer.add({ sensorIds: [victim.sensor], times: [goodTimes[0]!], values: [1] }),
      buffer.add({ sensorIds: [victim.sensor], times: [goodTimes[1]!], values: [2] }),
      buffer.add({
        sensorIds: [attacker.sensor, attacker.sensor],
        times: [hour, hour + 1],
        values: [1.7e308, 1.7e308],
      }),
      buffer.add({ sensorIds: [victim.sensor], times: [goodTimes[2]!], values: [3] }),
      buffer.add({
        sensorIds: [victim.sensor, victim.sensor, victim.sensor],
        times: goodTimes.slice(3),
        values: [4, 5, 6],
      }),
    ];
    const outcomes = await Promise.allSettled(adds);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const rows = await queryRows<{ n: string }>(
      handle.db,
      sql`select count(*) as n from readings where sensor_id = ${victim.sensor}
          and ts >= to_timestamp(${hour} / 1000.0) and ts < to_timestamp(${hour + HOUR} / 1000.0)`,
    );
    expect(Number(rows[0]?.n)).toBe(6);
    expect(await stored(attacker.sensor)).toEqual([]);
  });

  it('keeps the first value of a replayed (sensor, time) in history and latest alike', async () => {
    const [victim] = sites as [(typeof sites)[0]];
    const at = Date.now() - 1000;
    expect((await victim.client.readings(batch([[victim.sensor, at, 11]]))).statusCode).toBe(200);
    expect((await victim.client.readings(batch([[victim.sensor, at, 99]]))).statusCode).toBe(200);
    // Two values for one time in one request: the first is kept, as in history.
    const later = at + 1;
    const both = batch([
      [victim.sensor, later, 12],
      [victim.sensor, later, 98],
    ]);
    expect((await victim.client.readings(both)).statusCode).toBe(200);
    const history = await stored(victim.sensor);
    expect(history.find((r) => new Date(r.ts).getTime() === at)?.value).toBe(11);
    expect(history.find((r) => new Date(r.ts).getTime() === later)?.value).toBe(12);
    const { body } = await admin.gql<{ sensor: { reading: { value: number } | null }[] }>(LATEST, {
      ids: [String(victim.sensor)],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.sensor[0]?.reading?.value).toBe(12);
  });

  it('refuses readings stamped ahead of the server clock beyond the tolerance', async () => {
    const [victim] = sites as [(typeof sites)[0]];
    const before = (await stored(victim.sensor)).length;
    const future = await victim.client.readings(
      batch([[victim.sensor, Date.now() + 23 * HOUR, 50]]),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatch(/at most 5 minutes ahead of the server's clock/);
    const justOver = await victim.client.readings(
      batch([[victim.sensor, Date.now() + READING_MAX_FUTURE_MS + 60_000, 50]]),
    );
    expect(justOver.statusCode).toBe(400);
    expect((await stored(victim.sensor)).length).toBe(before);
    const within = await victim.client.readings(
      batch([[victim.sensor, Date.now() + READING_MAX_FUTURE_MS - 60_000, 50]]),
    );
    expect(within.statusCode).toBe(200);
  });

  it('refuses more readings than a request may carry before writing any', async () => {
    const [victim] = sites as [(typeof sites)[0]];
    const before = (await stored(victim.sensor)).length;
    const start = Date.now() - 2 * 24 * HOUR;
    const readings = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => [victim.sensor, from + i, i % 40]);
    const tooMany = {
      batches: [
        { seq: ++seq, readings: readings(30_000, start), equipment: [] },
        { seq: ++seq, readings: readings(30_000, start + 30_000), equipment: [] },
      ],
    };
    const refused = await victim.client.readings(tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      `The request carries more than ${GATEWAY_MAX_READINGS_PER_REQUEST} readings; send them in several requests.`,
    );
    expect((await stored(victim.sensor)).length).toBe(before);
    const atLimit = await victim.client.readings(
      batch(readings(GATEWAY_MAX_READINGS_PER_REQUEST, start)),
    );
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().accepted).toBe(GATEWAY_MAX_READINGS_PER_REQUEST);
  });

  it.each([
    ['an equipment id beyond int4', () => batch([], [{ id: 2 ** 31, disconnected: true }])],
    ['a sensor id beyond int4', () => batch([[2 ** 31, Date.now(), 1]])],
    ['a sensor id beyond safe integers', () => batch([[2 ** 60, Date.now(), 1]])],
  ])('refuses %s with a 400, not a 500', async (_name, body) => {
    const [victim] = sites as [(typeof sites)[0]];
    const reply = await victim.client.readings(body());
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/^Batch /);
  });
});
