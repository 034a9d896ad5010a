import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formErrors,
  optionalNumber,
  optionalText,
  requiredChoice,
  requiredNumber,
  requiredText,
  requiredWholeNumber,
} from './fields.js';
import { messages } from './messages.js';

const form = z.object({
  name: requiredText(),
  note: optionalText(),
  count: requiredNumber(),
  scale: optionalNumber(),
  index: requiredWholeNumber(1),
  kind: requiredChoice(['a', 'b']),
});
const valid = { name: 'x', count: 1, index: 1, kind: 'a' };

describe('form fields', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', valid, {}],
    ['numbers as text', { ...valid, count: ' 2.5 ', scale: '-1e3', index: '3' }, {}],
    ['blank optional fields', { ...valid, note: '  ', scale: '' }, {}],
    ['null optional fields', { ...valid, note: null, scale: null }, {}],
    [
      'everything missing',
      {},
      {
        name: messages.required,
        count: messages.required,
        index: messages.required,
        kind: messages.required,
      },
    ],
    ['blank required text', { ...valid, name: '   ' }, { name: messages.required }],
    ['blank required number', { ...valid, count: '' }, { count: messages.required }],
    ['text in a number', { ...valid, count: '12abc' }, { count: messages.mustBeNumber }],
    ['infinite number', { ...valid, count: Infinity }, { count: messages.mustBeNumber }],
    ['text in an optional number', { ...valid, scale: 'big' }, { scale: messages.mustBeNumber }],
    [
      'fraction for a whole number',
      { ...valid, index: 1.5 },
      { index: messages.wholeNumberAtLeast(1) },
    ],
    ['below the minimum', { ...valid, index: 0 }, { index: messages.wholeNumberAtLeast(1) }],
    ['not a choice', { ...valid, kind: 'c' }, { kind: messages.invalidChoice }],
  ])('%s', (_name, input, expected) => {
    expect(formErrors(form, input)).toEqual(expected);
  });

  it('trims text and turns numeric text into numbers', () => {
    expect(form.parse({ ...valid, name: ' x ', note: ' n ', count: ' 2 ', scale: '' })).toEqual({
      name: 'x',
      note: 'n',
      count: 2,
      scale: undefined,
      index: 1,
      kind: 'a',
    });
  });
});
