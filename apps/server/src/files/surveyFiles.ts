import { messages } from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { SurveyAttachmentRow, SurveyRow } from '../modules/partners/surveys.repository.js';
import {
  SURVEY_ATTACHMENTS_MAX,
  attachmentForToken,
  attachmentForViewer,
  presentUploadedAttachment,
  recordSurveyAttachment,
  surveyForPartnerUpload,
  surveyOfToken,
} from '../modules/partners/surveys.service.js';
import { keyExtensionOf } from './fileKeys.js';
import {
  fail,
  headerFilenameOf,
  mediaTypeOf,
  receiveRawUpload,
  refuseDeclaredTooBig,
  refuseUpload,
  sendStoredFile,
  storedMediaType,
  uploadScope,
  viewerOfRequest,
  type UploadRouteDeps,
} from './uploadHttp.js';

const ID = /^\d{1,9}$/;
/** Uploads one address may send through survey links a minute (a site contact's photos, in bursts). */
export const PUBLIC_SURVEY_UPLOADS_PER_MINUTE = 30;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
/** A description of an attachment (query `description`), as long as other short notes. */
const DESCRIPTION_MAX = 1_000;

interface PendingUpload {
  survey: SurveyRow;
  token?: string;
  equipmentId: number | null;
  filename: string;
  description: string | null;
  contentType: string;
}

/** A survey attachment's key: under its survey, a random id and the name's extension. */
function surveyAttachmentKey(surveyId: number, filename: string): string {
  return `surveys/${surveyId}/${randomUUID()}${keyExtensionOf(filename)}`;
}

/** The upload's name, equipment line and description, or a reason to refuse it. */
function uploadOptions(request: FastifyRequest) {
  const filename = headerFilenameOf(request);
  if (filename === undefined) return undefined;
  const query = request.query as { equipmentID?: unknown; description?: unknown };
  const equipmentID = query.equipmentID;
  if (
    equipmentID !== undefined &&
    equipmentID !== '' &&
    !(typeof equipmentID === 'string' && ID.test(equipmentID))
  ) {
    return undefined;
  }
  const description = typeof query.description === 'string' ? query.description.trim() : '';
  if (description.length > DESCRIPTION_MAX || description.includes('\u0000')) return undefined;
  return {
    filename,
    equipmentId: typeof equipmentID === 'string' && equipmentID !== '' ? Number(equipmentID) : null,
    description: description || null,
    contentType: storedMediaType(mediaTypeOf(request)),
  };
}

/**
 * Site survey attachments over HTTP, as Equipment Files take files (one file as the raw body,
 * its name URL-encoded in x-file-name, its type as Content-Type; query equipmentID and
 * description optional), at most 10 MB ('Too big: {size}MB/10MB'):
 * - `POST /files/surveys/:token/attachments` for the holder of an active survey link, signed out;
 * - `POST /files/partners/surveys/:surveyID/attachments` for the partner's users (and super users);
 * - `GET /files/surveys/:token/attachments/:id` and `GET /files/partners/surveys/attachments/:id`
 *   download one (missing, foreign, inactive and signed-out answer 404 alike).
 */
export async function registerSurveyFileRoutes(
  app: FastifyInstance,
  { db, config, files }: Pick<UploadRouteDeps, 'db' | 'config' | 'files'>,
): Promise<void> {
  const uploads = new WeakMap<FastifyRequest, PendingUpload>();

  const receive = async (request: FastifyRequest, reply: FastifyReply) => {
    const upload = uploads.get(request);
    if (!upload) return refuseUpload(reply, 400, messages.errorUploading);
    const received = await receiveRawUpload(request, reply, files);
    if (!received) return reply;
    const fileKey = surveyAttachmentKey(upload.survey.id, upload.filename);
    await received.keep(fileKey, upload);
    try {
      const row = await recordSurveyAttachment(db, upload.survey, {
        equipmentId: upload.equipmentId,
        name: upload.filename,
        description: upload.description,
        fileKey,
        contentType: upload.contentType,
        size: received.size,
      });
      if (row === null || row === 'full') {
        await files.remove(fileKey);
        return row === null
          ? fail(reply, 403, messages.noAccess)
          : fail(reply, 413, messages.surveyAttachmentsFull(SURVEY_ATTACHMENTS_MAX));
      }
      return reply.code(201).send(presentUploadedAttachment(row, upload.token));
    } catch (error) {
      await files.remove(fileKey);
      throw error;
    }
  };

  /** Everything refused before the body is read: its declared size, its options. */
  const pending = (
    request: FastifyRequest,
    reply: FastifyReply,
    survey: SurveyRow,
    token?: string,
  ) => {
    const tooBig = refuseDeclaredTooBig(request, reply);
    if (tooBig) return tooBig;
    const options = uploadOptions(request);
    if (!options) return refuseUpload(reply, 400, messages.errorUploading);
    uploads.set(request, { survey, ...(token === undefined ? {} : { token }), ...options });
    return undefined;
  };

  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    attachment: SurveyAttachmentRow | null,
  ) => {
    if (!attachment) return fail(reply, 404, 'Not Found');
    return sendStoredFile(request, reply, files, {
      key: attachment.fileKey,
      filename: attachment.name,
      contentType: attachment.contentType,
      what: 'survey attachment',
      log: { attachmentId: attachment.id },
    });
  };

  await app.register(async (scope) => {
    uploadScope(scope, '*');

    scope.post(
      '/files/surveys/:token/attachments',
      {
        // Counted before the token is looked up: guessing links is limited as uploading is.
        onRequest: [
          scope.rateLimit({ max: PUBLIC_SURVEY_UPLOADS_PER_MINUTE, timeWindow: '1 minute' }),
          async (request, reply) => {
            const { token } = request.params as { token: string };
            const survey = TOKEN.test(token) ? await surveyOfToken(db, token) : null;
            if (!survey) return refuseUpload(reply, 401, messages.invalidToken);
            return pending(request, reply, survey, token);
          },
        ],
      },
      receive,
    );

    scope.post(
      '/files/partners/surveys/:surveyID/attachments',
      {
        onRequest: async (request, reply) => {
          const viewer = await viewerOfRequest(db, config.sessionSecret, request);
          if (!viewer) return refuseUpload(reply, 401, messages.mustBeLoggedIn);
          const { surveyID } = request.params as { surveyID: string };
          if (!ID.test(surveyID)) return refuseUpload(reply, 403, messages.noAccess);
          let survey: SurveyRow;
          try {
            survey = await surveyForPartnerUpload({ viewer, db }, surveyID);
          } catch (error) {
            if (error instanceof GraphQLError) return refuseUpload(reply, 403, error.message);
            throw error;
          }
          return pending(request, reply, survey);
        },
      },
      receive,
    );

    scope.get<{ Params: { token: string; id: string } }>(
      '/files/surveys/:token/attachments/:id',
      async (request, reply) => {
        const { token, id } = request.params;
        const attachment =
          TOKEN.test(token) && ID.test(id) ? await attachmentForToken(db, token, Number(id)) : null;
        return download(request, reply, attachment);
      },
    );

    scope.get<{ Params: { id: string } }>(
      '/files/partners/surveys/attachments/:id',
      async (request, reply) => {
        const { id } = request.params;
        const viewer = ID.test(id)
          ? await viewerOfRequest(db, config.sessionSecret, request)
          : undefined;
        const attachment = ID.test(id)
          ? await attachmentForViewer(db, viewer ?? null, Number(id))
          : null;
        return download(request, reply, attachment);
      },
    );
  });
}
