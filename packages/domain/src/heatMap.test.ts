import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERLAY_OPACITY,
  HEAT_MAP_DEFAULT_COLORS,
  deleteOverlay,
  editHeatMaps,
  heatMapColor,
  newOverlayOpacity,
  overlayColor,
  sortOverlays,
  startHeatMapEdits,
} from './heatMap.js';
import type { HeatMapEdit, HeatMapEdits, HeatMapScale } from './heatMap.js';

/** Grey scale where each channel equals the value: 0 → #000000, 100 → #646464, 200 → #c8c8c8. */
const grey: HeatMapScale = {
  colorA: '#000000',
  colorB: '#646464',
  colorC: '#c8c8c8',
  valueA: 0,
  valueC: 200,
};
const hex = (channel: number) => `#${channel.toString(16).padStart(2, '0').repeat(3)}`;

describe('constants', () => {
  it('are the spec defaults', () => {
    expect(HEAT_MAP_DEFAULT_COLORS).toEqual({
      colorA: '#2196f3',
      colorB: '#ffeb3b',
      colorC: '#f44336',
    });
    expect(DEFAULT_OVERLAY_OPACITY).toBe(90);
  });
});

describe('heatMapColor', () => {
  it.each<[number, string]>([
    [-50, hex(0)],
    [0, hex(0)],
    [1, hex(1)],
    [50, hex(50)],
    [99, hex(99)],
    [100, hex(100)],
    [101, hex(101)],
    [150, hex(150)],
    [199, hex(199)],
    [200, hex(200)],
    [1e9, hex(200)],
    [0.4, hex(0)],
    [0.5, hex(1)],
  ])('grey scale: %d → %s', (value, expected) => {
    expect(heatMapColor(value, grey)).toBe(expected);
  });

  it.each<[number, string]>([
    [300, hex(0)],
    [200, hex(0)],
    [150, hex(50)],
    [100, hex(100)],
    [50, hex(150)],
    [0, hex(200)],
    [-10, hex(200)],
  ])('reversed scale (A at 200, C at 0): %d → %s', (value, expected) => {
    expect(heatMapColor(value, { ...grey, valueA: 200, valueC: 0 })).toBe(expected);
  });

  it.each<[number, string | null]>([
    [0, '#2196f3'],
    [25, '#90c197'],
    [50, '#ffeb3b'],
    [75, '#fa9739'],
    [100, '#f44336'],
  ])('default colours: %d → %s', (value, expected) => {
    expect(heatMapColor(value, { valueA: 0, valueC: 100 })).toBe(expected);
  });

  it.each<[string, number, string | null]>([
    ['flat scale below', 4, hex(100)],
    ['flat scale at', 5, hex(100)],
    ['flat scale above', 6, hex(100)],
  ])('%s → colorB', (_name, value, expected) => {
    expect(heatMapColor(value, { ...grey, valueA: 5, valueC: 5 })).toBe(expected);
  });

  it.each<[string, number, Partial<HeatMapScale>]>([
    ['NaN value', Number.NaN, {}],
    ['infinite value', Number.POSITIVE_INFINITY, {}],
    ['negative infinite value', Number.NEGATIVE_INFINITY, {}],
    ['NaN valueA', 1, { valueA: Number.NaN }],
    ['infinite valueC', 1, { valueC: Number.POSITIVE_INFINITY }],
  ])('%s → null', (_name, value, overrides) => {
    expect(heatMapColor(value, { ...grey, ...overrides })).toBeNull();
  });

  it.each<[string, Partial<HeatMapScale>, number, string]>([
    ['#rgb', { colorA: '#fff' }, 0, '#ffffff'],
    ['#RGB upper case', { colorC: '#F0A' }, 200, '#ff00aa'],
    ['#RRGGBB upper case', { colorB: '#ABCDEF' }, 100, '#abcdef'],
    ['null falls back to the default', { colorA: null }, 0, '#2196f3'],
    ['undefined falls back', { colorB: undefined }, 100, '#ffeb3b'],
    ['empty string falls back', { colorC: '' }, 200, '#f44336'],
    ['no hash falls back', { colorA: 'ffffff' }, 0, '#2196f3'],
    ['named colour falls back', { colorB: 'red' }, 100, '#ffeb3b'],
    ['bad digits fall back', { colorC: '#ggg' }, 200, '#f44336'],
    ['four digits fall back', { colorA: '#ffff' }, 0, '#2196f3'],
    ['eight digits fall back', { colorA: '#ffffffff' }, 0, '#2196f3'],
    ['padded string falls back', { colorA: ' #ffffff' }, 0, '#2196f3'],
  ])('colour %s', (_name, overrides, value, expected) => {
    expect(heatMapColor(value, { ...grey, ...overrides })).toBe(expected);
  });

  it('mixes a fallback colour like any other', () => {
    // Half way from the default A (#2196f3) to white.
    expect(heatMapColor(50, { colorA: 'oops', colorB: '#ffffff', valueA: 0, valueC: 200 })).toBe(
      '#90cbf9',
    );
  });
});

