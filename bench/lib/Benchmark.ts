import type { DatabaseKind } from '../../apps/server/src/testing/testDatabases.js';
import type { Table } from './printTable.js';

export interface BenchContext {
  /** The databases to run on: PGlite always, PostgreSQL when reachable (and not filtered out). */
  databases: DatabaseKind[];
  /** Why a database is missing from `databases`, printed under each benchmark's table. */
  skipped: string[];
  /** Smaller sizes, for checking the bench itself. */
  quick: boolean;
  /** Also take a CPU profile of the server during an extra ingest pass. */
  profile: boolean;
  /** A progress line on stderr; the tables go to stdout. */
  progress(message: string): void;
}

export interface BenchReport {
  name: string;
  tables: Table[];
  /** Every goal of the run met? */
  goalsMet: boolean;
  /** Everything measured, for bench/results/<name>.json. */
  data: unknown;
}

export type Benchmark = (context: BenchContext) => Promise<BenchReport>;

export const databaseLabel = (kind: DatabaseKind) =>
  kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
