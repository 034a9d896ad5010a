import fastifyMultipart from '@fastify/multipart';
import { NOTES_MAX, UPLOAD_LIMIT_BYTES, messages, uploadError } from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { FileStore, ReceivedFile } from '../../files/FileStore.js';
import { keyExtensionOf } from '../../files/fileKeys.js';
import { imageTypeOf, type ImageContentType } from '../../files/imageType.js';
import {
  fail,
  filenameOf,
  refuseUpload,
  sendStoredFile,
  storedMediaType,
  viewerOfRequest,
} from '../../files/uploadHttp.js';
import type { UserRecord } from '../access/access.repository.js';
import { createAltchaChallenge } from './altcha.js';
import {
  downloadableDocument,
  isDocumentPartner,
  marketingDocumentFieldsSchema,
  recordMarketingDocument,
  removeStored,
} from './marketingDocuments.service.js';

// The marketing area's HTTP routes: the ALTCHA challenge of the public forms, and the partners'
// marketing documents (multipart upload by super users, downloads by their readers).

/** Challenges one IP may fetch a minute: a visitor needs one per form, a retry or two. */
export const ALTCHA_CHALLENGES_PER_MINUTE = 30;

const ID = /^\d{1,9}$/;
/** A thumbnail's stored name ends in its type's extension, which names its type on download. */
const THUMBNAIL_EXTENSIONS: Readonly<Record<ImageContentType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/** The form's text fields, each within its limit; room for multi-byte characters. */
const FIELD_BYTES_MAX = NOTES_MAX * 4;
/** Two files and four fields, with room for multipart's headers and boundaries. */
const DECLARED_BYTES_MAX = 2 * UPLOAD_LIMIT_BYTES + FIELD_BYTES_MAX + 64 * 1024;

export interface MarketingRouteDeps {
  db: Database;
  config: Pick<Config, 'sessionSecret'>;
  files: FileStore;
}

const documentKey = (id: string, filename: string) =>
  `marketing-documents/${id}${keyExtensionOf(filename)}`;
const thumbnailKey = (id: string, type: ImageContentType) =>
  `marketing-documents/${id}-thumbnail.${THUMBNAIL_EXTENSIONS[type]}`;
const thumbnailTypeOf = (key: string): ImageContentType =>
  (Object.entries(THUMBNAIL_EXTENSIONS).find(([, extension]) =>
    key.endsWith(`.${extension}`),
  )?.[0] ?? 'image/png') as ImageContentType;