describe('overlayColor', () => {
  it.each<[string, number | null | undefined, HeatMapScale | null | undefined, string | null]>([
    ['reading on a map', 150, grey, hex(150)],
    ['zero reading', 0, grey, hex(0)],
    ['null reading', null, grey, null],
    ['undefined reading', undefined, grey, null],
    ['no map', 150, null, null],
    ['undefined map', 150, undefined, null],
    ['NaN reading', Number.NaN, grey, null],
  ])('%s', (_name, reading, map, expected) => {
    expect(overlayColor(reading, map)).toBe(expected);
  });
});

describe('sortOverlays', () => {
  const o = (id: string, x: number) => ({ id, x });
  const ids = (list: readonly ({ id: string } | null)[]) =>
    list.map((item) => item?.id ?? '_').join('');

  it.each<[string, ({ id: string; x: number } | null)[], string]>([
    ['empty', [], ''],
    ['already sorted', [o('a', 3), o('b', 2), o('c', 1)], 'abc'],
    ['ascending', [o('a', 1), o('b', 2), o('c', 3)], 'cba'],
    ['ties keep their order', [o('a', 1), o('b', 5), o('c', 1), o('d', 5)], 'bdac'],
    ['negative and fractional x', [o('a', -1), o('b', 0.5), o('c', 0)], 'bca'],
    ['blanked slots go last', [null, o('a', 1), null, o('b', 2)], 'ba__'],
  ])('%s', (_name, overlays, expected) => {
    const before = ids(overlays);
    const sorted = sortOverlays(overlays);
    expect(ids(sorted)).toBe(expected);
    expect(sorted).not.toBe(overlays);
    expect(ids(overlays)).toBe(before);
  });
});

describe('newOverlayOpacity', () => {
  it.each<[string, ({ opacity?: number | null } | null)[], number]>([
    ['no overlays', [], 90],
    ['copies the first', [{ opacity: 40 }, { opacity: 70 }], 40],
    ['zero is a real opacity', [{ opacity: 0 }], 0],
    ['skips blanked slots', [null, { opacity: 55 }], 55],
    ['only blanked slots', [null, null], 90],
    ['first has no opacity', [{}, { opacity: 70 }], 90],
    ['first has null opacity', [{ opacity: null }], 90],
    ['first has NaN opacity', [{ opacity: Number.NaN }], 90],
  ])('%s → %i', (_name, overlays, expected) => {
    expect(newOverlayOpacity(overlays)).toBe(expected);
  });
});

describe('deleteOverlay', () => {
  const list = () => [{ id: 1 }, { id: 2 }, null, { id: 3 }];

  it.each<[string, number, ({ id: number } | null)[]]>([
    ['first', 1, [null, { id: 2 }, null, { id: 3 }]],
    ['middle', 2, [{ id: 1 }, null, null, { id: 3 }]],
    ['last', 3, [{ id: 1 }, { id: 2 }, null, null]],
    ['unknown id', 9, [{ id: 1 }, { id: 2 }, null, { id: 3 }]],
  ])('blanks the %s slot', (_name, id, expected) => {
    const overlays = list();
    const result = deleteOverlay(overlays, id);
    expect(result).toEqual(expected);
    expect(result).not.toBe(overlays);
    expect(overlays).toEqual(list());
  });

  it('matches string ids exactly', () => {
    expect(deleteOverlay([{ id: '1' }, { id: 'a' }], 'a')).toEqual([{ id: '1' }, null]);
  });
});

