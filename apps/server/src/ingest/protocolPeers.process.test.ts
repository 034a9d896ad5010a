import { GatewayAgent } from '@vigil/gateway';
import {
  SNMPD_V3_AUTH_USER,
  SNMPD_V3_USER,
  startPymodbus,
  startSnmpd,
  type PeerProcess,
  type SnmpdHandle,
} from '@vigil/gateway/testing';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { demoCustomerId } from '../demo/demo.repository.js';
import { seedDemo } from '../demo/seedDemo.js';
import { testApp } from '../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../testing/testDatabases.js';
import { signedInAdmin } from '../testing/telemetryFixtures.js';

const UNIT_ID = 7;

/**
 * Points over pymodbusServer.py's known tables, and the value each must be stored as; the older
 * word orders BE and LE are read as ABCD and CDAB.
 */
const MODBUS_ROWS: [csvRow: string, stored: number][] = [
  ['hr uint16,3,0,1,UINT16,0,0.1,0,V,,BE', 230.5],
  ['hr int16,3,1,1,INT16,0,0.1,0,°C,,BE', -12.3],
  ['hr uint32 be,3,2,2,UINT32,0,1,0,,,BE', 72_000],
  ['hr uint32 le,3,4,2,UINT32,0,1,0,,,LE', 72_000],
  ['hr int32 be,3,6,2,INT32,0,0.001,0,,,BE', -100],
  ['hr int32 le,3,8,2,INT32,0,1,10,,,LE', -99_990],
  ['hr float be,3,10,2,FLOAT,0,2,1,,,BE', 44.5],
  ['hr float le,3,12,2,FLOAT,0,1,273.15,K,,LE', 269.65],
  ['hr masked,3,14,1,UINT16,0,1,0,,240,BE', 0xa0],
  ['hr uint32 badc,3,15,2,UINT32,0,1,0,,,BADC', 72_000],
  ['hr int32 dcba,3,17,2,INT32,0,1,0,,,dcba', -100_000],
  ['hr float badc,3,19,2,FLOAT,0,1,0,,,BADC', 21.75],
  ['hr float cdab,3,24,2,FLOAT,0,1,0,,,CDAB', 123.456001281738],
  ['ir int16,4,1,1,INT16,0,1,0,,,BE', -40],
  ['ir uint32 le,4,4,2,UINT32,0,0.01,0,,,LE', 1234.56],
  ['ir float be,4,10,2,FLOAT,0,1,0,hPa,,BE', 1013.25],
  ['ir float dcba,4,19,2,FLOAT,0,1,0,hPa,,DCBA', 1013.25],
  ['ir uint16 dcba,4,23,1,UINT16,0,1,0,,,DCBA', 500],
  ['coil 0,1,0,1,UINT16,0,1,0,,,BE', 1],
  ['contact 1,2,1,1,UINT16,0,1,0,,,BE', 1],
];
const CSV_HEADER =
  'name,functionCode,startingRegister,numberOfRegisters,dataType,addressOffset,multiplier,offset,unit,mask,wordOrder';

/** snmpd's fixed values: more than 9, so a poll takes two GETs; every SMI type we decode. */
const BASE = '1.3.6.1.4.1.99999.42';
const SNMP_VALUES = [
  { oid: `${BASE}.1.0`, type: 'integer', value: 42, multiplier: 0.5, offset: 0 },
  { oid: `${BASE}.2.0`, type: 'uinteger', value: 2305, multiplier: 0.1, offset: 0 },
  { oid: `${BASE}.3.0`, type: 'counter', value: 1000, multiplier: 1, offset: 5 },
  {
    oid: `${BASE}.4.0`,
    type: 'octet_str',
    value: 'Temp 21.5 C',
    multiplier: 1,
    offset: 0,
    strMask: '([0-9.]+)',
  },
  ...Array.from({ length: 8 }, (_, i) => ({
    oid: `${BASE}.${10 + i}.0`,
    type: 'integer' as const,
    value: -i * 7,
    multiplier: 1,
    offset: 100,
  })),
] as const;

const IMPORT_CSV = `mutation($c: ID!, $csv: String!) { importModbusTemplateCSV(model: "pymodbus table",
  manufacturer: "Test", customerID: $c, csv: $csv) { id } }`;
const IMPORT_SNMP = `mutation($c: ID!, $oids: [SNMPPointInput!]!) { importEquipmentTemplateSNMP(
  model: "snmpd table", manufacturer: "Test", customerID: $c, oids: $oids) { id } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $l: ID, $port: Int, $slave: Int, $p: String, $d: String,
  $v: String, $cs: String, $u: String, $sl: String, $at: String, $ak: String, $pt: String,
  $ps: String) { onboardEquipment(gatewayID: $g, customerID: $c, ip: "127.0.0.1",
  port: $port, slaveID: $slave, manufacturerModel: $l, description: $d, protocol: $p,
  snmpVersion: $v, communityString: $cs, username: $u, securityLevel: $sl, authType: $at,
  authKey: $ak, privacyType: $pt, privacySecret: $ps) { id } }`;

