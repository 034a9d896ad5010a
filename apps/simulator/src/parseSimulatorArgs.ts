import { parseArgs } from 'node:util';
import { MODBUS_UNIT_ID, wholeNumberText } from '@vigil/domain';
import { z } from 'zod';

export interface SimulatorArgs {
  help: boolean;
  upsModbus?: { host: string; port: number };
  unitId: number;
  seed: number;
}

export const SIMULATOR_USAGE = `Usage: npm run simulate -- --ups-modbus <host:port> [--unit <id>] [--seed <n>]

  --ups-modbus <host:port>  serve a simulated UPS over Modbus TCP (port 0 picks a free one)
  --unit <id>               Modbus unit id the devices answer to, 1-247 (default 1)
  --seed <n>                seed of the simulated values (default 1)
  --help                    show this help`;

const hostPort = z.string().transform((value, ctx) => {
  const match = /^(?<host>[^:\s]+):(?<port>\d{1,5})$/.exec(value);
  const port = Number(match?.groups?.port);
  if (!match?.groups?.host || port > 65_535) {
    ctx.addIssue({
      code: 'custom',
      message: `expected host:port, e.g. 127.0.0.1:1502, got '${value}'`,
    });
    return z.NEVER;
  }
  return { host: match.groups.host, port };
});

// Keys are the flag names, so an issue's path names the flag at fault.
const flagsSchema = z.object({
  help: z.boolean().default(false),
  'ups-modbus': hostPort.optional(),
  unit: wholeNumberText(MODBUS_UNIT_ID.min, MODBUS_UNIT_ID.max).default(1),
  seed: wholeNumberText(0, 0xffffffff).default(1),
});

/** Parse the simulator's command line; throws an Error naming the flag at fault. */
export function parseSimulatorArgs(argv: readonly string[]): SimulatorArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h' },
      'ups-modbus': { type: 'string' },
      unit: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue?.path[0])}: ${issue?.message}`);
  }
  const flags = parsed.data;
  if (!flags.help && !flags['ups-modbus']) {
    throw new Error('Nothing to simulate: pass --ups-modbus <host:port>');
  }
  return {
    help: flags.help,
    upsModbus: flags['ups-modbus'],
    unitId: flags.unit,
    seed: flags.seed,
  };
}
