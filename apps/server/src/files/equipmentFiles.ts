import { IMAGE_QUOTA_MB, messages } from '@vigil/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { UserRecord } from '../modules/access/access.repository.js';
import {
  downloadableFile,
  editableEquipment,
  recordEquipmentFile,
  toEquipmentFile,
} from '../modules/equipment/equipmentFiles.service.js';
import { equipmentFileKey } from './fileKeys.js';
import {
  fail,
  headerFilenameOf,
  mediaTypeOf,
  receiveRawUpload,
  refuseDeclaredSize,
  refuseUpload,
  sendStoredFile,
  storedMediaType,
  uploadScope,
  viewerOfRequest,
  type UploadRouteDeps,
} from './uploadHttp.js';

const ID = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Sent as 'true' to store the file under its own name rather than its random id (core §5). */
export const KEEP_NAME_HEADER = 'x-keep-name';

interface PendingUpload {
  viewer: UserRecord;
  equipment: { id: number; customerId: number };
  filename: string;
  contentType: string;
  keepName: boolean;
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
          const filename = headerFilenameOf(request);
          if (filename === undefined) return refuseUpload(reply, 400, messages.errorUploading);
          const refused = await refuseDeclaredSize(
            request,
            reply,
            quota,
            equipment.customerId,
            messages.fileQuotaExceeded(IMAGE_QUOTA_MB),
          );
          if (refused) return refused;
          uploads.set(request, {
            viewer,
            equipment,
            filename,
            contentType: storedMediaType(mediaTypeOf(request)),
            keepName: request.headers[KEEP_NAME_HEADER] === 'true',
          });
        },
      },
      async (request, reply) => {
        const upload = uploads.get(request);
        if (!upload) return refuseUpload(reply, 400, messages.errorUploading);
        const received = await receiveRawUpload(request, reply, files);
        if (!received) return reply;
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
        return sendStoredFile(request, reply, files, {
          key: file.storedKey,
          filename: file.filename,
          contentType: file.contentType,
          what: 'equipment file',
          log: { fileId: file.id },
        });
      },
    );
  });
}
