import { parseArgs } from 'node:util';
import { MODBUS_UNIT_ID, SNMP_TRAP_PORT, wholeNumberText } from '@vigil/domain';
import { z } from 'zod';
import type { ModbusTcpConfig } from './ModbusTcpClient.js';

/** What the run command needs to reach the server and keep its data. */
export interface GatewayRunConfig {
  serverUrl: string;
  gatewayId: string;
  token: string;
  dataDir: string;
  /** UDP port to receive SNMP traps on; no trap listener when absent. */
  trapPort?: number;
}

export type GatewayArgs =
  | { command: 'help' }
  | ({ command: 'poll' } & ModbusTcpConfig)
  | ({ command: 'run' } & GatewayRunConfig);

/**
 * The run command's exit code after a Restart action: EX_TEMPFAIL (sysexits.h), "try again".
 * A non-zero code, so a service manager that restarts on failure starts the agent again
 * (systemd: Restart=on-failure; do not list it in SuccessExitStatus or RestartPreventExitStatus).
 */
export const GATEWAY_RESTART_EXIT_CODE = 75;

/** The environment variables the run command falls back to, by flag. */
export const GATEWAY_ENV = {
  server: 'VIGIL_SERVER_URL',
  gateway: 'VIGIL_GATEWAY_ID',
  token: 'VIGIL_GATEWAY_TOKEN',
  'data-dir': 'VIGIL_GATEWAY_DATA_DIR',
  'trap-port': 'VIGIL_TRAP_PORT',
} as const;

export const GATEWAY_USAGE = `Usage: npm run gateway -- [run] --server <url> --gateway <id> --token <token> --data-dir <dir> [--trap-port <port>]
       npm run gateway -- poll [--host <host>] [--port <port>] [--unit <id>] [--timeout <ms>]

  run               the gateway agent (the command when --server or VIGIL_SERVER_URL is given):
                    fetch the equipment to poll from the server, poll it every poll interval,
                    keep readings on disk until the server has them; stops on SIGINT/SIGTERM
  --server <url>    the Vigil server, e.g. https://vigil.example.com (or VIGIL_SERVER_URL)
  --gateway <id>    this gateway's id on the server (or VIGIL_GATEWAY_ID)
  --token <token>   this gateway's secret (or VIGIL_GATEWAY_TOKEN, which other users of the
                    machine cannot read in the process list)
  --data-dir <dir>  where the reading queue, the last config and a rotated token (token.json) are
                    kept (or VIGIL_GATEWAY_DATA_DIR)
  --trap-port <port>
                    receive SNMP v1/v2c traps on this UDP port (1-65535) and send them on to the
                    server (or VIGIL_TRAP_PORT); off by default. Devices send traps to port ${SNMP_TRAP_PORT},
                    which needs root or CAP_NET_BIND_SERVICE, or set the devices to a higher port

  poll              read the UPS register map once over Modbus TCP and print one JSON line per point;
                    exits 1 if any point could not be read
  --host <host>     device address (default 127.0.0.1)
  --port <port>     Modbus TCP port, 1-65535 (default 502)
  --unit <id>       Modbus unit id, 1-247 (default 1)
  --timeout <ms>    limit for connecting and for each request, 1-60000 (default 2000)

  --help            show this help

Exit codes of run: 0 stopped (SIGINT/SIGTERM), 1 could not start, 2 bad arguments,
  ${GATEWAY_RESTART_EXIT_CODE} stopped for a Restart action: run the agent under a service manager that starts
  it again on a non-zero exit, e.g. systemd with Restart=on-failure`;

const COMMANDS = ['run', 'poll'] as const;
const RUN_FLAGS = ['server', 'gateway', 'token', 'data-dir', 'trap-port'] as const;
const POLL_FLAGS = ['host', 'port', 'unit', 'timeout'] as const;

// Keys are the flag names, so an issue's path names the flag at fault.
const pollFlagsSchema = z.object({
  host: z
    .string()
    .regex(/^[^\s:/]+$/, { message: 'expected a host name or IPv4 address' })
    .default('127.0.0.1'),
  port: wholeNumberText(1, 65_535).default(502),
  unit: wholeNumberText(MODBUS_UNIT_ID.min, MODBUS_UNIT_ID.max).default(1),
  timeout: wholeNumberText(1, 60_000).default(2000),
});

