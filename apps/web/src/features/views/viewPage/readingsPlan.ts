// Which requests the view page sends for its widgets (spec core §9): widget sensors 30 widget ids
// at a time, latest readings of every non-trend widget in one request, trends 3 widgets at a time.
import { TREND_BATCH_SIZE, WIDGET_SENSOR_BATCH_SIZE, chunk } from '@vigil/domain';
import type { WidgetReadingsInput } from '../../../graphql/generated/graphql';
import { timeRangeRequest } from '../../../components/timeRangeValue';
import type { TimeRangeValue } from '../../../components/timeRangeValue';
import type { ViewWidget } from '../widgets/widgetTypes';

type PlannedWidget = Pick<
  ViewWidget,
  'id' | 'type' | 'displayType' | 'sensorIDs' | 'calculation' | 'greenTo' | 'yellowTo' | 'redTo'
>;

/** Trend widgets read a range; every other widget only its sensors' latest values. */
export function isTrendWidget(widget: Pick<ViewWidget, 'type' | 'displayType'>): boolean {
  return widget.type === 'TREND' || widget.displayType === 'trend';
}

function hasSensors(widget: Pick<ViewWidget, 'sensorIDs'>): boolean {
  return widget.sensorIDs.length > 0;
}

/** The widget ids whose sensors are asked for, 30 per request. */
export function sensorBatches(widgets: readonly PlannedWidget[]): string[][] {
  return chunk(
    widgets.filter(hasSensors).map((w) => w.id),
    WIDGET_SENSOR_BATCH_SIZE,
  );
}

function isSet(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function readingsInput(widget: PlannedWidget): WidgetReadingsInput {
  const input: WidgetReadingsInput = {
    widgetID: widget.id,
    sensorIDs: [...widget.sensorIDs],
    range: 'LATEST',
  };
  if (widget.type === 'CALCULATION' && widget.calculation) input.calculation = widget.calculation;
  if ([widget.greenTo, widget.yellowTo, widget.redTo].some(isSet)) {
    input.thresholds = {
      greenTo: widget.greenTo ?? null,
      yellowTo: widget.yellowTo ?? null,
      redTo: widget.redTo ?? null,
    };
  }
  // Artificial Intelligence widgets also want the learned band and its verdict.
  if (widget.type === 'ARTIFICIAL_INTELLIGENCE') input.insights = true;
  return input;
}

/** One request for the latest readings of every widget with sensors that is not a trend. */
export function latestReadingsRequest(widgets: readonly PlannedWidget[]): WidgetReadingsInput[] {
  return widgets.filter((w) => hasSensors(w) && !isTrendWidget(w)).map(readingsInput);
}

/** Trend widgets over the picked range, 3 per request. */
export function trendReadingsRequests(
  widgets: readonly PlannedWidget[],
  range: TimeRangeValue,
): WidgetReadingsInput[][] {
  const over = timeRangeRequest(range);
  return chunk(
    widgets
      .filter((w) => hasSensors(w) && isTrendWidget(w))
      .map((w) => ({ ...readingsInput(w), ...over })),
    TREND_BATCH_SIZE,
  );
}
