import { STATUS_COLORS } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { chunksToPoints, trendOption } from './trendOption';
import type { TrendPoint, TrendSensor } from './trendOption';

const sensor = (id: string, extra: Partial<TrendSensor> = {}): TrendSensor => ({
  id,
  name: `Sensor ${id}`,
  unit: '°C',
  disconnected: false,
  greenTo: 25,
  yellowTo: 30,
  redTo: null,
  states: [],
  ...extra,
});

const points = (ids: string[]) =>
  new Map<string, TrendPoint[]>(ids.map((id) => [id, [[1000, 19, 20, 21]]]));

type Series = {
  id: string;
  markLine?: { data: { yAxis: number; lineStyle: { color: string } }[] };
};

describe('trendOption', () => {
  it('reads [min, mean, max] chunks and skips incomplete ones', () => {
    expect(
      chunksToPoints([
        { chunkStart: 1, values: [1, 2, 3] },
        { chunkStart: 2, values: [1] },
      ]),
    ).toEqual([[1, 1, 2, 3]]);
  });

  it('draws one sensor with its band and its green, yellow and default red lines', () => {
    const option = trendOption({
      sensors: [sensor('1')],
      points: points(['1']),
      window: { from: 0, to: 2000 },
      band: true,
    });
    const series = option.series as Series[];
    expect(series.map((s) => s.id)).toEqual(['band-low:1', 'band:1', 'mean:1']);
    expect(series[2]?.markLine?.data.map((l) => [l.yAxis, l.lineStyle.color])).toEqual([
      [25, STATUS_COLORS.green],
      [30, STATUS_COLORS.yellow],
      [36, STATUS_COLORS.red],
    ]);
    expect(option.xAxis).toMatchObject({ type: 'time', min: 0, max: 2000 });
    // The axis reaches the red line even though every reading is far below it.
    const yAxis = option.yAxis as { min: (e: object) => number; max: (e: object) => number };
    expect(yAxis.max({ min: 19, max: 21 })).toBeGreaterThanOrEqual(36);
    expect(yAxis.min({ min: 19, max: 21 })).toBeLessThanOrEqual(19);
  });

  it('puts several sensors on one chart with a legend and each distinct threshold once', () => {
    const option = trendOption({
      sensors: [sensor('1'), sensor('2'), sensor('3', { greenTo: 40, yellowTo: 50 })],
      points: points(['1', '2', '3']),
      window: { from: 0, to: 2000 },
      band: false,
    });
    const series = option.series as Series[];
    expect(series.map((s) => s.id)).toEqual(['mean:1', 'mean:2', 'mean:3']);
    expect(series[0]?.markLine?.data.map((l) => l.yAxis)).toEqual([25, 30, 36, 40, 50, 60]);
    expect(option.legend).toMatchObject({ data: ['Sensor 1', 'Sensor 2', 'Sensor 3'] });
  });

  it('escapes sensor names in the HTML tooltip', () => {
    const option = trendOption({
      sensors: [sensor('1', { name: '<img src=x onerror=alert(1)>' })],
      points: points(['1']),
      window: { from: 0, to: 2000 },
      band: false,
    });
    const { formatter } = option.tooltip as { formatter: (params: unknown) => string };
    const html = formatter([
      { seriesId: 'mean:1', seriesName: '<img src=x onerror=alert(1)>', data: [1000, 20, 19, 21] },
    ]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;: 20 °C (19 – 21)');
  });
});
