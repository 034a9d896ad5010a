import { messages, uploadError } from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { resolveSession } from '../modules/access/access.service.js';
import type { FileStore } from './FileStore.js';
import type { UploadQuota } from './uploadQuota.js';

// What the upload and download routes share: who is asking, and how a refusal is answered.

const FILENAME_MAX = 255;

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
  const declared = Number(request.headers['content-length'] ?? 0) || 0;
  const tooBig = uploadError({ size: declared });
  if (tooBig) return refuseUpload(reply, 413, tooBig);
  if (!(await quota.hasRoom(customerId, declared))) {
    return refuseUpload(reply, 413, quotaExceeded);
  }
  return undefined;
}
