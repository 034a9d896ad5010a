// The wire contract between a gateway agent and the server's /gateway/v1 API (ARCHITECTURE §4.1).
// Every request carries `Authorization: Bearer <token>` and `X-Vigil-Gateway: <gateway id>`.
import { z } from 'zod';
import { MODBUS_DATA_TYPES, wordOrderSchema } from './modbus.js';
import { SNMP_VERSIONS } from './equipment.js';
import { messages } from './messages.js';
import { IPV4_PATTERN, PURE_OID_PATTERN, canonicalOid } from './validation.js';

export const GATEWAY_API_PREFIX = '/gateway/v1';
export const GATEWAY_ID_HEADER = 'x-vigil-gateway';
/** The socket.io namespace a gateway holds open while in listen mode. */
export const GATEWAY_SOCKET_NAMESPACE = '/gateway';

/** Longest poll error text a gateway reports for one equipment; longer ones are cut by the agent. */
export const EQUIPMENT_ERROR_MAX_LENGTH = 500;

/** Most readings one POST may carry; bigger queues are sent as several requests. */
export const GATEWAY_MAX_READINGS_PER_REQUEST = 50_000;

/** A gateway missing check-ins for this many poll intervals is disconnected. */
export const GATEWAY_MISSED_CHECKINS = 2;

/**
 * A sensor without a reading for this many poll intervals, while its gateway checks in and its
 * equipment answers, is disconnected (stale data). More than GATEWAY_MISSED_CHECKINS, so a
 * gateway that dies is seen as the gateway first (one alarm, not one per sensor).
 */
export const SENSOR_STALE_POLLS = 3;

/** The largest row id the database holds (int4): ids beyond it are refused before any SQL. */
export const ROW_ID_MAX = 2_147_483_647;

const id = z.number().int().positive().max(ROW_ID_MAX);

/**
 * The largest magnitude a reading may have. No device reports beyond it, and sums of it stay
 * far inside float8: a sensor can have at most one reading per millisecond, 8.64e7 a day, so a
 * daily rollup's sum stays under 1e23 and no aggregate can overflow.
 */
export const READING_VALUE_MAX = 1e15;

export const modbusPollPointSchema = z.object({
  sensorId: id,
  name: z.string(),
  functionCode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Zero-based protocol address: startingRegister + addressOffset. */
  address: z.number().int().min(0).max(0xffff),
  dataType: z.enum(MODBUS_DATA_TYPES),
  /** Sent as ABCD, CDAB, BADC or DCBA; BE and LE (a config cached by an older agent) still read. */
  wordOrder: wordOrderSchema,
  multiplier: z.number(),
  offset: z.number(),
  mask: z.number().int().min(0).nullable(),
});
export type ModbusPollPoint = z.infer<typeof modbusPollPointSchema>;

export const snmpPollPointSchema = z.object({
  sensorId: id,
  name: z.string(),
  oid: z.string().min(1),
  multiplier: z.number(),
  offset: z.number(),
  /** A regular expression whose first group (or whole match) is the number in a string value. */
  strMask: z.string().nullable(),
});
export type SnmpPollPoint = z.infer<typeof snmpPollPointSchema>;

export const snmpCredentialsSchema = z.object({
  version: z.enum(SNMP_VERSIONS),
  communityString: z.string().nullable(),
  username: z.string().nullable(),
  securityLevel: z.string().nullable(),
  authType: z.string().nullable(),
  authKey: z.string().nullable(),
  privacyType: z.string().nullable(),
  privacySecret: z.string().nullable(),
  context: z.string().nullable(),
});
export type SnmpCredentials = z.infer<typeof snmpCredentialsSchema>;

const equipmentBase = {
  id,
  name: z.string(),
  ip: z.string(),
  port: z.number().int().min(1).max(65_535),
  /**
   * The equipment's flags as its gateway entry carries them (spec core §4: toggling maintenance,
   * repair or locked updates both); absent from older servers.
   */
  maintenance: z.boolean().optional(),
  repair: z.boolean().optional(),
  locked: z.boolean().optional(),
};

export const pollEquipmentSchema = z.discriminatedUnion('protocol', [
  z.object({
    ...equipmentBase,
    protocol: z.literal('Modbus'),
    unitId: z.number().int().min(0).max(255),
    points: z.array(modbusPollPointSchema),
  }),
  z.object({
    ...equipmentBase,
    protocol: z.literal('SNMP'),
    snmp: snmpCredentialsSchema,
    points: z.array(snmpPollPointSchema),
    /** OIDs of the library's device facts (libraryMeta.ts), read now and then; absent before. */
    meta: z.array(z.string().min(1)).optional(),
  }),
]);
export type PollEquipment = z.infer<typeof pollEquipmentSchema>;

