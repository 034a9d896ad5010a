import { messages } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { accounts, views, widgetSensors, widgets } from '../../db/schema.js';
import { seedDemo } from '../../demo/seedDemo.js';
import { testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

const HOUR = 3600_000;
const REGISTER = `mutation($c: ID!) { registerGateway(customerID: $c, name: "Hall", pollInterval: 60) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: "127.0.0.1", port: 1502, slaveID: 1,
    manufacturerModel: $lib, description: "Hall sensor", protocol: "Modbus") { id } }`;
const READINGS = `query($c: ID, $w: [WidgetReadingsInput!]!) { readings(customerID: $c, widgets: $w) {
  widgetID latest { sensorID value } value
  insights { sensorID expected spread deviation anomaly crossesAt crossesLevel
    smartThresholds { warning critical } learnedHours } } }`;

interface Insight {
  sensorID: string;
  expected: number | null;
  deviation: number | null;
  anomaly: boolean;
  crossesAt: number | null;
  crossesLevel: string | null;
  smartThresholds: { warning: number; critical: number } | null;
  learnedHours: number;
}

describe.each(await availableDatabases())('widget readings and insights on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let customerId: number;
  let temperature: number;
  let widgetId: number;
  let foreignWidgetId: number;
  const now = Date.now();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = await demoCustomerId(handle.db);
    const library = await insertTestLibrary(handle.db, customerId);
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    const registered = (
      await admin.gql<{ registerGateway: { id: string; token: string } }>(REGISTER, {
        c: String(customerId),
      })
    ).body.data!.registerGateway;
    await admin.gql(ONBOARD, { g: registered.id, c: String(customerId), lib: String(library) });
    const gateway = gatewayClient(server.app, registered.id, registered.token);
    const points = (await gateway.config()).json().equipment[0].points as {
      sensorId: number;
      name: string;
    }[];
    temperature = points.find((p) => p.name === 'Temperature')!.sensorId;

    // Four weeks of a steady 22 °C hall, as hourly rollups, older than the readings below.
    const firstHour = Math.floor((now - 28 * 24 * HOUR) / HOUR) * HOUR;
    const lastHour = Math.floor((now - 3 * HOUR) / HOUR) * HOUR;
    await handle.db.execute(sql`
      insert into readings_hourly (sensor_id, bucket, min, max, sum, count)
      select ${temperature}, to_timestamp(h / 1000.0), 21.8 + (h / 3600000 % 5) / 10.0,
             21.8 + (h / 3600000 % 5) / 10.0, 21.8 + (h / 3600000 % 5) / 10.0, 1
      from generate_series(${firstHour}::bigint, ${lastHour}::bigint, ${HOUR}::bigint) as h`);
    // The last two hours it climbs from 20 °C to 26 °C, 3 °C an hour, towards its green limit 27.
    const readings: [number, number, number][] = [];
    for (let minutes = 120; minutes >= 0; minutes -= 5) {
      readings.push([temperature, now - minutes * 60_000, 26 - (minutes / 60) * 3]);
    }
    const stored = await gateway.readings({ batches: [{ seq: 1, readings, equipment: [] }] });
    expect(stored.statusCode).toBe(200);

    const [view] = await handle.db
      .insert(views)
      .values({ customerId, name: 'Hall' })
      .returning({ id: views.id });
    const [widget] = await handle.db
      .insert(widgets)
      .values({ viewId: view!.id, customerId, type: 'ARTIFICIAL_INTELLIGENCE' })
      .returning({ id: widgets.id });
    widgetId = widget!.id;
    await handle.db.insert(widgetSensors).values({ widgetId, sensorId: temperature, position: 0 });

    const [other] = await handle.db
      .insert(accounts)
      .values({ kind: 'CUSTOMER', name: 'Other Co' })
      .returning({ id: accounts.id });
    const [otherView] = await handle.db
      .insert(views)
      .values({ customerId: other!.id, name: 'Theirs' })
      .returning({ id: views.id });
    const [foreign] = await handle.db
      .insert(widgets)
      .values({ viewId: otherView!.id, customerId: other!.id, type: 'SENSOR_VALUE' })
      .returning({ id: widgets.id });
    foreignWidgetId = foreign!.id;
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it("reads a widget's own sensors when asked by widget id", async () => {
    const { body } = await admin.gql<{
      readings: { widgetID: string; latest: { sensorID: string; value: number }[] }[];
    }>(READINGS, { c: String(customerId), w: [{ widgetID: String(widgetId), range: 'LATEST' }] });
    expect(body.errors).toBeUndefined();
    expect(body.data!.readings[0]!.latest).toEqual([{ sensorID: String(temperature), value: 26 }]);
  });

  it('learns the normal band, flags the climb as an anomaly and projects the crossing', async () => {
    const { body } = await admin.gql<{ readings: { insights: Insight[] }[] }>(READINGS, {
      c: String(customerId),
      w: [{ widgetID: String(widgetId), range: 'LATEST', insights: true }],
    });
    expect(body.errors).toBeUndefined();
    const [insight] = body.data!.readings[0]!.insights;
    expect(insight!.learnedHours).toBeGreaterThan(24 * 27);
    expect(insight!.expected).toBeGreaterThan(21.5);
    expect(insight!.expected).toBeLessThan(22.5);
    expect(insight!.anomaly).toBe(true);
    expect(insight!.deviation).toBeGreaterThan(3);
    // 26 °C rising 3 °C an hour reaches 27 °C in about 20 minutes.
    expect(insight!.crossesLevel).toBe('warning');
    expect(insight!.crossesAt! - Date.now()).toBeGreaterThan(10 * 60_000);
    expect(insight!.crossesAt! - Date.now()).toBeLessThan(30 * 60_000);
    expect(insight!.smartThresholds!.warning).toBeGreaterThan(22);
    expect(insight!.smartThresholds!.critical).toBeGreaterThan(insight!.smartThresholds!.warning);
  });

  it('leaves insights empty unless asked', async () => {
    const { body } = await admin.gql<{ readings: { insights: Insight[] }[] }>(READINGS, {
      c: String(customerId),
      w: [{ widgetID: String(widgetId), range: 'LATEST' }],
    });
    expect(body.data!.readings[0]!.insights).toEqual([]);
  });

  it("refuses another customer's widget, and a widget that does not exist", async () => {
    for (const id of [foreignWidgetId, 999_999]) {
      const { body } = await admin.gql(READINGS, {
        w: [{ widgetID: String(id), range: 'LATEST' }],
      });
      expect(body.errors?.[0]?.message).toBe(messages.noAccess);
    }
  });
});
