import Box from '@mui/material/Box';
import LinkIcon from '@mui/icons-material/Link';
import DashboardIcon from '@mui/icons-material/Dashboard';
import {
  APP_ROUTES,
  ICON_COLOR,
  ICON_DISABLED_COLOR,
  STATUS_COLORS,
  formatDisplayNumber,
  isSensorStatus,
  overlayColor,
  stateLabel,
  statusColor,
} from '@vigil/domain';
import type { HeatMapScale } from '@vigil/domain';
import { memo, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { Link as RouterLink, generatePath } from 'react-router';
import { useOverlayValue, loadedValue } from '../hooks/useOverlayLiveValues';
import type { OverlayLiveValues, OverlayValue } from '../hooks/useOverlayLiveValues';
import type { DraftOverlay } from '../overlayDraft';
import { overlayViewPath } from '../overlayPaths';
import { COUNTER_ROTATE, COUNTER_SCALE } from '../overlayGeometry';
import { overlayTexts } from '../overlayTexts';
import { viewPath } from '../../views/viewPage/viewPaths';

export interface OverlayMarkerProps {
  overlay: DraftOverlay;
  values: OverlayLiveValues;
  /** The heat map the overlay is on, if any: its colour is the map's for the value. */
  heatMap: HeatMapScale | null;
  editing: boolean;
  selected: boolean;
  /** Sensors and views lead to their pages; not on a public link's page. */
  customerSegment: string | undefined;
  linksEnabled: boolean;
  onSelect: (id: string) => void;
  /**
   * A pointer grabbed the marker (`start`) or moved it (`move`) to this point of the client area;
   * the marker keeps where it was grabbed.
   */
  onDrag: (id: string, client: { x: number; y: number }, phase: 'start' | 'move') => void;
  /** Moved by keys, in image pixels. */
  onNudge: (id: string, dx: number, dy: number) => void;
  onDelete: (id: string) => void;
}

/** An overlay's name as people read it. */
export function overlayName(overlay: Pick<DraftOverlay, 'kind' | 'data' | 'name' | 'url'>): string {
  const data = overlay.data;
  if (data?.__typename === 'Sensor') return data.name;
  if (data?.__typename === 'OverlayViewLink') return data.name;
  if (overlay.kind === 'link') return overlay.name || overlay.url;
  return overlayTexts.unreadableView;
}

function statusOf(status: string | null | undefined) {
  return status && isSensorStatus(status) ? status : 'unknown';
}

/** A sensor's value as text: a state label, a number with its unit, or why there is none. */
function valueText(overlay: DraftOverlay, value: OverlayValue | undefined): string {
  const data = overlay.data?.__typename === 'Sensor' ? overlay.data : null;
  if (value?.disconnected) return overlayTexts.disconnected;
  if (value?.value === null || value?.value === undefined) return overlayTexts.noReading;
  if (data && data.states.length > 0) return stateLabel(value.value, data.states);
  const number = formatDisplayNumber(value.value);
  return data?.unit ? `${number} ${data.unit}` : number;
}

/**
 * One overlay on the image: a sensor's live value in its status colour (on a heat map, filled with
 * the map's colour for it), a view with its error, warning and disconnected counts, or a link.
 * Viewing, it leads to its sensor, view or address; editing, it is a button that is selected by a
 * click, dragged with a pointer, moved by arrow keys and deleted with Delete.
 */
export const OverlayMarker = memo(function OverlayMarker({
  overlay,
  values,
  heatMap,
  editing,
  selected,
  customerSegment,
  linksEnabled,
  onSelect,
  onDrag,
  onNudge,
  onDelete,
}: OverlayMarkerProps) {
  const sensor = overlay.data?.__typename === 'Sensor' ? overlay.data : null;
  const loaded = sensor ? loadedValue(sensor) : undefined;
  const value = useOverlayValue(
    values,
    overlay.kind === 'sensor' ? overlay.sensorID : null,
    loaded,
  );
  const dragging = useRef(false);
  const name = overlayName(overlay);

  let status: string | null = null;
  let content: ReactNode;
  let href: string | null = null;
  let external = false;
  const fontSize = Math.max(8, overlay.size * 0.35);
  if (overlay.kind === 'sensor') {
    status = statusOf(value?.status);
    const text = valueText(overlay, value);
    content = (
      <>
        {overlay.open ? (
          <Box component="span" sx={{ display: 'block', fontSize: fontSize * 0.7 }}>
            {name}
          </Box>
        ) : null}
        <Box component="span" data-testid="overlay-value" sx={{ fontWeight: 600 }}>
          {text}
        </Box>
      </>
    );
    if (overlay.sensorID) {
      href = generatePath(APP_ROUTES.sensor, {
        customer: customerSegment,
        sensorIDs: overlay.sensorID,
      });
    }
  } else if (overlay.kind === 'view') {
    const view = overlay.data?.__typename === 'OverlayViewLink' ? overlay.data : null;
    status = view
      ? view.errors > 0
        ? 'error'
        : view.warnings > 0
          ? 'warning'
          : view.disconnectedCount > 0
            ? 'disconnected'
            : 'ok'
      : null;
    content = (
      <>
        <DashboardIcon
          aria-hidden
          sx={{ fontSize, color: view ? ICON_COLOR : ICON_DISABLED_COLOR, verticalAlign: 'middle' }}
        />{' '}
        <Box component="span">{name}</Box>
        {view ? (
          <Box
            component="span"
            data-testid="overlay-counts"
            aria-label={overlayTexts.viewCounts(view.errors, view.warnings, view.disconnectedCount)}
            sx={{ display: 'flex', gap: 0.5, justifyContent: 'center', fontSize: fontSize * 0.8 }}
          >
            <Count color={STATUS_COLORS.red} n={view.errors} />
            <Count color={STATUS_COLORS.yellow} n={view.warnings} />
            <Count color={STATUS_COLORS.grey} n={view.disconnectedCount} />
          </Box>
        ) : null}
      </>
    );
    if (view) {
      href =
        view.viewType === 'overlay'
          ? overlayViewPath(customerSegment, view.viewID)
          : viewPath(customerSegment, view.name);
    }
  } else {
    content = (
      <>
        <LinkIcon aria-hidden sx={{ fontSize, color: ICON_COLOR, verticalAlign: 'middle' }} />{' '}
        <Box component="span">{name}</Box>
      </>
    );
    href = overlay.url || null;
    external = /^https?:\/\//i.test(overlay.url);
  }

  const border = status ? statusColor(status as Parameters<typeof statusColor>[0]) : ICON_COLOR;
  const fill =
    (sensor && heatMap && overlayColor(value?.disconnected ? null : value?.value, heatMap)) ||
    overlay.backgroundColor ||
    '#ffffff';
  const label = overlayTexts.overlayLabel(
    name,
    overlay.kind === 'sensor' ? valueText(overlay, value) : '',
  );
  const style: CSSProperties = {
    left: overlay.x,
    top: overlay.y,
    minWidth: overlay.size,
    minHeight: overlay.size,
    fontSize,
    opacity: overlay.opacity / 100,
    borderColor: border,
    backgroundColor: fill,
    // The stage undoes the image's turn and, zoomed far out, some of its shrinking (its CSS
    // variables), so markers read upright and stay legible without re-rendering as it moves.
    transform: `translate(-50%, -50%) rotate(var(${COUNTER_ROTATE}, 0deg)) scale(var(${COUNTER_SCALE}, 1))`,
  };
  const common = {
    'data-testid': 'overlay',
    'data-overlay-id': overlay.id,
    'data-kind': overlay.kind,
    'data-x': overlay.x,
    'data-y': overlay.y,
    'data-status': status ?? undefined,
    'data-sensor-id': overlay.sensorID ?? undefined,
    title: name,
    style,
    sx: {
      position: 'absolute' as const,
      display: 'flex',
      flexDirection: 'column' as const,
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box' as const,
      px: '0.4em',
      border: 3,
      borderRadius: overlay.kind === 'sensor' ? '999px' : 1,
      color: 'text.primary',
      textDecoration: 'none',
      whiteSpace: 'nowrap' as const,
      lineHeight: 1.2,
      boxShadow: selected ? '0 0 0 3px #1976d2' : 1,
      cursor: editing ? 'move' : 'pointer',
      touchAction: 'none',
      userSelect: 'none' as const,
    },
  };

  if (editing) {
    const onPointerDown = (event: PointerEvent<HTMLElement>) => {
      // The image stays where it is: this pointer moves the overlay.
      event.stopPropagation();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      dragging.current = true;
      onSelect(overlay.id);
      onDrag(overlay.id, { x: event.clientX, y: event.clientY }, 'start');
    };
    const onPointerMove = (event: PointerEvent<HTMLElement>) => {
      if (dragging.current) onDrag(overlay.id, { x: event.clientX, y: event.clientY }, 'move');
    };
    const onPointerUp = () => {
      dragging.current = false;
    };
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      const step = event.shiftKey ? 10 : 1;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (move) onNudge(overlay.id, move[0], move[1]);
      else if (event.key === 'Delete' || event.key === 'Backspace') onDelete(overlay.id);
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    return (
      <Box
        component="button"
        type="button"
        {...common}
        aria-label={overlayTexts.moveOverlay(label)}
        aria-pressed={selected}
        onClick={() => onSelect(overlay.id)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {content}
      </Box>
    );
  }
  // Viewing: a press on an overlay is no pan of the image.
  const stop = (event: PointerEvent) => event.stopPropagation();
  // A link overlay opens its address even on a public link's page; the app's pages do not.
  if (href && (linksEnabled || overlay.kind === 'link')) {
    return external ? (
      <Box
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        onPointerDown={stop}
        {...common}
      >
        {content}
      </Box>
    ) : (
      <Box component={RouterLink} to={href} aria-label={label} onPointerDown={stop} {...common}>
        {content}
      </Box>
    );
  }
  return (
    <Box role="img" aria-label={label} {...common}>
      {content}
    </Box>
  );
});

function Count({ color, n }: { color: string; n: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: '0.6em', height: '0.6em', borderRadius: '50%', bgcolor: color }}
      />
      {n}
    </Box>
  );
}
