import { messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, formTotalCents, newQuoteForm, parseQuoteForm } from './quoteForm';
import type { QuoteFormValues } from './quoteForm';
import { quoteEditorTexts } from './partnerTexts';

describe('dollarsToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['$1,200.05', 120005],
    ['0', 0],
    ['', null],
    ['12.345', null],
    ['-3', null],
    ['abc', null],
  ])('%s → %s', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });
});

const form = (changes: Partial<QuoteFormValues>): QuoteFormValues => ({
  ...newQuoteForm('c1'),
  items: [{ kind: 'PLAN', description: 'Plan', quantity: '2', unitPrice: '10.25' }],
  ...changes,
});

describe('parseQuoteForm', () => {
  it('gives the server prices in cents', () => {
    expect(parseQuoteForm(form({ title: ' Site ' }))).toEqual({
      ok: true,
      input: {
        customerID: 'c1',
        title: 'Site',
        planType: '50 DEVICE',
        deviceCount: 50,
        hidden: false,
        priority: 0,
        items: [{ kind: 'PLAN', description: 'Plan', quantity: 2, unitPriceCents: 1025 }],
      },
    });
  });

  it.each([
    ['no customer', { customerID: '' }, 'customerID', messages.required],
    ['no line', { items: [] }, 'items', messages.quoteNeedsItem],
    [
      'more devices than the plan',
      { deviceCount: '51' },
      'deviceCount',
      messages.quoteDevicesOverPlan,
    ],
    [
      'a blank description',
      { items: [{ kind: 'PLAN', description: ' ', quantity: '1', unitPrice: '1' }] },
      'items.0.description',
      messages.required,
    ],
    [
      'a zero quantity',
      { items: [{ kind: 'PLAN', description: 'x', quantity: '0', unitPrice: '1' }] },
      'items.0.quantity',
      messages.quantityAtLeastOne,
    ],
    [
      'a price that is not dollars',
      { items: [{ kind: 'PLAN', description: 'x', quantity: '1', unitPrice: '1.999' }] },
      'items.0.unitPrice',
      quoteEditorTexts.dollarsInvalid,
    ],
  ] as const)('refuses %s', (_case, changes, field, message) => {
    const result = parseQuoteForm(form(changes as Partial<QuoteFormValues>));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field]).toBe(message);
  });

  it('allows any device count on a custom plan', () => {
    expect(parseQuoteForm(form({ planType: 'CUSTOM', deviceCount: '400' })).ok).toBe(true);
  });

  it('totals the lines as typed, a line not yet a number counting as nothing', () => {
    expect(
      formTotalCents([
        { kind: 'PLAN', description: '', quantity: '3', unitPrice: '1.10' },
        { kind: 'SERVICE', description: '', quantity: 'x', unitPrice: '5' },
      ]),
    ).toBe(330);
  });
});
