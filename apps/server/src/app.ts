import { fastifyCookie } from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { GraphQLError } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandForProductName, isAppPath, messages } from '@vigil/domain';
import { sessionCookieFor, sessionTokenFromHeader } from './auth/sessionCookie.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { pingDatabase } from './db/client.js';
import { createFileStore } from './files/createFileStore.js';
import { registerActionFileRoutes } from './files/actionFiles.js';
import { registerEquipmentFileRoutes } from './files/equipmentFiles.js';
import { registerSurveyFileRoutes } from './files/surveyFiles.js';
import { registerImageRoutes } from './files/images.js';
import { registerPartnerLogoRoutes } from './files/partnerLogoRoutes.js';
import { createUploadQuota } from './files/uploadQuota.js';
import { GRAPHQL_LIMITS } from './graphql/limits.js';
import { createGraphQLServer } from './graphql/yoga.js';
import { contentSecurityPolicy } from './http/csp.js';
import { registerPrerenderedPages } from './http/prerendered.js';
import { loggableError } from './http/loggableError.js';
import { createMetrics } from './http/metrics.js';
import { signInStepCount } from './http/signInStepCount.js';
import { createIngest } from './ingest/createIngest.js';
import { registerIngestRoutes } from './ingest/ingestRoutes.js';
import { attachLive } from './live/live.js';
import { mailTransportFromConfig } from './mail/mailTransportFromConfig.js';
import { smsProviderFromConfig } from './mail/smsProviderFromConfig.js';
import { resolveSession } from './modules/access/access.service.js';
import { createNotificationDispatcher } from './modules/alerts/notificationDispatcher.js';
import { createReportRunner } from './modules/reports/reportRunner.js';
import { createServerHeartbeat } from './modules/admin/serverHeartbeat.js';
import { closeReportRenderers } from './modules/reports/reports.service.js';
import { registerReportFileRoutes } from './files/reportFiles.js';
import { registerSamlRoutes } from './http/samlRoutes.js';
import { mibWorker } from './modules/mibs/MibWorkerClient.js';
import { resumeMibInstalls } from './modules/mibs/mibInstaller.js';
import { registerMarketingRoutes } from './modules/marketing/marketingRoutes.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const defaultWebDist = join(repoRoot, 'apps/web/dist');
const releaseNotesFile = join(repoRoot, 'RELEASE.md');

/** Paths the server answers itself; everything else GET is the web app. */
const API_PREFIXES = [
  '/graphql',
  '/healthz',
  '/metrics',
  '/content/',
  '/socket.io',
  '/gateway/',
  '/files/',
  '/auth/',
];

export interface AppOptions {
  config: Config;
  db: Database;
  /** Which engine `db` runs on; PostgreSQL gets concurrent ingestion flushes. */
  driver?: 'pglite' | 'postgres';
  /** Built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
  /** Where log lines go; standard output by default. */
  logStream?: { write(line: string): void };
}

