// @vitest-environment jsdom
import { STATUS_COLORS } from '@vigil/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartWidget } from './ChartWidget';
import { GaugeWidget } from './GaugeWidget';
import { TrendWidget } from './TrendWidget';
import type { WidgetChartProps } from './WidgetChart';
import { chartKind, chartOption } from './chartOption';
import { gaugeBands, gaugeBounds, gaugeOption } from './gaugeOption';
import type { WidgetThresholds } from './widgetDisplay';
import { mergeTrendPoints, trendWidgetOption } from './trendWidgetOption';
import {
  NOW,
  cracSupply,
  latestOf,
  latestValue,
  rgb,
  testProps,
  testWidget,
  upsLoad,
} from './widgetTestData';
import type { TrendSeries, WidgetBodyProps } from './widgetTypes';

// jsdom has no canvas: the chart is a probe that keeps what it was given and counts its mounts.
const charts: WidgetChartProps[] = [];
let mounts = 0;
vi.mock('./WidgetChart', () => ({
  WidgetChart: (props: WidgetChartProps) => {
    charts.push(props);
    useEffect(() => {
      mounts += 1;
    }, []);
    return <div role="img" aria-label={props.label} data-testid="echart" />;
  },
}));

afterEach(() => {
  cleanup();
  charts.length = 0;
  mounts = 0;
});

const lastChart = () => charts[charts.length - 1] as WidgetChartProps;

type GaugeSeries = {
  type: string;
  min: number;
  max: number;
  data: { value: number }[];
  axisLine: { lineStyle: { color: [number, string][] } };
};
const gaugeSeries = (option: WidgetChartProps['option']) =>
  (option.series as GaugeSeries[])[0] as GaugeSeries;

const { green, yellow, red, grey } = STATUS_COLORS;

describe('gauge option', () => {
  it.each<[string, WidgetThresholds, [number, number], [number, string][]]>([
    [
      'UPS load: rising, the dial ends at the default red (1.2 × yellow)',
      { greenTo: 60, yellowTo: 80 },
      [0, 96],
      [
        [60 / 96, green],
        [80 / 96, yellow],
        [1, red],
      ],
    ],
    [
      'a given red limit ends the dial',
      { greenTo: 60, yellowTo: 80, redTo: 100 },
      [0, 100],
      [
        [0.6, green],
        [0.8, yellow],
        [1, red],
      ],
    ],
    [
      'battery runtime: falling, a quarter above the top limit for the green band',
      { greenTo: 20, yellowTo: 10 },
      [0, 25],
      [
        [0.4, red],
        [0.8, yellow],
        [1, green],
      ],
    ],
    [
      'CRAC temperature: both sides of a band',
      { greenTo: 27, yellowTo: 32, greenTo2: 18, yellowTo2: 15 },
      [0, 38.4],
      [
        [15 / 38.4, red],
        [18 / 38.4, yellow],
        [27 / 38.4, green],
        [32 / 38.4, yellow],
        [1, red],
      ],
    ],
    ['no thresholds: a neutral dial to 100', {}, [0, 100], [[1, grey]]],
  ])('%s', (_case, thresholds, [min, max], bands) => {
    const bounds = gaugeBounds(thresholds);
    expect([bounds.min, bounds.max]).toEqual([min, max]);
    const actual = gaugeBands(thresholds, bounds);
    expect(actual.map(([, c]) => c)).toEqual(bands.map(([, c]) => c));
    actual.forEach(([end], i) => expect(end).toBeCloseTo(bands[i]?.[0] ?? Number.NaN, 6));
  });

  it('takes the bounds given, and colours only the part of the bands inside them', () => {
    const thresholds = { greenTo: 60, yellowTo: 80 };
    const bounds = gaugeBounds(thresholds, 50, 150);
    expect(bounds).toEqual({ min: 50, max: 150 });
    expect(gaugeBands(thresholds, bounds)).toEqual([
      [0.1, green],
      [0.3, yellow],
      [1, red],
    ]);
  });

  it('puts the value on the dial, and no pointer without one', () => {
    const option = gaugeOption({ value: 45, thresholds: { greenTo: 60 }, name: 'Output load' });
    expect(gaugeSeries(option)).toMatchObject({ type: 'gauge', data: [{ value: 45 }] });
    expect(gaugeSeries(gaugeOption({ value: null, thresholds: {}, name: 'x' })).data).toEqual([]);
  });
});

