import {
  IMAGE_QUOTA_MB,
  UPLOAD_LIMIT_BYTES,
  canSeeCustomer,
  hasPermission,
  messages,
  uploadError,
} from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  imageVisible,
  permissionSubject,
  requireView,
  sharedImageVisible,
} from '../auth/access.js';
import type { Database } from '../db/client.js';
import type { UserRecord } from '../modules/access/access.repository.js';
import { imageKey } from './fileKeys.js';
import { createImagesRepository } from './images.repository.js';
import { imageTypeOf, type ImageContentType, IMAGE_CONTENT_TYPES } from './imageType.js';
import {
  fail,
  filenameOf,
  mediaTypeOf,
  refuseDeclaredSize,
  refuseUpload,
  uploadScope,
  viewerOfRequest,
  type UploadRouteDeps,
} from './uploadHttp.js';

const IMAGES_PATH = '/files/images';
/** Ids are random UUIDs, so an image's bytes never change and browsers may keep them. */
const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Where an uploaded image is served. */
export function imageUrl(id: string): string {
  return `${IMAGES_PATH}/${id}`;
}

/**
 * Where a share link's visitor loads an image of the shared view: the link's id rides along, so
 * the image route can check the link still works (its token never appears in a URL).
 */
export function sharedImageUrl(id: string, linkId: number): string {
  return `${imageUrl(id)}?link=${linkId}`;
}

/** An image id as given by the API: the id itself, or its URL (a shared one's too). */
export function imageIdOf(value: string): string {
  const id = value.startsWith(`${IMAGES_PATH}/`) ? value.slice(IMAGES_PATH.length + 1) : value;
  return id.split('?')[0]!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID = /^\d{1,9}$/;

export function isImageType(type: string): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

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

/** Why an image was not stored: too big or not the image claimed (while its body came), or no room. */
export type ImageRefusal = 'too-big' | 'not-accepted' | 'quota';

/**
 * Streams an uploaded image's body to the file store (at most UPLOAD_LIMIT_BYTES, its bytes the
 * type it claims) and records it for the customer within its storage quota; the bytes are
 * removed again when it cannot be recorded.
 */
export async function storeImage(
  { db, files, quota }: Pick<UploadRouteDeps, 'db' | 'files' | 'quota'>,
  body: Readable,
  upload: { customerId: number; contentType: ImageContentType; filename: string },
): Promise<{ id: string; size: number } | { refused: ImageRefusal; size: number }> {
  const received = await files.receive(body, {
    maxBytes: UPLOAD_LIMIT_BYTES,
    // The bytes must be the image they claim to be: no HTML or SVG served as a PNG.
    accept: (head) => imageTypeOf(head) === upload.contentType,
  });
  if ('refused' in received) return received;
  const id = randomUUID();
  const image = { id, ...upload, size: received.size };
  await received.keep(imageKey(id), image);
  try {
    const repo = createImagesRepository(db);
    const recorded = await quota.record(upload.customerId, () =>
      repo.insertWithinQuota(image, quota.quotaBytes),
    );
    if (!recorded) {
      await files.remove(imageKey(id));
      return { refused: 'quota', size: received.size };
    }
  } catch (error) {
    await files.remove(imageKey(id));
    throw error;
  }
  return { id, size: received.size };
}

/** The answer to an image storeImage refused ('Too big: …', 'Error uploading', the quota's). */
export function refuseStoredImage(
  reply: FastifyReply,
  { refused, size }: { refused: ImageRefusal; size: number },
) {
  if (refused === 'quota') return fail(reply, 413, messages.imageQuotaExceeded(IMAGE_QUOTA_MB));
  return refused === 'too-big'
    ? refuseUpload(reply, 413, uploadError({ size }) ?? '')
    : refuseUpload(reply, 415, messages.errorUploading);
}

/**
 * Image upload and serving for image widgets. Upload is the raw body with the image's own
 * content type, so a cross-site form cannot send one without a CORS preflight (which nothing
 * here answers), and the session cookie is SameSite=Lax besides. The body is streamed to the
 * file store, never held in memory, and counted against the customer's storage quota.
 */
export async function registerImageRoutes(
  app: FastifyInstance,
  { db, config, files, quota }: UploadRouteDeps,
): Promise<void> {
  const repo = createImagesRepository(db);
  const viewerOf = (request: FastifyRequest) => viewerOfRequest(db, config.sessionSecret, request);
  const uploads = new WeakMap<
    FastifyRequest,
    { customerId: number; contentType: ImageContentType }
  >();

  await app.register(async (scope) => {
    // Only the image types are accepted in this scope, and their body is left as a stream for
    // the handler; anything else is refused before its body.
    uploadScope(scope, IMAGE_CONTENT_TYPES);

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
          const refused = await refuseDeclaredSize(
            request,
            reply,
            quota,
            customerId,
            messages.imageQuotaExceeded(IMAGE_QUOTA_MB),
          );
          if (refused) return refused;
          uploads.set(request, { customerId, contentType });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        if (!upload) return refuseUpload(reply, 400, messages.errorUploading);
        const stored = await storeImage({ db, files, quota }, request.body as Readable, {
          ...upload,
          filename: filenameOf((request.query as { filename?: unknown }).filename, 'image'),
        });
        if ('refused' in stored) return refuseStoredImage(reply, stored);
        return reply.code(201).send({ id: stored.id, url: imageUrl(stored.id) });
      },
    );

    scope.get<{ Params: { id: string }; Querystring: { link?: string } }>(
      `${IMAGES_PATH}/:id`,
      async (request, reply) => {
        const notFound = () => fail(reply, 404, 'Not Found');
        const id = request.params.id.toLowerCase();
        if (!UUID.test(id)) return notFound();
        // A share link's visitor (spec core /shared/{token}) names the link, signed in or not;
        // others need a session that sees the image's customer.
        const link = request.query.link;
        const image = await repo.byId(id);
        if (!image) return notFound();
        if (link !== undefined) {
          if (!ID.test(link) || !(await sharedImageVisible(db, Number(link), id)))
            return notFound();
        } else {
          const viewer = await viewerOf(request);
          if (!viewer || !(await imageVisible(db, viewer, { id, customerId: image.customerId }))) {
            return notFound();
          }
        }
        // Seeded and older images keep their bytes in the database.
        const bytes = image.bytes;
        const stored = bytes ? undefined : await files.open(imageKey(id));
        if (!bytes && !stored) {
          request.log.warn({ imageId: id }, 'image file missing: is the file store shared?');
          return notFound();
        }
        reply
          .header('cache-control', IMAGE_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .type(image.contentType);
        if (stored) return reply.header('content-length', stored.size).send(stored.stream);
        return reply.send(Buffer.from(bytes!.buffer, bytes!.byteOffset, bytes!.byteLength));
      },
    );
  });
}
