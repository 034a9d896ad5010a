// Partner project orders (spec access §4): the status sequence and its working forms.

export const ORDER_STATUSES = [
  'Ordered',
  'Received',
  'Configured',
  'Shipped',
  'Installed',
  'Complete',
  'Billed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What each status is called while it is being worked on. */
export const ORDER_STATUS_IN_PROGRESS: Record<OrderStatus, string> = {
  Ordered: 'Ordering',
  Received: 'Receiving',
  Configured: 'Configuring',
  Shipped: 'Shipping',
  Installed: 'Installing',
  Complete: 'Completing',
  Billed: 'Billing',
};

/** The statuses a technician sets, and those billing sets. */
export const TECHNICIAN_ORDER_STATUSES = ['Configured', 'Installed', 'Complete'] as const;
export const BILLING_ORDER_STATUSES = ['Ordered', 'Received', 'Shipped', 'Billed'] as const;

/** The next status of an order, or null once it is billed. */
export function nextOrderStatus(current: OrderStatus | null): OrderStatus | null {
  if (current === null) return ORDER_STATUSES[0];
  return ORDER_STATUSES[ORDER_STATUSES.indexOf(current) + 1] ?? null;
}
