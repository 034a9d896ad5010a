import { UPLOAD_LIMIT_BYTES, canSeeCustomer, messages, uploadError } from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { permissionSubject } from '../auth/access.js';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { resolveSession } from '../modules/access/access.service.js';
import { createImagesRepository } from './images.repository.js';
import { imageTypeOf, type ImageContentType, IMAGE_CONTENT_TYPES } from './imageType.js';

const IMAGES_PATH = '/files/images';
/** Ids are random UUIDs, so an image's bytes never change and browsers may keep them. */
const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';
const FILENAME_MAX = 255;

/** Where an uploaded image is served. */
export function imageUrl(id: string): string {
  return `${IMAGES_PATH}/${id}`;
}

/** An image id as given by the API: the id itself, or its URL. */
export function imageIdOf(value: string): string {
  return value.startsWith(`${IMAGES_PATH}/`) ? value.slice(IMAGES_PATH.length + 1) : value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isImageType(type: string): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

function filenameOf(value: unknown): string {
  // Only the last path segment, without control characters; it is shown, never used as a path.
  const name = typeof value === 'string' ? value : '';
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, FILENAME_MAX) || 'image';
}

const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

/**
 * Image upload and serving for image widgets. Upload is the raw body with the image's own
 * content type, so a cross-site form cannot send one without a CORS preflight (which nothing
 * here answers), and the session cookie is SameSite=Lax besides.
 */
export async function registerImageRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Pick<Config, 'sessionSecret'> },
): Promise<void> {
  const repo = createImagesRepository(db);
  const viewerOf = async (request: FastifyRequest) =>
    (await resolveSession(db, sessionTokenFromHeader(request.headers.cookie, config.sessionSecret)))
      .viewer;
  const uploads = new WeakMap<FastifyRequest, { customerId: number }>();

  await app.register(async (scope) => {
    // Only the image types are read in this scope; anything else is refused before its body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...IMAGE_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { code?: string; statusCode?: number }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Sent without a length, so the size is only known to be over the limit.
        return fail(reply, 413, uploadError({ size: UPLOAD_LIMIT_BYTES + 1 }) ?? '');
      }
      if (error.statusCode && error.statusCode < 500) {
        return fail(reply, error.statusCode, messages.errorUploading);
      }
      throw error;
    });

    scope.post(
      IMAGES_PATH,
      {
        bodyLimit: UPLOAD_LIMIT_BYTES,
        // Everything that can be refused is refused before the body is read.
        onRequest: async (request, reply) => {
          const viewer = await viewerOf(request);
          if (!viewer) return fail(reply, 401, messages.mustBeLoggedIn);
          const asked = (request.query as { customerID?: unknown }).customerID;
          const customerId =
            typeof asked === 'string' && /^\d{1,9}$/.test(asked)
              ? Number(asked)
              : asked === undefined
                ? viewer.customer?.id
                : undefined;
          if (
            customerId === undefined ||
            !canSeeCustomer(permissionSubject(viewer), String(customerId))
          ) {
            return fail(reply, 403, messages.noAccess);
          }
          if (!isImageType(mediaTypeOf(request))) return fail(reply, 415, messages.errorUploading);
          const tooBig = uploadError({ size: Number(request.headers['content-length'] ?? 0) });
          if (tooBig) return fail(reply, 413, tooBig);
          uploads.set(request, { customerId });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        const body = request.body;
        if (!upload || !Buffer.isBuffer(body)) return fail(reply, 400, messages.errorUploading);
        const declared = mediaTypeOf(request);
        // The bytes must be the image they claim to be: no HTML or SVG served as a PNG.
        if (body.length === 0 || imageTypeOf(body) !== declared) {
          return fail(reply, 415, messages.errorUploading);
        }
        const id = randomUUID();
        await repo.insert({
          id,
          customerId: upload.customerId,
          filename: filenameOf((request.query as { filename?: unknown }).filename),
          contentType: declared,
          size: body.length,
          bytes: body,
        });
        return reply.code(201).send({ id, url: imageUrl(id) });
      },
    );

    scope.get<{ Params: { id: string } }>(`${IMAGES_PATH}/:id`, async (request, reply) => {
      const notFound = () => fail(reply, 404, 'Not Found');
      const id = request.params.id.toLowerCase();
      if (!UUID.test(id)) return notFound();
      const viewer = await viewerOf(request);
      if (!viewer) return notFound();
      const image = await repo.byId(id);
      if (!image || !canSeeCustomer(permissionSubject(viewer), String(image.customerId))) {
        return notFound();
      }
      const bytes = image.bytes;
      return reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
  });
}
