// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { APP_ROUTES, LIVE_EVENTS, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  OverlayViewDocument,
  SharedViewByTokenDocument,
  ViewAlarmsDocument,
  WidgetEquipmentAssetDocument,
  WidgetReadingsDocument,
  WidgetSensorsDocument,
  WidgetTimersDocument,
  WidgetsDocument,
} from '../../graphql/generated/graphql';
import type {
  WidgetReadingsQueryVariables,
  WidgetSensorsQueryVariables,
  WidgetTimersQueryVariables,
} from '../../graphql/generated/graphql';
import { NOW, readingsOf, sensorOf, viewOf, widgetOf } from '../views/viewPage/testFixtures';
import { overlayTexts } from '../overlays/overlayTexts';
import {
  heatMapOf,
  linkOverlay,
  overlayViewOf,
  sensorOverlay,
  viewOverlay,
} from '../overlays/overlayTestData';
import { SharedViewPage } from './SharedViewPage';
import { sharingTexts } from './sharingTexts';

afterEach(cleanup);

const TOKEN = 'Zq9-k3y';

const LAYOUT = {
  lg: [
    { i: 'w1', x: 0, y: 0, w: 3, h: 3 },
    { i: 'w2', x: 3, y: 0, w: 3, h: 3 },
    { i: 'w3', x: 6, y: 0, w: 3, h: 3 },
    { i: 'w4', x: 9, y: 0, w: 3, h: 3 },
  ],
};

function viewByTokenMock(outcome: 'view' | 'none' | { error: string }): MockLink.MockedResponse {
  return {
    request: { query: SharedViewByTokenDocument, variables: { token: TOKEN } },
    result:
      outcome === 'view'
        ? {
            data: {
              // What a link's reader is told of their rights: none beyond reading.
              view: viewOf({ layout: JSON.stringify(LAYOUT), canUpdate: false }),
            },
          }
        : outcome === 'none'
          ? { data: { view: null } }
          : {
              errors: [
                new GraphQLError(outcome.error, { extensions: { code: 'UNAUTHENTICATED' } }),
              ],
            },
  };
}

/** The requests the board made, each with the variables it sent. */
interface Asked {
  sensors: WidgetSensorsQueryVariables[];
  readings: WidgetReadingsQueryVariables[];
  timers: WidgetTimersQueryVariables[];
}

function boardMocks(asked: Asked): MockLink.MockedResponse[] {
  return [
    {
      // Only with the token: a request without it would find no mock.
      request: { query: WidgetsDocument, variables: { viewID: 'v1', token: TOKEN } },
      maxUsageCount: 5,
      result: {
        data: {
          widgets: [
            widgetOf('w1'),
            widgetOf('w2', { type: 'META', sensorIDs: [], equipmentID: 'e-ups' }),
            widgetOf('w3', { type: 'COUNTDOWN', sensorIDs: [] }),
            widgetOf('w4', { type: 'ALARMS', sensorIDs: [] }),
          ],
        },
      },
    },
    {
      request: { query: WidgetSensorsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: WidgetSensorsQueryVariables) => {
        asked.sensors.push(variables);
        return { data: { sensors: [sensorOf('sw1')] } };
      },
    },
    {
      request: { query: WidgetReadingsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: WidgetReadingsQueryVariables) => {
        asked.readings.push(variables);
        return { data: { readings: [readingsOf('w1')] } };
      },
    },
    {
      // The Meta widget asks for its equipment's asset data with the token.
      request: {
        query: WidgetEquipmentAssetDocument,
        variables: { equipmentID: 'e-ups', customerID: 'c1', token: TOKEN },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          equipmentAsset: {
            __typename: 'EquipmentAsset',
            equipmentID: 'e-ups',
            name: 'UPS A',
            manufacturer: 'Vertiv',
            model: 'Liebert GXT5',
            protocol: 'SNMP',
            ip: '10.0.4.21',
            meta: [],
          },
        },
      },
    },
    {
      // The Alarms widget asks for the link's view's alarms with the token.
      request: {
        query: ViewAlarmsDocument,
        variables: { viewID: 'v1', customerID: 'c1', token: TOKEN },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { viewAlarms: [] } },
    },
    {
      request: { query: WidgetTimersDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: WidgetTimersQueryVariables) => {
        asked.timers.push(variables);
        return { data: { timers: [] } };
      },
    },
  ];
}

const openLink = (mocks: MockLink.MockedResponse[]) =>
  // Signed out, as a visitor with the link is.
  renderPage(<SharedViewPage />, {
    route: APP_ROUTES.shared,
    at: `/shared/${TOKEN}`,
    mocks,
  });

const card = (name: string) => screen.getByRole('region', { name });

