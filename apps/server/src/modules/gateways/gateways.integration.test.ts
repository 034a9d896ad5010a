import { PERMISSION_CODES, messages, type LiveGatewayStatus } from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { networks, views } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { createUser } from '../admin/admin.service.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';
import { hashGatewayToken } from './gatewayToken.js';

const NETWORK = 'id name customerID pollInterval externalID slave listenTriggered disconnected';
const REGISTER = `mutation($c: ID!, $n: String!, $p: Int, $x: String) {
  registerGateway(customerID: $c, name: $n, pollInterval: $p, externalID: $x) { id name token } }`;
const UPDATE = `mutation($g: ID!, $c: ID, $n: String, $p: Int) {
  updateGateway(gatewayID: $g, customerID: $c, name: $n, pollInterval: $p) { ${NETWORK} } }`;
const ROTATE = `mutation($g: ID!, $c: ID) {
  rotateGatewayToken(gatewayID: $g, customerID: $c) { id name token } }`;
const DELETE = `mutation($g: ID!, $c: ID) { deleteGateway(gatewayID: $g, customerID: $c) }`;
const GATEWAYS = `query($c: ID, $f: GatewayFilters) {
  gateways(customerID: $c, filters: $f) { ${NETWORK} } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib, description: $d,
    protocol: "Modbus") { id } }`;

type Registered = { id: string; name: string; token: string };

