import {
  IMAGE_QUOTA_BYTES_PER_CUSTOMER,
  IMAGE_QUOTA_MB,
  UNUSED_IMAGE_MIN_AGE_MS,
  UPLOAD_LIMIT_BYTES,
  canSeeCustomer,
  hasPermission,
  messages,
  uploadError,
} from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { permissionSubject, requireView } from '../auth/access.js';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserRecord } from '../modules/access/access.repository.js';
import { resolveSession } from '../modules/access/access.service.js';
import { createDiskImageStore } from './imageStore.js';
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
const ID = /^\d{1,9}$/;

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

/** A refusal while the upload's body may still be coming: close rather than read it all. */
const refuseUpload = (reply: FastifyReply, status: number, error: string) =>
  fail(reply.header('connection', 'close'), status, error);

type Refusal = { status: number; error: string };

/**
 * The customer an upload is for, if the user may add images to it. An image is part of editing a
 * view: with `viewID`, the user must be able to update that view (as for its widgets); with only
 * `customerID` (or neither: the user's own company), the user must manage the company, whose
 * views they may all update.
 */
async function uploadCustomer(
  db: Database,
  viewer: UserRecord,
  query: { customerID?: unknown; viewID?: unknown },
): Promise<number | Refusal> {
  const noAccess = { status: 403, error: messages.noAccess };
  const asked = query.customerID;
  if (asked !== undefined && (typeof asked !== 'string' || !ID.test(asked))) return noAccess;
  if (query.viewID !== undefined) {
    if (typeof query.viewID !== 'string' || !ID.test(query.viewID)) return noAccess;
    try {
      const view = await requireView({ viewer, db }, Number(query.viewID), 'update');
      if (asked !== undefined && Number(asked) !== view.customerId) return noAccess;
      return view.customerId;
    } catch (error) {
      if (error instanceof GraphQLError) return { status: 403, error: error.message };
      throw error;
    }
  }
  const customerId = asked === undefined ? viewer.customer?.id : Number(asked);
  const subject = permissionSubject(viewer);
  if (customerId === undefined || !canSeeCustomer(subject, String(customerId))) return noAccess;
  if (!hasPermission(subject, String(customerId), 'mc')) {
    return { status: 403, error: messages.insufficientPrivileges };
  }
  return customerId;
}

/**
 * Image upload and serving for image widgets. Upload is the raw body with the image's own
 * content type, so a cross-site form cannot send one without a CORS preflight (which nothing
 * here answers), and the session cookie is SameSite=Lax besides. The body is streamed to the
 * image store, never held in memory, and counted against the customer's quota.
 */
export async function registerImageRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Pick<Config, 'sessionSecret' | 'dataDir'> },
): Promise<void> {
  const repo = createImagesRepository(db);
  const store = await createDiskImageStore(join(config.dataDir, 'images'));
  const viewerOf = async (request: FastifyRequest) =>
    (await resolveSession(db, sessionTokenFromHeader(request.headers.cookie, config.sessionSecret)))
      .viewer;
  const uploads = new WeakMap<
    FastifyRequest,
    { customerId: number; contentType: ImageContentType }
  >();

  /** Deletes the customer's images no widget has used for a day; true when any went. */
  const freeUnused = async (customerId: number) => {
    const ids = await repo.deleteUnused(customerId, new Date(Date.now() - UNUSED_IMAGE_MIN_AGE_MS));
    await Promise.all(ids.map((id) => store.remove(id)));
    return ids.length > 0;
  };
  const fitsQuota = async (customerId: number, size: number) =>
    (await repo.usage(customerId)) + size <= IMAGE_QUOTA_BYTES_PER_CUSTOMER;
  /** Whether `size` more bytes fit the customer's quota, once unused images are cleared. */
  const hasRoom = async (customerId: number, size: number) =>
    (await fitsQuota(customerId, size)) ||
    ((await freeUnused(customerId)) && (await fitsQuota(customerId, size)));

  await app.register(async (scope) => {
    // Only the image types are accepted in this scope, and their body is left as a stream for
    // the handler; anything else is refused before its body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...IMAGE_CONTENT_TYPES], (_request, payload, done) =>
      done(null, payload),
    );
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode && error.statusCode < 500) {
        return fail(reply, error.statusCode, messages.errorUploading);
      }
      throw error;
    });

    scope.post(
      IMAGES_PATH,
      {
        // Everything that can be refused is refused before the body is read.
        onRequest: async (request, reply) => {
          const viewer = await viewerOf(request);
          if (!viewer) return refuseUpload(reply, 401, messages.mustBeLoggedIn);
          const customerId = await uploadCustomer(
            db,
            viewer,
            request.query as { customerID?: unknown; viewID?: unknown },
          );
          if (typeof customerId !== 'number') {
            return refuseUpload(reply, customerId.status, customerId.error);
          }
          const contentType = mediaTypeOf(request);
          if (!isImageType(contentType)) return refuseUpload(reply, 415, messages.errorUploading);
          const declared = Number(request.headers['content-length'] ?? 0) || 0;
          const tooBig = uploadError({ size: declared });
          if (tooBig) return refuseUpload(reply, 413, tooBig);
          if (!(await hasRoom(customerId, declared))) {
            return refuseUpload(reply, 413, messages.imageQuotaExceeded(IMAGE_QUOTA_MB));
          }
          uploads.set(request, { customerId, contentType });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        if (!upload) return refuseUpload(reply, 400, messages.errorUploading);
        const received = await store.receive(request.body as Readable, {
          maxBytes: UPLOAD_LIMIT_BYTES,
          // The bytes must be the image they claim to be: no HTML or SVG served as a PNG.
          accept: (head) => imageTypeOf(head) === upload.contentType,
        });
        if ('refused' in received) {
          return received.refused === 'too-big'
            ? refuseUpload(reply, 413, uploadError({ size: received.size }) ?? '')
            : refuseUpload(reply, 415, messages.errorUploading);
        }
        const id = randomUUID();
        await received.keep(id).catch(async (error: unknown) => {
          await received.discard();
          throw error;
        });
        const image = {
          id,
          customerId: upload.customerId,
          filename: filenameOf((request.query as { filename?: unknown }).filename),
          contentType: upload.contentType,
          size: received.size,
        };
        try {
          const recorded =
            (await repo.insertWithinQuota(image, IMAGE_QUOTA_BYTES_PER_CUSTOMER)) ||
            ((await freeUnused(upload.customerId)) &&
              (await repo.insertWithinQuota(image, IMAGE_QUOTA_BYTES_PER_CUSTOMER)));
          if (!recorded) {
            await store.remove(id);
            return fail(reply, 413, messages.imageQuotaExceeded(IMAGE_QUOTA_MB));
          }
        } catch (error) {
          await store.remove(id);
          throw error;
        }
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
      // Seeded and older images keep their bytes in the database.
      const bytes = image.bytes;
      const stored = bytes ? undefined : await store.open(id);
      if (!bytes && !stored) {
        request.log.warn({ imageId: id }, 'image file missing: is the images folder shared?');
        return notFound();
      }
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType);
      if (stored) return reply.header('content-length', stored.size).send(stored.stream);
      return reply.send(Buffer.from(bytes!.buffer, bytes!.byteOffset, bytes!.byteLength));
    });
  });
}
