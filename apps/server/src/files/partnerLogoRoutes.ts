import { IMAGE_QUOTA_MB, messages } from '@vigil/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Readable } from 'node:stream';
import { requirePartnerAccount } from '../auth/access.js';
import { createPartnerLogosRepository } from '../modules/partners/partnerLogos.repository.js';
import { toPartnerLogo } from '../modules/partners/partnerLogos.service.js';
import { imageKey } from './fileKeys.js';
import { readImageDimensions } from './imageDimensions.js';
import { IMAGE_CONTENT_TYPES, type ImageContentType } from './imageType.js';
import { isImageType, refuseStoredImage, storeImage } from './images.js';
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

const LOGOS_PATH = '/files/partners/:partnerID/logos';

/**
 * A partner's logo upload (spec access §3 Logos): the raw image as the body, as POST /files/images
 * takes it (PNG, JPEG, GIF or WebP, at most 10 MB), from the partner's administrators and super
 * users. The image is stored as one of the partner account's images (its storage quota) and the
 * logo keeps the width and height its header gives; the answer is the logo (id, width, height, url).
 */
export async function registerPartnerLogoRoutes(
  app: FastifyInstance,
  { db, config, files, quota }: UploadRouteDeps,
): Promise<void> {
  const uploads = new WeakMap<
    FastifyRequest,
    { partnerId: number; contentType: ImageContentType }
  >();

  await app.register(async (scope) => {
    uploadScope(scope, IMAGE_CONTENT_TYPES);

    scope.post<{ Params: { partnerID: string }; Querystring: { filename?: unknown } }>(
      LOGOS_PATH,
      {
        onRequest: async (request, reply) => {
          const viewer = await viewerOfRequest(db, config.sessionSecret, request);
          if (!viewer) return refuseUpload(reply, 401, messages.mustBeLoggedIn);
          let partnerId: number;
          try {
            partnerId = (
              await requirePartnerAccount({ viewer, db }, request.params.partnerID, 'admin')
            ).id;
          } catch (error) {
            if (error instanceof GraphQLError) return refuseUpload(reply, 403, error.message);
            throw error;
          }
          const contentType = mediaTypeOf(request);
          if (!isImageType(contentType)) return refuseUpload(reply, 415, messages.errorUploading);
          const refused = await refuseDeclaredSize(
            request,
            reply,
            quota,
            partnerId,
            messages.imageQuotaExceeded(IMAGE_QUOTA_MB),
          );
          if (refused) return refused;
          uploads.set(request, { partnerId, contentType });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        if (!upload) return refuseUpload(reply, 400, messages.errorUploading);
        const stored = await storeImage({ db, files, quota }, request.body as Readable, {
          customerId: upload.partnerId,
          contentType: upload.contentType,
          filename: filenameOf(request.query.filename, 'logo'),
        });
        if ('refused' in stored) return refuseStoredImage(reply, stored);
        const repo = createPartnerLogosRepository(db);
        const kept = await files.open(imageKey(stored.id));
        const size = kept ? await readImageDimensions(kept.stream) : undefined;
        if (!size) {
          // Its signature was right but its header gives no size: not an image a page can show.
          await repo.deleteImage(upload.partnerId, stored.id);
          await files.remove(imageKey(stored.id));
          return fail(reply, 415, messages.errorUploading);
        }
        const logo = await repo.insert({
          partnerId: upload.partnerId,
          imageId: stored.id,
          ...size,
        });
        return reply.code(201).send(toPartnerLogo(logo));
      },
    );
  });
}
