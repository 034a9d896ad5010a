// Overlay views and their heat maps: spec core §3 "Overlay view", §4 "Overlays and heat maps", §9.

export const HEAT_MAP_DEFAULT_COLORS = {
  colorA: '#2196f3',
  colorB: '#ffeb3b',
  colorC: '#f44336',
} as const;

export const DEFAULT_OVERLAY_OPACITY = 90;

/** A heat map's scale: colorA at valueA, colorB half way, colorC at valueC. */
export interface HeatMapScale {
  colorA?: string | null;
  colorB?: string | null;
  colorC?: string | null;
  valueA: number;
  valueC: number;
}

type Rgb = readonly [number, number, number];

/** '#rgb' or '#rrggbb' in any case to its channels; null for anything else. */
function parseHexColor(color: string | null | undefined): Rgb | null {
  if (typeof color !== 'string') return null;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const parts = short ? short.slice(1).map((digit) => digit + digit) : long?.slice(1);
  if (!parts) return null;
  const [r, g, b] = parts.map((part) => parseInt(part, 16));
  return [r as number, g as number, b as number];
}

function slotColor(color: string | null | undefined, slot: keyof typeof HEAT_MAP_DEFAULT_COLORS) {
  // An unusable colour falls back to its slot's default rather than breaking the whole map.
  return parseHexColor(color) ?? (parseHexColor(HEAT_MAP_DEFAULT_COLORS[slot]) as Rgb);
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * t);
  return [channel(0), channel(1), channel(2)];
}

/**
 * The colour of a value on a heat map, as lower-case '#rrggbb': A→B over the first half of
 * [valueA, valueC], B→C over the second, clamped outside it (valueA may exceed valueC). A flat
 * scale (valueA === valueC) gives colorB; a non-finite value or bound gives null.
 */
export function heatMapColor(value: number, map: HeatMapScale): string | null {
  if (!Number.isFinite(value) || !Number.isFinite(map.valueA) || !Number.isFinite(map.valueC)) {
    return null;
  }
  const a = slotColor(map.colorA, 'colorA');
  const b = slotColor(map.colorB, 'colorB');
  const c = slotColor(map.colorC, 'colorC');
  if (map.valueA === map.valueC) return toHex(b);
  const t = Math.min(1, Math.max(0, (value - map.valueA) / (map.valueC - map.valueA)));
  return toHex(t <= 0.5 ? mix(a, b, t * 2) : mix(b, c, (t - 0.5) * 2));
}

/** Overlays sorted by x descending, keeping the order of equal x; blanked slots go last. */
export function sortOverlays<T extends { x: number } | null>(overlays: readonly T[]): T[] {
  return [...overlays].sort((left, right) => {
    if (left === null || right === null) return (left === null ? 1 : 0) - (right === null ? 1 : 0);
    return right.x - left.x;
  });
}

/** A new overlay copies the opacity of the first existing overlay. */
export function newOverlayOpacity(
  overlays: readonly ({ opacity?: number | null } | null | undefined)[],
): number {
  const first = overlays.find((overlay) => overlay != null);
  const opacity = first?.opacity;
  return typeof opacity === 'number' && Number.isFinite(opacity)
    ? opacity
    : DEFAULT_OVERLAY_OPACITY;
}

/** Deleting an overlay blanks its slot, so the others keep their positions. */
export function deleteOverlay<T extends { id: string | number }>(
  overlays: readonly (T | null)[],
  id: T['id'],
): (T | null)[] {
  return overlays.map((overlay) => (overlay !== null && overlay.id === id ? null : overlay));
}

/**
 * Heat maps being edited, with what saving must do: create addedIds, update changedIds and
 * delete deletedIds. addedIds may be left out of a starting state.
 */
export interface HeatMapEdits<T extends { id: string | number }> {
  heatMaps: readonly T[];
  addedIds?: readonly T['id'][];
  changedIds: readonly T['id'][];
  deletedIds: readonly T['id'][];
}

export type HeatMapEdit<T extends { id: string | number }> =
  { type: 'add'; heatMap: T } | { type: 'change'; heatMap: T } | { type: 'delete'; id: T['id'] };

/** The editing state of heat maps as loaded, before any edit. */
export function startHeatMapEdits<T extends { id: string | number }>(
  heatMaps: readonly T[],
): Required<HeatMapEdits<T>> {
  return { heatMaps: [...heatMaps], addedIds: [], changedIds: [], deletedIds: [] };
}

const withId = <Id>(ids: readonly Id[], id: Id): Id[] =>
  ids.includes(id) ? [...ids] : [...ids, id];
const withoutId = <Id>(ids: readonly Id[], id: Id): Id[] => ids.filter((other) => other !== id);

/**
 * Applies one edit, returning a new state. A map added in this session stays 'added' however it
 * changes, and deleting it just drops it, since the server never had it. Changing or deleting an
 * unknown id leaves the state as it was; adding an id already present counts as a change.
 */
export function editHeatMaps<T extends { id: string | number }>(
  state: HeatMapEdits<T>,
  action: HeatMapEdit<T>,
): Required<HeatMapEdits<T>> {
  const current = { ...state, addedIds: state.addedIds ?? [] };
  if (action.type === 'delete') {
    if (!current.heatMaps.some((map) => map.id === action.id)) return current;
    const heatMaps = current.heatMaps.filter((map) => map.id !== action.id);
    if (current.addedIds.includes(action.id)) {
      return { ...current, heatMaps, addedIds: withoutId(current.addedIds, action.id) };
    }
    return {
      heatMaps,
      addedIds: [...current.addedIds],
      changedIds: withoutId(current.changedIds, action.id),
      deletedIds: withId(current.deletedIds, action.id),
    };
  }
  const { heatMap } = action;
  const exists = current.heatMaps.some((map) => map.id === heatMap.id);
  if (action.type === 'add' && !exists) {
    // Re-adding a map deleted in this session: the server still has it, so it is an update.
    if (current.deletedIds.includes(heatMap.id)) {
      return {
        heatMaps: [...current.heatMaps, heatMap],
        addedIds: [...current.addedIds],
        changedIds: withId(current.changedIds, heatMap.id),
        deletedIds: withoutId(current.deletedIds, heatMap.id),
      };
    }
    return {
      ...current,
      heatMaps: [...current.heatMaps, heatMap],
      addedIds: withId(current.addedIds, heatMap.id),
    };
  }
  if (!exists) return current;
  return {
    ...current,
    heatMaps: current.heatMaps.map((map) => (map.id === heatMap.id ? heatMap : map)),
    changedIds: current.addedIds.includes(heatMap.id)
      ? [...current.changedIds]
      : withId(current.changedIds, heatMap.id),
  };
}

/** An overlay's colour, recomputed from its sensor's reading; null without a map or reading. */
export function overlayColor(
  reading: number | null | undefined,
  heatMap: HeatMapScale | null | undefined,
): string | null {
  if (reading == null || heatMap == null) return null;
  return heatMapColor(reading, heatMap);
}
