import { parseArgs } from 'node:util';
import { MODBUS_UNIT_ID, wholeNumberText } from '@vigil/domain';
import { z } from 'zod';
import { DEVICE_KINDS } from './DeviceModel.js';
import type { DeviceSpec } from './startSimulators.js';

export interface HostPort {
  host: string;
  port: number;
}

export interface SimulatorArgs {
  help: boolean;
  devices: DeviceSpec[];
  control?: HostPort;
  seed: number;
}

export const SIMULATOR_USAGE = `Usage: npm run simulate -- [device flags] [--control <host:port>] [options]

Devices (any mix; port 0 picks a free one):
  --ups-modbus <host:port>   a UPS over Modbus TCP
  --ups-snmp <host:port>     a UPS as an SNMP agent (UPS-MIB, RFC 1628)
  --pdu-modbus <host:port>   a rack PDU over Modbus TCP
  --pdu-snmp <host:port>     a rack PDU as an SNMP agent
  --crac-modbus <host:port>  a CRAC unit over Modbus TCP
  --crac-snmp <host:port>    a CRAC unit as an SNMP agent
  --env-modbus <host:port>   a temperature/humidity sensor over Modbus TCP
  --env-snmp <host:port>     a temperature/humidity sensor as an SNMP agent

Options:
  --control <host:port>      serve the control API (GET /devices, POST /devices/:name/values …)
  --trap-target <host:port>  where devices send traps of their own (the UPS on mains failure)
  --community <name>         SNMP v1/v2c community (default public)
  --write-community <name>   the community that may also SET the card's name, contact and
                             card-config objects (Configure Card); default: --community
  --unit <id>                Modbus unit id the devices answer to, 1-247 (default 1)
  --seed <n>                 seed of the simulated values (default 1)
  --help                     show this help`;

const ENDPOINTS = DEVICE_KINDS.flatMap((kind) =>
  (['modbus', 'snmp'] as const).map((protocol) => ({
    kind,
    protocol,
    flag: `${kind}-${protocol}`,
  })),
);

const hostPort = (minPort = 0) =>
  z.string().transform((value, ctx): HostPort => {
    const match = /^(?<host>[^:\s]+):(?<port>\d{1,5})$/.exec(value);
    const port = Number(match?.groups?.port);
    if (!match?.groups?.host || port < minPort || port > 65_535) {
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
  ...Object.fromEntries(ENDPOINTS.map(({ flag }) => [flag, hostPort().optional()])),
  control: hostPort().optional(),
  'trap-target': hostPort(1).optional(),
  community: z.string().min(1, { error: 'must not be empty' }).default('public'),
  'write-community': z.string().min(1, { error: 'must not be empty' }).optional(),
  unit: wholeNumberText(MODBUS_UNIT_ID.min, MODBUS_UNIT_ID.max).default(1),
  seed: wholeNumberText(0, 0xffffffff).default(1),
});

/** Two listeners on one host:port would fail at bind time; say which flags clash instead. */
function refuseClashes(listeners: readonly { flag: string; transport: string; at?: HostPort }[]) {
  const taken = new Map<string, string>();
  for (const { flag, transport, at } of listeners) {
    if (!at || at.port === 0) continue;
    const key = `${transport} ${at.host}:${at.port}`;
    const other = taken.get(key);
    if (other) throw new Error(`--${flag}: ${at.host}:${at.port} is already taken by --${other}`);
    taken.set(key, flag);
  }
}

/** Parse the simulator's command line; throws an Error naming the flag at fault. */
export function parseSimulatorArgs(argv: readonly string[]): SimulatorArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(ENDPOINTS.map(({ flag }) => [flag, { type: 'string' } as const])),
      control: { type: 'string' },
      'trap-target': { type: 'string' },
      community: { type: 'string' },
      'write-community': { type: 'string' },
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
  const flags = parsed.data as z.infer<typeof flagsSchema> & Record<string, HostPort | undefined>;
  const endpoints = ENDPOINTS.map((endpoint) => ({ ...endpoint, at: flags[endpoint.flag] }));
  refuseClashes([
    ...endpoints.map(({ flag, protocol, at }) => ({
      flag,
      transport: protocol === 'modbus' ? 'tcp' : 'udp',
      at,
    })),
    { flag: 'control', transport: 'tcp', at: flags.control },
  ]);

  const trapTarget = flags['trap-target'];
  const writeCommunity = flags['write-community'];
  const devices = DEVICE_KINDS.flatMap((kind): DeviceSpec[] => {
    const modbus = flags[`${kind}-modbus`];
    const snmp = flags[`${kind}-snmp`];
    if (!modbus && !snmp) return [];
    return [
      {
        name: `${kind}-1`,
        kind,
        ...(modbus && { modbus: { ...modbus, unitId: flags.unit } }),
        ...(snmp && {
          snmp: {
            ...snmp,
            community: flags.community,
            ...(writeCommunity && { writeCommunity }),
          },
        }),
        ...(trapTarget && { trapTarget: { ...trapTarget, community: flags.community } }),
      },
    ];
  });
  if (!flags.help && devices.length === 0) {
    throw new Error(
      `Nothing to simulate: pass at least one of ${ENDPOINTS.map(({ flag }) => `--${flag}`).join(', ')}`,
    );
  }
  return { help: flags.help, devices, control: flags.control, seed: flags.seed };
}
