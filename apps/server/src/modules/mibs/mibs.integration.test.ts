import { readFileSync } from 'node:fs';
import { MIB_TEXT_MAX, PERMISSION_CODES, messages } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { testApp, type GraphQLReply } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { demoCustomerId, signedInAs } from '../../testing/telemetryFixtures.js';
import { createUser } from '../admin/admin.service.js';
import { BUILT_IN_MIB_NAMES } from './builtInMibs.js';
import { deepChainMib } from './generatedMibs.fixture.js';
import { mibWorker } from './MibWorkerClient.js';
import { createMibsRepository } from './mibs.repository.js';
import { oidResolvers } from './mibs.service.js';

const UPS_MIB = readFileSync(new URL('../../../mibs/UPS-MIB.txt', import.meta.url), 'utf8');

const MODULE = 'name builtIn fileName objectCount createdAt';
const IMPORT = `mutation($c: ID!, $f: String!, $t: String!) {
  importMib(customerID: $c, fileName: $f, text: $t) { ${MODULE} } }`;
const MODULES = `query($c: ID!) { mibModules(customerID: $c) { ${MODULE} } }`;
const OBJECTS = `query($c: ID!, $m: String!, $q: String, $l: Int, $o: Int) {
  mibObjects(customerID: $c, module: $m, query: $q, limit: $l, offset: $o) {
    total items { oid name module kind shape syntax access units description enums { value label } } } }`;
const RESOLVE = `query($c: ID!, $o: [String!]!) {
  resolveOids(customerID: $c, oids: $o) {
    input oid name module instance error warning object { name shape units } } }`;
const DELETE = `mutation($c: ID!, $n: String!) { deleteMib(customerID: $c, name: $n) }`;

/** A vendor's textual conventions, and a MIB of its that imports them and UPS-MIB. */
const PROBE_TC = `PROBE-TC DEFINITIONS ::= BEGIN
IMPORTS TEXTUAL-CONVENTION FROM SNMPv2-TC enterprises FROM SNMPv2-SMI;
probeRoot OBJECT IDENTIFIER ::= { enterprises 99999 }
ProbeLevel ::= TEXTUAL-CONVENTION
    STATUS current
    DESCRIPTION "A level."
    SYNTAX INTEGER { low(1), high(2) }
END
`;
const probeMib = (extra = '') => `PROBE-MIB DEFINITIONS ::= BEGIN
IMPORTS
    OBJECT-TYPE, Integer32 FROM SNMPv2-SMI
    probeRoot, ProbeLevel FROM PROBE-TC
    upsIdent FROM UPS-MIB;
probeObjects OBJECT IDENTIFIER ::= { probeRoot 7 }
probeTemp OBJECT-TYPE
    SYNTAX Integer32
    UNITS "0.1 degrees Celsius"
    MAX-ACCESS read-only
    STATUS current
    DESCRIPTION "Inlet temperature."
    ::= { probeObjects 1 }
probeLevel OBJECT-TYPE
    SYNTAX ProbeLevel
    MAX-ACCESS read-only
    STATUS current
    DESCRIPTION "The probe's level."
    ::= { probeObjects 2 }
probeUpsNote OBJECT IDENTIFIER ::= { upsIdent 99 }
${extra}END
`;

/** A module of one scalar, `cacheProbe`, under a made-up enterprise. */
const cacheMib = (name: string, arc: number) => `${name} DEFINITIONS ::= BEGIN
IMPORTS OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI;
cacheProbe${arc} OBJECT-TYPE
    SYNTAX Integer32
    MAX-ACCESS read-only
    STATUS current
    DESCRIPTION "A probe."
    ::= { enterprises 99996 ${arc} }
END
`;

afterAll(() => mibWorker.close());

