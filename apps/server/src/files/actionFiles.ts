import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { downloadableActionFile } from '../modules/gatewayActions/gatewayActions.service.js';
import { attachmentDisposition } from './FileStore.js';
import { fail, viewerOfRequest } from './uploadHttp.js';

const ID = /^[1-9]\d{0,9}$/;
const NAME = /^[\w.-]{1,64}$/;

/**
 * A file an action produced (Get Log): `GET /files/actions/:actionID/:name` with the session
 * cookie, for users who may see the action's gateway. Missing, foreign and signed-out answer
 * alike.
 */
export function registerActionFileRoutes(
  app: FastifyInstance,
  { db, sessionSecret }: { db: Database; sessionSecret: string },
): void {
  app.get<{ Params: { actionID: string; name: string } }>(
    '/files/actions/:actionID/:name',
    async (request, reply) => {
      const notFound = () => fail(reply, 404, 'Not Found');
      const { actionID, name } = request.params;
      if (!ID.test(actionID) || !NAME.test(name)) return notFound();
      const viewer = await viewerOfRequest(db, sessionSecret, request);
      const file = await downloadableActionFile({ viewer, db }, Number(actionID), name);
      if (!file) return notFound();
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .type('text/plain; charset=utf-8')
        .send(file.content);
    },
  );
}
