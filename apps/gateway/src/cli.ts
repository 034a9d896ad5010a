import { readFileSync } from 'node:fs';
import { GatewayAgent } from './GatewayAgent.js';
import {
  GATEWAY_RESTART_EXIT_CODE,
  GATEWAY_USAGE,
  parseGatewayArgs,
  type GatewayArgs,
} from './parseGatewayArgs.js';
import { runPollCommand } from './runPollCommand.js';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

let args: GatewayArgs;
try {
  // The only place in this package that reads the environment.
  args = parseGatewayArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`gateway: ${message(error)}\n\n${GATEWAY_USAGE}`);
  process.exit(2);
}

if (args.command === 'help') {
  console.log(GATEWAY_USAGE);
  process.exit(0);
}

if (args.command === 'run') {
  const config = {
    serverUrl: args.serverUrl,
    gatewayId: args.gatewayId,
    token: args.token,
    dataDir: args.dataDir,
    trapPort: args.trapPort,
  };
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  const { version } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version?: string };
  let stopping = false;
  // A Restart action: stop cleanly, then exit with the code the service manager restarts on.
  const restart = () => {
    if (stopping) return;
    stopping = true;
    log(`restart: stopping, then exiting with ${GATEWAY_RESTART_EXIT_CODE} to be started again`);
    agent.stop().then(
      () => process.exit(GATEWAY_RESTART_EXIT_CODE),
      (error: unknown) => {
        log(`stopping failed: ${message(error)}`);
        process.exit(GATEWAY_RESTART_EXIT_CODE);
      },
    );
  };
  const agent = GatewayAgent.fromConfig({ ...config, log, restart, version });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting`);
      process.exit(130);
    }
    stopping = true;
    log(`${signal}: stopping after the work in flight`);
    agent.stop().then(
      () => {
        log('stopped');
        // Idle keep-alive sockets to the server would hold the process for seconds more.
        process.exit(0);
      },
      (error: unknown) => {
        log(`stopping failed: ${message(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  log(`gateway ${config.gatewayId}: server ${config.serverUrl}, data in ${config.dataDir}`);
  try {
    await agent.start();
  } catch (error) {
    log(`cannot start: ${message(error)}`);
    await agent.stop();
    process.exit(1);
  }
} else {
  const { command, ...config } = args;
  try {
    process.exitCode = await runPollCommand(config, (line) => console.log(line));
  } catch (error) {
    console.error(
      `gateway: ${command} ${config.host}:${config.port} (unit ${config.unitId}): ${message(error)}`,
    );
    process.exitCode = 1;
  }
}
