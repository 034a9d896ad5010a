import { UPLOAD_LIMIT_BYTES, messages, uploadError } from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { resolveSession } from '../modules/access/access.service.js';
import {
  attachmentDisposition,
  inlineDisposition,
  type FileStore,
  type ReceivedFile,
} from './FileStore.js';
import type { UploadQuota } from './uploadQuota.js';

// What the upload and download routes share: who is asking, and how a refusal is answered.

const FILENAME_MAX = 255;
/** A media type as a file may carry it; anything else is stored as application/octet-stream. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/;
const OCTET_STREAM = 'application/octet-stream';
/** The header naming a raw-body upload's file (URL-encoded, so any name survives HTTP). */
export const FILE_NAME_HEADER = 'x-file-name';

/** The signed-in user behind a request's session cookie, or undefined. */
export async function viewerOfRequest(db: Database, secret: string, request: FastifyRequest) {
  return (await resolveSession(db, sessionTokenFromHeader(request.headers.cookie, secret))).viewer;
}

/** The request's media type without parameters, lower-cased ('' when none). */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A file name as given: only its last path segment, without control characters, at most 255
 * characters. It is shown and sent back as a download's name, never used as a path.
 */
export function filenameOf(value: unknown, fallback: string): string {
  const name = typeof value === 'string' ? value : '';
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, FILENAME_MAX) || fallback;
}

/** The media type a file is stored with: `type` (lower-cased) when valid, else octet-stream. */
export function storedMediaType(type: string): string {
  const lower = type.toLowerCase();
  return MEDIA_TYPE.test(lower) ? lower : OCTET_STREAM;
}

/**
 * A raw-body upload's file name from its x-file-name header ('file' without one), or undefined
 * when the header is not URL-encoded text.
 */
export function headerFilenameOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[FILE_NAME_HEADER];
  if (raw === undefined) return 'file';
  if (typeof raw !== 'string') return undefined;
  try {
    return filenameOf(decodeURIComponent(raw), 'file');
  } catch {
    return undefined;
  }
}

export const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

/** A refusal while the upload's body may still be coming: close rather than read it all. */
export const refuseUpload = (reply: FastifyReply, status: number, error: string) =>
  fail(reply.header('connection', 'close'), status, error);

/** What the upload routes are registered with. */
export interface UploadRouteDeps {
  db: Database;
  config: Pick<Config, 'sessionSecret'>;
  files: FileStore;
  quota: UploadQuota;
}

/**
 * Makes `scope` an upload scope: only `contentTypes` ('*' for any) are accepted, their body left
 * as a stream for the handler, and a refused request (4xx) is answered 'Error uploading'.
 */
export function uploadScope(scope: FastifyInstance, contentTypes: '*' | readonly string[]): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    contentTypes === '*' ? '*' : [...contentTypes],
    (_request, payload, done) => done(null, payload),
  );
  scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      return fail(reply, error.statusCode, messages.errorUploading);
    }
    throw error;
  });
}

const declaredSizeOf = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) || 0;

/** Refuses (413) an upload whose declared length is over the upload limit; undefined otherwise. */
export function refuseDeclaredTooBig(
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const tooBig = uploadError({ size: declaredSizeOf(request) });
  return tooBig ? refuseUpload(reply, 413, tooBig) : undefined;
}

/**
 * Refuses (413) an upload whose declared length is over the upload limit, or would not fit in the
 * customer's storage quota (answered `quotaExceeded`); undefined when it may be read.
 */
export async function refuseDeclaredSize(
  request: FastifyRequest,
  reply: FastifyReply,
  quota: UploadQuota,
  customerId: number,
  quotaExceeded: string,
): Promise<FastifyReply | undefined> {
  const refused = refuseDeclaredTooBig(request, reply);
  if (refused) return refused;
  if (!(await quota.hasRoom(customerId, declaredSizeOf(request)))) {
    return refuseUpload(reply, 413, quotaExceeded);
  }
  return undefined;
}

/**
 * Streams a raw-body upload into the file store; undefined once it has been refused (413, with
 * its size) for passing the upload limit.
 */
export async function receiveRawUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
): Promise<ReceivedFile | undefined> {
  // Without a Content-Type no parser runs: the body is the raw request.
  const body = (request.body as Readable | undefined) ?? request.raw;
  const received = await files.receive(body, { maxBytes: UPLOAD_LIMIT_BYTES });
  if ('refused' in received) {
    refuseUpload(reply, 413, uploadError({ size: received.size }) ?? '');
    return undefined;
  }
  return received;
}

/** A stored file to download, and what to log when its bytes are missing. */
export interface StoredDownload {
  key: string;
  filename: string;
  contentType: string;
  /** 'inline' for a file the browser shows itself (a PDF report); 'attachment' by default. */
  disposition?: 'attachment' | 'inline';
  /** What the file is, for the log ('equipment file'), and the ids the warning carries. */
  what: string;
  log: Record<string, unknown>;
}

/**
 * Answers a download of a stored file, never cached: a redirect to the object store's presigned
 * URL, or the bytes streamed from disk under the file's name; 404 (logged) when they are missing.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  download: StoredDownload,
): Promise<FastifyReply> {
  const meta = { filename: download.filename, contentType: download.contentType };
  reply.header('cache-control', 'private, no-store');
  const url = await files.downloadUrl(download.key, meta);
  if (url) return reply.redirect(url, 302);
  const stored = await files.open(download.key);
  if (!stored) {
    request.log.warn(download.log, `${download.what} missing: is the file store shared?`);
    return fail(reply, 404, 'Not Found');
  }
  const disposition = download.disposition === 'inline' ? inlineDisposition : attachmentDisposition;
  return reply
    .header('content-disposition', disposition(download.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-length', stored.size)
    .type(download.contentType)
    .send(stored.stream);
}
