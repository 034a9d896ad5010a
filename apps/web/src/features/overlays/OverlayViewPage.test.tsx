// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_ROUTES, LIVE_EVENTS, STATUS_COLORS, messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../app/testing/FakeXhr';
import { renderPage } from '../../app/testing/renderPage';
import {
  OverlaySensorPickerDocument,
  OverlayViewDocument,
  SaveOverlaysDocument,
  UpdateOverlayImageDocument,
  UpdateOverlayViewDocument,
} from '../../graphql/generated/graphql';
import type {
  OverlayInput,
  SaveOverlaysMutationVariables,
  UpdateOverlayViewMutationVariables,
} from '../../graphql/generated/graphql';
import { OverlayViewPage } from './OverlayViewPage';
import type { LoadedOverlayView } from './overlayDraft';
import {
  NOW,
  heatMapOf,
  linkOverlay,
  overlayViewOf,
  sensorOverlay,
  viewOverlay,
} from './overlayTestData';
import { overlayTexts } from './overlayTexts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FLOOR = overlayViewOf({
  heatMaps: [heatMapOf('m1', 15, 35)],
  overlays: [
    sensorOverlay('o1', 's1', { heatMapID: 'm1', x: 600, y: 100 }, 21),
    sensorOverlay('o2', 's2', { heatMapID: 'm1', x: 200, y: 400, status: 'warning' }, 29),
    viewOverlay('o3'),
    linkOverlay('o4'),
  ],
});

function viewMock(view: LoadedOverlayView | null, uses = 5): MockLink.MockedResponse {
  return {
    request: { query: OverlayViewDocument, variables: { viewID: 'ov1', customerID: 'c1' } },
    result: { data: { overlayView: view } },
    maxUsageCount: uses,
  };
}

/** The palette's sensor search, answered with these sensors. */
function sensorPickerMock(sensors: unknown[] = []): MockLink.MockedResponse {
  return {
    request: { query: OverlaySensorPickerDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { sensors } },
  };
}

const open = (mocks: MockLink.MockedResponse[], at = '/c1/overlay/views/ov1') =>
  renderPage(<OverlayViewPage />, { route: APP_ROUTES.overlayView, at, mocks });

