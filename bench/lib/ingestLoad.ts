import type { ReadingColumns } from '../../apps/server/src/ingest/readings.repository.js';
import { addCpu, type CpuSplit } from './cpuTime.js';
import { readingsBody, temperature, type BenchGateway } from './createFleet.js';
import type { BenchServer } from './startBenchServer.js';
import type { StatementTime } from './timedDatabase.js';

/** One request body of a gateway, built ahead as bytes, with the rows it carries. */
export interface Post {
  body: Uint8Array<ArrayBuffer>;
  columns: ReadingColumns;
}

/**
 * A reading's value: by sensor id, poll step (from the posts' base) and the sensor's index in
 * its gateway. The default is a plausible, always green temperature.
 */
export type ValueOf = (sensorId: number, step: number, index: number) => number;

/** A gateway's posts from `base` on: each holds `polls` polls of every sensor, 1 s apart. */
export function buildPosts(
  gateway: BenchGateway,
  count: number,
  polls: number,
  base: number,
  seq: number,
  valueOf: ValueOf = temperature,
) {
  const encoder = new TextEncoder();
  const posts: Post[] = [];
  for (let k = 0; k < count; k++) {
    const columns: ReadingColumns = { sensorIds: [], times: [], values: [] };
    const wire: string[] = [];
    for (let j = 0; j < polls; j++) {
      const step = k * polls + j;
      const time = base + step * 1000;
      gateway.sensorIds.forEach((id, index) => {
        const value = valueOf(id, step, index);
        columns.sensorIds.push(id);
        columns.times.push(time);
        columns.values.push(value);
        wire.push(`[${id},${time},${value}]`);
      });
    }
    posts.push({ body: encoder.encode(readingsBody(seq + k, wire)), columns });
  }
  return posts;
}

/** Every gateway posts its list in order, one request in flight each, all gateways at once. */
export async function postAll(fleet: BenchGateway[], posts: Post[][]): Promise<number> {
  const accepted = await Promise.all(
    fleet.map(async (gateway, g) => {
      let n = 0;
      for (const post of posts[g] ?? []) n += (await gateway.post(post.body)).accepted;
      return n;
    }),
  );
  return accepted.reduce((a, b) => a + b, 0);
}

export function mergeStatements(lists: StatementTime[][]): StatementTime[] {
  const byLabel = new Map<string, StatementTime>();
  for (const t of lists.flat()) {
    const entry = byLabel.get(t.label) ?? { label: t.label, count: 0, ms: 0, maxMs: 0 };
    entry.count += t.count;
    entry.ms += t.ms;
    entry.maxMs = Math.max(entry.maxMs, t.maxMs);
    byLabel.set(t.label, entry);
  }
  return [...byLabel.values()].sort((a, b) => b.ms - a.ms);
}

/** What one measured stretch of work cost the server. */
export interface Window {
  cpu: CpuSplit;
  statements: StatementTime[];
  liveEmits: { count: number; ms: number };
}

/** Runs `work` with the server's statements, live emits and the CPU measured. */
export async function measured(server: BenchServer, work: () => Promise<unknown>): Promise<Window> {
  server.timed.reset();
  server.liveEmits.reset();
  const stop = server.cpuMeter();
  await work();
  const cpu = stop();
  return { cpu, statements: server.timed.snapshot(), liveEmits: server.liveEmits.snapshot() };
}

export interface Measured {
  rows: number;
  seconds: number;
  perSecond: number;
  /** Readings per CPU second of Node plus this database's PostgreSQL backends. */
  perCpuSecond: number;
  cpu: CpuSplit;
  statements: StatementTime[];
  /** Flushes (readings inserts) and the live hub's emits meanwhile. */
  flushes: number;
  liveEmits: { count: number; ms: number };
}

/** Several measured windows of `rows` readings in all, added up. */
export function combine(rows: number, windows: Window[]): Measured {
  const cpu = addCpu(windows.map((w) => w.cpu));
  const statements = mergeStatements(windows.map((w) => w.statements));
  return {
    rows,
    seconds: cpu.wallSeconds,
    perSecond: rows / cpu.wallSeconds,
    perCpuSecond: rows / (cpu.nodeCpuSeconds + (cpu.postgresCpuSeconds ?? 0)),
    cpu,
    statements,
    flushes: statements.find((s) => s.label === 'insert readings')?.count ?? 0,
    liveEmits: windows.reduce(
      (sum, w) => ({ count: sum.count + w.liveEmits.count, ms: sum.ms + w.liveEmits.ms }),
      { count: 0, ms: 0 },
    ),
  };
}
