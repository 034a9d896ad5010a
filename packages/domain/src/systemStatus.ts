// System status (/status, super users; issue 18): how often server processes report, when one
// counts as running, and how the database's version() reads.

/** Each server process writes its heartbeat row this often. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A process whose heartbeat is older than this is not counted as running. */
export const PROCESS_SEEN_WINDOW_MS = 30_000;
/** Heartbeat rows of processes silent this long are removed when another process starts. */
export const PROCESS_FORGET_AFTER_MS = 24 * 3600_000;
/** The ingest rate is readings timed within this many seconds, per second. */
export const INGEST_RATE_WINDOW_S = 60;
/** The /status page asks again this often. */
export const SYSTEM_STATUS_POLL_MS = 5_000;

/**
 * The database as people name it, from `select version()`: PGlite says which PostgreSQL it
 * embeds ("PostgreSQL 18.6 (PGlite 0.5.16) on wasm32…"), a server says its version first.
 */
export function databaseLabel(version: string): string {
  const postgres = /^PostgreSQL ([\w.]+)/.exec(version)?.[1];
  const pglite = /\(PGlite ([\w.]+)\)/.exec(version)?.[1];
  if (pglite) return postgres ? `PGlite ${pglite} (PostgreSQL ${postgres})` : `PGlite ${pglite}`;
  if (postgres) return `PostgreSQL ${postgres}`;
  const first = version.trim().split(/\s+on\s+/)[0] ?? '';
  return first || 'Unknown database';
}
