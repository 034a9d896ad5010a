import { parseArgs } from 'node:util';
import { createApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/seedDemo.js';
import { DEMO_VIEW_NAME, seedDemoView } from './demo/demoView.repository.js';
import { startDemoTelemetry } from './demo/startDemoTelemetry.js';
import { seedStandardLibraries } from './modules/libraries/standardLibraries.js';

const { values: flags } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });

loadDotEnv();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
await seedStandardLibraries(database.db);
if (flags.demo) await seedDemo(database.db);
const { app, ingest } = await createApp({ config, db: database.db, driver: database.driver });
let demoTelemetry: Awaited<ReturnType<typeof startDemoTelemetry>> | undefined;
app.log.info(
  { database: database.driver, dataDir: config.dataDir, demo: flags.demo },
  'database ready',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took over 25 s; exiting');
    process.exit(1);
  }, 25_000);
  force.unref();
  try {
    // The demo gateway delivers what it has queued before the server stops taking it.
    await demoTelemetry?.close();
    await app.close();
    await database.close();
    app.log.info('shutdown complete');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
if (flags.demo) {
  const loopback = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  demoTelemetry = await startDemoTelemetry({
    db: database.db,
    ingest,
    serverUrl: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}`,
    dataDir: config.dataDir,
    controlPort: config.demoControlPort,
    log: (line) => app.log.info(line),
  });
  app.log.info({ control: demoTelemetry.controlUrl }, 'demo devices and gateway running');
  if (await seedDemoView(database.db)) app.log.info(`demo view '${DEMO_VIEW_NAME}' created`);
  const lines = DEMO_USERS.map((u) => `    ${u.email.padEnd(20)} ${u.role}`).join('\n');
  console.log(
    `\n  Vigil is running at ${config.publicUrl}\n\n  Demo sign-in (password ${DEMO_PASSWORD}):\n${lines}\n` +
      `\n  Simulated devices' control API: ${demoTelemetry.controlUrl ?? 'off'}\n`,
  );
}
