// Overlay views as the server stores them (spec core §3 "Overlay view", §4, §8): what an overlay
// may point at, which colours and sizes are accepted, and how many of each a view holds. The
// editing rules (sorting, opacity, heat-map edits, colours) are in heatMap.ts.

/** The view type of an overlay view: only addOverlayView makes one, never newView. */
export const OVERLAY_VIEW_TYPE = 'overlay';

/** Refusals of what only dashboards take (ours; the spec does not show them). */
export const overlayMessages = {
  noWidgets: 'An overlay view holds overlays, not widgets.',
  noTemplate: 'Templates are made from dashboards, not overlay views.',
} as const;

/** What an overlay shows: a sensor, another view of the customer, or a link. */
export const OVERLAY_KINDS = ['sensor', 'view', 'link'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

/** Our own limits: a floor plan stays readable well below these. */
export const OVERLAYS_MAX = 500;
export const HEAT_MAPS_MAX = 50;

export function isOverlayKind(value: string): value is OverlayKind {
  return (OVERLAY_KINDS as readonly string[]).includes(value);
}

/** '#rgb' or '#rrggbb', any case: the colours a heat map or an overlay background takes. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** An image's height or width: a finite number above zero. */
export function isOverlaySize(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/** An overlay's opacity, in percent. */
export function isOverlayOpacity(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

/** A view overlay's status from the view's counts: the worst of error, warning, disconnected. */
export function overlayViewStatus(counts: {
  errors: number;
  warnings: number;
  disconnected: number;
}): 'error' | 'warning' | 'disconnected' | 'ok' {
  if (counts.errors > 0) return 'error';
  if (counts.warnings > 0) return 'warning';
  if (counts.disconnected > 0) return 'disconnected';
  return 'ok';
}
