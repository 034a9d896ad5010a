// The quote editor's form: what the fields hold (text, prices in dollars) and how it becomes the
// QuoteInput the server takes (prices in cents), checked with the domain's quoteSchema.
import { PLAN_DEVICE_LIMITS, messages, quoteSchema, quoteTotalCents } from '@vigil/domain';
import type { PlanType, QuoteItemKind } from '@vigil/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { QuoteFieldsFragment, QuoteInput } from '../../graphql/generated/graphql';
import { quoteEditorTexts } from './partnerTexts';

export interface QuoteItemFormValues {
  kind: QuoteItemKind;
  description: string;
  quantity: string;
  /** Dollars, as typed: 12.50 */
  unitPrice: string;
}

export interface QuoteFormValues {
  customerID: string;
  title: string;
  planType: PlanType;
  deviceCount: string;
  hidden: boolean;
  priority: string;
  items: QuoteItemFormValues[];
}

export const emptyQuoteItem = (kind: QuoteItemKind = 'PLAN'): QuoteItemFormValues => ({
  kind,
  description: '',
  quantity: '1',
  unitPrice: '',
});

export function newQuoteForm(customerID: string): QuoteFormValues {
  return {
    customerID,
    title: '',
    planType: '50 DEVICE',
    deviceCount: String(PLAN_DEVICE_LIMITS['50 DEVICE']),
    hidden: false,
    priority: '0',
    items: [emptyQuoteItem()],
  };
}

export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** Dollars as typed (12, 12.5, 12.50, 1,200.00) in cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{0,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const wholeNumber = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null;

export function quoteFormFrom(quote: QuoteFieldsFragment): QuoteFormValues {
  return {
    customerID: quote.customerID,
    title: quote.title ?? '',
    planType: quote.planType as PlanType,
    deviceCount: String(quote.deviceCount),
    hidden: quote.hidden,
    priority: String(quote.priority),
    items: quote.items.map((item) => ({
      kind: item.kind as QuoteItemKind,
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: centsToDollars(item.unitPriceCents),
    })),
  };
}

/** The live total of the lines as typed; a line not yet a number counts as nothing. */
export function formTotalCents(items: readonly QuoteItemFormValues[]): number {
  return quoteTotalCents(
    items.map((item) => ({
      quantity: wholeNumber(item.quantity) ?? 0,
      unitPriceCents: dollarsToCents(item.unitPrice) ?? 0,
    })),
  );
}

export function lineTotalCents(item: QuoteItemFormValues): number {
  return formTotalCents([item]);
}

export type QuoteFormResult =
  { ok: true; input: QuoteInput } | { ok: false; errors: Record<string, string> };

/**
 * The form as the server's QuoteInput, or the message of each field that is wrong, keyed by the
 * form's field path (items.0.unitPrice).
 */
export function parseQuoteForm(values: QuoteFormValues): QuoteFormResult {
  const errors: Record<string, string> = {};
  if (!values.customerID) errors['customerID'] = messages.required;
  const deviceCount = wholeNumber(values.deviceCount);
  if (deviceCount === null) errors['deviceCount'] = quoteEditorTexts.wholeNumber;
  const items = values.items.map((item, index) => {
    const quantity = wholeNumber(item.quantity);
    if (quantity === null) errors[`items.${index}.quantity`] = quoteEditorTexts.wholeNumber;
    const unitPriceCents = dollarsToCents(item.unitPrice);
    if (unitPriceCents === null)
      errors[`items.${index}.unitPrice`] = quoteEditorTexts.dollarsInvalid;
    return {
      kind: item.kind,
      description: item.description,
      quantity: quantity ?? 1,
      unitPriceCents: unitPriceCents ?? 0,
    };
  });
  const parsed = quoteSchema.safeParse({
    title: values.title,
    planType: values.planType,
    deviceCount: deviceCount ?? 0,
    hidden: values.hidden,
    priority: Number(values.priority),
    items,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      if (path[0] === 'items' && path.length === 1) {
        errors['items'] ??= issue.message;
        continue;
      }
      if (path[0] === 'items' && path[2] === 'unitPriceCents') path[2] = 'unitPrice';
      errors[path.join('.')] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  const quote = parsed.data;
  return {
    ok: true,
    input: {
      customerID: values.customerID,
      title: quote.title ?? null,
      planType: quote.planType,
      deviceCount: quote.deviceCount,
      hidden: quote.hidden ?? false,
      priority: quote.priority ?? 0,
      items: quote.items,
    },
  };
}

/** react-hook-form's resolver over parseQuoteForm: the errors nested by field path. */
export const quoteFormResolver: Resolver<QuoteFormValues, unknown, QuoteInput> = (values) => {
  const result = parseQuoteForm(values);
  if (result.ok) return { values: result.input, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(result.errors)) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    const last = keys[keys.length - 1] as string;
    // The list's own error (no line) sits at items.root, as useFieldArray reads it.
    if (path === 'items') errors['items'] = { root: { type: 'validate', message } };
    else node[last] = { type: 'validate', message };
  }
  return { values: {}, errors: errors as FieldErrors<QuoteFormValues> };
};
