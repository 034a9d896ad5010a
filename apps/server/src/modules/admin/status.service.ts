// System status (/status, super users; issue 18): the server processes, the database, Redis,
// connected gateways, the ingest rate and the background queues, read fresh on each ask.
import {
  GATEWAY_MISSED_CHECKINS,
  INGEST_RATE_WINDOW_S,
  PROCESS_SEEN_WINDOW_MS,
  databaseLabel,
} from '@vigil/domain';
import { createClient } from 'redis';
import { requireSuper } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { createStatusRepository } from './status.repository.js';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer' | 'config'>;

/** How long a Redis ping may take before Redis counts as down. */
const REDIS_TIMEOUT_MS = 2_000;

/**
 * Whether Redis answers PING. A short-lived client of its own: the live feed's clients belong to
 * the socket.io adapter, and a status page asked every few seconds by a super user costs little.
 */
export async function pingRedis(url: string, timeoutMs = REDIS_TIMEOUT_MS): Promise<boolean> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: false, connectTimeout: timeoutMs },
  });
  client.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answer = (async () => {
      await client.connect();
      return (await client.ping()) === 'PONG';
    })().catch(() => false);
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

async function databaseOf(repo: ReturnType<typeof createStatusRepository>) {
  try {
    return { database: databaseLabel(await repo.databaseVersion()), databaseOk: true };
  } catch {
    return { database: 'Unreachable', databaseOk: false };
  }
}

export async function systemStatus(ctx: Ctx) {
  requireSuper(ctx);
  const repo = createStatusRepository(ctx.db);
  const { database, databaseOk } = await databaseOf(repo);
  const redisOk = ctx.config.redisUrl ? await pingRedis(ctx.config.redisUrl) : null;
  if (!databaseOk) {
    return {
      checkedAt: new Date().toISOString(),
      processes: [],
      database,
      databaseOk,
      redisOk,
      gatewaysConnected: 0,
      gatewaysTotal: 0,
      readingsPerSecond: 0,
      notificationsQueued: 0,
      reportRunsQueued: 0,
      gatewayActionsQueued: 0,
    };
  }
  const [processes, gateways, readings, queues] = await Promise.all([
    repo.seenWithin(PROCESS_SEEN_WINDOW_MS),
    repo.gatewayCounts(GATEWAY_MISSED_CHECKINS),
    repo.readingsWithin(INGEST_RATE_WINDOW_S),
    repo.queueDepths(),
  ]);
  return {
    checkedAt: new Date().toISOString(),
    processes: processes.map((row) => ({
      id: row.id,
      host: row.host,
      pid: row.pid,
      startedAt: row.startedAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      rssBytes: row.rssBytes,
    })),
    database,
    databaseOk,
    redisOk,
    gatewaysConnected: gateways.connected,
    gatewaysTotal: gateways.total,
    readingsPerSecond: Math.round((readings / INGEST_RATE_WINDOW_S) * 100) / 100,
    notificationsQueued: queues.notifications,
    reportRunsQueued: queues.reportRuns,
    gatewayActionsQueued: queues.gatewayActions,
  };
}
