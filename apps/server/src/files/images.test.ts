import { PERMISSION_CODES, UPLOAD_LIMIT_BYTES, messages } from '@vigil/domain';
import { count } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { images } from '../db/schema.js';
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

describe.each(await availableDatabases())('image upload on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: number;
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
    const response = await upload(body, { type, cookie: cookies.viewer });
    expect(response.statusCode).toBe(201);
    const served = await fetchImage(response.json<{ url: string }>().url, cookies.admin);
    expect(served.headers['content-type']).toBe(type);
  });

  it('takes an image of exactly the limit', async () => {
    const body = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES - PNG.length)]);
    const response = await upload(body, { cookie: cookies.admin });
    expect(response.statusCode).toBe(201);
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
});
