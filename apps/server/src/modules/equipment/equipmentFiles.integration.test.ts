import {
  IMAGE_QUOTA_BYTES_PER_CUSTOMER,
  IMAGE_QUOTA_MB,
  PERMISSION_CODES,
  UPLOAD_LIMIT_BYTES,
  equipmentLogMessages,
  messages,
} from '@vigil/domain';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { equipmentFiles, equipmentLogs, images } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { attachmentDisposition } from '../../files/FileStore.js';
import { createUser } from '../admin/admin.service.js';
import { startS3Server, type S3TestServer } from '../../testing/s3Server.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  insertTestLibrary,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n) { id } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, manufacturerModel: $lib, description: $d,
    protocol: "Modbus") { id } }`;
const FILES = `query($g: ID!, $ip: String!, $c: ID) {
  equipmentFiles(gatewayID: $g, equipmentIP: $ip, customerID: $c) {
    key fullKey filename type size createdAt userName url } }`;
const DELETE = `mutation($e: ID!, $k: ID!, $c: ID) {
  deleteEquipmentFile(equipmentID: $e, key: $k, customerID: $c) }`;
const EQUIPMENT_IP = '10.1.2.3';
const MB = 1_048_576;

interface FileAnswer {
  key: string;
  fullKey: string;
  filename: string;
  type: string;
  size: number;
  createdAt: string;
  userName: string | null;
  url: string;
}

const setups = (await availableDatabases()).flatMap((kind) =>
  (['disk', 's3'] as const).map((store) => [kind, store] as const),
);

describe.each(setups)('equipment files on %s, %s store', (kind, store) => {
  let handle: DatabaseHandle;
  let s3: S3TestServer | undefined;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: string;
  let foreignCustomerId: string;
  let gatewayId: string;
  let equipmentId: string;
  let foreignGatewayId: string;
  let foreignEquipmentId: string;
  const cookies = { admin: '', viewer: '', foreign: '', super: '' };

  async function cookieOf(email: string) {
    const session = browserSession(server.app);
    await session.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: email, p: DEMO_PASSWORD },
    );
    return session.cookie!;
  }

  async function gql<T = Record<string, unknown>>(
    cookie: string,
    query: string,
    variables: Record<string, unknown>,
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query, variables },
    });
    return response.json<{ data?: T; errors?: { message: string }[] }>();
  }

  function upload(
    equipment: string,
    body: Buffer | Readable,
    options: { cookie?: string; name?: string; type?: string; keepName?: boolean } = {},
  ) {
    return server.app.inject({
      method: 'POST',
      url: `/files/equipment/${equipment}`,
      headers: {
        ...(options.type === '' ? {} : { 'content-type': options.type ?? 'application/pdf' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.name === undefined ? {} : { 'x-file-name': options.name }),
        ...(options.keepName ? { 'x-keep-name': 'true' } : {}),
      },
      payload: body,
    });
  }

  const download = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const stored = async () => (await handle.db.select({ n: count() }).from(equipmentFiles))[0]!.n;

  const listFiles = async (cookie = cookies.admin) =>
    (await gql<{ equipmentFiles: FileAnswer[] }>(cookie, FILES, { g: gatewayId, ip: EQUIPMENT_IP }))
      .data!.equipmentFiles;

  /** The bytes a download answers with: streamed by the server, or behind its redirect. */
  async function downloaded(url: string, cookie: string): Promise<Buffer> {
    const response = await download(url, cookie);
    if (store === 'disk') {
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    }
    expect(response.statusCode).toBe(302);
    const fetched = await fetch(response.headers.location!);
    expect(fetched.status).toBe(200);
    return Buffer.from(await fetched.arrayBuffer());
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    if (store === 's3') s3 = await startS3Server();
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    const library = String(await insertTestLibrary(handle.db, Number(customerId)));
    await createUser(handle.db, {
      email: 'other@foreign.test',
      password: DEMO_PASSWORD,
      customerName: 'Foreign Co',
      roles: [...PERMISSION_CODES],
    });
    server = await testApp(handle.db, { s3: s3?.config });
    cookies.admin = (await signedInAdmin(server.app)).cookie!;
    cookies.viewer = await cookieOf('viewer@vigil.demo');
    cookies.foreign = await cookieOf('other@foreign.test');
    cookies.super = await cookieOf('super@vigil.demo');
    const me = await gql<{ me: { customer: { id: string } } }>(
      cookies.foreign,
      '{ me { customer { id } } }',
      {},
    );
    foreignCustomerId = me.data!.me.customer.id;
    const foreignLibrary = String(await insertTestLibrary(handle.db, Number(foreignCustomerId)));

    const site = async (cookie: string, customer: string, lib: string, name: string) => {
      const gateway = (
        await gql<{ registerGateway: { id: string } }>(cookie, REGISTER, { c: customer, n: name })
      ).data!.registerGateway.id;
      const equipment = (
        await gql<{ onboardEquipment: { id: string } }>(cookie, ONBOARD, {
          g: gateway,
          c: customer,
          lib,
          ip: EQUIPMENT_IP,
          d: `${name} PDU`,
        })
      ).data!.onboardEquipment.id;
      return [gateway, equipment] as const;
    };
    [gatewayId, equipmentId] = await site(cookies.admin, customerId, library, 'Files site');
    [foreignGatewayId, foreignEquipmentId] = await site(
      cookies.foreign,
      foreignCustomerId,
      foreignLibrary,
      'Foreign site',
    );
  });
  afterAll(async () => {
    await server?.app.close();
    await s3?.close();
    await handle?.close();
  });

  it('keeps a file with the equipment, lists it newest first and downloads it to whoever sees the customer', async () => {
    const manual = Buffer.concat([Buffer.from('%PDF-1.7 manual '), Buffer.alloc(200_000, 1)]);
    const name = 'Wiring diagram (rev 2) – Übersicht.pdf';
    const first = await upload(equipmentId, manual, {
      cookie: cookies.admin,
      name: encodeURIComponent(name),
    });
    expect(first.statusCode).toBe(201);
    const answer = first.json<FileAnswer>();
    expect(answer).toMatchObject({
      filename: name,
      type: 'application/pdf',
      size: manual.length,
      userName: 'Alex Admin',
      url: `/files/equipment/${equipmentId}/${answer.key}`,
    });
    expect(answer.key).toMatch(/^[0-9a-f-]{36}$/);
    // A random id in the stored name, the extension kept (spec core §5).
    expect(answer.fullKey).toBe(`equipment/${customerId}/${equipmentId}/${answer.key}.pdf`);

    const notes = Buffer.from('Replaced the battery string on 2026-11-02.\n');
    const second = await upload(equipmentId, Readable.from([notes]), {
      cookie: cookies.super,
      name: 'notes.txt',
      type: 'text/plain; charset=utf-8',
      keepName: true,
    });
    expect(second.statusCode).toBe(201);
    const kept = second.json<FileAnswer>();
    // The original name kept: it is the stored name, in a folder of the file's id.
    expect(kept.fullKey).toBe(`equipment/${customerId}/${equipmentId}/${kept.key}/notes.txt`);
    expect(kept.type).toBe('text/plain');

    const listed = await listFiles();
    expect(listed.map((file) => file.key)).toEqual([kept.key, answer.key]);
    expect(listed[1]).toEqual(answer);
    // Underscores stand for dots, as in the page's path; every user of the customer sees them.
    const viaPath = await gql<{ equipmentFiles: FileAnswer[] }>(cookies.viewer, FILES, {
      g: gatewayId,
      ip: EQUIPMENT_IP.replace(/\./g, '_'),
      c: customerId,
    });
    expect(viaPath.data!.equipmentFiles).toEqual(listed);

    for (const cookie of [cookies.admin, cookies.viewer, cookies.super]) {
      expect((await downloaded(answer.url, cookie)).equals(manual)).toBe(true);
    }
    const response = await download(answer.url, cookies.viewer);
    if (store === 'disk') {
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    } else {
      const location = new URL(response.headers.location!);
      expect(location.origin).toBe(s3!.endpoint);
      expect(location.searchParams.get('X-Amz-Signature')).toBeTruthy();
      const fetched = await fetch(location);
      expect(fetched.headers.get('content-disposition')).toContain('attachment;');
      // Every object went up encrypted.
      const puts = s3!.requests.filter((r) => r.method === 'PUT');
      expect(puts.length).toBeGreaterThanOrEqual(2);
      for (const put of puts) expect(put.headers['x-amz-server-side-encryption']).toBe('AES256');
    }
    expect((await downloaded(kept.url, cookies.viewer)).equals(notes)).toBe(true);

    for (const cookie of [cookies.foreign, undefined]) {
      expect((await download(answer.url, cookie)).statusCode).toBe(404);
    }
    for (const missing of [
      `/files/equipment/${equipmentId}/${randomUUID()}`,
      `/files/equipment/${foreignEquipmentId}/${answer.key}`,
      `/files/equipment/${equipmentId}/not-a-key`,
    ]) {
      expect((await download(missing, cookies.admin)).statusCode).toBe(404);
    }

    const logged = await handle.db
      .select({ kind: equipmentLogs.kind, message: equipmentLogs.message })
      .from(equipmentLogs)
      .where(eq(equipmentLogs.equipmentId, Number(equipmentId)));
    expect(logged).toEqual(
      expect.arrayContaining([
        { kind: 'files', message: equipmentLogMessages.fileUploaded(name) },
        { kind: 'files', message: equipmentLogMessages.fileUploaded('notes.txt') },
      ]),
    );
  });

  it('takes a file one byte under the limit, of any type or none', async () => {
    const under = await upload(equipmentId, Buffer.alloc(UPLOAD_LIMIT_BYTES - 1, 2), {
      cookie: cookies.admin,
      name: 'firmware.bin',
      type: '',
    });
    expect(under.statusCode).toBe(201);
    expect(under.json<FileAnswer>()).toMatchObject({
      type: 'application/octet-stream',
      size: UPLOAD_LIMIT_BYTES - 1,
    });
    expect((await files(under.json<FileAnswer>().fullKey))?.size).toBe(UPLOAD_LIMIT_BYTES - 1);
  });

  /** The stored object under a key, if any. */
  const files = (key: string) => server.files.open(key);

  it.each<[string, () => Parameters<typeof upload>, number, string]>([
    ['no session', () => [equipmentId, Buffer.from('x'), {}], 401, messages.mustBeLoggedIn],
    [
      'a read-only user',
      () => [equipmentId, Buffer.from('x'), { cookie: cookies.viewer }],
      403,
      messages.insufficientPrivileges,
    ],
    [
      'another customer’s user',
      () => [equipmentId, Buffer.from('x'), { cookie: cookies.foreign }],
      403,
      messages.noAccess,
    ],
    [
      'the other customer’s equipment',
      () => [foreignEquipmentId, Buffer.from('x'), { cookie: cookies.admin }],
      403,
      messages.noAccess,
    ],
    [
      'missing equipment',
      () => ['99999999', Buffer.from('x'), { cookie: cookies.admin }],
      403,
      messages.noAccess,
    ],
    [
      'a malformed equipment id',
      () => ['1%20or%201', Buffer.from('x'), { cookie: cookies.admin }],
      403,
      messages.noAccess,
    ],
    [
      'a name that is not URL-encoded',
      () => [equipmentId, Buffer.from('x'), { cookie: cookies.admin, name: '%E0%A4%A' }],
      400,
      messages.errorUploading,
    ],
    [
      'a file of exactly the limit',
      () => [equipmentId, Buffer.alloc(UPLOAD_LIMIT_BYTES), { cookie: cookies.admin }],
      413,
      'Too big: 10.0MB/10MB',
    ],
    [
      'a file of exactly the limit sent without a length',
      () => [
        equipmentId,
        Readable.from([Buffer.alloc(UPLOAD_LIMIT_BYTES)]),
        { cookie: cookies.admin },
      ],
      413,
      'Too big: 10.0MB/10MB',
    ],
    [
      'a file of 15 MB',
      () => [equipmentId, Buffer.alloc(15 * MB), { cookie: cookies.admin }],
      413,
      'Too big: 15.0MB/10MB',
    ],
  ])('refuses an upload from %s and stores nothing', async (_case, args, status, error) => {
    const before = await stored();
    const putsBefore = s3?.requests.filter((r) => r.method === 'PUT').length;
    const response = await upload(...args());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(await stored()).toBe(before);
    expect(s3?.requests.filter((r) => r.method === 'PUT').length).toBe(putsBefore);
  });

  it('counts files and images against one quota per customer', async () => {
    const foreignUpload = (size: number) =>
      upload(foreignEquipmentId, Buffer.alloc(size, 3), {
        cookie: cookies.foreign,
        name: 'big.bin',
      });
    // The company's images fill its quota but for 100 bytes; all of them in use.
    const filler = randomUUID();
    await handle.db.insert(images).values({
      id: filler,
      customerId: Number(foreignCustomerId),
      filename: 'filler.png',
      contentType: 'image/png',
      size: IMAGE_QUOTA_BYTES_PER_CUSTOMER - 100,
      createdAt: new Date(),
    });
    try {
      const before = await stored();
      const refusal = { error: messages.fileQuotaExceeded(IMAGE_QUOTA_MB) };
      const refused = await foreignUpload(1000);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(refusal);
      // Without a length, the quota is checked once the body is in, and the bytes are dropped.
      const streamed = await upload(foreignEquipmentId, Readable.from([Buffer.alloc(1000)]), {
        cookie: cookies.foreign,
      });
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json()).toEqual(refusal);
      expect(await stored()).toBe(before);
      // Other companies are not held back by this one's files.
      expect(
        (await upload(equipmentId, Buffer.alloc(1000), { cookie: cookies.admin })).statusCode,
      ).toBe(201);
      expect((await foreignUpload(99)).statusCode).toBe(201);
    } finally {
      await handle.db.delete(images).where(eq(images.id, filler));
    }
  });

  it('answers a list for an address or gateway it cannot find as the spec says', async () => {
    const ask = (cookie: string, variables: Record<string, unknown>) =>
      gql(cookie, FILES, variables);
    for (const variables of [
      { g: gatewayId, ip: '10.9.9.9' },
      { g: foreignGatewayId, ip: EQUIPMENT_IP },
      { g: '99999999', ip: EQUIPMENT_IP },
    ]) {
      const { errors, data } = await ask(cookies.admin, variables);
      expect(errors?.[0]?.message).toBe(messages.couldNotFindEquipment);
      expect(data?.equipmentFiles ?? null).toBeNull();
    }
    const foreign = await ask(cookies.admin, {
      g: foreignGatewayId,
      ip: EQUIPMENT_IP,
      c: foreignCustomerId,
    });
    expect(foreign.errors?.[0]?.message).toBe(messages.noAccess);
  });

  it('deletes a file for users who may edit the equipment: the object, then the row', async () => {
    const created = await upload(equipmentId, Buffer.from('to delete'), {
      cookie: cookies.admin,
      name: 'old.txt',
      type: 'text/plain',
    });
    const file = created.json<FileAnswer>();
    const before = await stored();
    for (const [cookie, variables, message] of [
      [cookies.viewer, { e: equipmentId, k: file.key }, messages.insufficientPrivileges],
      [cookies.foreign, { e: equipmentId, k: file.key }, messages.noAccess],
      [cookies.admin, { e: foreignEquipmentId, k: file.key }, messages.noAccess],
      [cookies.admin, { e: equipmentId, k: randomUUID() }, messages.noAccess],
      [cookies.admin, { e: equipmentId, k: file.key, c: foreignCustomerId }, messages.noAccess],
    ] as const) {
      const { errors, data } = await gql(cookie, DELETE, variables);
      expect(errors?.[0]?.message).toBe(message);
      expect(data?.deleteEquipmentFile ?? null).toBeNull();
    }
    expect(await stored()).toBe(before);
    expect(await files(file.fullKey)).toBeDefined();

    const deleted = await gql(cookies.admin, DELETE, { e: equipmentId, k: file.key });
    expect(deleted).toEqual({ data: { deleteEquipmentFile: true } });
    expect(await stored()).toBe(before - 1);
    expect(await files(file.fullKey)).toBeUndefined();
    expect((await download(file.url, cookies.admin)).statusCode).toBe(404);
    expect((await listFiles()).map((listed) => listed.key)).not.toContain(file.key);
    const [log] = await handle.db
      .select({ message: equipmentLogs.message, userName: equipmentLogs.userName })
      .from(equipmentLogs)
      .where(eq(equipmentLogs.message, equipmentLogMessages.fileDeleted('old.txt')));
    expect(log).toEqual({
      message: equipmentLogMessages.fileDeleted('old.txt'),
      userName: 'Alex Admin',
    });
  });
});
