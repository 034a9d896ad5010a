import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config.js';
import { assertFileKey, attachmentDisposition, type FileStore } from './FileStore.js';
import { createUploadSpool } from './uploadSpool.js';

/** How long a presigned download URL works: long enough to start the download, no more. */
export const PRESIGNED_URL_SECONDS = 300;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Files as objects of one bucket of an S3-compatible store (AWS S3, MinIO, Ceph …), one object
 * per key. Every object is written with server-side encryption (AES256); browsers download
 * through short-lived presigned URLs. Uploads still wait in `spoolDir` (local disk) while they
 * are counted and checked, then go up with their length, streamed from the file.
 */
export async function createS3FileStore(config: S3Config, spoolDir: string): Promise<FileStore> {
  const spool = await createUploadSpool(spoolDir);
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible stores do not all take the SDK's
    // default streamed (aws-chunked) checksums on PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async receive(source, options) {
      const spooled = await spool.receive(source, options);
      if ('refused' in spooled) return spooled;
      return {
        size: spooled.size,
        async keep(key, meta) {
          try {
            assertFileKey(key);
            await client.send(
              new PutObjectCommand({
                Bucket,
                Key: key,
                Body: createReadStream(spooled.path),
                ContentLength: spooled.size,
                ContentType: meta.contentType,
                ServerSideEncryption: 'AES256',
              }),
            );
          } finally {
            await rm(spooled.path, { force: true });
          }
        },
        discard: () => rm(spooled.path, { force: true }),
      };
    },

    async open(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return { size: object.ContentLength ?? 0, stream: object.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async downloadUrl(key, meta) {
      assertFileKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(meta.filename),
          ResponseContentType: meta.contentType,
        }),
        { expiresIn: PRESIGNED_URL_SECONDS },
      );
    },

    async remove(key) {
      assertFileKey(key);
      // Deleting a key that is not there succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
