// The action half of the gateway contract (ARCHITECTURE §4.1): queued actions reach an agent in
// listen mode, which takes them one at a time, in queue order, and reports each by its id.
//
//   GET  /gateway/v1/actions/next           → { action | null }   the head of the queue
//   POST /gateway/v1/actions/:id/ack        → { run }             PENDING → IN_PROGRESS, once
//   POST /gateway/v1/actions/:id/progress   → { cancelled }       Find Equipment's n of N
//   POST /gateway/v1/actions/:id/token      → { token }           Rotate Certificate's new secret
//   POST /gateway/v1/actions/:id/result     → { recorded }        SUCCESS or FAILED, once
//
// An ack is the agent's promise to run the action now: a second ack of the same action answers
// run: false, so an action is never run twice, whatever reconnects or restarts happen between.
import { z } from 'zod';
import { CARD_CONFIG_FLAGS } from './equipment.js';
import { AGENT_ACTIONS } from './gatewayActionForms.js';
import { SNMP_WALK_MAX_OIDS } from './gatewayActions.js';
import { MODBUS_BLOCK_READ_SIZE } from './modbus.js';
import {
  ROW_ID_MAX,
  modbusPollPointSchema,
  snmpCredentialsSchema,
  snmpPollPointSchema,
} from './gatewayProtocol.js';
import { IPV4_PATTERN } from './validation.js';

const id = z.number().int().positive().max(ROW_ID_MAX);
const ip = z.string().regex(IPV4_PATTERN);
/** The UDP port SNMP is asked on; absent means the standard 161 (DEFAULT_DEVICE_PORTS.SNMP). */
const snmpPort = z.number().int().min(1).max(65_535).optional();

/** Server → gateway on the listen socket: there is work in the queue ({ pending }). */
export const GATEWAY_ACTION_EVENTS = {
  actions: 'actions',
  /** Server → gateway: { id }; the action was cancelled, stop it if it runs. */
  cancel: 'cancel',
} as const;

/** Find Equipment asks this many hosts at once, each for at most this long per credential. */
export const DISCOVERY_CONCURRENCY = 64;
export const DISCOVERY_HOST_TIMEOUT_MS = 1_500;

const cardConfigSchema = z.object({
  flags: z.array(z.enum(CARD_CONFIG_FLAGS)).min(1),
  cardName: z.string().optional(),
  communityString: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  trapIP: ip.optional(),
  contact: z.string().optional(),
});
export type WireCardConfig = z.infer<typeof cardConfigSchema>;

export const wireActionParamsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('walk'),
    ip,
    port: snmpPort,
    root: z.string(),
    snmp: snmpCredentialsSchema,
    maxOids: z.number().int().positive(),
    maxMs: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('discover'),
    range: z.string(),
    port: snmpPort,
    /** Tried in order on each address until one answers. */
    snmp: z.array(snmpCredentialsSchema).min(1),
    concurrency: z.number().int().positive(),
    timeoutMs: z.number().int().positive(),
  }),
  z.object({
    /** Test connection: read one value of one device, as its library's first point says. */
    kind: z.literal('probe'),
    protocol: z.enum(['SNMP', 'Modbus']),
    ip,
    port: z.number().int().min(1).max(65_535),
    snmp: snmpCredentialsSchema.optional(),
    unitId: z.number().int().min(0).max(255).optional(),
    /** The SNMP point read (sysDescr.0 when the library has none). */
    snmpPoint: snmpPollPointSchema.omit({ sensorId: true }).optional(),
    /** The Modbus point read. */
    modbusPoint: modbusPollPointSchema.omit({ sensorId: true }).optional(),
  }),
  z.object({
    /** Read Registers: a block of raw registers (bits as 0 or 1) of one device, read once. */
    kind: z.literal('read'),
    ip,
    port: z.number().int().min(1).max(65_535),
    unitId: z.number().int().min(0).max(255),
    functionCode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    /** The protocol (0-based) address of the first register. */
    address: z.number().int().min(0).max(0xffff),
    count: z.number().int().min(1).max(MODBUS_BLOCK_READ_SIZE),
  }),
  z.object({
    kind: z.literal('config'),
    ips: z.array(ip).min(1),
    port: snmpPort,
    /** Where this batch starts in the whole list (core §4: chunks of 100 with the offset). */
    offset: z.number().int().nonnegative(),
    snmp: snmpCredentialsSchema,
    config: cardConfigSchema,
    /** Per-address card names of an Import Config, overriding config.cardName. */
    names: z.record(z.string(), z.string()),
  }),
]);
export type WireActionParams = z.infer<typeof wireActionParamsSchema>;

