import { describe, expect, it } from 'vitest';
import { latestReadingsRequest, sensorBatches, trendReadingsRequests } from './readingsPlan';

const widget = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  displayType: 'other',
  sensorIDs: [`s${id}`],
  calculation: null,
  greenTo: null,
  yellowTo: null,
  redTo: null,
  ...extra,
});

describe('readings plan', () => {
  it('asks for widget sensors 30 widget ids at a time, skipping widgets without sensors', () => {
    const widgets = [
      ...Array.from({ length: 61 }, (_, i) => widget(String(i), 'SENSOR_VALUE')),
      widget('text', 'TEXT', { sensorIDs: [] }),
    ];
    expect(sensorBatches(widgets).map((batch) => batch.length)).toEqual([30, 30, 1]);
  });

  it('asks for trends 3 widgets at a time over the picked range', () => {
    const widgets = Array.from({ length: 7 }, (_, i) => widget(String(i), 'TREND'));
    const requests = trendReadingsRequests(widgets, { range: 'CUSTOM', start: 1, end: 2 });
    expect(requests.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(requests[0]?.[0]).toEqual({
      widgetID: '0',
      sensorIDs: ['s0'],
      range: 'CUSTOM',
      date: { start: 1, end: 2 },
    });
  });

  it('asks for the latest values of every other widget at once, with what each needs', () => {
    const entries = latestReadingsRequest([
      widget('1', 'CALCULATION', { calculation: 'sum', yellowTo: 5 }),
      widget('2', 'ARTIFICIAL_INTELLIGENCE'),
      widget('3', 'SENSOR_VALUE', { displayType: 'trend' }),
      widget('4', 'TREND'),
    ]);
    expect(entries).toEqual([
      {
        widgetID: '1',
        sensorIDs: ['s1'],
        range: 'LATEST',
        calculation: 'sum',
        thresholds: { greenTo: null, yellowTo: 5, redTo: null },
      },
      { widgetID: '2', sensorIDs: ['s2'], range: 'LATEST', insights: true },
    ]);
  });
});