describe.each(await availableDatabases())('MIB modules on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customer: string;
  let foreignCustomer: string;
  const cookies = { admin: '', viewer: '', updater: '', foreign: '' };

  async function signIn(email: string) {
    return (await signedInAs(server.app, email)).cookie!;
  }

  async function gql<T = Record<string, unknown>>(
    cookie: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { query, variables },
    });
    return response.json<
      GraphQLReply<T> & { errors?: { extensions?: { code?: string; field?: string } }[] }
    >();
  }

  const importMib = (cookie: string | null, text: string, fileName = 'upload.mib', c = customer) =>
    gql<{ importMib: Record<string, unknown> }>(cookie, IMPORT, { c, f: fileName, t: text });
  const stored = () =>
    queryRows<{ name: string; file_name: string; object_count: number; customer_id: number }>(
      handle.db,
      sql`select name, file_name, object_count, customer_id from mib_modules order by customer_id, name`,
    );
  const firstError = (reply: { errors?: { message: string; extensions?: unknown }[] }) =>
    reply.errors?.[0];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customer = String(await demoCustomerId(handle.db));
    await createUser(handle.db, {
      email: 'updater@vigil.demo',
      password: DEMO_PASSWORD,
      customerName: DEMO_CUSTOMER,
      roles: ['ul'],
    });
    await createUser(handle.db, {
      email: 'other@foreign.test',
      password: DEMO_PASSWORD,
      customerName: 'Foreign Co',
      roles: [...PERMISSION_CODES],
    });
    server = await testApp(handle.db);
    cookies.admin = await signIn('admin@vigil.demo');
    cookies.viewer = await signIn('viewer@vigil.demo');
    cookies.updater = await signIn('updater@vigil.demo');
    cookies.foreign = await signIn('other@foreign.test');
    foreignCustomer = (
      await gql<{ me: { customer: { id: string } } }>(cookies.foreign, '{ me { customer { id } } }')
    ).data!.me.customer.id;
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('lists the built-in modules to any user of the customer, and to no one else', async () => {
    const reply = await gql<{ mibModules: Record<string, unknown>[] }>(cookies.viewer, MODULES, {
      c: customer,
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.mibModules.map((m) => m.name)).toEqual(BUILT_IN_MIB_NAMES);
    expect(reply.data!.mibModules.find((m) => m.name === 'UPS-MIB')).toEqual({
      name: 'UPS-MIB',
      builtIn: true,
      fileName: null,
      objectCount: 148,
      createdAt: null,
    });
    expect(firstError(await gql(cookies.foreign, MODULES, { c: customer }))?.message).toBe(
      messages.noAccess,
    );
    expect(firstError(await gql(null, MODULES, { c: customer }))?.message).toBe(
      messages.mustBeLoggedIn,
    );
  });

  it('imports the standard UPS-MIB file for the customer and reads its objects', async () => {
    const reply = await importMib(cookies.admin, UPS_MIB, 'rfc1628.mib');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.importMib).toMatchObject({
      name: 'UPS-MIB',
      builtIn: false,
      fileName: 'rfc1628.mib',
      objectCount: 148,
    });
    expect(await stored()).toEqual([
      {
        name: 'UPS-MIB',
        file_name: 'rfc1628.mib',
        object_count: 148,
        customer_id: Number(customer),
      },
    ]);
    const modules = await gql<{ mibModules: { name: string; builtIn: boolean }[] }>(
      cookies.viewer,
      MODULES,
      { c: customer },
    );
    expect(modules.data!.mibModules.filter((m) => !m.builtIn).map((m) => m.name)).toEqual([
      'UPS-MIB',
    ]);

    const battery = await gql<{ mibObjects: { total: number; items: Record<string, unknown>[] } }>(
      cookies.viewer,
      OBJECTS,
      { c: customer, m: 'UPS-MIB', q: '.1.3.6.1.2.1.33.1.2' },
    );
    expect(battery.data!.mibObjects.total).toBe(8);
    expect(battery.data!.mibObjects.items[4]).toEqual({
      oid: '1.3.6.1.2.1.33.1.2.4',
      name: 'upsEstimatedChargeRemaining',
      module: 'UPS-MIB',
      kind: 'OBJECT-TYPE',
      shape: 'scalar',
      syntax: 'INTEGER (0..100)',
      access: 'read-only',
      units: 'percent',
      description:
        'An estimate of the battery charge remaining expressed as a percent of full charge.',
      enums: [],
    });
    const page = await gql<{ mibObjects: { total: number; items: { name: string }[] } }>(
      cookies.viewer,
      OBJECTS,
      { c: customer, m: 'UPS-MIB', l: 2, o: 1 },
    );
    expect(page.data!.mibObjects.total).toBe(148);
    expect(page.data!.mibObjects.items.map((o) => o.name)).toEqual(['upsObjects', 'upsIdent']);
    const searched = await gql<{ mibObjects: { items: { name: string }[] } }>(
      cookies.viewer,
      OBJECTS,
      { c: customer, m: 'UPS-MIB', q: 'OutputSource' },
    );
    expect(searched.data!.mibObjects.items.map((o) => o.name)).toEqual(['upsOutputSource']);
    const described = await gql<{ mibObjects: { items: { name: string }[] } }>(
      cookies.viewer,
      OBJECTS,
      { c: customer, m: 'UPS-MIB', q: 'time to battery charge depletion' },
    );
    expect(described.data!.mibObjects.items.map((o) => o.name)).toEqual([
      'upsEstimatedMinutesRemaining',
    ]);
  });

  it('replaces the customer’s module of the same name, keeping one row', async () => {
    const trimmed = UPS_MIB.replace(
      /upsWellKnownTests\s+OBJECT IDENTIFIER ::= \{ upsTest 7 \}/,
      '',
    ).replace(/upsTest\w+ OBJECT-IDENTITY[\s\S]*?::= \{ upsWellKnownTests \d+ \}/g, '');
    const reply = await importMib(cookies.updater, trimmed, 'ups-mib-v2.txt');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.importMib).toMatchObject({ name: 'UPS-MIB', objectCount: 142 });
    expect(await stored()).toEqual([
      {
        name: 'UPS-MIB',
        file_name: 'ups-mib-v2.txt',
        object_count: 142,
        customer_id: Number(customer),
      },
    ]);
  });

  it('resolves imports against the customer’s modules, and names what it cannot find', async () => {
    const missing = await importMib(cookies.admin, probeMib());
    expect(firstError(missing)).toMatchObject({
      message: messages.mibLine(4, messages.mibMissingImports(['PROBE-TC'])),
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
    expect((await importMib(cookies.admin, PROBE_TC, 'probe-tc.my')).errors).toBeUndefined();
    const reply = await importMib(cookies.admin, probeMib(), 'probe.my');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.importMib).toMatchObject({ name: 'PROBE-MIB', objectCount: 4 });
  });

  it.each([
    [
      'a broken MIB',
      probeMib('probeBad OBJECT-TYPE\n    MAX-ACCESS read-only\n    ::= { probeObjects 3 }\n'),
      messages.mibLine(21, 'OBJECT-TYPE probeBad has no SYNTAX clause'),
    ],
    [
      'a base module',
      'SNMPv2-SMI DEFINITIONS ::= BEGIN\nEND\n',
      messages.mibCoreModule('SNMPv2-SMI'),
    ],
    ['an empty file', '\n', messages.mibEmpty],
    ['more bytes than 2 MiB', 'é'.repeat(MIB_TEXT_MAX / 2 + 1), messages.mibTooBig('2.0', 2)],
  ])('refuses %s with its reason, storing nothing', async (_name, text, message) => {
    const before = await stored();
    expect(firstError(await importMib(cookies.admin, text))).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses more characters than the limit before anything runs', async () => {
    expect(firstError(await importMib(cookies.admin, 'x'.repeat(MIB_TEXT_MAX + 1)))).toMatchObject({
      message: messages.inputTooLong('text', MIB_TEXT_MAX),
    });
    expect(firstError(await importMib(cookies.admin, PROBE_TC, '  '))).toMatchObject({
      message: `fileName: ${messages.required}`,
    });
  });

  it.each<[string, 'viewer' | 'foreign' | null, string]>([
    ['a read-only user', 'viewer', messages.noCreateOrUpdateLibraries],
    ['another customer’s admin', 'foreign', messages.noAccess],
    ['no one signed in', null, messages.mustBeLoggedIn],
  ])('refuses an import by %s', async (_name, who, message) => {
    const before = await stored();
    const reply = await importMib(who === null ? null : cookies[who], PROBE_TC, 'x.my');
    expect(firstError(reply)?.message).toBe(message);
    expect(reply.data?.importMib ?? null).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('resolves every OID form against the built-in and the customer’s modules', async () => {
    const inputs = [
      'UPS-MIB::upsEstimatedChargeRemaining.0',
      '.1.3.6.1.2.1.33.1.2.4.0',
      '1.3.6.1.4.1.99999.7.1.0',
      'probeTemp.0',
      'PROBE-MIB::probeLevel',
      'sysObjectID.0',
      'UPS-MIB::upsTestNoTestsInitiated',
      'VENDOR-MIB::vendorTemp.0',
      'not an oid',
    ];
    const reply = await gql<{ resolveOids: Record<string, unknown>[] }>(cookies.viewer, RESOLVE, {
      c: customer,
      o: inputs,
    });
    expect(reply.errors).toBeUndefined();
    const rows = reply.data!.resolveOids.map(
      ({ input, oid, module, name, instance, error, warning }) => ({
        input,
        oid,
        at: module ? `${module}::${name}.${instance}` : null,
        error,
        warning,
      }),
    );
    expect(rows).toEqual([
      {
        input: inputs[0],
        oid: '1.3.6.1.2.1.33.1.2.4.0',
        at: 'UPS-MIB::upsEstimatedChargeRemaining.0',
        error: null,
        warning: null,
      },
      {
        input: inputs[1],
        oid: '1.3.6.1.2.1.33.1.2.4.0',
        at: 'UPS-MIB::upsEstimatedChargeRemaining.0',
        error: null,
        warning: null,
      },
      {
        input: inputs[2],
        oid: '1.3.6.1.4.1.99999.7.1.0',
        at: 'PROBE-MIB::probeTemp.0',
        error: null,
        warning: null,
      },
      {
        input: inputs[3],
        oid: '1.3.6.1.4.1.99999.7.1.0',
        at: 'PROBE-MIB::probeTemp.0',
        error: null,
        warning: null,
      },
      {
        input: inputs[4],
        oid: '1.3.6.1.4.1.99999.7.2',
        at: 'PROBE-MIB::probeLevel.',
        error: null,
        warning: messages.oidScalarInstance('probeLevel'),
      },
      {
        input: inputs[5],
        oid: '1.3.6.1.2.1.1.2.0',
        at: 'SNMPv2-MIB::sysObjectID.0',
        error: null,
        warning: null,
      },
      // The customer's copy of UPS-MIB (replaced above without the well-known tests) is the one read.
      {
        input: inputs[6],
        oid: null,
        at: null,
        error: messages.oidNameNotInModule('UPS-MIB', 'upsTestNoTestsInitiated'),
        warning: null,
      },
      {
        input: inputs[7],
        oid: null,
        at: null,
        error: messages.oidModuleUnknown('VENDOR-MIB'),
        warning: null,
      },
      { input: inputs[8], oid: null, at: null, error: messages.oidOnePerLine, warning: null },
    ]);
    expect(reply.data!.resolveOids[0]!.object).toEqual({
      name: 'upsEstimatedChargeRemaining',
      shape: 'scalar',
      units: 'percent',
    });
  });

  it('resolves OIDs for the caller’s customer only', async () => {
    const foreign = await gql<{ resolveOids: Record<string, unknown>[] }>(
      cookies.foreign,
      RESOLVE,
      {
        c: foreignCustomer,
        o: ['probeTemp.0', '1.3.6.1.4.1.99999.7.1.0'],
      },
    );
    expect(foreign.data!.resolveOids).toMatchObject([
      { oid: null, error: messages.oidNameUnknown('probeTemp') },
      {
        oid: '1.3.6.1.4.1.99999.7.1.0',
        module: 'SNMPv2-SMI',
        name: 'enterprises',
        instance: '99999.7.1.0',
      },
    ]);
    expect(
      firstError(await gql(cookies.foreign, RESOLVE, { c: customer, o: ['probeTemp.0'] }))?.message,
    ).toBe(messages.noAccess);
    expect(
      firstError(await gql(cookies.foreign, OBJECTS, { c: customer, m: 'PROBE-MIB' }))?.message,
    ).toBe(messages.noAccess);
    expect(
      (
        await gql<{ mibObjects: unknown }>(cookies.foreign, OBJECTS, {
          c: foreignCustomer,
          m: 'PROBE-MIB',
        })
      ).data!.mibObjects,
    ).toEqual({ total: 0, items: [] });
  });

  it('deletes a module of the customer’s, for those who build libraries only', async () => {
    const remove = (cookie: string | null, n: string, c = customer) =>
      gql<{ deleteMib: boolean }>(cookie, DELETE, { c, n });
    expect(firstError(await remove(cookies.viewer, 'PROBE-MIB'))?.message).toBe(
      messages.noCreateOrUpdateLibraries,
    );
    expect(firstError(await remove(cookies.foreign, 'PROBE-MIB'))?.message).toBe(messages.noAccess);
    expect((await remove(cookies.foreign, 'PROBE-MIB', foreignCustomer)).data!.deleteMib).toBe(
      false,
    );
    expect((await remove(cookies.updater, 'PROBE-MIB')).data!.deleteMib).toBe(true);
    expect((await remove(cookies.admin, 'PROBE-MIB')).data!.deleteMib).toBe(false);
    expect((await remove(cookies.admin, 'SNMPv2-SMI')).data!.deleteMib).toBe(false);
    expect((await stored()).map((row) => row.name)).toEqual(['PROBE-TC', 'UPS-MIB']);
    const objects = await gql<{ mibObjects: { total: number } }>(cookies.viewer, OBJECTS, {
      c: customer,
      m: 'PROBE-MIB',
    });
    expect(objects.data!.mibObjects.total).toBe(0);
  });

  it('refuses an upload that takes too long to parse, storing nothing, and imports the next', async () => {
    const limit = mibWorker.timeoutMs;
    mibWorker.timeoutMs = 300;
    try {
      const before = await stored();
      // Several seconds of net-snmp's parser: stopped at the limit, its thread terminated.
      expect(firstError(await importMib(cookies.admin, deepChainMib(8_000)))).toMatchObject({
        message: messages.mibTooSlow(0.3),
        extensions: { code: 'BAD_USER_INPUT', field: 'text' },
      });
      expect(await stored()).toEqual(before);
    } finally {
      mibWorker.timeoutMs = limit;
    }
    const next = await importMib(cookies.admin, cacheMib('SLOW-NEXT-MIB', 1));
    expect(next.data!.importMib).toMatchObject({ name: 'SLOW-NEXT-MIB', objectCount: 1 });
    expect((await gql(cookies.admin, DELETE, { c: customer, n: 'SLOW-NEXT-MIB' })).errors).toBe(
      undefined,
    );
  });

  it('resolves OIDs from a cache, rebuilt once modules change in this or another process', async () => {
    const resolve = async (oid: string) =>
      (
        await gql<{ resolveOids: { module: string | null; error: string | null }[] }>(
          cookies.viewer,
          RESOLVE,
          { c: customer, o: [oid] },
        )
      ).data!.resolveOids[0];
    await resolve('sysDescr.0');
    const builds = oidResolvers.builds;
    expect(await resolve('sysDescr.0')).toMatchObject({ module: 'SNMPv2-MIB' });
    expect(await resolve('CACHE-MIB::cacheProbe1.0')).toMatchObject({
      error: messages.oidModuleUnknown('CACHE-MIB'),
    });
    expect(oidResolvers.builds).toBe(builds);

    expect((await importMib(cookies.admin, cacheMib('CACHE-MIB', 1))).errors).toBeUndefined();
    expect(await resolve('CACHE-MIB::cacheProbe1.0')).toMatchObject({ module: 'CACHE-MIB' });
    expect(await resolve('cacheProbe1.0')).toMatchObject({ module: 'CACHE-MIB' });
    expect(oidResolvers.builds).toBe(builds + 1);

    // Another server process stores a module: this one's next resolve sees it.
    await createMibsRepository(handle.db).upsert({
      customerId: Number(customer),
      name: 'CACHE-MIB',
      fileName: 'elsewhere.mib',
      source: cacheMib('CACHE-MIB', 2),
      objects: [
        {
          oid: '1.3.6.1.4.1.99996.2',
          name: 'cacheProbe2',
          kind: 'OBJECT-TYPE',
          shape: 'scalar',
          syntax: 'Integer32',
          access: 'read-only',
          units: null,
          status: 'current',
          description: 'A probe.',
          enums: [],
        },
      ],
    });
    expect(await resolve('cacheProbe2.0')).toMatchObject({ module: 'CACHE-MIB' });
    expect(await resolve('cacheProbe1.0')).toMatchObject({
      error: messages.oidNameUnknown('cacheProbe1'),
    });
    expect(oidResolvers.builds).toBe(builds + 2);

    expect((await gql(cookies.admin, DELETE, { c: customer, n: 'CACHE-MIB' })).errors).toBe(
      undefined,
    );
    expect(await resolve('cacheProbe2.0')).toMatchObject({
      error: messages.oidNameUnknown('cacheProbe2'),
    });
    expect(oidResolvers.builds).toBe(builds + 3);
  });
});
