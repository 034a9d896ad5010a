import {
  LAYOUT_INVALID,
  matchesViewStatusFilter,
  messages,
  VIEW_STATUS_FILTERS,
  viewCountsOf,
  viewStatusOf,
  viewTagMessages,
} from '@vigil/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { equipment, sensors, users, views, widgets, widgetSensors } from '../../db/schema.js';
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
import { createViewsRepository } from './views.repository.js';

const VIEW_FIELDS = `id name customerID layout canUpdate canShare canDelete isCreator isPublic trendV2
  trendSync tags tagIDs fullTags { id name parentID viewCount } errors warnings disconnected
  maintenance isRepair lastAlarmTimestamp author owner ownerID viewType equipmentIDs widgetCount
  errorList { sensorID name equipmentName status value unit since }
  warningList { sensorID name equipmentName status since }`;
const NEW_VIEW = `mutation($n: String!, $c: ID!, $t: [ID!], $p: [NewViewPermissionInput!],
  $a: [ViewAlertsInput!], $pub: Boolean, $vt: String, $e: [ID!], $ao: String) {
  newView(name: $n, customerID: $c, tagIDs: $t, permissions: $p, alerts: $a, isPublic: $pub,
    viewType: $vt, equipmentIDs: $e, assetOptions: $ao) { ${VIEW_FIELDS} } }`;
const VIEWS = `query($c: ID, $q: String, $s: [String!], $l: Int, $o: Int, $t: ID, $m: Boolean,
  $d: Boolean) { views(customerID: $c, query: $q, status: $s, limit: $l, offset: $o, tagID: $t,
  maintenance: $m, disconnected: $d, withStatus: true) { ${VIEW_FIELDS} } }`;
const COUNTS = `query($q: String, $t: ID, $m: Boolean, $d: Boolean, $vt: String) {
  viewCounts(query: $q, tagID: $t, maintenance: $m, disconnected: $d, viewType: $vt) {
    total ok warning error disconnected repair maintenance } }`;
const VIEW = `query($n: String, $id: ID, $v: ID, $tk: String) {
  view(viewName: $n, id: $id, viewID: $v, token: $tk) { ${VIEW_FIELDS} } }`;
const USER_VIEWS = `query($t: [ID!], $q: String, $tk: String) {
  userViews(tags: $t, query: $q, token: $tk) { name } }`;
const UPDATE = `mutation($id: ID!, $c: ID!, $n: String, $t: [ID!], $no: Boolean, $ts: Boolean) {
  updateView(id: $id, customerID: $c, name: $n, tagIDs: $t, nameOnly: $no, trendSync: $ts) {
    name tags trendSync } }`;
const LAYOUT = `mutation($id: ID!, $l: String!) { updateViewLayout(id: $id, layout: $l) }`;
const DELETE = `mutation($id: ID!, $c: ID!) { deleteView(id: $id, customerID: $c) }`;
const VALIDATE = `query($n: [String!]!, $c: ID!) { validateViewNames(names: $n, customerID: $c) {
  valid taken message } }`;
const NEW_TAG = `mutation($n: String!, $c: ID!, $p: ID, $lat: Float, $lng: Float) {
  newTag(name: $n, customerID: $c, parentID: $p, latitude: $lat, longitude: $lng) {
    id name parentID latitude longitude viewCount } }`;
const DELETE_TAG = `mutation($id: ID!, $c: ID!) { deleteTag(id: $id, customerID: $c) }`;
const TAGS = `query($c: ID) { tags(customerID: $c) { name viewCount tags { name viewCount
  tags { name viewCount tags { name } } } } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $d: String) { onboardEquipment(gatewayID: $g,
  customerID: $c, ip: "10.0.0.9", manufacturerModel: $lib, description: $d, protocol: "Modbus") {
  id } }`;

interface ViewItem {
  id: string;
  name: string;
  layout: string;
  canUpdate: boolean;
  tags: string[];
  tagIDs: string[];
  errors: number;
  warnings: number;
  disconnected: number;
  maintenance: number;
  isRepair: boolean;
  lastAlarmTimestamp: string | null;
  errorList: { sensorID: string; since: string | null }[];
  warningList: { sensorID: string; since: string | null }[];
}

