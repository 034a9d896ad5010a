import { MIB_TEXT_MAX, messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { testApp, type GraphQLReply } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createAdminRepository } from '../admin/admin.repository.js';
import { createUser, type CreateUserInput } from '../admin/admin.service.js';
import { mibInstaller } from '../mibs/mibInstaller.js';
import { mibWorker } from '../mibs/MibWorkerClient.js';
import { createMibsRepository } from '../mibs/mibs.repository.js';

// MIB files a partner uploads (spec access §3 MIBs): kept at once as installing, parsed in the
// background on the MIB thread, then used by its customers' libraries to resolve OIDs (after
// their own modules), never by another partner's customers. Waits on the installer's queue, not
// on time.

const PASSWORD = 'Partner-Mibs-2026!';
type Session = Awaited<ReturnType<typeof signedIn>>;
const MIB = 'key name fileName installing installError objectCount createdAt';
interface PartnerMibRow {
  key: string;
  name: string;
  fileName: string;
  installing: boolean;
  installError: string | null;
  objectCount: number;
}

/** A module of one scalar, `{object}`, at enterprises.{arc}.1. */
const vendorMib = (name: string, object: string, arc: number) => `-- ${name}: a vendor's module
${name} DEFINITIONS ::= BEGIN
IMPORTS OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI;
${object} OBJECT-TYPE
    SYNTAX Integer32
    MAX-ACCESS read-only
    STATUS current
    DESCRIPTION "A reading."
    ::= { enterprises ${arc} 1 }
END
`;
/** A module that uses a type it never imports, on line 5. */
const BROKEN = `BROKEN-MIB DEFINITIONS ::= BEGIN
IMPORTS OBJECT-TYPE, enterprises FROM SNMPv2-SMI;
brokenValue OBJECT-TYPE
    SYNTAX Integer32
    MAX-ACCESS
    ::= { enterprises 99990 1 }
END
`;

afterAll(() => mibWorker.close());

