import { messages } from '@vigil/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { equipmentLibraries } from '../../db/schema.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { FIXTURE_PASSWORD, createLibrariesFixture } from './libraries.fixture.js';
import type { LibrariesFixture } from './libraries.fixture.js';
import { seedBuiltInLibraries } from './libraries.seed.js';

// The lists equipmentList and equipmentListCount answer (their SDL states the flags): the
// Libraries page's tabs, the pickers' every-list, archived libraries left out unless asked, on
// every database.

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { needsTotp } }`;
const ARGS = `$c: ID, $default: Boolean, $all: Boolean, $defaultT: Boolean, $allT: Boolean,
  $f: [String!], $q: String, $archived: Boolean`;
const FLAGS = `customerID: $c, defaultList: $default, allLists: $all, defaultTemplateList: $defaultT,
  allTemplateLists: $allT, filters: $f, query: $q, archived: $archived`;
const LIST = `query(${ARGS}, $v: String) {
  equipmentList(${FLAGS}, validateModel: $v) { model archived }
  equipmentListCount(${FLAGS}) }`;
const IMPORT_SNMP = `mutation($c: ID!, $m: String!) {
  importEquipmentTemplateSNMP(model: $m, manufacturer: "Acme", customerID: $c,
    oids: [{ oid: "1.3.6.1.2.1.33.1.2.4.0", name: "Battery charge" }]) { id } }`;
const ADD = `mutation($c: ID!, $m: String!) {
  addEquipmentList(customerID: $c, model: $m, manufacturer: "Acme") { id } }`;

interface ListReply {
  equipmentList: { model: string; archived: boolean }[];
  equipmentListCount: number;
}

describe.each(await availableDatabases())('library lists on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let fx: LibrariesFixture;
  let session: Record<'a' | 'b' | 'superUser', ReturnType<typeof browserSession>>;

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
    session = {
      a: await signedIn(fx.emails.adminA),
      b: await signedIn(fx.emails.adminB),
      superUser: await signedIn('root@libraries.test'),
    };
    await seedBuiltInLibraries(handle.db, [
      {
        manufacturer: 'Vigil',
        model: 'Built-in Modbus',
        modbusPoints: [{ name: 'Load', functionCode: 3, startingRegister: 0, dataType: 'UINT16' }],
      },
      {
        manufacturer: 'Vigil',
        model: 'Built-in SNMP',
        snmpPoints: [{ oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge' }],
      },
    ]);
    const a = String(fx.customerA);
    const b = String(fx.customerB);
    const created: Record<string, string> = {};
    for (const [c, browser, model] of [
      [a, session.a, 'Alpha SNMP'],
      [a, session.a, 'Alpha Shared'],
      [a, session.a, 'Alpha Archived'],
      [b, session.b, 'Beta Private'],
      [b, session.b, 'Beta Shared'],
      [b, session.b, 'Beta Shared Archived'],
    ] as const) {
      const { body } = await browser.gql<{ importEquipmentTemplateSNMP: { id: string } }>(
        IMPORT_SNMP,
        { c, m: model },
      );
      expect(body.errors).toBeUndefined();
      created[model] = body.data!.importEquipmentTemplateSNMP.id;
    }
    // A library with no template yet.
    const { body } = await session.a.gql<{ addEquipmentList: { id: string } }>(ADD, {
      c: a,
      m: 'Alpha Empty',
    });
    expect(body.errors).toBeUndefined();
    // Sharing and archiving have no mutation yet: set as the data would hold them.
    const ids = (...models: string[]) => models.map((model) => Number(created[model]));
    await handle.db
      .update(equipmentLibraries)
      .set({ shared: true })
      .where(
        inArray(equipmentLibraries.id, ids('Alpha Shared', 'Beta Shared', 'Beta Shared Archived')),
      );
    await handle.db
      .update(equipmentLibraries)
      .set({ archived: true })
      .where(inArray(equipmentLibraries.id, ids('Alpha Archived', 'Beta Shared Archived')));
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  async function list(
    browser: ReturnType<typeof browserSession>,
    variables: Record<string, unknown>,
  ): Promise<{ models: string[]; count: number }> {
    const { body } = await browser.gql<ListReply>(LIST, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const models = body.data!.equipmentList.map((library) => library.model);
    return { models, count: body.data!.equipmentListCount };
  }

  it.each<[string, Record<string, unknown>, string[]]>([
    // My libraries: only the customer's own, shared or not, archived ones left out.
    ['neither flag', {}, ['Alpha Empty', 'Alpha Shared', 'Alpha SNMP']],
    [
      'neither flag, false',
      { default: false, all: false },
      ['Alpha Empty', 'Alpha Shared', 'Alpha SNMP'],
    ],
    // Shared & built-in: the built-in ones and the other customers' shared ones.
    ['defaultList', { default: true }, ['Beta Shared', 'Built-in Modbus', 'Built-in SNMP']],
    [
      'allLists',
      { all: true },
      [
        'Alpha Empty',
        'Alpha Shared',
        'Alpha SNMP',
        'Beta Shared',
        'Built-in Modbus',
        'Built-in SNMP',
      ],
    ],
    // allLists wins over defaultList.
    [
      'allLists and defaultList',
      { all: true, default: true },
      [
        'Alpha Empty',
        'Alpha Shared',
        'Alpha SNMP',
        'Beta Shared',
        'Built-in Modbus',
        'Built-in SNMP',
      ],
    ],
    // Template tabs: every usable library with a template of the protocol.
    ['allTemplateLists, Modbus', { allT: true, f: ['modbus'] }, ['Built-in Modbus']],
    [
      'allTemplateLists, SNMP',
      { allT: true, f: ['SNMP'] },
      ['Alpha Shared', 'Alpha SNMP', 'Beta Shared', 'Built-in SNMP'],
    ],
    [
      'allTemplateLists, any protocol',
      { allT: true },
      ['Alpha Shared', 'Alpha SNMP', 'Beta Shared', 'Built-in Modbus', 'Built-in SNMP'],
    ],
    [
      'defaultTemplateList, SNMP',
      { defaultT: true, f: ['snmp'] },
      ['Beta Shared', 'Built-in SNMP'],
    ],
    // Archived libraries only when asked, in every list.
    [
      'archived, own',
      { archived: true },
      ['Alpha Archived', 'Alpha Empty', 'Alpha Shared', 'Alpha SNMP'],
    ],
    [
      'archived, defaultList',
      { archived: true, default: true },
      ['Beta Shared', 'Beta Shared Archived', 'Built-in Modbus', 'Built-in SNMP'],
    ],
    ['query within a list', { all: true, q: 'shared' }, ['Alpha Shared', 'Beta Shared']],
  ])('Alpha asking %s gets %j, and the count agrees', async (_, variables, expected) => {
    const answer = await list(session.a, { c: String(fx.customerA), ...variables });
    expect(answer.models).toEqual(expected);
    expect(answer.count).toBe(expected.length);
  });

  it("never shows another customer's own libraries, whatever the flags", async () => {
    for (const flags of [
      {},
      { default: true },
      { all: true },
      { allT: true },
      { defaultT: true },
    ]) {
      const answer = await list(session.b, { ...flags, archived: true });
      expect(answer.models.filter((model) => model.startsWith('Alpha'))).toEqual(
        'default' in flags || 'defaultT' in flags || 'all' in flags || 'allT' in flags
          ? ['Alpha Shared']
          : [],
      );
    }
    const refused = await session.b.gql(LIST, { c: String(fx.customerA), all: true });
    expect(refused.body.errors?.[0]?.message).toBe(messages.noAccess);
  });

  it('checks a model among the customer’s own libraries, archived ones included', async () => {
    const archived = await list(session.a, { v: 'alpha archived' });
    expect(archived.models).toEqual(['Alpha Archived']);
    expect((await list(session.a, { v: 'Beta Shared' })).models).toEqual([]);
  });

  it("lists a super user's own as the built-in ones, and every library with allLists", async () => {
    expect((await list(session.superUser, {})).models).toEqual([
      'Built-in Modbus',
      'Built-in SNMP',
    ]);
    const every = await list(session.superUser, { all: true, archived: true });
    expect(every.count).toBe(9);
    // Browsing as a customer, its own are that customer's.
    const alpha = await list(session.superUser, { c: String(fx.customerA) });
    expect(alpha.models).toEqual(['Alpha Empty', 'Alpha Shared', 'Alpha SNMP']);
  });
});
