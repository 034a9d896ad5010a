import {
  HEAT_MAP_DEFAULT_COLORS,
  deleteOverlay,
  editHeatMaps,
  newOverlayOpacity,
  startHeatMapEdits,
} from '@vigil/domain';
import type { HeatMapEdit, HeatMapEdits, OverlayKind } from '@vigil/domain';
import type {
  HeatMapInput,
  OverlayInput,
  OverlayViewFieldsFragment,
} from '../../graphql/generated/graphql';
import { overlayTexts } from './overlayTexts';

// An overlay view's overlays and heat maps while they are edited (spec core §4 "Overlays and
// heat maps"), and what Save sends: saveOverlays replaces the view's lists with these.

export type LoadedOverlayView = OverlayViewFieldsFragment;
export type LoadedOverlay = LoadedOverlayView['overlays'][number];
export type OverlayData = NonNullable<LoadedOverlay['data']>;
export type SensorData = Extract<OverlayData, { __typename: 'Sensor' }>;
export type ViewLinkData = Extract<OverlayData, { __typename: 'OverlayViewLink' }>;

export interface DraftOverlay {
  /** The overlay's key on this page: its server id, or `new-N` until it is saved. */
  id: string;
  serverID: string | null;
  kind: OverlayKind;
  sensorID: string | null;
  /** The view a view overlay opens; null when it is one the user cannot read (kept as stored). */
  viewID: string | null;
  /** A link's name and address. */
  name: string;
  url: string;
  size: number;
  x: number;
  y: number;
  open: boolean;
  /** Percent. */
  opacity: number;
  backgroundColor: string | null;
  /** The heat map's id in the draft (a server id, or `new-N`). */
  heatMapID: string | null;
  /** What it shows, as loaded or picked: a sensor, a view with its counts, or a link. */
  data: OverlayData | null;
}

export interface DraftHeatMap {
  /** The server id, or `new-N` until it is saved. */
  id: string;
  colorA: string;
  colorB: string;
  colorC: string;
  valueA: number;
  valueC: number;
}

export interface OverlayDraft {
  /** The overlays in their slots; a deleted one leaves its slot blank (spec core §4). */
  overlays: readonly (DraftOverlay | null)[];
  heatMaps: Required<HeatMapEdits<DraftHeatMap>>;
  /** The next `new-N` number. */
  next: number;
}

/** A new overlay as the palette gives it: everything but its key and opacity. */
export type NewOverlay = Omit<DraftOverlay, 'id' | 'serverID' | 'opacity'> & { opacity?: number };

/** What the inspector changes on an overlay. */
export type OverlayPatch = Partial<Omit<DraftOverlay, 'id' | 'serverID' | 'kind'>>;

export type DraftAction =
  | { type: 'add'; overlay: NewOverlay }
  | { type: 'move'; id: string; x: number; y: number }
  | { type: 'nudge'; id: string; dx: number; dy: number }
  | { type: 'update'; id: string; patch: OverlayPatch }
  | { type: 'delete'; id: string }
  | { type: 'addHeatMap'; values?: Partial<Omit<DraftHeatMap, 'id'>> }
  | { type: 'heatMap'; edit: Exclude<HeatMapEdit<DraftHeatMap>, { type: 'add' }> }
  | { type: 'reset'; view: LoadedOverlayView };

/** New overlays are this big unless the palette says otherwise (image pixels). */
export const NEW_OVERLAY_SIZE = 40;
/** A new heat map's scale until it is edited. */
export const NEW_HEAT_MAP_VALUES = { valueA: 15, valueC: 35 } as const;

function draftOf(overlay: LoadedOverlay): DraftOverlay {
  const data = overlay.data;
  return {
    id: overlay.id,
    serverID: overlay.id,
    kind: overlay.kind as OverlayKind,
    sensorID: data?.__typename === 'Sensor' ? data.id : null,
    viewID: data?.__typename === 'OverlayViewLink' ? data.viewID : null,
    name: data?.__typename === 'OverlayLink' ? data.name : '',
    url: data?.__typename === 'OverlayLink' ? data.url : '',
    size: overlay.size,
    x: overlay.x,
    y: overlay.y,
    open: overlay.open,
    opacity: overlay.opacity,
    backgroundColor: overlay.backgroundColor,
    heatMapID: overlay.heatMapID,
    data,
  };
}

/** The draft of an overlay view as loaded: nothing added, changed or deleted. */
export function draftFromView(view: LoadedOverlayView): OverlayDraft {
  return {
    overlays: view.overlays.map(draftOf),
    heatMaps: startHeatMapEdits(
      view.heatMaps.map(({ id, colorA, colorB, colorC, valueA, valueC }) => ({
        id,
        colorA,
        colorB,
        colorC,
        valueA,
        valueC,
      })),
    ),
    next: 1,
  };
}

