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