describe.each(await availableDatabases())('partner MIB files on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  const ids = { north: 0, south: 0, acme: 0, initech: 0 };
  let root: Session;
  let northAdmin: Session;
  let northTech: Session;
  let southAdmin: Session;
  let acmeUser: Session;
  let initechUser: Session;

  const importMib = (session: Session, partnerId: number, text: string, fileName = 'v.mib') =>
    session.gql<{ importPartnerMib: PartnerMibRow }>(
      `mutation($p: ID!, $f: String!, $t: String!) {
        importPartnerMib(partnerID: $p, fileName: $f, text: $t) { ${MIB} } }`,
      { p: String(partnerId), f: fileName, t: text },
    );
  const list = (session: Session, partnerId: number) =>
    session.gql<{ MIBs: PartnerMibRow[] }>(`query($p: ID!) { MIBs(partnerID: $p) { ${MIB} } }`, {
      p: String(partnerId),
    });
  const remove = (session: Session, partnerId: number, key: string) =>
    session.gql<{ deletePartnerMib: boolean }>(
      'mutation($p: ID!, $k: ID!) { deletePartnerMib(partnerID: $p, key: $k) }',
      { p: String(partnerId), k: key },
    );
  const resolve = (session: Session, customerId: number, oids: string[]) =>
    session.gql<{
      resolveOids: {
        input: string;
        oid: string | null;
        name: string | null;
        module: string | null;
      }[];
    }>(
      `query($c: ID!, $o: [String!]!) { resolveOids(customerID: $c, oids: $o) {
        input oid name module } }`,
      { c: String(customerId), o: oids },
    );
  const errorOf = (body: GraphQLReply) => body.errors?.[0]?.message;
  const row = async (partnerId: number, key: string) =>
    (await list(root, partnerId)).body.data!.MIBs.find((m) => m.key === key);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db);
    const repo = createAdminRepository(handle.db);
    ids.north = (await repo.createAccount('PARTNER', 'North Mibs')).id;
    ids.south = (await repo.createAccount('PARTNER', 'South Mibs')).id;
    ids.acme = (await repo.createAccount('CUSTOMER', 'Acme Mibs', ids.north)).id;
    ids.initech = (await repo.createAccount('CUSTOMER', 'Initech Mibs', ids.south)).id;
    const user = async (email: string, extra: Omit<CreateUserInput, 'email' | 'password'>) => {
      await createUser(handle.db, { email, password: PASSWORD, ...extra });
      return signedIn(server.app, email, PASSWORD);
    };
    root = await user('root@mibs.test', { isSuper: true });
    northAdmin = await user('admin@north-mibs.test', {
      partnerName: 'North Mibs',
      partnerAdmin: true,
    });
    northTech = await user('tech@north-mibs.test', { partnerName: 'North Mibs' });
    southAdmin = await user('admin@south-mibs.test', {
      partnerName: 'South Mibs',
      partnerAdmin: true,
    });
    acmeUser = await user('user@acme-mibs.test', { customerName: 'Acme Mibs', roles: ['cl'] });
    initechUser = await user('user@initech-mibs.test', {
      customerName: 'Initech Mibs',
      roles: ['cl'],
    });
  });
  afterAll(async () => {
    await mibInstaller.settled();
    await server?.app.close();
    await handle?.close();
  });

  it('keeps an upload as installing, then installs it in the background', async () => {
    const text = vendorMib('NORTH-VENDOR-MIB', 'northInletTemp', 99981);
    const { body } = await importMib(northAdmin, ids.north, text, 'north.mib');
    expect(body.data?.importPartnerMib).toMatchObject({
      key: 'NORTH-VENDOR-MIB',
      name: 'NORTH-VENDOR-MIB',
      fileName: 'north.mib',
      installing: true,
      installError: null,
      objectCount: 0,
    });
    await mibInstaller.settled();
    const listed = (await list(northTech, ids.north)).body.data!.MIBs;
    expect(listed).toEqual([
      expect.objectContaining({
        key: 'NORTH-VENDOR-MIB',
        installing: false,
        installError: null,
        objectCount: 1,
      }),
    ]);
  });

  it('ends a file that cannot be parsed with its line and reason', async () => {
    const { body } = await importMib(northAdmin, ids.north, BROKEN, 'broken.mib');
    expect(body.data?.importPartnerMib.installing).toBe(true);
    await mibInstaller.settled();
    const broken = await row(ids.north, 'BROKEN-MIB');
    expect(broken).toMatchObject({ installing: false, objectCount: 0 });
    expect(broken?.installError).toMatch(/^line \d+: /);
    expect((await remove(northAdmin, ids.north, 'BROKEN-MIB')).body.data?.deletePartnerMib).toBe(
      true,
    );
  });

  it('refuses at once what is not a module, too big, or a base module, keeping nothing', async () => {
    const before = (await list(root, ids.north)).body.data!.MIBs.length;
    expect(errorOf((await importMib(northAdmin, ids.north, '   ')).body)).toBe(messages.mibEmpty);
    expect(errorOf((await importMib(northAdmin, ids.north, '-- hello\nnot a module\n')).body)).toBe(
      messages.mibLine(2, "a MIB module starts with 'NAME DEFINITIONS ::= BEGIN'"),
    );
    expect(
      errorOf((await importMib(northAdmin, ids.north, vendorMib('SNMPv2-MIB', 'x', 1))).body),
    ).toBe(messages.mibCoreModule('SNMPv2-MIB'));
    // Within the characters the API takes, over the bytes a MIB may hold.
    const big = await importMib(northAdmin, ids.north, `-- ${'é'.repeat(MIB_TEXT_MAX / 2)}\n`);
    expect(errorOf(big.body)).toMatch(/^Too big: /);
    expect(errorOf((await importMib(northAdmin, ids.north, BROKEN, '  ')).body)).toBe(
      `fileName: ${messages.required}`,
    );
    expect((await list(root, ids.north)).body.data!.MIBs).toHaveLength(before);
  });

  it('lets the partner’s users list, and its administrators and super users change', async () => {
    const text = vendorMib('NORTH-SPARE-MIB', 'northSpare', 99982);
    expect(errorOf((await importMib(northTech, ids.north, text)).body)).toBe(
      messages.insufficientPrivileges,
    );
    expect(errorOf((await importMib(southAdmin, ids.north, text)).body)).toBe(messages.noAccess);
    expect(errorOf((await importMib(acmeUser, ids.north, text)).body)).toBe(messages.noAccess);
    // A customer's account is no partner, even for a super user.
    expect(errorOf((await importMib(root, ids.acme, text)).body)).toBe(messages.noAccess);
    expect(errorOf((await list(southAdmin, ids.north)).body)).toBe(messages.noAccess);
    expect(errorOf((await list(acmeUser, ids.north)).body)).toBe(messages.noAccess);
    const signedOut = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `query($p: ID!) { MIBs(partnerID: $p) { key } }`,
        variables: { p: String(ids.north) },
      },
    });
    expect(signedOut.json<GraphQLReply>().errors?.[0]?.message).toBe(messages.mustBeLoggedIn);
    expect((await importMib(root, ids.north, text)).body.data?.importPartnerMib.installing).toBe(
      true,
    );
    await mibInstaller.settled();
    expect(errorOf((await remove(northTech, ids.north, 'NORTH-SPARE-MIB')).body)).toBe(
      messages.insufficientPrivileges,
    );
    expect(errorOf((await remove(southAdmin, ids.north, 'NORTH-SPARE-MIB')).body)).toBe(
      messages.noAccess,
    );
    expect((await remove(northAdmin, ids.north, 'NORTH-SPARE-MIB')).body.data).toEqual({
      deletePartnerMib: true,
    });
    expect((await remove(northAdmin, ids.north, 'NORTH-SPARE-MIB')).body.data).toEqual({
      deletePartnerMib: false,
    });
  });

  it('resolves OIDs for the partner’s customers with its installed modules, not for others', async () => {
    const oids = ['NORTH-VENDOR-MIB::northInletTemp.0', '1.3.6.1.4.1.99981.1.0'];
    const acme = (await resolve(acmeUser, ids.acme, oids)).body.data!.resolveOids;
    expect(acme.map((r) => [r.oid, r.name, r.module])).toEqual([
      ['1.3.6.1.4.1.99981.1.0', 'northInletTemp', 'NORTH-VENDOR-MIB'],
      ['1.3.6.1.4.1.99981.1.0', 'northInletTemp', 'NORTH-VENDOR-MIB'],
    ]);
    const initech = (await resolve(initechUser, ids.initech, oids)).body.data!.resolveOids;
    expect(initech[0]).toMatchObject({ oid: null, module: null });
    expect(initech[1]?.name).not.toBe('northInletTemp');
  });

  it('lets a customer’s own module of the same name win over its partner’s', async () => {
    const own = await acmeUser.gql<{ importMib: { name: string } }>(
      `mutation($c: ID!, $t: String!) { importMib(customerID: $c, fileName: "own.mib", text: $t) {
        name } }`,
      { c: String(ids.acme), t: vendorMib('NORTH-VENDOR-MIB', 'acmeOwnTemp', 99983) },
    );
    expect(own.body.data?.importMib.name).toBe('NORTH-VENDOR-MIB');
    const resolved = (
      await resolve(acmeUser, ids.acme, [
        'NORTH-VENDOR-MIB::acmeOwnTemp.0',
        '1.3.6.1.4.1.99981.1.0',
      ])
    ).body.data!.resolveOids;
    expect(resolved[0]).toMatchObject({ oid: '1.3.6.1.4.1.99983.1.0', name: 'acmeOwnTemp' });
    expect(resolved[1]?.name).not.toBe('northInletTemp');
    await acmeUser.gql(
      `mutation($c: ID!) { deleteMib(customerID: $c, name: "NORTH-VENDOR-MIB") }`,
      {
        c: String(ids.acme),
      },
    );
  });

  it('parses again, at the next start, a module a stopped process left installing', async () => {
    // As a process that died after keeping the upload: the row, and no install queued.
    await createMibsRepository(handle.db).keepInstalling({
      customerId: ids.south,
      name: 'SOUTH-LEFT-MIB',
      fileName: 'left.mib',
      source: vendorMib('SOUTH-LEFT-MIB', 'southLeft', 99984),
    });
    expect(await row(ids.south, 'SOUTH-LEFT-MIB')).toMatchObject({ installing: true });
    const restarted = await testApp(handle.db);
    try {
      await mibInstaller.settled();
      expect(await row(ids.south, 'SOUTH-LEFT-MIB')).toMatchObject({
        installing: false,
        installError: null,
        objectCount: 1,
      });
      const resolved = (await resolve(initechUser, ids.initech, ['SOUTH-LEFT-MIB::southLeft.0']))
        .body.data!.resolveOids;
      expect(resolved[0]?.oid).toBe('1.3.6.1.4.1.99984.1.0');
    } finally {
      await restarted.app.close();
    }
  });
});
