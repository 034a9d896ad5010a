// What a gateway action may be asked to do (spec core §3 action queue item and card config
// flags, §4 gateway modes and actions, §9 batches): the kinds the Vigil agent performs, their
// time-outs, and the checks addGatewayAction runs before anything is queued.
import { z } from 'zod';
import { CARD_CONFIG_FLAGS, DEFAULT_DEVICE_PORTS, type CardConfigFlag } from './equipment.js';
import { MODBUS_BLOCK_READ_SIZE, MODBUS_UNIT_ID, type ModbusFunctionCode } from './modbus.js';
import {
  checkSnmpCredentials,
  modbusFunctionCode,
  optionalPort,
  optionalUnitId,
  snmpCredentialFields,
} from './equipmentForms.js';
import { optionalText, requiredNumber } from './fields.js';
import {
  ACTION_IP_BATCH_SIZE,
  ACTION_LABELS,
  SNMP_WALK_DEFAULT_ROOT,
  SNMP_WALK_MAX_MS,
  type ActionType,
} from './gatewayActions.js';
import { messages } from './messages.js';
import { OID_PATTERN, canonicalOid, isCardName, isCommunityString, isIPv4 } from './validation.js';

/** The kinds the Vigil gateway agent really performs; every other kind is refused at queueing. */
export const AGENT_ACTIONS = [
  'RUN_POLL',
  'GATEWAY_META',
  'SEND_LOGS',
  'REBOOT',
  'RENEW_IOT_CERT',
  'SNMP_WALK',
  'SNMP_DISCOVER',
  'UNITY_CONFIG',
  'IMPORT_CONFIG',
  'TEST_CONNECTION',
  'MODBUS_READ',
] as const satisfies readonly ActionType[];
export type AgentAction = (typeof AGENT_ACTIONS)[number];

export function isAgentAction(action: string): action is AgentAction {
  return (AGENT_ACTIONS as readonly string[]).includes(action);
}

/** Why each kind the agent cannot perform is refused: said when it is asked for, never faked. */
export const UNSUPPORTED_ACTION_REASONS: Record<Exclude<ActionType, AgentAction>, string> = {
  UPDATE:
    "Update Firmware is not available: the Vigil gateway agent is updated by installing its new version on the gateway's machine.",
  SECURITY_PATCH:
    "Security Patches is not available: the gateway's operating system installs its own security updates (on Debian, unattended-upgrades).",
  GRAB_UNITY:
    'Retrieve Files is not available: it needs the network card vendor’s file tools, which the Vigil gateway agent does not have.',
  EXPORT_CONFIG:
    'Export Configuration is not available: it needs the network card vendor’s file tools, which the Vigil gateway agent does not have.',
  UNINSTALL_V1: 'Uninstall v1 Agent is not available: there is no v1 agent on a Vigil gateway.',
  UPDATE_FIRMWARE:
    'Update Card Firmware is not available: it needs the network card vendor’s firmware tools, which the Vigil gateway agent does not have.',
  UPDATE_HDW_FIRMWARE:
    'Update Hardware Firmware is not available: a Vigil gateway runs on your own machine, whose firmware it does not manage.',
};

/** How long each kind may run before it is FAILED with a time-out (REBOOT: back and checked in). */
export const ACTION_TIMEOUT_MS: Record<AgentAction, number> = {
  RUN_POLL: 5 * 60_000,
  GATEWAY_META: 2 * 60_000,
  SEND_LOGS: 2 * 60_000,
  // A reboot typically takes under 10 minutes (core §4); the agent restarts in seconds.
  REBOOT: 15 * 60_000,
  RENEW_IOT_CERT: 2 * 60_000,
  SNMP_WALK: SNMP_WALK_MAX_MS + 60_000,
  SNMP_DISCOVER: 30 * 60_000,
  UNITY_CONFIG: 5 * 60_000,
  IMPORT_CONFIG: 15 * 60_000,
  TEST_CONNECTION: 60_000,
  MODBUS_READ: 60_000,
};

/** The reason stored on an action that ran out of time. */
export function actionTimeoutReason(action: AgentAction): string {
  const minutes = Math.round(ACTION_TIMEOUT_MS[action] / 60_000);
  return `Timed out: the gateway did not report a result within ${minutes} minutes.`;
}

