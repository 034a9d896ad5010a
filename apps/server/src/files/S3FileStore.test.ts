import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../testing/s3Server.js';
import type { FileStore } from './FileStore.js';
import { equipmentFileKey } from './fileKeys.js';
import { createS3FileStore, PRESIGNED_URL_SECONDS } from './S3FileStore.js';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const KEY = equipmentFileKey({
  customerId: 4,
  equipmentId: 9,
  id: ID,
  filename: 'Wiring diagram.pdf',
  keepName: false,
});
const META = { contentType: 'application/pdf', filename: 'Wiring diagram (rev 2).pdf' };

describe('S3 file store against a real S3-compatible server', () => {
  let s3: S3TestServer;
  let spool: string;
  let store: FileStore;
  let client: S3Client;
  const listed = async () =>
    (await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }))).Contents?.map(
      (object) => ({ key: object.Key, size: object.Size }),
    ) ?? [];

  beforeAll(async () => {
    s3 = await startS3Server();
    spool = await mkdtemp(join(tmpdir(), 'vigil-spool-'));
    store = await createS3FileStore(s3.config, spool);
    client = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.config.accessKeyId,
        secretAccessKey: s3.config.secretAccessKey,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(async () => {
    client?.destroy();
    await store?.close();
    await s3?.close();
  });

  it('uploads encrypted, lists, downloads through a presigned URL and deletes', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);
    // The body arrives in pieces, as a request's would.
    const source = Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]);
    const received = await store.receive(source, { maxBytes: 1_000_000 });
    if ('refused' in received) throw new Error(received.refused);
    expect(received.size).toBe(body.length);
    await received.keep(KEY, META);

    expect(await listed()).toEqual([{ key: KEY, size: body.length }]);
    const put = s3.requests.find((r) => r.method === 'PUT' && r.url.includes(ID));
    expect(put?.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(put?.headers['content-length']).toBe(String(body.length));
    expect(put?.headers['content-type']).toBe('application/pdf');
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: KEY }));
    expect(head.ServerSideEncryption).toBe('AES256');
    // Nothing waits in the spool once the object is up.
    expect(await readdir(spool)).toEqual([]);

    const url = await store.downloadUrl(KEY, META);
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.config.bucket}/`));
    const signed = new URL(url!);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe(String(PRESIGNED_URL_SECONDS));
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const download = await fetch(url!);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Wiring diagram (rev 2).pdf"; filename*=UTF-8''Wiring%20diagram%20%28rev%202%29.pdf`,
    );
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // The signature covers the key and the name it is saved as; the bucket is private.
    const forged = new URL(url!);
    forged.pathname = forged.pathname.replace(ID, ID.replace('7c9e', '0000'));
    expect((await fetch(forged)).status).toBe(403);
    const renamed = new URL(url!);
    renamed.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(renamed)).status).toBe(403);
    expect((await fetch(`${s3.endpoint}${signed.pathname}`)).status).toBe(403);

    const opened = await store.open(KEY);
    expect(opened?.size).toBe(body.length);
    expect((await text(opened!.stream)).length).toBe(body.length);

    await store.remove(KEY);
    await store.remove(KEY);
    expect(await listed()).toEqual([]);
    expect(await store.open(KEY)).toBeUndefined();
    expect((await fetch(url!)).status).toBe(404);
  });

  it('is held to the bucket policy: an unencrypted PUT is refused', async () => {
    await expect(
      client.send(
        new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'plain/object', Body: 'x' }),
      ),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('refuses an upload past the limit before anything reaches the bucket', async () => {
    const before = s3.requests.length;
    const refused = await store.receive(Readable.from([Buffer.alloc(2_000)]), { maxBytes: 1_000 });
    expect(refused).toEqual({ refused: 'too-big', size: 2_000 });
    const source = new PassThrough();
    const receiving = store.receive(source, { maxBytes: 1_000 });
    source.write(Buffer.alloc(10));
    source.destroy(new Error('aborted'));
    await expect(receiving).rejects.toThrow('aborted');
    expect(s3.requests.length).toBe(before);
    expect(await readdir(spool)).toEqual([]);
  });

  it('drops the spooled bytes when the store refuses them', async () => {
    const failing = await createS3FileStore({ ...s3.config, bucket: 'no-such-bucket' }, spool);
    const received = await failing.receive(Readable.from([Buffer.from('abc')]), {
      maxBytes: 100,
    });
    if ('refused' in received) throw new Error(received.refused);
    await expect(received.keep('equipment/1/1/x.txt', META)).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    expect(await readdir(spool)).toEqual([]);
    await failing.close();
  });
});
