import { SENSOR_DELAY_MAX, messages } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { modbusPoints } from '../../db/schema.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
  signedInAs,
} from '../../testing/telemetryFixtures.js';
import { createUser } from '../admin/admin.service.js';

// Manage Sensors' one save (spec core §7 addSensors): new sensors with their own settings,
// settings of existing ones, removals, all in one transaction; and the sensor queries' arguments.

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $d: String) { onboardEquipment(gatewayID: $g,
  customerID: $c, ip: "10.0.0.5", manufacturerModel: $lib, description: $d, protocol: "Modbus") {
  id } }`;
const REGISTERS = `query($g: ID, $e: ID!, $c: ID) { registers(gatewayID: $g, equipmentID: $e,
  customerID: $c) { modbusPoints { id name sensorID } } }`;
const ADD = `mutation($s: [SensorInput!]!, $e: ID!, $c: ID!, $d: [ID!]) {
  addSensors(sensors: $s, equipmentID: $e, customerID: $c, deleteSensors: $d) {
    passes fails { id message } updated deleted } }`;
const DELETE = `mutation($s: [ID!]!, $c: ID!) { deleteSensors(sensors: $s, customerID: $c) }`;
const SENSOR = `query($s: [ID!]!, $u: ID) { sensor(sensorIDs: $s, userID: $u) { id sensorId name
  unit greenTo yellowTo redTo deadband delay alarmOnly states conditions status
  reading { value detail } } }`;
const EQUIPMENT_SENSORS = `query($e: ID) { sensors(equipmentID: $e, sortColumn: "name") {
  id name } }`;
const LOGS = `query($s: [ID!]!) { sensorLogs(sensorIDs: $s) { status message value } }`;

interface Point {
  id: string;
  name: string;
  sensorID: string | null;
}
interface AddResult {
  passes: string[];
  fails: { id: string; message: string }[];
  updated: number;
  deleted: number;
}
interface SensorRow {
  id: string;
  name: string;
  unit: string | null;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  deadband: number | null;
  delay: number | null;
  alarmOnly: boolean;
  states: string[];
  conditions: string[];
  status: string;
  reading: { value: number; detail: string | null } | null;
}

describe.each(await availableDatabases())('Manage Sensors on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let customerId: string;
  let library: string;
  let gatewayId: string;
  let gateway: ReturnType<typeof gatewayClient>;
  let devices = 0;

  const signIn = (email: string) => signedInAs(server.app, email);

  /** A new equipment of the test library, its Humidity point not monitored yet. */
  async function device() {
    devices += 1;
    const onboarded = await admin.gql<{ onboardEquipment: { id: string } }>(ONBOARD, {
      g: gatewayId,
      c: customerId,
      lib: library,
      d: `Rack ${devices}`,
    });
    const equipmentId = onboarded.body.data!.onboardEquipment.id;
    const humidity = (await points(equipmentId)).Humidity!;
    await admin.gql(DELETE, { s: [humidity.sensorID], c: customerId });
    const { Temperature, Door, Humidity } = await points(equipmentId);
    return { equipmentId, temperature: Temperature!, door: Door!, humidity: Humidity! };
  }

  async function points(equipmentId: string): Promise<Record<string, Point>> {
    const { body } = await admin.gql<{ registers: { modbusPoints: Point[] } }>(REGISTERS, {
      g: gatewayId,
      e: equipmentId,
      c: customerId,
    });
    return Object.fromEntries(body.data!.registers.modbusPoints.map((p) => [p.name, p]));
  }

  const add = (variables: Record<string, unknown>, as = admin) =>
    as.gql<{ addSensors: AddResult }>(ADD, { c: customerId, ...variables });

  async function sensor(id: string): Promise<SensorRow> {
    const { body } = await admin.gql<{ sensor: SensorRow[] }>(SENSOR, { s: [id] });
    return body.data!.sensor[0]!;
  }

  async function sensorNames(equipmentId: string) {
    const { body } = await admin.gql<{ sensors: { name: string }[] }>(EQUIPMENT_SENSORS, {
      e: equipmentId,
    });
    return body.data!.sensors.map((s) => s.name);
  }

  const equipmentStatus = async (equipmentId: string) =>
    (
      await queryRows<{ sensor_status: string }>(
        handle.db,
        sql`select sensor_status from equipment where id = ${Number(equipmentId)}`,
      )
    )[0]?.sensor_status;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = String(await insertTestLibrary(handle.db, Number(customerId)));
    const [template] = await queryRows<{ id: number }>(
      handle.db,
      sql`select modbus_template_id as id from equipment_libraries where id = ${Number(library)}`,
    );
    await handle.db.insert(modbusPoints).values({
      templateId: template!.id,
      position: 2,
      name: 'Humidity',
      functionCode: 3,
      startingRegister: 1,
      numberOfRegisters: 1,
      dataType: 'UINT16',
      unit: '%',
      greenTo: 60,
      yellowTo: 70,
      redTo: 80,
    });
    await createUser(handle.db, {
      email: 'editor@vigil.demo',
      password: DEMO_PASSWORD,
      firstName: 'Eddie',
      customerName: DEMO_CUSTOMER,
      roles: ['ad2'],
    });
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    const { body } = await admin.gql<{ registerGateway: { id: string; token: string } }>(REGISTER, {
      c: customerId,
      n: 'Hall',
    });
    gatewayId = body.data!.registerGateway.id;
    gateway = gatewayClient(server.app, gatewayId, body.data!.registerGateway.token);
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  let seq = 0;
  async function read(sensorId: string, value: number) {
    seq += 1;
    const reply = await gateway.readings({
      batches: [
        { seq, readings: [[Number(sensorId), Date.now() - 1000 + seq, value]], equipment: [] },
      ],
    });
    expect(reply.statusCode).toBe(200);
  }

  it("adds a point with its own settings over the library point's", async () => {
    const { equipmentId, humidity } = await device();
    const { body } = await add({
      e: equipmentId,
      s: [
        {
          pointID: humidity.id,
          protocol: 'Modbus',
          name: 'Rack humidity',
          greenTo: 55,
          redTo: null,
          deadband: 0.5,
          delay: 30,
          alarmOnly: true,
        },
      ],
    });
    expect(body.errors).toBeUndefined();
    const result = body.data!.addSensors;
    expect(result).toMatchObject({ fails: [], updated: 0, deleted: 0 });
    expect(result.passes).toHaveLength(1);
    expect(await sensor(result.passes[0]!)).toMatchObject({
      name: 'Rack humidity',
      // Not given: the library point's.
      unit: '%',
      yellowTo: 70,
      greenTo: 55,
      // Given as null: cleared.
      redTo: null,
      deadband: 0.5,
      delay: 30,
      alarmOnly: true,
      states: [],
      status: 'unknown',
    });
    expect((await points(equipmentId)).Humidity!.sensorID).toBe(result.passes[0]);
  });

  it('updates a sensor, recolouring its latest value at once and for the readings after', async () => {
    const { equipmentId, temperature } = await device();
    const sensorId = temperature.sensorID!;
    await read(sensorId, 29);
    expect(await sensor(sensorId)).toMatchObject({ status: 'warning' });
    expect(await equipmentStatus(equipmentId)).toBe('warning');
    const published = vi.spyOn(server.live, 'publishReadings');

    const { body } = await add({
      e: equipmentId,
      s: [
        {
          pointID: temperature.id,
          protocol: 'Modbus',
          sensorID: sensorId,
          greenTo: 30,
          yellowTo: 35,
          unit: '°F',
        },
      ],
    });
    expect(body.data!.addSensors).toEqual({
      passes: [sensorId],
      fails: [],
      updated: 1,
      deleted: 0,
    });
    expect(await sensor(sensorId)).toMatchObject({
      // What was not given is kept.
      name: 'Temperature',
      redTo: null,
      unit: '°F',
      greenTo: 30,
      yellowTo: 35,
      status: 'ok',
      reading: { value: 29 },
    });
    expect(await equipmentStatus(equipmentId)).toBe('ok');
    const logs = await admin.gql<{ sensorLogs: { status: string; message: string }[] }>(LOGS, {
      s: [sensorId],
    });
    expect(logs.body.data!.sensorLogs[0]).toMatchObject({
      status: 'ok',
      message: 'Status changed to ok',
      value: 29,
    });
    expect(published).toHaveBeenCalledWith([
      expect.objectContaining({ sensorID: sensorId, status: 'ok', value: 29, disconnected: false }),
    ]);

    // The ingest took the new thresholds at once: under the old ones 33 was an error.
    await read(sensorId, 33);
    expect(await sensor(sensorId)).toMatchObject({ status: 'warning', reading: { value: 33 } });
  });

  it("renames a state sensor's states and sets their conditions", async () => {
    const { equipmentId, door } = await device();
    const sensorId = door.sensorID!;
    await read(sensorId, 1);
    expect(await sensor(sensorId)).toMatchObject({ status: 'warning' });
    const { body } = await add({
      e: equipmentId,
      s: [
        {
          pointID: door.id,
          protocol: 'Modbus',
          sensorID: sensorId,
          states: ['Shut', 'Open'],
          conditions: ['Normal', 'Alarm'],
        },
      ],
    });
    expect(body.data!.addSensors.updated).toBe(1);
    expect(await sensor(sensorId)).toMatchObject({
      states: ['Shut', 'Open'],
      conditions: ['Normal', 'Alarm'],
      status: 'error',
      reading: { value: 1, detail: 'Open' },
    });
  });

  it('adds, updates and removes in one call', async () => {
    const { equipmentId, temperature, door, humidity } = await device();
    const { body } = await add({
      e: equipmentId,
      s: [
        { pointID: humidity.id, protocol: 'Modbus' },
        {
          pointID: temperature.id,
          protocol: 'Modbus',
          sensorID: temperature.sensorID,
          name: 'Inlet',
        },
      ],
      d: [door.sensorID],
    });
    expect(body.errors).toBeUndefined();
    const result = body.data!.addSensors;
    expect(result).toMatchObject({ fails: [], updated: 1, deleted: 1 });
    expect(result.passes).toEqual([expect.stringMatching(/^\d+$/), temperature.sensorID]);
    expect(await sensorNames(equipmentId)).toEqual(['Humidity', 'Inlet']);
  });

  it('reports in fails what it cannot add or update, and does the rest', async () => {
    const { equipmentId, temperature, door, humidity } = await device();
    const other = await device();
    const { body } = await add({
      e: equipmentId,
      s: [
        { pointID: humidity.id, protocol: 'SNMP' },
        { pointID: temperature.id, protocol: 'Modbus' },
        { pointID: temperature.id, protocol: 'Modbus', sensorID: other.temperature.sensorID },
        { pointID: door.id, protocol: 'Modbus', sensorID: temperature.sensorID },
        { pointID: door.id, protocol: 'Modbus', sensorID: door.sensorID, name: 'Gone' },
        { pointID: humidity.id, protocol: 'Modbus', name: 'Humid' },
        { pointID: humidity.id, protocol: 'Modbus', name: 'Twice' },
      ],
      d: [door.sensorID],
    });
    expect(body.errors).toBeUndefined();
    const result = body.data!.addSensors;
    expect(result.fails).toEqual([
      { id: humidity.id, message: messages.pointNotInLibrary },
      { id: temperature.id, message: messages.pointAlreadyMonitored },
      { id: temperature.id, message: messages.sensorNotOnPoint },
      { id: door.id, message: messages.sensorNotOnPoint },
      { id: door.id, message: messages.sensorRemovedInSameCall },
      { id: humidity.id, message: messages.pointAlreadyMonitored },
    ]);
    expect(result).toMatchObject({ updated: 0, deleted: 1 });
    expect(result.passes).toHaveLength(1);
    expect(await sensorNames(equipmentId)).toEqual(['Humid', 'Temperature']);
    expect(await sensorNames(other.equipmentId)).toEqual(['Door', 'Temperature']);
  });

  it('changes nothing when the call is refused', async () => {
    const { equipmentId, temperature, door, humidity } = await device();
    const before = await sensorNames(equipmentId);
    const all = {
      e: equipmentId,
      s: [
        { pointID: humidity.id, protocol: 'Modbus' },
        { pointID: temperature.id, protocol: 'Modbus', sensorID: temperature.sensorID, name: 'X' },
      ],
    };
    // May add and edit (ad2) but not delete (dd2).
    const editor = await signIn('editor@vigil.demo');
    const refused = await add({ ...all, d: [door.sensorID] }, editor);
    expect(refused.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    // One item's bad setting refuses the whole call, naming the item.
    const invalid = await add({
      e: equipmentId,
      s: [...all.s, { pointID: door.id, protocol: 'Modbus', sensorID: door.sensorID, delay: -1 }],
    });
    expect(invalid.body.errors?.[0]).toMatchObject({
      message: messages.sensorDelayRange(0, SENSOR_DELAY_MAX),
      extensions: { code: 'BAD_USER_INPUT', field: 'sensors.2.delay' },
    });
    const viewer = await signIn('viewer@vigil.demo');
    const readOnly = await add(all, viewer);
    expect(readOnly.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    expect(await sensorNames(equipmentId)).toEqual(before);
    expect(await sensor(temperature.sensorID!)).toMatchObject({ name: 'Temperature' });

    // The same user may add and edit without deleting.
    const allowed = await add(all, editor);
    expect(allowed.body.data!.addSensors).toMatchObject({ fails: [], updated: 1 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank name', { name: '  ' }, 'name', messages.required],
    ['a negative deadband', { deadband: -0.1 }, 'deadband', messages.numberAtLeast(0)],
    ['a negative delay', { delay: -1 }, 'delay', messages.sensorDelayRange(0, SENSOR_DELAY_MAX)],
    [
      'a delay over a day',
      { delay: SENSOR_DELAY_MAX + 1 },
      'delay',
      messages.sensorDelayRange(0, SENSOR_DELAY_MAX),
    ],
    ['a blank state', { states: ['Closed', ' '] }, 'states.1', messages.required],
    [
      'an unknown condition',
      { states: ['Closed', 'Open'], conditions: ['Normal', 'Bad'] },
      'conditions.1',
      messages.invalidChoice,
    ],
    [
      'more conditions than states',
      { states: ['Closed'], conditions: ['Normal', 'Alarm'] },
      'conditions',
      messages.conditionPerState,
    ],
    // Temperature has no states: a condition alone has none to go with.
    [
      'a condition without a state',
      { conditions: ['Alarm'] },
      'conditions',
      messages.conditionPerState,
    ],
  ])('refuses %s with its message', async (_, settings, field, message) => {
    const { equipmentId, temperature } = await device();
    const { body } = await add({
      e: equipmentId,
      s: [
        {
          pointID: temperature.id,
          protocol: 'Modbus',
          sensorID: temperature.sensorID,
          ...settings,
        },
      ],
    });
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: `sensors.0.${field}` },
    });
  });

  it('answers every argument of sensors, sensorsCount, sensor and sensorLogsCount', async () => {
    const { equipmentId, temperature, door } = await device();
    await read(temperature.sensorID!, 40);
    const LIST = `query($g: ID, $u: ID, $c: ID, $e: ID, $q: String, $l: Int, $o: Int,
      $f: [String!], $w: [ID!], $t: String) {
      sensors(gatewayID: $g, userID: $u, customerID: $c, equipmentID: $e, query: $q, limit: $l,
        offset: $o, filters: $f, widgetIDs: $w, token: $t, sortColumn: "name") {
        id name gateway { id } equipmentID }
      sensorsCount(gatewayID: $g, customerID: $c, equipmentID: $e, query: $q, filters: $f) }`;
    type Listed = {
      sensors: { id: string; name: string; equipmentID: string }[];
      sensorsCount: number;
    };
    const list = async (variables: Record<string, unknown>) => {
      const { body } = await admin.gql<Listed>(LIST, {
        c: customerId,
        e: equipmentId,
        ...variables,
      });
      expect(body.errors).toBeUndefined();
      return { names: body.data!.sensors.map((s) => s.name), count: body.data!.sensorsCount };
    };
    expect(await list({ g: gatewayId })).toEqual({ names: ['Door', 'Temperature'], count: 2 });
    expect(await list({ q: 'temp' })).toEqual({ names: ['Temperature'], count: 1 });
    expect(await list({ l: 1, o: 1 })).toEqual({ names: ['Temperature'], count: 2 });
    expect(await list({ f: ['error'] })).toEqual({ names: ['Temperature'], count: 1 });
    expect(await list({ f: ['unknown'] })).toEqual({ names: ['Door'], count: 1 });
    // userID is taken for the spec's call shape: access goes by the signed-in user. (A token is
    // a share link's: tenantIsolation.shareTokens.integration.test.ts.)
    expect((await list({ u: '1' })).names).toEqual(['Door', 'Temperature']);
    // Widget ids name the sensors of those widgets; none here.
    expect((await list({ w: [] })).names).toEqual([]);

    const both = await admin.gql<{ sensor: { id: string }[] }>(SENSOR, {
      s: [temperature.sensorID, door.sensorID],
      u: '1',
    });
    expect(both.body.data!.sensor.map((s) => s.id).sort()).toEqual(
      [temperature.sensorID, door.sensorID].sort(),
    );

    const COUNT = `query($c: ID, $s: [ID!]) { sensorLogsCount(customerID: $c, sensorIDs: $s) }`;
    const ofSensor = await admin.gql<{ sensorLogsCount: number }>(COUNT, {
      c: customerId,
      s: [temperature.sensorID],
    });
    expect(ofSensor.body.data!.sensorLogsCount).toBe(1);
    const ofCustomer = await admin.gql<{ sensorLogsCount: number }>(COUNT, { c: customerId });
    expect(ofCustomer.body.data!.sensorLogsCount).toBeGreaterThanOrEqual(1);
  });
});