export async function createApp({
  config,
  db,
  driver = 'pglite',
  webDist = defaultWebDist,
  logStream,
}: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // Errors are logged through loggableError, which keeps no parameters or row values.
      serializers: { err: loggableError },
    },
    // Keep-alive sockets that are idle close at shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  });
  const metrics = createMetrics();

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    hsts: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, { global: false });

  // One answer for every failure: a refusal Fastify or a plugin raised on purpose (bad JSON,
  // too large, rate limited) keeps its status and text; anything else is 'Unexpected error.'
  // with the request id, logged once with the detail but never SQL parameters.
  app.setErrorHandler((error: Error & { statusCode?: unknown }, request, reply) => {
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.code(500).send({ error: messages.unexpectedError, requestId: request.id });
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  app.get('/content/RELEASE.md', async (_request, reply) => {
    reply.type('text/markdown; charset=utf-8').header('cache-control', 'no-cache');
    return readFile(releaseNotesFile, 'utf8');
  });

  const liveLog = { error: (details: object, message: string) => app.log.error(details, message) };
  // The ingest and the live hub need each other: the hub asks the ingest who a gateway socket is
  // (only once sockets connect, after both exist), and the ingest pushes through the hub.
  const hub = await attachLive(app.server, {
    db,
    secret: config.sessionSecret,
    redisUrl: config.redisUrl,
    log: liveLog,
    authenticateGateway: async (gatewayId, token) => {
      try {
        return (await ingest.authenticate(gatewayId, token)).id;
      } catch {
        return undefined;
      }
    },
    onGatewayListening: async (gatewayId, listening) => {
      await ingest.setListening(gatewayId, listening);
    },
  });
  const live = hub.publisher;
  const transportLog = { warn: (message: string) => app.log.warn(message) };
  // One transport for the alert notifications and the mail requests send (invitations); the
  // dispatcher closes it at shutdown.
  const mail = mailTransportFromConfig(config, transportLog);
  const notifications = createNotificationDispatcher({
    db,
    mail,
    sms: smsProviderFromConfig(config, transportLog),
    productName: brandForProductName(null).productName,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    log: {
      error: (details, message) => app.log.error(details, message),
      warn: (details, message) => app.log.warn(details, message),
    },
    metrics,
  });
  const ingest = createIngest({
    db,
    driver,
    live,
    log: liveLog,
    onAlarmTransitions: (moved) => {
      if (moved.notifications > 0) notifications.wake(moved.recipients);
    },
  });
  registerIngestRoutes(app, ingest);
  const files = await createFileStore(config);
  const quota = createUploadQuota({ db, files });
  await registerImageRoutes(app, { db, config, files, quota });
  await registerPartnerLogoRoutes(app, { db, config, files, quota });
  await registerEquipmentFileRoutes(app, { db, config, files, quota });
  await registerSurveyFileRoutes(app, { db, config, files });
  registerActionFileRoutes(app, { db, sessionSecret: config.sessionSecret });
  registerReportFileRoutes(app, { db, sessionSecret: config.sessionSecret, files });
  await registerMarketingRoutes(app, { db, config, files });
  await registerSamlRoutes(app, { db, config });
  const reportRunner = createReportRunner({
    db,
    files,
    mail,
    publicUrl: config.publicUrl,
    log: {
      error: (details, message) => app.log.error(details, message),
      warn: (details, message) => app.log.warn(details, message),
    },
  });
  ingest.start();
  notifications.start();
  reportRunner.start();
  resumeMibInstalls(db);
  // This process's row for /status, written once before the server answers.
  const heartbeat = createServerHeartbeat({
    db,
    log: { error: (details, message) => app.log.error(details, message) },
  });
  await heartbeat.start();

  const yoga = createGraphQLServer({
    metrics,
    corsOrigins: config.corsOrigins,
    logError: (error, requestId) =>
      app.log.error({ err: error, requestId }, 'unexpected GraphQL error'),
  });
  const graphqlHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (signInStepCount(request.body) > 1) {
      return reply.code(400).send({ errors: [{ message: 'Send one sign-in step per request.' }] });
    }
    const response = await yoga.handleNodeRequestAndResponse(request, reply, {
      async buildContext() {
        const token = sessionTokenFromHeader(request.headers.cookie, config.sessionSecret);
        const { session, viewer } = await resolveSession(db, token).catch((error: unknown) => {
          request.log.error({ err: error, requestId: request.id }, 'could not resolve session');
          throw new GraphQLError(messages.unexpectedError, {
            extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: request.id },
          });
        });
        return {
          config,
          db,
          live,
          ingest,
          files,
          mail,
          notifications,
          reports: reportRunner,
          session,
          viewer,
          ip: request.ip,
          requestId: request.id,
          cookie: sessionCookieFor(reply, config.secureCookies),
        };
      },
    });
    response.headers.forEach((value, key) => {
      // Cookies set by the resolvers stay; Yoga sets none of its own.
      if (key !== 'set-cookie') reply.header(key, value);
    });
    reply.status(response.status);
    return reply.send(response.body);
  };
  app.route({
    url: '/graphql',
    method: ['POST', 'OPTIONS'],
    handler: graphqlHandler,
    bodyLimit: GRAPHQL_LIMITS.maxBodyBytes,
    // Before the rate limit and the handler look at the query: an oversized one is never parsed.
    preValidation: async (request, reply) => {
      const query = (request.body as { query?: unknown } | null)?.query;
      if (typeof query === 'string' && query.length > GRAPHQL_LIMITS.maxQueryLength) {
        return reply
          .code(413)
          .send({ errors: [{ message: messages.queryTooLong(GRAPHQL_LIMITS.maxQueryLength) }] });
      }
    },
    config: {
      rateLimit: {
        max: config.signInRateLimit,
        timeWindow: '1 minute',
        hook: 'preHandler',
        // Only sign-in steps count; other operations are not limited here.
        allowList: (request: FastifyRequest) => signInStepCount(request.body) === 0,
      },
    },
  });

  const webBuilt = existsSync(join(webDist, 'index.html'));
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      wildcard: true,
      // Hashed bundles never change; index.html must always be revalidated.
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    registerPrerenderedPages(app, { webDist, sessionSecret: config.sessionSecret });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix)) &&
      !path.startsWith('/assets/');
    if (!isPage) return reply.code(404).send({ error: 'Not Found' });
    if (!webBuilt) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`, then start the server again.');
    }
    // The app renders its own 'Oops!' page; the status tells crawlers and tools the same.
    reply.code(isAppPath(path) ? 200 : 404).header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  // forceCloseConnections 'idle' closes the connections idle when closing starts; a keep-alive
  // connection busy then would stay open until its keep-alive ran out, so keep closing idle ones.
  let idleCloser: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleCloser = setInterval(() => app.server.closeIdleConnections(), 200);
    await hub.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleCloser);
    await ingest.stop();
    await reportRunner.stop();
    await heartbeat.stop();
    await closeReportRenderers();
    await notifications.stop();
    await files.close();
    await mibWorker.close();
  });

  return { app, io: hub.io, live, ingest, files, metrics, notifications, reportRunner, heartbeat };
}
