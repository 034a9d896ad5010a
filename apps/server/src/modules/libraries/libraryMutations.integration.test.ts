import {
  MODBUS_TEMPLATE_CSV_HEADER,
  PERMISSION_CODES,
  WORD_ORDERS,
  messages,
  modbusTemplateCsvMessages,
} from '@vigil/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { modbusPoints, networks } from '../../db/schema.js';
import { SIMULATED_LIBRARIES } from '../../demo/simulatedLibraries.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { gatewayClient } from '../../testing/telemetryFixtures.js';
import { createUser } from '../admin/admin.service.js';
import { libraryRowCounts } from './libraries.fixture.js';
import { seedBuiltInLibraries } from './libraries.seed.js';

// The library management mutations (spec core §3 library, §5, §6 cl/ul/dl, §7, §8) through
// GraphQL, as the Libraries screens call them, on every database.

const PASSWORD = 'Library-Mutations-2026!';
const ALPHA = 'Alpha Colo';
const BETA = 'Beta Hosting';

const POINT = `id name functionCode startingRegister addressOffset numberOfRegisters numOfReg
  dataType wordOrder multiplier offset unit mask greenTo yellowTo redTo states conditions alarmOnly`;
const OID = `id oid name unit renamedUnit multiplier offset greenTo yellowTo redTo states conditions
  strMask`;
const LIBRARY = `id name model manufacturer docRevision tags owner ownerID protocols
  modbusTemplate { id name } snmpTemplate { id name }
  modbusPoints { ${POINT} } snmpPoints { ${OID} }`;

const ADD = `mutation($c: ID!, $m: String!, $f: String!, $r: String, $t: [String!], $mt: ID,
  $st: ID) { addEquipmentList(customerID: $c, model: $m, manufacturer: $f, revision: $r, tags: $t,
  modbusTemplateID: $mt, snmpTemplateID: $st) { ${LIBRARY} } }`;
const EDIT = `mutation($id: ID!, $c: ID!, $m: String!, $f: String!, $r: String, $t: [String!],
  $mt: ID, $st: ID) { editEquipmentLib(id: $id, customerID: $c, model: $m, manufacturer: $f,
  revision: $r, tags: $t, modbusTemplateID: $mt, snmpTemplateID: $st) { ${LIBRARY} } }`;
const DELETE = `mutation($id: ID!, $c: ID!) { deleteEquipmentLib(id: $id, customerID: $c) }`;
const ADD_TEMPLATE = `mutation($lib: ID!, $c: ID!, $r: [ModbusRegisterInput!]!) {
  addModbusTemplate(libraryID: $lib, customerID: $c, registers: $r) { ${LIBRARY} } }`;
const EDIT_MODBUS = `mutation($id: ID!, $c: ID!, $name: String!, $fc: Int!, $start: Int!,
  $n: Int!, $type: String!, $unit: String, $mul: Float, $off: Float, $ao: Int, $mask: Int,
  $wo: String, $y: Float, $states: [String!], $cond: [String!]) {
  editModbusRegister(id: $id, customerID: $c, name: $name, functionCode: $fc,
    startingRegister: $start, numOfReg: $n, dataType: $type, unit: $unit, multiplier: $mul,
    offset: $off, addressOffset: $ao, mask: $mask, wordOrder: $wo, yellowTo: $y,
    states: $states, conditions: $cond) { ${POINT} } }`;
const EDIT_SNMP = `mutation($id: ID!, $c: ID!, $oid: String!, $name: String!, $unit: String,
  $mul: Float, $off: Float, $ru: String, $sm: String, $states: [String!], $cond: [String!]) {
  editSNMPRegister(id: $id, customerID: $c, oid: $oid, name: $name, unit: $unit,
    multiplier: $mul, offset: $off, renamedUnit: $ru, strMask: $sm, states: $states,
    conditions: $cond) { ${OID} } }`;
const DELETE_MODBUS = `mutation($id: ID!, $c: ID!) { deleteModbusRegister(id: $id, customerID: $c) }`;
const DELETE_SNMP = `mutation($id: ID!, $c: ID!) { deleteSNMPRegister(id: $id, customerID: $c) }`;
const LIB = `query($id: ID!) { equipmentLib(equipmentID: $id, withRegisters: true) { ${LIBRARY} } }`;
const IMPORT_SNMP = `mutation($c: ID!, $m: String!, $oids: [SNMPPointInput!]!) {
  importEquipmentTemplateSNMP(model: $m, manufacturer: "Vertiv", customerID: $c, oids: $oids) {
    ${LIBRARY} } }`;
const IMPORT_CSV = `mutation($c: ID!, $m: String!, $csv: String!) {
  importModbusTemplateCSV(model: $m, manufacturer: "Vertiv", customerID: $c, csv: $csv) {
    ${LIBRARY} } }`;
