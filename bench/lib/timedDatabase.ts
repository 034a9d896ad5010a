import type { Database } from '../../apps/server/src/db/client.js';

/** What a raw statement of the ingest path is, from its first words. */
const LABELS: [RegExp, string][] = [
  // A flush's insert carries its hourly rollup in the same statement.
  [/with ins as \(\s*insert into readings \(/, 'insert readings'],
  [/insert into readings_hourly/, 'rollup: readings_hourly'],
  [/insert into readings_daily/, 'rollup: readings_daily'],
  [/insert into readings \(/, 'raw insert'],
  // The alarm timer's stale-sensor scan, before the flush's own sensors update.
  [/update sensors s set disconnected = true/, 'alarms timer: stale sensors'],
  [/update sensors/, 'update sensors (latest)'],
  [/insert into sensor_logs/, 'insert sensor_logs'],
  [/pg_advisory_xact_lock|partition of readings/, 'partitions'],
  // The alarm engine (alarms.repository.ts, notifications.repository.ts): the flush's part …
  [
    /from alarms\s+where subject_kind = 'sensor' and rule = [\s\S]*for update\s*$/,
    'alarms: lock live',
  ],
  [/from step_sensor_alarms\(/, 'alarms: step (delete, update, insert, transitions)'],
  [/^select alarms_update\(/, 'alarms: update'],
  [/from alarms_insert_transitions\(/, 'alarms: insert transitions'],
  [/from alarm_fan_out\(/, 'alarms: fan out notifications'],
  // … the timer and the sweep …
  [/phase = 'pending' and due_at <= now\(\)/, 'alarms timer: open due'],
  [/^with (silent|down|back) as/, 'alarms timer: gateways, equipment'],
  [/from alarm_views\(/, 'alarms: views showing them (live)'],
  [
    /from sensors s\s+where s\.id = any\([\s\S]*latest_value is not null/,
    'alarms sweep: read live',
  ],
  // … and the outbox's sender (storm control is inside the claim and the mark).
  [/from claim_notifications\(/, 'outbox: claim'],
  [/^with sent as \(\s*update notifications/, 'outbox: mark sent, hold the rest'],
  [/^update notifications/, 'outbox: retry, fail'],
  [
    /from equipment_status_moves\(|from equipment where id = any\(|update equipment e set sensor_status/,
    'equipment status (lock, store)',
  ],
];

function labelOf(query: unknown): string {
  // drizzle's sql`` keeps its literal text in chunks with a `value` list; parameters are the rest.
  const chunks = (query as { queryChunks?: unknown[] }).queryChunks ?? [];
  let text = '';
  for (const chunk of chunks) {
    const value = (chunk as { value?: unknown } | null)?.value;
    if (Array.isArray(value)) text += value.join('');
  }
  return LABELS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}

export interface StatementTime {
  label: string;
  count: number;
  ms: number;
  /** The longest single statement: on PGlite it blocks the event loop that long. */
  maxMs: number;
}

/**
 * The database handed to the server, seen through a proxy that times every raw statement
 * (`execute`, also inside transactions). The server's code runs unchanged; the bench learns how
 * long the readings insert, the sensors update and the rollups took.
 */
export function timedDatabase(db: Database) {
  let totals = new Map<string, { count: number; ms: number; maxMs: number }>();
  const record = (label: string, elapsed: number) => {
    const entry = totals.get(label) ?? { count: 0, ms: 0, maxMs: 0 };
    entry.count++;
    entry.ms += elapsed;
    entry.maxMs = Math.max(entry.maxMs, elapsed);
    totals.set(label, entry);
  };

  const observe = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'execute') {
          return async (query: unknown) => {
            const start = performance.now();
            try {
              return await (value as (q: unknown) => Promise<unknown>).call(object, query);
            } finally {
              record(labelOf(query), performance.now() - start);
            }
          };
        }
        if (property === 'transaction') {
          return (run: (tx: object) => Promise<unknown>, config?: unknown) =>
            (value as (r: (tx: object) => Promise<unknown>, c?: unknown) => Promise<unknown>).call(
              object,
              (tx: object) => run(observe(tx)),
              config,
            );
        }
        return value;
      },
    });

  return {
    db: observe(db),
    /** Statement times since the last reset, longest first. */
    snapshot(): StatementTime[] {
      return [...totals].map(([label, t]) => ({ label, ...t })).sort((a, b) => b.ms - a.ms);
    },
    reset() {
      totals = new Map();
    },
  };
}

export type TimedDatabase = ReturnType<typeof timedDatabase>;
