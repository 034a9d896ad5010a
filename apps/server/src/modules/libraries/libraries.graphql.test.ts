import { MODBUS_TEMPLATE_CSV_HEADER, messages, modbusTemplateCsvMessages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { FIXTURE_PASSWORD, createLibrariesFixture, libraryRowCounts } from './libraries.fixture.js';
import type { LibrariesFixture } from './libraries.fixture.js';

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { needsTotp }
}`;

const LIBRARY_FIELDS = `id name model manufacturer owner ownerID protocols vertivModel sysObjectID
  snmpTemplate { id name owner }
  modbusTemplate { id name }`;

const IMPORT_SNMP = `mutation ImportSnmp($model: String!, $manufacturer: String!, $vertivModel: String,
  $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!, $libraryID: ID) {
  importEquipmentTemplateSNMP(model: $model, manufacturer: $manufacturer, vertivModel: $vertivModel,
    sysObjectID: $sysObjectID, customerID: $customerID, oids: $oids, libraryID: $libraryID) {
    ${LIBRARY_FIELDS}
    snmpPoints { id oid name unit multiplier offset yellowTo redTo states alarmOnly sensorID }
  }
}`;

const IMPORT_CSV = `mutation ImportCsv($libraryID: ID, $model: String!, $manufacturer: String!,
  $customerID: ID!, $csv: String!) {
  importModbusTemplateCSV(libraryID: $libraryID, model: $model, manufacturer: $manufacturer,
    customerID: $customerID, csv: $csv) {
    ${LIBRARY_FIELDS}
    modbusPoints { name functionCode startingRegister numberOfRegisters numOfReg dataType wordOrder
      multiplier offset unit }
  }
}`;

const LIST = `query List($customerID: ID, $query: String, $validateModel: String) {
  equipmentList(customerID: $customerID, query: $query, validateModel: $validateModel) { id model }
  equipmentListCount(customerID: $customerID, query: $query)
  manufacturers(customerID: $customerID)
}`;

const LIB = `query Lib($equipmentID: ID!) {
  equipmentLib(equipmentID: $equipmentID, withRegisters: true) {
    model modbusPoints { name } snmpPoints { name }
  }
  protocols(equipmentID: $equipmentID)
  registers(equipmentID: $equipmentID) { modbusPoints { name } snmpPoints { oid } }
}`;

interface LibraryReply {
  id: string;
  model: string;
  protocols: string[];
}

describe.each(await availableDatabases())('libraries GraphQL on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let fx: LibrariesFixture;

  const signedIn = async (email: string) => {
    const browser = browserSession(server.app);
    const { body } = await browser.gql(SIGN_IN, { email, password: FIXTURE_PASSWORD });
    expect(body.errors).toBeUndefined();
    return browser;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    fx = await createLibrariesFixture(handle.db);
    server = await testApp(handle.db);
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('imports an SNMP template and finds it in the list', async () => {
    const browser = await signedIn(fx.emails.adminA);
    const { body } = await browser.gql<{ importEquipmentTemplateSNMP: LibraryReply }>(IMPORT_SNMP, {
      model: 'Liebert GXT5',
      manufacturer: 'Vertiv',
      vertivModel: 'GXT5',
      sysObjectID: '1.3.6.1.4.1.476.1.42',
      customerID: String(fx.customerA),
      oids: [
        { oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge', unit: '%', yellowTo: 30 },
        { oid: '1.3.6.1.2.1.33.1.4.4.1.5.1', name: 'Load', states: ['Low', 'High'] },
      ],
    });
    expect(body.errors).toBeUndefined();
    const library = body.data?.importEquipmentTemplateSNMP;
    expect(library).toMatchObject({
      name: 'Liebert GXT5',
      manufacturer: 'Vertiv',
      owner: 'Alpha Colo',
      ownerID: String(fx.customerA),
      protocols: ['SNMP'],
      vertivModel: 'GXT5',
      snmpTemplate: { name: 'Vertiv Liebert GXT5', owner: 'Alpha Colo' },
      modbusTemplate: null,
      snmpPoints: [
        { name: 'Battery charge', multiplier: 1, offset: 0, yellowTo: 30, sensorID: null },
        { name: 'Load', states: ['Low', 'High'], alarmOnly: false },
      ],
    });

    const list = await browser.gql(LIST, { query: 'gxt' });
    expect(list.body).toEqual({
      data: {
        equipmentList: [{ id: library?.id, model: 'Liebert GXT5' }],
        equipmentListCount: 1,
        manufacturers: ['Vertiv'],
      },
    });
    const taken = await browser.gql(LIST, { validateModel: 'liebert gxt5' });
    expect(taken.body.data?.equipmentList).toEqual([{ id: library?.id, model: 'Liebert GXT5' }]);

    const again = await browser.gql(IMPORT_SNMP, {
      model: 'LIEBERT GXT5',
      manufacturer: 'Vertiv',
      customerID: String(fx.customerA),
      oids: [{ oid: '1.3.6.1.2.1.1.1.0', name: 'Description' }],
    });
    expect(again.body.errors?.[0]?.message).toBe(messages.libraryModelTaken('LIEBERT GXT5'));
  });

  it('imports a Modbus CSV into the same library, and reads it back', async () => {
    const browser = await signedIn(fx.emails.adminA);
    const list = await browser.gql<{ equipmentList: LibraryReply[] }>(LIST, { query: 'GXT5' });
    const libraryID = list.body.data?.equipmentList[0]?.id;
    const csv = [
      MODBUS_TEMPLATE_CSV_HEADER,
      'Input voltage,4,0,1,UINT16,0,0.1,0,V,,',
      '"Runtime, remaining",3,4,2,UINT32,,,,s,,LE',
      '',
    ].join('\r\n');
    const { body } = await browser.gql<{ importModbusTemplateCSV: LibraryReply }>(IMPORT_CSV, {
      libraryID,
      model: 'Liebert GXT5',
      manufacturer: 'Vertiv',
      customerID: String(fx.customerA),
      csv,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.importModbusTemplateCSV).toMatchObject({
      id: libraryID,
      protocols: ['Modbus', 'SNMP'],
      modbusTemplate: { name: 'Vertiv Liebert GXT5' },
      modbusPoints: [
        { name: 'Input voltage', functionCode: 4, numOfReg: 1, multiplier: 0.1, wordOrder: 'ABCD' },
        { name: 'Runtime, remaining', dataType: 'UINT32', numberOfRegisters: 2, wordOrder: 'CDAB' },
      ],
    });

    const read = await browser.gql(LIB, { equipmentID: libraryID });
    expect(read.body).toEqual({
      data: {
        equipmentLib: {
          model: 'Liebert GXT5',
          modbusPoints: [{ name: 'Input voltage' }, { name: 'Runtime, remaining' }],
          snmpPoints: [{ name: 'Battery charge' }, { name: 'Load' }],
        },
        protocols: ['Modbus', 'SNMP'],
        registers: {
          modbusPoints: [{ name: 'Input voltage' }, { name: 'Runtime, remaining' }],
          snmpPoints: [{ oid: '1.3.6.1.2.1.33.1.2.4.0' }, { oid: '1.3.6.1.2.1.33.1.4.4.1.5.1' }],
        },
      },
    });
  });

  it('answers a bad CSV line with its message and saves nothing', async () => {
    const browser = await signedIn(fx.emails.adminA);
    const before = await libraryRowCounts(handle.db);
    const { body } = await browser.gql(IMPORT_CSV, {
      model: 'Never',
      manufacturer: 'Vertiv',
      customerID: String(fx.customerA),
      csv: `${MODBUS_TEMPLATE_CSV_HEADER}\nOk,3,0,1,UINT16,,,,,,\nBad,3,0,1,UINT64,,,,,,\n`,
    });
    expect(body.errors?.[0]?.message).toBe(
      modbusTemplateCsvMessages.row(3, 'dataType', messages.invalidDataType),
    );
    expect(await libraryRowCounts(handle.db)).toEqual(before);
  });

  it("refuses imports without the role, and another customer's lists", async () => {
    const viewer = await signedIn(fx.emails.viewerA);
    const snmp = await viewer.gql(IMPORT_SNMP, {
      model: 'X',
      manufacturer: 'Y',
      customerID: String(fx.customerA),
      oids: [{ oid: '1.3.6.1', name: 'Z' }],
    });
    expect(snmp.body.errors?.[0]).toMatchObject({
      message: messages.noCreateLibraries,
      extensions: { code: 'FORBIDDEN' },
    });
    const csv = await viewer.gql(IMPORT_CSV, {
      libraryID: '1',
      model: 'X',
      manufacturer: 'Y',
      customerID: String(fx.customerA),
      csv: MODBUS_TEMPLATE_CSV_HEADER,
    });
    expect(csv.body.errors?.[0]?.message).toBe(messages.noUpdateLibraries);

    const adminB = await signedIn(fx.emails.adminB);
    const list = await adminB.gql(LIST, { customerID: String(fx.customerA) });
    expect(list.body.errors?.[0]?.message).toBe(messages.noAccess);
    const own = await adminB.gql(LIST, {});
    expect(own.body.data).toEqual({ equipmentList: [], equipmentListCount: 0, manufacturers: [] });

    const anonymous = browserSession(server.app);
    const refused = await anonymous.gql(LIST, {});
    expect(refused.body.errors?.[0]?.message).toBe(messages.mustBeLoggedIn);
  });
  it('stores OIDs pasted as snmpwalk -On prints them (leading dot) in one canonical form', async () => {
    const browser = await signedIn(fx.emails.adminA);
    const { body } = await browser.gql<{ importEquipmentTemplateSNMP: LibraryReply }>(IMPORT_SNMP, {
      model: 'Pasted UPS',
      manufacturer: 'Dotted',
      sysObjectID: '.1.3.6.1.4.1.476.1.42',
      customerID: String(fx.customerA),
      oids: [
        { oid: '.1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge' },
        { oid: '1.3.6.1.2.1.33.1.4.4.1.5.1', name: 'Load' },
      ],
    });
    expect(body.errors).toBeUndefined();
    const points = (
      body.data?.importEquipmentTemplateSNMP as unknown as { snmpPoints: { oid: string }[] }
    ).snmpPoints;
    expect(points.map((p) => p.oid)).toEqual([
      '1.3.6.1.2.1.33.1.2.4.0',
      '1.3.6.1.2.1.33.1.4.4.1.5.1',
    ]);
    const refused = await browser.gql(IMPORT_SNMP, {
      model: 'Bad OID',
      manufacturer: 'Dotted',
      customerID: String(fx.customerA),
      oids: [{ oid: '..1.3.6', name: 'Nothing' }],
    });
    expect(refused.body.errors?.[0]?.message).toBe(`OID 1: oid: ${messages.invalidOID}`);
  });
});
