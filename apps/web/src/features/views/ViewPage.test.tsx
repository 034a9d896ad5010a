// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import {
  DeleteWidgetDocument,
  NewWidgetDocument,
  UpdateViewLayoutDocument,
  UpdateViewTrendSyncDocument,
  ViewDocument,
  WidgetReadingsDocument,
  WidgetSensorsDocument,
  WidgetsDocument,
} from '../../graphql/generated/graphql';
import type {
  NewWidgetMutationVariables,
  UpdateViewLayoutMutationVariables,
  ViewQuery,
  WidgetReadingsInput,
  WidgetReadingsQueryVariables,
  WidgetSensorsQuery,
  WidgetSensorsQueryVariables,
  WidgetsQuery,
} from '../../graphql/generated/graphql';
import { NOW, readingsOf, sensorOf, viewOf, widgetOf } from './viewPage/testFixtures';
import type { WidgetBodyProps } from './widgets/widgetTypes';
import { ViewPage, ViewPreviewPage, ViewShowcasePage, ViewV2Page } from './ViewPage';

// The widget components have their own tests: here a probe records what each widget was given.
const renders = new Map<string, WidgetBodyProps[]>();
vi.mock('./widgets/WidgetBody', () => ({
  WidgetBody: (props: WidgetBodyProps) => {
    renders.set(props.widget.id, [...(renders.get(props.widget.id) ?? []), props]);
    return <div data-testid="widget-body">{props.widget.name}</div>;
  },
}));

afterEach(() => {
  cleanup();
  renders.clear();
});

const lastProps = (widgetID: string) => renders.get(widgetID)?.at(-1);

type View = NonNullable<ViewQuery['view']>;
type Widget = WidgetsQuery['widgets'][number];
type Sensor = WidgetSensorsQuery['sensors'][number];

const viewMock = (view: View | null): MockLink.MockedResponse => ({
  request: { query: ViewDocument, variables: { viewName: 'Plant', customerID: 'c1' } },
  result: { data: { view } },
});

const widgetsMock = (widgets: Widget[], maxUsageCount = 5): MockLink.MockedResponse => ({
  request: { query: WidgetsDocument, variables: { viewID: 'v1' } },
  result: { data: { widgets } },
  maxUsageCount,
});

/** Answers every widget sensors request from `sensors`, recording the widget ids asked for. */
const sensorsMock = (sensors: Sensor[], asked: string[][] = []): MockLink.MockedResponse => ({
  request: { query: WidgetSensorsDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: WidgetSensorsQueryVariables) => {
    const ids = [variables.widgetIDs].flat();
    asked.push(ids);
    return { data: { sensors: sensors.filter((s) => ids.includes(s.id.replace(/^s/, ''))) } };
  },
});

/** Answers every readings request, recording each request's widgets. */
const readingsMock = (asked: WidgetReadingsInput[][] = []): MockLink.MockedResponse => ({
  request: { query: WidgetReadingsDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: WidgetReadingsQueryVariables) => {
    const widgets = [variables.widgets].flat();
    asked.push(widgets);
    return {
      data: {
        readings: widgets.map((w) =>
          readingsOf(w.widgetID ?? '', {
            range: w.range,
            latest: (w.sensorIDs ?? []).map((sensorID) => ({
              __typename: 'LatestReading',
              sensorID,
              value: 7,
              detail: null,
              createdAt: new Date(NOW - 30_000).toISOString(),
              status: 'ok',
              disconnected: false,
            })),
          }),
        ),
      },
    };
  },
});

const LAYOUT = {
  lg: [
    { i: 'w1', x: 0, y: 0, w: 3, h: 3 },
    { i: 'w2', x: 3, y: 0, w: 3, h: 3 },
  ],
  xxs: [
    { i: 'w1', x: 0, y: 0, w: 1, h: 3 },
    { i: 'w2', x: 1, y: 0, w: 1, h: 3 },
  ],
};

const twoWidgets = (viewExtra: Partial<View> = {}) => [
  viewMock(viewOf({ layout: JSON.stringify(LAYOUT), ...viewExtra })),
  widgetsMock([widgetOf('w1'), widgetOf('w2')]),
  sensorsMock([sensorOf('sw1'), sensorOf('sw2')]),
  readingsMock(),
];

