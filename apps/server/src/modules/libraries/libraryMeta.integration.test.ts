import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { seedDemo } from '../../demo/seedDemo.js';
import { testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { demoCustomerId, gatewayClient, signedInAdmin } from '../../testing/telemetryFixtures.js';

// A library's OID variables and device facts (spec core §3 dynamicOIDLabels, metaList; ADR 012)
// end to end on the server: edited with the library, numbered per equipment in Manage Sensors,
// polled with the numbers put in, and the facts a gateway reads filed in the equipment's asset data.

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n) { id token } }`;
const IMPORT = `mutation($c: ID!, $m: String!, $oids: [SNMPPointInput!]!) {
  importEquipmentTemplateSNMP(model: $m, manufacturer: "Acme", customerID: $c, oids: $oids) {
    id snmpPoints { id oid name } } }`;
const LIBRARY = `id model dynamicOIDLabels { label value } metaList { id oid type values label }`;
const EDIT = `mutation($id: ID!, $c: ID!, $m: String!, $labels: [DynamicOidLabelInput!],
  $meta: [LibraryMetaInput!]) { editEquipmentLib(id: $id, customerID: $c, model: $m,
  manufacturer: "Acme", dynamicOIDLabels: $labels, metaList: $meta) { ${LIBRARY} } }`;
const LIB = `query($id: ID!) { equipmentLib(equipmentID: $id) { ${LIBRARY} } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $d: String, $ip: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib,
  description: $d, protocol: "SNMP", snmpVersion: "2", communityString: "public") {
  id sensorCount oidVars { letter value } } }`;
const ADD = `mutation($s: [SensorInput!]!, $e: ID!, $c: ID!, $v: [OidVarInput!], $dc: Boolean) {
  addSensors(sensors: $s, equipmentID: $e, customerID: $c, oidVars: $v, dynamicConversions: $dc) {
    passes fails { id message } } }`;
const EQUIPMENT = `query($id: ID!) { equipment(equipmentID: $id) { oidVars { letter value } } }`;
const SENSORS = `query($e: ID) { sensors(equipmentID: $e, sortColumn: "name") { name } }`;
const ASSET = `query($e: ID!) { equipmentAsset(equipmentID: $e) { meta { label value type oid } } }`;

const OIDS = [
  { oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge' },
  { oid: '1.3.6.1.4.1.99.1.x.3', name: 'Output voltage' },
  { oid: '1.3.6.1.4.1.99.1.x.4', name: 'Module {x} load' },
];
const META = [
  { oid: '.1.3.6.1.2.1.1.5.0', type: 'NAME' },
  { oid: '1.3.6.1.2.1.1.7.0', type: 'OTHER', label: 'Services', values: ['72=Applications'] },
  { oid: '1.3.6.1.4.1.99.2.x.1', type: 'SERIAL_NUMBER' },
];

interface Meta {
  id: string;
  oid: string;
  type: string;
  values: string[];
  label: string;
}
interface Library {
  id: string;
  model: string;
  dynamicOIDLabels: { label: string; value: string }[];
  metaList: Meta[];
}
interface Reply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
interface Config {
  revision: string;
  equipment: { id: number; points: { oid?: string; name: string }[]; meta?: string[] }[];
}

describe.each(await availableDatabases())('library variables and device facts on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let customerId: string;
  let site: { id: string; token: string };
  let library: { id: string; snmpPoints: { id: string; oid: string; name: string }[] };
  let devices = 0;

  async function call<T>(query: string, variables: Record<string, unknown>) {
    const { body } = await admin.gql<T>(query, variables);
    return body as Reply<T>;
  }
  async function ok<T>(query: string, variables: Record<string, unknown>) {
    const body = await call<T>(query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }
  const edit = (variables: Record<string, unknown>) =>
    call<{ editEquipmentLib: Library }>(EDIT, {
      id: library.id,
      c: customerId,
      m: 'Parallel UPS',
      ...variables,
    });
  const stored = async () =>
    (await ok<{ equipmentLib: Library }>(LIB, { id: library.id })).equipmentLib;
  const gateway = () => gatewayClient(server.app, site.id, site.token);
  const config = async () => (await gateway().config()).json<Config>();
  const pointId = (name: string) => library.snmpPoints.find((p) => p.name === name)!.id;

  async function onboard() {
    devices += 1;
    return (
      await ok<{
        onboardEquipment: { id: string; sensorCount: number; oidVars: unknown[] };
      }>(ONBOARD, {
        g: site.id,
        c: customerId,
        lib: library.id,
        d: `Parallel UPS ${devices}`,
        ip: `10.9.0.${devices}`,
      })
    ).onboardEquipment;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    customerId = String(await demoCustomerId(handle.db));
    site = (
      await ok<{ registerGateway: { id: string; token: string } }>(REGISTER, {
        c: customerId,
        n: 'Variables site',
      })
    ).registerGateway;
    library = (
      await ok<{ importEquipmentTemplateSNMP: typeof library }>(IMPORT, {
        c: customerId,
        m: 'Parallel UPS',
        oids: OIDS,
      })
    ).importEquipmentTemplateSNMP;
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('stores the labels and facts with the library, numbering new facts and keeping ids', async () => {
    const first = await edit({ labels: [{ label: 'Module', value: 'x' }], meta: META });
    expect(first.errors).toBeUndefined();
    expect(first.data!.editEquipmentLib.dynamicOIDLabels).toEqual([
      { label: 'Module', value: 'x' },
    ]);
    expect(first.data!.editEquipmentLib.metaList).toEqual([
      { id: '1', oid: '1.3.6.1.2.1.1.5.0', type: 'NAME', values: [], label: 'Name' },
      {
        id: '2',
        oid: '1.3.6.1.2.1.1.7.0',
        type: 'OTHER',
        values: ['72=Applications'],
        label: 'Services',
      },
      {
        id: '3',
        oid: '1.3.6.1.4.1.99.2.x.1',
        type: 'SERIAL_NUMBER',
        values: [],
        label: 'Serial Number',
      },
    ]);
    // An edit without them keeps them.
    const plain = await edit({});
    expect(plain.data!.editEquipmentLib.metaList).toHaveLength(3);

    const kept = await edit({
      meta: [
        { id: '2', oid: '1.3.6.1.2.1.1.7.0', type: 'OTHER', label: 'Services', values: [] },
        META[0],
        META[2],
      ],
    });
    expect(kept.data!.editEquipmentLib.metaList.map((m) => m.id)).toEqual(['2', '4', '5']);
    await edit({ meta: META });
  });

  it.each([
    [
      { meta: [{ oid: 'sysName.0', type: 'NAME' }] },
      'metaList.0.oid',
      'Must be an OID of dot-separated numbers, such as 1.3.6.1.2.1.1.5.',
    ],
    [{ meta: [{ oid: '1.3.6.1.2.1.1.5.0', type: 'OTHER' }] }, 'metaList.0.label', 'Required.'],
    [{ meta: [META[0], META[0]] }, 'metaList.1.oid', 'This OID is already in the list.'],
    [{ meta: [{ oid: '1.3.6.1.2.1.1.5.0', type: 'COLOUR' }] }, 'metaList.0.type', undefined],
    [
      { labels: [{ label: 'Module', value: 'xx' }] },
      'dynamicOIDLabels.0.value',
      'A variable is one small letter, such as x.',
    ],
  ])('refuses %j and changes nothing', async (variables, field, message) => {
    const before = await stored();
    const reply = await edit(variables);
    expect(reply.errors?.[0]?.extensions?.field).toBe(field);
    if (message) expect(reply.errors?.[0]?.message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('onboards only the points it can poll, then numbers the variables in Manage Sensors', async () => {
    const device = await onboard();
    // The two points of module x wait for its number.
    expect(device.sensorCount).toBe(1);
    expect(device.oidVars).toEqual([]);
    const refused = await ok<{ addSensors: { passes: string[]; fails: { message: string }[] } }>(
      ADD,
      {
        s: [{ protocol: 'SNMP', pointID: pointId('Output voltage') }],
        e: device.id,
        c: customerId,
      },
    );
    expect(refused.addSensors.fails.map((f) => f.message)).toEqual([
      "Give a number for x: the library's OIDs need it.",
    ]);

    const added = await ok<{ addSensors: { passes: string[]; fails: unknown[] } }>(ADD, {
      s: [
        { protocol: 'SNMP', pointID: pointId('Output voltage') },
        { protocol: 'SNMP', pointID: pointId('Module {x} load') },
      ],
      e: device.id,
      c: customerId,
      v: [{ letter: 'x', value: '2' }],
      dc: true,
    });
    expect(added.addSensors.fails).toEqual([]);
    expect(added.addSensors.passes).toHaveLength(2);
    expect(
      (await ok<{ equipment: { oidVars: unknown[] } }>(EQUIPMENT, { id: device.id })).equipment
        .oidVars,
    ).toEqual([{ letter: 'x', value: '2' }]);
    const names = (await ok<{ sensors: { name: string }[] }>(SENSORS, { e: device.id })).sensors;
    expect(names.map((s) => s.name)).toEqual([
      'Battery charge',
      'Module 2 load',
      'Output voltage (Module 2)',
    ]);

    // The gateway polls the OIDs with the number put in, and reads the facts.
    const polled = (await config()).equipment.find((e) => String(e.id) === device.id)!;
    expect(polled.points.map((p) => p.oid).sort()).toEqual([
      '1.3.6.1.2.1.33.1.2.4.0',
      '1.3.6.1.4.1.99.1.2.3',
      '1.3.6.1.4.1.99.1.2.4',
    ]);
    expect(polled.meta).toEqual(['1.3.6.1.2.1.1.5.0', '1.3.6.1.2.1.1.7.0', '1.3.6.1.4.1.99.2.2.1']);

    // A number its polled points need cannot be taken away.
    const taken = await call(ADD, { s: [], e: device.id, c: customerId, v: [] });
    expect(taken.errors?.[0]).toMatchObject({
      message: "Give a number for x: the library's OIDs need it.",
      extensions: { field: 'oidVars' },
    });
    expect(
      await call(ADD, { s: [], e: device.id, c: customerId, v: [{ letter: 'x', value: '-1' }] }),
    ).toMatchObject({
      errors: [
        {
          message: 'Must be a whole number from 0 to 4294967295.',
          extensions: { field: 'oidVars.0.value' },
        },
      ],
    });
  });

  it('tells the gateways when the facts change', async () => {
    const before = (await config()).revision;
    await edit({ labels: [{ label: 'Power module', value: 'x' }] });
    expect((await config()).revision).toBe(before);
    await edit({ meta: META.slice(0, 2) });
    const after = await config();
    expect(after.revision).not.toBe(before);
    expect(after.equipment[0]?.meta).toEqual(['1.3.6.1.2.1.1.5.0', '1.3.6.1.2.1.1.7.0']);
    await edit({ meta: META });
  });

  it('files the facts a gateway read in the asset data, translated, keeping what was typed', async () => {
    const device = await onboard();
    await ok(ADD, { s: [], e: device.id, c: customerId, v: [{ letter: 'x', value: '7' }] });
    await handle.db.execute(
      sql`update equipment set meta = ${JSON.stringify([
        { label: 'Install date', value: '2024-05-01', type: 'date' },
        { label: 'name', value: 'typed by hand', type: 'string' },
      ])}::jsonb where id = ${Number(device.id)}`,
    );
    const reply = await gateway().readings({
      batches: [
        {
          seq: 1,
          readings: [],
          equipment: [
            {
              id: Number(device.id),
              disconnected: false,
              meta: [
                { oid: '1.3.6.1.2.1.1.5.0', value: 'ups-b7' },
                { oid: '1.3.6.1.2.1.1.7.0', value: '72' },
                { oid: '1.3.6.1.4.1.99.2.7.1', value: 'SN-0042' },
                { oid: '1.3.6.1.2.1.1.1.0', value: 'not in the list' },
              ],
            },
          ],
        },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const asset = await ok<{ equipmentAsset: { meta: object[] } }>(ASSET, { e: device.id });
    expect(asset.equipmentAsset.meta).toEqual([
      { label: 'Install date', value: '2024-05-01', type: 'date', oid: null },
      { label: 'Name', value: 'ups-b7', type: 'string', oid: '1.3.6.1.2.1.1.5.0' },
      { label: 'Services', value: 'Applications', type: 'string', oid: '1.3.6.1.2.1.1.7.0' },
      { label: 'Serial Number', value: 'SN-0042', type: 'string', oid: '1.3.6.1.4.1.99.2.7.1' },
    ]);
  });

  it('refuses facts too long or too many, and files none of another gateway’s equipment', async () => {
    const device = await onboard();
    const other = (
      await ok<{ registerGateway: { id: string; token: string } }>(REGISTER, {
        c: customerId,
        n: 'Another site',
      })
    ).registerGateway;
    const meta = [{ oid: '1.3.6.1.2.1.1.5.0', value: 'stolen' }];
    const foreign = await gatewayClient(server.app, other.id, other.token).readings({
      batches: [
        { seq: 1, readings: [], equipment: [{ id: Number(device.id), disconnected: false, meta }] },
      ],
    });
    expect(foreign.statusCode).toBe(200);
    const tooLong = await gateway().readings({
      batches: [
        {
          seq: 2,
          readings: [],
          equipment: [
            {
              id: Number(device.id),
              disconnected: false,
              meta: [{ oid: '1.3.6.1.2.1.1.5.0', value: 'x'.repeat(1025) }],
            },
          ],
        },
      ],
    });
    expect(tooLong.statusCode).toBe(400);
    const rows = await queryRows<{ meta: unknown[] }>(
      handle.db,
      sql`select meta from equipment where id = ${Number(device.id)}`,
    );
    expect(rows[0]?.meta).toEqual([]);
  });
});
