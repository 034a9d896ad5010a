import { IMAGE_QUOTA_MB, UPLOAD_LIMIT_BYTES, messages, uploadError } from '@vigil/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UserRecord } from '../modules/access/access.repository.js';
import {
  downloadableFile,
  editableEquipment,
  recordEquipmentFile,
  toEquipmentFile,
} from '../modules/equipment/equipmentFiles.service.js';
import { attachmentDisposition } from './FileStore.js';
import { equipmentFileKey } from './fileKeys.js';
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

const ID = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A media type as a file may carry it; anything else is stored as application/octet-stream. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/;
const OCTET_STREAM = 'application/octet-stream';
/** The header naming the file (URL-encoded, so any name survives HTTP). */
export const FILE_NAME_HEADER = 'x-file-name';
/** Sent as 'true' to store the file under its own name rather than its random id (core §5). */
export const KEEP_NAME_HEADER = 'x-keep-name';

interface PendingUpload {
  viewer: UserRecord;
  equipment: { id: number; customerId: number };
  filename: string;
  contentType: string;
  keepName: boolean;
}

/** The file's name from its header, or undefined when the header is not URL-encoded text. */
function headerFilename(request: FastifyRequest): string | undefined {
  const raw = request.headers[FILE_NAME_HEADER];
  if (raw === undefined) return 'file';
  if (typeof raw !== 'string') return undefined;
  try {
    return filenameOf(decodeURIComponent(raw), 'file');
  } catch {
    return undefined;
  }
}

/**
 * Equipment Files over HTTP: `POST /files/equipment/:equipmentID` takes one file as the raw body
 * (its name URL-encoded in x-file-name, its type as Content-Type), streamed to the file store and
 * counted against the customer's storage quota; `GET /files/equipment/:equipmentID/:key`
 * downloads it (streamed with Content-Disposition attachment from disk, or a redirect to a
 * presigned URL of the object store). Everything that can be refused is refused before the
 * body is read; a body sent without a length is refused once the limit's byte arrives.
 */
export async function registerEquipmentFileRoutes(
  app: FastifyInstance,
  { db, config, files, quota }: UploadRouteDeps,
): Promise<void> {
  const viewerOf = (request: FastifyRequest) => viewerOfRequest(db, config.sessionSecret, request);
  const uploads = new WeakMap<FastifyRequest, PendingUpload>();

  await app.register(async (scope) => {
    // Any type is a file: the body stays a stream for the handler.
    uploadScope(scope, '*');

    scope.post<{ Params: { equipmentID: string } }>(
      '/files/equipment/:equipmentID',
      {
        onRequest: async (request, reply) => {
          const viewer = await viewerOf(request);
          if (!viewer) return refuseUpload(reply, 401, messages.mustBeLoggedIn);
          const { equipmentID } = request.params as { equipmentID: string };
          if (!ID.test(equipmentID)) return refuseUpload(reply, 403, messages.noAccess);
          let equipment: PendingUpload['equipment'];
          try {
            equipment = await editableEquipment({ viewer, db }, equipmentID);
          } catch (error) {
            if (error instanceof GraphQLError) return refuseUpload(reply, 403, error.message);
            throw error;
          }
          const filename = headerFilename(request);
          if (filename === undefined) return refuseUpload(reply, 400, messages.errorUploading);
          const refused = await refuseDeclaredSize(
            request,
            reply,
            quota,
            equipment.customerId,
            messages.fileQuotaExceeded(IMAGE_QUOTA_MB),
          );
          if (refused) return refused;
          const type = mediaTypeOf(request);
          uploads.set(request, {
            viewer,
            equipment,
            filename,
            contentType: MEDIA_TYPE.test(type) ? type : OCTET_STREAM,
            keepName: request.headers[KEEP_NAME_HEADER] === 'true',
          });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        if (!upload) return refuseUpload(reply, 400, messages.errorUploading);
        // Without a Content-Type no parser runs: the body is the raw request.
        const body = (request.body as Readable | undefined) ?? request.raw;
        const received = await files.receive(body, { maxBytes: UPLOAD_LIMIT_BYTES });
        if ('refused' in received) {
          return refuseUpload(reply, 413, uploadError({ size: received.size }) ?? '');
        }
        const id = randomUUID();
        const storedKey = equipmentFileKey({
          customerId: upload.equipment.customerId,
          equipmentId: upload.equipment.id,
          id,
          filename: upload.filename,
          keepName: upload.keepName,
        });
        await received.keep(storedKey, upload);
        const ctx = { viewer: upload.viewer, db, files };
        try {
          const row = await recordEquipmentFile(ctx, quota, {
            id,
            equipment: upload.equipment,
            storedKey,
            filename: upload.filename,
            contentType: upload.contentType,
            size: received.size,
          });
          if (!row) {
            await files.remove(storedKey);
            return fail(reply, 413, messages.fileQuotaExceeded(IMAGE_QUOTA_MB));
          }
          return reply.code(201).send(toEquipmentFile(row));
        } catch (error) {
          await files.remove(storedKey);
          throw error;
        }
      },
    );

    scope.get<{ Params: { equipmentID: string; key: string } }>(
      '/files/equipment/:equipmentID/:key',
      async (request, reply) => {
        // Missing, foreign and signed-out answer alike: nothing tells whether a file exists.
        const notFound = () => fail(reply, 404, 'Not Found');
        const { equipmentID, key } = request.params;
        if (!ID.test(equipmentID) || !UUID.test(key)) return notFound();
        const file = await downloadableFile(
          { viewer: (await viewerOf(request)) ?? null, db },
          Number(equipmentID),
          key,
        );
        if (!file) return notFound();
        const meta = { filename: file.filename, contentType: file.contentType };
        reply.header('cache-control', 'private, no-store');
        const url = await files.downloadUrl(file.storedKey, meta);
        if (url) return reply.redirect(url, 302);
        const stored = await files.open(file.storedKey);
        if (!stored) {
          request.log.warn(
            { fileId: file.id },
            'equipment file missing: is the file store shared?',
          );
          return notFound();
        }
        return reply
          .header('content-disposition', attachmentDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('content-length', stored.size)
          .type(file.contentType)
          .send(stored.stream);
      },
    );
  });
}
