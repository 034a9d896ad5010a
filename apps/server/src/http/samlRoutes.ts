import type { FastifyInstance } from 'fastify';
import { sessionCookieFor, sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { resolveSession } from '../modules/access/access.service.js';
import {
  companyServiceProviderMetadata,
  finishSamlSignIn,
  startSamlSignIn,
  type SamlStep,
} from '../modules/access/saml.service.js';

/** A SAMLResponse is a few kilobytes; a large one with many attributes stays far below this. */
const ACS_BODY_LIMIT = 512 * 1024;

type Params = { Params: { customerId: string } };

/**
 * A company's SAML service provider over HTTP (spec access §2 single sign-on):
 * - GET  /auth/saml/:customerId/metadata  this service provider's metadata, for the IdP;
 * - GET  /auth/saml/:customerId/login?ref  an AuthnRequest to the IdP (HTTP-Redirect);
 * - POST /auth/saml/:customerId/acs        the IdP's response (HTTP-POST): a session, then the
 *   web's /login/saml-success/{id}, or /login/saml-failure/{id} with the reason in the log only.
 */
export async function registerSamlRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): Promise<void> {
  await app.register(async (scope) => {
    // The IdP's page posts the response as a form; only these routes read form bodies.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const ctx = { db, publicUrl: config.publicUrl };
    const rateLimit = { max: config.signInRateLimit, timeWindow: '1 minute' };
    const follow = (step: SamlStep, log: (failure: string) => void) => {
      if (step.failure) log(step.failure);
      return step.redirect;
    };

    scope.get<Params>('/auth/saml/:customerId/metadata', async (request, reply) => {
      const xml = await companyServiceProviderMetadata(ctx, request.params.customerId);
      if (xml === null) return reply.code(404).send({ error: 'Not Found' });
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(xml);
    });

    scope.get<Params & { Querystring: { ref?: string } }>(
      '/auth/saml/:customerId/login',
      { config: { rateLimit } },
      async (request, reply) => {
        const step = await startSamlSignIn(ctx, request.params.customerId, request.query.ref);
        const target = follow(step, (failure) =>
          request.log.warn(
            { customerId: request.params.customerId, failure },
            'SAML sign-in not started',
          ),
        );
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    );

    scope.post<Params & { Body: Record<string, unknown> | null }>(
      '/auth/saml/:customerId/acs',
      { bodyLimit: ACS_BODY_LIMIT, config: { rateLimit } },
      async (request, reply) => {
        const token = sessionTokenFromHeader(request.headers.cookie, config.sessionSecret);
        const { session } = await resolveSession(db, token);
        const step = await finishSamlSignIn(
          { ...ctx, session, cookie: sessionCookieFor(reply, config.secureCookies) },
          request.params.customerId,
          request.body,
        );
        const target = follow(step, (failure) =>
          request.log.warn(
            { customerId: request.params.customerId, failure },
            'SAML sign-in refused',
          ),
        );
        // 303: the browser follows with a GET, leaving the posted response behind.
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    );
  });
}
