import { companyMessages, messages, userAdminMessages } from '@vigil/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { accounts, companySettings } from '../../db/schema.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { testApp, type GraphQLReply } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createAdminRepository } from './admin.repository.js';
import { createUser, type CreateUserInput } from './admin.service.js';

// Companies and their settings as super users, partners' users and a company's own users use
// them: who lists and opens which account, who creates a customer under which partner, and who
// reads and changes a company's settings (the help-desk token never leaves the server).

const PASSWORD = 'Companies-Test-2026!';
const ACCOUNT = 'id name kind parentID parentName customerCount userCount gatewayCount';
const SETTINGS = `customerID name defaultRoles emailAlertsDefault smsAlertsDefault
  serviceContacts { name email phone } helpDeskEmail helpDeskTokenSet helpDeskDomain livestreamURL`;

type Session = Awaited<ReturnType<typeof signedIn>>;
interface Account {
  id: string;
  name: string;
  kind: string;
  parentID: string | null;
  parentName: string | null;
  customerCount: number;
  userCount: number;
  gatewayCount: number;
}

/** The data of a reply that must have succeeded. */
function dataOf<T>(reply: { body: GraphQLReply<T> }): T {
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data as T;
}

/** The first error of a reply that must have failed: its message, code and field. */
function errorOf(reply: { body: GraphQLReply }) {
  const [error] = reply.body.errors ?? [];
  expect(error, 'the call was not refused').toBeDefined();
  const extensions = (error?.extensions ?? {}) as { code?: string; field?: string };
  return { message: error?.message, code: extensions.code, field: extensions.field };
}

const listNames = async (session: Session, variables: Record<string, unknown> = {}) =>
  dataOf(
    await session.gql<{ customers: Account[] }>(
      `query($q: String, $p: ID, $l: Int, $o: Int) {
        customers(query: $q, partnerID: $p, limit: $l, offset: $o) { name } }`,
      variables,
    ),
  ).customers.map((c) => c.name);

const openAccount = (session: Session, id: number | string, isPartner?: boolean) =>
  session.gql<{ customer: Account }>(
    `query($id: ID!, $p: Boolean) { customer(id: $id, isPartner: $p) { ${ACCOUNT} } }`,
    { id: String(id), p: isPartner },
  );

const createCompany = (session: Session, name: string, partnerID?: number | string) =>
  session.gql<{ newCustomer: Account }>(
    `mutation($n: String!, $p: ID) { newCustomer(name: $n, partnerID: $p, productName: "Vigil") {
      ${ACCOUNT} } }`,
    { n: name, p: partnerID === undefined ? undefined : String(partnerID) },
  );

const readSettings = (session: Session, customerId: number) =>
  session.gql<{ companySettings: Record<string, unknown> }>(
    `query($c: ID!) { companySettings(customerID: $c) { ${SETTINGS} } }`,
    { c: String(customerId) },
  );

const saveSettings = (session: Session, customerId: number, settings: Record<string, unknown>) =>
  session.gql<{ updateCompanySettings: Record<string, unknown> }>(
    `mutation($c: ID!, $s: CompanySettingsInput!) {
      updateCompanySettings(customerID: $c, settings: $s) { ${SETTINGS} } }`,
    { c: String(customerId), s: settings },
  );

