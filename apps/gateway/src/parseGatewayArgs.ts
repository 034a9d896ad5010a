import { parseArgs } from 'node:util';
import { MODBUS_UNIT_ID, wholeNumberText } from '@vigil/domain';
import { z } from 'zod';
import type { ModbusTcpConfig } from './ModbusTcpClient.js';

export type GatewayArgs = { command: 'help' } | ({ command: 'poll' } & ModbusTcpConfig);

export const GATEWAY_USAGE = `Usage: npm run gateway -- poll [--host <host>] [--port <port>] [--unit <id>] [--timeout <ms>]

  poll            read the UPS register map once over Modbus TCP and print one JSON line per point;
                  exits 1 if any point could not be read
  --host <host>   device address (default 127.0.0.1)
  --port <port>   Modbus TCP port, 1-65535 (default 502)
  --unit <id>     Modbus unit id, 1-247 (default 1)
  --timeout <ms>  limit for connecting and for each request, 1-60000 (default 2000)
  --help          show this help`;

const COMMANDS = ['poll'] as const;

// Keys are the flag names, so an issue's path names the flag at fault.
const flagsSchema = z.object({
  help: z.boolean().default(false),
  host: z
    .string()
    .regex(/^[^\s:/]+$/, { message: 'expected a host name or IPv4 address' })
    .default('127.0.0.1'),
  port: wholeNumberText(1, 65_535).default(502),
  unit: wholeNumberText(MODBUS_UNIT_ID.min, MODBUS_UNIT_ID.max).default(1),
  timeout: wholeNumberText(1, 60_000).default(2000),
});

/** Parse the gateway's command line; throws an Error naming the flag or command at fault. */
export function parseGatewayArgs(argv: readonly string[]): GatewayArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h' },
      host: { type: 'string' },
      port: { type: 'string' },
      unit: { type: 'string' },
      timeout: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
  }
  const flags = parsed.data;
  if (flags.help) return { command: 'help' };

  const [command, ...extra] = positionals;
  if (command === undefined) throw new Error(`Expected a command: ${COMMANDS.join(', ')}`);
  if (command !== 'poll') {
    throw new Error(`Unknown command '${command}': expected ${COMMANDS.join(', ')}`);
  }
  if (extra.length > 0) throw new Error(`Unexpected argument '${extra[0]}'`);
  return {
    command,
    host: flags.host,
    port: flags.port,
    unitId: flags.unit,
    timeoutMs: flags.timeout,
  };
}