describe.each(await availableDatabases())('managing gateways on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: string;
  let foreignCustomerId: string;
  let library: string;
  const cookies = { admin: '', viewer: '', foreign: '' };

  async function cookieOf(email: string) {
    const session = browserSession(server.app);
    await session.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: email, p: DEMO_PASSWORD },
    );
    return session.cookie!;
  }

  async function gql<T = Record<string, unknown>>(
    cookie: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query, variables },
    });
    return response.json<{ data?: T | null; errors?: { message: string }[] }>();
  }

  async function register(name: string, variables: Record<string, unknown> = {}) {
    const reply = await gql<{ registerGateway: Registered }>(cookies.admin, REGISTER, {
      c: customerId,
      n: name,
      ...variables,
    });
    if (!reply.data?.registerGateway) throw new Error(JSON.stringify(reply.errors));
    return reply.data.registerGateway;
  }

  /** Every gateway row, as the database holds it. */
  const gatewayRows = () =>
    handle.db
      .select({
        id: networks.id,
        name: networks.name,
        pollInterval: networks.pollInterval,
        tokenHash: networks.tokenHash,
        externalId: networks.externalId,
      })
      .from(networks)
      .orderBy(networks.id);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = String(await insertTestLibrary(handle.db, Number(customerId)));
    await createUser(handle.db, {
      email: 'other@foreign.test',
      password: DEMO_PASSWORD,
      customerName: 'Foreign Co',
      roles: [...PERMISSION_CODES],
    });
    server = await testApp(handle.db);
    cookies.admin = (await signedInAdmin(server.app)).cookie!;
    cookies.viewer = await cookieOf('viewer@vigil.demo');
    cookies.foreign = await cookieOf('other@foreign.test');
    foreignCustomerId = (
      await gql<{ me: { customer: { id: string } } }>(cookies.foreign, '{ me { customer { id } } }')
    ).data!.me.customer.id;
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('registerGateway with the appliance id', () => {
    it('keeps the id and refuses a second gateway for one appliance, whichever customer asks', async () => {
      const first = await register('Appliance A', { x: ' VG-1000-0042 ' });
      const listed = await gql<{ gateways: { externalID: string | null }[] }>(
        cookies.admin,
        `query($c: ID) { gateways(customerID: $c, query: "Appliance A") { externalID } }`,
        { c: customerId },
      );
      expect(listed.data!.gateways).toEqual([{ externalID: 'VG-1000-0042' }]);
      expect(first.token).toMatch(/^[\w-]{43}$/);

      const before = await gatewayRows();
      for (const [cookie, customer] of [
        [cookies.admin, customerId],
        [cookies.foreign, foreignCustomerId],
      ] as const) {
        const again = await gql(cookie, REGISTER, {
          c: customer,
          n: 'Appliance again',
          x: 'VG-1000-0042',
        });
        expect(again.errors?.[0]?.message).toBe(messages.gatewayRegistered);
        expect(again.data).toBeNull();
      }
      expect(await gatewayRows()).toEqual(before);
      // Without an appliance id there is nothing to collide.
      await register('No appliance 1', { x: '' });
      await register('No appliance 2');
    });

    it.each([
      [{ n: 'Long id', x: 'S'.repeat(101) }, messages.tooLong(100)],
      [{ n: 'Appliance A' }, messages.gatewayNameTaken('Appliance A')],
    ])('refuses %j with its message and writes nothing', async (variables, message) => {
      const before = await gatewayRows();
      const reply = await gql(cookies.admin, REGISTER, { c: customerId, ...variables });
      expect(reply.errors?.[0]?.message).toBe(message);
      expect(await gatewayRows()).toEqual(before);
    });
  });

  describe('updateGateway', () => {
    let site: Registered;
    beforeAll(async () => {
      site = await register('Update site', { p: 60 });
      await register('Taken name');
    });

    it('renames a gateway and changes its poll interval; the agent gets it at its next check-in', async () => {
      const published: LiveGatewayStatus[] = [];
      vi.spyOn(server.live, 'publishGatewayStatus').mockImplementation((event) => {
        published.push(event);
      });
      const agent = gatewayClient(server.app, site.id, site.token);
      expect((await agent.checkin()).json()).toMatchObject({ pollInterval: 60 });

      const reply = await gql(cookies.admin, UPDATE, {
        g: site.id,
        c: customerId,
        n: '  Updated site ',
        p: 300,
      });
      expect(reply).toEqual({
        data: {
          updateGateway: {
            id: site.id,
            name: 'Updated site',
            customerID: customerId,
            pollInterval: 300,
            externalID: null,
            slave: false,
            listenTriggered: false,
            disconnected: false,
          },
        },
      });
      expect(published.at(-1)).toMatchObject({
        gatewayID: site.id,
        disconnected: false,
        pollInterval: 300,
      });
      expect((await agent.checkin()).json()).toMatchObject({ pollInterval: 300 });
      expect((await agent.config()).json()).toMatchObject({
        gateway: { name: 'Updated site', pollInterval: 300 },
      });

      // Only the name: the interval stays, and nothing is pushed for it.
      const count = published.length;
      const renamed = await gql<{ updateGateway: { name: string; pollInterval: number } }>(
        cookies.admin,
        UPDATE,
        { g: site.id, n: 'UPDATED SITE' },
      );
      expect(renamed.data!.updateGateway).toMatchObject({
        name: 'UPDATED SITE',
        pollInterval: 300,
      });
      expect(published).toHaveLength(count);
    });

    it.each<[string, () => [string, Record<string, unknown>], string]>([
      [
        'a name another gateway has',
        () => [cookies.admin, { g: site.id, n: 'taken NAME' }],
        messages.gatewayNameTaken('taken NAME'),
      ],
      ['an empty name', () => [cookies.admin, { g: site.id, n: ' ' }], messages.required],
      [
        'a poll interval too short',
        () => [cookies.admin, { g: site.id, p: 4 }],
        messages.pollIntervalRange(5, 86_400),
      ],
      [
        'a poll interval too long',
        () => [cookies.admin, { g: site.id, p: 86_401 }],
        messages.pollIntervalRange(5, 86_400),
      ],
      [
        'a read-only user',
        () => [cookies.viewer, { g: site.id, n: 'Mine now' }],
        messages.mustManageGateways,
      ],
      [
        'another customer’s user',
        () => [cookies.foreign, { g: site.id, n: 'Mine now' }],
        messages.noAccess,
      ],
      [
        'the gateway named under another customer',
        () => [cookies.admin, { g: site.id, c: foreignCustomerId, n: 'Mine now' }],
        messages.noAccess,
      ],
      [
        'a gateway that is not there',
        () => [cookies.admin, { g: '99999999', n: 'Mine now' }],
        messages.noAccess,
      ],
    ])('refuses %s with its message and changes nothing', async (_case, args, message) => {
      const [cookie, variables] = args();
      const before = await gatewayRows();
      const reply = await gql(cookie, UPDATE, variables);
      expect(reply.errors?.[0]?.message).toBe(message);
      expect(reply.data).toBeNull();
      expect(await gatewayRows()).toEqual(before);
    });
  });

  describe('rotateGatewayToken', () => {
    it('returns a new token once; the old one is refused at once, even just after it was used', async () => {
      const site = await register('Rotate site');
      const old = gatewayClient(server.app, site.id, site.token);
      expect((await old.checkin()).statusCode).toBe(200);
      expect((await old.config()).statusCode).toBe(200);
      const closed = vi.spyOn(server.live, 'disconnectGateway');

      const reply = await gql<{ rotateGatewayToken: Registered }>(cookies.admin, ROTATE, {
        g: site.id,
        c: customerId,
      });
      const rotated = reply.data!.rotateGatewayToken;
      expect(rotated).toMatchObject({ id: site.id, name: 'Rotate site' });
      expect(rotated.token).toMatch(/^[\w-]{43}$/);
      expect(rotated.token).not.toBe(site.token);
      expect(closed).toHaveBeenCalledWith(Number(site.id));

      for (const refused of [old.checkin(), old.config(), old.readings({ batches: [] })]) {
        expect((await refused).statusCode).toBe(401);
      }
      const fresh = gatewayClient(server.app, site.id, rotated.token);
      expect((await fresh.checkin()).statusCode).toBe(200);
      // Only the hash is kept.
      const [row] = await handle.db
        .select({ tokenHash: networks.tokenHash })
        .from(networks)
        .where(eq(networks.id, Number(site.id)));
      expect(row!.tokenHash).toBe(hashGatewayToken(rotated.token));
      const listed = await gql(cookies.admin, GATEWAYS, { c: customerId });
      expect(JSON.stringify(listed)).not.toContain(rotated.token);
    });

    it.each<[string, () => string, () => Record<string, unknown>, string]>([
      ['a read-only user', () => cookies.viewer, () => ({}), messages.mustManageGateways],
      ['another customer’s user', () => cookies.foreign, () => ({}), messages.noAccess],
      [
        'the gateway named under another customer',
        () => cookies.admin,
        () => ({ c: foreignCustomerId }),
        messages.noAccess,
      ],
    ])('refuses %s, and the token keeps working', async (_case, cookie, extra, message) => {
      const site = await register(`Kept token ${_case}`);
      const before = await gatewayRows();
      const reply = await gql(cookie(), ROTATE, { g: site.id, ...extra() });
      expect(reply.errors?.[0]?.message).toBe(message);
      expect(reply.data).toBeNull();
      expect(await gatewayRows()).toEqual(before);
      expect((await gatewayClient(server.app, site.id, site.token).checkin()).statusCode).toBe(200);
    });
  });

  describe('deleteGateway', () => {
    /** A gateway with equipment, sensors, readings and rollups, a trap, a file and a view. */
    async function busySite(name: string) {
      const site = await register(name);
      const equipmentId = (
        await gql<{ onboardEquipment: { id: string } }>(cookies.admin, ONBOARD, {
          g: site.id,
          c: customerId,
          lib: library,
          ip: '10.7.0.1',
          d: `${name} PDU`,
        })
      ).data!.onboardEquipment.id;
      const agent = gatewayClient(server.app, site.id, site.token);
      const sensorIds = (await agent.config())
        .json<{ equipment: { points: { sensorId: number }[] }[] }>()
        .equipment.flatMap((e) => e.points.map((p) => p.sensorId));
      const now = Date.now();
      const posted = await agent.readings({
        batches: [{ seq: 1, readings: sensorIds.map((id) => [id, now - 5000, 21]) }],
      });
      expect(posted.statusCode).toBe(200);
      await server.ingest.rollups.run();
      const trap = await server.app.inject({
        method: 'POST',
        url: '/gateway/v1/traps',
        headers: { authorization: `Bearer ${site.token}`, 'x-vigil-gateway': site.id },
        payload: {
          traps: [{ equipmentIP: '10.7.0.1', oid: '1.3.6.1.4.1.1', value: 'x', receivedAt: now }],
        },
      });
      expect(trap.statusCode).toBe(200);
      const file = await server.app.inject({
        method: 'POST',
        url: `/files/equipment/${equipmentId}`,
        headers: { cookie: cookies.admin, 'content-type': 'text/plain', 'x-file-name': 'a.txt' },
        payload: 'site notes',
      });
      expect(file.statusCode).toBe(201);
      const [view] = await handle.db
        .insert(views)
        .values({
          customerId: Number(customerId),
          name: `${name} assets`,
          viewType: 'asset',
          equipmentIds: [Number(equipmentId)],
        })
        .returning({ id: views.id });
      return {
        site,
        equipmentId: Number(equipmentId),
        sensorIds,
        fullKey: file.json<{ fullKey: string }>().fullKey,
        viewId: view!.id,
      };
    }

    /** Rows left of a gateway, its equipment and sensors, table by table. */
    async function leftOf(gatewayId: number, equipmentId: number, sensorIds: number[]) {
      const list = `{${sensorIds.join(',')}}`;
      const [row] = await queryRows<Record<string, number>>(
        handle.db,
        sql`select
          (select count(*)::int from networks where id = ${gatewayId}) as networks,
          (select count(*)::int from equipment where network_id = ${gatewayId}) as equipment,
          (select count(*)::int from sensors where network_id = ${gatewayId}) as sensors,
          (select count(*)::int from readings where sensor_id = any(${list}::int[])) as readings,
          (select count(*)::int from readings_hourly where sensor_id = any(${list}::int[])) as hourly,
          (select count(*)::int from readings_daily where sensor_id = any(${list}::int[])) as daily,
          (select count(*)::int from snmp_traps where network_id = ${gatewayId}) as traps,
          (select count(*)::int from equipment_files where equipment_id = ${equipmentId}) as files,
          (select count(*)::int from equipment_logs where equipment_id = ${equipmentId}) as logs`,
      );
      return row;
    }

    it('deletes the gateway with its equipment, sensors, readings, traps and files', async () => {
      const busy = await busySite('Doomed site');
      const gatewayId = Number(busy.site.id);
      expect(await leftOf(gatewayId, busy.equipmentId, busy.sensorIds)).toEqual({
        networks: 1,
        equipment: 1,
        sensors: 2,
        readings: 2,
        hourly: 2,
        daily: 2,
        traps: 1,
        files: 1,
        logs: expect.any(Number),
      });
      expect(await server.files.open(busy.fullKey)).toBeDefined();
      const closed = vi.spyOn(server.live, 'disconnectGateway');

      const reply = await gql(cookies.admin, DELETE, { g: busy.site.id, c: customerId });
      expect(reply).toEqual({ data: { deleteGateway: true } });
      expect(await leftOf(gatewayId, busy.equipmentId, busy.sensorIds)).toEqual({
        networks: 0,
        equipment: 0,
        sensors: 0,
        readings: 0,
        hourly: 0,
        daily: 0,
        traps: 0,
        files: 0,
        logs: 0,
      });
      expect(await server.files.open(busy.fullKey)).toBeUndefined();
      const [view] = await handle.db
        .select({ equipmentIds: views.equipmentIds })
        .from(views)
        .where(eq(views.id, busy.viewId));
      expect(view!.equipmentIds).toEqual([]);
      expect(closed).toHaveBeenCalledWith(gatewayId);
      const agent = gatewayClient(server.app, busy.site.id, busy.site.token);
      expect((await agent.checkin()).statusCode).toBe(401);
      const again = await gql(cookies.admin, DELETE, { g: busy.site.id });
      expect(again.errors?.[0]?.message).toBe(messages.noAccess);
    });

    it.each<[string, () => string, () => Record<string, unknown>, string]>([
      ['a read-only user', () => cookies.viewer, () => ({}), messages.mustManageGateways],
      ['another customer’s user', () => cookies.foreign, () => ({}), messages.noAccess],
      [
        'the gateway named under another customer',
        () => cookies.admin,
        () => ({ c: foreignCustomerId }),
        messages.noAccess,
      ],
    ])('refuses %s and deletes nothing', async (_case, cookie, extra, message) => {
      const busy = await busySite(`Kept site ${_case}`);
      const gatewayId = Number(busy.site.id);
      const before = await leftOf(gatewayId, busy.equipmentId, busy.sensorIds);
      const reply = await gql(cookie(), DELETE, { g: busy.site.id, ...extra() });
      expect(reply.errors?.[0]?.message).toBe(message);
      expect(reply.data).toBeNull();
      expect(await leftOf(gatewayId, busy.equipmentId, busy.sensorIds)).toEqual(before);
      expect(await server.files.open(busy.fullKey)).toBeDefined();
    });
  });

  it('tells the gateway room at every check-in, so the next-poll countdown stays live', async () => {
    const site = await register('Countdown site', { p: 30 });
    const published: LiveGatewayStatus[] = [];
    vi.spyOn(server.live, 'publishGatewayStatus').mockImplementation((event) => {
      published.push(event);
    });
    const agent = gatewayClient(server.app, site.id, site.token);
    await agent.checkin();
    await agent.checkin();
    const [row] = await handle.db
      .select({ lastUpdated: networks.lastUpdated })
      .from(networks)
      .where(eq(networks.id, Number(site.id)));
    expect(published.filter((event) => event.gatewayID === site.id)).toEqual([
      {
        gatewayID: site.id,
        disconnected: false,
        lastUpdated: expect.any(String),
        pollInterval: 30,
        haStatus: 'STD',
      },
      {
        gatewayID: site.id,
        disconnected: false,
        lastUpdated: row!.lastUpdated!.toISOString(),
        pollInterval: 30,
        haStatus: 'STD',
      },
    ]);
  });

  it('filters gateways waiting for their next poll to listen (listenTriggered)', async () => {
    const site = await register('Triggered site');
    await gql(
      cookies.admin,
      `mutation($g: ID) { setActivateSlave(gatewayID: $g, activate: true) { id } }`,
      {
        g: site.id,
      },
    );
    const triggered = await gql<{ gateways: { name: string }[] }>(cookies.admin, GATEWAYS, {
      c: customerId,
      f: { listenTriggered: true },
    });
    expect(triggered.data!.gateways.map((g) => g.name)).toEqual(['Triggered site']);
    const others = await gql<{ gateways: { name: string }[] }>(cookies.admin, GATEWAYS, {
      c: customerId,
      f: { listenTriggered: false },
    });
    expect(others.data!.gateways.map((g) => g.name)).not.toContain('Triggered site');
  });
});
