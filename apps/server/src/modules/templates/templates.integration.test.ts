import { messages, templateDriftMessages, templateMessages } from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { equipment, sensors, templateViews, templateWidgetRegisters } from '../../db/schema.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  insertTestLibrary,
  signedInAdmin,
  signedInAs,
} from '../../testing/telemetryFixtures.js';
import { createUser } from '../admin/admin.service.js';

const TEMPLATE = `id name owner ownerID layout viewCount outOfSyncViewCount templateCount isDefault
  widgetCount sourceViewID createdAt canDelete
  equipment { order name protocol libraryID manufacturer model oidVars { letter value } }
  displayEquipment { order registers }`;
const NEW_TEMPLATE = `mutation($v: ID!, $n: String!, $c: ID!, $e: [String!]!, $d: Boolean) {
  newTemplate(viewID: $v, name: $n, customerID: $c, equipmentNames: $e, makeDefault: $d) {
    ${TEMPLATE} } }`;
const NEW_TEMPLATE_VIEW = `mutation($t: ID!, $n: String!, $c: ID!, $e: [ID!]!, $o: Boolean,
  $owner: ID, $tags: [ID!], $pub: Boolean) {
  newTemplateView(templateID: $t, name: $n, customerID: $c, equipment: $e,
    overwriteThresholds: $o, templateOwner: $owner, tagIDs: $tags, isPublic: $pub) {
    id name layout widgetCount canUpdate isCreator } }`;
const TEMPLATES = `query($e: ID, $c: ID, $q: String, $l: Int, $d: Boolean, $ic: Boolean, $p: String,
  $es: [ID!], $o: Int, $ne: Boolean, $i: ID) {
  templates(equipmentID: $e, customerID: $c, query: $q, limit: $l, isDefault: $d, isCustomer: $ic,
    protocol: $p, equipmentIDs: $es, offset: $o, noEquipmentID: $ne, includeID: $i) {
    name templateCount isDefault } }`;
const ONE = `query($c: ID, $id: ID!) { template(customerID: $c, id: $id) { ${TEMPLATE} } }`;
const TEMPLATE_WIDGETS = `query($id: ID!, $c: ID) { templateWidgets(id: $id, customerID: $c) {
  id key templateID name type states metaIDs notes
  registers { widgetID order registerID name unit protocol } } }`;
const REGISTERS = `query($id: ID, $c: ID, $w: [ID!]) {
  templateRegisters(id: $id, customerID: $c, widgetIDs: $w) {
    widgetID order registerID name unit protocol } }`;
const TIMERS = `query($w: [ID!]!, $c: ID) { templateTimers(widgetIDs: $w, customerID: $c) {
  widgetID name repeatInterval warnBefore } }`;
const DRIFT = `query($id: ID!, $c: ID) { templateViewDrift(id: $id, customerID: $c) {
  viewID viewName changes } }`;
const REAPPLY = `mutation($id: ID!, $c: ID, $v: [ID!]) {
  reapplyTemplate(id: $id, customerID: $c, viewIDs: $v) { views outOfSyncViewCount } }`;
const DELETE = `mutation($id: ID!, $c: ID!) { deleteTemplate(id: $id, customerID: $c) }`;
const NEW_VIEW = `mutation($n: String!, $c: ID!) { newView(name: $n, customerID: $c) { id } }`;
const NEW_WIDGET = `mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }`;
const UPDATE_WIDGET = `mutation($id: ID!, $w: WidgetInput!) { updateWidget(id: $id, widget: $w) {
  id } }`;
const DELETE_WIDGET = `mutation($id: ID!) { deleteWidget(id: $id) }`;
const WIDGETS = `query($id: ID!) { widgets(id: $id) { id name type sensorIDs equipmentID metaIDs
  timers { name repeatInterval } } }`;
const LAYOUT = `mutation($id: ID!, $l: String!) { updateViewLayout(id: $id, layout: $l) }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $d: String) { onboardEquipment(gatewayID: $g,
  customerID: $c, ip: "10.0.0.9", manufacturerModel: $lib, description: $d, protocol: "Modbus") {
  id } }`;

