import {
  ACTION_LABELS,
  ACTION_TIMEOUT_MS,
  actionProgressSchema,
  actionResultSchema,
  actionTimeoutReason,
  isAgentAction,
  type ActionType,
  type NextActionReply,
  type WireAction,
} from '@vigil/domain';
import type { Database } from '../../db/client.js';
import type { LivePublisher } from '../../live/LivePublisher.js';
import { hashGatewayToken, newGatewayToken } from '../gateways/gatewayToken.js';
import {
  createGatewaysRepository,
  type AgentGateway as NetworkRow,
} from '../gateways/gateways.repository.js';
import {
  createGatewayActionsRepository,
  logGatewayEvents,
  type ActionRow,
} from './gatewayActions.repository.js';
import { describeTarget } from './gatewayActions.service.js';

/** A request the agent got wrong: answered 400 with the message. */
export class BadActionRequestError extends Error {
  override name = 'BadActionRequestError';
}

/** An action that is not (or no longer) this gateway's to report on: answered 404. */
export class ActionGoneError extends Error {
  override name = 'ActionGoneError';
}

const labelOf = (row: Pick<ActionRow, 'action'>) =>
  ACTION_LABELS[row.action as ActionType] ?? row.action;

/** The queue an agent takes from: the HA2 node's own, else the gateway's. */
const queueTypeOf = (gateway: NetworkRow) => (gateway.node === 'HA2' ? 'HA2' : 'STD');

/**
 * The agent's side of the action queue (gatewayActionProtocol.ts): the head of the queue, the
 * ack that starts an action once, progress, results and the token of Rotate Certificate; and
 * the server's side of time: REBOOTs completed by a restarted agent's check-in, running actions
 * FAILED past their deadline.
 */
