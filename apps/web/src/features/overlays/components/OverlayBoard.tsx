import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import { messages } from '@vigil/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useLiveViewAlarms } from '../../../app/live/useLiveAlarms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { useFrameSize } from '../hooks/useFrameSize';
import { loadedValue, useOverlayLiveValues } from '../hooks/useOverlayLiveValues';
import { useSaveOverlays } from '../hooks/useSaveOverlays';
import { useUpdateOverlayView } from '../hooks/useUpdateOverlayView';
import {
  draftChanged,
  draftFromView,
  draftReducer,
  saveInput,
  shownOverlays,
} from '../overlayDraft';
import type { DraftHeatMap, LoadedOverlayView, OverlayPatch } from '../overlayDraft';
import { fitZoom, normalizeRotation, toImage } from '../overlayGeometry';
import type { Placement, Point } from '../overlayGeometry';
import { overlayTexts } from '../overlayTexts';
import { HeatMapEditor } from './HeatMapEditor';
import { HeatMapLayer } from './HeatMapLayer';
import type { HeatMapSensor } from './HeatMapLayer';
import { HeatMapLegend } from './HeatMapLegend';
import { OverlayInspector } from './OverlayInspector';
import { OverlayMarker, overlayName } from './OverlayMarker';
import { OverlayPalette } from './OverlayPalette';
import type { PaletteOverlay } from './OverlayPalette';
import { OverlayStage } from './OverlayStage';
import { OverlayViewSettingsDialog } from './OverlayViewSettingsDialog';

export interface OverlayBoardProps {
  view: LoadedOverlayView;
  customerSegment: string | undefined;
  /** A public link's token (/shared/{token}): read-only, live, and no links into the app. */
  token?: string | undefined;
  /** Loads the view again, e.g. when a view overlay's alarms moved. */
  refetch?: (() => unknown) | undefined;
}

/** The placement as the view stores it; the zoom fits the frame until the reader changes it. */
type LocalPlacement = Omit<Placement, 'zoom'> & { zoom: number | null };

function storedPlacement(view: LoadedOverlayView): LocalPlacement {
  return { x: view.x, y: view.y, rotation: normalizeRotation(view.rotation), zoom: null };
}

type Pending =
  | { kind: 'overlay'; id: string; name: string }
  | { kind: 'heatMap'; heatMap: DraftHeatMap; name: string }
  | { kind: 'discard' };

/**
 * An overlay view (spec core §3 "Overlay view", §4 "Overlays and heat maps"): its image, panned,
 * zoomed and turned by the reader; heat-map fields under the overlays; sensor overlays live in
 * their status colours, view overlays with their counts, link overlays. Users who may update the
 * view edit it: overlays dragged from the palette, moved, sized and deleted, heat maps added,
 * changed and deleted, all saved at once (saveOverlays) with where the image is placed
 * (updateOverlayView), or put back with Cancel.
 */
