import { GATEWAY_USAGE, parseGatewayArgs, type GatewayArgs } from './parseGatewayArgs.js';
import { runPollCommand } from './runPollCommand.js';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

let args: GatewayArgs;
try {
  args = parseGatewayArgs(process.argv.slice(2));
} catch (error) {
  console.error(`gateway: ${message(error)}\n\n${GATEWAY_USAGE}`);
  process.exit(2);
}

if (args.command === 'help') {
  console.log(GATEWAY_USAGE);
  process.exit(0);
}

const { command, ...config } = args;
try {
  process.exitCode = await runPollCommand(config, (line) => console.log(line));
} catch (error) {
  console.error(
    `gateway: ${command} ${config.host}:${config.port} (unit ${config.unitId}): ${message(error)}`,
  );
  process.exitCode = 1;
}
