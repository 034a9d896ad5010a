import { messages } from '@vigil/domain';
import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { equipmentLibraries } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

const REGISTER = `mutation($c: ID!, $n: String!, $p: Int) {
  registerGateway(customerID: $c, name: $n, pollInterval: $p) { id name token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String, $p: String, $v: String,
  $cs: String) { onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib,
  description: $d, protocol: $p, snmpVersion: $v, communityString: $cs) {
    id name kind protocol equipmentIP port slaveID sensorCount hasCredentials gateway { name }
    equipment { model manufacturer } } }`;
const ONBOARD_V3 = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String, $u: String,
  $sl: String, $at: String, $ak: String, $pt: String, $ps: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib, description: $d,
    protocol: "SNMP", snmpVersion: "3", username: $u, securityLevel: $sl, authType: $at,
    authKey: $ak, privacyType: $pt, privacySecret: $ps) { id } }`;
const VALIDATE = `query($g: ID!, $n: [String!]!) { validateEquipmentNames(gatewayID: $g, names: $n) {
  valid taken message } }`;
const LIST = `query($c: ID!, $q: String, $l: Int, $o: Int) { allEquipment(customerID: $c, query: $q,
  limit: $l, offset: $o) { total items { name } } }`;

describe.each(await availableDatabases())('gateways and equipment on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let customerId: string;
  let gatewayId: string;
  let library: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = String(await insertTestLibrary(handle.db, Number(customerId)));
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(REGISTER, {
      c: customerId,
      n: 'Main site',
    });
    gatewayId = body.data!.registerGateway.id;
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('shows the token once and never again', async () => {
    const { body } = await admin.gql<{ registerGateway: { token: string } }>(REGISTER, {
      c: customerId,
      n: 'Second site',
      p: 30,
    });
    expect(body.data!.registerGateway.token).toMatch(/^[\w-]{43}$/);
    const listed = await admin.gql(
      `query($c: ID) { gateways(customerID: $c) { name pollInterval } }`,
      {
        c: customerId,
      },
    );
    expect(JSON.stringify(listed.body)).not.toContain(body.data!.registerGateway.token);
    expect(listed.body.data).toEqual({
      gateways: [
        { name: 'Main site', pollInterval: 60 },
        { name: 'Second site', pollInterval: 30 },
      ],
    });
  });

  it.each([
    [{ n: '  ' }, messages.required],
    [{ n: 'Fast', p: 1 }, messages.pollIntervalRange(5, 86_400)],
  ])('refuses a gateway %j with a clear message', async (variables, message) => {
    const { body } = await admin.gql(REGISTER, { c: customerId, ...variables });
    expect(body.errors?.[0]?.message).toBe(message);
  });

  it('onboards equipment with one sensor per library point', async () => {
    const { body } = await admin.gql(ONBOARD, {
      g: gatewayId,
      c: customerId,
      lib: library,
      ip: '10.0.0.5',
      d: 'PDU 1',
      p: 'Modbus',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      onboardEquipment: {
        name: 'PDU 1',
        kind: 'ModbusCard',
        protocol: 'Modbus',
        equipmentIP: '10.0.0.5',
        port: 502,
        slaveID: 1,
        sensorCount: 2,
        hasCredentials: false,
        gateway: { name: 'Main site' },
        equipment: { model: 'Test Sensor', manufacturer: 'Test Co' },
      },
    });
  });

  it.each([
    [{ ip: '10.0.0.300', d: 'Bad', p: 'Modbus' }, messages.invalidIPv4],
    [{ ip: '10.0.0.6', d: '', p: 'Modbus' }, messages.required],
    [{ ip: '10.0.0.6', d: 'Snmp box', p: 'SNMP', v: '2' }, messages.required],
    [
      { ip: '10.0.0.6', d: 'Snmp box', p: 'SNMP', v: '2', cs: 'public' },
      messages.libraryHasNoTemplate('SNMP'),
    ],
    [{ ip: '10.0.0.6', d: 'pdu 1', p: 'Modbus' }, messages.equipmentNameTaken('pdu 1')],
  ])('refuses %j with the message and writes nothing', async (variables, message) => {
    const before = await admin.gql<{ allEquipment: { total: number } }>(LIST, { c: customerId });
    const { body } = await admin.gql(ONBOARD, {
      g: gatewayId,
      c: customerId,
      lib: library,
      ...variables,
    });
    expect(body.errors?.[0]?.message).toBe(message);
    const after = await admin.gql<{ allEquipment: { total: number } }>(LIST, { c: customerId });
    expect(after.body.data!.allEquipment.total).toBe(before.body.data!.allEquipment.total);
  });

  it.each([
    [{ sl: 'authPriv', at: 'SHA', ak: 'authkey123', pt: 'AES', ps: 'privkey123' }, 'username'],
    [{ u: 'ops', sl: 'authPriv', at: 'SHA', pt: 'AES', ps: 'privkey123' }, 'authKey'],
    [{ u: 'ops', sl: 'authPriv', at: 'SHA', ak: 'authkey123', pt: 'AES' }, 'privacySecret'],
    [{ u: 'ops', sl: 'authPriv', at: 'SHA', ak: 'authkey123', ps: 'privkey123' }, 'privacyType'],
    [{ u: 'ops', sl: 'authNoPriv', at: 'SHA' }, 'authKey'],
    [{ u: 'ops', sl: 'authNoPriv', ak: 'authkey123' }, 'authType'],
    [{ sl: 'noAuthNoPriv' }, 'username'],
    [{ u: 'ops' }, 'securityLevel'],
  ])('names the missing SNMP v3 field of %j and writes nothing', async (v3, field) => {
    const before = await admin.gql<{ allEquipment: { total: number } }>(LIST, { c: customerId });
    const { body } = await admin.gql(ONBOARD_V3, {
      g: gatewayId,
      c: customerId,
      lib: library,
      ip: '10.0.0.7',
      d: 'V3 box',
      ...v3,
    });
    expect(body.errors?.[0]).toMatchObject({
      message: messages.required,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    const after = await admin.gql<{ allEquipment: { total: number } }>(LIST, { c: customerId });
    expect(after.body.data!.allEquipment.total).toBe(before.body.data!.allEquipment.total);
  });

  it.each([
    [{ u: 'ops', sl: 'authPriv!', at: 'SHA', ak: 'k', pt: 'AES', ps: 'p' }, 'securityLevel'],
    [{ u: 'ops', sl: 'authNoPriv', at: 'SHA1024', ak: 'authkey123' }, 'authType'],
    [{ u: 'ops', sl: 'authPriv', at: 'SHA', ak: 'k', pt: 'ROT13', ps: 'p' }, 'privacyType'],
  ])('refuses the unknown SNMP v3 choice in %j, naming its field', async (v3, field) => {
    const { body } = await admin.gql(ONBOARD_V3, {
      g: gatewayId,
      c: customerId,
      lib: library,
      ip: '10.0.0.7',
      d: 'V3 box',
      ...v3,
    });
    expect(body.errors?.[0]).toMatchObject({
      message: messages.invalidChoice,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  });

  it('checks names remotely with the spec messages', async () => {
    const one = await admin.gql(VALIDATE, { g: gatewayId, n: ['PDU 1'] });
    expect(one.body.data).toEqual({
      validateEquipmentNames: {
        valid: false,
        taken: ['PDU 1'],
        message: messages.equipmentNameTaken('PDU 1'),
      },
    });
    const many = await admin.gql(VALIDATE, { g: gatewayId, n: ['New', 'pdu 1'] });
    expect(many.body.data).toMatchObject({
      validateEquipmentNames: { valid: false, message: messages.equipmentNamesTaken(['PDU 1']) },
    });
    const free = await admin.gql(VALIDATE, { g: gatewayId, n: ['Fresh'] });
    expect(free.body.data).toEqual({
      validateEquipmentNames: { valid: true, taken: [], message: null },
    });
  });

  it('pages and searches equipment on the server', async () => {
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      await admin.gql(ONBOARD, {
        g: gatewayId,
        c: customerId,
        lib: library,
        ip: '10.0.1.1',
        d: name,
        p: 'Modbus',
      });
    }
    const page = await admin.gql(LIST, { c: customerId, l: 2, o: 1 });
    expect(page.body.data).toEqual({
      allEquipment: { total: 4, items: [{ name: 'Beta' }, { name: 'Gamma' }] },
    });
    const searched = await admin.gql(LIST, { c: customerId, q: 'amm' });
    expect(searched.body.data).toEqual({ allEquipment: { total: 1, items: [{ name: 'Gamma' }] } });
  });

  it('stops and starts monitoring points with deleteSensors and addSensors', async () => {
    const SENSORS = `query($e: ID) { sensors(equipmentID: $e) { id name } }`;
    const list = await admin.gql<{ allEquipment: { items: { name: string }[] } }>(
      `query($c: ID!) { allEquipment(customerID: $c, query: "PDU 1") { items { id name } } }`,
      { c: customerId },
    );
    const equipmentId = (list.body.data!.allEquipment.items[0] as unknown as { id: string }).id;
    const before = await admin.gql<{ sensors: { id: string; name: string }[] }>(SENSORS, {
      e: equipmentId,
    });
    const door = before.body.data!.sensors.find((s) => s.name === 'Door')!;
    const deleted = await admin.gql(
      `mutation($s: [ID!]!, $c: ID!) { deleteSensors(sensors: $s, customerID: $c) }`,
      {
        s: [door.id],
        c: customerId,
      },
    );
    expect(deleted.body.data).toEqual({ deleteSensors: 1 });
    const registers = await admin.gql<{
      registers: { modbusPoints: { id: string; name: string }[] };
    }>(`query($l: ID!) { registers(equipmentID: $l) { modbusPoints { id name } } }`, {
      l: library,
    });
    const point = registers.body.data!.registers.modbusPoints.find((p) => p.name === 'Door')!;
    const ADD = `mutation($s: [SensorInput!]!, $e: ID!, $c: ID!) { addSensors(sensors: $s, equipmentID: $e,
      customerID: $c) { passes fails { id message } } }`;
    const added = await admin.gql<{ addSensors: { passes: string[] } }>(ADD, {
      s: [{ pointID: point.id, protocol: 'Modbus' }],
      e: equipmentId,
      c: customerId,
    });
    expect(added.body.data!.addSensors.passes).toHaveLength(1);
    const again = await admin.gql(ADD, {
      s: [{ pointID: point.id, protocol: 'Modbus' }],
      e: equipmentId,
      c: customerId,
    });
    expect(again.body.data).toEqual({
      addSensors: {
        passes: [],
        fails: [{ id: point.id, message: messages.pointAlreadyMonitored }],
      },
    });
  });

  it('lets a read-only user see but not change, and refuses other customers', async () => {
    const viewer = browserSession(server.app);
    await viewer.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      {
        e: 'viewer@vigil.demo',
        p: DEMO_PASSWORD,
      },
    );
    const listed = await viewer.gql<{ allEquipment: { total: number } }>(LIST, { c: customerId });
    expect(listed.body.data!.allEquipment.total).toBe(4);
    const registered = await viewer.gql(REGISTER, { c: customerId, n: 'Sneaky' });
    expect(registered.body.errors?.[0]?.message).toBe(messages.mustManageGateways);
    const onboarded = await viewer.gql(ONBOARD, {
      g: gatewayId,
      c: customerId,
      lib: library,
      ip: '10.0.0.9',
      d: 'X',
      p: 'Modbus',
    });
    expect(onboarded.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    const foreign = await viewer.gql(LIST, { c: String(Number(customerId) + 1000) });
    expect(foreign.body.errors?.[0]?.message).toBe(messages.noAccess);
  });
});

const BULK = `mutation($g: ID!, $c: ID!, $e: [EquipmentInput!]!) {
  onboardEquipmentList(gatewayID: $g, customerID: $c, equipment: $e) { id name sensorCount } }`;
const ITEM = `id name status isMaintenance isRepair locked disconnected sensorCount equipmentIP port
  slaveID notes tags username hasCredentials version securityLevel error { message createdAt }`;
const PAGE = `query($c: ID!, $g: ID, $q: String, $l: Int, $o: Int, $i: ID, $f: EquipmentFilters,
  $s: String, $so: String) { allEquipment(customerID: $c, gatewayID: $g, query: $q, limit: $l,
  offset: $o, includeID: $i, filters: $f, sortColumn: $s, sortOrder: $so) { total items { name } } }`;
const ONE = `query($e: ID!) { equipment(equipmentID: $e) { ${ITEM} } }`;
const UPDATE = `mutation($id: ID!, $c: ID!, $d: String, $ip: String, $p: Int, $s: Int, $n: String,
  $t: [String!], $v: String, $cs: String, $u: String, $ak: String, $ps: String, $sl: String,
  $at: String, $pt: String) {
  updateEquipment(id: $id, customerID: $c, description: $d, ip: $ip, port: $p, slaveID: $s,
    notes: $n, tags: $t, snmpVersion: $v, communityString: $cs, username: $u, authKey: $ak,
    privacySecret: $ps, securityLevel: $sl, authType: $at, privacyType: $pt) { ${ITEM} } }`;
const DELETE = `mutation($id: ID!, $c: ID) { deleteEquipment(id: $id, customerID: $c) }`;
const LOGS = `query($e: ID!, $l: Int, $o: Int) { equipmentLogs(equipmentID: $e, limit: $l, offset: $o) {
  total items { kind message userName createdAt } } }`;
const TOGGLES = {
  maintenance: `mutation($e: ID!, $on: Boolean!) { setMaintenanceMode(equipmentID: $e,
    isMaintenance: $on) { ${ITEM} } }`,
  repair: `mutation($e: ID!, $on: Boolean!) { setRepairMode(equipmentID: $e, isRepair: $on) {
    ${ITEM} } }`,
  locked: `mutation($e: ID!, $on: Boolean!) { setLockedMode(equipmentID: $e, locked: $on) {
    ${ITEM} } }`,
} as const;
const ASSET = `mutation($e: ID!, $m: [EquipmentMetaInput!]!) {
  updateEquipmentAsset(equipmentID: $e, meta: $m) { equipmentID name model meta { label value type } } }`;
const SUMMARY = `query($c: ID!) { siteSummary(customerID: $c) { gateways gatewaysConnected
  gatewaysDisconnected gatewaysListening equipment equipmentOk equipmentWarning equipmentError
  equipmentDisconnected equipmentMaintenance equipmentRepair } }`;

type Item = {
  id: string;
  name: string;
  status: string;
  isMaintenance: boolean;
  isRepair: boolean;
  locked: boolean;
  disconnected: boolean;
  sensorCount: number;
  equipmentIP: string;
  port: number;
  slaveID: number | null;
  notes: string | null;
  tags: string[];
  username: string | null;
  hasCredentials: boolean;
  version: string | null;
  securityLevel: string | null;
  error: { message: string; createdAt: string } | null;
};
type Log = { kind: string; message: string; userName: string | null; createdAt: string };

const RACKS = ['Rack A', 'Rack B', 'Rack C', 'Rack D', 'Rack E', 'Rack F', 'Rack G', 'Rack H'];

describe.each(await availableDatabases())('My Equipment operations on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let viewer: ReturnType<typeof browserSession>;
  let customerId: string;
  let library: string;
  let snmpLibrary: string;
  let site: { id: string; token: string };
  let other: { id: string; token: string };
  /** Rack name → equipment id. */
  const ids: Record<string, string> = {};
  /** Equipment id → its sensors by name. */
  let sensorsOf: Map<string, Record<string, number>>;
  let seq = 0;

  const gateway = (g = site) => gatewayClient(server.app, g.id, g.token);
  const revision = async (g = site) =>
    (await gateway(g).config()).json<{ revision: string }>().revision;
  const configEntry = async (equipmentId: string, g = site) =>
    (await gateway(g).config())
      .json<{ equipment: Record<string, unknown>[] }>()
      .equipment.find((e) => String(e.id) === equipmentId);
  const readings = async (
    rows: [equipment: string, sensor: string, value: number][],
    equipment: { id: string; disconnected: boolean; error?: string }[] = [],
  ) => {
    const now = Date.now();
    const posted = await gateway().readings({
      batches: [
        {
          seq: ++seq,
          readings: rows.map(([e, s, value], i) => [
            sensorsOf.get(ids[e]!)![s]!,
            now - 1000 + i,
            value,
          ]),
          equipment: equipment.map((e) => ({ ...e, id: Number(e.id) })),
        },
      ],
    });
    expect(posted.statusCode, posted.body).toBe(200);
    await server.ingest.drain();
  };
  const page = async (variables: Record<string, unknown>) => {
    const { body } = await admin.gql<{
      allEquipment: { total: number; items: { name: string }[] };
    }>(PAGE, { c: customerId, g: site.id, ...variables });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return {
      total: body.data!.allEquipment.total,
      names: body.data!.allEquipment.items.map((i) => i.name),
    };
  };
  const one = async (id: string) =>
    (await admin.gql<{ equipment: Item | null }>(ONE, { e: id })).body.data!.equipment;
  const logs = async (id: string, l?: number, o?: number) =>
    (await admin.gql<{ equipmentLogs: { total: number; items: Log[] } }>(LOGS, { e: id, l, o }))
      .body.data!.equipmentLogs;
  const register = async (name: string) => {
    const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(REGISTER, {
      c: customerId,
      n: name,
    });
    return body.data!.registerGateway;
  };
  const row = (description: string, ip: string) => ({
    description,
    ip,
    protocol: 'Modbus',
    manufacturerModel: library,
  });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = String(await insertTestLibrary(handle.db, Number(customerId)));
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    viewer = browserSession(server.app);
    await viewer.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: 'viewer@vigil.demo', p: DEMO_PASSWORD },
    );
    const snmp = await admin.gql<{ importEquipmentTemplateSNMP: { id: string } }>(
      `mutation($c: ID!) { importEquipmentTemplateSNMP(model: "Test UPS", manufacturer: "Test Co",
        customerID: $c, oids: [{ oid: "1.3.6.1.2.1.33.1.2.4.0", name: "Battery", unit: "%" }]) { id } }`,
      { c: customerId },
    );
    snmpLibrary = snmp.body.data!.importEquipmentTemplateSNMP.id;
    site = await register('Ops site');
    other = await register('Annex');
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  describe('onboardEquipmentList', () => {
    it('adds every row with its sensors and logs who added each', async () => {
      const { body } = await admin.gql<{ onboardEquipmentList: { id: string; name: string }[] }>(
        BULK,
        { g: site.id, c: customerId, e: RACKS.map((name, i) => row(name, `10.1.0.${8 - i}`)) },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.onboardEquipmentList.map((e) => e.name)).toEqual(RACKS);
      for (const e of body.data!.onboardEquipmentList) ids[e.name] = e.id;
      const config = (await gateway().config()).json<{
        equipment: { id: number; points: { sensorId: number; name: string }[] }[];
      }>();
      sensorsOf = new Map(
        config.equipment.map((e) => [
          String(e.id),
          Object.fromEntries(e.points.map((p) => [p.name, p.sensorId])),
        ]),
      );
      expect(sensorsOf.size).toBe(RACKS.length);
      expect((await one(ids['Rack A']!))!.sensorCount).toBe(2);
      expect((await logs(ids['Rack B']!)).items).toEqual([
        expect.objectContaining({
          kind: 'created',
          message: 'Added: Modbus at 10.1.0.7.',
          userName: 'Alex Admin',
        }),
      ]);
    });

    it.each([
      [
        'names taken on the gateway or repeated in the list',
        [
          row('Rack Z', '10.1.1.1'),
          row('rack a', '10.1.1.2'),
          row('Rack Y', '10.1.1.3'),
          row('rack y', '10.1.1.4'),
        ],
        { message: messages.equipmentNamesTaken(['Rack A', 'Rack Y']), field: 'equipment' },
      ],
      [
        'a bad address on the second row',
        [row('Rack Z', '10.1.1.1'), row('Rack Y', '10.1.1.300')],
        { message: messages.invalidIPv4, field: 'equipment.1.ip' },
      ],
      [
        'a missing name on the third row',
        [row('Rack Z', '10.1.1.1'), row('Rack Y', '10.1.1.2'), row('', '10.1.1.3')],
        {
          message: messages.required,
          field: 'equipment.2.description',
        },
      ],
      [
        'a protocol the library has no template for',
        [
          row('Rack Z', '10.1.1.1'),
          {
            ...row('Rack Y', '10.1.1.2'),
            protocol: 'SNMP',
            snmpVersion: '2',
            communityString: 'public',
          },
        ],
        { message: messages.libraryHasNoTemplate('SNMP'), field: 'equipment.1.manufacturerModel' },
      ],
    ])('refuses %s, naming it, and adds none', async (_title, rows, error) => {
      const before = await page({});
      // The table is built before the library exists.
      const e = rows.map((r) => ({ ...r, manufacturerModel: library }));
      const { body } = await admin.gql(BULK, { g: site.id, c: customerId, e });
      expect(body.errors?.[0]).toMatchObject({
        message: error.message,
        extensions: { field: error.field },
      });
      expect(body.data).toBeNull();
      expect(await page({})).toEqual(before);
    });

    it('refuses a read-only user', async () => {
      const { body } = await viewer.gql(BULK, {
        g: site.id,
        c: customerId,
        e: [row('Rack Z', '10.1.1.1')],
      });
      expect(body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      expect((await page({})).total).toBe(RACKS.length);
    });
  });

  describe('statuses, filters, sorts and pages', () => {
    beforeAll(async () => {
      // A: nothing read (UNKNOWN); B warning; C error; D ok; E in maintenance while in error;
      // F in repair; G disconnected with the gateway's error; H locked and ok.
      await readings([
        ['Rack B', 'Temperature', 30],
        ['Rack C', 'Temperature', 40],
        ['Rack C', 'Door', 1],
        ['Rack D', 'Temperature', 20],
        ['Rack E', 'Temperature', 40],
        ['Rack F', 'Temperature', 20],
        ['Rack H', 'Temperature', 20],
        ['Rack H', 'Door', 0],
      ]);
      await readings([], [{ id: ids['Rack G']!, disconnected: true, error: 'Modbus timeout' }]);
      for (const [toggle, name] of [
        ['maintenance', 'Rack E'],
        ['repair', 'Rack F'],
        ['locked', 'Rack H'],
      ] as const) {
        const { body } = await admin.gql(TOGGLES[toggle], { e: ids[name], on: true });
        expect(body.errors).toBeUndefined();
      }
    });

    it('shows each device’s status: flags first, then its worst sensor', async () => {
      const statuses = await Promise.all(
        RACKS.map(async (name) => (await one(ids[name]!))!.status),
      );
      expect(Object.fromEntries(RACKS.map((name, i) => [name, statuses[i]]))).toEqual({
        'Rack A': 'UNKNOWN',
        'Rack B': 'WARNING',
        'Rack C': 'ERROR',
        'Rack D': 'OK',
        'Rack E': 'MAINTENANCE',
        'Rack F': 'REPAIR',
        'Rack G': 'DISCONNECTED',
        'Rack H': 'OK',
      });
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['status OK', { status: ['OK'] }, ['Rack D', 'Rack H']],
      ['status WARNING', { status: ['WARNING'] }, ['Rack B']],
      ['status ERROR', { status: ['ERROR'] }, ['Rack C']],
      ['status ERROR or WARNING', { status: ['ERROR', 'WARNING'] }, ['Rack B', 'Rack C']],
      ['status UNKNOWN', { status: ['UNKNOWN'] }, ['Rack A']],
      ['status OK or UNKNOWN', { status: ['UNKNOWN', 'OK'] }, ['Rack A', 'Rack D', 'Rack H']],
      ['status MAINTENANCE', { status: ['MAINTENANCE'] }, ['Rack E']],
      [
        'status REPAIR or DISCONNECTED',
        { status: ['REPAIR', 'DISCONNECTED'] },
        ['Rack F', 'Rack G'],
      ],
      ['in maintenance', { maintenance: true }, ['Rack E']],
      ['in repair', { repair: true }, ['Rack F']],
      ['disconnected', { disconnected: true }, ['Rack G']],
      ['locked', { locked: true }, ['Rack H']],
      ['not locked, status OK', { locked: false, status: ['OK'] }, ['Rack D']],
      ['protocol Modbus', { protocol: ['Modbus'] }, RACKS],
      ['protocol SNMP', { protocol: ['SNMP'] }, []],
      ['another gateway', { gatewayIDs: ['OTHER'] }, []],
    ])('filters by %s', async (_title, filters, expected) => {
      const f = {
        ...filters,
        ...(filters.gatewayIDs ? { gatewayIDs: [other.id] } : {}),
      };
      expect(await page({ f })).toEqual({ total: expected.length, names: expected });
    });

    it('filters by one or many gateways', async () => {
      const both = await page({ g: null, q: 'Rack', f: { gatewayIDs: [site.id, other.id] } });
      expect(both.total).toBe(RACKS.length);
      const none = await page({ g: null, q: 'Rack', f: { gatewayIDs: [other.id] } });
      expect(none).toEqual({ total: 0, names: [] });
    });

    it('filters by library: the devices a template slot takes', async () => {
      expect(await page({ f: { libraryIDs: [library] } })).toEqual({
        total: RACKS.length,
        names: RACKS,
      });
      expect(await page({ f: { libraryIDs: [library], status: ['ERROR'] } })).toEqual({
        total: 1,
        names: ['Rack C'],
      });
      const [unused] = await handle.db
        .select({ id: equipmentLibraries.id })
        .from(equipmentLibraries)
        .where(ne(equipmentLibraries.id, Number(library)))
        .limit(1);
      expect(await page({ f: { libraryIDs: [String(unused!.id)] }, q: 'Rack' })).toEqual({
        total: 0,
        names: [],
      });
    });

    it.each([
      [{ status: ['BROKEN'] }, 'filters.status'],
      [{ protocol: ['BACnet'] }, 'filters.protocol'],
    ])('refuses the unknown filter %j', async (f, field) => {
      const { body } = await admin.gql(PAGE, { c: customerId, f });
      expect(body.errors?.[0]).toMatchObject({
        message: messages.invalidChoice,
        extensions: { field },
      });
    });

    it.each<[string, string | undefined, string | undefined, string[]]>([
      ['name', undefined, undefined, RACKS],
      ['name, descending', 'name', 'desc', [...RACKS].reverse()],
      // Onboarded 10.1.0.8 down to 10.1.0.1.
      ['address', 'equipmentIP', 'asc', [...RACKS].reverse()],
      ['protocol, then name', 'protocol', 'asc', RACKS],
      // Added in one statement: the same time, so the id decides.
      ['creation, descending', 'createdAt', 'desc', [...RACKS].reverse()],
      [
        'status, best first',
        'status',
        'asc',
        ['Rack D', 'Rack H', 'Rack A', 'Rack E', 'Rack F', 'Rack G', 'Rack B', 'Rack C'],
      ],
      [
        'status, worst first',
        'status',
        'desc',
        ['Rack C', 'Rack B', 'Rack G', 'Rack F', 'Rack E', 'Rack A', 'Rack H', 'Rack D'],
      ],
      ['an unknown column, by name', 'colour', 'sideways', RACKS],
    ])('sorts by %s', async (_title, s, so, expected) => {
      expect((await page({ s, so })).names).toEqual(expected);
    });

    it('sorts by gateway name, then name', async () => {
      await admin.gql(BULK, { g: other.id, c: customerId, e: [row('Rack A', '10.2.0.1')] });
      const all = await page({ g: null, q: 'Rack A', s: 'gateway' });
      expect(all.names).toEqual(['Rack A', 'Rack A']);
      const { body } = await admin.gql<{
        allEquipment: { items: { gateway: { name: string } }[] };
      }>(
        `query($c: ID!) { allEquipment(customerID: $c, query: "Rack A", sortColumn: "gateway",
          sortOrder: "desc") { items { gateway { name } } } }`,
        { c: customerId },
      );
      expect(body.data!.allEquipment.items.map((i) => i.gateway.name)).toEqual([
        'Ops site',
        'Annex',
      ]);
    });

    it('pages on the server, and lists an included device first', async () => {
      expect(await page({ l: 3, o: 3 })).toEqual({
        total: 8,
        names: ['Rack D', 'Rack E', 'Rack F'],
      });
      const included = [0, 3, 6].map((o) => page({ l: 3, o, i: ids['Rack H'] }));
      expect(await Promise.all(included)).toEqual([
        { total: 8, names: ['Rack H', 'Rack A', 'Rack B'] },
        { total: 8, names: ['Rack C', 'Rack D', 'Rack E'] },
        { total: 8, names: ['Rack F', 'Rack G'] },
      ]);
      // The same through the shapes that read every match (search, gateways, alarms).
      expect(await page({ q: 'RACK', l: 3, i: ids['Rack H'] })).toEqual({
        total: 8,
        names: ['Rack H', 'Rack A', 'Rack B'],
      });
      expect(await page({ f: { gatewayIDs: [site.id] }, l: 3, o: 3, i: ids['Rack H'] })).toEqual({
        total: 8,
        names: ['Rack C', 'Rack D', 'Rack E'],
      });
      expect(await page({ q: 'rack', l: 3, o: 6 })).toEqual({
        total: 8,
        names: ['Rack G', 'Rack H'],
      });
      expect(await page({ q: 'rack', l: 3, o: 9 })).toEqual({ total: 8, names: [] });
      expect(await page({ f: { status: ['ERROR', 'WARNING'] }, o: 5 })).toEqual({
        total: 2,
        names: [],
      });
      expect(await page({ q: '10.1.0.1' })).toEqual({ total: 1, names: ['Rack H'] });
      expect(await page({ q: '%' })).toEqual({ total: 0, names: [] });
      // Included only when it matches the filter.
      expect(await page({ l: 3, i: ids['Rack H'], f: { status: ['ERROR'] } })).toEqual({
        total: 1,
        names: ['Rack C'],
      });
    });

    it('counts the site by status, as the list filters do', async () => {
      const { body } = await admin.gql<{ siteSummary: Record<string, number> }>(SUMMARY, {
        c: customerId,
      });
      const summary = body.data!.siteSummary;
      const total = async (f: Record<string, unknown>) => (await page({ g: null, f })).total;
      expect(summary).toMatchObject({
        equipment: await total({}),
        equipmentOk: await total({ status: ['OK'] }),
        equipmentWarning: await total({ status: ['WARNING'] }),
        equipmentError: await total({ status: ['ERROR'] }),
        equipmentDisconnected: await total({ status: ['DISCONNECTED'] }),
        equipmentMaintenance: await total({ status: ['MAINTENANCE'] }),
        equipmentRepair: await total({ status: ['REPAIR'] }),
      });
      expect(summary).toMatchObject({
        equipmentWarning: 1,
        equipmentError: 1,
        equipmentMaintenance: 1,
        equipmentRepair: 1,
        equipmentDisconnected: 1,
        equipmentOk: 2,
        gateways: 2,
      });
      // Registered gateways are disconnected until they check in; one in listen mode.
      await gateway().checkin({});
      await admin.gql(
        'mutation($g: [ID!]) { setActivateSlave(activate: true, gatewayIDs: $g) { id } }',
        {
          g: [other.id],
        },
      );
      const after = await admin.gql<{ siteSummary: Record<string, number> }>(SUMMARY, {
        c: customerId,
      });
      expect(after.body.data!.siteSummary).toMatchObject({
        gateways: 2,
        gatewaysConnected: 1,
        gatewaysDisconnected: 1,
        gatewaysListening: 1,
      });
    });

    it('refuses the summary of another customer', async () => {
      const { body } = await admin.gql(SUMMARY, { c: String(Number(customerId) + 1000) });
      expect(body.errors?.[0]?.message).toBe(messages.noAccess);
    });
  });

  describe('poll errors and status changes from the gateway', () => {
    it('keeps the gateway’s error while the device is disconnected, and logs both ways', async () => {
      const id = ids['Rack G']!;
      const first = (await one(id))!;
      expect(first).toMatchObject({
        disconnected: true,
        status: 'DISCONNECTED',
        error: { message: 'Modbus timeout' },
      });
      await readings([], [{ id, disconnected: true, error: 'Modbus timeout' }]);
      expect((await one(id))!.error).toEqual(first.error);
      await readings([], [{ id, disconnected: true, error: 'Connection refused' }]);
      expect((await one(id))!.error?.message).toBe('Connection refused');
      await readings([], [{ id, disconnected: false }]);
      expect(await one(id)).toMatchObject({ disconnected: false, error: null });
      expect((await logs(id)).items.map((l) => [l.kind, l.message, l.userName])).toEqual([
        ['connected', 'Connected.', null],
        ['disconnected', 'Disconnected: Modbus timeout', null],
        ['created', 'Added: Modbus at 10.1.0.2.', 'Alex Admin'],
      ]);
    });

    it('logs a change of the device’s worst status, not each sensor’s', async () => {
      const id = ids['Rack A']!;
      await readings([['Rack A', 'Temperature', 30]]);
      await readings([['Rack A', 'Temperature', 40]]);
      await readings([['Rack A', 'Door', 1]]);
      await readings([['Rack A', 'Temperature', 20]]);
      await readings([['Rack A', 'Door', 0]]);
      const statusLogs = (await logs(id)).items.filter((l) => l.kind === 'status');
      expect(statusLogs.map((l) => [l.message, l.userName])).toEqual([
        ['Status changed from WARNING to OK.', null],
        ['Status changed from ERROR to WARNING.', null],
        ['Status changed from WARNING to ERROR.', null],
        ['Status changed from UNKNOWN to WARNING.', null],
      ]);
    });
  });

  describe('updateEquipment', () => {
    it('edits name, address, unit id, notes and tags, and logs what changed', async () => {
      const id = ids['Rack D']!;
      const before = await revision();
      const { body } = await admin.gql<{ updateEquipment: Item }>(UPDATE, {
        id,
        c: customerId,
        d: 'Rack D2',
        ip: '10.1.9.9',
        p: 1502,
        s: 3,
        n: '  Behind the door ',
        t: ['hall', ' hall', 'b '],
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateEquipment).toMatchObject({
        name: 'Rack D2',
        equipmentIP: '10.1.9.9',
        port: 1502,
        slaveID: 3,
        notes: 'Behind the door',
        tags: ['hall', 'b'],
      });
      ids['Rack D2'] = id;
      expect(await revision()).not.toBe(before);
      expect(await configEntry(id)).toMatchObject({
        name: 'Rack D2',
        ip: '10.1.9.9',
        port: 1502,
        unitId: 3,
      });
      expect((await logs(id, 1)).items[0]).toMatchObject({
        kind: 'edited',
        message:
          "Edited: name 'Rack D' to 'Rack D2', IP 10.1.0.5 to 10.1.9.9, port 502 to 1502, unit id 1 to 3, notes, tags.",
        userName: 'Alex Admin',
      });
      // Nothing changed: nothing logged.
      const again = await admin.gql(UPDATE, { id, c: customerId, d: 'Rack D2' });
      expect(again.body.errors).toBeUndefined();
      expect((await logs(id)).total).toBe(3);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      [
        'a name taken on the gateway',
        { d: 'rack a' },
        messages.equipmentNameTaken('rack a'),
        'description',
      ],
      ['an empty name', { d: ' ' }, messages.required, 'description'],
      ['a bad address', { ip: '10.1.9.300' }, messages.invalidIPv4, 'ip'],
      ['a bad port', { p: 0 }, messages.invalidPort, 'port'],
      ['a bad unit id', { s: 300 }, messages.invalidUnitId, 'slaveID'],
    ])('refuses %s and changes nothing', async (_title, variables, message, field) => {
      const id = ids['Rack B']!;
      const before = await one(id);
      const logged = (await logs(id)).total;
      const { body } = await admin.gql(UPDATE, { id, c: customerId, ...variables });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { field } });
      expect(await one(id)).toEqual(before);
      expect((await logs(id)).total).toBe(logged);
    });

    it('keeps stored SNMP secrets left empty, and never logs a secret', async () => {
      const onboarded = await admin.gql<{ onboardEquipment: { id: string } }>(ONBOARD_V3, {
        g: site.id,
        c: customerId,
        lib: snmpLibrary,
        ip: '10.1.3.1',
        d: 'UPS 3',
        u: 'ops',
        sl: 'authPriv',
        at: 'SHA',
        ak: 'first-auth-key',
        pt: 'AES',
        ps: 'first-privacy',
      });
      const id = onboarded.body.data!.onboardEquipment.id;
      const { body } = await admin.gql<{ updateEquipment: Item }>(UPDATE, {
        id,
        c: customerId,
        u: 'operator',
        ak: '',
        ps: 'second-privacy',
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateEquipment).toMatchObject({
        username: 'operator',
        hasCredentials: true,
      });
      expect(JSON.stringify(body)).not.toMatch(/auth-key|privacy/);
      expect(await configEntry(id)).toMatchObject({
        snmp: { username: 'operator', authKey: 'first-auth-key', privacySecret: 'second-privacy' },
      });
      const log = (await logs(id, 1)).items[0]!;
      expect(log.message).toBe('Edited: SNMP credentials.');
      const v2 = await admin.gql(UPDATE, { id, c: customerId, v: '2' });
      expect(v2.body.errors?.[0]).toMatchObject({
        message: messages.required,
        extensions: { field: 'communityString' },
      });
      const switched = await admin.gql<{ updateEquipment: Item }>(UPDATE, {
        id,
        c: customerId,
        v: '2',
        cs: 'public',
      });
      expect(switched.body.data!.updateEquipment).toMatchObject({ version: '2', username: null });
      expect(await configEntry(id)).toMatchObject({
        snmp: { version: '2', communityString: 'public', authKey: null, privacySecret: null },
      });
    });

    it('refuses a locked device, a read-only user and a missing device', async () => {
      const locked = await admin.gql(UPDATE, { id: ids['Rack H'], c: customerId, d: 'Rack H2' });
      expect(locked.body.errors?.[0]).toMatchObject({
        message: messages.equipmentLocked,
        extensions: { code: 'LOCKED' },
      });
      expect((await one(ids['Rack H']!))!.name).toBe('Rack H');
      const read = await viewer.gql(UPDATE, { id: ids['Rack B'], c: customerId, d: 'Rack B2' });
      expect(read.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      expect((await one(ids['Rack B']!))!.name).toBe('Rack B');
      const missing = await admin.gql(UPDATE, { id: '999999', c: customerId, d: 'X' });
      expect(missing.body.errors?.[0]?.message).toBe(messages.couldNotFindEquipment);
    });
  });

  describe('maintenance, repair and locked', () => {
    it.each([
      ['maintenance', 'isMaintenance', 'MAINTENANCE', 'Maintenance mode'],
      ['repair', 'isRepair', 'REPAIR', 'Repair mode'],
      ['locked', 'locked', 'OK', null],
    ] as const)(
      'sets %s on the device and its gateway entry, and logs who did',
      async (toggle, field, status, label) => {
        const id = ids['Rack D2']!;
        const before = await revision();
        const on = await admin.gql<Record<string, Item>>(TOGGLES[toggle], { e: id, on: true });
        expect(on.body.errors).toBeUndefined();
        expect(Object.values(on.body.data!)[0]).toMatchObject({ [field]: true, status });
        expect(await revision()).not.toBe(before);
        expect(await configEntry(id)).toMatchObject({ [toggle]: true });
        // Setting it again changes and logs nothing.
        const logged = (await logs(id)).total;
        await admin.gql(TOGGLES[toggle], { e: id, on: true });
        expect((await logs(id)).total).toBe(logged);
        const off = await admin.gql<Record<string, Item>>(TOGGLES[toggle], { e: id, on: false });
        expect(Object.values(off.body.data!)[0]).toMatchObject({ [field]: false, status: 'OK' });
        expect(await configEntry(id)).toMatchObject({ [toggle]: false });
        expect((await logs(id, 2)).items.map((l) => [l.kind, l.message, l.userName])).toEqual([
          [toggle, label ? `${label} off.` : 'Unlocked.', 'Alex Admin'],
          [toggle, label ? `${label} on.` : 'Locked.', 'Alex Admin'],
        ]);
      },
    );

    it('shows maintenance and repair in the views’ status', async () => {
      const VIEWS = `query($c: ID, $s: [String!]) { views(customerID: $c, status: $s) { name maintenance isRepair } }`;
      const view = await admin.gql<{ newView: { id: string } }>(
        'mutation($c: ID!) { newView(name: "Racks", customerID: $c) { id } }',
        { c: customerId },
      );
      const viewId = view.body.data!.newView.id;
      await admin.gql(
        'mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }',
        {
          v: viewId,
          w: {
            type: 'SENSOR_VALUE',
            name: 'Inlet',
            sensorIDs: [String(sensorsOf.get(ids['Rack D2']!)!.Temperature)],
          },
        },
      );
      const id = ids['Rack D2']!;
      await admin.gql(TOGGLES.maintenance, { e: id, on: true });
      await admin.gql(TOGGLES.repair, { e: id, on: true });
      const flagged = await admin.gql<{ views: unknown[] }>(VIEWS, {
        c: customerId,
        s: ['maintenance'],
      });
      expect(flagged.body.data!.views).toEqual([{ name: 'Racks', maintenance: 1, isRepair: true }]);
      await admin.gql(TOGGLES.maintenance, { e: id, on: false });
      await admin.gql(TOGGLES.repair, { e: id, on: false });
      const clear = await admin.gql<{ views: unknown[] }>(VIEWS, {
        c: customerId,
        s: ['maintenance'],
      });
      expect(clear.body.data!.views).toEqual([]);
    });

    it.each(['maintenance', 'repair', 'locked'] as const)(
      'refuses %s to a read-only user and for a missing device',
      async (toggle) => {
        const before = await one(ids['Rack B']!);
        const read = await viewer.gql(TOGGLES[toggle], { e: ids['Rack B'], on: true });
        expect(read.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
        expect(await one(ids['Rack B']!)).toEqual(before);
        const missing = await admin.gql(TOGGLES[toggle], { e: '999999', on: true });
        expect(missing.body.errors?.[0]?.message).toBe(messages.unableToSetMaintenance);
      },
    );
  });

  describe('updateEquipmentAsset', () => {
    it('replaces the asset data and logs it', async () => {
      const id = ids['Rack B']!;
      const meta = [
        { label: 'Serial', value: 'SN-1', type: 'string' },
        { label: 'Installed', value: '2026-01-31', type: 'date' },
        { label: 'Rating', value: '10.5', type: 'number' },
        { label: 'Warranty', value: '', type: 'date' },
      ];
      const { body } = await admin.gql<{ updateEquipmentAsset: unknown }>(ASSET, {
        e: id,
        m: meta,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateEquipmentAsset).toEqual({
        equipmentID: id,
        name: 'Rack B',
        model: 'Test Sensor',
        meta: meta.slice(0, 3),
      });
      const read = await admin.gql<{ equipmentAsset: { meta: unknown[] } }>(
        'query($e: ID!) { equipmentAsset(equipmentID: $e) { meta { label value type } } }',
        { e: id },
      );
      expect(read.body.data!.equipmentAsset.meta).toEqual(meta.slice(0, 3));
      expect((await logs(id, 1)).items[0]).toMatchObject({
        kind: 'edited',
        message: 'Edited: asset data.',
        userName: 'Alex Admin',
      });
    });

    it.each<[string, unknown[], string, string]>([
      [
        'a date that is not one',
        [{ label: 'Installed', value: '31/01/2026', type: 'date' }],
        messages.invalidDate,
        'meta.0.value',
      ],
      [
        'a word for a number',
        [{ label: 'Rating', value: 'ten', type: 'number' }],
        messages.mustBeNumber,
        'meta.0.value',
      ],
      [
        'an unknown type',
        [{ label: 'Colour', value: 'red', type: 'colour' }],
        messages.invalidChoice,
        'meta.0.type',
      ],
      [
        'a label given twice',
        [
          { label: 'A', value: '1', type: 'string' },
          { label: 'a', value: '2', type: 'string' },
        ],
        messages.assetLabelTaken('a'),
        'meta.1.label',
      ],
    ])('refuses %s and changes nothing', async (_title, m, message, field) => {
      const id = ids['Rack B']!;
      const { body } = await admin.gql(ASSET, { e: id, m });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { field } });
      const read = await admin.gql<{ equipmentAsset: { meta: unknown[] } }>(
        'query($e: ID!) { equipmentAsset(equipmentID: $e) { meta { label } } }',
        { e: id },
      );
      expect(read.body.data!.equipmentAsset.meta).toHaveLength(3);
    });

    it('refuses a locked device and a read-only user', async () => {
      const m = [{ label: 'Serial', value: 'SN-9', type: 'string' }];
      const locked = await admin.gql(ASSET, { e: ids['Rack H'], m });
      expect(locked.body.errors?.[0]?.message).toBe(messages.equipmentLocked);
      const read = await viewer.gql(ASSET, { e: ids['Rack B'], m });
      expect(read.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    });
  });

  describe('equipmentLogs', () => {
    it('pages the log, newest first', async () => {
      const id = ids['Rack D2']!;
      const all = await logs(id);
      expect(all.total).toBeGreaterThan(4);
      expect(all.items.map((l) => l.kind)).toContain('created');
      const times = all.items.map((l) => l.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await logs(id, 2, 2);
      expect(second).toEqual({ total: all.total, items: all.items.slice(2, 4) });
    });

    it('reads for a read-only user, and not a missing device', async () => {
      const read = await viewer.gql<{ equipmentLogs: { total: number } }>(LOGS, {
        e: ids['Rack B'],
      });
      expect(read.body.data!.equipmentLogs.total).toBeGreaterThan(0);
      const missing = await admin.gql(LOGS, { e: '999999' });
      expect(missing.body.errors?.[0]?.message).toBe(messages.couldNotFindEquipment);
    });
  });

  describe('deleteEquipment', () => {
    it('refuses a locked device, a read-only user and deletes nothing', async () => {
      const locked = await admin.gql(DELETE, { id: ids['Rack H'], c: customerId });
      expect(locked.body.errors?.[0]?.message).toBe(messages.equipmentLocked);
      const read = await viewer.gql(DELETE, { id: ids['Rack B'], c: customerId });
      expect(read.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      expect(await one(ids['Rack H']!)).not.toBeNull();
      expect(await one(ids['Rack B']!)).not.toBeNull();
    });

    it('deletes a device with its sensors and readings; widgets and asset views lose it', async () => {
      const id = ids['Rack C']!;
      const sensorIds = Object.values(sensorsOf.get(id)!);
      const widgetView = await admin.gql<{ newView: { id: string } }>(
        'mutation($c: ID!) { newView(name: "Rack C view", customerID: $c) { id } }',
        { c: customerId },
      );
      const widget = await admin.gql<{ newWidget: { id: string } }>(
        'mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }',
        {
          v: widgetView.body.data!.newView.id,
          w: {
            type: 'TREND',
            name: 'Both',
            sensorIDs: [String(sensorIds[0]), String(sensorsOf.get(ids['Rack B']!)!.Temperature)],
          },
        },
      );
      const assets = await admin.gql<{ newView: { id: string } }>(
        `mutation($c: ID!, $e: [ID!]) { newView(name: "Rack assets", customerID: $c, viewType: "asset",
          equipmentIDs: $e) { id } }`,
        { c: customerId, e: [id, ids['Rack B']] },
      );
      const readingRows = async () =>
        (
          await queryRows<{ n: number }>(
            handle.db,
            sql`select (select count(*) from readings where sensor_id = any(${`{${sensorIds.join(',')}}`}::int[]))::int
              + (select count(*) from readings_hourly where sensor_id = any(${`{${sensorIds.join(',')}}`}::int[]))::int as n`,
          )
        )[0]!;
      expect(Number((await readingRows()).n)).toBeGreaterThan(0);
      const before = await revision();

      const { body } = await admin.gql(DELETE, { id, c: customerId });
      expect(body).toEqual({ data: { deleteEquipment: true } });
      expect(await one(id)).toBeNull();
      expect(Number((await readingRows()).n)).toBe(0);
      expect(await revision()).not.toBe(before);
      expect(await configEntry(id)).toBeUndefined();
      const widgets = await admin.gql<{ widgets: { sensorIDs: string[] }[] }>(
        'query($w: [ID!]) { widgets(widgetIDs: $w) { sensorIDs } }',
        { w: [widget.body.data!.newWidget.id] },
      );
      expect(widgets.body.data!.widgets).toEqual([
        { sensorIDs: [String(sensorsOf.get(ids['Rack B']!)!.Temperature)] },
      ]);
      const assetView = await admin.gql<{ view: { equipmentIDs: string[] } }>(
        'query($v: ID) { view(viewID: $v) { equipmentIDs } }',
        { v: assets.body.data!.newView.id },
      );
      expect(assetView.body.data!.view.equipmentIDs).toEqual([ids['Rack B']]);
      const [logsLeft] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from equipment_logs where equipment_id = ${Number(id)}`,
      );
      expect(Number(logsLeft!.n)).toBe(0);
      const again = await admin.gql(DELETE, { id, c: customerId });
      expect(again.body.errors?.[0]?.message).toBe(messages.couldNotDeleteEquipment);
    });
  });

  describe('recentViews', () => {
    const RECENT = `query($c: ID, $l: Int) { recentViews(customerID: $c, limit: $l) { name } }`;
    const OPEN = `query($v: ID) { view(viewID: $v) { name } }`;
    let views: Record<string, string>;

    beforeAll(async () => {
      views = {};
      const viewerId = (await viewer.gql<{ me: { id: string } }>('{ me { id } }')).body.data!.me.id;
      for (const name of ['North', 'South', 'West']) {
        const created = await admin.gql<{ newView: { id: string } }>(
          `mutation($n: String!, $c: ID!, $p: [NewViewPermissionInput!]) {
            newView(name: $n, customerID: $c, permissions: $p) { id } }`,
          {
            n: name,
            c: customerId,
            p: name === 'West' ? [] : [{ userID: viewerId, view: true }],
          },
        );
        views[name] = created.body.data!.newView.id;
      }
    });

    it('lists the views the user opened, newest first', async () => {
      const names = async (variables: Record<string, unknown>) =>
        (
          await admin.gql<{ recentViews: { name: string }[] }>(RECENT, variables)
        ).body.data!.recentViews.map((v) => v.name);
      expect(await names({ c: customerId })).not.toContain('North');
      for (const name of ['North', 'South', 'West', 'North']) {
        await admin.gql(OPEN, { v: views[name] });
      }
      // Five by default: the three just opened, then those opened before.
      const recent = await names({ c: customerId });
      expect(recent.slice(0, 3)).toEqual(['North', 'West', 'South']);
      expect(recent).toHaveLength(4);
      expect(await names({ l: 1 })).toEqual(['North']);
      expect(await names({ l: 500 })).toEqual(recent);
    });

    it('lists only views the user may still read, and only their own visits', async () => {
      expect((await viewer.gql(RECENT, {})).body.data).toEqual({ recentViews: [] });
      await viewer.gql(OPEN, { v: views.South });
      await viewer.gql(OPEN, { v: views.West }); // not shared with them: not recorded
      expect((await viewer.gql(RECENT, {})).body.data).toEqual({
        recentViews: [{ name: 'South' }],
      });
      await handle.db.execute(sql`delete from view_users where view_id = ${Number(views.South)}`);
      expect((await viewer.gql(RECENT, {})).body.data).toEqual({ recentViews: [] });
      const foreign = await viewer.gql(RECENT, { c: String(Number(customerId) + 1000) });
      expect(foreign.body.errors?.[0]?.message).toBe(messages.noAccess);
    });
  });
});
