import {
  ACTION_LABELS,
  type ActionProgress,
  type ActionResult,
  type AgentAction,
  type WireAction,
  type WireActionParams,
} from '@vigil/domain';
import { failed, succeeded } from './actionResults.js';
import { configureCards } from './configureCards.js';
import { findEquipment } from './findEquipment.js';
import { gatewayMeta, type AgentFacts } from './gatewayMeta.js';
import { MODBUS_READ_TIMEOUT_MS, modbusRead } from './modbusRead.js';
import { realDeviceClients } from './pollEquipment.js';
import { snmpWalkAction } from './snmpWalkAction.js';
import { TEST_CONNECTION_TIMEOUT_MS, testConnection } from './testConnection.js';
import type { TokenStore } from './TokenStore.js';
import type { Uplink } from './Uplink.js';

/** What one poll did, for Poll: per equipment, a line each. */
export interface PollSummary {
  equipment: number;
  answered: number;
  /** Equipment that did not answer. */
  silent: number;
  readings: number;
  /** 'UPS (Modbus 10.0.0.1:502): 2 readings', one per equipment, secrets masked. */
  lines: string[];
}

/** What the agent lends its actions. */
export interface ActionHost {
  /** Poll now through the agent's own poll path; undefined when it has no config yet. */
  poll(): Promise<PollSummary | undefined>;
  facts(): AgentFacts;
  /** The agent's recent log lines. */
  logs(): string;
  /** Restart the agent's process; undefined when it cannot (it runs inside another process). */
  restart: (() => void) | undefined;
  /** Where a rotated token is kept; undefined when the agent was given no token of its own. */
  tokens: TokenStore | undefined;
}

/** A request of one action to the server, retried with backoff until it is answered. */
export type AskOutcome<T> =
  { ok: true; value: T } | { ok: false; why: 'gone' | 'rejected' | 'stopped'; message: string };

export interface ActionContext {
  action: WireAction;
  /** Aborts when the server cancels the action, when it runs out of time or the agent stops. */
  signal: AbortSignal;
  host: ActionHost;
  uplink: Uplink;
  ask<T>(request: () => Promise<T>): Promise<AskOutcome<T>>;
  /** Report progress; 'stop' when the server cancelled or deleted the action. */
  report(progress: ActionProgress, options: { retry: boolean }): Promise<'ok' | 'stop' | 'failed'>;
  progressEveryMs: number;
}

/**
 * What performing an action came to: a result to report; `restart` (REBOOT: the agent restarts
 * and reports nothing, the server completes the action when the agent checks in again); or
 * `stopped` (the server cancelled or deleted it: nothing to report).
 */
export type ActionOutcome = ActionResult | 'restart' | 'stopped';

export type ActionKinds = Record<AgentAction, (context: ActionContext) => Promise<ActionOutcome>>;

/** The action's parameters when they are of the kind it needs, else undefined. */
function paramsOf<K extends WireActionParams['kind']>(
  action: WireAction,
  kind: K,
): Extract<WireActionParams, { kind: K }> | undefined {
  const { params } = action;
  return params.kind === kind ? (params as Extract<WireActionParams, { kind: K }>) : undefined;
}

const wrongParams = (action: WireAction) =>
  failed(`${ACTION_LABELS[action.action]} needs other parameters than '${action.params.kind}'.`);

async function runPoll({ host }: ActionContext): Promise<ActionOutcome> {
  const summary = await host.poll();
  if (!summary)
    return failed('The gateway has no configuration from the server yet: nothing to poll.');
  const head = `Polled ${summary.equipment} equipment: ${summary.answered} answered, ${summary.silent} did not; ${summary.readings} readings taken.`;
  return succeeded([head, ...summary.lines].join('\n'));
}

async function rotateToken({ action, host, uplink, ask }: ActionContext): Promise<ActionOutcome> {
  if (!host.tokens)
    return failed('This gateway agent was started without a token of its own to rotate.');
  const reply = await ask(() => uplink.rotateToken(action.id));
  if (!reply.ok) return reply.why === 'gone' ? 'stopped' : failed(`No new token: ${reply.message}`);
  try {
    await host.tokens.save(reply.value.token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failed(
      `The new token could not be kept on disk (${reason}); the gateway keeps its current token.`,
    );
  }
  uplink.useToken(reply.value.token);
  return succeeded('The gateway authenticates with its new token from now on.');
}

/** Every kind the agent performs (AGENT_ACTIONS), by name. */
export const ACTION_KINDS: ActionKinds = {
  RUN_POLL: runPoll,
  GATEWAY_META: async ({ host }) => {
    const meta = gatewayMeta(host.facts());
    return succeeded(`Collected ${Object.keys(meta).length} facts about the gateway.`, { meta });
  },
  SEND_LOGS: async ({ host }) => {
    const content = host.logs();
    const lines = content === '' ? 0 : content.split('\n').length - 1;
    return succeeded(`Sent the agent's last ${lines} log lines.`, {
      files: [{ name: 'agent.log', content }],
    });
  },
  REBOOT: async ({ host }) =>
    host.restart
      ? 'restart'
      : failed('This gateway agent runs inside another process and cannot restart itself.'),
  RENEW_IOT_CERT: rotateToken,
  SNMP_WALK: async ({ action, signal }) => {
    const params = paramsOf(action, 'walk');
    return params ? snmpWalkAction(params, signal) : wrongParams(action);
  },
  SNMP_DISCOVER: async ({ action, signal, report, progressEveryMs }) => {
    const params = paramsOf(action, 'discover');
    return params
      ? findEquipment(params, { signal, report, progressEveryMs })
      : wrongParams(action);
  },
  UNITY_CONFIG: async ({ action, signal }) => {
    const params = paramsOf(action, 'config');
    return params ? configureCards(params, signal) : wrongParams(action);
  },
  IMPORT_CONFIG: async ({ action, signal }) => {
    const params = paramsOf(action, 'config');
    return params ? configureCards(params, signal) : wrongParams(action);
  },
  TEST_CONNECTION: async ({ action }) => {
    const params = paramsOf(action, 'probe');
    return params
      ? testConnection(params, realDeviceClients(TEST_CONNECTION_TIMEOUT_MS))
      : wrongParams(action);
  },
  MODBUS_READ: async ({ action }) => {
    const params = paramsOf(action, 'read');
    return params
      ? modbusRead(params, realDeviceClients(MODBUS_READ_TIMEOUT_MS))
      : wrongParams(action);
  },
};