describe('Gauge widget: a UPS output load', () => {
  const props = (value: number, disconnected = false, extra: Partial<WidgetBodyProps> = {}) =>
    testProps({
      widget: testWidget({ type: 'GAUGE' }),
      latest: latestOf({ 's-load': latestValue(value, { disconnected }) }),
      ...extra,
    });

  it.each([
    [45, 'ok', 'OK', green],
    [72, 'warning', 'Warning', yellow],
    [91, 'error', 'Error', red],
  ])('%d %% is %s, written beside the dial', (value, status, label, color) => {
    render(<GaugeWidget {...props(value)} />);
    const text = screen.getByTestId('widget-value');
    expect(text.textContent).toBe(`${value} %`);
    expect(text.getAttribute('data-status')).toBe(status);
    expect(getComputedStyle(text).color).toBe(rgb(color));
    expect(screen.getByTestId('sensor-status').textContent).toBe(label);
    const series = gaugeSeries(lastChart().option);
    expect(series.data).toEqual([{ value, name: 'Output load' }]);
    expect(series.max).toBe(96);
    expect(lastChart().label).toBe(`Gauge of Output load: ${value} %`);
  });

  it('shows Disconnected with no pointer for a disconnected sensor', () => {
    render(<GaugeWidget {...props(45, true)} />);
    expect(screen.getByTestId('widget-value').textContent).toBe('Disconnected');
    expect(gaugeSeries(lastChart().option).data).toEqual([]);
  });

  it('updates the chart it has on a live value instead of making a new one', () => {
    const { rerender } = render(<GaugeWidget {...props(45)} />);
    rerender(<GaugeWidget {...props(72)} />);
    rerender(<GaugeWidget {...props(91)} />);
    expect(mounts).toBe(1);
    expect(gaugeSeries(lastChart().option).data[0]?.value).toBe(91);
    // Merged, so the pointer moves rather than the dial being redrawn.
    expect(lastChart().notMerge).toBe(false);
  });

  it("uses the widget's bounds and thresholds", () => {
    render(
      <GaugeWidget
        {...props(45, false, {
          widget: testWidget({
            type: 'GAUGE',
            greenTo: 40,
            yellowTo: 50,
            redTo: 70,
            lowerBound: 10,
            upperBound: 110,
          }),
        })}
      />,
    );
    const series = gaugeSeries(lastChart().option);
    expect([series.min, series.max]).toEqual([10, 110]);
    expect(screen.getByTestId('widget-value').getAttribute('data-status')).toBe('warning');
  });
});

const HOUR = 3_600_000;
const crac = cracSupply();
const trend = (values: [number, number, number][], sensorID = 's-crac'): TrendSeries => ({
  sensorID,
  chunkSize: HOUR,
  chunks: values.map((v, i) => ({ chunkStart: NOW - (values.length - i) * HOUR, values: v })),
});

type LineSeries = {
  id: string;
  name?: string;
  data: number[][];
  markLine?: { data: { yAxis: number; lineStyle: { color: string } }[] };
};

describe('trend option', () => {
  it('appends live readings newer than the last bucket and slides the window', () => {
    const merged = mergeTrendPoints(
      [crac],
      [trend([[17, 18, 19]])],
      [
        { sensorID: 's-crac', at: NOW - 2 * HOUR, value: 5 },
        { sensorID: 's-crac', at: NOW + 60_000, value: 19.5 },
        { sensorID: 's-crac', at: NOW + 90_000, value: null },
        { sensorID: 'other', at: NOW + 60_000, value: 99 },
      ],
      { from: NOW - 24 * HOUR, to: NOW },
    );
    expect(merged.points.get('s-crac')).toEqual([
      [NOW - HOUR, 17, 18, 19],
      [NOW + 60_000, 19.5, 19.5, 19.5],
    ]);
    expect(merged.window).toEqual({ from: NOW - 24 * HOUR + 60_000, to: NOW + 60_000 });
  });

  it('draws thresholds as lines, red defaulted, and is empty without data', () => {
    const chart = trendWidgetOption({
      sensors: [crac],
      trend: [trend([[17, 18, 19]])],
      history: [],
      window: { from: NOW - HOUR, to: NOW },
    });
    const mean = (chart.option.series as LineSeries[]).find((s) => s.id === 'mean:s-crac');
    expect(mean?.markLine?.data.map((l) => [l.yAxis, l.lineStyle.color])).toEqual([
      [20, green],
      [24, yellow],
      [28.8, red],
    ]);
    expect(chart.empty).toBe(false);
    expect(
      trendWidgetOption({ sensors: [crac], trend: [], history: [], window: undefined }).empty,
    ).toBe(true);
  });
});

