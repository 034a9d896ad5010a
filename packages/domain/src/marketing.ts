// Public marketing forms of spec access §3, §4 and §5: demo, pricing and partnership requests.
import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';
import { isEmail, isPhone } from './validation.js';

export const MARKETING_REQUEST_TYPES = ['demo', 'Pricing', 'Partnership Info'] as const;
export type MarketingRequestType = (typeof MARKETING_REQUEST_TYPES)[number];

/** Pricing plan tiers; UNKNOWN when none is chosen. */
export const PLAN_TIERS = ['50 DEVICE', '100 DEVICE', '150 DEVICE', 'CUSTOM'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export type PlanType = PlanTier | 'UNKNOWN';

/** Choose Plan selects a plan, or deselects it when it is the one already chosen. */
export function togglePlan(selected: PlanTier | null, plan: PlanTier): PlanTier | null {
  return selected === plan ? null : plan;
}

export function planTypeFor(selected: PlanTier | null): PlanType {
  return selected ?? 'UNKNOWN';
}

/** The demo button's words through its request: idle, fetching, success. */
export const DEMO_BUTTON_LABELS = {
  idle: 'Show me More',
  fetching: 'Requesting...',
  success: 'Demo Requested',
} as const;

/**
 * Demo, pricing and partnership requests: name, e-mail and captcha required, phone checked only
 * if given. `title` is the hidden honeypot: see isHoneypotFilled.
 */
export const demoRequestSchema = z.object({
  name: requiredText(messages.demoNameRequired),
  email: requiredText(messages.demoEmailRequired).refine(isEmail, messages.invalidEmail),
  company: optionalText(),
  phone: optionalText().refine((p) => p === undefined || isPhone(p), messages.invalidPhone),
  allowedToken: requiredText(messages.mustBeHuman),
  type: z.enum(MARKETING_REQUEST_TYPES).default('demo'),
  planType: z.enum([...PLAN_TIERS, 'UNKNOWN']).default('UNKNOWN'),
  notes: optionalText(),
  title: z.string().nullish(),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;

/** A filled honeypot means a robot: the form is silently not sent. */
export function isHoneypotFilled(form: { title?: string | null }): boolean {
  return (form.title ?? '').length > 0;
}
