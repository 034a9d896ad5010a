import {
  PERMISSION_CODES,
  REPEAT_INTERVAL_INVALID,
  encodeWidgetNotes,
  messages,
} from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { equipment, images, sensors, snmpTraps, users, viewUsers, views } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { createUser } from '../admin/admin.service.js';
import { testApp } from '../../testing/testApp.js';
import type { browserSession } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  insertTestLibrary,
  signedInAdmin,
  signedInAs,
} from '../../testing/telemetryFixtures.js';

type Session = ReturnType<typeof browserSession>;

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n) { id } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib,
  description: $d, protocol: "Modbus") { id } }`;
const SENSORS_OF = `query($e: ID) { sensors(equipmentID: $e) { id name } }`;
const WIDGET_FIELDS = `id key viewID viewName customerID name type displayType calculation chartType
  image imageURL link basis greenTo yellowTo smartThresholds { smartWarning smartCritical } states
  sensorIDs metaIDs mins equipmentID gatewayID unit notes disconnected
  imageTransform { translateX translateY scale rotation } expiration range
  timers { id timerID widgetID name repeatInterval warnBefore resetAt expiresAt }`;
const NEW = `mutation($v: ID!, $c: ID, $w: WidgetInput!) {
  newWidget(viewID: $v, customerID: $c, widget: $w) { ${WIDGET_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $w: WidgetInput, $t: ImageTransformInput) {
  updateWidget(id: $id, widget: $w, imageTransform: $t) { ${WIDGET_FIELDS} } }`;
const LIST = `query($id: ID, $name: String, $c: ID, $ids: [ID!]) {
  widgets(id: $id, viewName: $name, customerID: $c, widgetIDs: $ids) { ${WIDGET_FIELDS} } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateWidget(id: $id) { ${WIDGET_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteWidget(id: $id) }`;
const BASIS = `mutation($id: ID!, $b: Float) { updateBasis(id: $id, basis: $b) { id basis } }`;
const TIMERS = `query($ids: [ID!]!, $c: ID) { timers(widgetIDs: $ids, customerID: $c) {
  id widgetID name repeatInterval warnBefore resetAt expiresAt } }`;
const RESET = `mutation($t: ID!, $v: ID) { resetTimer(timerID: $t, viewID: $v) {
  id name repeatInterval resetAt expiresAt } }`;
const WIDGET_SENSORS = `query($ids: [ID!]) { sensors(widgetIDs: $ids) { id name } }`;
const ALARMS = `query($v: ID!) { viewAlarms(viewID: $v) {
  sensorID sensorName equipmentID equipmentName status value detail unit since } }`;
const TRAPS = `query($e: ID, $g: ID, $ip: String, $l: Int) {
  snmpTraps(equipmentID: $e, gatewayID: $g, equipmentIP: $ip, limit: $l) {
  oid value createdAt equipmentID equipmentIP } }`;
const ASSET = `query($e: ID!) { equipmentAsset(equipmentID: $e) {
  equipmentID name manufacturer model protocol ip meta { label value type oid } } }`;

interface TimerOut {
  id: string;
  timerID: string;
  widgetID: string;
  name: string;
  repeatInterval: number;
  warnBefore: number;
  resetAt: number;
  expiresAt: number;
}
interface WidgetOut {
  id: string;
  key: string;
  name: string | null;
  type: string;
  sensorIDs: string[];
  timers: TimerOut[];
  disconnected: boolean;
  imageTransform: object | null;
  [field: string]: unknown;
}
interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const signIn = signedInAs;

describe.each(await availableDatabases())('widgets on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Session;
  let viewer: Session;
  let foreign: Session;
  let customerId: string;
  let foreignCustomerId: string;
  let publicView: string;
  let privateView: string;
  let equipmentId: string;
  let gatewayId: string;
  let temperature: string;
  let door: string;
  let foreignSensor: string;
  let foreignEquipment: string;

  const db = () => handle.db;

  /** Everything a refused write must leave as it was. */
  async function snapshot() {
    const [counts] = await queryRows<{
      widgets: number;
      widgetSensors: number;
      timers: number;
      layouts: string;
    }>(
      db(),
      sql`select (select count(*)::int from widgets) as widgets,
        (select count(*)::int from widget_sensors) as "widgetSensors",
        (select count(*)::int from timers) as timers,
        (select string_agg(layout::text || updated_at::text, '|' order by id) from views) as layouts`,
    );
    return counts!;
  }

  async function layoutOf(viewId: string): Promise<{ lg?: LayoutItem[]; xxs?: LayoutItem[] }> {
    const [row] = await db()
      .select({ layout: views.layout })
      .from(views)
      .where(eq(views.id, Number(viewId)));
    return row!.layout as { lg?: LayoutItem[]; xxs?: LayoutItem[] };
  }

  async function addWidget(session: Session, viewId: string, widget: Record<string, unknown>) {
    const { body } = await session.gql<{ newWidget: WidgetOut }>(NEW, { v: viewId, w: widget });
    expect(body.errors).toBeUndefined();
    return body.data!.newWidget;
  }

  async function onboard(session: Session, customer: string, library: number, name: string) {
    const gateway = await session.gql<{ registerGateway: { id: string } }>(REGISTER, {
      c: customer,
      n: `${name} site`,
    });
    const g = gateway.body.data!.registerGateway.id;
    const added = await session.gql<{ onboardEquipment: { id: string } }>(ONBOARD, {
      g,
      c: customer,
      lib: String(library),
      ip: '10.0.0.5',
      d: name,
    });
    const e = added.body.data!.onboardEquipment.id;
    const listed = await session.gql<{ sensors: { id: string; name: string }[] }>(SENSORS_OF, {
      e,
    });
    const byName = new Map(listed.body.data!.sensors.map((s) => [s.name, s.id]));
    return { gatewayId: g, equipmentId: e, byName };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    await createUser(handle.db, {
      email: 'other@foreign.test',
      password: DEMO_PASSWORD,
      customerName: 'Foreign Co',
      roles: [...PERMISSION_CODES],
    });
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    viewer = await signIn(server.app, 'viewer@vigil.demo');
    foreign = await signIn(server.app, 'other@foreign.test');

    const own = await onboard(
      admin,
      customerId,
      await insertTestLibrary(handle.db, Number(customerId)),
      'PDU 1',
    );
    ({ gatewayId, equipmentId } = own);
    temperature = own.byName.get('Temperature')!;
    door = own.byName.get('Door')!;

    const [other] = await db()
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'other@foreign.test'));
    foreignCustomerId = String(other!.customerId);
    const theirs = await onboard(
      foreign,
      foreignCustomerId,
      await insertTestLibrary(handle.db, Number(foreignCustomerId), 'Foreign Model'),
      'Their PDU',
    );
    foreignSensor = theirs.byName.get('Temperature')!;
    foreignEquipment = theirs.equipmentId;

    const [adminUser] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@vigil.demo'));
    const created = await db()
      .insert(views)
      .values([
        { customerId: Number(customerId), name: 'Ops', creatorId: adminUser!.id, isPublic: true },
        { customerId: Number(customerId), name: 'Private', creatorId: adminUser!.id },
      ])
      .returning({ id: views.id });
    publicView = String(created[0]!.id);
    privateView = String(created[1]!.id);
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('adds a widget with its sensors in order, placed at the bottom of every layout', async () => {
    const notes = encodeWidgetNotes('<b>Hot</b>\naisle');
    const first = await addWidget(admin, publicView, {
      type: 'SENSOR_VALUE',
      name: 'Inlet',
      sensorIDs: [door, temperature],
      yellowTo: 32,
      smartWarning: 30,
      notes,
      equipmentID: equipmentId,
      gatewayID: gatewayId,
      metaIDs: ['Serial'],
    });
    expect(first).toMatchObject({
      key: first.id,
      viewID: publicView,
      viewName: 'Ops',
      customerID: customerId,
      name: 'Inlet',
      displayType: 'other',
      sensorIDs: [door, temperature],
      smartThresholds: { smartWarning: 30, smartCritical: null },
      notes,
      equipmentID: equipmentId,
      gatewayID: gatewayId,
      metaIDs: ['Serial'],
      disconnected: false,
      timers: [],
      imageURL: null,
    });
    const header = await addWidget(admin, publicView, { type: 'HEADER', name: 'Row A' });
    const layout = await layoutOf(publicView);
    expect(layout.lg).toEqual([
      { i: first.id, x: 0, y: 0, w: 3, h: 3 },
      { i: header.id, x: 0, y: 3, w: 12, h: 1 },
    ]);
    expect(layout.xxs?.map((item) => item.i)).toEqual([first.id, header.id]);

    const listed = await admin.gql<{ widgets: WidgetOut[] }>(LIST, { id: publicView });
    expect(listed.body.data!.widgets.map((w) => w.id)).toEqual([first.id, header.id]);
    const byName = await admin.gql<{ widgets: WidgetOut[] }>(LIST, {
      name: 'ops',
      c: customerId,
    });
    expect(byName.body.data!.widgets.map((w) => w.id)).toEqual([first.id, header.id]);
  });

  it('starts a countdown’s timers now, one repeat interval long', async () => {
    const before = Date.now();
    const countdown = await addWidget(admin, publicView, {
      type: 'COUNTDOWN',
      name: 'Service',
      expiration: before + 86_400_000,
      range: 3_600_000,
      timers: [
        { name: 'Filters', repeatInterval: 3600, warnBefore: 600 },
        { name: 'Batteries', repeatInterval: 86_400 },
      ],
    });
    expect(countdown.expiration).toBe(before + 86_400_000);
    expect(countdown.range).toBe(3_600_000);
    const [filters, batteries] = countdown.timers;
    expect(filters).toMatchObject({ name: 'Filters', warnBefore: 600, widgetID: countdown.id });
    expect(filters!.timerID).toBe(filters!.id);
    expect(filters!.resetAt).toBeGreaterThanOrEqual(before);
    expect(filters!.expiresAt).toBe(filters!.resetAt + 3_600_000);
    expect(batteries).toMatchObject({ name: 'Batteries', warnBefore: 0 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown type', { type: 'PIE' }, messages.invalidWidgetType],
    ['no display type', { type: 'GAUGE', displayType: '' }, messages.required],
    ['a calculation without one', { type: 'CALCULATION' }, messages.required],
    [
      'a calculation on another type',
      { type: 'GAUGE', calculation: 'sum' },
      messages.invalidChoice,
    ],
    [
      'a timer without a name',
      { type: 'COUNTDOWN', timers: [{ name: ' ', repeatInterval: 60 }] },
      messages.required,
    ],
    [
      'a timer of no length',
      { type: 'COUNTDOWN', timers: [{ name: 'A', repeatInterval: 0 }] },
      REPEAT_INTERVAL_INVALID,
    ],
    [
      'a timer over ten years',
      { type: 'COUNTDOWN', timers: [{ name: 'A', repeatInterval: 315_360_001 }] },
      REPEAT_INTERVAL_INVALID,
    ],
    ['a chart type of its own', { type: 'CHART', chartType: 'radar' }, messages.invalidChoice],
    [
      'a script for a link',
      { type: 'TEXT', link: 'javascript:alert(1)' },
      messages.invalidWidgetLink,
    ],
  ])('refuses %s with the message and writes nothing', async (_case, widget, message) => {
    const before = await snapshot();
    const { body } = await admin.gql(NEW, { v: publicView, w: widget });
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another customer’s sensor, equipment, gateway or image and writes nothing', async () => {
    await db()
      .insert(images)
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        customerId: Number(foreignCustomerId),
        filename: 'x.png',
        contentType: 'image/png',
        size: 1,
        bytes: new Uint8Array([1]),
      });
    const before = await snapshot();
    for (const widget of [
      { type: 'GAUGE', sensorIDs: [temperature, foreignSensor] },
      { type: 'GAUGE', sensorIDs: ['999999'] },
      { type: 'META', equipmentID: foreignEquipment },
      { type: 'TRAP', gatewayID: '999999' },
      { type: 'IMAGE', image: '00000000-0000-4000-8000-000000000001' },
      { type: 'IMAGE', image: 'not-an-upload' },
    ]) {
      const { body } = await admin.gql(NEW, { v: publicView, w: widget });
      expect(body.errors?.[0]).toMatchObject({
        message: messages.noAccess,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows an uploaded image of the customer by its URL', async () => {
    const id = '00000000-0000-4000-8000-000000000002';
    await db()
      .insert(images)
      .values({
        id,
        customerId: Number(customerId),
        filename: 'plan.png',
        contentType: 'image/png',
        size: 1,
        bytes: new Uint8Array([1]),
      });
    const widget = await addWidget(admin, publicView, { type: 'IMAGE', image: id });
    expect(widget).toMatchObject({ image: id, imageURL: `/files/images/${id}` });
    const byUrl = await addWidget(admin, publicView, {
      type: 'IMAGE',
      image: `/files/images/${id}`,
    });
    expect(byUrl.image).toBe(id);
  });

  it('lets a reader of a public view read its widgets but change nothing', async () => {
    const listed = await viewer.gql<{ widgets: WidgetOut[] }>(LIST, { id: publicView });
    expect(listed.body.errors).toBeUndefined();
    const widgets = listed.body.data!.widgets;
    expect(widgets.length).toBeGreaterThan(0);
    const target = widgets[0]!;
    const countdown = widgets.find((w) => w.type === 'COUNTDOWN')!;
    const timers = await viewer.gql<{ timers: TimerOut[] }>(TIMERS, { ids: [countdown.id] });
    expect(timers.body.data!.timers.map((t) => t.name)).toEqual(['Filters', 'Batteries']);

    const before = await snapshot();
    const attempts = [
      viewer.gql(NEW, { v: publicView, w: { type: 'HEADER' } }),
      viewer.gql(UPDATE, { id: target.id, w: { type: 'HEADER', name: 'Mine' } }),
      viewer.gql(UPDATE, {
        id: target.id,
        t: { translateX: 1, translateY: 1, scale: 2, rotation: 0 },
      }),
      viewer.gql(DUPLICATE, { id: target.id }),
      viewer.gql(DELETE, { id: target.id }),
      viewer.gql(BASIS, { id: target.id, b: 3 }),
      viewer.gql(RESET, { t: countdown.timers[0]!.id }),
    ];
    // They can read the view, so the refusal is a lack of privileges (auth/access.ts).
    for (const { body } of await Promise.all(attempts)) {
      expect(body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    }
    expect(await snapshot()).toEqual(before);
    const after = await viewer.gql<{ timers: TimerOut[] }>(TIMERS, { ids: [countdown.id] });
    expect(after.body.data).toEqual(timers.body.data);
  });

  it('keeps a private view from readers without a grant, and lets a grant to update count', async () => {
    const refused = await viewer.gql(LIST, { id: privateView });
    expect(refused.body.errors?.[0]?.message).toBe(messages.noAccess);
    const missing = await admin.gql(LIST, { id: '999999' });
    expect(missing.body.errors?.[0]?.message).toBe(messages.noAccess);
    const nowhere = await admin.gql(NEW, { v: '999999', w: { type: 'HEADER' } });
    expect(nowhere.body.errors?.[0]?.message).toBe(messages.noAccess);
    const [viewerUser] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'viewer@vigil.demo'));
    await db()
      .insert(viewUsers)
      .values({ viewId: Number(privateView), userId: viewerUser!.id, canUpdate: true });
    const added = await addWidget(viewer, privateView, { type: 'TEXT', notes: 'hi' });
    const listed = await viewer.gql<{ widgets: WidgetOut[] }>(LIST, { id: privateView });
    expect(listed.body.data!.widgets.map((w) => w.id)).toEqual([added.id]);
  });

  it('shows another customer’s user nothing', async () => {
    const { body } = await admin.gql<{ widgets: WidgetOut[] }>(LIST, { id: publicView });
    const ids = body.data!.widgets.map((w) => w.id);
    const byView = await foreign.gql(LIST, { id: publicView });
    expect(byView.body.errors?.[0]?.message).toBe(messages.noAccess);
    const byName = await foreign.gql(LIST, { name: 'Ops', c: customerId });
    expect(byName.body.errors?.[0]?.message).toBe(messages.noAccess);
    expect((await foreign.gql(LIST, { ids })).body.data).toEqual({ widgets: [] });
    expect((await foreign.gql(TIMERS, { ids })).body.data).toEqual({ timers: [] });
    expect((await foreign.gql(WIDGET_SENSORS, { ids })).body.data).toEqual({ sensors: [] });
    expect((await foreign.gql(ALARMS, { v: publicView })).body.errors?.[0]?.message).toBe(
      messages.noAccess,
    );
    const before = await snapshot();
    const changed = await foreign.gql(UPDATE, { id: ids[0], w: { type: 'HEADER' } });
    expect(changed.body.errors?.[0]?.message).toBe(messages.noAccess);
    expect((await foreign.gql(DELETE, { id: ids[0] })).body.errors?.[0]?.message).toBe(
      messages.noAccess,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lists the sensors of the widgets asked for, at most 100 widgets at a time', async () => {
    const { body } = await viewer.gql<{ widgets: WidgetOut[] }>(LIST, { id: publicView });
    const ids = body.data!.widgets.map((w) => w.id);
    const found = await viewer.gql<{ sensors: { id: string }[] }>(WIDGET_SENSORS, { ids });
    expect(found.body.data!.sensors.map((s) => s.id).sort()).toEqual([door, temperature].sort());
    const tooMany = await admin.gql(WIDGET_SENSORS, {
      ids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
    });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updates a widget, replacing its sensors and timers but keeping the timers it names', async () => {
    const countdown = await addWidget(admin, publicView, {
      type: 'COUNTDOWN',
      sensorIDs: [temperature],
      timers: [
        { name: 'Keep', repeatInterval: 60 },
        { name: 'Drop', repeatInterval: 60 },
      ],
    });
    const [keep] = countdown.timers;
    const { body } = await admin.gql<{ updateWidget: WidgetOut }>(UPDATE, {
      id: countdown.id,
      w: {
        type: 'COUNTDOWN',
        name: 'Renamed',
        sensorIDs: [door],
        timers: [
          { id: keep!.id, name: 'Kept', repeatInterval: 120 },
          { name: 'New', repeatInterval: 30 },
        ],
      },
    });
    expect(body.errors).toBeUndefined();
    const updated = body.data!.updateWidget;
    expect(updated).toMatchObject({ name: 'Renamed', sensorIDs: [door] });
    expect(updated.timers.map((t) => t.name)).toEqual(['Kept', 'New']);
    expect(updated.timers[0]).toMatchObject({
      id: keep!.id,
      repeatInterval: 120,
      resetAt: keep!.resetAt,
      expiresAt: keep!.resetAt + 120_000,
    });
    expect(updated.timers[1]!.id).not.toBe(countdown.timers[1]!.id);

    const foreignTimer = await admin.gql(UPDATE, {
      id: updated.id,
      w: { type: 'COUNTDOWN', timers: [{ id: '999999', name: 'X', repeatInterval: 1 }] },
    });
    expect(foreignTimer.body.errors?.[0]?.message).toBe(messages.noAccess);

    const moved = await admin.gql<{ updateWidget: WidgetOut }>(UPDATE, {
      id: updated.id,
      t: { translateX: 5, translateY: -3, scale: 1.5, rotation: 90 },
    });
    expect(moved.body.data!.updateWidget).toMatchObject({
      name: 'Renamed',
      sensorIDs: [door],
      imageTransform: { translateX: 5, translateY: -3, scale: 1.5, rotation: 90 },
    });
    expect(moved.body.data!.updateWidget.timers).toEqual(updated.timers);

    const retyped = await admin.gql<{ updateWidget: WidgetOut }>(UPDATE, {
      id: updated.id,
      w: { type: 'GAUGE', timers: [{ name: 'Ignored', repeatInterval: 1 }] },
    });
    expect(retyped.body.data!.updateWidget).toMatchObject({
      type: 'GAUGE',
      name: null,
      sensorIDs: [],
      timers: [],
      expiration: null,
    });

    const basis = await admin.gql(BASIS, { id: updated.id, b: 12.5 });
    expect(basis.body.data).toEqual({ updateBasis: { id: updated.id, basis: 12.5 } });
  });

  it('duplicates a widget with its sensors and fresh timers, placed below the rest', async () => {
    const original = await addWidget(admin, publicView, {
      type: 'COUNTDOWN',
      name: 'Generator',
      sensorIDs: [temperature, door],
      timers: [{ name: 'Oil', repeatInterval: 3600, warnBefore: 60 }],
    });
    await db().execute(
      sql`update timers set reset_at = now() - interval '1 day', expires_at = now() - interval '23 hours'
        where widget_id = ${Number(original.id)}`,
    );
    const before = Date.now();
    const { body } = await admin.gql<{ duplicateWidget: WidgetOut }>(DUPLICATE, {
      id: original.id,
    });
    expect(body.errors).toBeUndefined();
    const copy = body.data!.duplicateWidget;
    expect(copy).toMatchObject({
      name: 'Generator (copy)',
      type: 'COUNTDOWN',
      sensorIDs: [temperature, door],
    });
    expect(copy.id).not.toBe(original.id);
    const [timer] = copy.timers;
    expect(timer).toMatchObject({ name: 'Oil', repeatInterval: 3600, warnBefore: 60 });
    expect(timer!.id).not.toBe(original.timers[0]!.id);
    expect(timer!.resetAt).toBeGreaterThanOrEqual(before - 1000);
    expect(timer!.expiresAt).toBe(timer!.resetAt + 3_600_000);

    const unnamed = await addWidget(admin, publicView, { type: 'ALARMS' });
    const unnamedCopy = await admin.gql<{ duplicateWidget: WidgetOut }>(DUPLICATE, {
      id: unnamed.id,
    });
    expect(unnamedCopy.body.data!.duplicateWidget.name).toBeNull();

    const layout = await layoutOf(publicView);
    const lg = layout.lg!;
    const placed = lg.find((item) => item.i === copy.id)!;
    const others = lg.filter(
      (item) => ![copy.id, unnamed.id, unnamedCopy.body.data!.duplicateWidget.id].includes(item.i),
    );
    expect(placed.y).toBe(Math.max(...others.map((item) => item.y + item.h)));
  });

  it('deletes a widget with its place in the layout, sensors and timers', async () => {
    const doomed = await addWidget(admin, publicView, {
      type: 'COUNTDOWN',
      sensorIDs: [temperature],
      timers: [{ name: 'T', repeatInterval: 60 }],
    });
    const before = await snapshot();
    const { body } = await admin.gql(DELETE, { id: doomed.id });
    expect(body.data).toEqual({ deleteWidget: true });
    const after = await snapshot();
    expect(after.widgets).toBe(before.widgets - 1);
    expect(after.widgetSensors).toBe(before.widgetSensors - 1);
    expect(after.timers).toBe(before.timers - 1);
    const layout = await layoutOf(publicView);
    for (const items of [layout.lg!, layout.xxs!]) {
      expect(items.some((item) => item.i === doomed.id)).toBe(false);
    }
    const again = await admin.gql(DELETE, { id: doomed.id });
    expect(again.body.errors?.[0]?.message).toBe(messages.noAccess);
    // Every widget of the view is in each layout exactly once, and nothing else is.
    const listed = await admin.gql<{ widgets: WidgetOut[] }>(LIST, { id: publicView });
    const ids = listed.body.data!.widgets.map((w) => w.id).sort();
    expect(layout.lg!.map((item) => item.i).sort()).toEqual(ids);
    expect(layout.xxs!.map((item) => item.i).sort()).toEqual(ids);
  });

  it('resets a timer for its repeat interval', async () => {
    const countdown = await addWidget(admin, publicView, {
      type: 'COUNTDOWN',
      timers: [{ name: 'Check', repeatInterval: 600 }],
    });
    const timer = countdown.timers[0]!;
    await db().execute(
      sql`update timers set reset_at = now() - interval '1 hour', expires_at = now() - interval '50 minutes'
        where id = ${Number(timer.id)}`,
    );
    const before = Date.now();
    const { body } = await admin.gql<{ resetTimer: TimerOut }>(RESET, {
      t: timer.id,
      v: publicView,
    });
    expect(body.errors).toBeUndefined();
    const reset = body.data!.resetTimer;
    expect(reset.resetAt).toBeGreaterThanOrEqual(before);
    expect(reset.expiresAt).toBe(reset.resetAt + 600_000);
    const wrongView = await admin.gql(RESET, { t: timer.id, v: privateView });
    expect(wrongView.body.errors?.[0]?.message).toBe(messages.noAccess);
  });

  it('marks a widget disconnected when all its sensors are', async () => {
    const widget = await addWidget(admin, publicView, {
      type: 'GAUGE',
      sensorIDs: [temperature, door],
    });
    await db()
      .update(sensors)
      .set({ disconnected: true })
      .where(eq(sensors.id, Number(door)));
    const partly = await admin.gql<{ widgets: WidgetOut[] }>(LIST, { ids: [widget.id] });
    expect(partly.body.data!.widgets[0]!.disconnected).toBe(false);
    await db()
      .update(sensors)
      .set({ disconnected: true })
      .where(eq(sensors.id, Number(temperature)));
    const fully = await admin.gql<{ widgets: WidgetOut[] }>(LIST, { ids: [widget.id] });
    expect(fully.body.data!.widgets[0]!.disconnected).toBe(true);
    await db().update(sensors).set({ disconnected: false });
  });

  it('lists a view’s open alarms, newest first', async () => {
    const logged = new Date('2026-11-20T10:00:00Z');
    await db()
      .update(sensors)
      .set({ status: 'error', latestValue: 40, latestAt: new Date('2026-11-20T09:00:00Z') })
      .where(eq(sensors.id, Number(temperature)));
    await db()
      .update(sensors)
      .set({ status: 'warning', latestValue: 1, latestAt: new Date('2026-11-21T08:00:00Z') })
      .where(eq(sensors.id, Number(door)));
    // The alarm engine's instances: open since their delay ran out; a cleared one is history.
    const opened = (id: string, severity: string, at: Date, phase = 'open') => sql`
      insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, equipment_id,
        sensor_id, phase, severity, value, started_at, opened_at, cleared_at)
      select customer_id, 'sensor', id, 'threshold', network_id, equipment_id, id, ${phase},
        ${severity}, latest_value, ${at}, ${at}, ${phase === 'cleared' ? at : null}
      from sensors where id = ${Number(id)}`;
    await db().execute(sql`delete from alarms`);
    await db().execute(opened(temperature, 'warning', new Date('2026-11-19T10:00:00Z'), 'cleared'));
    await db().execute(opened(temperature, 'error', logged));
    await db().execute(opened(door, 'warning', new Date('2026-11-21T08:00:00Z')));
    const { body } = await viewer.gql(ALARMS, { v: publicView });
    expect(body.data).toEqual({
      viewAlarms: [
        {
          sensorID: door,
          sensorName: 'Door',
          equipmentID: equipmentId,
          equipmentName: 'PDU 1',
          status: 'warning',
          value: 1,
          detail: 'Open, "ajar" \\ wide',
          unit: null,
          since: '2026-11-21T08:00:00.000Z',
        },
        {
          sensorID: temperature,
          sensorName: 'Temperature',
          equipmentID: equipmentId,
          equipmentName: 'PDU 1',
          status: 'error',
          value: 40,
          detail: null,
          unit: '°C',
          since: logged.toISOString(),
        },
      ],
    });
    await db()
      .update(sensors)
      .set({ disconnected: true })
      .where(eq(sensors.id, Number(door)));
    const without = await viewer.gql<{ viewAlarms: { sensorID: string }[] }>(ALARMS, {
      v: publicView,
    });
    expect(without.body.data!.viewAlarms.map((a) => a.sensorID)).toEqual([temperature]);
    const empty = await admin.gql(ALARMS, { v: privateView });
    expect(empty.body.data).toEqual({ viewAlarms: [] });
    await db().execute(sql`delete from alarms`);
  });

  it('lists an equipment’s SNMP traps newest first, within what the user may see', async () => {
    const [target] = await db()
      .select({ networkId: equipment.networkId })
      .from(equipment)
      .where(eq(equipment.id, Number(equipmentId)));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute));
    await db()
      .insert(snmpTraps)
      .values([
        ...[1, 3, 2].map((minute) => ({
          customerId: Number(customerId),
          networkId: target!.networkId,
          equipmentId: Number(equipmentId),
          equipmentIp: '10.0.0.5',
          oid: `1.3.6.1.4.1.${minute}`,
          value: `v${minute}`,
          createdAt: at(minute),
        })),
        {
          customerId: Number(customerId),
          networkId: target!.networkId,
          equipmentIp: '10.0.0.5',
          oid: '1.3.6.1.4.1.4',
          value: 'before onboarding',
          createdAt: at(0),
        },
        {
          customerId: Number(customerId),
          networkId: target!.networkId,
          equipmentIp: '10.0.0.99',
          oid: '1.3.6.1.4.1.9',
          value: 'other device',
          createdAt: at(9),
        },
      ]);
    const { body } = await viewer.gql<{ snmpTraps: { value: string }[] }>(TRAPS, {
      e: equipmentId,
    });
    expect(body.data!.snmpTraps.map((t) => t.value)).toEqual([
      'v3',
      'v2',
      'v1',
      'before onboarding',
    ]);
    expect(body.data!.snmpTraps[0]).toEqual({
      oid: '1.3.6.1.4.1.3',
      value: 'v3',
      createdAt: at(3).toISOString(),
      equipmentID: equipmentId,
      equipmentIP: '10.0.0.5',
    });
    const limited = await viewer.gql<{ snmpTraps: { value: string }[] }>(TRAPS, {
      e: equipmentId,
      l: 2,
    });
    expect(limited.body.data!.snmpTraps.map((t) => t.value)).toEqual(['v3', 'v2']);
    const byAddress = await viewer.gql<{ snmpTraps: { value: string }[] }>(TRAPS, {
      g: gatewayId,
      ip: '10.0.0.99',
    });
    expect(byAddress.body.data!.snmpTraps.map((t) => t.value)).toEqual(['other device']);
    for (const [session, variables] of [
      [viewer, { e: '999999' }],
      [foreign, { e: equipmentId }],
      [foreign, { g: gatewayId, ip: '10.0.0.5' }],
      [viewer, {}],
    ] as const) {
      const refused = await session.gql(TRAPS, variables);
      expect(refused.body.errors?.[0]?.message).toBe(messages.couldNotFindEquipment);
    }
  });

  it('gives an equipment’s asset data to those who may see it', async () => {
    await db()
      .update(equipment)
      .set({
        meta: [
          { label: 'Serial', value: 'SN-1', type: 'string', oid: '1.3.6.1.2.1.47.1.1.1.1.11' },
          { label: 'Firmware', value: '2.1', type: 'firmware' },
        ],
      })
      .where(eq(equipment.id, Number(equipmentId)));
    const { body } = await viewer.gql(ASSET, { e: equipmentId });
    expect(body.data).toEqual({
      equipmentAsset: {
        equipmentID: equipmentId,
        name: 'PDU 1',
        manufacturer: 'Test Co',
        model: 'Test Sensor',
        protocol: 'Modbus',
        ip: '10.0.0.5',
        meta: [
          { label: 'Serial', value: 'SN-1', type: 'string', oid: '1.3.6.1.2.1.47.1.1.1.1.11' },
          { label: 'Firmware', value: '2.1', type: 'firmware', oid: null },
        ],
      },
    });
    expect((await foreign.gql(ASSET, { e: equipmentId })).body.data).toEqual({
      equipmentAsset: null,
    });
  });
});