const REGISTER_GATEWAY = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n, pollInterval: 86400) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String, $p: String,
  $v: String, $cs: String) { onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip,
  manufacturerModel: $lib, description: $d, protocol: $p, snmpVersion: $v, communityString: $cs) {
  id sensorCount } }`;

interface Point {
  id: string;
  name: string;
  numberOfRegisters: number;
  numOfReg: number;
  dataType: string;
  wordOrder: string;
  multiplier: number;
  [field: string]: unknown;
}
interface OidPoint {
  id: string;
  oid: string;
  name: string;
  [field: string]: unknown;
}
interface Library {
  id: string;
  model: string;
  manufacturer: string;
  docRevision: string | null;
  tags: string[];
  ownerID: string | null;
  protocols: string[];
  modbusTemplate: { id: string; name: string } | null;
  snmpTemplate: { id: string; name: string } | null;
  modbusPoints: Point[];
  snmpPoints: OidPoint[];
}
interface PollPoint {
  sensorId: number;
  name: string;
  address?: number;
  multiplier: number;
  offset: number;
  wordOrder?: string;
  oid?: string;
}
interface Config {
  revision: string;
  equipment: { id: number; points: PollPoint[] }[];
}
interface Reply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const REGISTERS = [
  { name: 'Input voltage', functionCode: 4, startingRegister: 0, numOfReg: 1, dataType: 'UINT16' },
  {
    name: 'Runtime',
    functionCode: 3,
    startingRegister: 10,
    numOfReg: 2,
    dataType: 'UINT32',
    wordOrder: WORD_ORDERS[1],
    unit: 's',
  },
  {
    name: 'Load',
    functionCode: 3,
    startingRegister: 20,
    numOfReg: 1,
    dataType: 'INT16',
    multiplier: 0.1,
    unit: '%',
    yellowTo: 80,
    redTo: 95,
  },
];

const OIDS = [
  { oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge', unit: '%', yellowTo: 30 },
  { oid: '1.3.6.1.2.1.33.1.4.4.1.5.1', name: 'Output load', unit: '%' },
];

describe.each(await availableDatabases())('library management mutations on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  /** Built-in libraries by model, and one of them with both templates. */
  let builtIn: Library;
  let alpha: string;
  let beta: string;
  type Session = ReturnType<typeof browserSession>;
  const as = {} as Record<
    'owner' | 'noCreate' | 'noUpdate' | 'noDelete' | 'other' | 'superUser' | 'anonymous',
    Session
  >;
  let site: { id: string; token: string };
  let otherSite: { id: string; token: string };
  let seq = 0;

  async function call<T>(session: Session, query: string, variables: Record<string, unknown>) {
    const { body } = await session.gql<T>(query, variables);
    return body as Reply<T>;
  }
  async function ok<T>(session: Session, query: string, variables: Record<string, unknown>) {
    const body = await call<T>(session, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }
  /** The first error of a refused call: its message, code, and the rest of its extensions. */
  async function refusal(session: Session, query: string, variables: Record<string, unknown>) {
    const body = await call(session, query, variables);
    expect(body.errors?.length, `not refused: ${JSON.stringify(body.data)}`).toBeGreaterThan(0);
    const [error] = body.errors!;
    return { message: error!.message, ...error!.extensions };
  }

  const unique = (name: string) => `${name} ${++seq}`;

  async function newLibrary(model: string, customer = alpha, session = as.owner) {
    const data = await ok<{ addEquipmentList: Library }>(session, ADD, {
      c: customer,
      m: model,
      f: 'Vertiv',
    });
    return data.addEquipmentList;
  }
  async function modbusLibrary(model = unique('Modbus UPS'), registers: object[] = REGISTERS) {
    const library = await newLibrary(model);
    const data = await ok<{ addModbusTemplate: Library }>(as.owner, ADD_TEMPLATE, {
      lib: library.id,
      c: alpha,
      r: registers,
    });
    return data.addModbusTemplate;
  }
  async function snmpLibrary(model = unique('SNMP UPS')) {
    const data = await ok<{ importEquipmentTemplateSNMP: Library }>(as.owner, IMPORT_SNMP, {
      c: alpha,
      m: model,
      oids: OIDS,
    });
    return data.importEquipmentTemplateSNMP;
  }
  async function library(id: string) {
    return (await ok<{ equipmentLib: Library }>(as.superUser, LIB, { id })).equipmentLib;
  }
  async function onboard(libraryId: string, protocol: 'Modbus' | 'SNMP', gateway = site) {
    const n = ++seq;
    const data = await ok<{ onboardEquipment: { id: string; sensorCount: number } }>(
      as.owner,
      ONBOARD,
      {
        g: gateway.id,
        c: alpha,
        lib: libraryId,
        ip: `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        d: `Device ${n}`,
        p: protocol,
        ...(protocol === 'SNMP' ? { v: '2', cs: 'public' } : {}),
      },
    );
    return data.onboardEquipment;
  }
  const config = async (gateway = site) =>
    (await gatewayClient(server.app, gateway.id, gateway.token).config()).json<Config>();
  const pollPoints = async (equipmentId: string) =>
    (await config()).equipment.find((e) => String(e.id) === equipmentId)?.points ?? [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const ids = await seedBuiltInLibraries(handle.db, SIMULATED_LIBRARIES);
    const users: [keyof typeof as, string, string | undefined, string[], boolean?][] = [
      ['owner', 'owner@alpha.test', ALPHA, [...PERMISSION_CODES]],
      ['noCreate', 'no-cl@alpha.test', ALPHA, ['ul', 'dl']],
      ['noUpdate', 'no-ul@alpha.test', ALPHA, ['cl', 'dl']],
      ['noDelete', 'no-dl@alpha.test', ALPHA, ['cl', 'ul']],
      ['other', 'owner@beta.test', BETA, [...PERMISSION_CODES]],
      ['superUser', 'root@vigil.test', undefined, [], true],
    ];
    for (const [, email, customerName, roles, isSuper] of users) {
      await createUser(handle.db, {
        email,
        password: PASSWORD,
        ...(customerName ? { customerName } : {}),
        roles,
        isSuper: isSuper ?? false,
      });
    }
    server = await testApp(handle.db);
    for (const [key, email] of users) {
      const session = browserSession(server.app);
      await ok(
        session,
        'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
        {
          e: email,
          p: PASSWORD,
        },
      );
      as[key] = session;
    }
    as.anonymous = browserSession(server.app);
    const me = async (session: Session) =>
      (await ok<{ me: { customer: { id: string } } }>(session, '{ me { customer { id } } }', {})).me
        .customer.id;
    alpha = await me(as.owner);
    beta = await me(as.other);
    const register = async (name: string) =>
      (
        await ok<{ registerGateway: { id: string; token: string } }>(as.owner, REGISTER_GATEWAY, {
          c: alpha,
          n: name,
        })
      ).registerGateway;
    site = await register('Main site');
    otherSite = await register('Other site');
    builtIn = await library(String(Object.values(ids)[0]));
    expect(builtIn.ownerID).toBeNull();
    expect(builtIn.modbusPoints.length).toBeGreaterThan(0);
    expect(builtIn.snmpPoints.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  describe('addEquipmentList', () => {
    it('creates a library of the customer’s own, tags trimmed and kept once', async () => {
      const created = await ok<{ addEquipmentList: Library }>(as.owner, ADD, {
        c: alpha,
        m: '  Liebert APM  ',
        f: 'Vertiv',
        r: ' 2.1 ',
        t: [' ups ', 'ups', '', 'three-phase'],
      });
      expect(created.addEquipmentList).toMatchObject({
        name: 'Liebert APM',
        model: 'Liebert APM',
        manufacturer: 'Vertiv',
        docRevision: '2.1',
        tags: ['ups', 'three-phase'],
        owner: ALPHA,
        ownerID: alpha,
        protocols: [],
        modbusTemplate: null,
        snmpTemplate: null,
        modbusPoints: [],
        snmpPoints: [],
      });
      const listed = await ok<{ equipmentList: { id: string }[] }>(
        as.owner,
        'query($c: ID, $v: String) { equipmentList(customerID: $c, validateModel: $v) { id } }',
        { c: alpha, v: 'liebert apm' },
      );
      expect(listed.equipmentList).toEqual([{ id: created.addEquipmentList.id }]);
    });

    it('uses a built-in template', async () => {
      const created = await ok<{ addEquipmentList: Library }>(as.owner, ADD, {
        c: alpha,
        m: unique('Rebadged'),
        f: 'Vertiv',
        mt: builtIn.modbusTemplate!.id,
        st: builtIn.snmpTemplate!.id,
      });
      expect(created.addEquipmentList.protocols).toEqual(['Modbus', 'SNMP']);
      expect(created.addEquipmentList.modbusPoints).toEqual(builtIn.modbusPoints);
    });

    it('refuses a model the customer already has, in any case, and writes nothing', async () => {
      await newLibrary('Galaxy VS');
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(as.owner, ADD, { c: alpha, m: ' GALAXY vs ', f: 'APC' })).toEqual({
        message: messages.libraryModelTaken('GALAXY vs'),
        code: 'BAD_USER_INPUT',
        field: 'model',
      });
      expect(await libraryRowCounts(handle.db)).toEqual(before);
      // Another customer, and Vigil's own libraries, are no clash.
      await newLibrary('Galaxy VS', beta, as.other);
      await newLibrary(builtIn.model);
    });

    it.each([
      ['model', { m: '  ', f: 'APC' }, `model: ${messages.required}`],
      ['manufacturer', { m: 'Smart-UPS', f: '' }, `manufacturer: ${messages.required}`],
    ])('names a missing %s', async (field, variables, message) => {
      expect(await refusal(as.owner, ADD, { c: alpha, ...variables })).toMatchObject({
        message,
        code: 'BAD_USER_INPUT',
        field,
      });
    });

    it('refuses users without cl, other customers and their templates', async () => {
      const vars = { c: alpha, m: unique('Refused'), f: 'APC' };
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(as.noCreate, ADD, vars)).toMatchObject({
        message: messages.noCreateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, ADD, vars)).toMatchObject({
        message: messages.mustBeLoggedIn,
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, ADD, vars)).toMatchObject({ message: messages.noAccess });
      const theirs = await modbusLibrary();
      expect(
        await refusal(as.other, ADD, { ...vars, c: beta, mt: theirs.modbusTemplate!.id }),
      ).toMatchObject({ message: messages.noAccess, code: 'FORBIDDEN' });
      const after = await libraryRowCounts(handle.db);
      expect(after.equipmentLibraries).toBe(before.equipmentLibraries! + 1);
    });
  });

  describe('editEquipmentLib', () => {
    it('edits the library’s own fields and returns them', async () => {
      const lib = await newLibrary(unique('Edit me'));
      const edited = await ok<{ editEquipmentLib: Library }>(as.owner, EDIT, {
        id: lib.id,
        c: alpha,
        m: 'Edited model',
        f: 'Eaton',
        r: 'B',
        t: ['lab', 'lab', ' rack '],
      });
      expect(edited.editEquipmentLib).toMatchObject({
        id: lib.id,
        name: 'Edited model',
        manufacturer: 'Eaton',
        docRevision: 'B',
        tags: ['lab', 'rack'],
      });
      // Absent revision and tags are kept; a blank revision clears it.
      const kept = await ok<{ editEquipmentLib: Library }>(as.owner, EDIT, {
        id: lib.id,
        c: alpha,
        m: 'Edited model',
        f: 'Eaton',
      });
      expect(kept.editEquipmentLib).toMatchObject({ docRevision: 'B', tags: ['lab', 'rack'] });
      const cleared = await ok<{ editEquipmentLib: Library }>(as.owner, EDIT, {
        id: lib.id,
        c: alpha,
        m: 'Edited model',
        f: 'Eaton',
        r: ' ',
        t: [],
      });
      expect(cleared.editEquipmentLib).toMatchObject({ docRevision: null, tags: [] });
    });

    it('refuses a model another of the customer’s libraries has, unless unchanged', async () => {
      const taken = await newLibrary(unique('Taken'));
      const lib = await newLibrary(unique('Mine'));
      const before = await library(lib.id);
      expect(
        await refusal(as.owner, EDIT, {
          id: lib.id,
          c: alpha,
          m: taken.model.toUpperCase(),
          f: 'Vertiv',
        }),
      ).toEqual({
        message: messages.libraryModelTaken(taken.model.toUpperCase()),
        code: 'BAD_USER_INPUT',
        field: 'model',
      });
      expect(await library(lib.id)).toEqual(before);
      // Its own model, as it is or in another case, is no clash.
      for (const model of [lib.model, lib.model.toLowerCase()]) {
        const same = await ok<{ editEquipmentLib: Library }>(as.owner, EDIT, {
          id: lib.id,
          c: alpha,
          m: model,
          f: 'Schneider',
        });
        expect(same.editEquipmentLib).toMatchObject({ model, manufacturer: 'Schneider' });
      }
    });

    it('swaps a template nothing reads, and keeps one sensors read', async () => {
      const lib = await modbusLibrary();
      const old = lib.modbusTemplate!.id;
      const swapped = await ok<{ editEquipmentLib: Library }>(as.owner, EDIT, {
        id: lib.id,
        c: alpha,
        m: lib.model,
        f: lib.manufacturer,
        mt: builtIn.modbusTemplate!.id,
      });
      expect(swapped.editEquipmentLib.modbusTemplate?.id).toBe(builtIn.modbusTemplate!.id);
      // The customer's own old template went with its points.
      const [row] = await handle.db
        .select({ id: modbusPoints.id })
        .from(modbusPoints)
        .where(eq(modbusPoints.templateId, Number(old)));
      expect(row).toBeUndefined();

      const used = await modbusLibrary();
      await onboard(used.id, 'Modbus');
      expect(
        await refusal(as.owner, EDIT, {
          id: used.id,
          c: alpha,
          m: used.model,
          f: used.manufacturer,
          mt: builtIn.modbusTemplate!.id,
        }),
      ).toEqual({
        message: messages.sensorsDependOnRegister(REGISTERS.length, 'register'),
        code: 'IN_USE',
        count: REGISTERS.length,
      });
      expect((await library(used.id)).modbusTemplate).toEqual(used.modbusTemplate);
    });

    it('refuses users without ul, built-in and other customers’ libraries', async () => {
      const lib = await newLibrary(unique('Guarded'));
      const vars = { id: lib.id, c: alpha, m: 'Changed', f: 'Changed' };
      expect(await refusal(as.noUpdate, EDIT, vars)).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, EDIT, vars)).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, EDIT, { ...vars, c: beta })).toMatchObject({
        message: messages.noAccess,
        code: 'FORBIDDEN',
      });
      expect(
        await refusal(as.owner, EDIT, { ...vars, id: builtIn.id, m: builtIn.model }),
      ).toMatchObject({ message: messages.noUpdateLibraries, code: 'FORBIDDEN' });
      // A template of another customer's stays theirs.
      const theirs = await newLibrary(unique('Theirs'), beta, as.other);
      const theirTemplate = (
        await ok<{ importModbusTemplateCSV: Library }>(as.other, IMPORT_CSV, {
          c: beta,
          m: unique('Their CSV'),
          csv: `${MODBUS_TEMPLATE_CSV_HEADER}\nTemp,3,0,1,INT16,,,,,,\n`,
        })
      ).importModbusTemplateCSV.modbusTemplate!.id;
      expect(await refusal(as.owner, EDIT, { ...vars, mt: theirTemplate })).toMatchObject({
        message: messages.noAccess,
      });
      expect(await refusal(as.owner, EDIT, { ...vars, id: theirs.id })).toMatchObject({
        message: messages.noAccess,
      });
      expect(await library(lib.id)).toMatchObject({ model: lib.model, modbusTemplate: null });
      expect((await library(builtIn.id)).model).toBe(builtIn.model);
    });

    it('lets a super user edit a built-in library, as the imports do', async () => {
      const edited = await ok<{ editEquipmentLib: Library }>(as.superUser, EDIT, {
        id: builtIn.id,
        c: alpha,
        m: builtIn.model,
        f: builtIn.manufacturer,
        r: '2',
      });
      expect(edited.editEquipmentLib).toMatchObject({ ownerID: null, docRevision: '2' });
    });
  });

  describe('deleteEquipmentLib', () => {
    it('deletes an unused library with its own templates and their points', async () => {
      const lib = await modbusLibrary();
      await ok(as.owner, EDIT, {
        id: lib.id,
        c: alpha,
        m: lib.model,
        f: lib.manufacturer,
        st: builtIn.snmpTemplate!.id,
      });
      const before = await libraryRowCounts(handle.db);
      expect(await ok(as.owner, DELETE, { id: lib.id, c: alpha })).toEqual({
        deleteEquipmentLib: true,
      });
      // The built-in SNMP template it used is Vigil's, and stays.
      expect(await libraryRowCounts(handle.db)).toEqual({
        ...before,
        equipmentLibraries: before.equipmentLibraries! - 1,
        modbusTemplates: before.modbusTemplates! - 1,
        modbusPoints: before.modbusPoints! - REGISTERS.length,
      });
      expect(
        (await ok<{ equipmentLib: Library | null }>(as.owner, LIB, { id: lib.id })).equipmentLib,
      ).toBeNull();
      expect((await library(builtIn.id)).snmpPoints).toEqual(builtIn.snmpPoints);
    });

    it('refuses while equipment uses the library, with how many', async () => {
      const lib = await snmpLibrary();
      await onboard(lib.id, 'SNMP');
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(as.owner, DELETE, { id: lib.id, c: alpha })).toEqual({
        message: messages.unableToDeleteTemplate,
        code: 'IN_USE',
        count: 1,
      });
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });

    it('refuses users without dl, built-in and other customers’ libraries', async () => {
      const lib = await newLibrary(unique('Keep me'));
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(as.noDelete, DELETE, { id: lib.id, c: alpha })).toMatchObject({
        message: messages.noDeleteLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, DELETE, { id: lib.id, c: alpha })).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, DELETE, { id: lib.id, c: beta })).toMatchObject({
        message: messages.noAccess,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.other, DELETE, { id: lib.id, c: alpha })).toMatchObject({
        message: messages.noAccess,
      });
      expect(await refusal(as.owner, DELETE, { id: builtIn.id, c: alpha })).toMatchObject({
        message: messages.noDeleteLibraries,
        code: 'FORBIDDEN',
      });
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });
  });

  describe('addModbusTemplate', () => {
    it('gives a library its Modbus template, rows in order', async () => {
      const lib = await modbusLibrary();
      expect(lib.protocols).toEqual(['Modbus']);
      expect(lib.modbusTemplate?.name).toBe(`Vertiv ${lib.model}`);
      expect(lib.modbusPoints).toMatchObject([
        {
          name: 'Input voltage',
          functionCode: 4,
          numberOfRegisters: 1,
          numOfReg: 1,
          dataType: 'UINT16',
          // The domain's default byte order when none is given.
          wordOrder: WORD_ORDERS[0],
          multiplier: 1,
          offset: 0,
          addressOffset: 0,
        },
        { name: 'Runtime', numOfReg: 2, dataType: 'UINT32', wordOrder: WORD_ORDERS[1], unit: 's' },
        { name: 'Load', multiplier: 0.1, yellowTo: 80, redTo: 95, alarmOnly: false },
      ]);
    });

    it('replaces a template nothing reads', async () => {
      const lib = await modbusLibrary();
      const replaced = await ok<{ addModbusTemplate: Library }>(as.owner, ADD_TEMPLATE, {
        lib: lib.id,
        c: alpha,
        r: [REGISTERS[2]],
      });
      expect(replaced.addModbusTemplate.modbusPoints.map((p) => p.name)).toEqual(['Load']);
      expect(replaced.addModbusTemplate.modbusTemplate?.id).not.toBe(lib.modbusTemplate?.id);
    });

    it('writes nothing when one row is bad, and names the row and field', async () => {
      const lib = await modbusLibrary();
      const before = await libraryRowCounts(handle.db);
      const bad = [
        ...REGISTERS,
        {
          name: 'Frequency',
          functionCode: 4,
          startingRegister: 5,
          numOfReg: 1,
          dataType: 'DOUBLE',
        },
      ];
      expect(await refusal(as.owner, ADD_TEMPLATE, { lib: lib.id, c: alpha, r: bad })).toEqual({
        message: `Register 4: dataType: ${messages.invalidDataType}`,
        code: 'BAD_USER_INPUT',
        field: 'registers.3.dataType',
      });
      const short = [{ ...REGISTERS[1], numOfReg: 1 }];
      expect(
        await refusal(as.owner, ADD_TEMPLATE, { lib: lib.id, c: alpha, r: short }),
      ).toMatchObject({
        message: `Register 1: numOfReg: ${messages.registersForDataType('UINT32', 2)}`,
        field: 'registers.0.numOfReg',
      });
      const masked = [{ ...REGISTERS[0], mask: -1 }];
      expect(
        await refusal(as.owner, ADD_TEMPLATE, { lib: lib.id, c: alpha, r: masked }),
      ).toMatchObject({
        message: `Register 1: mask: ${modbusTemplateCsvMessages.invalidMask}`,
        field: 'registers.0.mask',
      });
      const order = [{ ...REGISTERS[1], wordOrder: 'XYZW' }];
      expect(
        await refusal(as.owner, ADD_TEMPLATE, { lib: lib.id, c: alpha, r: order }),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'registers.0.wordOrder' });
      expect(await refusal(as.owner, ADD_TEMPLATE, { lib: lib.id, c: alpha, r: [] })).toMatchObject(
        { message: `registers: ${messages.required}`, field: 'registers' },
      );
      expect(await libraryRowCounts(handle.db)).toEqual(before);
      expect(await library(lib.id)).toEqual(lib);
    });

    it('refuses to replace a template sensors read, with how many', async () => {
      const lib = await modbusLibrary();
      await onboard(lib.id, 'Modbus');
      const before = await libraryRowCounts(handle.db);
      expect(
        await refusal(as.owner, ADD_TEMPLATE, { lib: lib.id, c: alpha, r: [REGISTERS[0]] }),
      ).toEqual({
        message: messages.sensorsDependOnRegister(REGISTERS.length, 'register'),
        code: 'IN_USE',
        count: REGISTERS.length,
      });
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });

    it('refuses users without ul, built-in and other customers’ libraries', async () => {
      const lib = await newLibrary(unique('Empty'));
      const vars = { lib: lib.id, c: alpha, r: REGISTERS };
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(as.noUpdate, ADD_TEMPLATE, vars)).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, ADD_TEMPLATE, vars)).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, ADD_TEMPLATE, { ...vars, c: beta })).toMatchObject({
        message: messages.noAccess,
      });
      expect(await refusal(as.owner, ADD_TEMPLATE, { ...vars, lib: builtIn.id })).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });
  });

  describe('editModbusRegister', () => {
    const edit = (point: Point, changes: Record<string, unknown> = {}) => ({
      id: point.id,
      c: alpha,
      name: point.name,
      fc: point['functionCode'],
      start: point['startingRegister'],
      n: point.numOfReg,
      type: point.dataType,
      ...changes,
    });

    it('edits one register, returns every point in order, and keeps an absent byte order', async () => {
      const lib = await modbusLibrary();
      const runtime = lib.modbusPoints[1]!;
      // State conditions not given stay as they are.
      await handle.db
        .update(modbusPoints)
        .set({ conditions: ['Normal', 'Alarm'] })
        .where(eq(modbusPoints.id, Number(runtime.id)));
      const { editModbusRegister } = await ok<{ editModbusRegister: Point[] }>(
        as.owner,
        EDIT_MODBUS,
        edit(runtime, { name: 'Runtime left', start: 12, ao: 1, mul: 60, unit: 'min', mask: 255 }),
      );
      expect(editModbusRegister.map((p) => p.id)).toEqual(lib.modbusPoints.map((p) => p.id));
      expect(editModbusRegister[0]).toEqual(lib.modbusPoints[0]);
      expect(editModbusRegister[2]).toEqual(lib.modbusPoints[2]);
      expect(editModbusRegister[1]).toMatchObject({
        name: 'Runtime left',
        startingRegister: 12,
        addressOffset: 1,
        multiplier: 60,
        offset: 0,
        unit: 'min',
        mask: 255,
        wordOrder: WORD_ORDERS[1],
        conditions: ['Normal', 'Alarm'],
      });
      const [stored] = await handle.db
        .select({ conditions: modbusPoints.conditions })
        .from(modbusPoints)
        .where(eq(modbusPoints.id, Number(runtime.id)));
      expect(stored?.conditions).toEqual(['Normal', 'Alarm']);
      const reordered = await ok<{ editModbusRegister: Point[] }>(
        as.owner,
        EDIT_MODBUS,
        edit(runtime, { wo: WORD_ORDERS[0] }),
      );
      expect(reordered.editModbusRegister[1]?.wordOrder).toBe(WORD_ORDERS[0]);
    });

    it('sets the state conditions when given, no more than the states, and [] clears them', async () => {
      const lib = await modbusLibrary();
      const runtime = lib.modbusPoints[1]!;
      const states = ['Closed', 'Open', 'Fault'];
      const set = await ok<{ editModbusRegister: Point[] }>(
        as.owner,
        EDIT_MODBUS,
        edit(runtime, { states, cond: ['Normal', 'Warning', 'Alarm'] }),
      );
      expect(set.editModbusRegister[1]).toMatchObject({
        states,
        conditions: ['Normal', 'Warning', 'Alarm'],
      });
      expect(await refusal(as.owner, EDIT_MODBUS, edit(runtime, { cond: ['Normal'] }))).toEqual({
        message: `conditions: ${messages.conditionPerState}`,
        code: 'BAD_USER_INPUT',
        field: 'conditions',
      });
      expect(
        await refusal(as.owner, EDIT_MODBUS, edit(runtime, { states, cond: ['Red'] })),
      ).toMatchObject({ message: `conditions.0: ${messages.invalidChoice}` });
      expect((await library(lib.id)).modbusPoints[1]?.['conditions']).toEqual([
        'Normal',
        'Warning',
        'Alarm',
      ]);
      const cleared = await ok<{ editModbusRegister: Point[] }>(
        as.owner,
        EDIT_MODBUS,
        edit(runtime, { states, cond: [] }),
      );
      expect(cleared.editModbusRegister[1]?.['conditions']).toEqual([]);
    });

    it('makes the gateways polling the library fetch the new scaling', async () => {
      const lib = await modbusLibrary();
      const device = await onboard(lib.id, 'Modbus');
      const elsewhere = await config(otherSite);
      const before = await config();
      const load = lib.modbusPoints[2]!;
      expect((await pollPoints(device.id)).find((p) => p.name === 'Load')).toMatchObject({
        multiplier: 0.1,
        address: 20,
      });
      await ok(as.owner, EDIT_MODBUS, edit(load, { mul: 0.01, off: -5, start: 30 }));
      const after = await config();
      expect(after.revision).not.toBe(before.revision);
      expect((await pollPoints(device.id)).find((p) => p.name === 'Load')).toMatchObject({
        multiplier: 0.01,
        offset: -5,
        address: 30,
      });
      // A gateway without the library's equipment is not asked to refetch.
      expect((await config(otherSite)).revision).toBe(elsewhere.revision);
    });

    it('names a bad field and changes nothing', async () => {
      const lib = await modbusLibrary();
      const runtime = lib.modbusPoints[1]!;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ type: 'DOUBLE' }, 'dataType', messages.invalidDataType],
        [{ n: 1 }, 'numOfReg', messages.registersForDataType('UINT32', 2)],
        [{ fc: 5 }, 'functionCode', messages.invalidFunctionCode],
        [{ name: ' ' }, 'name', messages.required],
        [{ start: -1 }, 'startingRegister', messages.wholeNumberAtLeast(0)],
        [{ mask: -2 }, 'mask', modbusTemplateCsvMessages.invalidMask],
      ];
      for (const [changes, field, message] of cases) {
        expect(await refusal(as.owner, EDIT_MODBUS, edit(runtime, changes))).toEqual({
          message: `${field}: ${message}`,
          code: 'BAD_USER_INPUT',
          field,
        });
      }
      expect(await refusal(as.owner, EDIT_MODBUS, edit(runtime, { wo: 'XYZW' }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'wordOrder',
      });
      expect(await library(lib.id)).toEqual(lib);
    });

    it('refuses users without ul, built-in and other customers’ registers', async () => {
      const lib = await modbusLibrary();
      const point = lib.modbusPoints[0]!;
      expect(await refusal(as.noUpdate, EDIT_MODBUS, edit(point, { mul: 2 }))).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, EDIT_MODBUS, edit(point))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, EDIT_MODBUS, edit(point, { c: beta }))).toMatchObject({
        message: messages.noAccess,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.owner, EDIT_MODBUS, edit(builtIn.modbusPoints[0]!))).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await library(lib.id)).toEqual(lib);
      expect((await library(builtIn.id)).modbusPoints).toEqual(builtIn.modbusPoints);
    });
  });

  describe('editSNMPRegister', () => {
    const edit = (point: OidPoint, changes: Record<string, unknown> = {}) => ({
      id: point.id,
      c: alpha,
      oid: point.oid,
      name: point.name,
      ...changes,
    });

    it('edits one OID, returns every OID in order, and tells the gateways', async () => {
      const lib = await snmpLibrary();
      const device = await onboard(lib.id, 'SNMP');
      const before = await config();
      const load = lib.snmpPoints[1]!;
      const { editSNMPRegister } = await ok<{ editSNMPRegister: OidPoint[] }>(
        as.owner,
        EDIT_SNMP,
        edit(load, { oid: '.1.3.6.1.2.1.33.1.4.4.1.5.2', mul: 0.5, ru: 'percent', sm: '%d' }),
      );
      expect(editSNMPRegister.map((p) => p.id)).toEqual(lib.snmpPoints.map((p) => p.id));
      expect(editSNMPRegister[0]).toEqual(lib.snmpPoints[0]);
      expect(editSNMPRegister[1]).toMatchObject({
        oid: '1.3.6.1.2.1.33.1.4.4.1.5.2',
        multiplier: 0.5,
        renamedUnit: 'percent',
        strMask: '%d',
        unit: null,
      });
      expect((await config()).revision).not.toBe(before.revision);
      expect((await pollPoints(device.id)).find((p) => p.name === load.name)).toMatchObject({
        oid: '1.3.6.1.2.1.33.1.4.4.1.5.2',
        multiplier: 0.5,
      });
    });

    it('sets the state conditions when given and keeps them when absent', async () => {
      const lib = await snmpLibrary();
      const load = lib.snmpPoints[1]!;
      const states = ['Off', 'On'];
      const set = await ok<{ editSNMPRegister: OidPoint[] }>(
        as.owner,
        EDIT_SNMP,
        edit(load, { states, cond: ['Normal', 'Alarm'] }),
      );
      expect(set.editSNMPRegister[1]).toMatchObject({ states, conditions: ['Normal', 'Alarm'] });
      const kept = await ok<{ editSNMPRegister: OidPoint[] }>(
        as.owner,
        EDIT_SNMP,
        edit(load, { states, name: 'Renamed' }),
      );
      expect(kept.editSNMPRegister[1]).toMatchObject({
        name: 'Renamed',
        conditions: ['Normal', 'Alarm'],
      });
      expect(
        await refusal(
          as.owner,
          EDIT_SNMP,
          edit(load, { states: ['Off'], cond: ['Normal', 'Alarm'] }),
        ),
      ).toMatchObject({
        message: `conditions: ${messages.conditionPerState}`,
        field: 'conditions',
      });
    });

    it('names a bad field and changes nothing', async () => {
      const lib = await snmpLibrary();
      const point = lib.snmpPoints[0]!;
      expect(await refusal(as.owner, EDIT_SNMP, edit(point, { oid: '1.3.6.1..2' }))).toEqual({
        message: `oid: ${messages.invalidOID}`,
        code: 'BAD_USER_INPUT',
        field: 'oid',
      });
      expect(await refusal(as.owner, EDIT_SNMP, edit(point, { name: '' }))).toMatchObject({
        message: `name: ${messages.required}`,
        field: 'name',
      });
      expect(await library(lib.id)).toEqual(lib);
    });

    it('refuses users without ul, built-in and other customers’ OIDs', async () => {
      const lib = await snmpLibrary();
      const point = lib.snmpPoints[0]!;
      expect(await refusal(as.noUpdate, EDIT_SNMP, edit(point))).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, EDIT_SNMP, edit(point))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, EDIT_SNMP, edit(point, { c: beta }))).toMatchObject({
        message: messages.noAccess,
      });
      expect(await refusal(as.owner, EDIT_SNMP, edit(builtIn.snmpPoints[0]!))).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await library(lib.id)).toEqual(lib);
      expect((await library(builtIn.id)).snmpPoints).toEqual(builtIn.snmpPoints);
    });
  });

  describe.each([
    ['deleteModbusRegister', DELETE_MODBUS, 'Modbus', 'register'],
    ['deleteSNMPRegister', DELETE_SNMP, 'SNMP', 'OID'],
  ] as const)('%s', (operation, mutation, protocol, word) => {
    const points = (lib: Library) => (protocol === 'Modbus' ? lib.modbusPoints : lib.snmpPoints);
    const make = () => (protocol === 'Modbus' ? modbusLibrary() : snmpLibrary());
    const builtInPoint = () => points(builtIn)[0]!;

    it('deletes a point no sensor reads', async () => {
      const lib = await make();
      const [first, ...rest] = points(lib);
      expect(await ok(as.owner, mutation, { id: first!.id, c: alpha })).toEqual({
        [operation]: true,
      });
      expect(points(await library(lib.id))).toEqual(rest);
    });

    it(`refuses while sensors read it: 'There are {n} active sensors that depend on this ${word}.'`, async () => {
      const lib = await make();
      await onboard(lib.id, protocol);
      await onboard(lib.id, protocol, otherSite);
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(as.owner, mutation, { id: points(lib)[0]!.id, c: alpha })).toEqual({
        message: messages.sensorsDependOnRegister(2, word),
        code: 'IN_USE',
        count: 2,
      });
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });

    it('refuses users without ul, built-in and other customers’ points', async () => {
      const lib = await make();
      const id = points(lib)[0]!.id;
      expect(await refusal(as.noUpdate, mutation, { id, c: alpha })).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await refusal(as.anonymous, mutation, { id, c: alpha })).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await refusal(as.other, mutation, { id, c: beta })).toMatchObject({
        message: messages.noAccess,
      });
      expect(await refusal(as.owner, mutation, { id: builtInPoint().id, c: alpha })).toMatchObject({
        message: messages.noUpdateLibraries,
        code: 'FORBIDDEN',
      });
      expect(await library(lib.id)).toEqual(lib);
      expect(points(await library(builtIn.id))).toEqual(points(builtIn));
    });
  });

  it('bumps nothing it need not: a refused edit leaves every revision as it was', async () => {
    const revisions = async () =>
      (await handle.db.select({ r: networks.configRevision }).from(networks)).map((n) => n.r);
    const before = await revisions();
    const point = builtIn.modbusPoints[0]!;
    await refusal(as.owner, EDIT_MODBUS, {
      id: point.id,
      c: alpha,
      name: point.name,
      fc: point['functionCode'],
      start: point['startingRegister'],
      n: point.numOfReg,
      type: point.dataType,
      mul: 99,
    });
    expect(await revisions()).toEqual(before);
  });
});