/** GET /gateway/v1/config: what the gateway polls and how often. */
export const gatewayConfigSchema = z.object({
  gateway: z.object({
    id,
    name: z.string(),
    /** Seconds between polls. */
    pollInterval: z.number().positive(),
    /** The server wants the gateway in listen mode (spec: slave / listenTriggered). */
    listen: z.boolean(),
  }),
  equipment: z.array(pollEquipmentSchema),
  /** Changes whenever the equipment or points change; the agent refetches when it differs. */
  revision: z.string(),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** POST /gateway/v1/checkin, sent every poll. */
export const gatewayCheckinSchema = z.object({
  /** The config revision the agent is polling with. */
  revision: z.string().optional(),
  /** Whether the agent currently holds its listen-mode socket. */
  listening: z.boolean().optional(),
  version: z.string().optional(),
  /** When this agent process started (epoch ms): a restart after a REBOOT action completes it. */
  startedAt: z.number().int().nonnegative().optional(),
});
export type GatewayCheckin = z.infer<typeof gatewayCheckinSchema>;

export const gatewayCheckinReplySchema = z.object({
  pollInterval: z.number().positive(),
  listen: z.boolean(),
  revision: z.string(),
  /**
   * A node of an HA pair: MASTER polls, BACKUP checks in and stays idle until the server makes
   * it MASTER (its master silent for GATEWAY_MISSED_CHECKINS poll intervals). Absent: polls.
   */
  role: z.enum(['MASTER', 'BACKUP']).optional(),
});
export type GatewayCheckinReply = z.infer<typeof gatewayCheckinReplySchema>;

/** One reading as sent: [sensor id, epoch ms, value]. Arrays keep big batches small. */
export const wireReadingSchema = z.tuple([
  id,
  z.number().int().nonnegative(),
  z
    .number()
    .refine(Number.isFinite, 'must be a finite number')
    .refine((v) => Math.abs(v) <= READING_VALUE_MAX, `must be within ±${READING_VALUE_MAX}`),
]);
export type WireReading = z.infer<typeof wireReadingSchema>;

/** The most device facts one library reads (libraryMeta.ts). */
export const LIBRARY_META_MAX = 20;
/** The longest answer a gateway sends of one fact (a longer one is cut). */
export const META_ANSWER_MAX = 1_024;

/** One device fact as a gateway sends it: the OID it read (variables filled in) and its text. */
export const metaAnswerSchema = z.object({
  oid: z.string().min(1).max(META_ANSWER_MAX),
  value: z.string().max(META_ANSWER_MAX),
});
export type MetaAnswer = z.infer<typeof metaAnswerSchema>;

/** One poll's batch: its sequence number (per gateway, increasing), readings and connectivity. */
export const readingBatchSchema = z.object({
  seq: z.number().int().nonnegative(),
  readings: z.array(wireReadingSchema),
  /**
   * Equipment whose connection changed, or all of it: disconnected true when it stopped
   * answering, with what went wrong (a timeout, a Modbus exception, an SNMP error) in `error`.
   */
  equipment: z
    .array(
      z.object({
        id,
        disconnected: z.boolean(),
        error: z.string().max(EQUIPMENT_ERROR_MAX_LENGTH).optional(),
        /** The device facts read from it (libraryMeta.ts), when they were read this poll. */
        meta: z.array(metaAnswerSchema).max(LIBRARY_META_MAX).optional(),
      }),
    )
    .default([]),
});
export type ReadingBatch = z.input<typeof readingBatchSchema>;

/** POST /gateway/v1/readings: queued batches, oldest first. */
export const readingsRequestSchema = z.object({
  batches: z.array(readingBatchSchema).min(1),
});
export type ReadingsRequest = z.input<typeof readingsRequestSchema>;

/** The reply once every batch is durable: the agent drops batches with seq ≤ ackedSeq. */
export const readingsReplySchema = z.object({
  ackedSeq: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
});
export type ReadingsReply = z.infer<typeof readingsReplySchema>;

/** Events on the gateway socket namespace (listen mode). */
export const GATEWAY_SOCKET_EVENTS = {
  /** Server → gateway: { listen: boolean }; false sends the gateway back to polling only. */
  mode: 'mode',
} as const;

/**
 * Readings stamped further ahead of the server's clock than this are refused: the gateway's
 * clock is wrong, and such a reading would hold a sensor's latest value until its time came.
 */
export const READING_MAX_FUTURE_MS = 5 * 60 * 1000;
/** Readings older than this are refused: nothing shows them and they would need old partitions. */
export const READING_MAX_AGE_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** The UDP port SNMP agents send traps to unless told otherwise (RFC 3413). */
export const SNMP_TRAP_PORT = 162;
/** Most traps one POST may carry; a gateway holds no more than this in memory either. */
export const GATEWAY_MAX_TRAPS_PER_REQUEST = 1000;
/** Longest text of a trap's variables; longer texts are cut by the gateway. */
export const TRAP_VALUE_MAX_LENGTH = 2000;

/** One SNMP trap as a gateway received it (spec core §3 "SNMP trap: oid, value, createdAt"). */
export const wireTrapSchema = z.object({
  /** Where the trap came from: the equipment's address as the gateway polls it. */
  equipmentIP: z.string().regex(IPV4_PATTERN, messages.invalidIPv4),
  /** Which notification it is: snmpTrapOID.0 (v2c), or its RFC 3584 form of a v1 trap. */
  oid: z
    .string()
    .transform(canonicalOid)
    .pipe(z.string().regex(PURE_OID_PATTERN, messages.invalidOID)),
  /** The variables as text, 'oid = value; oid = value'. */
  value: z
    .string()
    .max(TRAP_VALUE_MAX_LENGTH, `must be at most ${TRAP_VALUE_MAX_LENGTH} characters`)
    // PostgreSQL text cannot hold NUL; the gateway shows binary values in hex.
    .refine((text) => !text.includes('\0'), 'must not contain a NUL character'),
  /** Epoch milliseconds when the gateway received it. */
  receivedAt: z.number().int().nonnegative(),
});
export type WireTrap = z.infer<typeof wireTrapSchema>;

/** POST /gateway/v1/traps: traps received since the last request, oldest first. */
export const trapsRequestSchema = z.object({
  traps: z
    .array(wireTrapSchema)
    .min(1, 'must hold at least one trap')
    .max(GATEWAY_MAX_TRAPS_PER_REQUEST, `must hold at most ${GATEWAY_MAX_TRAPS_PER_REQUEST} traps`),
});
export type TrapsRequest = z.infer<typeof trapsRequestSchema>;

/** The reply once every trap is stored. */
export const trapsReplySchema = z.object({ stored: z.number().int().nonnegative() });
export type TrapsReply = z.infer<typeof trapsReplySchema>;
