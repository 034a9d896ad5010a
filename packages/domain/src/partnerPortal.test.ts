import { describe, expect, it } from 'vitest';
import {
  PLAN_DEVICE_LIMITS,
  formatCents,
  isOverLicense,
  lastReachedStatus,
  licenseRenewsOn,
  quoteSchema,
  quoteTotalCents,
  settableOrderStatuses,
} from './partnerPortal.js';
import type { PartnerActor } from './partnerPortal.js';

const actor = (overrides: Partial<PartnerActor> = {}): PartnerActor => ({
  isSuper: false,
  partnerAdmin: false,
  partnerRoles: [],
  ...overrides,
});

describe('order statuses by role', () => {
  const technician = actor({ partnerRoles: ['technician'] });
  const billing = actor({ partnerRoles: ['billing'] });
  it.each<[string, PartnerActor, string[], string[]]>([
    ['billing orders', billing, [], ['Ordered']],
    ['a technician cannot order', technician, [], []],
    ['billing receives', billing, ['Ordered'], ['Received']],
    ['a technician configures', technician, ['Ordered', 'Received'], ['Configured']],
    ['billing cannot configure', billing, ['Ordered', 'Received'], []],
    ['billing ships', billing, ['Ordered', 'Received', 'Configured'], ['Shipped']],
    [
      'a technician installs',
      technician,
      ['Ordered', 'Received', 'Configured', 'Shipped'],
      ['Installed'],
    ],
    [
      'a technician completes',
      technician,
      ['Ordered', 'Received', 'Configured', 'Shipped', 'Installed'],
      ['Complete'],
    ],
    [
      'billing bills',
      billing,
      ['Ordered', 'Received', 'Configured', 'Shipped', 'Installed', 'Complete'],
      ['Billed'],
    ],
    [
      'nothing after Billed',
      actor({ isSuper: true }),
      ['Ordered', 'Received', 'Configured', 'Shipped', 'Installed', 'Complete', 'Billed'],
      [],
    ],
    [
      'a partner admin sets any next one',
      actor({ partnerAdmin: true }),
      ['Ordered', 'Received'],
      ['Configured'],
    ],
    ['no roles, nothing', actor(), ['Ordered'], []],
  ])('%s', (_name, who, reached, settable) => {
    expect(settableOrderStatuses(who, reached)).toEqual(settable);
  });

  it('reads the last status reached in the spec order, whatever order they are listed in', () => {
    expect(lastReachedStatus(['Received', 'Ordered'])).toBe('Received');
    expect(lastReachedStatus([])).toBeNull();
  });
});

describe('quotes', () => {
  const line = {
    kind: 'PLAN' as const,
    description: '100 devices, one year',
    quantity: 1,
    unitPriceCents: 240000,
  };
  it('totals its lines', () => {
    expect(quoteTotalCents([line, { quantity: 3, unitPriceCents: 45050 }])).toBe(375150);
    expect(formatCents(375150)).toBe('$3,751.50');
  });

  it.each<[string, object, string | null]>([
    ['a plan within its tier', { planType: '100 DEVICE', deviceCount: 100, items: [line] }, null],
    [
      'more devices than the tier',
      { planType: '50 DEVICE', deviceCount: 51, items: [line] },
      'More devices than the plan covers: choose a larger plan or Custom.',
    ],
    ['custom, any count', { planType: 'CUSTOM', deviceCount: 900, items: [line] }, null],
    [
      'no lines',
      { planType: 'CUSTOM', deviceCount: 900, items: [] },
      'Add at least one line to the quote.',
    ],
    [
      'a zero quantity',
      { planType: 'CUSTOM', deviceCount: 1, items: [{ ...line, quantity: 0 }] },
      'Must be at least 1.',
    ],
  ])('%s', (_name, input, message) => {
    const parsed = quoteSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('knows the devices each tier covers', () => {
    expect([
      PLAN_DEVICE_LIMITS['50 DEVICE'],
      PLAN_DEVICE_LIMITS['150 DEVICE'],
      PLAN_DEVICE_LIMITS.CUSTOM,
    ]).toEqual([50, 150, null]);
  });
});

describe('licences', () => {
  it.each([
    ['2026-03-10', '2026-11-28', '2027-03-10'],
    ['2025-03-10', '2026-11-28', '2027-03-10'],
    ['2024-11-28', '2026-11-28', '2026-11-28'],
    ['2024-02-29', '2025-01-01', '2025-02-28'],
    ['2024-02-29', '2027-06-01', '2028-02-29'],
  ])('starting %s, seen on %s, renews on %s', (start, today, renews) => {
    expect(licenseRenewsOn(start, today)).toBe(renews);
  });

  it('flags more devices in use than the plan covers', () => {
    expect(isOverLicense(50, 51)).toBe(true);
    expect(isOverLicense(50, 50)).toBe(false);
    expect(isOverLicense(null, 5000)).toBe(false);
  });
});
