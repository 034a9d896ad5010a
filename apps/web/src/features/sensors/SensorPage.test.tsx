// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, STATUS_COLORS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '../../components/EChart';
import { renderPage } from '../../app/testing/renderPage';
import {
  SensorDocument,
  SensorLogsDocument,
  SensorTrendDocument,
} from '../../graphql/generated/graphql';
import type {
  SensorLogsQueryVariables,
  SensorQuery,
  SensorTrendQueryVariables,
} from '../../graphql/generated/graphql';
import { SensorPage } from './SensorPage';
import { sensorTexts } from './sensorTexts';

// jsdom has no canvas: the chart is replaced by a probe that keeps the option it was given.
const charts: EChartProps[] = [];
vi.mock('../../components/EChart', () => ({
  EChart: (props: EChartProps) => {
    charts.push(props);
    return <div role="img" aria-label={props.label} data-testid="echart" />;
  },
}));

afterEach(() => {
  cleanup();
  charts.length = 0;
});

type PageSensor = SensorQuery['sensor'][number];

const HOUR = 3_600_000;
const NOW = Date.now();

const sensor = (id: string, name: string, value: number, extra: Partial<PageSensor> = {}) =>
  ({
    __typename: 'Sensor',
    id,
    name,
    type: 'analog',
    unit: 'kW',
    disconnected: false,
    message: null,
    greenTo: 10,
    yellowTo: 20,
    redTo: null,
    states: [],
    conditions: [],
    status: 'ok',
    customerID: 'c1',
    equipmentID: 'e1',
    equipmentName: 'UPS A',
    equipment: {
      __typename: 'EquipmentLibraryRef',
      id: 'l1',
      manufacturer: 'Vertiv',
      model: 'GXT5',
    },
    gateway: { __typename: 'GatewayRef', id: 'g1', name: 'Site gateway' },
    reading: {
      __typename: 'Reading',
      value,
      detail: null,
      createdAt: new Date(NOW - 30_000).toISOString(),
    },
    ...extra,
  }) as PageSensor;

const sensorMock = (ids: string[], sensors: PageSensor[]): MockLink.MockedResponse => ({
  request: { query: SensorDocument, variables: { sensorIDs: ids } },
  result: { data: { sensor: sensors } },
});

const trendMock = (
  matches: (v: SensorTrendQueryVariables) => boolean,
  ids: string[],
  from = NOW - 24 * HOUR,
): MockLink.MockedResponse => ({
  request: { query: SensorTrendDocument, variables: matches },
  maxUsageCount: 5,
  result: {
    data: {
      readings: [
        {
          __typename: 'WidgetReadings',
          range: 'DAY',
          from,
          to: NOW,
          trend: ids.map((id) => ({
            __typename: 'TrendSeries',
            sensorID: id,
            gatewayID: 'g1',
            chunkSize: HOUR,
            chunks: [0, 1, 2].map((i) => ({
              __typename: 'TrendChunk',
              chunkStart: NOW - (3 - i) * HOUR,
              values: [4 + i, 5 + i, 6 + i],
            })),
          })),
        },
      ],
    },
  },
});

/** The request's one widget (a list variable may also be sent as a single value). */
const firstWidget = (v: SensorTrendQueryVariables) => [v.widgets].flat()[0];

const day = (d: number, h: number) => new Date(2026, 2, d, h).toISOString();
const logsMock = (
  matches: (v: SensorLogsQueryVariables) => boolean,
  ids: string[],
  total: number,
): MockLink.MockedResponse => ({
  request: { query: SensorLogsDocument, variables: matches },
  result: (variables: SensorLogsQueryVariables) => ({
    data: {
      sensorLogs: (variables.offset === 0
        ? [
            ['l1', day(10, 9)],
            ['l2', day(10, 8)],
            ['l3', day(9, 22)],
          ]
        : [['l4', day(8, 7)]]
      ).map(([id, createdAt]) => ({
        __typename: 'SensorLog',
        id,
        sensorID: ids[0],
        status: 'warning',
        value: 15,
        message: `Went to warning (${id})`,
        createdAt,
      })),
      sensorLogsCount: total,
    },
  }),
});

