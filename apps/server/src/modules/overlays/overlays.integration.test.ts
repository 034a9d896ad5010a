import {
  DEFAULT_OVERLAY_OPACITY,
  HEAT_MAP_DEFAULT_COLORS,
  LIVE_EVENTS,
  heatMapColor,
  messages,
  overlayMessages,
  reportMessages,
} from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { images, sensors } from '../../db/schema.js';
import { encodePng } from '../../demo/demoFloorPlan.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  insertTestLibrary,
  onboardedTestSite,
  signedInAdmin,
  signedInAs,
} from '../../testing/telemetryFixtures.js';
import { createUser } from '../admin/admin.service.js';

const OVERLAY_VIEW = `id name customerID image imageID height width x y rotation canUpdate
  canDelete canShare heatMaps { id colorA colorB colorC valueA valueC }
  overlays { id kind size x y open opacity backgroundColor heatMapColor heatMapID status
    statusColor data { __typename
      ... on Sensor { id name unit greenTo yellowTo redTo states reading { value } }
      ... on OverlayViewLink { viewID name viewType warnings errors disconnected battery }
      ... on OverlayLink { name url } } }`;
const ADD = `mutation($n: String!, $i: String!, $h: Float!, $w: Float!, $c: ID!) {
  addOverlayView(name: $n, image: $i, height: $h, width: $w, customerID: $c) { ${OVERLAY_VIEW} } }`;
const GET = `query($v: ID!, $c: ID) { overlayView(viewID: $v, customerID: $c) { ${OVERLAY_VIEW} } }`;
const IMAGE = `mutation($v: ID!, $i: String!, $c: ID!) {
  updateOverlayImage(viewID: $v, image: $i, customerID: $c) { imageID image } }`;
const UPDATE = `mutation($v: ID!, $c: ID!, $n: String, $h: Float, $w: Float, $x: Float, $r: Float) {
  updateOverlayView(viewID: $v, customerID: $c, name: $n, height: $h, width: $w, x: $x,
    rotation: $r) { name height width x rotation } }`;
const BY_TOKEN = `query($v: ID!, $c: ID, $tk: String) {
  overlayView(viewID: $v, customerID: $c, token: $tk) { ${OVERLAY_VIEW} } }`;
const CREATE_LINK = `mutation($v: ID!, $c: ID!) { createShareLink(viewID: $v, customerID: $c) {
  id token } }`;
const SAVE = `mutation($v: ID!, $c: ID!, $o: [OverlayInput!]!, $m: [HeatMapInput!]!) {
  saveOverlays(viewID: $v, customerID: $c, overlays: $o, heatMaps: $m) { ${OVERLAY_VIEW} } }`;

interface OverlayItem {
  id: string;
  kind: string;
  x: number;
  opacity: number;
  heatMapID: string | null;
  heatMapColor: string | null;
  status: string | null;
  statusColor: string | null;
  data: Record<string, unknown> | null;
}
interface OverlayViewItem {
  id: string;
  name: string;
  image: string;
  imageID: string;
  canUpdate: boolean;
  canDelete: boolean;
  canShare: boolean;
  heatMaps: { id: string; colorA: string; colorB: string; colorC: string }[];
  overlays: OverlayItem[];
}

