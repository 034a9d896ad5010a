import { messages } from '@vigil/domain';
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

const REGISTER = `mutation($c: ID!, $n: String!, $p: Int) {
  registerGateway(customerID: $c, name: $n, pollInterval: $p) { id name token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, port: 1502, slaveID: 1,
    manufacturerModel: $lib, description: $d, protocol: "Modbus") { id name sensorCount } }`;
const SENSORS = `query($c: ID, $f: [String!]) { sensors(customerID: $c, filters: $f) {
  id name status reading { value detail createdAt } } sensorsCount(customerID: $c, filters: $f) }`;
const READINGS = `query($ids: [ID!], $r: TimeRange!) { readings(widgets: [{ sensorIDs: $ids, range: $r,
  calculation: "max" }]) { latest { sensorID value status } trend { sensorID chunkSize chunks { chunkStart values } } value } }`;

const count = async (db: DatabaseHandle['db']) =>
  Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from readings`))[0]?.n);

describe.each(await availableDatabases())('ingestion on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let customerId: string;
  let gateway: ReturnType<typeof gatewayClient>;
  let temperature: number;
  let door: number;
  const now = Date.now();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    const library = await insertTestLibrary(handle.db, Number(customerId));
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(REGISTER, {
      c: customerId,
      n: 'Site A',
      p: 10,
    });
    const registered = body.data!.registerGateway;
    gateway = gatewayClient(server.app, registered.id, registered.token);
    const onboarded = await admin.gql(ONBOARD, {
      g: registered.id,
      c: customerId,
      lib: String(library),
      ip: '127.0.0.1',
      d: 'Room sensor',
    });
    expect(onboarded.body.errors).toBeUndefined();
    const config = (await gateway.config()).json();
    const points = config.equipment[0].points as { sensorId: number; name: string }[];
    temperature = points.find((p) => p.name === 'Temperature')!.sensorId;
    door = points.find((p) => p.name === 'Door')!.sensorId;
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('hands the gateway its equipment and points, and refuses a wrong token', async () => {
    const config = (await gateway.config()).json();
    expect(config.gateway).toMatchObject({ name: 'Site A', pollInterval: 10, listen: false });
    expect(config.equipment[0]).toMatchObject({
      protocol: 'Modbus',
      ip: '127.0.0.1',
      port: 1502,
      unitId: 1,
    });
    expect(config.equipment[0].points[0]).toMatchObject({
      functionCode: 3,
      dataType: 'INT16',
      multiplier: 0.1,
    });
    const forged = gatewayClient(server.app, config.gateway.id, 'not-the-token');
    expect((await forged.config()).statusCode).toBe(401);
  });

  it('refuses a second gateway of the same name with the spec message', async () => {
    const { body } = await admin.gql(REGISTER, { c: customerId, n: 'site a' });
    expect(body.errors?.[0]?.message).toBe(messages.gatewayNameTaken('site a'));
  });

  it('stores readings once, colours the latest and answers trends', async () => {
    const batch = {
      batches: [
        {
          seq: 1,
          readings: [
            [temperature, now - 2000, 21.5],
            [door, now - 2000, 0],
          ],
          equipment: [],
        },
        {
          seq: 2,
          readings: [
            [temperature, now - 1000, 29.0],
            [door, now - 1000, 1],
          ],
          equipment: [],
        },
      ],
    };
    const first = await gateway.readings(batch);
    expect(first.json()).toEqual({ ackedSeq: 2, accepted: 4 });
    // A replay after a lost acknowledgement adds nothing.
    expect((await gateway.readings(batch)).statusCode).toBe(200);
    expect(await count(handle.db)).toBe(4);

    const { body } = await admin.gql<{
      sensors: {
        name: string;
        status: string;
        reading: { value: number; detail: string | null };
      }[];
    }>(SENSORS, { c: customerId });
    const byName = Object.fromEntries(body.data!.sensors.map((s) => [s.name, s]));
    expect(byName.Temperature).toMatchObject({ status: 'warning', reading: { value: 29 } });
    // Open is a warning by the door's state conditions.
    expect(byName.Door).toMatchObject({
      status: 'warning',
      reading: { value: 1, detail: 'Open, "ajar" \\ wide' },
    });

    const trend = await admin.gql<{
      readings: {
        latest: { value: number }[];
        trend: { chunks: { values: number[] }[] }[];
        value: number;
      }[];
    }>(READINGS, { ids: [String(temperature)], r: 'HOUR' });
    expect(trend.body.errors).toBeUndefined();
    const widget = trend.body.data!.readings[0]!;
    expect(widget.value).toBe(29);
    const values = widget.trend[0]!.chunks.flatMap((c) => c.values);
    expect(Math.min(...values)).toBe(21.5);
    expect(Math.max(...values)).toBe(29);
  });

  it.each([
    [
      'a foreign sensor',
      () => ({
        batches: [
          {
            seq: 9,
            readings: [
              [temperature, now, 1],
              [999_999, now, 1],
            ],
          },
        ],
      }),
      'Sensor 999999 does not belong to this gateway.',
    ],
    [
      'a value that is not a number',
      () => ({ batches: [{ seq: 9, readings: [[temperature, now, 'hot']] }] }),
      'Batch seq 9, reading 1: the value must be a finite number.',
    ],
    [
      'a time in the future',
      () => ({ batches: [{ seq: 9, readings: [[temperature, now + 3 * 86_400_000, 1]] }] }),
      'the time must be epoch milliseconds',
    ],
    ['no batches', () => ({ batches: [] }), 'The request needs a non-empty "batches" list.'],
  ])('rejects %s with a clear error and writes nothing', async (_label, body, error) => {
    const before = await count(handle.db);
    const reply = await gateway.readings(body());
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(error);
    expect(await count(handle.db)).toBe(before);
  });

  it('marks equipment and its sensors disconnected, and back', async () => {
    const config = (await gateway.config()).json();
    const equipmentId = config.equipment[0].id as number;
    await gateway.readings({
      batches: [{ seq: 20, readings: [], equipment: [{ id: equipmentId, disconnected: true }] }],
    });
    let listed = await admin.gql<{ sensorsCount: number }>(SENSORS, {
      c: customerId,
      f: ['disconnected'],
    });
    expect(listed.body.data!.sensorsCount).toBe(2);
    await gateway.readings({
      batches: [
        {
          seq: 21,
          readings: [[temperature, Date.now(), 20]],
          equipment: [{ id: equipmentId, disconnected: false }],
        },
      ],
    });
    listed = await admin.gql<{ sensorsCount: number }>(SENSORS, {
      c: customerId,
      f: ['disconnected'],
    });
    expect(listed.body.data!.sensorsCount).toBe(0);
  });

  it('connects a gateway on check-in and disconnects it after two silent poll intervals', async () => {
    const reply = await gateway.checkin({ version: '1.0.0' });
    expect(reply.json()).toMatchObject({ pollInterval: 10, listen: false });
    const GATEWAYS = `query($c: ID) { gateways(customerID: $c) { name disconnected lastUpdated } }`;
    let listed = await admin.gql<{ gateways: { disconnected: boolean }[] }>(GATEWAYS, {
      c: customerId,
    });
    expect(listed.body.data!.gateways[0]!.disconnected).toBe(false);
    await handle.db.execute(sql`update networks set last_updated = now() - interval '21 seconds'`);
    await server.ingest.housekeeping();
    listed = await admin.gql<{ gateways: { disconnected: boolean }[] }>(GATEWAYS, {
      c: customerId,
    });
    expect(listed.body.data!.gateways[0]!.disconnected).toBe(true);
  });

  it('rolls raw readings up by hour and day', async () => {
    await server.ingest.rollups.run();
    const rows = await queryRows<{ count: number; max: number }>(
      handle.db,
      sql`select sum(count)::int as count, max(max) as max from readings_hourly where sensor_id = ${temperature}`,
    );
    expect(rows[0]).toMatchObject({ count: 3, max: 29 });
    const days = await queryRows<{ count: number }>(
      handle.db,
      sql`select sum(count)::int as count from readings_daily where sensor_id = ${temperature}`,
    );
    expect(days[0]?.count).toBe(3);
  });

  it.each(['DAY', 'WEEK', 'MONTH', 'SIX_MONTHS', 'YEAR'])(
    'answers a %s trend in at most 1000 buckets, from raw rows or rollups',
    async (range) => {
      await server.ingest.rollups.run();
      const { body } = await admin.gql<{
        readings: {
          trend: { chunkSize: number; chunks: { chunkStart: number; values: number[] }[] }[];
        }[];
      }>(READINGS, { ids: [String(temperature)], r: range });
      expect(body.errors).toBeUndefined();
      const [series] = body.data!.readings[0]!.trend;
      expect(series!.chunks.length).toBeGreaterThan(0);
      expect(series!.chunks.length).toBeLessThanOrEqual(1000);
      const values = series!.chunks.flatMap((c) => c.values);
      expect(Math.max(...values)).toBe(29);
    },
  );

  it('answers LATEST without a trend, and CUSTOM within its dates', async () => {
    const LATEST = `query($ids: [ID!], $r: TimeRange!, $d: DateRangeInput) { readings(widgets: [{
      sensorIDs: $ids, range: $r, date: $d }]) { from to latest { sensorID value status } trend { chunks { values } } } }`;
    const latest = await admin.gql<{
      readings: { latest: { value: number }[]; trend: unknown[] }[];
    }>(LATEST, {
      ids: [String(temperature)],
      r: 'LATEST',
    });
    expect(latest.body.data!.readings[0]!.trend).toEqual([]);
    expect(latest.body.data!.readings[0]!.latest[0]!.value).toBe(20);
    const custom = await admin.gql<{
      readings: { from: number; trend: { chunks: { values: number[] }[] }[] }[];
    }>(LATEST, {
      ids: [String(temperature)],
      r: 'CUSTOM',
      d: { start: now - 1500, end: now - 500 },
    });
    expect(custom.body.data!.readings[0]!.from).toBe(now - 1500);
    expect(custom.body.data!.readings[0]!.trend[0]!.chunks.flatMap((c) => c.values)).toEqual([
      29, 29, 29,
    ]);
    const undated = await admin.gql(LATEST, { ids: [String(temperature)], r: 'CUSTOM' });
    expect(undated.body.errors?.[0]?.message).toBe(messages.required);
  });

  it('keeps other customers out', async () => {
    const viewer = (await import('../testing/testApp.js')).browserSession(server.app);
    const { body } = await viewer.gql(SENSORS, { c: customerId });
    expect(body.errors?.[0]?.message).toBe(messages.mustBeLoggedIn);
  });
});
