// The partner portal's rules (spec access §3 proposal, site survey, order; §4 project order
// statuses; §9 plans): who sets which order status, quote lines and totals, plans and licences.
import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import { PLAN_TIERS } from './marketing.js';
import type { PlanType } from './marketing.js';
import { messages } from './messages.js';
import {
  BILLING_ORDER_STATUSES,
  ORDER_STATUSES,
  TECHNICIAN_ORDER_STATUSES,
  nextOrderStatus,
} from './orders.js';
import type { OrderStatus } from './orders.js';
import { isEmail } from './validation.js';

/** Roles a partner's user may hold in the portal; a partner admin holds them all. */
export const PARTNER_ROLES = ['technician', 'billing'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export interface PartnerActor {
  isSuper: boolean;
  partnerAdmin: boolean;
  partnerRoles: readonly string[];
}

/** The statuses an actor's roles cover: technicians their subset, billing theirs, admins all. */
export function statusesOfRoles(actor: PartnerActor): readonly OrderStatus[] {
  if (actor.isSuper || actor.partnerAdmin) return ORDER_STATUSES;
  const covered = new Set<OrderStatus>();
  if (actor.partnerRoles.includes('technician'))
    TECHNICIAN_ORDER_STATUSES.forEach((s) => covered.add(s));
  if (actor.partnerRoles.includes('billing')) BILLING_ORDER_STATUSES.forEach((s) => covered.add(s));
  return ORDER_STATUSES.filter((s) => covered.has(s));
}

/** The last status an order reached, from the statuses it has dates for; null before Ordered. */
export function lastReachedStatus(reached: readonly string[]): OrderStatus | null {
  let last: OrderStatus | null = null;
  for (const status of ORDER_STATUSES) if (reached.includes(status)) last = status;
  return last;
}

/**
 * What an actor may set now: statuses are reached in order, so only the next one, and only when
 * the actor's roles cover it.
 */
export function settableOrderStatuses(
  actor: PartnerActor,
  reached: readonly string[],
): OrderStatus[] {
  const next = nextOrderStatus(lastReachedStatus(reached));
  return next !== null && statusesOfRoles(actor).includes(next) ? [next] : [];
}

/** Devices each plan tier covers (§9); a custom plan names its own count. */
export const PLAN_DEVICE_LIMITS: Readonly<Record<PlanType, number | null>> = {
  '50 DEVICE': 50,
  '100 DEVICE': 100,
  '150 DEVICE': 150,
  CUSTOM: null,
  UNKNOWN: null,
};

export const QUOTE_ITEM_KINDS = ['PLAN', 'GATEWAY', 'SERVICE'] as const;
export type QuoteItemKind = (typeof QUOTE_ITEM_KINDS)[number];

export const QUOTE_LIMITS = {
  items: 100,
  quantity: 1_000_000,
  /** $1,000,000.00 a unit. */
  unitPriceCents: 100_000_000,
  deviceCount: 1_000_000,
} as const;

export const quoteItemSchema = z.object({
  kind: z.enum(QUOTE_ITEM_KINDS),
  description: requiredText(),
  quantity: z.number().int().min(1, messages.quantityAtLeastOne).max(QUOTE_LIMITS.quantity),
  unitPriceCents: z.number().int().min(0).max(QUOTE_LIMITS.unitPriceCents),
});

export const quoteSchema = z
  .object({
    title: optionalText(),
    planType: z.enum([...PLAN_TIERS, 'UNKNOWN']),
    deviceCount: z.number().int().min(0).max(QUOTE_LIMITS.deviceCount),
    hidden: z.boolean().nullish(),
    priority: z.number().int().min(0).max(2).nullish(),
    items: z.array(quoteItemSchema).min(1, messages.quoteNeedsItem).max(QUOTE_LIMITS.items),
  })
  .refine(
    (q) => {
      const limit = PLAN_DEVICE_LIMITS[q.planType];
      return limit === null || q.deviceCount <= limit;
    },
    { message: messages.quoteDevicesOverPlan, path: ['deviceCount'] },
  );
export type QuoteFormInput = z.input<typeof quoteSchema>;

export const itemTotalCents = (item: { quantity: number; unitPriceCents: number }): number =>
  item.quantity * item.unitPriceCents;

export const quoteTotalCents = (items: readonly { quantity: number; unitPriceCents: number }[]) =>
  items.reduce((sum, item) => sum + itemTotalCents(item), 0);

/** Cents as dollars for quotes: 123456 → $1,234.56. */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export const SURVEY_LIMITS = { equipment: 200, quantity: 100_000 } as const;

export const surveyEquipmentSchema = z.object({
  id: z.string().nullish(),
  name: requiredText(),
  quantity: z.number().int().min(1, messages.quantityAtLeastOne).max(SURVEY_LIMITS.quantity),
});

export const siteSurveySchema = z.object({
  siteName: optionalText(),
  siteContactName: optionalText(),
  siteContactEmail: optionalText().refine(
    (e) => e === undefined || isEmail(e),
    messages.invalidEmail,
  ),
  equipment: z.array(surveyEquipmentSchema).max(SURVEY_LIMITS.equipment),
});

export const publicSurveySchema = z.object({
  progress: z.number().int().min(0).max(100),
  feedback: optionalText(),
  equipment: z.array(surveyEquipmentSchema).max(SURVEY_LIMITS.equipment),
  submit: z.boolean().nullish(),
});

/** A licence renews every year on its start's anniversary: the first one on or after `today`. */
export function licenseRenewsOn(startsOn: string, today: string): string {
  const [y, m, d] = startsOn.split('-').map(Number) as [number, number, number];
  const anniversary = (year: number) => {
    // 29 February renews on 28 February in other years.
    const day = Math.min(d, new Date(Date.UTC(year, m, 0)).getUTCDate());
    return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  let year = y + 1;
  while (anniversary(year) < today) year += 1;
  return anniversary(year);
}

export const isOverLicense = (deviceLimit: number | null, devicesInUse: number): boolean =>
  deviceLimit !== null && devicesInUse > deviceLimit;
