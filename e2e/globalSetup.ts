import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, runScript, waitForHealth } from '../apps/server/src/testing/serverProcess.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

/** Starts the real server in demo mode on a fresh embedded database, as `npm start` does. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = runScript('src/main.ts', ['--demo'], {
    VIGIL_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