const openView = (mocks: MockLink.MockedResponse[]) =>
  renderPage(<ViewPage />, { route: APP_ROUTES.view, at: '/c1/views/Plant', mocks });

const gridItem = (widgetID: string) =>
  screen.getAllByTestId('grid-item').find((el) => el.getAttribute('data-widget-id') === widgetID)!;

const pickScreenSize = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: /Screen Size/ }));
  fireEvent.click(await screen.findByRole('menuitemradio', { name: label }));
};

describe('ViewPage', () => {
  it('says the view could not be loaded when there is none, with a way back', async () => {
    openView([viewMock(null)]);
    expect(screen.getByRole('progressbar', { name: 'Loading view' })).toBeTruthy();
    expect(await screen.findByText(messages.errorLoadingView)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Views' }).getAttribute('href')).toBe('/c1/views');
  });

  it('sends an overlay view opened by its name to its own page', async () => {
    openView([viewMock(viewOf({ id: 'v9', viewType: 'overlay' }))]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/c1/overlay/views/v9'),
    );
  });

  it('shows a failed load with Retry', async () => {
    openView([
      {
        request: { query: ViewDocument, variables: { viewName: 'Plant', customerID: 'c1' } },
        error: new Error('Network down'),
      },
      ...twoWidgets(),
    ]);
    expect(await screen.findByText(/Network down/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plant' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('widget-body')).toHaveLength(2));
  });

  it('shows a read-only user the widgets and the trend range, without edit controls', async () => {
    openView([
      viewMock(viewOf({ canUpdate: false })),
      widgetsMock([widgetOf('w1'), widgetOf('t1', { type: 'TREND' })]),
      sensorsMock([sensorOf('sw1'), sensorOf('st1')]),
      readingsMock(),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('widget-body')).toHaveLength(2));
    expect(screen.getByRole('group', { name: 'Trend range' })).toBeTruthy();
    expect(screen.queryByText('Add Widget')).toBeNull();
    expect(screen.queryByText('Add Header')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Screen Size/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alerts' })).toBeNull();
  });

  it('offers Permissions & Sharing to users who can share the view, and only to them', async () => {
    openView(twoWidgets({ canUpdate: false, canShare: true }));
    const toolbar = await screen.findByRole('toolbar', { name: 'View actions' });
    // Sharing needs no update right; the dialog has its own tests.
    expect(within(toolbar).getByRole('button', { name: 'Permissions & Sharing' })).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Edit' })).toBeNull();
    cleanup();
    openView(twoWidgets({ canShare: false }));
    await screen.findByRole('toolbar', { name: 'View actions' });
    expect(screen.queryByRole('button', { name: 'Permissions & Sharing' })).toBeNull();
  });

  it('offers Generate Report on dashboards the user may update, and only there', async () => {
    openView(twoWidgets());
    const toolbar = await screen.findByRole('toolbar', { name: 'View actions' });
    expect(within(toolbar).getByRole('button', { name: 'Generate Report' })).toBeTruthy();
    cleanup();
    openView(twoWidgets({ canUpdate: false, canShare: true }));
    await screen.findByRole('toolbar', { name: 'View actions' });
    expect(screen.queryByRole('button', { name: 'Generate Report' })).toBeNull();
    cleanup();
    openView(twoWidgets({ viewType: 'asset' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Generate Report' })).toBeNull();
  });

  it("links a user who may update the view to the view's alerts", async () => {
    openView(twoWidgets());
    const toolbar = await screen.findByRole('toolbar', { name: 'View actions' });
    expect(within(toolbar).getByRole('link', { name: 'Alerts' }).getAttribute('href')).toBe(
      '/c1/views/Plant/alerts',
    );
  });

  it('switches the layout shown with the Screen Size menu', async () => {
    openView(twoWidgets());
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(2));
    await pickScreenSize('Desktop');
    expect(screen.getByTestId('view-grid').getAttribute('data-screen-size')).toBe('lg');
    expect(gridItem('w2').getAttribute('data-layout')).toBe('3,0,3,3');
    await pickScreenSize('Mobile');
    expect(screen.getByTestId('view-grid').getAttribute('data-screen-size')).toBe('xxs');
    expect(screen.getByTestId('view-grid').getAttribute('data-frame')).toBe('mobile');
    expect(gridItem('w2').getAttribute('data-layout')).toBe('1,0,1,3');
  });

  it('saves the edited screen size merged with the other saved one when leaving edit mode', async () => {
    const saves: UpdateViewLayoutMutationVariables[] = [];
    openView([
      ...twoWidgets(),
      {
        request: { query: UpdateViewLayoutDocument, variables: () => true },
        maxUsageCount: 2,
        result: (variables: UpdateViewLayoutMutationVariables) => {
          saves.push(variables);
          return saves.length === 1
            ? { errors: [{ message: 'The layout is not valid.' }] }
            : { data: { updateViewLayout: variables.layout } };
        },
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(2));
    await pickScreenSize('Desktop');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const handle = screen.getByRole('button', { name: /^Move Widget w2/ });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(gridItem('w2').getAttribute('data-layout')).toBe('4,0,3,3');

    // A failed save keeps the change and edit mode.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The layout is not valid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(gridItem('w2').getAttribute('data-layout')).toBe('4,0,3,3');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({ viewName: 'Plant', id: 'v1' });
    expect(JSON.parse(saves[1]!.layout)).toEqual({
      lg: [
        { i: 'w1', x: 0, y: 0, w: 3, h: 3 },
        { i: 'w2', x: 4, y: 0, w: 3, h: 3 },
      ],
      xxs: LAYOUT.xxs,
    });
    expect(gridItem('w2').getAttribute('data-layout')).toBe('4,0,3,3');
  });

  it('applies a change to the other screen size too while screen sizes are synced', async () => {
    const saves: UpdateViewLayoutMutationVariables[] = [];
    openView([
      ...twoWidgets(),
      {
        request: { query: UpdateViewLayoutDocument, variables: () => true },
        result: (variables: UpdateViewLayoutMutationVariables) => {
          saves.push(variables);
          return { data: { updateViewLayout: variables.layout } };
        },
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(2));
    await pickScreenSize('Desktop');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Sync screen sizes' }));
    // Six columns wider on desktop: three quarters of it, which is the whole phone width.
    const handle = screen.getByRole('button', { name: /^Move Widget w1/ });
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    const saved = JSON.parse(saves[0]!.layout) as typeof LAYOUT;
    expect(saved.lg).toEqual([
      { i: 'w1', x: 0, y: 0, w: 9, h: 3 },
      { i: 'w2', x: 3, y: 3, w: 3, h: 3 },
    ]);
    expect(saved.xxs).toEqual([
      { i: 'w1', x: 0, y: 0, w: 2, h: 3 },
      { i: 'w2', x: 1, y: 3, w: 1, h: 3 },
    ]);
  });

  it('asks for sensors 30 widgets and trends 3 widgets per request, latest values at once', async () => {
    const values = Array.from({ length: 24 }, (_, i) => widgetOf(`v${i}`));
    const trends = Array.from({ length: 7 }, (_, i) => widgetOf(`t${i}`, { type: 'TREND' }));
    const sensorRequests: string[][] = [];
    const readingRequests: WidgetReadingsInput[][] = [];
    openView([
      viewMock(viewOf()),
      widgetsMock([...values, ...trends]),
      sensorsMock(
        [...values, ...trends].map((w) => sensorOf(`s${w.id}`)),
        sensorRequests,
      ),
      readingsMock(readingRequests),
    ]);
    await waitFor(() => expect(readingRequests).toHaveLength(4));
    await waitFor(() => expect(sensorRequests).toHaveLength(2));
    // Sent together, so they may answer in any order.
    expect(sensorRequests.map((ids) => ids.length).sort((a, b) => a - b)).toEqual([1, 30]);
    const latest = readingRequests.filter((r) => r[0]?.range === 'LATEST');
    const trend = readingRequests.filter((r) => r[0]?.range === 'DAY');
    expect(latest.map((r) => r.length)).toEqual([24]);
    expect(trend.map((r) => r.length).sort((a, b) => a - b)).toEqual([1, 3, 3]);
    await waitFor(() => expect(lastProps('t6')?.trend).toEqual([]));
    expect(lastProps('t6')?.window).toEqual({ from: NOW - 3_600_000, to: NOW });
    expect(lastProps('v0')?.trend).toBeUndefined();
  });

  it('updates only the widget showing a sensor on a live reading, and marks disconnection', async () => {
    const { sockets } = openView(twoWidgets());
    await waitFor(() => expect(lastProps('w1')?.latest.get('sw1')?.value).toBe(7));
    expect(lastProps('w1')?.sensors.map((s) => s.id)).toEqual(['sw1']);
    await waitFor(() => expect(sockets[0]?.connectCalls).toBe(1));
    act(() => sockets[0]!.serverConnects());

    const w2Renders = renders.get('w2')!.length;
    act(() =>
      sockets[0]!.serverSends(LIVE_EVENTS.readings, [
        {
          sensorID: 'sw1',
          value: 42,
          detail: null,
          createdAt: new Date(NOW + 1_000).toISOString(),
          status: 'error',
          disconnected: false,
        },
      ]),
    );
    expect(lastProps('w1')?.latest.get('sw1')).toEqual({
      value: 42,
      detail: null,
      at: NOW + 1_000,
      disconnected: false,
    });
    expect(lastProps('w1')?.history).toEqual([{ sensorID: 'sw1', at: NOW + 1_000, value: 42 }]);
    expect(renders.get('w2')).toHaveLength(w2Renders);
    const w1Card = screen.getAllByTestId('view-widget')[0]!;
    expect(w1Card.getAttribute('data-status')).toBe('error');

    act(() =>
      sockets[0]!.serverSends(LIVE_EVENTS.readings, [
        {
          sensorID: 'sw2',
          value: null,
          detail: null,
          createdAt: new Date(NOW + 2_000).toISOString(),
          status: 'disconnected',
          disconnected: true,
        },
      ]),
    );
    expect(lastProps('w2')?.latest.get('sw2')?.disconnected).toBe(true);
    const w2Card = screen
      .getAllByTestId('view-widget')
      .find((el) => el.getAttribute('data-widget-id') === 'w2')!;
    expect(w2Card.getAttribute('data-status')).toBe('disconnected');
    expect(within(w2Card).getByTestId('widget-body')).toBeTruthy();
  });

  it('offers trend v2 views a Sync trends toggle instead of the range picker', async () => {
    const synced: boolean[] = [];
    renderPage(<ViewV2Page />, {
      route: APP_ROUTES.viewV2,
      at: '/c1/views/Plant/v2',
      mocks: [
        viewMock(viewOf()),
        widgetsMock([widgetOf('t1', { type: 'TREND' })]),
        sensorsMock([sensorOf('st1')]),
        readingsMock(),
        {
          request: { query: UpdateViewTrendSyncDocument, variables: () => true },
          result: (variables: { trendSync: boolean }) => {
            synced.push(variables.trendSync);
            return {
              data: {
                updateView: { __typename: 'View', id: 'v1', trendSync: variables.trendSync },
              },
            };
          },
        },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'Sync trends' });
    expect(screen.queryByRole('group', { name: 'Trend range' })).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(synced).toEqual([true]));
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Sync trends' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('previews a screen size read-only', async () => {
    renderPage(<ViewPreviewPage />, {
      route: APP_ROUTES.viewPreview,
      at: '/c1/views/Plant/preview/xs',
      mocks: twoWidgets(),
    });
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(2));
    expect(screen.getByTestId('view-grid').getAttribute('data-screen-size')).toBe('xxs');
    expect(gridItem('w2').getAttribute('data-layout')).toBe('1,0,1,3');
    expect(screen.getByText('Preview: Mobile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('showcases only the widgets named in the address', async () => {
    const sensorRequests: string[][] = [];
    renderPage(<ViewShowcasePage />, {
      route: APP_ROUTES.viewShowcase,
      at: '/c1/views/Plant/showcase/w2',
      mocks: [
        viewMock(viewOf({ layout: JSON.stringify(LAYOUT) })),
        widgetsMock([widgetOf('w1'), widgetOf('w2')]),
        sensorsMock([sensorOf('sw1'), sensorOf('sw2')], sensorRequests),
        readingsMock(),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('widget-body')).toHaveLength(1));
    expect(screen.getByTestId('view-showcase')).toBeTruthy();
    expect(lastProps('w2')?.canUpdate).toBe(false);
    expect(renders.has('w1')).toBe(false);
    await waitFor(() => expect(sensorRequests).toEqual([['w2']]));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lists the SNMP equipment of the view under View Traps, each opening its traps page in a new window', async () => {
    const snmp = (id: string, equipmentID: string, equipmentName: string) =>
      sensorOf(id, { register: '1.3.6.1.4.1.476.1.42', equipmentID, equipmentName });
    openView([
      viewMock(viewOf({ canUpdate: false })),
      widgetsMock([widgetOf('w1'), widgetOf('w2'), widgetOf('w3')]),
      sensorsMock([snmp('sw1', 'e7', 'PDU B'), snmp('sw2', 'e5', 'Card A'), sensorOf('sw3')]),
      readingsMock(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'View Traps' }));
    const items = await screen.findAllByRole('menuitem');
    // The traps tab (core §2), with this view as the page's back link.
    const back = `&ref=${encodeURIComponent('/c1/views/Plant')}`;
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Card A', `/c1/gateways/g1/equipment/e5/traps?traps=true&tab=1${back}`],
      ['PDU B', `/c1/gateways/g1/equipment/e7/traps?traps=true&tab=1${back}`],
    ]);
    expect(items[0]!.getAttribute('target')).toBe('_blank');
  });

  it('links View Traps straight to the only SNMP equipment, in a new window', async () => {
    openView([
      viewMock(viewOf({ canUpdate: false })),
      widgetsMock([widgetOf('w1')]),
      sensorsMock([sensorOf('sw1', { register: '1.3.6.1.2.1.33.1.2.4.0' })]),
      readingsMock(),
    ]);
    const link = await screen.findByRole('link', { name: 'View Traps: UPS A' });
    expect(link.getAttribute('href')).toBe(
      `/c1/gateways/g1/equipment/e1/traps?traps=true&tab=1&ref=${encodeURIComponent('/c1/views/Plant')}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('adds a header from the Add Header dialog and shows it', async () => {
    const added: NewWidgetMutationVariables[] = [];
    const header = widgetOf('h1', { type: 'HEADER', name: 'Cooling', sensorIDs: [] });
    openView([
      viewMock(viewOf()),
      widgetsMock([widgetOf('w1')], 1),
      sensorsMock([sensorOf('sw1')]),
      readingsMock(),
      {
        request: { query: NewWidgetDocument, variables: () => true },
        result: (variables: NewWidgetMutationVariables) => {
          added.push(variables);
          return { data: { newWidget: header } };
        },
      },
      viewMock(viewOf()),
      {
        request: { query: WidgetsDocument, variables: { viewID: 'v1' } },
        result: { data: { widgets: [widgetOf('w1'), header] } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Header' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Header' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Header text'), {
      target: { value: 'Cooling' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(renders.has('h1')).toBe(true));
    expect(added).toEqual([
      {
        viewID: 'v1',
        customerID: 'c1',
        widget: { type: 'HEADER', displayType: 'other', name: 'Cooling' },
      },
    ]);
  });

  it('deletes a widget in edit mode after confirming', async () => {
    const deleted: string[] = [];
    openView([
      viewMock(viewOf({ layout: JSON.stringify(LAYOUT) })),
      widgetsMock([widgetOf('w1'), widgetOf('w2')], 1),
      sensorsMock([sensorOf('sw1'), sensorOf('sw2')]),
      readingsMock(),
      {
        request: { query: DeleteWidgetDocument, variables: () => true },
        result: (variables: { id: string }) => {
          deleted.push(variables.id);
          return { data: { deleteWidget: true } };
        },
      },
      viewMock(viewOf({ layout: JSON.stringify(LAYOUT) })),
      {
        request: { query: WidgetsDocument, variables: { viewID: 'v1' } },
        result: { data: { widgets: [widgetOf('w1')] } },
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Widget w2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete widget?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('grid-item')).toHaveLength(1));
    expect(deleted).toEqual(['w2']);
  });
});
