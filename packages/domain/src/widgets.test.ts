import { describe, expect, it } from 'vitest';
import { formErrors } from './fields.js';
import { messages } from './messages.js';
import {
  WIDGET_TYPES,
  WIDGET_TYPE_LABELS,
  calculate,
  decodeWidgetNotes,
  encodeWidgetNotes,
  isExternalWidgetLink,
  isWidgetLink,
  smartThresholdsOf,
  keepLatestReadings,
  widgetSchema,
} from './widgets.js';
import type { Calculation } from './widgets.js';

describe('widget types', () => {
  it('has the sixteen types of the spec, each labelled', () => {
    expect(WIDGET_TYPES).toHaveLength(16);
    expect(Object.values(WIDGET_TYPE_LABELS)).toEqual([
      'Open / Closed',
      'Sensor Value',
      'Calculation',
      'Artificial Intelligence',
      'Image',
      'Trap',
      'Meta',
      'Text',
      'Header',
      'Countdown',
      'Single Value',
      'Alarms',
      'Trend',
      'Chart',
      'Gauge',
      'Other',
    ]);
  });
});

describe('widgetSchema', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ type: 'GAUGE', displayType: 'other', sensorIDs: ['s1'], yellowTo: '80' }, {}],
    [{ type: 'TREND', displayType: 'trend' }, {}],
    [{ type: 'GAUGE' }, {}],
    [{}, { type: messages.required }],
    [{ type: '' }, { type: messages.required }],
    [{ type: 'PIE' }, { type: messages.invalidWidgetType }],
    [{ type: 'GAUGE', displayType: '' }, { displayType: messages.required }],
    [{ type: 'GAUGE', displayType: null }, { displayType: messages.required }],
    [{ type: 'GAUGE', displayType: 'radar' }, { displayType: messages.invalidChoice }],
    [{ type: 'GAUGE', greenTo: 'warm' }, { greenTo: messages.mustBeNumber }],
    [{ type: 'CALCULATION', calculation: 'median' }, { calculation: messages.invalidChoice }],
  ])('%j gives %j', (input, expected) => {
    expect(formErrors(widgetSchema, input)).toEqual(expected);
  });

  it("defaults the display type to 'other'", () => {
    expect(widgetSchema.parse({ type: 'GAUGE' }).displayType).toBe('other');
  });
});

describe('calculate', () => {
  it.each<[Calculation, (number | null)[], number | null]>([
    ['sum', [1, 2, 3], 6],
    ['average', [1, 2, 3, 4], 2.5],
    ['min', [4, -1, 3], -1],
    ['max', [4, -1, 3], 4],
    ['difference', [10, 3], 7],
    ['difference', [10, 3, 2], 5],
    ['difference', [10], 10],
    ['sum', [1, null, 2], 3],
    ['average', [null, 4], 4],
    ['max', [], null],
    ['sum', [null], null],
  ])('%s of %j → %s', (calculation, values, expected) => {
    expect(calculate(calculation, values)).toBe(expected);
  });
});

describe('keepLatestReadings', () => {
  it('keeps the latest 200 by default, dropping the oldest', () => {
    const full = Array.from({ length: 200 }, (_, i) => i);
    const next = keepLatestReadings(full, 200);
    expect(next).toHaveLength(200);
    expect(next[0]).toBe(1);
    expect(next.at(-1)).toBe(200);
    expect(full).toHaveLength(200);
  });

  it.each([
    [[], 1, 3, [1]],
    [[1, 2], 3, 3, [1, 2, 3]],
    [[1, 2, 3], 4, 3, [2, 3, 4]],
  ])('%j + %i (limit %i) → %j', (readings, next, limit, expected) => {
    expect(keepLatestReadings(readings, next, limit)).toEqual(expected);
  });
});

describe('widget notes', () => {
  it.each(['plain', 'line 1\nline 2', '<b>50% & up</b>', 'ünïcødé ✓', ''])(
    'round-trips %j',
    (notes) => {
      const encoded = encodeWidgetNotes(notes);
      expect(encoded).toMatch(/^[\w\-.!~*'()%]*$/);
      expect(decodeWidgetNotes(encoded)).toBe(notes);
    },
  );

  it('keeps text that was never encoded', () => {
    expect(decodeWidgetNotes('100%')).toBe('100%');
  });
});

describe('widget links', () => {
  it.each([
    ['https://example.com/ups', true],
    ['http://10.0.0.5/status', true],
    ['/c1/views/Plant', true],
    ['/sensors/12', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//evil.example.com', false],
    ['/\\evil.example.com', false],
    ['ftp://files.example.com', false],
    ['example.com', false],
    ['https://', false],
  ])('%s is a link: %s', (link, ok) => {
    expect(isWidgetLink(link)).toBe(ok);
    const parsed = widgetSchema.safeParse({ type: 'TEXT', link });
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(messages.invalidWidgetLink);
  });

  it('opens pages of the site in place and other addresses in a new tab', () => {
    expect(isExternalWidgetLink('/c1/views/Plant')).toBe(false);
    expect(isExternalWidgetLink('https://example.com')).toBe(true);
  });
});

describe('smart thresholds', () => {
  it('colour by warning and critical once both are set', () => {
    expect(
      smartThresholdsOf({ smartThresholds: { smartWarning: 22.5, smartCritical: 24 } }),
    ).toEqual({ greenTo: 22.5, yellowTo: 24 });
    expect(
      smartThresholdsOf({ smartThresholds: { smartWarning: 22.5, smartCritical: null } }),
    ).toBeNull();
    expect(smartThresholdsOf({ smartThresholds: null })).toBeNull();
  });

  it('are numbers in the widget schema', () => {
    const parsed = widgetSchema.parse({ type: 'ARTIFICIAL_INTELLIGENCE', smartWarning: '22.5' });
    expect(parsed.smartWarning).toBe(22.5);
  });
});