describe('editHeatMaps', () => {
  type Map = { id: string; valueA: number };
  const m = (id: string, valueA = 0): Map => ({ id, valueA });
  const state = (
    heatMaps: Map[],
    ids: { added?: string[]; changed?: string[]; deleted?: string[] } = {},
  ): HeatMapEdits<Map> => ({
    heatMaps,
    addedIds: ids.added ?? [],
    changedIds: ids.changed ?? [],
    deletedIds: ids.deleted ?? [],
  });

  it.each<[string, HeatMapEdits<Map>, HeatMapEdit<Map>, HeatMapEdits<Map>]>([
    [
      'add appends',
      state([m('a')]),
      { type: 'add', heatMap: m('n') },
      state([m('a'), m('n')], { added: ['n'] }),
    ],
    [
      'change flags a loaded map',
      state([m('a'), m('b')]),
      { type: 'change', heatMap: m('b', 5) },
      state([m('a'), m('b', 5)], { changed: ['b'] }),
    ],
    [
      'changing twice flags once',
      state([m('a', 1)], { changed: ['a'] }),
      { type: 'change', heatMap: m('a', 2) },
      state([m('a', 2)], { changed: ['a'] }),
    ],
    [
      'change keeps an added map added',
      state([m('a'), m('n')], { added: ['n'] }),
      { type: 'change', heatMap: m('n', 7) },
      state([m('a'), m('n', 7)], { added: ['n'] }),
    ],
    [
      'change of an unknown id does nothing',
      state([m('a')]),
      { type: 'change', heatMap: m('x') },
      state([m('a')]),
    ],
    [
      'delete records a loaded map',
      state([m('a'), m('b')]),
      { type: 'delete', id: 'a' },
      state([m('b')], { deleted: ['a'] }),
    ],
    [
      'delete of a changed map forgets the change',
      state([m('a', 3)], { changed: ['a'] }),
      { type: 'delete', id: 'a' },
      state([], { deleted: ['a'] }),
    ],
    [
      'delete of an added map just drops it',
      state([m('a'), m('n')], { added: ['n'] }),
      { type: 'delete', id: 'n' },
      state([m('a')]),
    ],
    [
      'delete of an unknown id does nothing',
      state([m('a')], { deleted: ['z'] }),
      { type: 'delete', id: 'q' },
      state([m('a')], { deleted: ['z'] }),
    ],
    [
      'add of a present id is a change',
      state([m('a')]),
      { type: 'add', heatMap: m('a', 9) },
      state([m('a', 9)], { changed: ['a'] }),
    ],
    [
      're-adding a deleted map makes it a change',
      state([m('b')], { deleted: ['a'] }),
      { type: 'add', heatMap: m('a', 4) },
      state([m('b'), m('a', 4)], { changed: ['a'] }),
    ],
  ])('%s', (_name, before, action, expected) => {
    const snapshot = structuredClone(before);
    expect(editHeatMaps(before, action)).toEqual(expected);
    expect(before).toEqual(snapshot);
  });

  it('works with a state that has no addedIds', () => {
    const added = editHeatMaps(
      { heatMaps: [m('a')], changedIds: [], deletedIds: [] },
      { type: 'add', heatMap: m('n') },
    );
    expect(added).toEqual(state([m('a'), m('n')], { added: ['n'] }));
    const deleted = editHeatMaps(
      { heatMaps: [m('a')], changedIds: [], deletedIds: [] },
      { type: 'delete', id: 'a' },
    );
    expect(deleted).toEqual(state([], { deleted: ['a'] }));
  });

  it('tracks a whole session', () => {
    const actions: HeatMapEdit<Map>[] = [
      { type: 'add', heatMap: m('n1') },
      { type: 'add', heatMap: m('n2') },
      { type: 'change', heatMap: m('n1', 1) },
      { type: 'change', heatMap: m('a', 1) },
      { type: 'delete', id: 'n2' },
      { type: 'delete', id: 'b' },
    ];
    const end = actions.reduce(editHeatMaps<Map>, startHeatMapEdits([m('a'), m('b')]));
    expect(end).toEqual(
      state([m('a', 1), m('n1', 1)], { added: ['n1'], changed: ['a'], deleted: ['b'] }),
    );
  });

  it('starts with nothing to save and a copy of the maps', () => {
    const maps = [m('a')];
    const start = startHeatMapEdits(maps);
    expect(start).toEqual(state([m('a')]));
    expect(start.heatMaps).not.toBe(maps);
  });

  it('returns new arrays after an edit', () => {
    const before = state([m('a')]);
    const after = editHeatMaps(before, { type: 'change', heatMap: m('a', 1) });
    expect(after.heatMaps).not.toBe(before.heatMaps);
    expect(after.changedIds).not.toBe(before.changedIds);
  });
});