interface TemplateItem {
  id: string;
  name: string;
  layout: string;
  viewCount: number;
  outOfSyncViewCount: number;
  templateCount: number;
  isDefault: boolean;
  equipment: { order: number; name: string; libraryID: string }[];
  displayEquipment: { order: number; registers: string[] }[];
}
interface WidgetItem {
  id: string;
  name: string | null;
  type: string;
  sensorIDs: string[];
  equipmentID: string | null;
  metaIDs: string[];
  timers: { name: string; repeatInterval: number }[];
}
type Layout = Record<string, { i: string; x: number; y: number; w: number; h: number }[]>;

describe.each(await availableDatabases())('view templates on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  type Session = Awaited<ReturnType<typeof signedInAdmin>>;
  let admin: Session;
  let viewer: Session;
  let creator: Session;
  let customerId: string;
  let gatewayId: string;
  let library: string;
  let otherLibrary: string;
  let temperaturePoint: number;
  let doorPoint: number;

  /** A device of the library with its Temperature and Door sensors. */
  async function onboard(name: string, lib = library, gateway = gatewayId) {
    const { body } = await admin.gql<{ onboardEquipment: { id: string } }>(ONBOARD, {
      g: gateway,
      c: customerId,
      lib,
      d: name,
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    const id = Number(body.data.onboardEquipment.id);
    const rows = await handle.db.select().from(sensors).where(eq(sensors.equipmentId, id));
    const byName = (n: string) => rows.find((row) => row.name === n)?.id ?? 0;
    return { id, temperature: byName('Temperature'), door: byName('Door') };
  }
  type Device = Awaited<ReturnType<typeof onboard>>;

  async function call<T>(session: Session, document: string, variables: Record<string, unknown>) {
    const { body } = await session.gql<T>(document, variables);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }
  const errorOf = async (session: Session, document: string, vars: Record<string, unknown>) => {
    const { body } = await session.gql(document, vars);
    return body.errors?.[0] as { message: string; extensions?: Record<string, unknown> };
  };
  const newView = async (name: string) =>
    (await call<{ newView: { id: string } }>(admin, NEW_VIEW, { n: name, c: customerId })).newView
      .id;
  const newWidget = async (viewId: string, widget: Record<string, unknown>) =>
    (await call<{ newWidget: { id: string } }>(admin, NEW_WIDGET, { v: viewId, w: widget }))
      .newWidget.id;
  const widgetsOf = async (viewId: string) =>
    (await call<{ widgets: WidgetItem[] }>(admin, WIDGETS, { id: viewId })).widgets;
  const drift = async (templateId: string) =>
    (
      await call<{ templateViewDrift: { viewID: string; viewName: string; changes: string[] }[] }>(
        admin,
        DRIFT,
        { id: templateId, c: customerId },
      )
    ).templateViewDrift;
  const template = async (id: string) =>
    (await call<{ template: TemplateItem | null }>(admin, ONE, { id, c: customerId })).template;
  const names = async (variables: Record<string, unknown>) =>
    (await call<{ templates: { name: string }[] }>(admin, TEMPLATES, variables)).templates.map(
      (t) => t.name,
    );
  const rowCounts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      handle.db,
      sql`select (select count(*)::int from views) as views,
        (select count(*)::int from widgets) as widgets,
        (select count(*)::int from sensors) as sensors,
        (select count(*)::int from templates) as templates,
        (select count(*)::int from template_widgets) as template_widgets,
        (select count(*)::int from template_views) as template_views`,
    );
    return row;
  };

  // The source: a view over an aisle probe and a UPS room's device, with six kinds of widget.
  let aisle: Device;
  let room1: Device;
  let sourceViewId: string;
  let sourceWidgets: Record<string, string>;
  let templateId: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = String(await insertTestLibrary(handle.db, Number(customerId)));
    otherLibrary = String(await insertTestLibrary(handle.db, Number(customerId), 'Other Sensor'));
    await createUser(handle.db, {
      email: 'creator@vigil.demo',
      password: DEMO_PASSWORD,
      firstName: 'Cora',
      customerName: DEMO_CUSTOMER,
      roles: ['ct'],
    });
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    const signIn = (email: string) => signedInAs(server.app, email);
    viewer = await signIn('viewer@vigil.demo');
    creator = await signIn('creator@vigil.demo');
    const { body } = await admin.gql<{ registerGateway: { id: string } }>(
      'mutation($c: ID!) { registerGateway(customerID: $c, name: "Rooms") { id } }',
      { c: customerId },
    );
    gatewayId = body.data!.registerGateway.id;

    aisle = await onboard('Aisle probe');
    room1 = await onboard('room 1 UPS');
    const [point] = await handle.db.select().from(sensors).where(eq(sensors.id, room1.temperature));
    temperaturePoint = point!.modbusPointId!;
    const [door] = await handle.db.select().from(sensors).where(eq(sensors.id, room1.door));
    doorPoint = door!.modbusPointId!;
    // The room's temperature has its own settings, which the template keeps.
    await handle.db
      .update(sensors)
      .set({ greenTo: 20, yellowTo: 25, redTo: 30, deadband: 1, delay: 60, smartWarning: 2 })
      .where(eq(sensors.id, room1.temperature));

    sourceViewId = await newView('UPS room 1');
    sourceWidgets = {
      inlet: await newWidget(sourceViewId, {
        type: 'SENSOR_VALUE',
        name: 'Inlet',
        sensorIDs: [String(room1.temperature)],
      }),
      door: await newWidget(sourceViewId, {
        type: 'OPEN_CLOSED',
        name: 'Door',
        sensorIDs: [String(room1.door)],
      }),
      aisle: await newWidget(sourceViewId, {
        type: 'GAUGE',
        name: 'Aisle',
        sensorIDs: [String(aisle.temperature)],
        upperBound: 50,
      }),
      both: await newWidget(sourceViewId, {
        type: 'TREND',
        name: 'Both',
        sensorIDs: [String(room1.temperature), String(aisle.temperature)],
      }),
      service: await newWidget(sourceViewId, {
        type: 'COUNTDOWN',
        name: 'Service',
        timers: [{ name: 'Filter', repeatInterval: 3600, warnBefore: 60 }],
      }),
      asset: await newWidget(sourceViewId, {
        type: 'META',
        name: 'Asset',
        equipmentID: String(room1.id),
        metaIDs: ['Serial'],
      }),
      notes: await newWidget(sourceViewId, { type: 'TEXT', name: 'Notes', notes: 'Call Bob' }),
    };
    const { inlet, door: doorWidget } = sourceWidgets;
    await call(admin, LAYOUT, {
      id: sourceViewId,
      l: JSON.stringify({
        lg: Object.values(sourceWidgets).map((i, n) => ({ i, x: (n % 4) * 3, y: n, w: 3, h: 2 })),
        xxs: [
          { i: doorWidget, x: 0, y: 0, w: 2, h: 3 },
          { i: inlet, x: 0, y: 3, w: 1, h: 3 },
        ],
      }),
    });
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('makes a template of a view: its equipment as slots in name order, registers, layout', async () => {
    const { newTemplate } = await call<{ newTemplate: TemplateItem }>(admin, NEW_TEMPLATE, {
      v: sourceViewId,
      n: 'UPS room',
      c: customerId,
      e: [' Aisle ', 'UPS'],
      d: true,
    });
    templateId = newTemplate.id;
    expect(newTemplate).toMatchObject({
      name: 'UPS room',
      owner: DEMO_CUSTOMER,
      ownerID: customerId,
      viewCount: 0,
      outOfSyncViewCount: 0,
      templateCount: 1,
      isDefault: true,
      widgetCount: 7,
      sourceViewID: sourceViewId,
      canDelete: true,
      // 'Aisle probe' sorts before 'room 1 UPS' (case aside): slot 0 then slot 1.
      equipment: [
        { order: 0, name: 'Aisle', protocol: 'Modbus', libraryID: library, model: 'Test Sensor' },
        { order: 1, name: 'UPS', protocol: 'Modbus', libraryID: library, manufacturer: 'Test Co' },
      ],
      displayEquipment: [
        { order: 0, registers: [String(temperaturePoint)] },
        { order: 1, registers: [temperaturePoint, doorPoint].sort((a, b) => a - b).map(String) },
      ],
    });

    const { templateWidgets } = await call<{
      templateWidgets: {
        id: string;
        key: string;
        name: string;
        registers: { order: number; registerID: string; name: string; unit: string | null }[];
      }[];
    }>(admin, TEMPLATE_WIDGETS, { id: templateId, c: customerId });
    const byName = new Map(templateWidgets.map((w) => [w.name, w]));
    expect(templateWidgets.map((w) => w.name)).toEqual([
      'Inlet',
      'Door',
      'Aisle',
      'Both',
      'Service',
      'Asset',
      'Notes',
    ]);
    expect(byName.get('Both')!.registers).toEqual([
      expect.objectContaining({ order: 1, registerID: String(temperaturePoint), unit: '°C' }),
      expect.objectContaining({ order: 0, registerID: String(temperaturePoint) }),
    ]);
    expect(byName.get('Door')!.registers).toEqual([
      expect.objectContaining({ order: 1, registerID: String(doorPoint), name: 'Door' }),
    ]);

    // The layout is the view's, every screen size, keyed by the template's widgets.
    const toTemplate = new Map(
      Object.entries(sourceWidgets).map(([name, id]) => [
        id,
        byName.get(name[0]!.toUpperCase() + name.slice(1))?.id,
      ]),
    );
    const layout = JSON.parse(newTemplate.layout) as Layout;
    expect(layout.xxs).toEqual([
      { i: toTemplate.get(sourceWidgets.door!), x: 0, y: 0, w: 2, h: 3 },
      { i: toTemplate.get(sourceWidgets.inlet!), x: 0, y: 3, w: 1, h: 3 },
    ]);
    expect(layout.lg!.map((item) => item.i)).toEqual(
      Object.values(sourceWidgets).map((id) => toTemplate.get(id)),
    );

    // The room temperature's own settings are kept with its register.
    const [kept] = await handle.db
      .select()
      .from(templateWidgetRegisters)
      .where(eq(templateWidgetRegisters.templateWidgetId, Number(byName.get('Inlet')!.id)));
    expect(kept).toMatchObject({
      slot: 1,
      modbusPointId: temperaturePoint,
      snmpPointId: null,
      thresholds: { greenTo: 20, yellowTo: 25, redTo: 30, deadband: 1, delay: 60, smartWarning: 2 },
    });

    const timers = await call<{ templateTimers: unknown[] }>(admin, TIMERS, {
      w: [byName.get('Service')!.id, byName.get('Inlet')!.id],
    });
    expect(timers.templateTimers).toEqual([
      { widgetID: byName.get('Service')!.id, name: 'Filter', repeatInterval: 3600, warnBefore: 60 },
    ]);

    // Every register of every slot: those read, then (no widget) the aisle's Door no widget reads.
    const { templateRegisters } = await call<{
      templateRegisters: { widgetID: string | null; order: number; registerID: string }[];
    }>(admin, REGISTERS, { id: templateId });
    expect(templateRegisters.filter((r) => r.widgetID === null)).toEqual([
      expect.objectContaining({ order: 0, registerID: String(doorPoint) }),
    ]);
    expect(templateRegisters.filter((r) => r.widgetID !== null)).toHaveLength(5);
    const onlyDoor = await call<{ templateRegisters: unknown[] }>(admin, REGISTERS, {
      w: [byName.get('Door')!.id],
    });
    expect(onlyDoor.templateRegisters).toEqual([
      expect.objectContaining({ widgetID: byName.get('Door')!.id, name: 'Door', order: 1 }),
    ]);
  });

  it('refuses without the create templates right, a taken name or a name per slot', async () => {
    const before = await rowCounts();
    const vars = { v: sourceViewId, n: 'Another', c: customerId, e: ['A', 'B'] };
    expect((await errorOf(viewer, NEW_TEMPLATE, vars)).message).toBe(messages.noCreateTemplates);
    expect(await errorOf(admin, NEW_TEMPLATE, { ...vars, n: 'ups ROOM' })).toMatchObject({
      message: messages.templateNameTaken('ups ROOM'),
      extensions: { field: 'name' },
    });
    expect((await errorOf(admin, NEW_TEMPLATE, { ...vars, e: ['A'] })).message).toBe(
      templateMessages.slotNameCount(2),
    );
    expect(await errorOf(admin, NEW_TEMPLATE, { ...vars, e: ['A', ' '] })).toMatchObject({
      message: messages.required,
      extensions: { field: 'equipmentNames.1' },
    });
    expect(await rowCounts()).toEqual(before);
  });

  let aisle2: Device;
  let room2: Device;
  let room2ViewId: string;

  it('stamps the template on another room: its sensors, a missing one added', async () => {
    aisle2 = await onboard('Aisle probe 2');
    room2 = await onboard('Room 2 UPS');
    // The second aisle probe does not monitor its temperature (yet).
    await handle.db.delete(sensors).where(eq(sensors.id, aisle2.temperature));

    const { newTemplateView } = await call<{
      newTemplateView: { id: string; name: string; layout: string; widgetCount: number };
    }>(admin, NEW_TEMPLATE_VIEW, {
      t: templateId,
      n: 'UPS room 2',
      c: customerId,
      e: [String(aisle2.id), String(room2.id)],
      owner: customerId,
    });
    room2ViewId = newTemplateView.id;
    expect(newTemplateView).toMatchObject({ name: 'UPS room 2', widgetCount: 7 });

    const [added] = await handle.db
      .select()
      .from(sensors)
      .where(
        sql`${sensors.equipmentId} = ${aisle2.id} and ${sensors.modbusPointId} = ${temperaturePoint}`,
      );
    expect(added).toBeDefined();
    const stamped = new Map((await widgetsOf(room2ViewId)).map((w) => [w.name, w]));
    expect(stamped.get('Inlet')!.sensorIDs).toEqual([String(room2.temperature)]);
    expect(stamped.get('Door')!.sensorIDs).toEqual([String(room2.door)]);
    expect(stamped.get('Aisle')!.sensorIDs).toEqual([String(added!.id)]);
    expect(stamped.get('Both')!.sensorIDs).toEqual([String(room2.temperature), String(added!.id)]);
    expect(stamped.get('Asset')).toMatchObject({
      equipmentID: String(room2.id),
      metaIDs: ['Serial'],
    });
    expect(stamped.get('Service')!.timers).toEqual([{ name: 'Filter', repeatInterval: 3600 }]);

    // Without overwriteThresholds the room's sensor keeps its own; the added one takes the aisle's.
    const [roomTemperature] = await handle.db
      .select()
      .from(sensors)
      .where(eq(sensors.id, room2.temperature));
    expect(roomTemperature).toMatchObject({ greenTo: 27, yellowTo: 32, deadband: null });

    // The layout is the template's with the new widgets' ids.
    const layout = JSON.parse(newTemplateView.layout) as Layout;
    expect(layout.xxs).toEqual([
      { i: stamped.get('Door')!.id, x: 0, y: 0, w: 2, h: 3 },
      { i: stamped.get('Inlet')!.id, x: 0, y: 3, w: 1, h: 3 },
    ]);
    const [link] = await handle.db
      .select()
      .from(templateViews)
      .where(eq(templateViews.viewId, Number(room2ViewId)));
    expect(link).toMatchObject({
      templateId: Number(templateId),
      equipmentIds: [aisle2.id, room2.id],
      outOfSync: false,
    });
    expect(await template(templateId)).toMatchObject({ viewCount: 1, outOfSyncViewCount: 0 });
  });

  it('gives the devices the template’s settings with overwriteThresholds', async () => {
    const aisle3 = await onboard('Aisle probe 3');
    const room3 = await onboard('Room 3 UPS');
    await call(admin, NEW_TEMPLATE_VIEW, {
      t: templateId,
      n: 'UPS room 3',
      c: customerId,
      e: [String(aisle3.id), String(room3.id)],
      o: true,
    });
    const [roomTemperature] = await handle.db
      .select()
      .from(sensors)
      .where(eq(sensors.id, room3.temperature));
    expect(roomTemperature).toMatchObject({
      greenTo: 20,
      yellowTo: 25,
      redTo: 30,
      deadband: 1,
      delay: 60,
      smartWarning: 2,
    });
    expect(await template(templateId)).toMatchObject({ viewCount: 2 });
  });

  it('refuses equipment that does not fit, writing nothing', async () => {
    const other = await onboard('Room 4 other', otherLibrary);
    const spare = await onboard('Aisle probe 4');
    await handle.db.delete(sensors).where(eq(sensors.id, spare.temperature));
    const before = await rowCounts();
    const vars = { t: templateId, n: 'UPS room 4', c: customerId };
    expect(
      await errorOf(admin, NEW_TEMPLATE_VIEW, { ...vars, e: [String(spare.id), String(other.id)] }),
    ).toMatchObject({
      message: messages.unableToCreateView,
      extensions: { code: 'BAD_USER_INPUT', field: 'equipment.1' },
    });
    expect(
      (await errorOf(admin, NEW_TEMPLATE_VIEW, { ...vars, e: [String(spare.id)] })).message,
    ).toBe(messages.unableToCreateView);
    expect(
      (
        await errorOf(admin, NEW_TEMPLATE_VIEW, {
          ...vars,
          e: [String(spare.id), String(spare.id)],
        })
      ).message,
    ).toBe(messages.unableToCreateView);
    expect(
      (
        await errorOf(admin, NEW_TEMPLATE_VIEW, {
          ...vars,
          n: 'UPS room 2',
          e: [String(spare.id), String(room2.id)],
        })
      ).message,
    ).toBe(messages.newViewNameTaken('UPS room 2'));
    expect(
      (
        await errorOf(admin, NEW_TEMPLATE_VIEW, {
          ...vars,
          e: [String(spare.id), String(room2.id)],
          owner: '999999',
        })
      ).message,
    ).toBe(messages.noAccess);
    // Adding the spare's missing sensor is Manage Sensors' right, which the creator lacks.
    expect(
      (
        await errorOf(creator, NEW_TEMPLATE_VIEW, {
          ...vars,
          e: [String(spare.id), String(room2.id)],
        })
      ).message,
    ).toBe(messages.insufficientPrivileges);
    expect(await rowCounts()).toEqual(before);
  });

  it('tells how a stamped view drifted, and re-applying brings it back', async () => {
    expect(await drift(templateId)).toEqual([]);
    const stamped = await widgetsOf(room2ViewId);
    const byName = new Map(stamped.map((w) => [w.name, w]));
    const [view] = await queryRows<{ layout: Layout }>(
      handle.db,
      sql`select layout from views where id = ${Number(room2ViewId)}`,
    );
    const moved = {
      ...view!.layout,
      lg: view!.layout.lg!.map((item) =>
        item.i === byName.get('Notes')!.id ? { ...item, x: 9 } : item,
      ),
    };
    await call(admin, LAYOUT, { id: room2ViewId, l: JSON.stringify(moved) });
    expect(await template(templateId)).toMatchObject({ outOfSyncViewCount: 1 });
    expect(await drift(templateId)).toEqual([
      {
        viewID: room2ViewId,
        viewName: 'UPS room 2',
        changes: [templateDriftMessages.layoutChanged],
      },
    ]);

    expect(
      (await call<{ reapplyTemplate: unknown }>(admin, REAPPLY, { id: templateId }))
        .reapplyTemplate,
    ).toEqual({ views: 1, outOfSyncViewCount: 0 });
    expect(await drift(templateId)).toEqual([]);
    const again = new Map((await widgetsOf(room2ViewId)).map((w) => [w.name, w]));
    expect(again.get('Inlet')!.sensorIDs).toEqual([String(room2.temperature)]);

    await call(admin, UPDATE_WIDGET, {
      id: again.get('Inlet')!.id,
      w: { type: 'SENSOR_VALUE', name: 'Inlet air', sensorIDs: [String(room2.temperature)] },
    });
    await newWidget(room2ViewId, { type: 'TEXT', name: 'Extra', notes: 'Mine' });
    await call(admin, DELETE_WIDGET, { id: again.get('Door')!.id });
    expect(await template(templateId)).toMatchObject({ outOfSyncViewCount: 1 });
    expect((await drift(templateId))[0]!.changes).toEqual([
      'Widget "Inlet air" was changed.',
      'Widget "Door" was removed; re-applying restores it.',
      'Widget "Extra" was added; re-applying removes it.',
    ]);

    // Naming the view re-applies it; the read-only user may not.
    expect((await errorOf(viewer, REAPPLY, { id: templateId, v: [room2ViewId] })).message).toBe(
      messages.noAccess,
    );
    expect(
      (
        await call<{ reapplyTemplate: unknown }>(admin, REAPPLY, {
          id: templateId,
          v: [room2ViewId],
        })
      ).reapplyTemplate,
    ).toEqual({ views: 1, outOfSyncViewCount: 0 });
    const restored = await widgetsOf(room2ViewId);
    expect(restored.map((w) => w.name).sort()).toEqual([
      'Aisle',
      'Asset',
      'Both',
      'Door',
      'Inlet',
      'Notes',
      'Service',
    ]);
    expect(await drift(templateId)).toEqual([]);
  });

  it('lists templates by the equipment they fit, default, protocol, slots and page', async () => {
    const other = await onboard('Room 5 other', otherLibrary);
    const otherViewId = await newView('Other room');
    await newWidget(otherViewId, {
      type: 'SENSOR_VALUE',
      name: 'Other',
      sensorIDs: [String(other.temperature)],
    });
    await call(admin, NEW_TEMPLATE, { v: otherViewId, n: 'Other room', c: customerId, e: ['X'] });
    const notesViewId = await newView('Notes only');
    await newWidget(notesViewId, { type: 'TEXT', name: 'Read me', notes: 'Hello' });
    const notes = await call<{ newTemplate: TemplateItem }>(admin, NEW_TEMPLATE, {
      v: notesViewId,
      n: 'Notes only',
      c: customerId,
      e: [],
    });
    expect(notes.newTemplate).toMatchObject({ equipment: [], displayEquipment: [] });

    expect(await names({ c: customerId })).toEqual(['Notes only', 'Other room', 'UPS room']);
    expect(await names({ e: String(room2.id) })).toEqual(['UPS room']);
    expect(await names({ es: [String(room2.id), String(other.id)] })).toEqual([
      'Other room',
      'UPS room',
    ]);
    expect(await names({ d: true })).toEqual(['UPS room']);
    expect(await names({ p: 'modbus' })).toEqual(['Other room', 'UPS room']);
    expect(await names({ p: 'SNMP' })).toEqual([]);
    expect(await names({ ne: true })).toEqual(['Notes only']);
    expect(await names({ ne: true, i: templateId })).toEqual(['UPS room', 'Notes only']);
    expect(await names({ q: 'room', ic: true })).toEqual(['Other room', 'UPS room']);
    // An id nobody may see fits nothing (the filter is not dropped).
    expect(await names({ e: '999999' })).toEqual([]);
    const page = await call<{ templates: { name: string; templateCount: number }[] }>(
      admin,
      TEMPLATES,
      { l: 1, o: 1 },
    );
    expect(page.templates).toEqual([
      expect.objectContaining({ name: 'Other room', templateCount: 3 }),
    ]);

    // A new default for the same library takes over from the old one.
    await call(admin, NEW_TEMPLATE, {
      v: sourceViewId,
      n: 'UPS room v2',
      c: customerId,
      e: ['Aisle', 'UPS'],
      d: true,
    });
    expect(await names({ d: true })).toEqual(['UPS room v2']);
  });

  it('keeps a gateway widget only when the template can find its gateway again', async () => {
    const { body } = await admin.gql<{ registerGateway: { id: string } }>(
      'mutation($c: ID!) { registerGateway(customerID: $c, name: "Hall") { id } }',
      { c: customerId },
    );
    const hallId = body.data!.registerGateway.id;
    const hall = await onboard('Hall UPS', library, hallId);
    const hallViewId = await newView('Hall');
    await newWidget(hallViewId, {
      type: 'SENSOR_VALUE',
      name: 'Hall load',
      sensorIDs: [String(hall.temperature)],
    });
    await newWidget(hallViewId, { type: 'ALARMS', name: 'Hall gateway', gatewayID: hallId });
    const { newTemplate } = await call<{ newTemplate: TemplateItem }>(admin, NEW_TEMPLATE, {
      v: hallViewId,
      n: 'Hall',
      c: customerId,
      e: ['UPS'],
    });
    // Stamped on a device of another gateway, the widget shows that device's gateway.
    const elsewhere = await onboard('Room 6 UPS');
    const { newTemplateView } = await call<{ newTemplateView: { id: string } }>(
      admin,
      NEW_TEMPLATE_VIEW,
      { t: newTemplate.id, n: 'Room 6', c: customerId, e: [String(elsewhere.id)] },
    );
    const [gatewayWidget] = await queryRows<{ gatewayId: number }>(
      handle.db,
      sql`select gateway_id as "gatewayId" from widgets
        where view_id = ${Number(newTemplateView.id)} and name = 'Hall gateway'`,
    );
    expect(gatewayWidget).toEqual({ gatewayId: Number(gatewayId) });

    // A view over two gateways: a widget of one of them alone cannot be followed.
    await newWidget(hallViewId, {
      type: 'SENSOR_VALUE',
      name: 'Room load',
      sensorIDs: [String(room1.temperature)],
    });
    expect(
      (
        await errorOf(admin, NEW_TEMPLATE, {
          v: hallViewId,
          n: 'Hall 2',
          c: customerId,
          e: ['UPS', 'Room'],
        })
      ).message,
    ).toBe(templateMessages.gatewayWidget('Hall gateway'));
  });

  it('deletes a template with the delete templates right; its views stay', async () => {
    expect((await errorOf(creator, DELETE, { id: templateId, c: customerId })).message).toBe(
      messages.noDeleteTemplates,
    );
    expect(await call(admin, DELETE, { id: templateId, c: customerId })).toEqual({
      deleteTemplate: true,
    });
    expect(await template(templateId)).toBeNull();
    const left = await widgetsOf(room2ViewId);
    expect(left).toHaveLength(7);
    const [links] = await queryRows<{ n: number; linked: number }>(
      handle.db,
      sql`select (select count(*)::int from template_views where template_id = ${Number(templateId)})
          as n, (select count(*)::int from widgets where view_id = ${Number(room2ViewId)}
          and template_widget_id is not null) as linked`,
    );
    expect(links).toEqual({ n: 0, linked: 0 });
    expect((await errorOf(admin, DELETE, { id: templateId, c: customerId })).message).toBe(
      messages.noAccess,
    );
  });

  it('keeps the library and the registers a template reads from being deleted', async () => {
    // A library of its own: no other device reads its registers.
    const spare = String(await insertTestLibrary(handle.db, Number(customerId), 'Spare Sensor'));
    const probe = await onboard('Spare probe', spare);
    const viewId = await newView('Spare probe view');
    await newWidget(viewId, {
      type: 'SENSOR_VALUE',
      name: 'Spare',
      sensorIDs: [String(probe.temperature)],
    });
    const { newTemplate } = await call<{ newTemplate: TemplateItem }>(admin, NEW_TEMPLATE, {
      v: viewId,
      n: 'Spare probe template',
      c: customerId,
      e: ['Probe'],
    });
    const [point] = await handle.db.select().from(sensors).where(eq(sensors.id, probe.temperature));
    // With no equipment left on the library, only the template holds on to it.
    await handle.db.delete(equipment).where(eq(equipment.id, probe.id));
    const deleteLibrary = `mutation($id: ID!, $c: ID!) { deleteEquipmentLib(id: $id, customerID: $c) }`;
    const deleteRegister = `mutation($id: ID!, $c: ID!) { deleteModbusRegister(id: $id, customerID: $c) }`;
    expect((await errorOf(admin, deleteLibrary, { id: spare, c: customerId })).message).toBe(
      messages.unableToDeleteTemplate,
    );
    expect(
      (await errorOf(admin, deleteRegister, { id: String(point!.modbusPointId), c: customerId }))
        .message,
    ).toBe(messages.viewTemplatesReadRegister(1));
    expect(await template(newTemplate.id)).toMatchObject({ name: 'Spare probe template' });

    await call(admin, DELETE, { id: newTemplate.id, c: customerId });
    expect(
      await call(admin, deleteRegister, { id: String(point!.modbusPointId), c: customerId }),
    ).toEqual({ deleteModbusRegister: true });
    expect(await call(admin, deleteLibrary, { id: spare, c: customerId })).toEqual({
      deleteEquipmentLib: true,
    });
  });
});
