import {
  IMAGE_QUOTA_BYTES_PER_CUSTOMER,
  IMAGE_QUOTA_MB,
  PERMISSION_CODES,
  UPLOAD_LIMIT_BYTES,
  messages,
} from '@vigil/domain';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { images, views, widgets } from '../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seedDemo.js';
import { createUser } from '../modules/admin/admin.service.js';
import { browserSession, testApp } from '../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../testing/testDatabases.js';
import { demoCustomerId } from '../testing/telemetryFixtures.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a tiny png'),
]);
const GIF = Buffer.from('GIF89a....');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
/** A PNG of exactly `size` bytes. */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);
const MB = 1_048_576;
const NEW_VIEW = `mutation($n: String!, $c: ID!, $p: Boolean) {
  newView(name: $n, customerID: $c, isPublic: $p) { id } }`;

describe.each(await availableDatabases())('image upload on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: number;
  let foreignCustomerId: number;
  /** A public view of the admin's: the read-only user reads it but may not change it. */
  let adminView: string;
  /** A view the read-only user made, and so may change. */
  let viewerView: string;
  let foreignView: string;
  const cookies: Record<'admin' | 'viewer' | 'foreign' | 'super', string> = {
    admin: '',
    viewer: '',
    foreign: '',
    super: '',
  };

  async function cookieOf(email: string): Promise<string> {
    const session = browserSession(server.app);
    await session.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: email, p: DEMO_PASSWORD },
    );
    if (!session.cookie) throw new Error(`${email} did not sign in`);
    return session.cookie;
  }

  function upload(
    body: Buffer | Readable,
    options: { type?: string; cookie?: string; query?: string } = {},
  ) {
    return server.app.inject({
      method: 'POST',
      url: `/files/images${options.query ?? ''}`,
      headers: {
        'content-type': options.type ?? 'image/png',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: body,
    });
  }

  const fetchImage = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const stored = async () => (await handle.db.select({ n: count() }).from(images))[0]!.n;

  async function viewOf(cookie: string, name: string, customer: number, isPublic = false) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query: NEW_VIEW, variables: { n: name, c: String(customer), p: isPublic } },
    });
    return response.json<{ data: { newView: { id: string } } }>().data.newView.id;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = await demoCustomerId(handle.db);
    await createUser(handle.db, {
      email: 'other@foreign.test',
      password: DEMO_PASSWORD,
      customerName: 'Foreign Co',
      roles: [...PERMISSION_CODES],
    });
    server = await testApp(handle.db);
    cookies.admin = await cookieOf('admin@vigil.demo');
    cookies.viewer = await cookieOf('viewer@vigil.demo');
    cookies.foreign = await cookieOf('other@foreign.test');
    cookies.super = await cookieOf('super@vigil.demo');
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: cookies.foreign },
      payload: { query: '{ me { customer { id } } }' },
    });
    foreignCustomerId = Number(foreign.json().data.me.customer.id);
    adminView = await viewOf(cookies.admin, 'Floor plans', customerId, true);
    viewerView = await viewOf(cookies.viewer, 'My floor', customerId);
    foreignView = await viewOf(cookies.foreign, 'Foreign floor', foreignCustomerId);
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('stores an image and serves it to users of its customer only', async () => {
    const response = await upload(PNG, {
      cookie: cookies.admin,
      query: `?customerID=${customerId}&filename=${encodeURIComponent('../floor plan.png')}`,
    });
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json<{ id: string; url: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(url).toBe(`/files/images/${id}`);

    for (const cookie of [cookies.admin, cookies.viewer, cookies.super]) {
      const served = await fetchImage(url, cookie);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const cookie of [cookies.foreign, undefined]) {
      expect((await fetchImage(url, cookie)).statusCode).toBe(404);
    }
    for (const missing of [
      '/files/images/00000000-0000-4000-8000-000000000000',
      '/files/images/not-an-id',
      '/files/other',
    ]) {
      expect((await fetchImage(missing, cookies.admin)).statusCode).toBe(404);
    }
  });

  it.each([
    ['image/gif', GIF],
    ['image/webp', WEBP],
    ['image/jpeg', JPEG],
  ])('takes %s, for the user’s own company when none is named', async (type, body) => {
    const response = await upload(body, { type, cookie: cookies.admin });
    expect(response.statusCode).toBe(201);
    const served = await fetchImage(response.json<{ url: string }>().url, cookies.admin);
    expect(served.headers['content-type']).toBe(type);
  });

  it('takes an image one byte under the limit, and refuses one of exactly the limit', async () => {
    const under = await upload(pngOf(UPLOAD_LIMIT_BYTES - 1), { cookie: cookies.admin });
    expect(under.statusCode).toBe(201);
    const served = await fetchImage(under.json<{ url: string }>().url, cookies.admin);
    expect(served.rawPayload.length).toBe(UPLOAD_LIMIT_BYTES - 1);

    const before = await stored();
    const exact = await upload(pngOf(UPLOAD_LIMIT_BYTES), { cookie: cookies.admin });
    expect(exact.statusCode).toBe(413);
    expect(exact.json()).toEqual({ error: 'Too big: 10.0MB/10MB' });
    // Sent without a length, it is refused once the limit's byte arrives.
    const streamed = await upload(Readable.from([pngOf(UPLOAD_LIMIT_BYTES)]), {
      cookie: cookies.admin,
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ error: 'Too big: 10.0MB/10MB' });
    expect(await stored()).toBe(before);
  });

  it('takes images from whoever may edit the view they are for', async () => {
    for (const [cookie, view] of [
      [cookies.viewer, viewerView],
      [cookies.admin, adminView],
      [cookies.super, adminView],
    ] as const) {
      const response = await upload(PNG, { cookie, query: `?viewID=${view}` });
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      const [row] = await handle.db.select().from(images).where(eq(images.id, id));
      expect(row).toMatchObject({ customerId, size: PNG.length });
    }
  });

  it.each<[string, () => [string, string], number, string]>([
    ['for their company', () => [cookies.viewer, ''], 403, messages.insufficientPrivileges],
    [
      'naming their company',
      () => [cookies.viewer, `?customerID=${customerId}`],
      403,
      messages.insufficientPrivileges,
    ],
    [
      'for a view they only read',
      () => [cookies.viewer, `?viewID=${adminView}`],
      403,
      messages.insufficientPrivileges,
    ],
    [
      'for another company’s view',
      () => [cookies.viewer, `?viewID=${foreignView}`],
      403,
      messages.noAccess,
    ],
    [
      'for a view of another company than the one named',
      () => [cookies.admin, `?viewID=${adminView}&customerID=${foreignCustomerId}`],
      403,
      messages.noAccess,
    ],
    ['for a malformed view', () => [cookies.admin, '?viewID=1%20or%201'], 403, messages.noAccess],
  ])('refuses an upload %s from a user who may not edit it, storing nothing', async (...test) => {
    const [, args, status, message] = test;
    const [cookie, query] = args();
    const before = await stored();
    const response = await upload(pngOf(5 * MB), { cookie, query });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    expect(await stored()).toBe(before);
  });

  it.each<[string, () => Parameters<typeof upload>, number, string]>([
    ['no session', () => [PNG, {}], 401, messages.mustBeLoggedIn],
    [
      'another customer',
      () => [PNG, { cookie: cookies.foreign, query: `?customerID=${customerId}` }],
      403,
      messages.noAccess,
    ],
    [
      'a malformed customer',
      () => [PNG, { cookie: cookies.admin, query: '?customerID=1%20or%201' }],
      403,
      messages.noAccess,
    ],
    [
      'a super user naming no customer',
      () => [PNG, { cookie: cookies.super }],
      403,
      messages.noAccess,
    ],
    [
      'SVG',
      () => [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        { type: 'image/svg+xml', cookie: cookies.admin },
      ],
      415,
      messages.errorUploading,
    ],
    [
      'JSON',
      () => [Buffer.from('{}'), { type: 'application/json', cookie: cookies.admin }],
      415,
      messages.errorUploading,
    ],
    [
      'HTML posing as a PNG',
      () => [Buffer.from('<html><script>alert(1)</script></html>'), { cookie: cookies.admin }],
      415,
      messages.errorUploading,
    ],
    [
      'a JPEG posing as a PNG',
      () => [JPEG, { cookie: cookies.admin }],
      415,
      messages.errorUploading,
    ],
    [
      'an empty body',
      () => [Buffer.alloc(0), { cookie: cookies.admin }],
      415,
      messages.errorUploading,
    ],
    [
      'a file one byte over the limit',
      () => [
        Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - PNG.length)]),
        { cookie: cookies.admin },
      ],
      413,
      'Too big: 10.1MB/10MB',
    ],
    [
      'a file of 15 MB',
      () => [Buffer.alloc(15 * 1_048_576), { cookie: cookies.admin }],
      413,
      'Too big: 15.0MB/10MB',
    ],
  ])('refuses %s and stores nothing', async (_case, args, status, error) => {
    const before = await stored();
    const response = await upload(...args());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(await stored()).toBe(before);
  });

  it('refuses a body sent without a length once it passes the limit', async () => {
    const before = await stored();
    const chunks = (function* () {
      yield PNG;
      for (let sent = 0; sent <= UPLOAD_LIMIT_BYTES; sent += 1_048_576) {
        yield Buffer.alloc(1_048_576);
      }
    })();
    const response = await upload(Readable.from(chunks), { cookie: cookies.admin });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toMatch(/^Too big: .*MB\/10MB$/);
    expect(await stored()).toBe(before);
  });

  it('serves an image kept in the database, as seeded and older ones are', async () => {
    const id = randomUUID();
    await handle.db.insert(images).values({
      id,
      customerId,
      filename: 'seeded.gif',
      contentType: 'image/gif',
      size: GIF.length,
      bytes: GIF,
    });
    const served = await fetchImage(`/files/images/${id}`, cookies.viewer);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(GIF)).toBe(true);
  });

  it('refuses an upload past the company’s quota, after deleting the images no widget used for a day', async () => {
    const quota = { cookie: cookies.foreign, query: `?viewID=${foreignView}` };
    // The company's images fill its quota but for 100 bytes: one in a widget, one unused.
    const [view] = await handle.db
      .insert(views)
      .values({ customerId: foreignCustomerId, name: 'Quota' })
      .returning();
    const [used, unused] = [randomUUID(), randomUUID()];
    const row = { customerId: foreignCustomerId, contentType: 'image/png' };
    await handle.db.insert(images).values([
      { ...row, id: used, filename: 'used.png', size: IMAGE_QUOTA_BYTES_PER_CUSTOMER - 20 * MB },
      { ...row, id: unused, filename: 'unused.png', size: 20 * MB - 100 },
    ]);
    await handle.db
      .insert(widgets)
      .values({ viewId: view!.id, customerId: foreignCustomerId, type: 'IMAGE', imageId: used });

    const before = await stored();
    const refusal = { error: messages.imageQuotaExceeded(IMAGE_QUOTA_MB) };
    const refused = await upload(pngOf(1000), quota);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual(refusal);
    // Without a length the quota is checked once the body is in.
    const streamed = await upload(Readable.from([pngOf(1000)]), quota);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual(refusal);
    expect(await stored()).toBe(before);
    // Other companies are not held back by this one's images.
    expect((await upload(pngOf(1000), { cookie: cookies.admin })).statusCode).toBe(201);

    // A day on, the unused image makes room; the one in a widget stays, whatever its age.
    await handle.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(inArray(images.id, [used, unused]));
    const accepted = await upload(pngOf(1000), quota);
    expect(accepted.statusCode).toBe(201);
    const left = await handle.db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.customerId, foreignCustomerId));
    expect(left.map((image) => image.id).sort()).toEqual(
      [used, accepted.json<{ id: string }>().id].sort(),
    );
  });

  it('streams three concurrent 10 MB uploads to files while /healthz keeps answering', async () => {
    const bodies = [1, 2, 3].map((fill) => pngOf(UPLOAD_LIMIT_BYTES - 1).fill(fill, PNG.length));
    // Each body arrives in 1 MB pieces, the next once /healthz has answered: the server answers
    // other requests all through three uploads.
    const health: number[] = [];
    const paced = (body: Buffer) =>
      Readable.from(
        (async function* () {
          for (let at = 0; at < body.length; at += MB) {
            yield body.subarray(at, at + MB);
            health.push((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
          }
        })(),
      );
    const responses = await Promise.all(
      bodies.map((body) => upload(paced(body), { cookie: cookies.admin })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(health).toEqual(Array.from({ length: 30 }, () => 200));
    const ids = responses.map((response) => response.json<{ id: string }>().id);
    for (const [i, id] of ids.entries()) {
      const served = await fetchImage(`/files/images/${id}`, cookies.admin);
      expect(served.headers['content-length']).toBe(String(UPLOAD_LIMIT_BYTES - 1));
      expect(served.rawPayload.equals(bodies[i]!)).toBe(true);
    }
    // The bytes never went through the database, which on PGlite runs on this event loop.
    const inDatabase = await handle.db
      .select({ id: images.id })
      .from(images)
      .where(and(inArray(images.id, ids), isNotNull(images.bytes)));
    expect(inDatabase).toEqual([]);
  });
});
