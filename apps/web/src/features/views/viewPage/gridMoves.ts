import type { LayoutItem } from '@vigil/domain';
import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout/core';
import { toLayoutItem } from './gridLayouts';

/** A keyboard step on a widget's drag handle, in grid cells: move (dx, dy) or resize (dw, dh). */
export interface GridMove {
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

/** The tallest a widget may be, as the domain's layout schema allows. */
const MAX_ROWS = 200;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * A layout after one keyboard step on one widget, the way a drag or resize would leave it: the
 * widget stays inside the grid, others make way, and everything is compacted upwards.
 */
export function applyGridMove(
  items: readonly LayoutItem[],
  key: string,
  move: GridMove,
  cols: number,
): LayoutItem[] {
  const layout = cloneLayout(items) as LayoutItem[];
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return items.map(toLayoutItem);
  let next: readonly LayoutItem[] = layout;
  if (move.dw !== 0 || move.dh !== 0) {
    item.w = clamp(item.w + move.dw, 1, cols - item.x);
    item.h = clamp(item.h + move.dh, 1, MAX_ROWS);
  } else {
    const x = clamp(item.x + move.dx, 0, cols - item.w);
    const y = Math.max(0, item.y + move.dy);
    next = moveElement(layout, item, x, y, true, false, 'vertical', cols);
  }
  return verticalCompactor.compact(next, cols).map(toLayoutItem);
}
