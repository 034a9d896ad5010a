import { encodeWidgetNotes, messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { sensorOf, widgetOf } from '../viewPage/testFixtures';
import { formDefaults, relevantValues, toWidgetInput, widgetFormSchema } from './widgetForm';
import type { WidgetFormInput } from './widgetForm';

const parse = (values: Partial<WidgetFormInput>) =>
  widgetFormSchema.safeParse(relevantValues({ ...formDefaults(undefined, []), ...values }));

const inputOf = (values: Partial<WidgetFormInput>) => {
  const parsed = parse(values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return toWidgetInput(parsed.data);
};

describe('widget form', () => {
  it.each([
    [{ type: '' }, 'type', messages.required],
    [{ type: 'GAUGE', displayType: '' }, 'displayType', messages.required],
    [{ type: 'GAUGE', greenTo: 'ten' }, 'greenTo', messages.mustBeNumber],
  ])('refuses %j', (values, field, message) => {
    const parsed = parse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('sends smart thresholds for Artificial Intelligence widgets only', () => {
    const sensors = [sensorOf('s1')];
    expect(
      inputOf({
        type: 'ARTIFICIAL_INTELLIGENCE',
        sensors,
        smartWarning: '22.5',
        smartCritical: '24',
      }),
    ).toMatchObject({ smartWarning: 22.5, smartCritical: 24 });
    expect(inputOf({ type: 'GAUGE', sensors, smartWarning: '22.5' })).not.toHaveProperty(
      'smartWarning',
    );
    expect(
      parse({ type: 'ARTIFICIAL_INTELLIGENCE', smartWarning: 'hot' }).error?.issues[0]?.message,
    ).toBe(messages.mustBeNumber);
  });

  it('ignores what the chosen type does not show', () => {
    expect(inputOf({ type: 'TEXT', greenTo: 'ten', notes: 'a\nb' })).toEqual({
      type: 'TEXT',
      displayType: 'other',
      name: null,
      link: null,
      notes: encodeWidgetNotes('a\nb'),
    });
  });

  it('sends one sensor for single-sensor types, thresholds as numbers and blanks as null', () => {
    const sensors = [sensorOf('s1'), sensorOf('s2')];
    expect(inputOf({ type: 'GAUGE', sensors, yellowTo: '20', lowerBound: '0' })).toMatchObject({
      sensorIDs: ['s1'],
      greenTo: null,
      yellowTo: 20,
      redTo: null,
      lowerBound: 0,
      upperBound: null,
    });
    expect(inputOf({ type: 'CHART', sensors, chartType: 'pie' })).toMatchObject({
      sensorIDs: ['s1', 's2'],
      chartType: 'pie',
    });
  });

  it('splits Open / Closed states on commas and lines', () => {
    expect(inputOf({ type: 'OPEN_CLOSED', states: 'Closed, Open\nFault' }).states).toEqual([
      'Closed',
      'Open',
      'Fault',
    ]);
  });

  it('sends countdown timers in seconds and checks them with the domain rule', () => {
    expect(
      inputOf({
        type: 'COUNTDOWN',
        timers: [
          { name: 'Filter', every: '30', everyUnit: 'days', warnBefore: '12', warnUnit: 'hours' },
        ],
      }).timers,
    ).toEqual([{ name: 'Filter', repeatInterval: 30 * 86_400, warnBefore: 12 * 3_600 }]);
    const parsed = parse({
      type: 'COUNTDOWN',
      timers: [
        { name: 'Filter', every: '1', everyUnit: 'hours', warnBefore: '2', warnUnit: 'days' },
      ],
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['timers', 0, 'warnBefore']);
  });

  it('starts from a saved widget with its notes decoded and timers in days or hours', () => {
    const defaults = formDefaults(
      widgetOf('w1', {
        type: 'COUNTDOWN',
        notes: encodeWidgetNotes('x & y'),
        timers: [
          {
            id: 't1',
            name: 'Filter',
            repeatInterval: 2 * 86_400,
            warnBefore: 5_400,
            greenTo: null,
            yellowTo: null,
            redTo: null,
          },
        ],
      }),
      [],
    );
    expect(defaults.notes).toBe('x & y');
    expect(defaults.timers).toEqual([
      {
        id: 't1',
        name: 'Filter',
        every: '2',
        everyUnit: 'days',
        warnBefore: '1.5',
        warnUnit: 'hours',
      },
    ]);
  });
});