describe.each(await availableDatabases())('companies and their settings on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  const ids = { north: 0, south: 0, east: 0, acme: 0, globex: 0, initech: 0, solo: 0 };
  let root: Session;
  /** North's administrator and a plain user of North. */
  let northAdmin: Session;
  let northUser: Session;
  let southAdmin: Session;
  /** Acme's company administrator (every role), a manager of users only, and a reader. */
  let acmeAdmin: Session;
  let acmeManager: Session;
  let acmeReader: Session;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db);
    const repo = createAdminRepository(handle.db);
    ids.north = (await repo.createAccount('PARTNER', 'North Partners')).id;
    ids.south = (await repo.createAccount('PARTNER', 'South Partners')).id;
    ids.east = (await repo.createAccount('OEM', 'East OEM')).id;
    ids.acme = (await repo.createAccount('CUSTOMER', 'Acme', ids.north)).id;
    ids.globex = (await repo.createAccount('CUSTOMER', 'Globex', ids.north)).id;
    ids.initech = (await repo.createAccount('CUSTOMER', 'Initech', ids.south)).id;
    ids.solo = (await repo.createAccount('CUSTOMER', 'Solo Works')).id;
    const user = async (email: string, extra: Omit<CreateUserInput, 'email' | 'password'>) => {
      await createUser(handle.db, { email, password: PASSWORD, ...extra });
      return signedIn(server.app, email, PASSWORD);
    };
    root = await user('root@companies.test', { isSuper: true });
    northAdmin = await user('admin@north.test', {
      partnerName: 'North Partners',
      partnerAdmin: true,
    });
    northUser = await user('user@north.test', { partnerName: 'North Partners' });
    southAdmin = await user('admin@south.test', {
      partnerName: 'South Partners',
      partnerAdmin: true,
    });
    acmeAdmin = await user('admin@acme.test', {
      customerName: 'Acme',
      roles: ['mc', 'mu', 'mg', 'cpv'],
    });
    acmeManager = await user('manager@acme.test', { customerName: 'Acme', roles: ['mu', 'cpv'] });
    acmeReader = await user('reader@acme.test', { customerName: 'Acme' });
    const registered = await root.gql(
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Acme DC1", pollInterval: 60) {
        id } }`,
      { c: String(ids.acme) },
    );
    dataOf(registered);
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  describe('listing and opening companies', () => {
    it('lists every customer to a super user, by name, searched and paged, with counts', async () => {
      expect(await listNames(root)).toEqual(['Acme', 'Globex', 'Initech', 'Solo Works']);
      expect(await listNames(root, { q: 'GLO' })).toEqual(['Globex']);
      expect(await listNames(root, { q: '%' })).toEqual([]);
      expect(await listNames(root, { l: 2, o: 1 })).toEqual(['Globex', 'Initech']);
      expect(await listNames(root, { p: ids.north })).toEqual(['Acme', 'Globex']);
      const { customerCount } = dataOf(
        await root.gql<{ customerCount: number }>('query { customerCount }'),
      );
      expect(customerCount).toBe(4);

      const acme = dataOf(await openAccount(root, ids.acme)).customer;
      expect(acme).toEqual({
        id: String(ids.acme),
        name: 'Acme',
        kind: 'CUSTOMER',
        parentID: String(ids.north),
        parentName: 'North Partners',
        customerCount: 0,
        userCount: 3,
        gatewayCount: 1,
      });
      const north = dataOf(await openAccount(root, ids.north, true)).customer;
      expect(north).toMatchObject({
        kind: 'PARTNER',
        parentID: null,
        customerCount: 2,
        userCount: 2,
        gatewayCount: 1,
      });
      expect(dataOf(await openAccount(root, ids.east, true)).customer.kind).toBe('OEM');
    });

    it('gives a partner’s users their partner’s customers and partner account, no other', async () => {
      for (const session of [northAdmin, northUser]) {
        expect(await listNames(session)).toEqual(['Acme', 'Globex']);
        expect(await listNames(session, { p: ids.north })).toEqual(['Acme', 'Globex']);
        expect(
          errorOf(
            await session.gql('query($p: ID) { customers(partnerID: $p) { id } }', {
              p: String(ids.south),
            }),
          ).message,
        ).toBe(messages.noAccess);
        expect(dataOf(await openAccount(session, ids.globex)).customer.name).toBe('Globex');
        expect(dataOf(await openAccount(session, ids.north, true)).customer.name).toBe(
          'North Partners',
        );
        for (const [id, isPartner] of [
          [ids.initech, false],
          [ids.solo, false],
          [ids.south, true],
          [ids.north, false],
          [ids.acme, true],
        ] as const) {
          expect(errorOf(await openAccount(session, id, isPartner)).message).toBe(
            messages.noAccess,
          );
        }
      }
      expect(await listNames(southAdmin)).toEqual(['Initech']);
    });

    it('gives a company’s own users their company alone', async () => {
      expect(await listNames(acmeReader)).toEqual(['Acme']);
      expect(dataOf(await acmeReader.gql('query { customerCount }'))).toEqual({ customerCount: 1 });
      expect(dataOf(await openAccount(acmeReader, ids.acme)).customer.parentName).toBe(
        'North Partners',
      );
      expect(errorOf(await openAccount(acmeReader, ids.globex)).message).toBe(messages.noAccess);
      expect(errorOf(await openAccount(acmeReader, ids.north, true)).message).toBe(
        messages.noAccess,
      );
      const missing = errorOf(await openAccount(root, 999_999));
      expect(missing.message).toBe(messages.noAccess);
    });

    it('names each gateway’s company in the super user’s list of all gateways', async () => {
      const { gateways } = dataOf(
        await root.gql<{ gateways: { name: string; customerID: string; customerName: string }[] }>(
          'query { gateways { name customerID customerName } }',
        ),
      );
      expect(gateways).toEqual([
        { name: 'Acme DC1', customerID: String(ids.acme), customerName: 'Acme' },
      ]);
    });
  });

  describe('creating a company', () => {
    it('lets a super user create one under any partner or OEM, or none', async () => {
      const under = dataOf(await createCompany(root, '  Umbrella   Corp ', ids.south)).newCustomer;
      expect(under).toMatchObject({
        name: 'Umbrella Corp',
        kind: 'CUSTOMER',
        parentID: String(ids.south),
        parentName: 'South Partners',
        userCount: 0,
      });
      expect(await listNames(southAdmin)).toEqual(['Initech', 'Umbrella Corp']);
      const underOem = dataOf(await createCompany(root, 'Cyberdyne', ids.east)).newCustomer;
      expect(underOem).toMatchObject({ parentID: String(ids.east), parentName: 'East OEM' });
      const alone = dataOf(await createCompany(root, 'Stark Industries')).newCustomer;
      expect(alone.parentID).toBeNull();
      const notPartner = errorOf(await createCompany(root, 'Wayne', ids.acme));
      expect(notPartner).toMatchObject({
        message: companyMessages.notAPartner,
        code: 'BAD_USER_INPUT',
        field: 'partnerID',
      });
    });

    it('lets a partner’s administrator create one under their own partner only', async () => {
      const created = dataOf(await createCompany(northAdmin, 'Hooli')).newCustomer;
      expect(created).toMatchObject({ parentID: String(ids.north), parentName: 'North Partners' });
      // The partner's users run it at once (their next request).
      expect(await listNames(northUser)).toEqual(['Acme', 'Globex', 'Hooli']);
      expect(
        dataOf(await createCompany(northAdmin, 'Pied Piper', ids.north)).newCustomer.name,
      ).toBe('Pied Piper');
      expect(errorOf(await createCompany(northAdmin, 'Elsewhere', ids.south)).message).toBe(
        messages.noAccess,
      );
      for (const session of [northUser, acmeAdmin, acmeReader]) {
        const refusal = errorOf(await createCompany(session, 'Not Mine'));
        expect(refusal).toMatchObject({
          code: 'FORBIDDEN',
          message: messages.insufficientPrivileges,
        });
      }
      expect(await listNames(root, { q: 'Elsewhere' })).toEqual([]);
      expect(await listNames(root, { q: 'Not Mine' })).toEqual([]);
    });

    it('needs a name unique among the partner’s customers, in any case', async () => {
      expect(errorOf(await createCompany(northAdmin, '   '))).toMatchObject({
        message: messages.required,
        field: 'name',
      });
      expect(errorOf(await createCompany(northAdmin, 'ACME'))).toMatchObject({
        message: companyMessages.nameTaken('ACME'),
        code: 'BAD_USER_INPUT',
        field: 'name',
      });
      // Another partner's customer may have the name.
      expect(dataOf(await createCompany(southAdmin, 'Acme')).newCustomer.parentID).toBe(
        String(ids.south),
      );
      // Two at once: one is created, the other told the name is taken.
      const both = await Promise.all([
        createCompany(northAdmin, 'Twin Peaks'),
        createCompany(northAdmin, 'twin peaks'),
      ]);
      expect(both.filter((reply) => reply.body.data?.newCustomer).length).toBe(1);
      expect(both.map((reply) => reply.body.errors?.[0]?.message).filter(Boolean)[0]).toMatch(
        /^There is already a company named twin peaks$|^There is already a company named Twin Peaks$/,
      );
    });
  });

  describe('a company’s settings', () => {
    it('shows the defaults before anything is saved, to users who manage users', async () => {
      const defaults = {
        customerID: String(ids.acme),
        name: 'Acme',
        defaultRoles: [],
        emailAlertsDefault: true,
        smsAlertsDefault: false,
        serviceContacts: [],
        helpDeskEmail: null,
        helpDeskTokenSet: false,
        helpDeskDomain: null,
        livestreamURL: null,
      };
      for (const session of [acmeManager, acmeAdmin, northUser, root]) {
        expect(dataOf(await readSettings(session, ids.acme)).companySettings).toEqual(defaults);
      }
      for (const [session, id] of [
        [acmeReader, ids.acme],
        [acmeManager, ids.globex],
        [southAdmin, ids.acme],
      ] as const) {
        const refusal = errorOf(await readSettings(session, id));
        expect(refusal.code).toBe('FORBIDDEN');
      }
    });

    it('saves each field, keeps those left out, and never answers the help-desk token', async () => {
      const token = 'zendesk-api-token-0123456789';
      const reply = await saveSettings(acmeManager, ids.acme, {
        defaultRoles: ['mu', 'cpv', 'mu'],
        emailAlertsDefault: false,
        smsAlertsDefault: true,
        serviceContacts: [
          { name: ' NOC ', email: 'noc@acme.test', phone: '(555) 123-4567' },
          { name: 'Facilities', email: '', phone: null },
        ],
        helpDeskEmail: 'help@acme.test',
        helpDeskToken: token,
        helpDeskDomain: 'Acme.Zendesk.com',
        livestreamURL: 'https://stream.acme.test/dc1',
      });
      expect(reply.response.body).not.toContain(token);
      const saved = {
        customerID: String(ids.acme),
        name: 'Acme',
        defaultRoles: ['cpv', 'mu'],
        emailAlertsDefault: false,
        smsAlertsDefault: true,
        serviceContacts: [
          { name: 'NOC', email: 'noc@acme.test', phone: '(555) 123-4567' },
          { name: 'Facilities', email: null, phone: null },
        ],
        helpDeskEmail: 'help@acme.test',
        helpDeskTokenSet: true,
        helpDeskDomain: 'acme.zendesk.com',
        livestreamURL: 'https://stream.acme.test/dc1',
      };
      expect(dataOf(reply).updateCompanySettings).toEqual(saved);
      const read = await readSettings(acmeManager, ids.acme);
      expect(dataOf(read).companySettings).toEqual(saved);
      expect(read.response.body).not.toContain(token);
      const [row] = await handle.db
        .select()
        .from(companySettings)
        .where(eq(companySettings.customerId, ids.acme));
      expect(row?.helpDeskToken).toBe(token);

      // Only what is given changes; a blank optional field is cleared, a blank token removed.
      const partial = dataOf(
        await saveSettings(acmeManager, ids.acme, { livestreamURL: '', helpDeskToken: '' }),
      ).updateCompanySettings;
      expect(partial).toEqual({ ...saved, livestreamURL: null, helpDeskTokenSet: false });
    });

    it('refuses values that are not valid, naming the field', async () => {
      for (const [settings, message, field] of [
        [{ livestreamURL: 'rtsp://cam.acme.test' }, companyMessages.livestreamUrl, 'livestreamURL'],
        [{ helpDeskEmail: 'help@acme' }, messages.invalidEmail, 'helpDeskEmail'],
        [
          { helpDeskDomain: 'https://acme.zendesk.com' },
          companyMessages.helpDeskDomain,
          'helpDeskDomain',
        ],
        [{ defaultRoles: ['mu', 'owner'] }, userAdminMessages.unknownRole('owner'), 'defaultRoles'],
        [{ serviceContacts: [{ name: '' }] }, messages.required, 'serviceContacts.0.name'],
        [
          { serviceContacts: [{ name: 'NOC', phone: '123' }] },
          messages.invalidPhone,
          'serviceContacts.0.phone',
        ],
        [{ name: '  ' }, messages.required, 'name'],
      ] as const) {
        expect(errorOf(await saveSettings(acmeAdmin, ids.acme, settings))).toEqual({
          message,
          code: 'BAD_USER_INPUT',
          field,
        });
      }
    });

    it('gives default roles only within the editor’s own roles', async () => {
      const refusal = errorOf(await saveSettings(acmeManager, ids.acme, { defaultRoles: ['mg'] }));
      expect(refusal).toMatchObject({
        code: 'FORBIDDEN',
        message: userAdminMessages.roleNotHeld('Manage gateways'),
      });
      expect(
        dataOf(await saveSettings(acmeAdmin, ids.acme, { defaultRoles: ['mg', 'mu'] }))
          .updateCompanySettings.defaultRoles,
      ).toEqual(['mg', 'mu']);
    });

    it('renames the company for users who manage it, unique among the partner’s', async () => {
      const refusal = errorOf(await saveSettings(acmeManager, ids.acme, { name: 'Acme Corp' }));
      expect(refusal).toMatchObject({
        code: 'FORBIDDEN',
        message: companyMessages.renameNeedsManageCompany,
      });
      // Saving the same name is no rename.
      expect(dataOf(await saveSettings(acmeManager, ids.acme, { name: 'Acme' }))).toBeDefined();
      expect(errorOf(await saveSettings(acmeAdmin, ids.acme, { name: 'globex' }))).toMatchObject({
        message: companyMessages.nameTaken('globex'),
        field: 'name',
      });
      const renamed = dataOf(
        await saveSettings(acmeAdmin, ids.acme, { name: ' Acme  Data Centers ' }),
      ).updateCompanySettings;
      expect(renamed.name).toBe('Acme Data Centers');
      const [account] = await handle.db.select().from(accounts).where(eq(accounts.id, ids.acme));
      expect(account?.name).toBe('Acme Data Centers');
      const { me } = dataOf(
        await acmeReader.gql<{ me: { customer: { name: string } } }>(
          '{ me { customer { name } } }',
        ),
      );
      expect(me.customer.name).toBe('Acme Data Centers');
      // The partner's users and super users run the company, name included.
      expect(
        dataOf(await saveSettings(northUser, ids.globex, { name: 'Globex Corporation' }))
          .updateCompanySettings.name,
      ).toBe('Globex Corporation');
      expect(
        dataOf(await saveSettings(root, ids.acme, { name: 'Acme' })).updateCompanySettings.name,
      ).toBe('Acme');
    });
  });
});
