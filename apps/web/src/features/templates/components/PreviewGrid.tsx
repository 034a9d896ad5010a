import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScreenSize, TimeRange } from '@vigil/domain';
import { useMemo } from 'react';
import { useNow } from '../../../app/hooks/useNow';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { RetryBanner } from '../../../components/RetryBanner';
import type { ViewData } from '../../views/viewPage/useViewData';
import { useWidgetLatest, useWidgetLiveState } from '../../views/viewPage/useWidgetLiveState';
import { ViewGrid } from '../../views/viewPage/ViewGrid';
import { viewTexts } from '../../views/viewPage/viewTexts';
import { WidgetFrame } from '../../views/viewPage/WidgetFrame';
import type {
  LatestValue,
  LivePoint,
  ViewWidget,
  WidgetSensor,
} from '../../views/widgets/widgetTypes';
import type { PreviewLayout } from '../hooks/usePreviewLayout';

const NO_SENSORS: readonly WidgetSensor[] = [];
const NO_LATEST: ReadonlyMap<string, LatestValue> = new Map();
const NO_HISTORY: readonly LivePoint[] = [];

export interface PreviewGridProps {
  view: { id: string; customerID: string };
  data: ViewData;
  screen: ScreenSize;
  layout: PreviewLayout;
  range: TimeRange;
  onEditWidget: (widget: ViewWidget) => void;
  onDuplicateWidget: (widget: ViewWidget) => Promise<unknown>;
  onDeleteWidget: (widget: ViewWidget) => Promise<unknown>;
}

/**
 * The view at one screen size as its /preview/{xs|lg} page shows it (live, on a phone's or a
 * desktop's width), built from the view page's grid and widget cards; in edit mode its widgets
 * can be dragged, resized and moved with the keyboard.
 */
export function PreviewGrid({
  view,
  data,
  screen,
  layout,
  range,
  onEditWidget,
  onDuplicateWidget,
  onDeleteWidget,
}: PreviewGridProps) {
  const now = useNow(1000);
  const shown = useMemo(() => data.widgets ?? [], [data.widgets]);
  const live = useWidgetLiveState(shown, data.loaded);
  const latestOf = useWidgetLatest(shown, live.latest);

  if (!data.widgets) {
    return data.widgetsError ? (
      <RetryBanner retry={data.refetchWidgets}>{data.widgetsError.message}</RetryBanner>
    ) : (
      <CenteredLoader label={viewTexts.loadingWidgets} />
    );
  }
  if (shown.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {viewTexts.noWidgets}
      </Typography>
    );
  }
  const items = new Map(layout.layouts[screen].map((item) => [item.i, item]));
  return (
    <>
      {data.dataError ? (
        <RetryBanner retry={data.retryData}>
          {`${viewTexts.readingsFailed} ${data.dataError.message}`}
        </RetryBanner>
      ) : null}
      {/* A phone narrower than the Mobile frame scrolls the grid, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <ViewGrid
          screen={screen}
          frame={screen === 'xxs' ? 'mobile' : 'desktop'}
          layouts={layout.layouts}
          editing={layout.editing}
          onLayoutChange={layout.change}
        >
          {shown.map((widget) => {
            const item = items.get(widget.key);
            const readings = data.readings.get(widget.id);
            return (
              <div
                key={widget.key}
                data-testid="grid-item"
                data-widget-id={widget.id}
                data-layout={item ? `${item.x},${item.y},${item.w},${item.h}` : undefined}
              >
                <WidgetFrame
                  widget={widget}
                  sensors={data.widgetSensors.get(widget.id) ?? NO_SENSORS}
                  latest={latestOf.get(widget.id) ?? NO_LATEST}
                  history={live.history.get(widget.id) ?? NO_HISTORY}
                  trend={readings?.trend}
                  window={readings?.window}
                  insights={readings?.insights}
                  range={range}
                  customerID={view.customerID}
                  viewID={view.id}
                  canUpdate={false}
                  now={now}
                  editing={layout.editing}
                  onEdit={onEditWidget}
                  onDuplicate={onDuplicateWidget}
                  onDelete={onDeleteWidget}
                  onMove={layout.move}
                />
              </div>
            );
          })}
        </ViewGrid>
      </Box>
    </>
  );
}
