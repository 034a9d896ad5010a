import {
  GATEWAY_API_PREFIX,
  GATEWAY_ID_HEADER,
  GATEWAY_MAX_READINGS_PER_REQUEST,
  GATEWAY_MAX_TRAPS_PER_REQUEST,
  ROW_ID_MAX,
  SNMP_WALK_MAX_OIDS,
  WALK_VALUE_MAX_LENGTH,
  TRAP_VALUE_MAX_LENGTH,
  gatewayCheckinSchema,
} from '@vigil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ActionGoneError, BadActionRequestError } from '../modules/gatewayActions/agentActions.js';
import type { AgentGateway } from '../modules/gateways/gateways.repository.js';
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
    if (error instanceof BadBatchError || error instanceof BadActionRequestError) {
      return reply.code(400).send({ error: error.message });
    }
    if (error instanceof ActionGoneError) return reply.code(404).send({ error: error.message });
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
      return await ingest.checkin(gateway, body.data.version, body.data.startedAt);
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

  registerActionRoutes(app, ingest, authenticated, fail);
}

/** Room for a walk's most OIDs with their longest values, or a log file, plus the envelope. */
const ACTION_RESULT_BODY_LIMIT =
  SNMP_WALK_MAX_OIDS * (WALK_VALUE_MAX_LENGTH + 320) + 4 * 1024 * 1024;
const ACTION_ID = /^[1-9]\d{0,9}$/;

/** The action queue's routes (gatewayActionProtocol.ts): one agent, one action at a time. */
function registerActionRoutes(
  app: FastifyInstance,
  ingest: Ingest,
  authenticated: (request: FastifyRequest) => Promise<AgentGateway>,
  fail: (reply: FastifyReply, error: unknown) => FastifyReply,
) {
  const actionId = (params: { id: string }) => {
    if (!ACTION_ID.test(params.id) || Number(params.id) > ROW_ID_MAX) {
      throw new ActionGoneError('No such action.');
    }
    return Number(params.id);
  };
  const prefix = `${GATEWAY_API_PREFIX}/actions`;

  app.get(`${prefix}/next`, async (request, reply) => {
    try {
      return await ingest.actions.next(await authenticated(request));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(`${prefix}/:id/ack`, async (request, reply) => {
    try {
      const gateway = await authenticated(request);
      return await ingest.actions.ack(gateway, actionId(request.params));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(`${prefix}/:id/progress`, async (request, reply) => {
    try {
      const gateway = await authenticated(request);
      return await ingest.actions.progress(gateway, actionId(request.params), request.body);
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(`${prefix}/:id/token`, async (request, reply) => {
    try {
      const gateway = await authenticated(request);
      return await ingest.actions.rotateToken(gateway, actionId(request.params));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>(
    `${prefix}/:id/result`,
    { bodyLimit: ACTION_RESULT_BODY_LIMIT },
    async (request, reply) => {
      try {
        const gateway = await authenticated(request);
        return await ingest.actions.result(gateway, actionId(request.params), request.body);
      } catch (error) {
        return fail(reply, error);
      }
    },
  );
}
