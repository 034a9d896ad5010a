import { messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
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
    [{ u: 'ops' }, 'securityLevel'],
  ])('names the missing SNMP v3 field of %j in the error', async (v3, field) => {
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