describe('Trend widget: CRAC supply temperatures', () => {
  const sensors = [crac, cracSupply({ id: 's-crac2', name: 'CRAC 2 supply' })];
  const props = (extra: Partial<WidgetBodyProps> = {}) =>
    testProps({
      widget: testWidget({ type: 'TREND', displayType: 'trend' }),
      sensors,
      window: { from: NOW - 2 * HOUR, to: NOW },
      ...extra,
    });

  it('shows loading until the trend arrives', () => {
    render(<TrendWidget {...props()} />);
    expect(screen.getByTestId('trend-loading')).toBeTruthy();
    expect(charts).toHaveLength(0);
  });

  it('says so when the range has no readings', () => {
    render(<TrendWidget {...props({ trend: [] })} />);
    expect(screen.getByText('No readings in this range.')).toBeTruthy();
  });

  it('draws both sensors with a legend and appends live points', () => {
    const series = [
      trend([
        [17, 18, 19],
        [18, 18.5, 19],
      ]),
      trend([[19, 20, 21]], 's-crac2'),
    ];
    const { rerender } = render(<TrendWidget {...props({ trend: series })} />);
    const option = lastChart().option as { legend: { data: string[] }; series: LineSeries[] };
    expect(option.legend.data).toEqual(['Supply air temperature', 'CRAC 2 supply']);
    expect(option.series.map((s) => s.id)).toEqual(['mean:s-crac', 'mean:s-crac2']);
    expect(lastChart().label).toBe('Trend of Supply air temperature, CRAC 2 supply');

    rerender(
      <TrendWidget
        {...props({
          trend: series,
          history: [{ sensorID: 's-crac2', at: NOW + 30_000, value: 22.5 }],
        })}
      />,
    );
    const updated = lastChart().option as { series: LineSeries[] };
    expect(updated.series[1]?.data.at(-1)).toEqual([NOW + 30_000, 22.5, 22.5, 22.5]);
    expect(mounts).toBe(1);
  });

  it("draws the widget's thresholds when it sets them", () => {
    render(
      <TrendWidget
        {...props({
          sensors: [crac],
          widget: testWidget({ type: 'TREND', greenTo: 22, yellowTo: 25, redTo: 27 }),
          trend: [trend([[17, 18, 19]])],
        })}
      />,
    );
    const option = lastChart().option as { series: LineSeries[] };
    const mean = option.series.find((s) => s.id === 'mean:s-crac');
    expect(mean?.markLine?.data.map((l) => l.yAxis)).toEqual([22, 25, 27]);
  });
});

type BarSeries = { type: string; data: { value: number | string; itemStyle: { color: string } }[] };

describe('chart option', () => {
  const items = [
    { id: 'a', name: 'UPS A load', value: 45, color: green },
    { id: 'b', name: 'UPS B load', value: 72, color: yellow },
    { id: 'c', name: 'UPS C load', value: null, color: grey },
  ];

  it('is a bar chart unless a pie is asked for', () => {
    expect(chartKind(null)).toBe('bar');
    expect(chartKind('bar')).toBe('bar');
    expect(chartKind('pie')).toBe('pie');
  });

  it('colours each bar by status and keeps a place for a sensor without a value', () => {
    const option = chartOption('bar', items);
    const series = (option.series as BarSeries[])[0];
    expect(series?.type).toBe('bar');
    expect(series?.data.map((d) => [d.value, d.itemStyle.color])).toEqual([
      [45, green],
      [72, yellow],
      ['-', grey],
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual([
      'UPS A load',
      'UPS B load',
      'UPS C load',
    ]);
  });

  it('leaves sensors without a value out of a pie', () => {
    const series = (chartOption('pie', items).series as BarSeries[])[0];
    expect(series?.type).toBe('pie');
    expect(series?.data.map((d) => [d.value, d.itemStyle.color])).toEqual([
      [45, green],
      [72, yellow],
    ]);
  });
});

describe('Chart widget: UPS loads', () => {
  const props = (chartType: string | null) =>
    testProps({
      widget: testWidget({ type: 'CHART', chartType }),
      sensors: [
        upsLoad(),
        upsLoad({ id: 's-b', name: 'UPS B load' }),
        upsLoad({ id: 's-c', name: 'UPS C load' }),
        upsLoad({ id: 's-d', name: 'UPS D load' }),
      ],
      latest: latestOf({
        's-load': latestValue(45),
        's-b': latestValue(72),
        's-c': latestValue(91),
        's-d': latestValue(50, { disconnected: true }),
      }),
    });

  it('draws bars in status colours and writes values and statuses beneath', () => {
    render(<ChartWidget {...props(null)} />);
    const series = (lastChart().option.series as BarSeries[])[0];
    expect(series?.data.map((d) => [d.value, d.itemStyle.color])).toEqual([
      [45, green],
      [72, yellow],
      [91, red],
      ['-', grey],
    ]);
    const row = (id: string) => within(screen.getByTestId(`sensor-row-${id}`));
    expect(row('s-c').getByTestId('widget-value').textContent).toBe('91 %');
    expect(row('s-c').getByTestId('sensor-status').textContent).toBe('Error');
    expect(row('s-d').getByTestId('widget-value').textContent).toBe('Disconnected');
  });

  it('draws a pie when asked', () => {
    render(<ChartWidget {...props('pie')} />);
    expect((lastChart().option.series as BarSeries[])[0]?.type).toBe('pie');
    expect(lastChart().label).toMatch(/^Pie chart of/);
  });
});