/** The most credential sets one Find Equipment scan tries on each address. */
export const DISCOVERY_CREDENTIALS_MAX = 8;

/** The most addresses one Find Equipment scan covers: a /16. */
export const DISCOVERY_MAX_ADDRESSES = 65_536;

/** An IPv4 address as a 32-bit unsigned number, and back. */
export function ipToNumber(ip: string): number {
  return ip.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
}
export function numberToIp(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export interface IpRange {
  /** First and last address, inclusive, as numbers. */
  first: number;
  last: number;
  count: number;
}

/**
 * A range to scan: CIDR ('10.0.0.0/24': its host addresses, without the network and broadcast
 * addresses below /31), start–end ('10.0.0.1-10.0.0.254') or one address. At most a /16.
 */
export function parseIpRange(
  text: string,
): { ok: true; range: IpRange } | { ok: false; message: string } {
  const value = text.trim();
  let first: number;
  let last: number;
  const cidr = /^(\S+)\/(\d{1,2})$/.exec(value);
  const span = /^(\S+?)\s*[-–]\s*(\S+)$/.exec(value);
  if (cidr) {
    const [, base = '', bitsText = ''] = cidr;
    const bits = Number(bitsText);
    if (!isIPv4(base) || bits > 32) return { ok: false, message: messages.invalidIpRange };
    const size = 2 ** (32 - bits);
    const network = Math.floor(ipToNumber(base) / size) * size;
    first = size > 2 ? network + 1 : network;
    last = size > 2 ? network + size - 2 : network + size - 1;
  } else if (span) {
    const [, start = '', end = ''] = span;
    if (!isIPv4(start) || !isIPv4(end)) return { ok: false, message: messages.invalidIpRange };
    first = ipToNumber(start);
    last = ipToNumber(end);
    if (last < first) return { ok: false, message: messages.invalidIpRange };
  } else if (isIPv4(value)) {
    first = ipToNumber(value);
    last = first;
  } else {
    return { ok: false, message: messages.invalidIpRange };
  }
  const count = last - first + 1;
  if (count > DISCOVERY_MAX_ADDRESSES) return { ok: false, message: messages.ipRangeTooLarge };
  return { ok: true, range: { first, last, count } };
}

/** Every address of a range, in order. */
export function* ipsOf(range: IpRange): Generator<string> {
  for (let value = range.first; value <= range.last; value += 1) yield numberToIp(value);
}

const snmpCredentialsInput = z
  .object(snmpCredentialFields)
  .superRefine((form, ctx) => checkSnmpCredentials(form, ctx));
export type SnmpCredentialsInput = z.output<typeof snmpCredentialsInput>;

const ipAddress = z.string().trim().refine(isIPv4, messages.invalidIPv4);

/** Card config (core §3): which flags to set, and the values they set. */
const cardConfigInput = z
  .object({
    flags: z.array(z.enum(CARD_CONFIG_FLAGS, { error: messages.invalidChoice })).min(1, {
      message: messages.chooseCardConfig,
    }),
    cardName: optionalText(),
    communityString: optionalText(),
    username: optionalText(),
    password: optionalText(),
    /** Where set-traps points the card's traps: the gateway's address as the card reaches it. */
    trapIP: optionalText(),
    contact: optionalText(),
  })
  .superRefine((config, ctx) => {
    const need = (flag: CardConfigFlag, field: keyof typeof config) => {
      if (config.flags.includes(flag) && config[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
      }
    };
    need('set-name', 'cardName');
    need('set-traps', 'trapIP');
    need('set-user', 'username');
    need('set-user', 'password');
    need('set-V3-access', 'username');
    if (config.cardName !== undefined && !isCardName(config.cardName)) {
      ctx.addIssue({ code: 'custom', path: ['cardName'], message: messages.invalidCardName });
    }
    if (config.communityString !== undefined && !isCommunityString(config.communityString)) {
      ctx.addIssue({
        code: 'custom',
        path: ['communityString'],
        message: messages.invalidCommunityString,
      });
    }
    if (config.trapIP !== undefined && !isIPv4(config.trapIP)) {
      ctx.addIssue({ code: 'custom', path: ['trapIP'], message: messages.invalidIPv4 });
    }
  });
export type CardConfig = z.output<typeof cardConfigInput>;

/**
 * Every problem of a card config at once, keyed by its field (`cardName`, `trapIP`, `flags` …),
 * with the messages checkGatewayAction gives (it stops at the first): a form marks them all.
 */
export function cardConfigErrors(config: unknown): Record<string, string> {
  const parsed = cardConfigInput.safeParse(config ?? {});
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A bad flag's path names its index (`flags.2`); the form has one input for them all.
    const field = String(issue.path[0] ?? 'flags');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The addresses of a Configure Card(s) list as it is pasted: one per line or separated by commas
 * (or spaces), trimmed, blanks dropped, each once in the order first given.
 */
export function splitIpList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((ip) => ip.trim())
        .filter((ip) => ip.length > 0),
    ),
  ];
}