const runFlagsSchema = z.object({
  server: z
    .string()
    .refine((text) => URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol), {
      message: 'expected an http(s) URL',
    }),
  gateway: z.string().regex(/^[1-9]\d{0,14}$/, { message: 'expected a whole number' }),
  // Never echo the token back: the message only says what is wrong with it.
  token: z.string().trim().min(1, { message: 'must not be empty' }),
  'data-dir': z.string().trim().min(1, { message: 'must not be empty' }),
  'trap-port': wholeNumberText(1, 65_535),
});

function firstIssue(error: z.ZodError): Error {
  const issue = error.issues[0];
  return new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
}

function parseRunFlags(
  values: Partial<Record<(typeof RUN_FLAGS)[number], string>>,
  env: Readonly<Record<string, string | undefined>>,
): GatewayRunConfig {
  const given = (flag: (typeof RUN_FLAGS)[number]) => {
    const value = values[flag] ?? env[GATEWAY_ENV[flag]];
    return value === '' ? undefined : value;
  };
  const read = <F extends (typeof RUN_FLAGS)[number]>(
    flag: F,
    value: string,
  ): z.output<(typeof runFlagsSchema.shape)[F]> => {
    const parsed = runFlagsSchema.shape[flag].safeParse(value);
    if (parsed.success) return parsed.data as z.output<(typeof runFlagsSchema.shape)[F]>;
    const name = values[flag] === undefined ? GATEWAY_ENV[flag] : `--${flag}`;
    throw new Error(`${name}: ${parsed.error.issues[0]?.message}`);
  };
  const required = <F extends Exclude<(typeof RUN_FLAGS)[number], 'trap-port'>>(flag: F) => {
    const value = given(flag);
    if (value === undefined) throw new Error(`--${flag} (or ${GATEWAY_ENV[flag]}) is required`);
    return read(flag, value);
  };
  // Read in the usage's order, so the first message is about the first flag at fault.
  const config: GatewayRunConfig = {
    serverUrl: required('server'),
    gatewayId: required('gateway'),
    token: required('token'),
    dataDir: required('data-dir'),
  };
  const trapPort = given('trap-port');
  if (trapPort !== undefined) config.trapPort = read('trap-port', trapPort);
  return config;
}

/**
 * Parse the gateway's command line, with the run command's settings falling back to the
 * environment given (the CLI passes process.env); throws an Error naming the flag, variable
 * or command at fault.
 */
export function parseGatewayArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): GatewayArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h' },
      host: { type: 'string' },
      port: { type: 'string' },
      unit: { type: 'string' },
      timeout: { type: 'string' },
      server: { type: 'string' },
      gateway: { type: 'string' },
      token: { type: 'string' },
      'data-dir': { type: 'string' },
      'trap-port': { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return { command: 'help' };

  const [given, ...extra] = positionals;
  const serverGiven = values.server !== undefined || Boolean(env[GATEWAY_ENV.server]);
  const command = given ?? (serverGiven ? 'run' : undefined);
  if (command === undefined) {
    throw new Error(
      `Expected a command: ${COMMANDS.join(', ')} (run is the default with --server)`,
    );
  }
  if (command !== 'run' && command !== 'poll') {
    throw new Error(`Unknown command '${command}': expected ${COMMANDS.join(', ')}`);
  }
  if (extra.length > 0) throw new Error(`Unexpected argument '${extra[0]}'`);
  const foreign = (command === 'run' ? POLL_FLAGS : RUN_FLAGS).find(
    (flag) => values[flag] !== undefined,
  );
  if (foreign) throw new Error(`--${foreign} does not apply to ${command}`);

  if (command === 'run') return { command, ...parseRunFlags(values, env) };

  const parsed = pollFlagsSchema.safeParse(values);
  if (!parsed.success) throw firstIssue(parsed.error);
  const flags = parsed.data;
  return {
    command,
    host: flags.host,
    port: flags.port,
    unitId: flags.unit,
    timeoutMs: flags.timeout,
  };
}
