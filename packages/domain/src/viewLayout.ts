// A view's layout (spec core §3 View "layout (per screen size)", §4 view page modes): one
// react-grid-layout item list per saved screen size, items keyed by widget id.
import { z } from 'zod';
import { SCREEN_SIZES, type GridBreakpoint, type ScreenSize } from './views.js';
import type { WidgetType } from './widgets.js';

/** Grid columns per breakpoint: desktop is twelve wide, mobile two. */
export const GRID_COLS: Record<GridBreakpoint, number> = { lg: 12, md: 10, sm: 6, xxs: 2 };
/** Grid row height in pixels. */
export const GRID_ROW_HEIGHT = 40;

/** Most widgets a layout may place; beyond it a saved layout is refused as malformed. */
export const MAX_LAYOUT_ITEMS = 500;

const cell = z.number().int().min(0).max(10_000);
export const layoutItemSchema = z.object({
  i: z.string().min(1).max(64),
  x: cell,
  y: cell,
  w: z.number().int().min(1).max(12),
  h: z.number().int().min(1).max(200),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

export const viewLayoutSchema = z
  .object({
    lg: z.array(layoutItemSchema).max(MAX_LAYOUT_ITEMS).optional(),
    xxs: z.array(layoutItemSchema).max(MAX_LAYOUT_ITEMS).optional(),
  })
  .strict();
export type ViewLayout = z.infer<typeof viewLayoutSchema>;

export const LAYOUT_INVALID = 'The layout is not valid.';

/** Parses layout JSON text as saved by the view page; throws LAYOUT_INVALID otherwise. */
export function parseViewLayout(text: string): ViewLayout {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(LAYOUT_INVALID);
  }
  const parsed = viewLayoutSchema.safeParse(value);
  if (!parsed.success) throw new Error(LAYOUT_INVALID);
  for (const size of SCREEN_SIZES) {
    const items = parsed.data[size] ?? [];
    const ids = new Set(items.map((item) => item.i));
    if (ids.size !== items.length) throw new Error(LAYOUT_INVALID);
    // Desktop items must fit twelve columns, mobile ones two.
    if (items.some((item) => item.x + item.w > GRID_COLS[size])) throw new Error(LAYOUT_INVALID);
  }
  return parsed.data;
}

/** A new widget's size in grid cells on each saved screen size. */
export function defaultWidgetSize(type: WidgetType): Record<ScreenSize, { w: number; h: number }> {
  switch (type) {
    case 'HEADER':
      return { lg: { w: 12, h: 1 }, xxs: { w: 2, h: 1 } };
    case 'TREND':
    case 'CHART':
      return { lg: { w: 6, h: 7 }, xxs: { w: 2, h: 7 } };
    case 'ALARMS':
    case 'TRAP':
    case 'META':
    case 'OTHER':
    case 'ARTIFICIAL_INTELLIGENCE':
      return { lg: { w: 4, h: 6 }, xxs: { w: 2, h: 6 } };
    case 'GAUGE':
    case 'IMAGE':
    case 'TEXT':
    case 'COUNTDOWN':
      return { lg: { w: 3, h: 5 }, xxs: { w: 2, h: 5 } };
    default:
      return { lg: { w: 3, h: 3 }, xxs: { w: 1, h: 3 } };
  }
}

/** The layout with a widget placed below everything else on every saved screen size. */
export function placeWidget(layout: ViewLayout, widgetId: string, type: WidgetType): ViewLayout {
  const size = defaultWidgetSize(type);
  const next: ViewLayout = { ...layout };
  for (const screen of SCREEN_SIZES) {
    const items = (layout[screen] ?? []).filter((item) => item.i !== widgetId);
    const bottom = items.reduce((max, item) => Math.max(max, item.y + item.h), 0);
    next[screen] = [...items, { i: widgetId, x: 0, y: bottom, ...size[screen] }];
  }
  return next;
}

/** The layout without a widget. */
export function removeWidget(layout: ViewLayout, widgetId: string): ViewLayout {
  const next: ViewLayout = {};
  for (const screen of SCREEN_SIZES) {
    if (layout[screen]) next[screen] = layout[screen].filter((item) => item.i !== widgetId);
  }
  return next;
}