export function createAgentActions(options: {
  db: Database;
  live: LivePublisher;
  log: { error(details: object, message: string): void };
}) {
  const { db, live } = options;
  const repo = createGatewayActionsRepository(db);

  const announce = (gatewayId: number, row: ActionRow) =>
    live.publishGatewayAction({
      gatewayID: String(gatewayId),
      actionID: String(row.id),
      status: row.status,
    });

  async function runningOf(gateway: NetworkRow, id: number): Promise<ActionRow> {
    const row = await repo.ofGateway(gateway.id, id);
    if (!row || row.status !== 'IN_PROGRESS') throw new ActionGoneError('No such running action.');
    return row;
  }

  const log = (gateway: NetworkRow, row: ActionRow, kind: string, message: string) =>
    logGatewayEvents(db, [
      { networkId: gateway.id, customerId: gateway.customerId, actionId: row.id, kind, message },
    ]);

  return {
    async next(gateway: NetworkRow): Promise<NextActionReply> {
      const row = await repo.next(gateway.id, queueTypeOf(gateway));
      if (!row) return { action: null };
      if (!isAgentAction(row.action)) return { action: null };
      const action: WireAction = {
        id: row.id,
        action: row.action,
        params: row.params as WireAction['params'],
      };
      return { action };
    },

    /** PENDING → IN_PROGRESS once; any later ack of the same action answers run: false. */
    async ack(gateway: NetworkRow, id: number) {
      const found = await repo.ofGateway(gateway.id, id);
      if (!found) throw new ActionGoneError('No such action.');
      if (!isAgentAction(found.action)) return { run: false };
      const row = await repo.start(gateway.id, id, ACTION_TIMEOUT_MS[found.action]);
      if (!row) return { run: false };
      await log(gateway, row, 'ACTION_STARTED', `${labelOf(row)}${describeTarget(row)} started.`);
      announce(gateway.id, row);
      return { run: true };
    },

    async progress(gateway: NetworkRow, id: number, body: unknown) {
      const parsed = actionProgressSchema.safeParse(body);
      if (!parsed.success) throw new BadActionRequestError('The progress report is not valid.');
      const row = await repo.ofGateway(gateway.id, id);
      if (!row) throw new ActionGoneError('No such action.');
      if (row.status !== 'IN_PROGRESS') return { cancelled: true };
      const { scanned, total, found } = parsed.data;
      const progress = { scanned, total, ...(await repo.progress(id, { scanned, total }, found)) };
      live.publishGatewayAction({
        gatewayID: String(gateway.id),
        actionID: String(id),
        status: 'IN_PROGRESS',
        progress,
      });
      return { cancelled: false };
    },

    /** Rotate Certificate: a new token, accepted beside the old one until the agent uses it. */
    async rotateToken(gateway: NetworkRow, id: number) {
      const row = await runningOf(gateway, id);
      if (row.action !== 'RENEW_IOT_CERT') {
        throw new BadActionRequestError('Only a Rotate Certificate action gets a new token.');
      }
      const token = newGatewayToken();
      await createGatewaysRepository(db).setPendingTokenHash(
        gateway.id,
        hashGatewayToken(token),
        gateway.node,
      );
      return { token };
    },

    /** SUCCESS or FAILED with what the agent reported, once; a repeat answers recorded: false. */
    async result(gateway: NetworkRow, id: number, body: unknown) {
      const parsed = actionResultSchema.safeParse(body);
      if (!parsed.success) throw new BadActionRequestError('The action result is not valid.');
      const found = await repo.ofGateway(gateway.id, id);
      if (!found) throw new ActionGoneError('No such action.');
      const result = parsed.data;
      const row = await db.transaction(async (tx) => {
        const finished = await createGatewayActionsRepository(tx).finish(id, result);
        if (finished) {
          await logGatewayEvents(tx, [
            {
              networkId: gateway.id,
              customerId: gateway.customerId,
              actionId: id,
              kind: result.status === 'SUCCESS' ? 'ACTION_SUCCEEDED' : 'ACTION_FAILED',
              message:
                result.status === 'SUCCESS'
                  ? `${labelOf(finished)}${describeTarget(finished)} succeeded.`
                  : `${labelOf(finished)}${describeTarget(finished)} failed: ${result.error ?? 'no reason given'}`,
            },
          ]);
        }
        return finished;
      });
      if (!row) return { recorded: false };
      announce(gateway.id, row);
      return { recorded: true };
    },

    /** An agent process newer than the last one seen: the REBOOTs it restarted for are done. */
    async agentRestarted(gateway: NetworkRow, started: Date) {
      for (const row of await repo.completeReboots(gateway.id, queueTypeOf(gateway), started)) {
        await log(
          gateway,
          row,
          'ACTION_SUCCEEDED',
          `${labelOf(row)} succeeded: the gateway is back.`,
        );
        announce(gateway.id, row);
      }
    },

    /** A BACKUP node took over polling from a silent MASTER: in the gateway's log. */
    async failedOver(gateway: NetworkRow, haStatus: string) {
      const other = gateway.node === 'HA1' ? 'HA2' : 'HA1';
      await logGatewayEvents(db, [
        {
          networkId: gateway.id,
          customerId: gateway.customerId,
          kind: 'HA_FAILOVER',
          message: `Node ${gateway.node} took over polling: node ${other} stopped checking in. Node HA1 is now ${haStatus}.`,
        },
      ]);
    },

    /** Running actions past their deadline become FAILED with the reason. */
    async expire() {
      const expired = await repo.expire((action) =>
        isAgentAction(action) ? actionTimeoutReason(action) : 'Timed out.',
      );
      for (const row of expired) {
        await logGatewayEvents(db, [
          {
            networkId: row.networkId,
            customerId: row.customerId,
            actionId: row.id,
            kind: 'ACTION_FAILED',
            message: `${labelOf(row)}${describeTarget(row)} failed: ${row.error}`,
          },
        ]);
        announce(row.networkId, row);
      }
      return expired.length;
    },

    /** Pending actions of the gateway's queue: the agent is told there is work when it connects. */
    pending: (gateway: NetworkRow) => repo.pendingCount(gateway.id, queueTypeOf(gateway)),
  };
}

export type AgentActions = ReturnType<typeof createAgentActions>;
