import { Worker } from 'node:worker_threads';

// Under tsx (npm start, vitest) a worker thread does not inherit the TypeScript loader on Node 20,
// so the thread registers tsx's ESM hooks before importing its TypeScript entry (ADR 013).
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });`;

/**
 * Starts the worker thread whose entry is `file` (without extension) beside the module at
 * `callerUrl` (its import.meta.url): the .ts entry under tsx, the .js one when compiled.
 */
export function startWorkerThread(
  callerUrl: string,
  file: string,
  name: string,
  data: Record<string, unknown> = {},
): Worker {
  const typescript = callerUrl.endsWith('.ts');
  const entry = new URL(`./${file}.${typescript ? 'ts' : 'js'}`, callerUrl);
  // Compiled JS that still imports TypeScript packages (@vigil/domain) runs under `--import tsx`.
  const loader = typescript || process.execArgv.some((arg) => /\btsx\b/.test(arg));
  if (!loader) return new Worker(entry, { name, workerData: data });
  return new Worker(BOOT, {
    eval: true,
    name,
    workerData: { ...data, entry: entry.href, tsx: import.meta.resolve('tsx/esm/api') },
  });
}