describe.each(await availableDatabases())('overlay views on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  type Session = ReturnType<typeof browserSession>;
  let admin: Session;
  let viewer: Session;
  let outsider: Session;
  let customerId: string;
  let imageId: string;
  let secondImageId: string;
  let otherImageId: string;
  let temperature: number;
  let door: number;
  let dashboardId: string;

  const signIn = (email: string) => signedInAs(server.app, email);
  /** An image of the customer, with bytes to serve: a 2 × 2 grey PNG. */
  const addImage = async (owner: number) => {
    const id = randomUUID();
    const bytes = encodePng(2, 2, () => [128, 128, 128]);
    await handle.db.insert(images).values({
      id,
      customerId: owner,
      filename: 'floor.png',
      contentType: 'image/png',
      size: bytes.length,
      bytes,
    });
    return id;
  };
  const add = async (session: Session, name: string, image = imageId, c = customerId) =>
    session.gql<{ addOverlayView: OverlayViewItem }>(ADD, { n: name, i: image, h: 600, w: 800, c });
  const added = async (name: string) => {
    const { body } = await add(admin, name);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.addOverlayView;
  };
  const save = (session: Session, v: string, o: unknown[], m: unknown[] = []) =>
    session.gql<{ saveOverlays: OverlayViewItem }>(SAVE, { v, c: customerId, o, m });
  const saved = async (v: string, o: unknown[], m: unknown[] = []) => {
    const { body } = await save(admin, v, o, m);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.saveOverlays;
  };
  const counts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      handle.db,
      sql`select (select count(*)::int from views) as views,
        (select count(*)::int from overlay_views) as overlay_views,
        (select count(*)::int from overlays) as overlays,
        (select count(*)::int from heat_maps) as heat_maps`,
    );
    return row!;
  };
  const errorOf = (body: { errors?: readonly { message: string }[] }) => body.errors?.[0]?.message;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    const customer = await demoCustomerId(handle.db);
    customerId = String(customer);
    await createUser(handle.db, {
      email: 'outsider@other.test',
      password: DEMO_PASSWORD,
      customerName: 'Other Co',
      roles: ['mc'],
    });
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    viewer = await signIn('viewer@vigil.demo');
    outsider = await signIn('outsider@other.test');
    const library = await insertTestLibrary(handle.db, customer);
    const site = await onboardedTestSite(server.app, admin, customer, library, 'Floor site');
    temperature = site.temperature;
    door = site.door;
    imageId = await addImage(customer);
    secondImageId = await addImage(customer);
    const me = await outsider.gql<{ me: { customer: { id: string } } }>(
      '{ me { customer { id } } }',
    );
    const otherCustomer = Number(me.body.data!.me.customer.id);
    otherImageId = await addImage(otherCustomer);
    const { body } = await admin.gql<{ newView: { id: string } }>(
      'mutation($c: ID!) { newView(name: "Plain dashboard", customerID: $c) { id } }',
      { c: customerId },
    );
    dashboardId = body.data!.newView.id;
  });

  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.app.close();
    await handle?.close();
  });

  it('adds an overlay view on an image of the customer, as a view of type overlay', async () => {
    const view = await added('Ground floor');
    expect(view).toMatchObject({
      name: 'Ground floor',
      imageID: imageId,
      image: `/files/images/${imageId}`,
      canUpdate: true,
      canDelete: true,
      canShare: true,
      overlays: [],
      heatMaps: [],
    });
    const { body } = await admin.gql<{ view: { viewType: string } }>(
      'query($v: ID) { view(viewID: $v) { viewType } }',
      { v: view.id },
    );
    expect(body.data!.view.viewType).toBe('overlay');
    const byUrl = await add(admin, 'By URL', `/files/images/${secondImageId}`);
    expect(byUrl.body.data!.addOverlayView.imageID).toBe(secondImageId);
  });

  it('refuses a taken name, a bad size, another customer’s image and other customers', async () => {
    await added('Taken floor');
    const before = await counts();
    expect(errorOf((await add(admin, 'taken FLOOR')).body)).toBe(
      messages.newViewNameTaken('taken FLOOR'),
    );
    const bad = await admin.gql(ADD, { n: 'Flat', i: imageId, h: 0, w: 800, c: customerId });
    expect(errorOf(bad.body)).toBe(messages.unableToUpdate);
    expect(errorOf((await add(admin, 'Stolen', otherImageId)).body)).toBe(messages.noAccess);
    expect(errorOf((await add(admin, 'Missing', randomUUID())).body)).toBe(messages.noAccess);
    expect(errorOf((await add(outsider, 'Intruder')).body)).toBe(messages.noAccess);
    expect(await counts()).toEqual(before);
  });

  it('keeps newView from making an overlay view without an image', async () => {
    const { body } = await admin.gql(
      'mutation($c: ID!) { newView(name: "No image", customerID: $c, viewType: "overlay") { id } }',
      { c: customerId },
    );
    expect(errorOf(body)).toBe(messages.invalidChoice);
  });

  it('reads an overlay view only for those who may read the view', async () => {
    const view = await added('Read floor');
    const get = async (session: Session, c?: string) =>
      (await session.gql<{ overlayView: OverlayViewItem | null }>(GET, { v: view.id, c })).body;
    expect((await get(admin, customerId)).data!.overlayView!.id).toBe(view.id);
    // The read-only user was given no right on it; outsiders see nothing either.
    expect((await get(viewer)).data!.overlayView).toBeNull();
    expect((await get(outsider)).data!.overlayView).toBeNull();
    expect(errorOf(await get(outsider, customerId))).toBe(messages.noAccess);
    // A dashboard is no overlay view.
    const dashboard = await admin.gql<{ overlayView: unknown }>(GET, { v: dashboardId });
    expect(dashboard.body.data!.overlayView).toBeNull();
  });

  it('updates the image, name and size; refuses what cannot be updated', async () => {
    const view = await added('Update floor');
    const image = await admin.gql<{ updateOverlayImage: { imageID: string } }>(IMAGE, {
      v: view.id,
      i: secondImageId,
      c: customerId,
    });
    expect(image.body.data!.updateOverlayImage.imageID).toBe(secondImageId);
    const updated = await admin.gql<{ updateOverlayView: unknown }>(UPDATE, {
      v: view.id,
      c: customerId,
      n: 'Upper floor',
      h: 300,
      w: 400,
      x: 12,
      r: 90,
    });
    expect(updated.body.data!.updateOverlayView).toEqual({
      name: 'Upper floor',
      height: 300,
      width: 400,
      x: 12,
      rotation: 90,
    });
    await added('Other floor');
    const taken = await admin.gql(UPDATE, { v: view.id, c: customerId, n: 'other floor' });
    expect(errorOf(taken.body)).toBe(messages.renameViewNameTaken('other floor'));
    const flat = await admin.gql(UPDATE, { v: view.id, c: customerId, w: -1 });
    expect(errorOf(flat.body)).toBe(messages.unableToUpdate);
    const notOverlay = await admin.gql(UPDATE, { v: dashboardId, c: customerId, n: 'Renamed' });
    expect(errorOf(notOverlay.body)).toBe(messages.unableToUpdate);
    const noImage = await admin.gql(IMAGE, { v: dashboardId, i: imageId, c: customerId });
    expect(errorOf(noImage.body)).toBe(messages.unableToUpdate);
    const stolen = await admin.gql(IMAGE, { v: view.id, i: otherImageId, c: customerId });
    expect(errorOf(stolen.body)).toBe(messages.noAccess);
    const outsiders = await outsider.gql(UPDATE, { v: view.id, c: customerId, n: 'Mine' });
    expect(errorOf(outsiders.body)).toBe(messages.noAccess);
  });

  it('refuses changes by a user who reads the view without the update right', async () => {
    const view = await added('Shared floor');
    const [viewerRow] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from users where email = 'viewer@vigil.demo'`,
    );
    await handle.db.execute(sql`insert into view_users (view_id, user_id, can_read)
      values (${Number(view.id)}, ${viewerRow!.id}, true)`);
    const read = await viewer.gql<{ overlayView: OverlayViewItem }>(GET, { v: view.id });
    expect(read.body.data!.overlayView).toMatchObject({ canUpdate: false, canDelete: false });
    const before = await counts();
    for (const [document, variables] of [
      [UPDATE, { v: view.id, c: customerId, n: 'Viewer floor' }],
      [IMAGE, { v: view.id, i: secondImageId, c: customerId }],
      [SAVE, { v: view.id, c: customerId, o: [], m: [{ valueA: 1, valueC: 2 }] }],
    ] as const) {
      const { body } = await viewer.gql(document, variables);
      expect(errorOf(body)).toBe(messages.insufficientPrivileges);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps the view of a view overlay an editor may not read when saved without it', async () => {
    const view = await added('Kept floor');
    const first = await saved(view.id, [
      { kind: 'view', viewID: dashboardId, size: 9, x: 1, y: 1 },
    ]);
    const [viewerRow] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from users where email = 'viewer@vigil.demo'`,
    );
    await handle.db.execute(sql`insert into view_users (view_id, user_id, can_read, can_update)
      values (${Number(view.id)}, ${viewerRow!.id}, true, true)`);
    const read = await viewer.gql<{ overlayView: OverlayViewItem }>(GET, { v: view.id });
    const [overlay] = read.body.data!.overlayView.overlays;
    expect(overlay).toMatchObject({ kind: 'view', data: null });
    const moved = await viewer.gql<{ saveOverlays: OverlayViewItem }>(SAVE, {
      v: view.id,
      c: customerId,
      o: [{ id: overlay!.id, kind: 'view', size: 9, x: 70, y: 1 }],
      m: [],
    });
    expect(moved.body.errors).toBeUndefined();
    const after = await admin.gql<{ overlayView: OverlayViewItem }>(GET, { v: view.id });
    expect(after.body.data!.overlayView.overlays).toMatchObject([
      { id: first.overlays[0]!.id, x: 70, data: { viewID: dashboardId } },
    ]);
    // Naming that view is reading it: refused. A new view overlay must name its view.
    for (const o of [
      { id: overlay!.id, kind: 'view', viewID: dashboardId, size: 9, x: 1, y: 1 },
      { kind: 'view', size: 9, x: 1, y: 1 },
    ]) {
      const { body } = await viewer.gql(SAVE, { v: view.id, c: customerId, o: [o], m: [] });
      expect(errorOf(body)).toBe(o.id ? messages.noAccess : messages.unableToUpdate);
    }
  });

  it('saves overlays sorted by x descending, with sensor, view and link data', async () => {
    const view = await added('Saved floor');
    await handle.db.execute(sql`update sensors set latest_value = 25, latest_at = now(),
      disconnected = false, green_to = 20, yellow_to = 30 where id = ${temperature}`);
    const result = await saved(view.id, [
      { kind: 'link', name: 'Manual', url: 'https://example.test/manual', size: 10, x: 5, y: 1 },
      { kind: 'sensor', sensorID: String(temperature), size: 20, x: 50, y: 2, opacity: 40 },
      { kind: 'view', viewID: dashboardId, size: 30, x: 20, y: 3, backgroundColor: '#fff' },
    ]);
    expect(result.overlays.map((o) => [o.kind, o.x])).toEqual([
      ['sensor', 50],
      ['view', 20],
      ['link', 5],
    ]);
    const [sensor, target, link] = result.overlays;
    expect(sensor).toMatchObject({ opacity: 40, status: 'warning', statusColor: '#fbc02d' });
    expect(sensor!.data).toMatchObject({ __typename: 'Sensor', id: String(temperature) });
    expect((sensor!.data as { reading: { value: number } }).reading.value).toBe(25);
    expect(target!.data).toMatchObject({
      __typename: 'OverlayViewLink',
      viewID: dashboardId,
      name: 'Plain dashboard',
      viewType: 'dashboard',
      errors: 0,
      battery: null,
    });
    expect(target!.status).toBe('ok');
    expect(link!.data).toEqual({
      __typename: 'OverlayLink',
      name: 'Manual',
      url: 'https://example.test/manual',
    });
    // New overlays without an opacity took the default, there being no overlay before.
    expect([target!.opacity, link!.opacity]).toEqual([90, 90]);

    // A new overlay copies the first existing overlay's opacity (the sensor's, at x 50).
    const next = await saved(view.id, [
      ...result.overlays.map((o) => ({ id: o.id, ...inputOf(o) })),
      { kind: 'sensor', sensorID: String(door), size: 5, x: 100, y: 0 },
    ]);
    expect(next.overlays.map((o) => [o.kind, o.x, o.opacity])).toEqual([
      ['sensor', 100, 40],
      ['sensor', 50, 40],
      ['view', 20, 90],
      ['link', 5, 90],
    ]);
    // Existing overlays keep their ids; one left out is deleted.
    expect(next.overlays.slice(1).map((o) => o.id)).toEqual(result.overlays.map((o) => o.id));
    const fewer = await saved(view.id, [
      { id: next.overlays[1]!.id, ...inputOf(next.overlays[1]!) },
    ]);
    expect(fewer.overlays.map((o) => o.id)).toEqual([next.overlays[1]!.id]);
    expect(DEFAULT_OVERLAY_OPACITY).toBe(90);

    function inputOf(o: OverlayItem) {
      const data = o.data as Record<string, string>;
      return {
        kind: o.kind,
        size: 10,
        x: o.x,
        y: 0,
        ...(o.kind === 'sensor' ? { sensorID: data.id } : {}),
        ...(o.kind === 'view' ? { viewID: data.viewID } : {}),
        ...(o.kind === 'link' ? { url: data.url, name: data.name } : {}),
      };
    }
  });

  it('adds, changes and deletes heat maps, colouring sensor overlays from the reading', async () => {
    const view = await added('Heat floor');
    await handle.db.execute(sql`update sensors set latest_value = 25, latest_at = now(),
      disconnected = false where id = ${temperature}`);
    const first = await saved(
      view.id,
      [{ kind: 'sensor', sensorID: String(temperature), size: 10, x: 1, y: 1, heatMap: 1 }],
      [
        { valueA: 0, valueC: 100 },
        { valueA: 20, valueC: 30, colorA: '#000000', colorB: '#808080', colorC: '#ffffff' },
      ],
    );
    expect(first.heatMaps.map(({ colorA, colorB, colorC }) => [colorA, colorB, colorC])).toEqual([
      Object.values(HEAT_MAP_DEFAULT_COLORS),
      ['#000000', '#808080', '#ffffff'],
    ]);
    const [, scale] = first.heatMaps;
    expect(first.overlays[0]).toMatchObject({
      heatMapID: scale!.id,
      heatMapColor: heatMapColor(25, {
        valueA: 20,
        valueC: 30,
        colorA: '#000000',
        colorB: '#808080',
        colorC: '#ffffff',
      }),
    });
    // The first map changes, the second is deleted and a new one is added.
    const second = await saved(
      view.id,
      [
        {
          id: first.overlays[0]!.id,
          kind: 'sensor',
          sensorID: String(temperature),
          size: 10,
          x: 1,
          y: 1,
          heatMap: 0,
        },
      ],
      [
        { id: first.heatMaps[0]!.id, valueA: 0, valueC: 50 },
        { valueA: 1, valueC: 2 },
      ],
    );
    expect(second.heatMaps.map((m) => m.id)).toContain(first.heatMaps[0]!.id);
    expect(second.heatMaps.map((m) => m.id)).not.toContain(scale!.id);
    expect(second.heatMaps).toHaveLength(2);
    expect(second.overlays[0]).toMatchObject({
      heatMapID: first.heatMaps[0]!.id,
      heatMapColor: heatMapColor(25, { valueA: 0, valueC: 50 }),
    });
  });

  it('writes nothing on bad input, another customer’s sensor or another view’s rows', async () => {
    const view = await added('Strict floor');
    const kept = await saved(
      view.id,
      [{ kind: 'link', url: '/views', size: 1, x: 1, y: 1 }],
      [{ valueA: 0, valueC: 1 }],
    );
    const other = await added('Other strict floor');
    const otherSaved = await saved(other.id, [
      { kind: 'link', url: '/views', size: 1, x: 1, y: 1 },
    ]);
    const before = await counts();
    const refusals: [unknown[], unknown[], string][] = [
      [
        [{ kind: 'link', url: 'javascript:alert(1)', size: 1, x: 1, y: 1 }],
        [],
        messages.unableToUpdate,
      ],
      [[{ kind: 'widget', size: 1, x: 1, y: 1 }], [], messages.invalidChoice],
      [[{ kind: 'sensor', size: 1, x: 1, y: 1 }], [], messages.unableToUpdate],
      [
        [{ kind: 'link', url: '/a', size: 1, x: 1, y: 1, opacity: 101 }],
        [],
        messages.unableToUpdate,
      ],
      [[{ kind: 'link', url: '/a', size: 1, x: 1, y: 1, heatMap: 3 }], [], messages.unableToUpdate],
      [[], [{ valueA: 0, valueC: 1, colorA: 'red' }], messages.unableToUpdate],
      [
        [{ id: otherSaved.overlays[0]!.id, kind: 'link', url: '/a', size: 1, x: 1, y: 1 }],
        [],
        messages.noAccess,
      ],
      [[], [{ id: '999999', valueA: 0, valueC: 1 }], messages.noAccess],
      [[{ kind: 'view', viewID: '999999', size: 1, x: 1, y: 1 }], [], messages.noAccess],
    ];
    for (const [o, m, message] of refusals) {
      expect(errorOf((await save(admin, view.id, o, m)).body), JSON.stringify(o)).toBe(message);
    }
    expect(await counts()).toEqual(before);
    const after = await admin.gql<{ overlayView: OverlayViewItem }>(GET, { v: view.id });
    expect(after.body.data!.overlayView.overlays.map((o) => o.id)).toEqual(
      kept.overlays.map((o) => o.id),
    );
    expect(errorOf((await save(outsider, view.id, [], [])).body)).toBe(messages.noAccess);
  });

  it('deletes the overlays and heat maps with the view, and keeps the image in use', async () => {
    const view = await added('Doomed floor');
    await saved(
      view.id,
      [{ kind: 'sensor', sensorID: String(temperature), size: 1, x: 1, y: 1, heatMap: 0 }],
      [{ valueA: 0, valueC: 1 }],
    );
    const rowsOf = async () =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`select ((select count(*) from overlay_views where view_id = ${Number(view.id)})
            + (select count(*) from overlays where view_id = ${Number(view.id)})
            + (select count(*) from heat_maps where view_id = ${Number(view.id)}))::int as n`,
        )
      )[0]!.n;
    expect(await rowsOf()).toBe(3);
    const { body } = await admin.gql<{ deleteView: boolean }>(
      'mutation($id: ID!, $c: ID!) { deleteView(id: $id, customerID: $c) }',
      { id: view.id, c: customerId },
    );
    expect(body.data!.deleteView).toBe(true);
    expect(await rowsOf()).toBe(0);
    const [still] = await handle.db.select().from(images).where(eq(images.id, imageId));
    expect(still).toBeDefined();
    const [sensor] = await handle.db.select().from(sensors).where(eq(sensors.id, temperature));
    expect(sensor).toBeDefined();
  });

  describe('through a share link', () => {
    let view: OverlayViewItem;
    let link: { id: string; token: string };

    beforeAll(async () => {
      view = await added('Linked floor');
      await handle.db.execute(sql`update sensors set latest_value = 25, latest_at = now(),
        disconnected = false, green_to = 20, yellow_to = 30 where id = ${temperature}`);
      await saved(
        view.id,
        [
          { kind: 'sensor', sensorID: String(temperature), size: 20, x: 50, y: 2, heatMap: 0 },
          { kind: 'view', viewID: dashboardId, size: 30, x: 20, y: 3 },
          {
            kind: 'link',
            name: 'Manual',
            url: 'https://example.test/manual',
            size: 10,
            x: 5,
            y: 1,
          },
        ],
        [{ valueA: 0, valueC: 50 }],
      );
      const { body } = await admin.gql<{ createShareLink: typeof link }>(CREATE_LINK, {
        v: view.id,
        c: customerId,
      });
      link = body.data!.createShareLink;
    });

    const byToken = async (session: Session, v: string, tk: string, c?: string) =>
      (await session.gql<{ overlayView: OverlayViewItem | null }>(BY_TOKEN, { v, c, tk })).body;

    it('opens its overlay view read-only, signed out or as anyone, its image by the link', async () => {
      for (const session of [browserSession(server.app), viewer, outsider]) {
        const { data, errors } = await byToken(session, view.id, link.token);
        expect(errors).toBeUndefined();
        const shared = data!.overlayView!;
        expect(shared).toMatchObject({
          id: view.id,
          name: 'Linked floor',
          image: `/files/images/${imageId}?link=${link.id}`,
          canUpdate: false,
          canDelete: false,
          canShare: false,
        });
        expect(shared.heatMaps).toHaveLength(1);
        const [sensor, target, linked] = shared.overlays;
        expect(sensor).toMatchObject({
          status: 'warning',
          heatMapColor: heatMapColor(25, { valueA: 0, valueC: 50 }),
          data: { __typename: 'Sensor', id: String(temperature), reading: { value: 25 } },
        });
        // The link reaches its own view: the dashboard a view overlay names stays unread.
        expect(target).toMatchObject({ kind: 'view', data: null });
        expect(linked!.data).toEqual({
          __typename: 'OverlayLink',
          name: 'Manual',
          url: 'https://example.test/manual',
        });
      }
      const image = await server.app.inject({ method: 'GET', url: `/files/images/${imageId}` });
      expect(image.statusCode).toBe(404);
      const shared = await server.app.inject({
        method: 'GET',
        url: `/files/images/${imageId}?link=${link.id}`,
      });
      expect(shared.statusCode).toBe(200);
      expect(shared.headers['content-type']).toBe('image/png');
      // Another image of the customer is not the link's to show.
      const other = await server.app.inject({
        method: 'GET',
        url: `/files/images/${secondImageId}?link=${link.id}`,
      });
      expect(other.statusCode).toBe(404);
    });

    it('opens nothing else: other views, other customers, a revoked link', async () => {
      const anonymous = browserSession(server.app);
      const other = await added('Unlinked floor');
      expect((await byToken(anonymous, other.id, link.token)).data!.overlayView).toBeNull();
      expect((await byToken(anonymous, dashboardId, link.token)).data!.overlayView).toBeNull();
      const me = await outsider.gql<{ me: { customer: { id: string } } }>(
        '{ me { customer { id } } }',
      );
      const elsewhere = await byToken(anonymous, view.id, link.token, me.body.data!.me.customer.id);
      expect(errorOf(elsewhere)).toBe(messages.noAccess);
      // Without the token a signed-out visitor gets nothing.
      const { body } = await anonymous.gql<{ overlayView: unknown }>(GET, { v: view.id });
      expect(errorOf(body)).toBe(messages.mustBeLoggedIn);

      const { body: made } = await admin.gql<{ createShareLink: typeof link }>(CREATE_LINK, {
        v: view.id,
        c: customerId,
      });
      const revoked = made.data!.createShareLink;
      await admin.gql('mutation($id: ID!, $c: ID!) { revokeShareLink(id: $id, customerID: $c) }', {
        id: revoked.id,
        c: customerId,
      });
      expect(errorOf(await byToken(anonymous, view.id, revoked.token))).toBe(messages.invalidToken);
      const image = await server.app.inject({
        method: 'GET',
        url: `/files/images/${imageId}?link=${revoked.id}`,
      });
      expect(image.statusCode).toBe(404);
    });

    it('lets its live feed join the overlay view’s sensors, and no other', async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
      const socket = connect(url, {
        transports: ['websocket'],
        reconnection: false,
        auth: { shareToken: link.token },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const joined = await socket.emitWithAck(LIVE_EVENTS.join, [
        { type: 'view', id: view.id },
        { type: 'sensor', id: String(temperature) },
        { type: 'sensor', id: String(door) },
        { type: 'view', id: dashboardId },
        { type: 'customer', id: customerId },
      ]);
      expect(joined).toEqual([`view:${view.id}`, `sensor:${temperature}`]);
    });
  });

  it('refuses widgets, templates and reports on an overlay view, writing nothing', async () => {
    const view = await added('Not a dashboard');
    const before = await counts();
    const widget = await admin.gql(
      `mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }`,
      { v: view.id, w: { type: 'TEXT', name: 'Note', notes: 'x' } },
    );
    expect(errorOf(widget.body)).toBe(overlayMessages.noWidgets);
    const template = await admin.gql(
      `mutation($v: ID!, $c: ID!) { newTemplate(viewID: $v, name: "From a plan", customerID: $c,
        equipmentNames: []) { id } }`,
      { v: view.id, c: customerId },
    );
    expect(errorOf(template.body)).toBe(overlayMessages.noTemplate);
    const now = Date.now();
    const report = await admin.gql(
      `query($v: ID!, $c: ID!, $s: Float!, $e: Float!) { report(viewID: $v, customerID: $c,
        reportRange: DAY, startDate: $s, endDate: $e, timezoneOffset: 0) { reportUrl } }`,
      { v: view.id, c: customerId, s: now - 86_400_000, e: now },
    );
    expect(errorOf(report.body)).toBe(reportMessages.notDashboard);
    expect(await counts()).toEqual(before);
    const [widgets] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from widgets where view_id = ${Number(view.id)}`,
    );
    expect(widgets!.n).toBe(0);
  });

  it('lists an opened overlay view among the recent views of Home', async () => {
    const view = await added('Recently opened plan');
    const { body } = await admin.gql(GET, { v: view.id, c: customerId });
    expect(body.errors).toBeUndefined();
    const recent = await admin.gql<{ recentViews: { id: string; viewType: string }[] }>(
      'query($c: ID) { recentViews(customerID: $c, limit: 5) { id viewType } }',
      { c: customerId },
    );
    expect(recent.body.data!.recentViews[0]).toEqual({ id: view.id, viewType: 'overlay' });
  });
});
