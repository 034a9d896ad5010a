import {
  GATEWAY_API_PREFIX,
  GATEWAY_ID_HEADER,
  GATEWAY_MAX_READINGS_PER_REQUEST,
  GATEWAY_MAX_TRAPS_PER_REQUEST,
  TRAP_VALUE_MAX_LENGTH,
  gatewayCheckinSchema,
} from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadBatchError, GatewayAuthError, type Ingest } from './createIngest.js';

/** Room for GATEWAY_MAX_READINGS_PER_REQUEST readings of ~40 bytes each, plus the envelope. */
const READINGS_BODY_LIMIT = GATEWAY_MAX_READINGS_PER_REQUEST * 48 + 64 * 1024;
/** Room for the most traps, each with the longest value in UTF-8 (up to 3 bytes a character). */
const TRAPS_BODY_LIMIT = GATEWAY_MAX_TRAPS_PER_REQUEST * (TRAP_VALUE_MAX_LENGTH * 3 + 256);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The gateway API: outbound-only agents call these endpoints (ARCHITECTURE §4.1). */
export function registerIngestRoutes(app: FastifyInstance, ingest: Ingest) {
  const authenticated = async (request: FastifyRequest) =>
    ingest.authenticate(request.headers[GATEWAY_ID_HEADER], bearer(request));

  const fail = (reply: FastifyReply, error: unknown) => {
    if (error instanceof GatewayAuthError) return reply.code(401).send({ error: error.message });
    if (error instanceof BadBatchError) return reply.code(400).send({ error: error.message });
    throw error;
  };

  app.get(`${GATEWAY_API_PREFIX}/config`, async (request, reply) => {
    try {
      return await ingest.config(await authenticated(request));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post(`${GATEWAY_API_PREFIX}/checkin`, async (request, reply) => {
    try {
      const gateway = await authenticated(request);
      const body = gatewayCheckinSchema.safeParse(request.body ?? {});
      if (!body.success) throw new BadBatchError('The check-in body is not valid.');
      return await ingest.checkin(gateway, body.data.version);
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post(
    `${GATEWAY_API_PREFIX}/readings`,
    { bodyLimit: READINGS_BODY_LIMIT },
    async (request, reply) => {
      try {
        return await ingest.ingest(await authenticated(request), request.body);
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  app.post(
    `${GATEWAY_API_PREFIX}/traps`,
    { bodyLimit: TRAPS_BODY_LIMIT },
    async (request, reply) => {
      try {
        return await ingest.traps(await authenticated(request), request.body);
      } catch (error) {
        return fail(reply, error);
      }
    },
  );
}