/** Registers GET /auth/altcha/challenge and the /files/marketing-documents routes. */
export async function registerMarketingRoutes(
  app: FastifyInstance,
  deps: MarketingRouteDeps,
): Promise<void> {
  app.get(
    '/auth/altcha/challenge',
    { config: { rateLimit: { max: ALTCHA_CHALLENGES_PER_MINUTE, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createAltchaChallenge(deps.config.sessionSecret);
    },
  );
  await app.register(async (scope) => registerMarketingDocumentRoutes(scope, deps));
}

interface PendingUpload {
  viewer: UserRecord;
}

interface Received {
  file: ReceivedFile;
  filename: string;
  contentType: string;
}

/**
 * POST /files/marketing-documents (super users): multipart with the fields name, category,
 * description and partnerID (optional), the part `file` and an optional image `thumbnail`, each
 * under the upload limit. GET /files/marketing-documents/:id and /:id/thumbnail download them,
 * as attachments, for the documents' readers; missing, foreign and signed-out answer alike (404).
 */
async function registerMarketingDocumentRoutes(
  scope: FastifyInstance,
  { db, config, files }: MarketingRouteDeps,
): Promise<void> {
  const viewerOf = (request: FastifyRequest) => viewerOfRequest(db, config.sessionSecret, request);
  const uploads = new WeakMap<FastifyRequest, PendingUpload>();

  await scope.register(fastifyMultipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: FIELD_BYTES_MAX,
      fields: 8,
      files: 2,
      parts: 10,
      // One byte over the upload limit: the file store refuses the file first, with its size.
      fileSize: UPLOAD_LIMIT_BYTES + 1,
    },
  });
  // A refused multipart body (limits, malformed) is 'Error uploading', as other uploads answer.
  scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode && error.statusCode < 500) {
      return refuseUpload(reply, error.statusCode, messages.errorUploading);
    }
    throw error;
  });

  scope.post(
    '/files/marketing-documents',
    {
      onRequest: async (request, reply) => {
        const viewer = await viewerOf(request);
        if (!viewer) return refuseUpload(reply, 401, messages.mustBeLoggedIn);
        if (!viewer.isSuper) return refuseUpload(reply, 403, messages.mustHaveFullAccess);
        const declared = Number(request.headers['content-length'] ?? 0) || 0;
        if (declared > DECLARED_BYTES_MAX) {
          return refuseUpload(reply, 413, uploadError({ size: declared }) ?? '');
        }
        uploads.set(request, { viewer });
      },
    },
    async (request, reply) => {
      const upload = uploads.get(request);
      if (!upload || !request.isMultipart()) {
        return refuseUpload(reply, 400, messages.errorUploading);
      }
      const received: { file?: Received; thumbnail?: Received } = {};
      const fields: Record<string, string> = {};
      const discard = () =>
        Promise.all(Object.values(received).map((r) => r.file.discard())).then(() => undefined);
      const refuse = async (status: number, message: string) => {
        await discard();
        return refuseUpload(reply, status, message);
      };
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.valueTruncated || typeof part.value !== 'string') {
              return await refuse(400, messages.errorUploading);
            }
            fields[part.fieldname] = part.value;
            continue;
          }
          const slot = part.fieldname;
          if ((slot !== 'file' && slot !== 'thumbnail') || received[slot]) {
            return await refuse(400, messages.errorUploading);
          }
          let sniffed: ImageContentType | undefined;
          const result = await files.receive(part.file, {
            maxBytes: UPLOAD_LIMIT_BYTES,
            ...(slot === 'thumbnail'
              ? {
                  accept: (head: Buffer) => {
                    sniffed = imageTypeOf(head);
                    return sniffed !== undefined;
                  },
                }
              : {}),
          });
          if ('refused' in result) {
            return await refuse(
              result.refused === 'too-big' ? 413 : 400,
              result.refused === 'too-big'
                ? (uploadError({ size: result.size }) ?? messages.errorUploading)
                : messages.marketingDocumentThumbnailImage,
            );
          }
          // A form's file input left empty sends an empty part without a name.
          if (result.size === 0 && !part.filename) {
            await result.discard();
            continue;
          }
          received[slot] = {
            file: result,
            filename: filenameOf(part.filename, slot === 'file' ? 'document' : 'thumbnail'),
            contentType: slot === 'thumbnail' ? sniffed! : storedMediaType(part.mimetype),
          };
        }
      } catch (error) {
        await discard();
        throw error;
      }

      const parsed = marketingDocumentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        return refuse(400, parsed.error.issues[0]?.message ?? messages.errorUploading);
      }
      const { file, thumbnail } = received;
      if (!file) return refuse(400, messages.marketingDocumentFileRequired);
      if (!(await isDocumentPartner(db, parsed.data.partnerID))) {
        return refuse(400, messages.marketingDocumentPartnerUnknown);
      }

      const id = randomUUID();
      const fileKey = documentKey(id, file.filename);
      const thumbKey = thumbnail
        ? thumbnailKey(id, thumbnail.contentType as ImageContentType)
        : null;
      const kept: string[] = [];
      try {
        await file.file.keep(fileKey, file);
        kept.push(fileKey);
        if (thumbnail && thumbKey) {
          await thumbnail.file.keep(thumbKey, thumbnail);
          kept.push(thumbKey);
        }
        const document = await recordMarketingDocument(
          { viewer: upload.viewer, db },
          {
            partnerId: parsed.data.partnerID === undefined ? null : Number(parsed.data.partnerID),
            category: parsed.data.category,
            name: parsed.data.name,
            description: parsed.data.description ?? null,
            fileName: file.filename,
            fileKey,
            contentType: file.contentType,
            size: file.file.size,
            thumbnailKey: thumbKey,
          },
        );
        return await reply.code(201).send(document);
      } catch (error) {
        await discard().catch(() => undefined);
        await removeStored(files, kept);
        throw error;
      }
    },
  );

  const download = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    which: 'file' | 'thumbnail',
  ) => {
    const notFound = () => fail(reply, 404, 'Not Found');
    if (!ID.test(request.params.id)) return notFound();
    const document = await downloadableDocument(
      { viewer: (await viewerOf(request)) ?? null, db },
      Number(request.params.id),
    );
    const key = which === 'file' ? document?.fileKey : document?.thumbnailKey;
    if (!document || !key) return notFound();
    const meta =
      which === 'file'
        ? { filename: document.fileName, contentType: document.contentType }
        : {
            filename: key.slice(key.lastIndexOf('/') + 1),
            contentType: thumbnailTypeOf(key),
          };
    return sendStoredFile(request, reply, files, {
      key,
      ...meta,
      what: 'marketing document',
      log: { documentId: document.id },
    });
  };
  scope.get<{ Params: { id: string } }>('/files/marketing-documents/:id', (request, reply) =>
    download(request, reply, 'file'),
  );
  scope.get<{ Params: { id: string } }>(
    '/files/marketing-documents/:id/thumbnail',
    (request, reply) => download(request, reply, 'thumbnail'),
  );
}