const overlay = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="overlay"][data-overlay-id="${id}"]`)!;
const canvas = () => screen.getByTestId('heat-map-canvas');

const reading = (sensorID: string, value: number, status = 'ok') => ({
  sensorID,
  value,
  detail: null,
  createdAt: new Date(NOW + 60_000).toISOString(),
  status,
  disconnected: false,
});

describe('the overlay view page', () => {
  it('shows the image with its overlays, heat map and legend', async () => {
    const { titles } = open([viewMock(FLOOR)]);
    expect(screen.getByRole('progressbar', { name: overlayTexts.loadingView })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ground floor' })).toBeTruthy();
    expect(titles).toContain('Ground floor');
    expect(
      screen.getByRole('img', { name: overlayTexts.imageAlt('Ground floor') }).getAttribute('src'),
    ).toBe('/files/images/img-1');

    // Sensors: their value in their status colour, leading to the sensor's page.
    const sensor = overlay('o2');
    expect(sensor.getAttribute('data-status')).toBe('warning');
    expect(sensor.style.borderColor).toBe('rgb(251, 192, 45)');
    expect(STATUS_COLORS.yellow).toBe('#fbc02d');
    expect(within(sensor).getByTestId('overlay-value').textContent).toBe('29 °C');
    expect(sensor.getAttribute('href')).toBe('/c1/sensors/s2');
    // On image pixels, where the view put it.
    expect([sensor.style.left, sensor.style.top]).toEqual(['200px', '400px']);
    // The view: its counts, leading to it; the link: its address.
    const view = overlay('o3');
    expect(view.getAttribute('href')).toBe('/c1/views/Plant%20room');
    expect(within(view).getByTestId('overlay-counts').getAttribute('aria-label')).toBe(
      overlayTexts.viewCounts(0, 2, 1),
    );
    const link = overlay('o4');
    expect(link.getAttribute('href')).toBe('https://example.test/manual');
    expect(link.getAttribute('target')).toBe('_blank');

    // The heat map is drawn from its sensors; its legend reads valueA, half way and valueC.
    expect(canvas().getAttribute('data-samples')).toBe('600,100=21;200,400=29');
    const legend = screen.getByRole('figure', { name: overlayTexts.legend('Heat map 1') });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['15', '25', '35']);
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-color')),
    ).toEqual(['#2196f3', '#ffeb3b', '#f44336']);
  });

  it('follows live readings: the overlay’s value and colour, and the heat map, without a reload', async () => {
    const { sockets } = open([viewMock(FLOOR)]);
    await screen.findByRole('heading', { level: 1, name: 'Ground floor' });
    await waitFor(() => expect(sockets[0]?.connectCalls).toBe(1));
    act(() => sockets[0]!.serverConnects());
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.readings, [reading('s1', 37.5, 'error')]));
    const sensor = overlay('o1');
    expect(within(sensor).getByTestId('overlay-value').textContent).toBe('37.5 °C');
    expect(sensor.getAttribute('data-status')).toBe('error');
    expect(sensor.style.borderColor).toBe('rgb(244, 67, 54)');
    await waitFor(() =>
      expect(canvas().getAttribute('data-samples')).toBe('600,100=37.5;200,400=29'),
    );
    // An older push than what is shown changes nothing.
    act(() =>
      sockets[0]!.serverSends(LIVE_EVENTS.readings, [
        { ...reading('s1', 1), createdAt: new Date(NOW - 3_600_000).toISOString() },
      ]),
    );
    expect(within(sensor).getByTestId('overlay-value').textContent).toBe('37.5 °C');
    expect(screen.getByTestId('location').textContent).toBe('/c1/overlay/views/ov1');
  });

  it('zooms, turns and resets the image from its buttons and the keyboard', async () => {
    const user = userEvent.setup();
    open([viewMock(overlayViewOf({ canUpdate: false }))]);
    const stage = await screen.findByTestId('overlay-stage');
    const zoom = () => Number(stage.getAttribute('data-zoom'));
    const before = zoom();
    await user.click(screen.getByRole('button', { name: overlayTexts.zoomIn }));
    expect(zoom()).toBeCloseTo(before * 1.25, 10);
    await user.click(screen.getByRole('button', { name: overlayTexts.zoomOut }));
    expect(zoom()).toBeCloseTo(before, 10);
    await user.click(screen.getByRole('button', { name: overlayTexts.rotateRight }));
    expect(stage.getAttribute('data-rotation')).toBe('90');
    await user.click(screen.getByRole('button', { name: overlayTexts.rotateLeft }));
    await user.click(screen.getByRole('button', { name: overlayTexts.rotateLeft }));
    expect(stage.getAttribute('data-rotation')).toBe('270');
    stage.focus();
    await user.keyboard('+');
    expect(zoom()).toBeCloseTo(before * 1.25, 10);
    await user.click(screen.getByRole('button', { name: overlayTexts.resetPlacement }));
    expect(stage.getAttribute('data-rotation')).toBe('0');
    expect(zoom()).toBeCloseTo(before, 10);
    // A read-only reader has no editing.
    expect(screen.queryByRole('button', { name: overlayTexts.edit })).toBeNull();
    expect(screen.getByTestId('overlays-empty').textContent).toContain(overlayTexts.empty);
  });

  it('edits: places a sensor, puts it on a new heat map, moves one, deletes one and saves at once', async () => {
    const user = userEvent.setup();
    const saved: SaveOverlaysMutationVariables[] = [];
    const placed: UpdateOverlayViewMutationVariables[] = [];
    open([
      viewMock(FLOOR),
      sensorPickerMock([
        {
          __typename: 'Sensor',
          id: 's7',
          name: 'Return air',
          unit: '°C',
          states: [],
          disconnected: false,
          status: 'ok',
          equipmentName: 'CRAC 1',
          reading: { __typename: 'Reading', value: 24, detail: null, createdAt: null },
        },
      ]),
      {
        request: { query: SaveOverlaysDocument, variables: () => true },
        result: (variables: SaveOverlaysMutationVariables) => {
          saved.push(variables);
          return { data: { saveOverlays: FLOOR } };
        },
      },
      {
        request: { query: UpdateOverlayViewDocument, variables: () => true },
        result: (variables: UpdateOverlayViewMutationVariables) => {
          placed.push(variables);
          return { data: { updateOverlayView: { ...FLOOR, rotation: 90 } } };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: overlayTexts.edit }));

    // Place a sensor from the palette (from the keyboard: no dragging needed).
    await user.click(
      await screen.findByRole('button', { name: overlayTexts.placeItem('Return air') }),
    );
    const added = overlay('new-1');
    expect(added.getAttribute('aria-pressed')).toBe('true');
    expect(within(added).getByTestId('overlay-value').textContent).toBe('24 °C');
    const inspector = screen.getByTestId('overlay-inspector');
    expect(within(inspector).getByRole('heading').textContent).toContain('Return air');

    // A new heat map, and the new sensor on it.
    await user.click(screen.getByRole('button', { name: overlayTexts.addHeatMap }));
    fireEvent.mouseDown(
      within(inspector).getByRole('combobox', { name: overlayTexts.heatMapField }),
    );
    await user.click(await screen.findByRole('option', { name: 'Heat map 2' }));
    expect(screen.getAllByTestId('heat-map-canvas')).toHaveLength(2);

    // Move the link with the arrow keys; delete the view overlay once confirmed.
    overlay('o4').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}');
    await user.click(overlay('o3'));
    await user.click(
      within(screen.getByTestId('overlay-inspector')).getByRole('button', {
        name: overlayTexts.deleteOverlay,
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: overlayTexts.deleteOverlayTitle('Plant room'),
    });
    await user.click(within(confirm).getByRole('button', { name: overlayTexts.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlay('o3')).toBeNull();

    // Turn the image: its placement is stored with the save.
    await user.click(screen.getByRole('button', { name: overlayTexts.rotateRight }));
    await user.click(screen.getByRole('button', { name: overlayTexts.save }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: overlayTexts.edit })).toBeTruthy(),
    );

    expect(saved).toHaveLength(1);
    const [save] = saved;
    expect(save).toMatchObject({ viewID: 'ov1', customerID: 'c1' });
    expect(save!.heatMaps).toEqual([
      { id: 'm1', colorA: '#2196f3', colorB: '#ffeb3b', colorC: '#f44336', valueA: 15, valueC: 35 },
      { colorA: '#2196f3', colorB: '#ffeb3b', colorC: '#f44336', valueA: 15, valueC: 35 },
    ]);
    const overlays = save!.overlays as OverlayInput[];
    expect(overlays.map((o) => [o.id ?? null, o.kind, o.x, o.y, o.heatMap])).toEqual([
      ['o1', 'sensor', 600, 100, 0],
      ['o2', 'sensor', 200, 400, 0],
      ['o4', 'link', 510, 101, null],
      [null, 'sensor', 400, 300, 1],
    ]);
    // The new overlay copies the first overlay's opacity (spec core §4).
    expect(overlays[3]).toMatchObject({ sensorID: 's7', opacity: 90 });
    expect(placed).toEqual([{ viewID: 'ov1', customerID: 'c1', x: 0, y: 0, rotation: 90 }]);
  });

  it('says "Unable to update" when saving fails, and keeps the edits', async () => {
    const user = userEvent.setup();
    open([
      viewMock(FLOOR),
      sensorPickerMock(),
      {
        request: { query: SaveOverlaysDocument, variables: () => true },
        result: { errors: [new GraphQLError(messages.unableToUpdate)] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: overlayTexts.edit }));
    await user.click(screen.getByRole('button', { name: overlayTexts.addHeatMap }));
    await user.click(screen.getByRole('button', { name: overlayTexts.save }));
    expect(await screen.findByText(messages.unableToUpdate)).toBeTruthy();
    expect(screen.getAllByTestId('heat-map-editor')).toHaveLength(2);
  });

  it('asks before discarding edits or deleting a heat map, and Cancel puts everything back', async () => {
    const user = userEvent.setup();
    open([viewMock(FLOOR), sensorPickerMock()]);
    await user.click(await screen.findByRole('button', { name: overlayTexts.edit }));
    await user.click(
      screen.getByRole('button', { name: overlayTexts.deleteHeatMap('Heat map 1') }),
    );
    const ask = await screen.findByRole('dialog', {
      name: overlayTexts.deleteHeatMapTitle('Heat map 1'),
    });
    await user.click(within(ask).getByRole('button', { name: overlayTexts.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryAllByTestId('heat-map-canvas')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: overlayTexts.cancel }));
    const discard = await screen.findByRole('dialog', { name: overlayTexts.discardTitle });
    await user.click(within(discard).getByRole('button', { name: overlayTexts.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('heat-map-canvas')).toHaveLength(1);
    expect(screen.getByRole('button', { name: overlayTexts.edit })).toBeTruthy();
  });

  it('renames and resizes in Name and size, and replaces the image once confirmed', async () => {
    const user = userEvent.setup();
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    open([
      viewMock(FLOOR),
      {
        request: {
          query: UpdateOverlayViewDocument,
          variables: {
            viewID: 'ov1',
            customerID: 'c1',
            name: 'Upper floor',
            height: 600,
            width: 1000,
          },
        },
        result: { data: { updateOverlayView: { ...FLOOR, name: 'Upper floor', width: 1000 } } },
      },
      {
        request: {
          query: UpdateOverlayImageDocument,
          variables: { viewID: 'ov1', customerID: 'c1', image: 'img-2' },
        },
        result: {
          data: {
            updateOverlayImage: {
              ...FLOOR,
              name: 'Upper floor',
              width: 1000,
              image: '/files/images/img-2',
              imageID: 'img-2',
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: overlayTexts.settings }));
    let dialog = await screen.findByRole('dialog', { name: overlayTexts.settingsTitle });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Upper floor');
    const width = within(dialog).getByLabelText(/^Width/);
    await user.clear(width);
    await user.type(width, '1000');
    await user.click(within(dialog).getByRole('button', { name: overlayTexts.save }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upper floor' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: overlayTexts.settings }));
    dialog = await screen.findByRole('dialog', { name: overlayTexts.settingsTitle });
    const png = new File(['png'], 'upper.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('image-file'), { target: { files: [png] } });
    // Uploaded for this view: the server takes it from those who may update it.
    expect(FakeXhr.sent[0]!.url).toBe('/files/images?filename=upper.png&viewID=ov1');
    await FakeXhr.sent[0]!.respond(
      201,
      JSON.stringify({ id: 'img-2', url: '/files/images/img-2' }),
    );
    await user.click(within(dialog).getByRole('button', { name: overlayTexts.replace }));
    const confirm = await screen.findByRole('dialog', { name: overlayTexts.replaceImageTitle });
    await user.click(within(confirm).getByRole('button', { name: overlayTexts.replace }));
    await waitFor(() =>
      expect(
        screen
          .getByRole('img', { name: overlayTexts.imageAlt('Upper floor'), hidden: true })
          .getAttribute('src'),
      ).toBe('/files/images/img-2'),
    );
  });

  it('says so when the view cannot be loaded or does not exist', async () => {
    open([viewMock(null)]);
    expect(await screen.findByText(messages.errorLoadingView)).toBeTruthy();
    cleanup();
    open([
      {
        request: { query: OverlayViewDocument, variables: { viewID: 'ov1', customerID: 'c1' } },
        error: new Error('Failed to fetch'),
      },
    ]);
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it.each(['/c1/overlay/views/ov1/legacy', '/c1/overlay/views/ov1/v2'])(
    'shows the same page at %s',
    async (at) => {
      const route = at.endsWith('legacy') ? APP_ROUTES.overlayViewLegacy : APP_ROUTES.overlayViewV2;
      renderPage(<OverlayViewPage />, { route, at, mocks: [viewMock(FLOOR)] });
      expect(await screen.findByRole('heading', { level: 1, name: 'Ground floor' })).toBeTruthy();
    },
  );
});
