import { UPLOAD_LIMIT_BYTES, messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { gifHeader, jpegHeader, pngHeader, webpHeader } from '../../testing/imageHeaders.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { testApp, type GraphQLReply } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createAdminRepository } from '../admin/admin.repository.js';
import { createUser, type CreateUserInput } from '../admin/admin.service.js';

// A partner's logos (spec access §3 Logos): uploaded by its administrators (and super users) as
// the raw image, kept with the size its header gives, served to the partner's users, shown as
// me.partner.logo, and deleted with their image.

const PASSWORD = 'Partner-Logos-2026!';
type Session = Awaited<ReturnType<typeof signedIn>>;
const LOGO = 'id width height url';

describe.each(await availableDatabases())('partner logos on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  const ids = { north: 0, south: 0, acme: 0 };
  let root: Session;
  let northAdmin: Session;
  let northTech: Session;
  let southAdmin: Session;
  let acmeUser: Session;

  const upload = (
    partnerId: number,
    body: Buffer,
    options: { session?: Session; type?: string } = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: `/files/partners/${partnerId}/logos?filename=logo`,
      headers: {
        'content-type': options.type ?? 'image/png',
        ...(options.session?.cookie ? { cookie: options.session.cookie } : {}),
      },
      payload: body,
    });
  const fetchImage = (url: string, session?: Session) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: session?.cookie ? { cookie: session.cookie } : {},
    });
  const logos = async (session: Session, partnerId: number) =>
    session.gql<{ logos: { id: string; width: number; height: number; url: string }[] }>(
      `query($p: ID!) { logos(partnerID: $p) { ${LOGO} } }`,
      { p: String(partnerId) },
    );
  const errorOf = (body: GraphQLReply) => body.errors?.[0]?.message;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db);
    const repo = createAdminRepository(handle.db);
    ids.north = (await repo.createAccount('PARTNER', 'North Logos')).id;
    ids.south = (await repo.createAccount('PARTNER', 'South Logos')).id;
    ids.acme = (await repo.createAccount('CUSTOMER', 'Acme Logos', ids.north)).id;
    const user = async (email: string, extra: Omit<CreateUserInput, 'email' | 'password'>) => {
      await createUser(handle.db, { email, password: PASSWORD, ...extra });
      return signedIn(server.app, email, PASSWORD);
    };
    root = await user('root@logos.test', { isSuper: true });
    northAdmin = await user('admin@north-logos.test', {
      partnerName: 'North Logos',
      partnerAdmin: true,
    });
    northTech = await user('tech@north-logos.test', { partnerName: 'North Logos' });
    southAdmin = await user('admin@south-logos.test', {
      partnerName: 'South Logos',
      partnerAdmin: true,
    });
    acmeUser = await user('user@acme-logos.test', { customerName: 'Acme Logos', roles: ['mc'] });
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it.each([
    ['a PNG', 'image/png', pngHeader(240, 80, 100), 240, 80],
    ['a JPEG', 'image/jpeg', jpegHeader(400, 100, 2000), 400, 100],
    ['a GIF', 'image/gif', gifHeader(64, 32), 64, 32],
    ['a WebP', 'image/webp', webpHeader(300, 120), 300, 120],
  ])('keeps %s with the size its header gives', async (_name, type, body, width, height) => {
    const response = await upload(ids.north, body, { session: northAdmin, type });
    expect(response.statusCode, response.body).toBe(201);
    const logo = response.json<{ id: string; width: number; height: number; url: string }>();
    expect(logo).toMatchObject({ width, height });
    const { body: listed } = await logos(northTech, ids.north);
    expect(listed.data?.logos[0]).toEqual(logo);
    const served = await fetchImage(logo.url, northTech);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(body)).toBe(true);
  });

  it('refuses what is not an accepted image, or too big, keeping nothing', async () => {
    const before = (await logos(northAdmin, ids.north)).body.data!.logos.length;
    const svg = await upload(ids.north, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      session: northAdmin,
      type: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(415);
    const lying = await upload(ids.north, Buffer.from('<html></html>'), { session: northAdmin });
    expect(lying.statusCode).toBe(415);
    expect(lying.json()).toEqual({ error: messages.errorUploading });
    const sizeless = await upload(ids.north, pngHeader(1, 1).subarray(0, 12), {
      session: northAdmin,
    });
    expect(sizeless.statusCode).toBe(415);
    const big = await upload(ids.north, pngHeader(10, 10, UPLOAD_LIMIT_BYTES), {
      session: northAdmin,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: string }>().error).toMatch(/^Too big: /);
    expect((await logos(northAdmin, ids.north)).body.data!.logos).toHaveLength(before);
  });

  it('takes uploads from the partner’s administrators and super users only', async () => {
    const png = pngHeader(10, 10);
    expect((await upload(ids.north, png)).statusCode).toBe(401);
    const tech = await upload(ids.north, png, { session: northTech });
    expect(tech.statusCode).toBe(403);
    expect(tech.json()).toEqual({ error: messages.insufficientPrivileges });
    const south = await upload(ids.north, png, { session: southAdmin });
    expect(south.statusCode).toBe(403);
    expect(south.json()).toEqual({ error: messages.noAccess });
    expect((await upload(ids.north, png, { session: acmeUser })).statusCode).toBe(403);
    // A customer's account is not a partner, even for a super user.
    expect((await upload(ids.acme, png, { session: root })).statusCode).toBe(403);
    expect((await upload(ids.south, png, { session: root })).statusCode).toBe(201);
  });

  it('shows a partner’s logos and their images to its users and super users only', async () => {
    const { body } = await logos(northAdmin, ids.north);
    const url = body.data!.logos[0]!.url;
    expect((await fetchImage(url, root)).statusCode).toBe(200);
    expect((await fetchImage(url, southAdmin)).statusCode).toBe(404);
    expect((await fetchImage(url, acmeUser)).statusCode).toBe(404);
    expect((await fetchImage(url)).statusCode).toBe(404);
    expect(errorOf((await logos(southAdmin, ids.north)).body)).toBe(messages.noAccess);
    expect(errorOf((await logos(acmeUser, ids.north)).body)).toBe(messages.noAccess);
    expect((await logos(root, ids.north)).body.data!.logos.length).toBeGreaterThan(0);
  });

  it('gives the signed-in partner user their partner’s newest logo', async () => {
    const uploaded = await upload(ids.north, pngHeader(111, 37), { session: northAdmin });
    const newest = uploaded.json<{ id: string }>();
    const me = await northTech.gql<{
      me: { partner: { name: string; logo: { id: string; width: number; height: number } } };
    }>('{ me { partner { name logo { id width height url } } } }');
    expect(me.body.data?.me.partner).toMatchObject({
      name: 'North Logos',
      logo: { id: newest.id, width: 111, height: 37 },
    });
    const customer = await acmeUser.gql<{ me: { partner: null } }>(
      '{ me { partner { logo { id } } } }',
    );
    expect(customer.body.data?.me.partner).toBeNull();
  });

  it('deletes a logo and its image for the partner’s administrators and super users', async () => {
    const uploaded = await upload(ids.north, pngHeader(20, 20), { session: northAdmin });
    const logo = uploaded.json<{ id: string; url: string }>();
    const remove = (session: Session) =>
      session.gql<{ deleteLogo: boolean }>('mutation($id: ID!) { deleteLogo(id: $id) }', {
        id: logo.id,
      });
    expect(errorOf((await remove(southAdmin)).body)).toBe(messages.noAccess);
    expect(errorOf((await remove(northTech)).body)).toBe(messages.insufficientPrivileges);
    expect(errorOf((await remove(acmeUser)).body)).toBe(messages.noAccess);
    expect((await fetchImage(logo.url, northTech)).statusCode).toBe(200);
    expect((await remove(northAdmin)).body.data?.deleteLogo).toBe(true);
    expect((await fetchImage(logo.url, root)).statusCode).toBe(404);
    const listed = (await logos(northAdmin, ids.north)).body.data!.logos;
    expect(listed.map((l) => l.id)).not.toContain(logo.id);
    expect(errorOf((await remove(root)).body)).toBe(messages.noAccess);
  });
});