describe.each(await availableDatabases())('views and tags on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  type Session = Awaited<ReturnType<typeof signedInAdmin>>;
  let admin: Session;
  let viewer: Session;
  let manager: Session;
  let outsider: Session;
  let superUser: Session;
  let customerId: string;
  let otherCustomerId: string;
  let viewerId: string;
  let outsiderId: string;
  let gatewayId: string;
  let library: string;

  const signIn = (email: string) => signedInAs(server.app, email);
  const userId = async (email: string) => {
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    return String(row!.id);
  };

  async function createView(session: Session, name: string, extra: Record<string, unknown> = {}) {
    const { body } = await session.gql<{ newView: ViewItem }>(NEW_VIEW, {
      n: name,
      c: customerId,
      ...extra,
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.newView;
  }

  async function addWidget(viewId: string, sensorIds: number[]) {
    const [widget] = await handle.db
      .insert(widgets)
      .values({ viewId: Number(viewId), customerId: Number(customerId), type: 'SENSOR_VALUE' })
      .returning();
    if (sensorIds.length > 0) {
      await handle.db
        .insert(widgetSensors)
        .values(
          sensorIds.map((sensorId, position) => ({ widgetId: widget!.id, sensorId, position })),
        );
    }
    return widget!.id;
  }

  /** An equipment with its two sensors (Temperature, Door) from the test library. */
  async function onboard(name: string) {
    const { body } = await admin.gql<{ onboardEquipment: { id: string } }>(ONBOARD, {
      g: gatewayId,
      c: customerId,
      lib: library,
      d: name,
    });
    const id = Number(body.data!.onboardEquipment.id);
    const rows = await handle.db.select().from(sensors).where(eq(sensors.equipmentId, id));
    const byName = (n: string) => rows.find((row) => row.name === n)!.id;
    return { id, temperature: byName('Temperature'), door: byName('Door') };
  }

  const rowCounts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      handle.db,
      sql`select (select count(*)::int from views) as views,
        (select count(*)::int from view_tags) as view_tags,
        (select count(*)::int from view_users) as view_users,
        (select count(*)::int from tags) as tags,
        (select count(*)::int from widgets) as widgets`,
    );
    return row;
  };

  const list = async (session: Session, variables: Record<string, unknown> = {}) => {
    const { body } = await session.gql<{ views: ViewItem[] }>(VIEWS, variables);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.views;
  };
  const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = String(await insertTestLibrary(handle.db, Number(customerId)));
    await createUser(handle.db, {
      email: 'manager@vigil.demo',
      password: DEMO_PASSWORD,
      firstName: 'Max',
      customerName: DEMO_CUSTOMER,
      roles: ['mc'],
    });
    await createUser(handle.db, {
      email: 'someone@other.test',
      password: DEMO_PASSWORD,
      customerName: 'Other Co',
      roles: ['mc', 'cpv'],
    });
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    viewer = await signIn('viewer@vigil.demo');
    manager = await signIn('manager@vigil.demo');
    outsider = await signIn('someone@other.test');
    superUser = await signIn('super@vigil.demo');
    viewerId = await userId('viewer@vigil.demo');
    outsiderId = await userId('someone@other.test');
    const me = await outsider.gql<{ me: { customer: { id: string } } }>(
      '{ me { customer { id } } }',
    );
    otherCustomerId = me.body.data!.me.customer.id;
    const { body } = await admin.gql<{ registerGateway: { id: string } }>(
      'mutation($c: ID!) { registerGateway(customerID: $c, name: "Site") { id } }',
      { c: customerId },
    );
    gatewayId = body.data!.registerGateway.id;
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('creates a view with an empty layout, its creator as author', async () => {
    const view = await createView(admin, 'Lobby');
    expect(view).toMatchObject({
      name: 'Lobby',
      customerID: customerId,
      layout: '{"lg":[],"xxs":[]}',
      canUpdate: true,
      canShare: true,
      canDelete: true,
      isCreator: true,
      isPublic: false,
      trendV2: false,
      author: 'Alex Admin',
      owner: DEMO_CUSTOMER,
      ownerID: customerId,
      viewType: 'dashboard',
      widgetCount: 0,
      errors: 0,
      errorList: [],
      lastAlarmTimestamp: null,
    });
  });

  it('lists only asset views when asked, as My Views does for ?asset=true', async () => {
    const plant = await createView(admin, 'Plant room', { vt: 'asset' });
    const ASSETS = `query($vt: String) { views(viewType: $vt) { name viewType } }`;
    const { body } = await admin.gql<{ views: { name: string; viewType: string }[] }>(ASSETS, {
      vt: 'asset',
    });
    expect(body.data!.views).toEqual([{ name: 'Plant room', viewType: 'asset' }]);
    const counts = await admin.gql<{ viewCounts: { total: number } }>(COUNTS, { vt: 'asset' });
    expect(counts.body.data!.viewCounts.total).toBe(1);
    const wrong = await admin.gql(ASSETS, { vt: 'map' });
    expect(wrong.body.errors?.[0]?.message).toBe(messages.invalidChoice);
    await admin.gql(DELETE, { id: plant.id, c: customerId });
  });

  it.each<[string, () => Session, Record<string, unknown>, () => string]>([
    ['a blank name', () => admin, { n: '  ' }, () => messages.required],
    [
      'flagged characters',
      () => admin,
      { n: 'A/B?' },
      () => messages.viewNameInvalidChars(['/', '?']),
    ],
    ['a taken name', () => admin, { n: 'lobby' }, () => messages.newViewNameTaken('lobby')],
    ['an unknown view type', () => admin, { n: 'Typed', vt: 'map' }, () => messages.invalidChoice],
    ['bad asset options', () => admin, { n: 'Asset', ao: '{nope' }, () => messages.newViewFailed],
    [
      'a public view without cpv',
      () => viewer,
      { n: 'Mine', pub: true },
      () => messages.insufficientPrivileges,
    ],
    ['a customer the user cannot see', () => outsider, { n: 'Theirs' }, () => messages.noAccess],
    [
      'a user of another customer',
      () => admin,
      { n: 'Shared', p: [{ userID: 'OUT', view: true }] },
      () => messages.noShareWithUser,
    ],
    ['equipment of nobody', () => admin, { n: 'Assets', e: ['999999'] }, () => messages.noAccess],
    ['a tag of nobody', () => admin, { n: 'Tagged', t: ['999999'] }, () => messages.noAccess],
  ])(
    'refuses a new view with %s and writes nothing',
    async (_case, session, variables, message) => {
      const before = await rowCounts();
      const resolved = JSON.parse(JSON.stringify(variables).replace('"OUT"', `"${outsiderId}"`));
      const { body } = await session().gql(NEW_VIEW, { n: 'x', c: customerId, ...resolved });
      expect(body.errors?.[0]?.message).toBe(message());
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('stores permissions and alerts for users of the customer', async () => {
    const view = await createView(admin, 'Granted', {
      p: [{ userID: viewerId, view: true }],
      a: [{ userID: viewerId, red: true }],
    });
    const { body } = await viewer.gql<{ view: ViewItem }>(VIEW, { v: view.id });
    expect(body.data!.view).toMatchObject({ name: 'Granted', canUpdate: false });
    const rows = await queryRows<Record<string, boolean>>(
      handle.db,
      sql`select can_read, can_update, can_share, can_delete, alert_red, alert_yellow
        from view_users where view_id = ${Number(view.id)}`,
    );
    expect(rows).toEqual([
      {
        can_read: true,
        can_update: false,
        can_share: false,
        can_delete: false,
        alert_red: true,
        alert_yellow: false,
      },
    ]);
    const editable = await createView(admin, 'Granted update', {
      p: [{ userID: viewerId, update: true }],
    });
    const seen = await viewer.gql<{ view: ViewItem }>(VIEW, { v: editable.id });
    expect(seen.body.data!.view.canUpdate).toBe(true);
  });

  describe('who sees what', () => {
    let publicView: ViewItem;
    let privateView: ViewItem;
    beforeAll(async () => {
      publicView = await createView(admin, 'Public board', { pub: true });
      privateView = await createView(admin, 'Private board');
    });

    it('shows a read-only user the public view read-only and never the private one', async () => {
      const seen = await list(viewer, { q: 'board' });
      expect(seen).toEqual([
        expect.objectContaining({
          name: 'Public board',
          canUpdate: false,
          canDelete: false,
          canShare: false,
          isCreator: false,
          isPublic: true,
        }),
      ]);
      const byName = await viewer.gql(VIEW, { n: 'Private board' });
      expect(byName.body).toEqual({ data: { view: null } });
      const byId = await viewer.gql(VIEW, { v: privateView.id });
      expect(byId.body).toEqual({ data: { view: null } });
      const counts = await viewer.gql(COUNTS, { q: 'board' });
      expect(counts.body.data).toMatchObject({ viewCounts: { total: 1 } });
    });

    it.each<[string, () => string, string]>([
      ['the private view', () => privateView.id, messages.noAccess],
      ['the public view', () => publicView.id, messages.insufficientPrivileges],
    ])('refuses a read-only user changing %s', async (_case, id, message) => {
      const layout = await viewer.gql(LAYOUT, { id: id(), l: '{"lg":[]}' });
      expect(layout.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      const rename = await viewer.gql(UPDATE, { id: id(), c: customerId, n: 'Mine now' });
      expect(rename.body.errors?.[0]?.message).toBe(message);
      const deleted = await viewer.gql(DELETE, { id: id(), c: customerId });
      expect(deleted.body.errors?.[0]?.message).toBe(message);
      const [row] = await handle.db
        .select()
        .from(views)
        .where(eq(views.id, Number(id())));
      expect(row).toMatchObject({ layout: { lg: [], xxs: [] } });
      expect(row!.name).toMatch(/ board$/);
    });

    it('shows a user of another customer nothing', async () => {
      expect(await list(outsider)).toEqual([]);
      const scoped = await outsider.gql(VIEWS, { c: customerId });
      expect(scoped.body.errors?.[0]?.message).toBe(messages.noAccess);
      const byId = await outsider.gql(VIEW, { v: publicView.id });
      expect(byId.body.data).toEqual({ view: null });
      const byName = await outsider.gql(VIEW, { n: 'Public board', id: customerId });
      expect(byName.body.data).toEqual({ view: null });
      const mine = await outsider.gql(USER_VIEWS, {});
      expect(mine.body.data).toEqual({ userViews: [] });
      const layout = await outsider.gql(LAYOUT, { id: publicView.id, l: '{}' });
      expect(layout.body.errors?.[0]?.message).toBe(messages.noAccess);
      const deleted = await outsider.gql(DELETE, { id: publicView.id, c: otherCustomerId });
      expect(deleted.body.errors?.[0]?.message).toBe(messages.noAccess);
    });

    it('lets a company manager see and update every view of the company', async () => {
      const seen = await list(manager, { q: 'board' });
      expect(names(seen)).toEqual(['Private board', 'Public board']);
      expect(seen.every((view) => view.canUpdate)).toBe(true);
      const { body } = await manager.gql(UPDATE, { id: privateView.id, c: customerId, ts: true });
      expect(body.data).toEqual({
        updateView: { name: 'Private board', tags: [], trendSync: true },
      });
    });

    it('finds a view by name case-insensitively, in the given or own customer', async () => {
      const own = await admin.gql<{ view: ViewItem }>(VIEW, { n: 'private BOARD' });
      expect(own.body.data!.view.id).toBe(privateView.id);
      const asSuper = await superUser.gql<{ view: ViewItem }>(VIEW, {
        n: 'Private board',
        id: customerId,
      });
      expect(asSuper.body.data!.view).toMatchObject({ id: privateView.id, canUpdate: true });
      const missing = await admin.gql(VIEW, { n: 'No such board' });
      expect(missing.body.data).toEqual({ view: null });
    });

    it('refuses a token that is no share link', async () => {
      const one = await viewer.gql(VIEW, { v: publicView.id, tk: 'abc' });
      expect(one.body.errors?.[0]?.message).toBe(messages.invalidToken);
      const many = await viewer.gql(USER_VIEWS, { tk: 'abc' });
      expect(many.body.errors?.[0]?.message).toBe(messages.invalidToken);
    });

    it('lists the user views across customers for a super user', async () => {
      const { body } = await superUser.gql<{ userViews: { name: string }[] }>(USER_VIEWS, {
        q: 'board',
      });
      expect(names(body.data!.userViews)).toEqual(['Private board', 'Public board']);
    });
  });

  describe('status', () => {
    const T = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 10, minutes));
    let alarm: ViewItem;
    let ups: Awaited<ReturnType<typeof onboard>>;

    beforeAll(async () => {
      ups = await onboard('UPS A');
      const maint = await onboard('UPS B');
      const crac = await onboard('CRAC C');
      const pdu = await onboard('PDU D');
      const setSensor = (id: number, values: Partial<typeof sensors.$inferInsert>) =>
        handle.db.update(sensors).set(values).where(eq(sensors.id, id));
      await setSensor(ups.temperature, { status: 'error', latestValue: 35, unit: '°C' });
      await setSensor(ups.door, { status: 'warning', latestValue: 1 });
      for (const s of [maint.temperature, maint.door, crac.temperature, crac.door, pdu.door]) {
        await setSensor(s, { status: 'ok' });
      }
      await setSensor(pdu.temperature, { status: 'error', disconnected: true });
      await handle.db
        .update(equipment)
        .set({ isMaintenance: true })
        .where(eq(equipment.id, maint.id));
      await handle.db.update(equipment).set({ isRepair: true }).where(eq(equipment.id, crac.id));
      // Alarm instances as the engine leaves them: open ones, a cleared one, and an open one
      // on a sensor that has since gone silent.
      const openAlarm = (sensorId: number, severity: string, at: Date, phase = 'open') =>
        handle.db.execute(sql`insert into alarms (customer_id, subject_kind, subject_id, rule,
            network_id, equipment_id, sensor_id, phase, severity, value, started_at, opened_at,
            cleared_at)
          select s.customer_id, 'sensor', s.id, 'threshold', s.network_id, s.equipment_id, s.id,
            ${phase}, ${severity}, s.latest_value, ${at}, ${at},
            ${phase === 'cleared' ? at : null}::timestamptz
          from sensors s where s.id = ${sensorId}`);
      await openAlarm(ups.temperature, 'error', T(2));
      await openAlarm(ups.door, 'warning', T(0), 'cleared');
      await openAlarm(ups.door, 'warning', T(3));
      await openAlarm(pdu.temperature, 'error', T(9));

      alarm = await createView(admin, 'Alarm room');
      await addWidget(alarm.id, [ups.temperature, ups.door]);
      await addWidget(alarm.id, [ups.temperature]);
      await addWidget((await createView(admin, 'Maintenance room')).id, [
        maint.temperature,
        maint.door,
      ]);
      await addWidget((await createView(admin, 'Repair room')).id, [crac.temperature]);
      await addWidget((await createView(admin, 'Offline room')).id, [pdu.temperature, pdu.door]);
      await addWidget((await createView(admin, 'Quiet room')).id, [pdu.door]);
      await createView(admin, 'Empty room');
    });

    it('derives each view status from its widgets’ sensors and the alarms it shows', async () => {
      const rooms = await list(admin, { q: 'room' });
      const byName = new Map(rooms.map((room) => [room.name, room]));
      expect(byName.get('Alarm room')).toMatchObject({
        errors: 1,
        warnings: 1,
        disconnected: 0,
        maintenance: 0,
        isRepair: false,
        lastAlarmTimestamp: T(3).toISOString(),
        errorList: [
          {
            sensorID: String(ups.temperature),
            name: 'Temperature',
            equipmentName: 'UPS A',
            status: 'error',
            value: 35,
            unit: '°C',
            since: T(2).toISOString(),
          },
        ],
        warningList: [{ sensorID: String(ups.door), status: 'warning', since: T(3).toISOString() }],
      });
      expect(byName.get('Maintenance room')).toMatchObject({ maintenance: 1, errors: 0 });
      expect(byName.get('Repair room')).toMatchObject({ isRepair: true, maintenance: 0 });
      expect(byName.get('Offline room')).toMatchObject({
        disconnected: 1,
        errors: 0,
        errorList: [],
        lastAlarmTimestamp: T(9).toISOString(),
      });
      expect(byName.get('Quiet room')).toMatchObject({ errors: 0, warnings: 0, disconnected: 0 });

      // The SQL counts mean what the domain's reduction of the same sensors and alarms says.
      const repo = createViewsRepository(handle.db);
      const ids = rooms.map((room) => Number(room.id));
      const [sensorRows, alarmRows] = await Promise.all([
        repo.sensorsOf(ids),
        repo.alarmsOf(ids, false),
      ]);
      const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
      for (const room of rooms) {
        const expected = viewStatusOf(
          sensorRows
            .filter((row) => String(row.viewId) === room.id)
            .map((row) => ({
              ...row,
              sensorId: String(row.sensorId),
              equipmentId: String(row.equipmentId),
            })),
          alarmRows
            .filter((row) => String(row.viewId) === room.id)
            .map((row) => ({
              ...row,
              alarmId: String(row.alarmId),
              sensorId: String(row.sensorId),
              openedAt: iso(row.openedAt),
            })),
        );
        expect(room, room.name).toMatchObject({
          errors: expected.errors,
          warnings: expected.warnings,
          disconnected: expected.disconnected,
          maintenance: expected.maintenance,
          isRepair: expected.isRepair,
          lastAlarmTimestamp: expected.lastAlarmTimestamp,
          errorList: expected.errorList,
          // The query asks warnings for fewer fields.
          warningList: expected.warningList.map(({ value: _v, unit: _u, ...item }) => item),
        });
      }
    });

    it('filters by status with the meaning of the domain rule, and counts the same way', async () => {
      const rooms = await list(admin, { q: 'room' });
      for (const filter of VIEW_STATUS_FILTERS) {
        const filtered = await list(admin, { q: 'room', s: [filter] });
        expect(names(filtered), filter).toEqual(
          names(rooms.filter((room) => matchesViewStatusFilter(room, filter))),
        );
      }
      const either = await list(admin, { q: 'room', s: ['error', 'repair'] });
      expect(names(either)).toEqual(['Alarm room', 'Repair room']);
      expect(names(await list(admin, { q: 'room', m: true }))).toEqual(['Maintenance room']);
      expect(names(await list(admin, { q: 'room', d: true }))).toEqual(['Offline room']);

      const { body } = await admin.gql<{ viewCounts: unknown }>(COUNTS, { q: 'room' });
      expect(body.data!.viewCounts).toEqual(viewCountsOf(rooms));
      expect(body.data!.viewCounts).toMatchObject({ total: 6, ok: 2, error: 1, repair: 1 });
      const offline = await admin.gql(COUNTS, { q: 'room', d: true });
      expect(offline.body.data).toMatchObject({ viewCounts: { total: 1, disconnected: 1 } });
    });

    it('refuses an unknown status filter', async () => {
      const { body } = await admin.gql(VIEWS, { s: ['alarm'] });
      expect(body.errors?.[0]?.message).toBe(messages.invalidChoice);
    });

    it('counts widgets', async () => {
      const [room] = await list(admin, { q: 'Alarm room' });
      expect(room).toMatchObject({ widgetCount: 2 });
    });
  });

  describe('tags', () => {
    const tagIds: Record<string, string> = {};
    const newTag = async (name: string, parent?: string, extra: Record<string, unknown> = {}) => {
      const { body } = await admin.gql<{ newTag: { id: string } }>(NEW_TAG, {
        n: name,
        c: customerId,
        p: parent ? tagIds[parent] : undefined,
        ...extra,
      });
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      tagIds[name] = body.data.newTag.id;
      return body.data.newTag;
    };

    beforeAll(async () => {
      await newTag('Campus', undefined, { lat: 45.5, lng: -73.6 });
      await newTag('Building 1', 'Campus');
      await newTag('Floor 2', 'Building 1');
      await newTag('Elsewhere');
      await createView(admin, 'Tagged deep', { t: [tagIds['Floor 2']] });
      await createView(admin, 'Tagged top', { t: [tagIds.Campus], pub: true });
      await createView(admin, 'Tagged elsewhere', { t: [tagIds.Elsewhere] });
    });

    it('filters views by a tag and the tags nested under it', async () => {
      expect(names(await list(admin, { t: tagIds.Campus }))).toEqual(['Tagged deep', 'Tagged top']);
      expect(names(await list(admin, { t: tagIds['Building 1'] }))).toEqual(['Tagged deep']);
      const counts = await admin.gql(COUNTS, { t: tagIds.Campus });
      expect(counts.body.data).toMatchObject({ viewCounts: { total: 2, ok: 2 } });
      const mine = await admin.gql<{ userViews: { name: string }[] }>(USER_VIEWS, {
        t: [tagIds['Floor 2'], tagIds.Elsewhere],
      });
      expect(names(mine.body.data!.userViews)).toEqual(['Tagged deep', 'Tagged elsewhere']);
      const [deep] = await list(admin, { q: 'Tagged deep' });
      expect(deep).toMatchObject({
        tags: ['Floor 2'],
        tagIDs: [tagIds['Floor 2']],
        fullTags: [
          { id: tagIds['Floor 2'], name: 'Floor 2', parentID: tagIds['Building 1'], viewCount: 1 },
        ],
      });
    });

    it('returns the tag tree with the views each user may read', async () => {
      const tree = await admin.gql(TAGS, { c: customerId });
      expect(tree.body.data).toEqual({
        tags: [
          {
            name: 'Campus',
            viewCount: 2,
            tags: [
              {
                name: 'Building 1',
                viewCount: 1,
                tags: [{ name: 'Floor 2', viewCount: 1, tags: [] }],
              },
            ],
          },
          { name: 'Elsewhere', viewCount: 1, tags: [] },
        ],
      });
      const asViewer = await viewer.gql(TAGS, {});
      expect(asViewer.body.data).toMatchObject({
        tags: [
          { name: 'Campus', viewCount: 1, tags: [{ name: 'Building 1', viewCount: 0 }] },
          { name: 'Elsewhere', viewCount: 0 },
        ],
      });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a blank name', { n: ' ' }, messages.required],
      [
        'a taken name under the same parent',
        { n: 'floor 2', p: 'Building 1' },
        viewTagMessages.nameTaken('floor 2'),
      ],
      ['a taken top-level name', { n: 'CAMPUS' }, viewTagMessages.nameTaken('CAMPUS')],
      ['a latitude beyond 90', { n: 'North', lat: 91 }, viewTagMessages.latitudeRange],
      ['a longitude beyond 180', { n: 'East', lng: 180.5 }, viewTagMessages.longitudeRange],
      ['a parent of nobody', { n: 'Orphan', p: 'missing' }, messages.noAccess],
    ])('refuses a tag with %s and writes nothing', async (_case, variables, message) => {
      const before = await rowCounts();
      const parent = variables.p as string | undefined;
      const { body } = await admin.gql(NEW_TAG, {
        c: customerId,
        ...variables,
        p: parent ? (tagIds[parent] ?? '999999') : undefined,
      });
      expect(body.errors?.[0]?.message).toBe(message);
      expect(await rowCounts()).toEqual(before);
    });

    it('lets only company managers create tags, and writes nothing on refusal', async () => {
      const before = await rowCounts();
      for (const [session, message] of [
        [viewer, messages.insufficientPrivileges],
        [outsider, messages.noAccess],
      ] as const) {
        const top = await session.gql(NEW_TAG, { n: 'Read-only tag', c: customerId });
        expect(top.body.errors?.[0]?.message).toBe(message);
        const nested = await session.gql(NEW_TAG, {
          n: 'Read-only tag',
          c: customerId,
          p: tagIds.Campus,
        });
        expect(nested.body.errors?.[0]?.message).toBe(message);
      }
      expect(await rowCounts()).toEqual(before);
      const { body } = await manager.gql(NEW_TAG, {
        n: 'Managed tag',
        c: customerId,
        p: tagIds.Campus,
      });
      expect(body.data).toMatchObject({ newTag: { name: 'Managed tag', parentID: tagIds.Campus } });
    });

    it('allows the same name under another parent', async () => {
      const tag = await newTag('Floor 2', 'Campus');
      expect(tag).toMatchObject({ name: 'Floor 2', parentID: tagIds.Campus, viewCount: 0 });
    });

    it('retags a view, and leaves the tags alone when renaming only', async () => {
      const [deep] = await list(admin, { q: 'Tagged deep' });
      const retag = await admin.gql(UPDATE, { id: deep!.id, c: customerId, t: [tagIds.Elsewhere] });
      expect(retag.body.data).toMatchObject({ updateView: { tags: ['Elsewhere'] } });
      const rename = await admin.gql(UPDATE, {
        id: deep!.id,
        c: customerId,
        n: 'Tagged deep',
        t: [],
        no: true,
      });
      expect(rename.body.data).toMatchObject({ updateView: { tags: ['Elsewhere'] } });
      const foreign = await admin.gql(UPDATE, { id: deep!.id, c: customerId, t: ['999999'] });
      expect(foreign.body.errors?.[0]?.message).toBe(messages.noAccess);
      await admin.gql(UPDATE, { id: deep!.id, c: customerId, t: [tagIds['Floor 2']] });
    });

    it('lets only company managers delete tags, with their nested tags', async () => {
      const refused = await viewer.gql(DELETE_TAG, { id: tagIds.Campus, c: customerId });
      expect(refused.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      const foreign = await outsider.gql(DELETE_TAG, { id: tagIds.Campus, c: otherCustomerId });
      expect(foreign.body.errors?.[0]?.message).toBe(messages.noAccess);
      const { body } = await admin.gql(DELETE_TAG, { id: tagIds.Campus, c: customerId });
      expect(body.data).toEqual({ deleteTag: true });
      const tree = await admin.gql(TAGS, { c: customerId });
      expect(tree.body.data).toEqual({ tags: [{ name: 'Elsewhere', viewCount: 1, tags: [] }] });
      const [deep] = await list(admin, { q: 'Tagged deep' });
      expect(deep!.tags).toEqual([]);
    });
  });

  describe('names, paging and search', () => {
    it('checks names remotely with the spec message', async () => {
      const one = await admin.gql(VALIDATE, { n: ['lobby'], c: customerId });
      expect(one.body.data).toEqual({
        validateViewNames: {
          valid: false,
          taken: ['Lobby'],
          message: messages.viewNameIsTaken('Lobby'),
        },
      });
      const many = await admin.gql(VALIDATE, { n: ['Fresh', 'LOBBY', 'Granted'], c: customerId });
      expect(many.body.data).toEqual({
        validateViewNames: {
          valid: false,
          taken: ['Granted', 'Lobby'],
          message: messages.viewNameIsTaken('Granted'),
        },
      });
      const free = await admin.gql(VALIDATE, { n: ['Fresh'], c: customerId });
      expect(free.body.data).toEqual({
        validateViewNames: { valid: true, taken: [], message: null },
      });
      const foreign = await outsider.gql(VALIDATE, { n: ['Lobby'], c: customerId });
      expect(foreign.body.errors?.[0]?.message).toBe(messages.noAccess);
    });

    it('renames, refusing a taken name', async () => {
      const view = await createView(admin, 'Rename me');
      const taken = await admin.gql(UPDATE, { id: view.id, c: customerId, n: 'LOBBY' });
      expect(taken.body.errors?.[0]).toMatchObject({
        message: messages.renameViewNameTaken('LOBBY'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const flagged = await admin.gql(UPDATE, { id: view.id, c: customerId, n: 'a;b' });
      expect(flagged.body.errors?.[0]?.message).toBe(messages.viewNameInvalidChars([';']));
      const recased = await admin.gql(UPDATE, { id: view.id, c: customerId, n: 'RENAME me' });
      expect(recased.body.data).toMatchObject({ updateView: { name: 'RENAME me' } });
      const wrongCustomer = await admin.gql(UPDATE, { id: view.id, c: otherCustomerId, n: 'x' });
      expect(wrongCustomer.body.errors?.[0]?.message).toBe(messages.noAccess);
    });

    it('pages views sorted by name, 50 by default and at most 200', async () => {
      await handle.db.insert(views).values(
        Array.from({ length: 205 }, (_, i) => ({
          customerId: Number(customerId),
          name: `Bulk ${String(i).padStart(3, '0')}`,
          isPublic: true,
        })),
      );
      expect(await list(viewer, { q: 'bulk' })).toHaveLength(50);
      expect(await list(viewer, { q: 'bulk', l: 1000 })).toHaveLength(200);
      const page = await list(viewer, { q: 'bulk', l: 2, o: 10 });
      expect(names(page)).toEqual(['Bulk 010', 'Bulk 011']);
      const tail = await list(viewer, { q: 'bulk', l: 10, o: 200 });
      expect(names(tail)).toEqual(['Bulk 200', 'Bulk 201', 'Bulk 202', 'Bulk 203', 'Bulk 204']);
    });

    it('searches names case-insensitively, wildcards matching themselves', async () => {
      await createView(admin, 'Load 100%');
      await createView(admin, 'Load 1000');
      expect(names(await list(admin, { q: '100%' }))).toEqual(['Load 100%']);
      expect(names(await list(admin, { q: 'LOAD 10' }))).toEqual(['Load 100%', 'Load 1000']);
    });
  });

  describe('layout and deletion', () => {
    let view: ViewItem;
    let widgetIds: number[];
    beforeAll(async () => {
      view = await createView(admin, 'Layout board');
      widgetIds = [await addWidget(view.id, []), await addWidget(view.id, [])];
    });

    it('stores a layout and gives it back', async () => {
      const layout = {
        lg: [
          { i: String(widgetIds[0]), x: 0, y: 0, w: 6, h: 4 },
          { i: String(widgetIds[1]), x: 6, y: 0, w: 6, h: 4 },
        ],
        xxs: [{ i: String(widgetIds[0]), x: 0, y: 0, w: 2, h: 4 }],
      };
      const { body } = await admin.gql<{ updateViewLayout: string }>(LAYOUT, {
        id: view.id,
        l: JSON.stringify(layout),
      });
      expect(body.errors).toBeUndefined();
      expect(JSON.parse(body.data!.updateViewLayout)).toEqual(layout);
      const read = await admin.gql<{ view: ViewItem }>(VIEW, { v: view.id });
      expect(read.body.data!.view.layout).toBe(body.data!.updateViewLayout);
    });

    it.each<[string, () => unknown]>([
      ['text that is not JSON', () => '{"lg": ['],
      ['an unknown screen size', () => ({ md: [] })],
      [
        'an item wider than the grid',
        () => ({ lg: [{ i: String(widgetIds[0]), x: 8, y: 0, w: 6, h: 2 }] }),
      ],
      ['a widget of another view', () => ({ lg: [{ i: '999999', x: 0, y: 0, w: 2, h: 2 }] })],
    ])('refuses %s and keeps the stored layout', async (_case, layout) => {
      const before = await admin.gql<{ view: ViewItem }>(VIEW, { v: view.id });
      const value = layout();
      const { body } = await admin.gql(LAYOUT, {
        id: view.id,
        l: typeof value === 'string' ? value : JSON.stringify(value),
      });
      expect(body.errors?.[0]).toMatchObject({
        message: LAYOUT_INVALID,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const after = await admin.gql<{ view: ViewItem }>(VIEW, { v: view.id });
      expect(after.body.data!.view.layout).toBe(before.body.data!.view.layout);
    });

    it('deletes a view with its widgets', async () => {
      const { body } = await admin.gql(DELETE, { id: view.id, c: customerId });
      expect(body.data).toEqual({ deleteView: true });
      const left = await handle.db.select().from(widgets).where(inArray(widgets.id, widgetIds));
      expect(left).toEqual([]);
      const read = await admin.gql(VIEW, { v: view.id });
      expect(read.body.data).toEqual({ view: null });
      const again = await admin.gql(DELETE, { id: view.id, c: customerId });
      expect(again.body.errors?.[0]?.message).toBe(messages.noAccess);
    });
  });
});