/** One card of an Import Config batch: its address and the name it is to get. */
const importedCardInput = z.object({
  ip: ipAddress,
  cardName: optionalText().refine(
    (name) => name === undefined || isCardName(name),
    messages.invalidCardName,
  ),
});

/** A whole number from min to max, else the message; required. */
const wholeNumberIn = (min: number, max: number, message: string) =>
  requiredNumber().pipe(z.number().int(message).min(min, message).max(max, message));

/**
 * Read Registers: a block of one device's registers (or coils and contacts, read as 0 or 1),
 * at most MODBUS_BLOCK_READ_SIZE of them (core §9), within the 0-65535 address space.
 */
const modbusReadInput = z
  .object({
    port: optionalPort,
    slaveID: optionalUnitId,
    functionCode: modbusFunctionCode,
    startingRegister: wholeNumberIn(0, 0xffff, messages.invalidRegisterAddress),
    count: wholeNumberIn(
      1,
      MODBUS_BLOCK_READ_SIZE,
      messages.modbusReadCount(MODBUS_BLOCK_READ_SIZE),
    ),
  })
  .superRefine((read, ctx) => {
    if (read.startingRegister + read.count - 1 > 0xffff) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: messages.modbusReadPastEnd });
    }
  });

/** What an action's parameters hold once checked: only what its kind uses. */
export type ActionParams =
  | { kind: 'none' }
  | { kind: 'walk'; ip: string; port?: number; root: string; snmp: SnmpCredentialsInput }
  | {
      kind: 'discover';
      range: string;
      port?: number;
      count: number;
      snmp: SnmpCredentialsInput[];
    }
  | {
      kind: 'probe';
      protocol: 'SNMP' | 'Modbus';
      ip: string;
      port: number;
      unitId?: number;
      snmp?: SnmpCredentialsInput;
    }
  | {
      kind: 'read';
      ip: string;
      port: number;
      unitId: number;
      functionCode: ModbusFunctionCode;
      /** The protocol (0-based) address of the first register. */
      address: number;
      count: number;
    }
  | {
      kind: 'config';
      ips: string[];
      port?: number;
      offset: number;
      snmp: SnmpCredentialsInput;
      config: CardConfig;
      names: Record<string, string>;
    };

/** addGatewayAction's arguments as the API takes them (spec core §7). */
export interface AddGatewayActionInput {
  action: string;
  ip?: string | null;
  ips?: readonly string[] | null;
  offset?: number | null;
  snmpCreds?: unknown;
  cardConfig?: unknown;
  snmpWalk?: { root?: string | null } | null;
  importedInfo?: readonly unknown[] | null;
  firmwareUpdates?: readonly unknown[] | null;
  cardConfigFileID?: string | null;
  /** Find Equipment: more credentials, tried after snmpCreds, in order. */
  snmpCredsList?: readonly unknown[] | null;
  /** Test connection: the device as the add-equipment form has it. */
  probe?: { protocol?: string | null; port?: number | null; slaveID?: number | null } | null;
  /** Read Registers: the block as the preview gives it (port 502 and unit 1 unless given). */
  modbusRead?: {
    port?: unknown;
    slaveID?: unknown;
    functionCode?: unknown;
    startingRegister?: unknown;
    count?: unknown;
  } | null;
}

