import { describe, expect, it } from 'vitest';
import { formErrors } from './fields.js';
import { demoRequestSchema, isHoneypotFilled, planTypeFor, togglePlan } from './marketing.js';
import type { PlanTier } from './marketing.js';
import { messages } from './messages.js';

const request = { name: 'Ada', email: 'ada@acme.com', allowedToken: 'captcha-ok' };

describe('demoRequestSchema', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [request, {}],
    [{ ...request, phone: '' }, {}],
    [
      {
        ...request,
        phone: '555 123 4567',
        company: 'Acme',
        type: 'Pricing',
        planType: '100 DEVICE',
      },
      {},
    ],
    [
      {},
      {
        name: messages.demoNameRequired,
        email: messages.demoEmailRequired,
        allowedToken: messages.mustBeHuman,
      },
    ],
    [{ ...request, email: 'ada@' }, { email: messages.invalidEmail }],
    [{ ...request, phone: '12345' }, { phone: messages.invalidPhone }],
    [{ ...request, allowedToken: '' }, { allowedToken: messages.mustBeHuman }],
  ])('%j gives %j', (input, expected) => {
    expect(formErrors(demoRequestSchema, input)).toEqual(expected);
  });

  it('defaults to a demo request without a plan', () => {
    const parsed = demoRequestSchema.parse(request);
    expect([parsed.type, parsed.planType]).toEqual(['demo', 'UNKNOWN']);
  });
});

describe('honeypot', () => {
  it.each([
    [{}, false],
    [{ title: '' }, false],
    [{ title: null }, false],
    [{ title: 'Dr' }, true],
  ])('%j → filled %s', (form, filled) => {
    expect(isHoneypotFilled(form)).toBe(filled);
    expect(demoRequestSchema.safeParse({ ...request, ...form }).success).toBe(true);
  });
});

describe('Choose Plan', () => {
  it.each<[PlanTier | null, PlanTier, PlanTier | null]>([
    [null, '50 DEVICE', '50 DEVICE'],
    ['50 DEVICE', '100 DEVICE', '100 DEVICE'],
    ['100 DEVICE', '100 DEVICE', null],
    ['CUSTOM', 'CUSTOM', null],
  ])('%s then %s → %s', (selected, plan, expected) => {
    expect(togglePlan(selected, plan)).toBe(expected);
  });

  it.each<[PlanTier | null, string]>([
    [null, 'UNKNOWN'],
    ['150 DEVICE', '150 DEVICE'],
  ])('%s is sent as %s', (selected, planType) => {
    expect(planTypeFor(selected)).toBe(planType);
  });
});
