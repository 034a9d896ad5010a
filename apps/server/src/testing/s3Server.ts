import { S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

/** s3rver's built-in credentials: it checks every signature against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3Request {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** 20261124T101500Z → its Date. */
const amzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with one private bucket, for tests. s3rver
 * stores and serves objects, checks presigned URLs' expiry and answers S3's errors, but checks
 * no SigV4 signature; in front of it this server does what S3 would besides:
 * - a presigned URL's signature is checked (recomputed with the bucket's credentials), and an
 *   object GET without any credentials is refused (403 AccessDenied), as of a private bucket;
 * - the bucket has the policy S3 users put on buckets that must hold only encrypted objects: an
 *   object PUT without `x-amz-server-side-encryption: AES256` is refused (403 AccessDenied), and
 *   objects stored with it say so on GET and HEAD.
 * Every request is recorded.
 */
export async function startS3Server(bucket = 'vigil-test') {
  const directory = await mkdtemp(join(tmpdir(), 'vigil-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: S3Request[] = [];
  const encrypted = new Set<string>();

  const credentials = { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY };
  const signerClient = new S3Client({ region: 'us-east-2', credentials });
  const presigner = new S3RequestPresigner({ ...signerClient.config });

  /** Whether a presigned URL carries the signature the bucket's credentials give it. */
  const validPresign = async (url: URL, host: string) => {
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) {
      if (!name.startsWith('X-Amz-')) query[name] = value;
    }
    const [hostname, port] = host.split(':');
    const expected = await presigner.presign(
      {
        method: 'GET',
        protocol: 'http:',
        hostname: hostname ?? '',
        port: port ? Number(port) : undefined,
        path: url.pathname,
        query,
        headers: { host },
      },
      {
        signingDate: amzDate(url.searchParams.get('X-Amz-Date') ?? ''),
        expiresIn: Number(url.searchParams.get('X-Amz-Expires')),
      },
    );
    return expected.query?.['X-Amz-Signature'] === url.searchParams.get('X-Amz-Signature');
  };

  const refuse = (res: ServerResponse, code: string, message: string) => {
    res.writeHead(403, { 'content-type': 'application/xml' });
    res.end(s3Error(code, message));
  };

  const front = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const method = req.method ?? 'GET';
    requests.push({ method, url: req.url ?? '/', headers: req.headers });
    const path = decodeURIComponent(url.pathname);
    const isObject = path.startsWith(`/${bucket}/`) && path.length > bucket.length + 2;
    if (url.searchParams.has('X-Amz-Signature')) {
      if (!(await validPresign(url, req.headers.host ?? ''))) {
        return refuse(res, 'SignatureDoesNotMatch', 'The request signature does not match');
      }
    } else if (isObject && !req.headers.authorization) {
      req.resume();
      return refuse(res, 'AccessDenied', 'Access Denied');
    }
    if (method === 'PUT' && isObject) {
      if (req.headers['x-amz-server-side-encryption'] !== 'AES256') {
        req.resume();
        return refuse(res, 'AccessDenied', 'Objects must be stored with server-side encryption');
      }
      encrypted.add(path);
    }
    if ((method === 'GET' || method === 'HEAD') && encrypted.has(path)) {
      res.setHeader('x-amz-server-side-encryption', 'AES256');
    }
    handle(req, res);
  };
  const server = createServer((req, res) => {
    front(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  const config: S3Config = {
    bucket,
    region: 'us-east-2',
    endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    config,
    endpoint,
    requests,
    async close() {
      signerClient.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