export function OverlayBoard({ view, customerSegment, token, refetch }: OverlayBoardProps) {
  const canEdit = view.canUpdate && !token;
  const [editing, setEditing] = useState(false);
  const [draft, dispatch] = useReducer(draftReducer, view, draftFromView);
  const loadedDraft = useMemo(() => draftFromView(view), [view]);
  const current = editing ? draft : loadedDraft;
  const overlays = useMemo(() => shownOverlays(current), [current]);
  const heatMaps = current.heatMaps.heatMaps;
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saveOverlays, saveState] = useSaveOverlays(view);
  const [updateView, updateState] = useUpdateOverlayView(view);

  // Where the image is.
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameSize(frameRef);
  const image = useMemo(
    () => ({ width: view.width, height: view.height, url: view.image, name: view.name }),
    [view.width, view.height, view.image, view.name],
  );
  const [local, setLocal] = useState<LocalPlacement>(() => storedPlacement(view));
  const placement: Placement = {
    ...local,
    zoom: local.zoom ?? fitZoom(image, frame, local.rotation),
  };
  const placementMoved =
    local.x !== view.x || local.y !== view.y || local.rotation !== normalizeRotation(view.rotation);
  const onPlacement = useCallback((next: Placement) => setLocal(next), []);

  /** The point of the image under a point of the window, kept on the image unless `free`. */
  const latest = useRef({ placement, frame });
  useEffect(() => {
    latest.current = { placement, frame };
  });
  const imagePointAt = useCallback(
    (client: Point, free = false): Point | null => {
      const rect = frameRef.current?.getBoundingClientRect();
      if (!rect) return null;
      const point = toImage(
        { x: client.x - rect.left, y: client.y - rect.top },
        latest.current.placement,
        image,
        latest.current.frame,
      );
      return free ? point : onImage(point, image);
    },
    [image],
  );
  const insideFrame = (client: Point) => {
    const rect = frameRef.current?.getBoundingClientRect();
    return (
      rect !== undefined &&
      client.x >= rect.left &&
      client.x <= rect.right &&
      client.y >= rect.top &&
      client.y <= rect.bottom
    );
  };

  // Live values of the sensors shown, and the counts of the views shown.
  const sensorIDs = useMemo(
    () => [
      ...new Set(overlays.flatMap((o) => (o.kind === 'sensor' && o.sensorID ? [o.sensorID] : []))),
    ],
    [overlays],
  );
  const values = useOverlayLiveValues(sensorIDs);
  const targetViewIDs = useMemo(
    () => (token ? [] : [...new Set(overlays.flatMap((o) => (o.viewID ? [o.viewID] : [])))]),
    [overlays, token],
  );
  useLiveViewAlarms(targetViewIDs, () => {
    if (!editing) void refetch?.();
  });

  const sensorsByMap = useMemo(() => {
    const byMap = new Map<string, HeatMapSensor[]>();
    for (const overlay of overlays) {
      if (overlay.kind !== 'sensor' || !overlay.sensorID || !overlay.heatMapID) continue;
      const data = overlay.data?.__typename === 'Sensor' ? overlay.data : null;
      byMap.set(overlay.heatMapID, [
        ...(byMap.get(overlay.heatMapID) ?? []),
        {
          sensorID: overlay.sensorID,
          x: overlay.x,
          y: overlay.y,
          loaded: data ? loadedValue(data) : undefined,
        },
      ]);
    }
    return byMap;
  }, [overlays]);
  const sensorCounts = useMemo(
    () => new Map([...sensorsByMap].map(([id, sensors]) => [id, sensors.length])),
    [sensorsByMap],
  );
  const mapsById = useMemo(() => new Map(heatMaps.map((map) => [map.id, map])), [heatMaps]);

  // Editing.
  const startEditing = () => {
    dispatch({ type: 'reset', view });
    setFailure(null);
    setSelected(null);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    setSelected(null);
    setPending(null);
  };
  const changed = editing && (draftChanged(draft, view) || placementMoved);
  const cancel = () => {
    if (changed) setPending({ kind: 'discard' });
    else stopEditing();
  };
  const discard = () => {
    dispatch({ type: 'reset', view });
    setLocal((now) => ({ ...storedPlacement(view), zoom: now.zoom }));
    setFailure(null);
    stopEditing();
  };
  const save = async () => {
    setFailure(null);
    try {
      if (draftChanged(draft, view)) await saveOverlays(saveInput(draft));
      if (placementMoved) await updateView({ x: local.x, y: local.y, rotation: local.rotation });
      stopEditing();
    } catch {
      setFailure(messages.unableToUpdate);
    }
  };

  const onSelect = useCallback((id: string) => setSelected(id), []);
  /** Where a dragged overlay was grabbed, from its position, in image pixels. */
  const grab = useRef<{ id: string; dx: number; dy: number } | null>(null);
  const overlaysRef = useRef(overlays);
  useEffect(() => {
    overlaysRef.current = overlays;
  });
  const onDrag = useCallback(
    (id: string, client: Point, phase: 'start' | 'move') => {
      const point = imagePointAt(client, true);
      if (!point) return;
      if (phase === 'start') {
        const overlay = overlaysRef.current.find((o) => o.id === id);
        grab.current = overlay ? { id, dx: overlay.x - point.x, dy: overlay.y - point.y } : null;
        return;
      }
      const offset = grab.current?.id === id ? grab.current : { dx: 0, dy: 0 };
      dispatch({
        type: 'move',
        id,
        ...onImage({ x: point.x + offset.dx, y: point.y + offset.dy }, image),
      });
    },
    [imagePointAt, image],
  );
  const onNudge = useCallback(
    (id: string, dx: number, dy: number) => dispatch({ type: 'nudge', id, dx, dy }),
    [],
  );
  const askDeleteOverlay = useCallback(
    (id: string) => {
      const overlay = shownOverlays(draft).find((o) => o.id === id);
      if (overlay) setPending({ kind: 'overlay', id, name: overlayName(overlay) });
    },
    [draft],
  );
  const onChangeOverlay = (id: string, patch: OverlayPatch) =>
    dispatch({ type: 'update', id, patch });

  const addAt = (overlay: PaletteOverlay, point: Point) => {
    dispatch({ type: 'add', overlay: { ...overlay, ...point } });
    setSelected(`new-${draft.next}`);
  };
  const place = (overlay: PaletteOverlay) => {
    const rect = frameRef.current?.getBoundingClientRect();
    const centre = rect
      ? imagePointAt({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 })
      : null;
    addAt(overlay, centre ?? { x: Math.round(image.width / 2), y: Math.round(image.height / 2) });
  };

  // Dragging from the palette: a chip follows the pointer and drops the overlay on the image.
  const [ghost, setGhost] = useState<{ name: string; x: number; y: number } | null>(null);
  const onPaletteDrag = (overlay: PaletteOverlay, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    const name = overlayName(overlay);
    setGhost({ name, x: event.clientX, y: event.clientY });
    const move = (e: PointerEvent) => setGhost({ name, x: e.clientX, y: e.clientY });
    const end = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      setGhost(null);
      const client = { x: e.clientX, y: e.clientY };
      if (e.type === 'pointerup' && insideFrame(client)) {
        const point = imagePointAt(client);
        if (point) addAt(overlay, point);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const confirmPending = () => {
    if (!pending) return;
    if (pending.kind === 'overlay') {
      dispatch({ type: 'delete', id: pending.id });
      if (selected === pending.id) setSelected(null);
    } else if (pending.kind === 'heatMap') {
      dispatch({ type: 'heatMap', edit: { type: 'delete', id: pending.heatMap.id } });
    } else {
      discard();
      return;
    }
    setPending(null);
  };

  const selectedOverlay = editing ? (overlays.find((o) => o.id === selected) ?? null) : null;
  // The confirmation keeps its words while it closes.
  const [shownPending, setShownPending] = useState(pending);
  if (pending !== null && pending !== shownPending) setShownPending(pending);
  const asked = pending ?? shownPending;
  const saving = saveState.loading || updateState.loading;

  return (
    <Box>
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      {canEdit ? (
        <Box
          role="toolbar"
          aria-label={overlayTexts.edit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {editing ? (
            <>
              <RequestButton
                variant="contained"
                state={saving ? 'fetching' : failure ? 'error' : 'before'}
                onClick={() => void save()}
              >
                {overlayTexts.save}
              </RequestButton>
              <Button onClick={cancel} disabled={saving}>
                {overlayTexts.cancel}
              </Button>
            </>
          ) : (
            <>
              <Button variant="contained" startIcon={<EditIcon />} onClick={startEditing}>
                {overlayTexts.edit}
              </Button>
              <Button
                startIcon={<SettingsIcon />}
                onClick={() => setSettingsOpen(true)}
                aria-haspopup="dialog"
              >
                {overlayTexts.settings}
              </Button>
            </>
          )}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <OverlayStage
            frameRef={frameRef}
            frame={frame}
            image={image}
            placement={placement}
            onPlacement={onPlacement}
            onReset={() => setLocal(storedPlacement(view))}
          >
            {heatMaps.map((map) => (
              <HeatMapLayer
                key={map.id}
                heatMap={map}
                sensors={sensorsByMap.get(map.id) ?? NO_SENSORS}
                values={values}
                width={view.width}
                height={view.height}
              />
            ))}
            {overlays.map((overlay) => (
              <OverlayMarker
                key={overlay.id}
                overlay={overlay}
                values={values}
                heatMap={overlay.heatMapID ? (mapsById.get(overlay.heatMapID) ?? null) : null}
                editing={editing}
                selected={overlay.id === selected}
                customerSegment={customerSegment}
                linksEnabled={!token}
                onSelect={onSelect}
                onDrag={onDrag}
                onNudge={onNudge}
                onDelete={askDeleteOverlay}
              />
            ))}
          </OverlayStage>
          {overlays.length === 0 ? (
            <Box data-testid="overlays-empty" sx={{ py: 2, textAlign: 'center' }}>
              <Typography>{editing ? overlayTexts.emptyEditing : overlayTexts.empty}</Typography>
              {canEdit && !editing ? (
                <Typography color="text.secondary">{overlayTexts.emptyEditHint}</Typography>
              ) : null}
            </Box>
          ) : null}
          {heatMaps.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2 }}>
              {heatMaps.map((map, index) => (
                <HeatMapLegend key={map.id} name={overlayTexts.heatMapName(index)} heatMap={map} />
              ))}
            </Box>
          ) : null}
        </Box>
        {editing ? (
          <Paper
            component="aside"
            variant="outlined"
            aria-label={overlayTexts.palette}
            sx={{
              width: { md: 340 },
              flexShrink: 0,
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              gap: 3,
              alignSelf: 'flex-start',
            }}
          >
            <OverlayPalette
              customerID={view.customerID}
              viewID={view.id}
              onPlace={place}
              onDragStart={onPaletteDrag}
            />
            <OverlayInspector
              overlay={selectedOverlay}
              heatMaps={heatMaps}
              onChange={onChangeOverlay}
              onDelete={askDeleteOverlay}
            />
            <HeatMapEditor
              heatMaps={heatMaps}
              sensorCounts={sensorCounts}
              onAdd={() => dispatch({ type: 'addHeatMap' })}
              onChange={(heatMap) =>
                dispatch({ type: 'heatMap', edit: { type: 'change', heatMap } })
              }
              onDelete={(heatMap) =>
                setPending({
                  kind: 'heatMap',
                  heatMap,
                  name: overlayTexts.heatMapName(heatMaps.indexOf(heatMap)),
                })
              }
            />
          </Paper>
        ) : null}
      </Box>
      {ghost ? (
        <Chip
          label={ghost.name}
          color="primary"
          aria-hidden
          sx={{
            position: 'fixed',
            left: ghost.x,
            top: ghost.y,
            transform: 'translate(-50%, -50%)',
            pointerEvents: 'none',
            zIndex: (theme) => theme.zIndex.tooltip,
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          asked?.kind === 'overlay'
            ? overlayTexts.deleteOverlayTitle(asked.name)
            : asked?.kind === 'heatMap'
              ? overlayTexts.deleteHeatMapTitle(asked.name)
              : overlayTexts.discardTitle
        }
        body={
          asked?.kind === 'overlay'
            ? overlayTexts.deleteOverlayBody
            : asked?.kind === 'heatMap'
              ? overlayTexts.deleteHeatMapBody
              : overlayTexts.discardBody
        }
        confirmLabel={asked?.kind === 'discard' ? overlayTexts.discard : overlayTexts.delete}
        cancelLabel={asked?.kind === 'discard' ? overlayTexts.keepEditing : overlayTexts.cancel}
        confirmColor="error"
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
      {canEdit ? (
        <OverlayViewSettingsDialog
          key={settingsOpen ? 'open' : 'closed'}
          open={settingsOpen}
          view={view}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
    </Box>
  );
}

const NO_SENSORS: readonly HeatMapSensor[] = [];

/** A point kept on the image, in whole pixels. */
function onImage(point: Point, image: { width: number; height: number }): Point {
  const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)));
  return { x: clamp(point.x, image.width), y: clamp(point.y, image.height) };
}
