import Box from '@mui/material/Box';
import { GRID_BREAKPOINTS, GRID_COLS, GRID_ROW_HEIGHT } from '@vigil/domain';
import type { LayoutItem, ScreenSize } from '@vigil/domain';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Responsive, useContainerWidth } from 'react-grid-layout';
import type { Layout } from 'react-grid-layout';
// The grid's own stylesheet also styles the resize handles, so react-resizable's is not needed.
import 'react-grid-layout/css/styles.css';
import type { ScreenLayouts } from './gridLayouts';
import { toLayoutItem } from './gridLayouts';
import { DRAG_HANDLE_CLASS } from './WidgetFrame';

/** How wide the grid is drawn: the page's width, a phone's, or at least a desktop's. */
export type GridFrame = 'auto' | 'mobile' | 'desktop';

/** A phone's width for the Mobile screen size and the xs preview. */
export const MOBILE_FRAME_WIDTH = 375;

export interface ViewGridProps {
  /** The saved layout shown, which is also the grid's breakpoint. */
  screen: ScreenSize;
  frame: GridFrame;
  layouts: ScreenLayouts;
  editing: boolean;
  /** The shown screen size's items after a drag or resize (edit mode only). */
  onLayoutChange: (items: LayoutItem[]) => void;
  /** One element per layout item, keyed by the item's `i`. */
  children: ReactNode;
}

/**
 * The widgets on react-grid-layout's responsive grid: breakpoints and columns are the domain's,
 * desktop's layout serves lg, md and sm and mobile's xxs. The page picks the breakpoint (the
 * screen size being shown) rather than the grid guessing it from its width, so what is edited is
 * always the saved layout on screen.
 */
export function ViewGrid({
  screen,
  frame,
  layouts,
  editing,
  onLayoutChange,
  children,
}: ViewGridProps) {
  const { width, containerRef } = useContainerWidth();
  const gridWidth =
    frame === 'mobile'
      ? MOBILE_FRAME_WIDTH
      : frame === 'desktop'
        ? Math.max(width, GRID_BREAKPOINTS.lg)
        : width;
  const gridLayouts = useMemo(
    () => ({ lg: layouts.lg, md: layouts.lg, sm: layouts.lg, xxs: layouts.xxs }),
    [layouts],
  );
  const dragConfig = useMemo(
    () => ({ enabled: editing, handle: `.${DRAG_HANDLE_CLASS}` }),
    [editing],
  );
  const resizeConfig = useMemo(() => ({ enabled: editing }), [editing]);

  return (
    <Box
      ref={containerRef}
      sx={{ width: '100%', overflowX: frame === 'desktop' ? 'auto' : 'visible' }}
    >
      <Box
        data-testid="view-grid"
        data-screen-size={screen}
        data-frame={frame}
        sx={
          frame === 'mobile'
            ? {
                width: MOBILE_FRAME_WIDTH,
                mx: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }
            : { width: frame === 'desktop' ? gridWidth : '100%' }
        }
      >
        <Responsive
          width={gridWidth}
          breakpoint={screen}
          breakpoints={GRID_BREAKPOINTS}
          cols={GRID_COLS}
          layouts={gridLayouts}
          rowHeight={GRID_ROW_HEIGHT}
          dragConfig={dragConfig}
          resizeConfig={resizeConfig}
          onLayoutChange={(layout: Layout) => {
            if (editing) onLayoutChange(layout.map(toLayoutItem));
          }}
        >
          {children}
        </Responsive>
      </Box>
    </Box>
  );
}
