import { ACTION_STATUSES } from '@vigil/domain';
import type { ActionStatus } from '@vigil/domain';
import type { GatewayActionFieldsFragment } from '../../graphql/generated/graphql';
import { gatewayActionTexts as texts } from './gatewayActionTexts';

export type GatewayActionItem = GatewayActionFieldsFragment;

/** The API's status as the domain's; an unknown one (a newer server) counts as finished. */
export function actionStatusOf(status: string): ActionStatus {
  return (ACTION_STATUSES as readonly string[]).includes(status)
    ? (status as ActionStatus)
    : 'CANCELLED';
}

/** Pending and running actions are the queue; the rest are finished. */
export function isUnfinished(item: Pick<GatewayActionItem, 'status'>): boolean {
  const status = actionStatusOf(item.status);
  return status === 'PENDING' || status === 'IN_PROGRESS';
}

/** What the action acts on: its address, a range, several addresses, or the gateway itself. */
export function actionTarget(item: Pick<GatewayActionItem, 'ip' | 'ips'>): string {
  const [first, ...rest] = item.ips;
  if (first !== undefined && (rest.length > 0 || !item.ip)) {
    return rest.length > 0 ? texts.moreIps(first, rest.length) : first;
  }
  return item.ip ?? texts.gatewayItself;
}

/** The items in the order the user last gave, while that order is being saved. */
export function inOrder<T extends { id: string }>(
  items: readonly T[],
  order: readonly string[] | null,
) {
  if (!order) return items;
  const place = new Map(order.map((id, index) => [id, index]));
  return [...items].sort(
    (a, b) =>
      (place.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (place.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** The node of an HA pair whose queue is shown and added to: node 1 (HA1) or node 2 (HA2). */
export type QueueNode = 'HA1' | 'HA2';

/** The gatewayType of a node's queue: HA2 keeps its own; node 1 is the gateway's (STD or HA1). */
export function queueTypeOf(gateway: { gwType: string }, node: QueueNode): string {
  return gateway.gwType === 'HA1' && node === 'HA2' ? 'HA2' : gateway.gwType;
}

/**
 * The HA role of the node shown: node 1's is the gateway's haStatus; node 2's is the pair's
 * report of it, or else the other role, since one node of a pair is MASTER and the other BACKUP.
 */
export function nodeRoleOf(
  gateway: { gwType: string; haStatus: string },
  node: QueueNode,
  haNodes: readonly { node: string; role: string }[] = [],
): string {
  if (gateway.gwType !== 'HA1' || node === 'HA1') return gateway.haStatus;
  const reported = haNodes.find((entry) => entry.node === 'HA2')?.role;
  if (reported) return reported;
  return gateway.haStatus === 'MASTER' ? 'BACKUP' : gateway.haStatus === 'BACKUP' ? 'MASTER' : '';
}