describe('SensorPage', () => {
  it('shows the live value in its status colour, the trend and the log', async () => {
    const { sockets, titles } = renderPage(<SensorPage />, {
      route: APP_ROUTES.sensor,
      at: '/sensors/5',
      mocks: [
        sensorMock(['5'], [sensor('5', 'Output power', 15)]),
        trendMock(
          (v) => JSON.stringify(v.widgets) === '[{"sensorIDs":["5"],"range":"DAY"}]',
          ['5'],
        ),
        logsMock((v) => v.offset === 0, ['5'], 4),
        logsMock((v) => v.offset === 3, ['5'], 4),
      ],
    });
    const value = await screen.findByTestId('sensor-value');
    expect(value.getAttribute('data-status')).toBe('warning');
    expect(value.getAttribute('data-sensor-id')).toBe('5');
    expect(value.textContent).toBe('15kW');
    expect(getComputedStyle(value).color).toBe('rgb(251, 192, 45)');
    expect(STATUS_COLORS.yellow).toBe('#fbc02d');
    expect(screen.getByRole('heading', { level: 1, name: 'Output power' })).toBeTruthy();
    expect(titles).toContain('Output power');
    const thresholds = screen.getByTestId('sensor-thresholds').textContent;
    expect(thresholds).toContain('Green to10 kW');
    expect(thresholds).toContain('Red to24 kW');

    // The trend: the mean line with its band and one line per threshold.
    await screen.findByTestId('echart');
    const option = charts[charts.length - 1]!.option;
    const series = option.series as {
      id: string;
      data: number[][];
      markLine?: { data: { yAxis: number }[] };
    }[];
    expect(series.map((s) => s.id)).toEqual(['band-low:5', 'band:5', 'mean:5']);
    expect(series[2]!.data.map((point) => point[1])).toEqual([5, 6, 7]);
    expect(series[2]!.markLine?.data.map((line) => line.yAxis)).toEqual([10, 20, 24]);
    expect(
      screen.getByRole('img', { name: /Trend of Output power over the last day/ }),
    ).toBeTruthy();

    // The log: a separator per day, newest first, and more on request.
    await screen.findAllByTestId('sensor-log-day');
    expect(screen.getAllByTestId('sensor-log-day')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: sensorTexts.loadMoreLogs }));
    await waitFor(() => expect(screen.getAllByTestId('sensor-log-day')).toHaveLength(3));
    expect(screen.getAllByTestId('sensor-log')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: sensorTexts.loadMoreLogs })).toBeNull();

    // A live reading recolours the value and is appended to a short range's trend.
    await waitFor(() => expect(sockets[0]?.connectCalls).toBe(1));
    act(() => sockets[0]!.serverConnects());
    act(() =>
      sockets[0]!.serverSends(LIVE_EVENTS.readings, [
        {
          sensorID: '5',
          value: 25,
          detail: null,
          createdAt: new Date(NOW + 1000).toISOString(),
          status: 'error',
          disconnected: false,
        },
      ]),
    );
    expect(screen.getByTestId('sensor-value').getAttribute('data-status')).toBe('error');
    const live = charts[charts.length - 1]!.option.series as { id: string; data: number[][] }[];
    expect(live.find((s) => s.id === 'mean:5')!.data.map((point) => point[1])).toEqual([
      5, 6, 7, 25,
    ]);
  });

  it('keeps the picked range in the URL and asks for it', async () => {
    renderPage(<SensorPage />, {
      route: APP_ROUTES.sensor,
      at: '/c1/sensors/5?range=WEEK',
      mocks: [
        sensorMock(['5'], [sensor('5', 'Output power', 5)]),
        trendMock((v) => v.customerID === 'c1' && firstWidget(v)?.range === 'WEEK', ['5']),
        trendMock(
          (v) =>
            firstWidget(v)?.range === 'CUSTOM' &&
            firstWidget(v)?.date?.start === new Date(2026, 2, 3).getTime(),
          ['5'],
          new Date(2026, 2, 3).getTime(),
        ),
        logsMock(() => true, ['5'], 0),
      ],
    });
    const week = await screen.findByRole('button', { name: 'Week' });
    expect(week.getAttribute('aria-pressed')).toBe('true');
    await screen.findByTestId('echart');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-03-03T00:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-03-04T12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/c1/sensors/5?range=CUSTOM&start=${new Date(2026, 2, 3).getTime()}&end=${new Date(
          2026,
          2,
          4,
          12,
        ).getTime()}`,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Custom' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    // The chart now spans what the server answered for the custom range.
    await waitFor(() =>
      expect((charts[charts.length - 1]!.option.xAxis as { min: number }).min).toBe(
        new Date(2026, 2, 3).getTime(),
      ),
    );
  });

  it('shows several sensors joined by hyphens on one chart, titled by the widget name', async () => {
    const { titles } = renderPage(<SensorPage />, {
      route: APP_ROUTES.sensorWidget,
      at: '/sensors/5-6/Power%20total',
      mocks: [
        // The server may answer in any order; the page keeps the address's.
        sensorMock(['5', '6'], [sensor('6', 'Phase B', 30), sensor('5', 'Phase A', 1)]),
        trendMock((v) => firstWidget(v)?.sensorIDs?.join() === '5,6', ['5', '6']),
        logsMock(() => true, ['5'], 3),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Power total' })).toBeTruthy();
    expect(titles).toContain('Power total');
    const cards = screen.getAllByTestId('sensor-card');
    expect(cards.map((c) => c.getAttribute('data-sensor-id'))).toEqual(['5', '6']);
    expect(
      cards.map((c) => within(c).getByTestId('sensor-value').getAttribute('data-status')),
    ).toEqual(['ok', 'error']);
    await screen.findByTestId('echart');
    const series = charts[charts.length - 1]!.option.series as { id: string }[];
    expect(series.map((s) => s.id)).toEqual(['mean:5', 'mean:6']);
  });

  it('says so when the sensors cannot be seen', async () => {
    renderPage(<SensorPage />, {
      route: APP_ROUTES.sensor,
      at: '/sensors/404',
      mocks: [sensorMock(['404'], [])],
    });
    expect(await screen.findByText(messages.noAccess)).toBeTruthy();
  });
});