describe('a public link’s page', () => {
  it('shows the view read-only, its name as title, every request with the token', async () => {
    const asked: Asked = { sensors: [], readings: [], timers: [] };
    const { titles } = openLink([viewByTokenMock('view'), ...boardMocks(asked)]);
    expect(screen.getByRole('progressbar', { name: sharingTexts.loadingView })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Plant', level: 1 })).toBeTruthy();
    expect(titles).toContain('Plant');
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(4));
    await waitFor(() =>
      expect(within(card('Widget w1')).getByTestId('widget-value').textContent).toContain('5'),
    );

    // No toolbar, no widget menus, no editing.
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Add Widget|Permissions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Widget w1/ })).toBeNull();

    await waitFor(() => expect(asked.timers).toHaveLength(1));
    expect(asked.sensors.every((v) => v.token === TOKEN)).toBe(true);
    expect(asked.sensors.length).toBeGreaterThan(0);
    expect(asked.readings.every((v) => v.token === TOKEN)).toBe(true);
    expect(asked.readings.length).toBeGreaterThan(0);
    expect(asked.timers[0]).toMatchObject({ widgetIDs: ['w3'], token: TOKEN });
    // Widgets reading more than sensors ask with the token too: asset data, alarms.
    expect(await within(card('Widget w2')).findByText('Liebert GXT5')).toBeTruthy();
    expect(await within(card('Widget w4')).findByText('No open alarms')).toBeTruthy();
  });

  it('takes live values on a socket whose handshake carries the token', async () => {
    const asked: Asked = { sensors: [], readings: [], timers: [] };
    const { sockets } = openLink([viewByTokenMock('view'), ...boardMocks(asked)]);
    const value = () => within(card('Widget w1')).getByTestId('widget-value');
    await waitFor(() => expect(value().textContent).toContain('5'));
    await waitFor(() => expect(sockets[0]?.connectCalls).toBe(1));
    expect(sockets[0]!.handshakes[0]).toEqual({ type: 'sensor', id: 'sw1', shareToken: TOKEN });
    act(() => sockets[0]!.serverConnects());
    act(() =>
      sockets[0]!.serverSends(LIVE_EVENTS.readings, [
        {
          sensorID: 'sw1',
          value: 42,
          detail: null,
          createdAt: new Date(NOW + 60_000).toISOString(),
          status: 'error',
          disconnected: false,
        },
      ]),
    );
    expect(value().textContent).toContain('42');
  });

  it.each([
    ['an expired, revoked or unknown link', { error: messages.invalidToken }],
    ['a link that finds no view', 'none'],
  ] as const)('says "Invalid token" for %s, on a plain page', async (_case, outcome) => {
    const { titles } = openLink([viewByTokenMock(outcome)]);
    expect(await screen.findByText(messages.invalidToken)).toBeTruthy();
    expect(screen.getByRole('heading', { name: sharingTexts.sharedTitle })).toBeTruthy();
    expect(titles).toContain(sharingTexts.sharedTitle);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByTestId('grid-item')).toBeNull();
    // Stays where it is: no sign-in.
    expect(screen.getByTestId('location').textContent).toBe(`/shared/${TOKEN}`);
  });

  it('offers Retry when the server cannot be reached', async () => {
    openLink([
      { ...viewByTokenMock('view'), result: undefined, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  describe('to an overlay view', () => {
    const overlayMocks = (): MockLink.MockedResponse[] => [
      {
        request: { query: SharedViewByTokenDocument, variables: { token: TOKEN } },
        result: { data: { view: viewOf({ name: 'Ground floor', viewType: 'overlay' }) } },
      },
      {
        // Only with the token: a request without it would find no mock.
        request: { query: OverlayViewDocument, variables: { viewID: 'v1', token: TOKEN } },
        maxUsageCount: 5,
        result: {
          data: {
            overlayView: overlayViewOf({
              id: 'v1',
              name: 'Ground floor',
              image: '/files/images/img-1?link=7',
              canUpdate: false,
              canDelete: false,
              canShare: false,
              heatMaps: [heatMapOf('m1')],
              overlays: [
                sensorOverlay('o1', 's1', { heatMapID: 'm1' }, 21),
                viewOverlay('o2', { data: null, status: null }),
                linkOverlay('o3'),
              ],
            }),
          },
        },
      },
    ];
    const overlay = (id: string) =>
      document.querySelector<HTMLElement>(`[data-testid="overlay"][data-overlay-id="${id}"]`)!;

    it('shows it read-only and live, its image through the link, over the token’s socket', async () => {
      const { sockets } = openLink(overlayMocks());
      expect(await screen.findByRole('heading', { name: 'Ground floor', level: 1 })).toBeTruthy();
      expect(
        (
          await screen.findByRole('img', { name: overlayTexts.imageAlt('Ground floor') })
        ).getAttribute('src'),
      ).toBe('/files/images/img-1?link=7');
      // Nothing to change, and no way into the app's pages; a link overlay still opens its address.
      expect(screen.queryByRole('button', { name: overlayTexts.edit })).toBeNull();
      expect(screen.queryByRole('button', { name: overlayTexts.settings })).toBeNull();
      expect(overlay('o1').getAttribute('href')).toBeNull();
      expect(overlay('o1').getAttribute('role')).toBe('img');
      expect(overlay('o2').textContent).toContain(overlayTexts.unreadableView);
      expect(overlay('o3').getAttribute('href')).toBe('https://example.test/manual');

      await waitFor(() => expect(sockets[0]?.connectCalls).toBe(1));
      expect(sockets[0]!.handshakes[0]).toEqual({ type: 'sensor', id: 's1', shareToken: TOKEN });
      act(() => sockets[0]!.serverConnects());
      act(() =>
        sockets[0]!.serverSends(LIVE_EVENTS.readings, [
          {
            sensorID: 's1',
            value: 33,
            detail: null,
            createdAt: new Date(NOW + 60_000).toISOString(),
            status: 'error',
            disconnected: false,
          },
        ]),
      );
      expect(within(overlay('o1')).getByTestId('overlay-value').textContent).toBe('33 °C');
      await waitFor(() =>
        expect(screen.getByTestId('heat-map-canvas').getAttribute('data-samples')).toBe(
          '100,100=33',
        ),
      );
    });
  });
});
