import { describe, expect, it } from 'vitest';
import {
  BILLING_ORDER_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_IN_PROGRESS,
  TECHNICIAN_ORDER_STATUSES,
  nextOrderStatus,
} from './orders.js';
import type { OrderStatus } from './orders.js';

describe('order statuses', () => {
  it.each<[OrderStatus | null, OrderStatus | null]>([
    [null, 'Ordered'],
    ['Ordered', 'Received'],
    ['Received', 'Configured'],
    ['Configured', 'Shipped'],
    ['Shipped', 'Installed'],
    ['Installed', 'Complete'],
    ['Complete', 'Billed'],
    ['Billed', null],
  ])('after %s comes %s', (current, next) => {
    expect(nextOrderStatus(current)).toBe(next);
  });

  it('names each status while in progress and splits them between technician and billing', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_IN_PROGRESS[s])).toEqual([
      'Ordering',
      'Receiving',
      'Configuring',
      'Shipping',
      'Installing',
      'Completing',
      'Billing',
    ]);
    expect([...TECHNICIAN_ORDER_STATUSES, ...BILLING_ORDER_STATUSES].sort()).toEqual(
      [...ORDER_STATUSES].sort(),
    );
  });
});