/** The overlays still there, in their slots' order. */
export function shownOverlays(draft: OverlayDraft): DraftOverlay[] {
  return draft.overlays.filter((overlay): overlay is DraftOverlay => overlay !== null);
}

function updated(draft: OverlayDraft, id: string, patch: Partial<DraftOverlay>): OverlayDraft {
  return {
    ...draft,
    overlays: draft.overlays.map((overlay) =>
      overlay !== null && overlay.id === id ? { ...overlay, ...patch } : overlay,
    ),
  };
}

export function draftReducer(draft: OverlayDraft, action: DraftAction): OverlayDraft {
  switch (action.type) {
    case 'add': {
      const overlay: DraftOverlay = {
        ...action.overlay,
        id: `new-${draft.next}`,
        serverID: null,
        // A new overlay copies the first existing overlay's opacity (spec core §4).
        opacity: action.overlay.opacity ?? newOverlayOpacity(draft.overlays),
      };
      return { ...draft, overlays: [...draft.overlays, overlay], next: draft.next + 1 };
    }
    case 'move':
      return updated(draft, action.id, { x: action.x, y: action.y });
    case 'nudge': {
      const overlay = draft.overlays.find((o) => o !== null && o.id === action.id);
      if (!overlay) return draft;
      return updated(draft, action.id, { x: overlay.x + action.dx, y: overlay.y + action.dy });
    }
    case 'update':
      return updated(draft, action.id, action.patch);
    case 'delete':
      return { ...draft, overlays: deleteOverlay(draft.overlays, action.id) };
    case 'addHeatMap': {
      const heatMap: DraftHeatMap = {
        ...HEAT_MAP_DEFAULT_COLORS,
        ...NEW_HEAT_MAP_VALUES,
        ...action.values,
        id: `new-${draft.next}`,
      };
      return {
        ...draft,
        heatMaps: editHeatMaps(draft.heatMaps, { type: 'add', heatMap }),
        next: draft.next + 1,
      };
    }
    case 'heatMap': {
      const heatMaps = editHeatMaps(draft.heatMaps, action.edit);
      if (action.edit.type !== 'delete') return { ...draft, heatMaps };
      // The overlays of a deleted map are on no map any more.
      const gone = action.edit.id;
      return {
        ...draft,
        heatMaps,
        overlays: draft.overlays.map((overlay) =>
          overlay !== null && overlay.heatMapID === gone
            ? { ...overlay, heatMapID: null }
            : overlay,
        ),
      };
    }
    case 'reset':
      return draftFromView(action.view);
  }
}

/** Whether saving would change anything. */
export function draftChanged(draft: OverlayDraft, view: LoadedOverlayView): boolean {
  return JSON.stringify(saveInput(draft)) !== JSON.stringify(saveInput(draftFromView(view)));
}

/**
 * saveOverlays' overlays and heat maps for a draft: ids for what the server has, none for what
 * is new; overlays name their map by its index in the heat maps sent.
 */
export function saveInput(draft: OverlayDraft): {
  overlays: OverlayInput[];
  heatMaps: HeatMapInput[];
} {
  const maps = draft.heatMaps.heatMaps;
  const heatMaps = maps.map((map) => ({
    ...(draft.heatMaps.addedIds.includes(map.id) ? {} : { id: map.id }),
    colorA: map.colorA,
    colorB: map.colorB,
    colorC: map.colorC,
    valueA: map.valueA,
    valueC: map.valueC,
  }));
  const overlays = shownOverlays(draft).map((overlay): OverlayInput => {
    const index = maps.findIndex((map) => map.id === overlay.heatMapID);
    return {
      ...(overlay.serverID === null ? {} : { id: overlay.serverID }),
      kind: overlay.kind,
      ...(overlay.kind === 'sensor' && overlay.sensorID ? { sensorID: overlay.sensorID } : {}),
      // Without a view id (one the user cannot read), the server keeps the one it has.
      ...(overlay.kind === 'view' && overlay.viewID ? { viewID: overlay.viewID } : {}),
      ...(overlay.kind === 'link' ? { name: overlay.name, url: overlay.url } : {}),
      size: overlay.size,
      x: overlay.x,
      y: overlay.y,
      open: overlay.open,
      opacity: overlay.opacity,
      backgroundColor: overlay.backgroundColor,
      heatMap: overlay.kind === 'sensor' && index >= 0 ? index : null,
    };
  });
  return { overlays, heatMaps };
}

/** A heat map's name on this page: its place in the list. */
export function heatMapLabel(draft: Pick<OverlayDraft, 'heatMaps'>, id: string): string {
  return overlayTexts.heatMapName(draft.heatMaps.heatMaps.findIndex((map) => map.id === id));
}