describe.each(await availableDatabases())(
  'readings from real protocol peers, stored on %s',
  (kind) => {
    let handle: DatabaseHandle;
    let server: Awaited<ReturnType<typeof testApp>>;
    let snmpd: SnmpdHandle;
    let pymodbus: PeerProcess;
    let agent: GatewayAgent;
    const agentDir = mkdtempSync(join(tmpdir(), 'vigil-peers-'));

    /** Sensor name → latest stored value, per equipment. */
    const latest = async (equipment: string) =>
      new Map(
        (
          await queryRows<{ name: string; latest_value: number | null }>(
            handle.db,
            sql`select s.name, s.latest_value from sensors s join equipment e on e.id = s.equipment_id
              where e.name = ${equipment}`,
          )
        ).map((row) => [row.name, row.latest_value]),
      );

    beforeAll(async () => {
      const modbus = await startPymodbus(UNIT_ID);
      pymodbus = modbus.peer;
      snmpd = await startSnmpd(SNMP_VALUES.map(({ oid, type, value }) => ({ oid, type, value })));
      handle = await openTestDatabase(kind);
      await seedDemo(handle.db);
      const customerId = String(await demoCustomerId(handle.db));
      server = await testApp(handle.db);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const admin = await signedInAdmin(server.app);
      const gql = async <T>(query: string, variables: Record<string, unknown>) => {
        const { body } = await admin.gql<T>(query, variables);
        if (body.errors) throw new Error(body.errors[0]!.message);
        return body.data!;
      };
      const { registerGateway } = await gql<{ registerGateway: { id: string; token: string } }>(
        'mutation($c: ID!) { registerGateway(customerID: $c, name: "Peers", pollInterval: 5) { id token } }',
        { c: customerId },
      );
      const csv = [CSV_HEADER, ...MODBUS_ROWS.map(([row]) => row)].join('\n');
      const modbusLibrary = (
        await gql<{ importModbusTemplateCSV: { id: string } }>(IMPORT_CSV, { c: customerId, csv })
      ).importModbusTemplateCSV.id;
      const oids = SNMP_VALUES.map((v) => ({
        oid: `.${v.oid}`,
        name: `oid ${v.oid}`,
        multiplier: v.multiplier,
        offset: v.offset,
        ...('strMask' in v ? { strMask: v.strMask } : {}),
      }));
      const snmpLibrary = (
        await gql<{ importEquipmentTemplateSNMP: { id: string } }>(IMPORT_SNMP, {
          c: customerId,
          oids,
        })
      ).importEquipmentTemplateSNMP.id;
      const onboard = (variables: Record<string, unknown>) =>
        gql(ONBOARD, { g: registerGateway.id, c: customerId, ...variables });
      await onboard({
        l: modbusLibrary,
        port: modbus.port,
        slave: UNIT_ID,
        p: 'Modbus',
        d: 'pymodbus',
      });
      await onboard({
        l: snmpLibrary,
        port: snmpd.port,
        p: 'SNMP',
        d: 'snmpd v2c',
        v: '2',
        cs: 'public',
      });
      // Both v3 devices as a user onboards them: snmpd answers in the default (empty) context,
      // so none is given; OIDs were imported as snmpwalk -On prints them, with a leading dot.
      await onboard({
        l: snmpLibrary,
        port: snmpd.port,
        p: 'SNMP',
        d: 'snmpd v3',
        v: '3',
        u: SNMPD_V3_USER.name,
        sl: 'authPriv',
        at: SNMPD_V3_USER.authType,
        ak: SNMPD_V3_USER.authKey,
        pt: SNMPD_V3_USER.privacyType,
        ps: SNMPD_V3_USER.privacySecret,
      });
      await onboard({
        l: snmpLibrary,
        port: snmpd.port,
        p: 'SNMP',
        d: 'snmpd v3 authNoPriv',
        v: '3',
        u: SNMPD_V3_AUTH_USER.name,
        sl: 'authNoPriv',
        at: SNMPD_V3_AUTH_USER.authType,
        ak: SNMPD_V3_AUTH_USER.authKey,
      });
      agent = GatewayAgent.fromConfig({
        serverUrl: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`,
        gatewayId: registerGateway.id,
        token: registerGateway.token,
        dataDir: agentDir,
      });
      // start() resolves after the first poll; pollNow() then waits for its delivery too.
      await agent.start();
      await agent.pollNow();
      await server.ingest.drain();
    }, 60_000);

    afterAll(async () => {
      await agent?.stop();
      await server?.app.close();
      await handle?.close();
      await snmpd?.stop();
      await pymodbus?.stop();
      rmSync(agentDir, { recursive: true, force: true });
    });

    it('stores every Modbus data type, in the four byte orders, as served after multiplier and offset', async () => {
      const stored = await latest('pymodbus');
      for (const [row, value] of MODBUS_ROWS) {
        const name = row.split(',')[0]!;
        expect(stored.get(name), name).toBeCloseTo(value, 6);
      }
    });

    it.each([
      ['snmpd v2c', ['-v2c', '-c', 'public']],
      [
        'snmpd v3',
        [
          '-v3',
          '-l',
          'authPriv',
          '-u',
          SNMPD_V3_USER.name,
          '-a',
          'SHA',
          '-A',
          SNMPD_V3_USER.authKey,
          '-x',
          'AES',
          '-X',
          SNMPD_V3_USER.privacySecret,
        ],
      ],
      [
        'snmpd v3 authNoPriv',
        [
          '-v3',
          '-l',
          'authNoPriv',
          '-u',
          SNMPD_V3_AUTH_USER.name,
          '-a',
          'SHA',
          '-A',
          SNMPD_V3_AUTH_USER.authKey,
        ],
      ],
    ])(
      'stores %s values equal to what snmpget reads, after multiplier and offset',
      async (equipment, args) => {
        const read = await snmpd.snmpget(
          args,
          SNMP_VALUES.map((v) => v.oid),
        );
        const stored = await latest(equipment);
        SNMP_VALUES.forEach((v, i) => {
          const text = (read[i] ?? '').replace(/^"|"$/g, '');
          const raw = 'strMask' in v ? Number(new RegExp(v.strMask).exec(text)?.[1]) : Number(text);
          expect(stored.get(`oid ${v.oid}`), v.oid).toBeCloseTo(raw * v.multiplier + v.offset, 6);
        });
      },
    );
  },
);