export const wireActionSchema = z.object({
  id,
  action: z.enum(AGENT_ACTIONS),
  params: wireActionParamsSchema,
});
export type WireAction = z.infer<typeof wireActionSchema>;

export const nextActionReplySchema = z.object({ action: wireActionSchema.nullable() });
export type NextActionReply = z.infer<typeof nextActionReplySchema>;

export const ackActionReplySchema = z.object({ run: z.boolean() });
export type AckActionReply = z.infer<typeof ackActionReplySchema>;

/** The longest text of one walked value; longer values are cut by the agent. */
export const WALK_VALUE_MAX_LENGTH = 1_024;
/** The most a result's output, error and files may hold (characters). */
export const ACTION_OUTPUT_MAX_LENGTH = 65_536;
export const ACTION_ERROR_MAX_LENGTH = 2_000;
export const ACTION_FILE_MAX_LENGTH = 1_048_576;
/** Most devices one progress report or result names. */
export const DISCOVERY_FOUND_MAX = 4_096;

export const discoveredDeviceSchema = z.object({
  ip,
  sysName: z.string().max(255),
  sysDescr: z.string().max(1_024),
  sysObjectID: z.string().max(255),
  /** Which of the tried credentials answered (its index). */
  credential: z.number().int().nonnegative(),
});
export type DiscoveredDevice = z.infer<typeof discoveredDeviceSchema>;

export const actionProgressSchema = z.object({
  scanned: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Devices found since the last report. */
  found: z.array(discoveredDeviceSchema).max(DISCOVERY_FOUND_MAX),
});
export type ActionProgress = z.infer<typeof actionProgressSchema>;

export const actionProgressReplySchema = z.object({ cancelled: z.boolean() });

export const walkedVarbindSchema = z.object({
  oid: z.string().max(255),
  type: z.string().max(32),
  value: z.string().max(WALK_VALUE_MAX_LENGTH),
});
export type WalkedVarbind = z.infer<typeof walkedVarbindSchema>;

export const actionResultSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILED']),
  /** What it did, for people: a line or a few. */
  output: z.string().max(ACTION_OUTPUT_MAX_LENGTH).optional(),
  /** Why it failed. */
  error: z.string().max(ACTION_ERROR_MAX_LENGTH).optional(),
  /** SNMP_WALK: the OIDs in walk order, and why it stopped early if it did. */
  walk: z
    .object({
      varbinds: z.array(walkedVarbindSchema).max(SNMP_WALK_MAX_OIDS),
      stopped: z.enum(['count', 'time']).optional(),
    })
    .optional(),
  /** GATEWAY_META: the gateway's own facts, by name. */
  meta: z.record(z.string().max(64), z.string().max(1_024)).optional(),
  /**
   * MODBUS_READ: the words read, one per register from the action's address on (coils and
   * contacts as 0 or 1), raw: the preview decodes them in every byte order.
   */
  registers: z.array(z.number().int().min(0).max(0xffff)).max(MODBUS_BLOCK_READ_SIZE).optional(),
  /** UNITY_CONFIG / IMPORT_CONFIG: how each address went. */
  perIp: z
    .array(z.object({ ip, ok: z.boolean(), error: z.string().max(500).optional() }))
    .max(100)
    .optional(),
  /** SEND_LOGS: text files kept with the action. */
  files: z
    .array(
      z.object({
        name: z.string().regex(/^[\w.-]{1,64}$/),
        content: z.string().max(ACTION_FILE_MAX_LENGTH),
      }),
    )
    .max(4)
    .optional(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

export const actionResultReplySchema = z.object({ recorded: z.boolean() });

export const rotatedTokenReplySchema = z.object({ token: z.string().min(1) });
