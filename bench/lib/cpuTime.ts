import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** Kernel clock ticks per second on Linux (USER_HZ); /proc reports CPU time in these. */
const TICKS_PER_SECOND = 100;
const linux = process.platform === 'linux';

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** CPU ticks so far of each PostgreSQL backend serving `database` on this machine, by pid. */
function backendTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    // A backend's title: "postgres: [<cluster>: ]<user> <database> <client> <state>".
    const title = read(`/proc/${pid}/cmdline`);
    if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
    const stat = read(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat; fields[] starts at field 3 (state).
    ticks.set(pid, Number(fields[11] ?? 0) + Number(fields[12] ?? 0));
  }
  return ticks;
}

/**
 * CPU seconds the backends used between two readings. A backend that ended meanwhile (the pool
 * closes idle clients) is missed; one that started counts from zero.
 */
function backendSeconds(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += Math.max(0, now - (before.get(pid) ?? 0));
  return ticks / TICKS_PER_SECOND;
}

/** Busy CPU seconds of the whole machine so far (every core, every process). */
function machineBusySeconds(): number {
  const [, ...values] = (read('/proc/stat').split('\n')[0] ?? '').trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>((s, v) => s + (v ?? 0), 0);
  return idle === undefined || iowait === undefined ? Number.NaN : busy / TICKS_PER_SECOND;
}

export interface CpuSplit {
  wallSeconds: number;
  /** CPU seconds of this Node process (server, load generator and, on PGlite, the database). */
  nodeCpuSeconds: number;
  /** CPU seconds of the PostgreSQL backends of the bench's database; null without one. */
  postgresCpuSeconds: number | null;
  /** CPU seconds everything else on the machine used meanwhile (other jobs: noise). */
  otherCpuSeconds: number | null;
  /** Share of wall time the Node event loop was busy (1 = saturated). */
  eventLoopBusy: number;
  cores: number;
}

/**
 * Starts measuring; the returned function stops and reports where the CPU went. With a
 * PostgreSQL database name, its backends are counted too (Linux only).
 */
export function startCpuMeter(database?: string): () => CpuSplit {
  const backends = () => (linux && database ? backendTicks(database) : null);
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const elu: EventLoopUtilization = performance.eventLoopUtilization();
  const pg = backends();
  const machine = linux ? machineBusySeconds() : Number.NaN;
  return () => {
    const used = process.cpuUsage(cpu);
    const pgNow = backends();
    const node = (used.user + used.system) / 1e6;
    const postgres = pg === null || pgNow === null ? null : backendSeconds(pg, pgNow);
    const machineUsed = linux ? machineBusySeconds() - machine : Number.NaN;
    return {
      wallSeconds: (performance.now() - wall) / 1000,
      nodeCpuSeconds: node,
      postgresCpuSeconds: postgres,
      otherCpuSeconds: Number.isFinite(machineUsed)
        ? Math.max(0, machineUsed - node - (postgres ?? 0))
        : null,
      eventLoopBusy: performance.eventLoopUtilization(elu).utilization,
      cores: cpus().length,
    };
  };
}

/** Adds up several measured windows. */
export function addCpu(parts: readonly CpuSplit[]): CpuSplit {
  const wall = parts.reduce((s, p) => s + p.wallSeconds, 0);
  const sum = (pick: (p: CpuSplit) => number | null) => {
    const values = parts.map(pick);
    return values.includes(null) ? null : (values as number[]).reduce((s, v) => s + v, 0);
  };
  return {
    wallSeconds: wall,
    nodeCpuSeconds: sum((p) => p.nodeCpuSeconds) ?? 0,
    postgresCpuSeconds: sum((p) => p.postgresCpuSeconds),
    otherCpuSeconds: sum((p) => p.otherCpuSeconds),
    eventLoopBusy:
      wall > 0 ? parts.reduce((s, p) => s + p.eventLoopBusy * p.wallSeconds, 0) / wall : 0,
    cores: parts[0]?.cores ?? cpus().length,
  };
}

/** CPU seconds per wall second: how many cores something kept busy. */
export const coresOf = (seconds: number | null, split: CpuSplit) =>
  seconds === null ? null : seconds / split.wallSeconds;
