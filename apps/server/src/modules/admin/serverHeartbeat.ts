// Each server process says it is alive (issue 18 /status): its row in server_processes is made at
// start, refreshed every HEARTBEAT_INTERVAL_MS with its memory use, and removed at shutdown. A
// process that dies without shutting down simply stops refreshing: /status counts only rows seen
// within PROCESS_SEEN_WINDOW_MS, and the next process to start removes rows silent for a day.
import { HEARTBEAT_INTERVAL_MS, PROCESS_FORGET_AFTER_MS } from '@vigil/domain';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.js';
import { createStatusRepository } from './status.repository.js';

export interface ServerHeartbeatOptions {
  db: Database;
  log: { error(details: object, message: string): void };
  intervalMs?: number;
}

export type ServerHeartbeat = ReturnType<typeof createServerHeartbeat>;

export function createServerHeartbeat({
  db,
  log,
  intervalMs = HEARTBEAT_INTERVAL_MS,
}: ServerHeartbeatOptions) {
  const repo = createStatusRepository(db);
  const host = hostname();
  // Host and pid name a process for people; the random part keeps a restarted pid apart.
  const id = `${host}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();

  const beatOnce = async () => {
    await repo.beat({ id, host, pid: process.pid, startedAt, rssBytes: process.memoryUsage.rss() });
  };
  const tick = () => {
    beating = beatOnce().catch((error: unknown) =>
      log.error({ err: error }, 'server heartbeat failed'),
    );
  };

  return {
    id,
    /** Writes the first heartbeat (so the process is listed once this resolves), then keeps on. */
    async start(): Promise<void> {
      if (timer) return;
      await repo
        .forgetSilent(PROCESS_FORGET_AFTER_MS)
        .catch((error: unknown) => log.error({ err: error }, 'forgetting silent processes failed'));
      tick();
      await beating;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Stops beating and removes the process's row. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await beating;
      await repo
        .forget(id)
        .catch((error: unknown) => log.error({ err: error }, 'removing the heartbeat failed'));
    },
    /** One heartbeat now (tests). */
    beatOnce,
  };
}
