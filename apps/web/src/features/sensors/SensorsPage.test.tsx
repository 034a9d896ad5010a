// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, STATUS_COLORS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { SensorsDocument } from '../../graphql/generated/graphql';
import type { SensorsQuery, SensorsQueryVariables } from '../../graphql/generated/graphql';
import { SensorsPage } from './SensorsPage';
import { sensorTexts } from './sensorTexts';

afterEach(cleanup);

type ListedSensor = SensorsQuery['sensors'][number];

const sensor = (
  id: string,
  name: string,
  value: number | null,
  extra: Partial<ListedSensor> = {},
) =>
  ({
    __typename: 'Sensor',
    id,
    name,
    type: 'analog',
    unit: '°C',
    disconnected: false,
    greenTo: 25,
    yellowTo: 30,
    redTo: null,
    states: [],
    conditions: [],
    status: 'ok',
    equipmentID: 'e1',
    equipmentName: 'CRAC 1',
    equipment: {
      __typename: 'EquipmentLibraryRef',
      id: 'l7',
      manufacturer: 'Vertiv',
      model: 'Liebert CRV',
    },
    gateway: { __typename: 'GatewayRef', id: 'g1', name: 'Site gateway' },
    reading: {
      __typename: 'Reading',
      value,
      detail: null,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    },
    ...extra,
  }) as ListedSensor;

function sensorsMock(
  matches: (variables: SensorsQueryVariables) => boolean,
  outcome:
    { sensors: ListedSensor[]; count?: number } | { error: Error } | { graphQLError: string },
): MockLink.MockedResponse {
  const request = { query: SensorsDocument, variables: matches };
  if ('error' in outcome) return { request, error: outcome.error };
  if ('graphQLError' in outcome) {
    return { request, result: { errors: [new GraphQLError(outcome.graphQLError)] } };
  }
  return {
    request,
    result: {
      data: { sensors: outcome.sensors, sensorsCount: outcome.count ?? outcome.sensors.length },
    },
  };
}

const renderList = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderPage(<SensorsPage />, { route: APP_ROUTES.sensors, at, mocks });

describe('SensorsPage', () => {
  it('invites onboarding when the customer has no sensors', async () => {
    const { titles } = renderList('/sensors', [
      sensorsMock((v) => v.customerID === 'c1' && v.offset === 0, { sensors: [] }),
    ]);
    expect(await screen.findByText(sensorTexts.noSensors)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: sensorTexts.listTitle })).toBeTruthy();
    expect(titles).toContain(sensorTexts.listTitle);
    expect(screen.queryByRole('button', { name: sensorTexts.clearFilters })).toBeNull();
  });

  it('says what matched nothing, and clears the search and filters', async () => {
    renderList('/c9/sensors?query=pump&status=error&status=warning', [
      sensorsMock(
        (v) =>
          v.customerID === 'c9' &&
          v.query === 'pump' &&
          JSON.stringify(v.filters) === JSON.stringify(['error', 'warning']),
        { sensors: [] },
      ),
      sensorsMock((v) => v.query === undefined && v.filters === undefined, {
        sensors: [sensor('1', 'Supply air', 21)],
      }),
    ]);
    expect(await screen.findByText(sensorTexts.noMatch('pump', ['error', 'warning']))).toBeTruthy();
    expect(screen.getByTestId('status-filter-error').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(sensorTexts.searchLabel) as HTMLInputElement).value).toBe('pump');
    fireEvent.click(screen.getByRole('button', { name: sensorTexts.clearFilters }));
    expect(await screen.findByText('Supply air')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/c9/sensors');
    expect((screen.getByLabelText(sensorTexts.searchLabel) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['a network failure', { error: new Error('Failed to fetch') }, 'Failed to fetch'],
    ['a refusal', { graphQLError: messages.noAccess }, messages.noAccess],
  ] as const)('shows %s in an error banner', async (_case, outcome, text) => {
    renderList('/sensors', [sensorsMock(() => true, outcome)]);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(text);
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists sensors with status colours, links and live values', async () => {
    const { sockets } = renderList('/sensors', [
      sensorsMock(() => true, {
        sensors: [
          sensor('1', 'Supply air', 21),
          sensor('2', 'Return air', 33),
          sensor('3', 'Door', 1, { states: ['Closed', 'Open'], unit: null }),
          sensor('4', 'Humidity', 40, { disconnected: true }),
        ],
        count: 4,
      }),
    ]);
    await screen.findByText('Supply air');
    const rows = screen.getAllByTestId('sensor-row');
    const values = rows.map((row) => within(row).getByTestId('sensor-value'));
    expect(values.map((v) => v.getAttribute('data-status'))).toEqual([
      'ok',
      'error',
      'ok',
      'disconnected',
    ]);
    expect(values.map((v) => v.textContent)).toEqual(['21 °C', '33 °C', 'Open', 'Disconnected']);
    expect(within(rows[1]!).getByText('Error')).toBeTruthy();
    expect(getComputedStyle(values[1]!.firstElementChild!).color).toBe('rgb(244, 67, 54)');
    expect(STATUS_COLORS.red).toBe('#f44336');
    expect(within(rows[0]!).getByRole('link', { name: 'Supply air' }).getAttribute('href')).toBe(
      '/sensors/1',
    );
    // Each sensor links to its equipment and to its equipment's library.
    expect(within(rows[0]!).getByRole('link', { name: 'CRAC 1' }).getAttribute('href')).toBe(
      '/equipment?tab=equipment&selected=e1',
    );
    expect(
      within(rows[0]!)
        .getByRole('link', { name: sensorTexts.libraryLink('Vertiv', 'Liebert CRV') })
        .getAttribute('href'),
    ).toBe('/libraries/l7');
    expect(screen.getByText('1–4 of 4')).toBeTruthy();

    // The visible rows follow the live feed.
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    act(() => socket.serverConnects());
    expect(socket.handshakes[0]).toEqual({ type: 'sensor', id: '1' });
    act(() =>
      socket.serverSends(LIVE_EVENTS.readings, [
        {
          sensorID: '1',
          value: 28,
          detail: null,
          createdAt: new Date().toISOString(),
          status: 'warning',
          disconnected: false,
        },
      ]),
    );
    const first = within(screen.getAllByTestId('sensor-row')[0]!).getByTestId('sensor-value');
    expect(first.textContent).toBe('28 °C');
    expect(first.getAttribute('data-status')).toBe('warning');
  });

  it('keeps the page and page size in the URL', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      sensor(String(i + 26), `Sensor ${i + 26}`, 20),
    );
    renderList('/sensors?page=2&rows=25', [
      sensorsMock((v) => v.limit === 25 && v.offset === 25, { sensors: many, count: 60 }),
      sensorsMock((v) => v.limit === 25 && v.offset === 50, {
        sensors: many.slice(0, 10),
        count: 60,
      }),
    ]);
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sensors?page=3&rows=25');
  });
});