export type CheckedAction =
  | { ok: true; action: AgentAction; params: ActionParams; ips: string[] }
  | { ok: false; message: string; field: string };

function issueOf(error: z.ZodError, prefix: string): { message: string; field: string } {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return {
    message: issue?.message ?? messages.required,
    field: path ? `${prefix}.${path}` : prefix,
  };
}

/**
 * Checks an action before it is queued: a kind the agent performs, with what that kind needs.
 * Refusals carry the spec's or our message and the argument at fault; nothing is queued.
 */
export function checkGatewayAction(input: AddGatewayActionInput): CheckedAction {
  const { action } = input;
  if (!(action in ACTION_LABELS)) {
    return { ok: false, message: messages.invalidChoice, field: 'action' };
  }
  if (!isAgentAction(action)) {
    const reason = UNSUPPORTED_ACTION_REASONS[action as Exclude<ActionType, AgentAction>];
    return { ok: false, message: reason, field: 'action' };
  }
  if (input.cardConfigFileID) {
    return { ok: false, message: messages.cardConfigFileUnsupported, field: 'cardConfigFileID' };
  }
  if (input.firmwareUpdates && input.firmwareUpdates.length > 0) {
    return { ok: false, message: messages.firmwareUpdatesUnsupported, field: 'firmwareUpdates' };
  }
  // The UDP port the agents answer on rides with the credentials; absent means 161.
  const rawPort = (input.snmpCreds as { port?: unknown } | null | undefined)?.port;
  if (
    rawPort !== undefined &&
    rawPort !== null &&
    !(Number.isInteger(rawPort) && (rawPort as number) >= 1 && (rawPort as number) <= 65_535)
  ) {
    return { ok: false, message: messages.invalidPort, field: 'snmpCreds.port' };
  }
  const port = typeof rawPort === 'number' && rawPort !== 161 ? { port: rawPort } : {};
  const credentials = (field: string) => {
    const parsed = snmpCredentialsInput.safeParse(input.snmpCreds ?? {});
    return parsed.success ? parsed.data : { error: issueOf(parsed.error, field) };
  };
  switch (action) {
    case 'SNMP_WALK': {
      const ip = ipAddress.safeParse(input.ip ?? '');
      if (!ip.success) return { ok: false, ...issueOf(ip.error, 'ip') };
      const root = canonicalOid(input.snmpWalk?.root?.trim() || SNMP_WALK_DEFAULT_ROOT);
      if (!OID_PATTERN.test(root) || !/^[\d.]+$/.test(root)) {
        return { ok: false, message: messages.invalidOID, field: 'snmpWalk.root' };
      }
      const snmp = credentials('snmpCreds');
      if ('error' in snmp) return { ok: false, ...snmp.error };
      return {
        ok: true,
        action,
        ips: [ip.data],
        params: { kind: 'walk', ip: ip.data, ...port, root, snmp },
      };
    }
    case 'SNMP_DISCOVER': {
      const range = parseIpRange(input.ip ?? '');
      if (!range.ok) return { ok: false, message: range.message, field: 'ip' };
      const list = [
        ...(input.snmpCreds ? [{ field: 'snmpCreds', value: input.snmpCreds }] : []),
        ...(input.snmpCredsList ?? []).map((value, index) => ({
          field: `snmpCredsList.${index}`,
          value,
        })),
      ];
      if (list.length === 0) list.push({ field: 'snmpCreds', value: {} });
      if (list.length > DISCOVERY_CREDENTIALS_MAX) {
        return { ok: false, message: messages.tooManyCredentials, field: 'snmpCredsList' };
      }
      const snmp: SnmpCredentialsInput[] = [];
      for (const { field, value } of list) {
        const parsed = snmpCredentialsInput.safeParse(value ?? {});
        if (!parsed.success) return { ok: false, ...issueOf(parsed.error, field) };
        snmp.push(parsed.data);
      }
      const text = (input.ip ?? '').trim();
      return {
        ok: true,
        action,
        ips: [],
        params: {
          kind: 'discover',
          range: text,
          ...port,
          count: range.range.count,
          snmp,
        },
      };
    }
    case 'UNITY_CONFIG':
    case 'IMPORT_CONFIG': {
      const imported = z.array(importedCardInput).safeParse(input.importedInfo ?? []);
      if (!imported.success) return { ok: false, ...issueOf(imported.error, 'importedInfo') };
      const listed = [...(input.ips ?? []), ...(input.ip ? [input.ip] : [])];
      const ips = [
        ...new Set([...listed.map((ip) => ip.trim()), ...imported.data.map((c) => c.ip)]),
      ];
      if (ips.length === 0) return { ok: false, message: messages.required, field: 'ips' };
      const badIp = ips.findIndex((ip) => !isIPv4(ip));
      if (badIp >= 0) return { ok: false, message: messages.invalidIPv4, field: `ips.${badIp}` };
      if (ips.length > ACTION_IP_BATCH_SIZE) {
        return { ok: false, message: messages.actionIpsTooMany, field: 'ips' };
      }
      const config = cardConfigInput.safeParse(input.cardConfig ?? {});
      if (!config.success) return { ok: false, ...issueOf(config.error, 'cardConfig') };
      const snmp = credentials('snmpCreds');
      if ('error' in snmp) return { ok: false, ...snmp.error };
      const names: Record<string, string> = {};
      for (const card of imported.data) if (card.cardName) names[card.ip] = card.cardName;
      const offset = input.offset ?? 0;
      if (!Number.isInteger(offset) || offset < 0) {
        return { ok: false, message: messages.mustBeNumber, field: 'offset' };
      }
      return {
        ok: true,
        action,
        ips,
        params: { kind: 'config', ips, ...port, offset, snmp, config: config.data, names },
      };
    }
    case 'TEST_CONNECTION': {
      const ip = ipAddress.safeParse(input.ip ?? '');
      if (!ip.success) return { ok: false, ...issueOf(ip.error, 'ip') };
      const protocol = input.probe?.protocol;
      if (protocol !== 'SNMP' && protocol !== 'Modbus') {
        return { ok: false, message: messages.invalidChoice, field: 'probe.protocol' };
      }
      // The device's port: the probe's, else the one given with the SNMP credentials.
      const port =
        input.probe?.port ??
        (protocol === 'SNMP' && typeof rawPort === 'number' ? rawPort : undefined) ??
        DEFAULT_DEVICE_PORTS[protocol];
      if (!Number.isInteger(port) || port < 1 || port > 65_535) {
        return { ok: false, message: messages.invalidPort, field: 'probe.port' };
      }
      if (protocol === 'Modbus') {
        const unitId = input.probe?.slaveID ?? 1;
        if (
          !Number.isInteger(unitId) ||
          unitId < MODBUS_UNIT_ID.min ||
          unitId > MODBUS_UNIT_ID.max
        ) {
          return { ok: false, message: messages.invalidUnitId, field: 'probe.slaveID' };
        }
        return {
          ok: true,
          action,
          ips: [ip.data],
          params: { kind: 'probe', protocol, ip: ip.data, port, unitId },
        };
      }
      const snmp = credentials('snmpCreds');
      if ('error' in snmp) return { ok: false, ...snmp.error };
      return {
        ok: true,
        action,
        ips: [ip.data],
        params: { kind: 'probe', protocol, ip: ip.data, port, snmp },
      };
    }
    case 'MODBUS_READ': {
      const ip = ipAddress.safeParse(input.ip ?? '');
      if (!ip.success) return { ok: false, ...issueOf(ip.error, 'ip') };
      const read = modbusReadInput.safeParse(input.modbusRead ?? {});
      if (!read.success) return { ok: false, ...issueOf(read.error, 'modbusRead') };
      const { port, slaveID, functionCode, startingRegister, count } = read.data;
      return {
        ok: true,
        action,
        ips: [ip.data],
        params: {
          kind: 'read',
          ip: ip.data,
          port: port ?? DEFAULT_DEVICE_PORTS.Modbus,
          unitId: slaveID ?? 1,
          functionCode,
          address: startingRegister,
          count,
        },
      };
    }
    default:
      return { ok: true, action, ips: [], params: { kind: 'none' } };
  }
}
