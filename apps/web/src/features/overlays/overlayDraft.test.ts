import { DEFAULT_OVERLAY_OPACITY, HEAT_MAP_DEFAULT_COLORS } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  draftChanged,
  draftFromView,
  draftReducer,
  heatMapLabel,
  saveInput,
  shownOverlays,
  type DraftAction,
  type NewOverlay,
  type OverlayDraft,
} from './overlayDraft';
import {
  heatMapOf,
  linkOverlay,
  overlayViewOf,
  sensorOverlay,
  viewOverlay,
} from './overlayTestData';

const loaded = overlayViewOf({
  heatMaps: [heatMapOf('m1')],
  overlays: [
    sensorOverlay('o1', 's1', { heatMapID: 'm1', opacity: 40 }),
    viewOverlay('o2'),
    linkOverlay('o3'),
  ],
});

const newSensor: NewOverlay = {
  kind: 'sensor',
  sensorID: 's7',
  viewID: null,
  name: '',
  url: '',
  size: 40,
  x: 10,
  y: 20,
  open: false,
  backgroundColor: null,
  heatMapID: null,
  data: null,
};

const apply = (draft: OverlayDraft, ...actions: DraftAction[]) =>
  actions.reduce(draftReducer, draft);

describe('the overlay draft', () => {
  it('starts as loaded: saving it sends the view back unchanged', () => {
    const draft = draftFromView(loaded);
    expect(draftChanged(draft, loaded)).toBe(false);
    expect(saveInput(draft)).toEqual({
      heatMaps: [{ id: 'm1', ...HEAT_MAP_DEFAULT_COLORS, valueA: 15, valueC: 35 }],
      overlays: [
        {
          id: 'o1',
          kind: 'sensor',
          sensorID: 's1',
          size: 40,
          x: 100,
          y: 100,
          open: false,
          opacity: 40,
          backgroundColor: null,
          heatMap: 0,
        },
        {
          id: 'o2',
          kind: 'view',
          viewID: 'v9',
          size: 40,
          x: 300,
          y: 100,
          open: false,
          opacity: 90,
          backgroundColor: null,
          heatMap: null,
        },
        {
          id: 'o3',
          kind: 'link',
          name: 'Manual',
          url: 'https://example.test/manual',
          size: 40,
          x: 500,
          y: 100,
          open: false,
          opacity: 90,
          backgroundColor: null,
          heatMap: null,
        },
      ],
    });
  });

  it.each<[string, OverlayDraft, number]>([
    ['copies the first overlay’s opacity', draftFromView(loaded), 40],
    ['takes the default without overlays', draftFromView(overlayViewOf()), DEFAULT_OVERLAY_OPACITY],
    [
      'copies the first overlay left after a delete',
      apply(draftFromView(loaded), { type: 'delete', id: 'o1' }),
      90,
    ],
  ])('adds a new overlay that %s', (_case, draft, opacity) => {
    const next = draftReducer(draft, { type: 'add', overlay: newSensor });
    const added = shownOverlays(next).at(-1)!;
    expect(added).toMatchObject({ id: 'new-1', serverID: null, sensorID: 's7', opacity });
    expect(saveInput(next).overlays.at(-1)).not.toHaveProperty('id');
  });

  it('blanks a deleted overlay’s slot, keeping the others where they are', () => {
    const draft = apply(draftFromView(loaded), { type: 'delete', id: 'o2' });
    expect(draft.overlays.map((o) => o?.id ?? null)).toEqual(['o1', null, 'o3']);
    expect(saveInput(draft).overlays.map((o) => o.id)).toEqual(['o1', 'o3']);
    expect(draftChanged(draft, loaded)).toBe(true);
  });

  it('moves and changes an overlay', () => {
    const draft = apply(
      draftFromView(loaded),
      { type: 'move', id: 'o3', x: 5, y: 9 },
      { type: 'nudge', id: 'o3', dx: 2, dy: -1 },
      { type: 'update', id: 'o3', patch: { size: 60, opacity: 55, backgroundColor: '#ffffff' } },
    );
    expect(saveInput(draft).overlays[2]).toMatchObject({
      id: 'o3',
      x: 7,
      y: 8,
      size: 60,
      opacity: 55,
      backgroundColor: '#ffffff',
    });
  });

  it('adds, changes and deletes heat maps, and names maps by their index', () => {
    const draft = apply(
      draftFromView(loaded),
      { type: 'addHeatMap', values: { valueA: 0, valueC: 10 } },
      { type: 'add', overlay: { ...newSensor, heatMapID: 'new-1' } },
      {
        type: 'heatMap',
        edit: { type: 'change', heatMap: { ...heatMapOf('m1', 18, 30), colorC: '#000000' } },
      },
    );
    expect(draft.heatMaps.addedIds).toEqual(['new-1']);
    expect(draft.heatMaps.changedIds).toEqual(['m1']);
    expect(heatMapLabel(draft, 'new-1')).toBe('Heat map 2');
    const input = saveInput(draft);
    expect(input.heatMaps).toEqual([
      { id: 'm1', colorA: '#2196f3', colorB: '#ffeb3b', colorC: '#000000', valueA: 18, valueC: 30 },
      { ...HEAT_MAP_DEFAULT_COLORS, valueA: 0, valueC: 10 },
    ]);
    // The new sensor is on the new map: index 1 of the maps sent.
    expect(input.overlays.at(-1)).toMatchObject({ sensorID: 's7', heatMap: 1 });

    const deleted = draftReducer(draft, { type: 'heatMap', edit: { type: 'delete', id: 'm1' } });
    expect(deleted.heatMaps.deletedIds).toEqual(['m1']);
    expect(shownOverlays(deleted)[0]!.heatMapID).toBeNull();
    expect(saveInput(deleted).heatMaps).toHaveLength(1);
    expect(saveInput(deleted).overlays.map((o) => o.heatMap)).toEqual([null, null, null, 0]);
  });

  it('keeps a view overlay whose view the user cannot read without naming it', () => {
    const hidden = overlayViewOf({ overlays: [viewOverlay('o2', { data: null, status: null })] });
    expect(saveInput(draftFromView(hidden)).overlays[0]).not.toHaveProperty('viewID');
    expect(saveInput(draftFromView(hidden)).overlays[0]).toMatchObject({ id: 'o2', kind: 'view' });
  });

  it('puts only sensor overlays on a heat map', () => {
    const draft = apply(draftFromView(loaded), {
      type: 'update',
      id: 'o3',
      patch: { heatMapID: 'm1' },
    });
    expect(saveInput(draft).overlays[2]!.heatMap).toBeNull();
  });

  it('goes back to the view as loaded on reset (Cancel)', () => {
    const draft = apply(
      draftFromView(loaded),
      { type: 'delete', id: 'o1' },
      { type: 'addHeatMap' },
      { type: 'reset', view: loaded },
    );
    expect(draft).toEqual(draftFromView(loaded));
  });
});
