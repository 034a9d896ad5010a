// The view page's layout rules on top of the domain's: which saved layout a grid breakpoint
// shows, completing a saved layout with widgets it lacks, fitting one screen size's layout to the
// other (the 'Sync screen sizes' toggle) and what a save sends.
import { GRID_COLS, SCREEN_SIZES, WIDGET_TYPES, parseViewLayout, placeWidget } from '@vigil/domain';
import type { GridBreakpoint, LayoutItem, ScreenSize, ViewLayout, WidgetType } from '@vigil/domain';
import { verticalCompactor } from 'react-grid-layout/core';

export type ScreenLayouts = Record<ScreenSize, LayoutItem[]>;

/** The saved layout each grid breakpoint shows: desktop's for lg, md and sm, mobile's for xxs. */
export const SAVED_SIZE_OF: Record<GridBreakpoint, ScreenSize> = {
  lg: 'lg',
  md: 'lg',
  sm: 'lg',
  xxs: 'xxs',
};

/** A saved layout, or an empty one when the text cannot be read (widgets are then placed anew). */
export function readViewLayout(text: string): ViewLayout {
  try {
    return parseViewLayout(text);
  } catch {
    return {};
  }
}

function widgetTypeOf(type: string): WidgetType {
  return (WIDGET_TYPES as readonly string[]).includes(type) ? (type as WidgetType) : 'OTHER';
}

/** Only what a saved layout keeps of a grid item. */
export function toLayoutItem(item: LayoutItem): LayoutItem {
  return { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h };
}

/**
 * Each screen size's items for the widgets shown: saved places are kept, items of widgets no
 * longer there dropped, and a widget without a place on a size is put below everything there.
 */
export function completeLayouts(
  layout: ViewLayout,
  widgets: readonly { key: string; type: string }[],
): ScreenLayouts {
  const keys = new Set(widgets.map((w) => w.key));
  const result = {} as ScreenLayouts;
  for (const size of SCREEN_SIZES) {
    let items: ViewLayout = { [size]: (layout[size] ?? []).filter((item) => keys.has(item.i)) };
    for (const widget of widgets) {
      if (items[size]?.some((item) => item.i === widget.key)) continue;
      items = { [size]: placeWidget(items, widget.key, widgetTypeOf(widget.type))[size] };
    }
    result[size] = (items[size] ?? []).map(toLayoutItem);
  }
  return result;
}

/**
 * One size's layout fitted to another's columns: x and w scaled (at least one column, inside the
 * grid), rows kept, then compacted upwards so that nothing overlaps.
 */
export function fitLayout(
  items: readonly LayoutItem[],
  from: ScreenSize,
  to: ScreenSize,
): LayoutItem[] {
  const ratio = GRID_COLS[to] / GRID_COLS[from];
  const cols = GRID_COLS[to];
  const scaled = items.map((item) => {
    const w = Math.min(cols, Math.max(1, Math.round(item.w * ratio)));
    const x = Math.max(0, Math.min(cols - w, Math.round(item.x * ratio)));
    return { i: item.i, x, y: item.y, w, h: item.h };
  });
  return verticalCompactor.compact(scaled, cols).map(toLayoutItem);
}

/** Whether two item lists place every widget alike (order aside). */
export function sameLayout(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  if (a.length !== b.length) return false;
  const byKey = new Map(b.map((item) => [item.i, item]));
  return a.every((item) => {
    const other = byKey.get(item.i);
    return (
      other !== undefined &&
      other.x === item.x &&
      other.y === item.y &&
      other.w === item.w &&
      other.h === item.h
    );
  });
}

/** What a save sends: the saved layout with the edited sizes replaced, as JSON text. */
export function layoutToSave(
  saved: ViewLayout,
  edits: Partial<Record<ScreenSize, readonly LayoutItem[]>>,
): string {
  const next: ViewLayout = { ...saved };
  for (const size of SCREEN_SIZES) {
    const items = edits[size];
    if (items) next[size] = items.map(toLayoutItem);
  }
  return JSON.stringify(next);
}
