import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  WidgetReadingsDocument,
  WidgetSensorsDocument,
  WidgetsDocument,
} from '../../../graphql/generated/graphql';
import type {
  WidgetReadingsQuery,
  WidgetSensorsQuery,
  WidgetsQuery,
} from '../../../graphql/generated/graphql';
import type { TimeRangeValue } from '../../../components/timeRangeValue';
import type { LatestValue, SensorInsight, TrendSeries, WidgetSensor } from '../widgets/widgetTypes';
import {
  isTrendWidget,
  latestReadingsRequest,
  sensorBatches,
  trendReadingsRequests,
} from './readingsPlan';
import { instant, latestOfSensors } from './latestValues';
import { trapEquipment } from './trapEquipment';
import type { TrapEquipment } from './ViewTrapsButton';
import { useParallelQueries } from '../../../app/hooks/useParallelQueries';

export type PageWidget = WidgetsQuery['widgets'][number];
type ViewSensor = WidgetSensorsQuery['sensors'][number];
type WidgetReadings = WidgetReadingsQuery['readings'][number];

/** What the readings requests gave one widget. */
export interface WidgetReadingsData {
  trend?: readonly TrendSeries[];
  window?: { from: number; to: number };
  insights?: readonly SensorInsight[];
}

export interface ViewData {
  /** The widgets shown (all of the view's, or the showcased ones), undefined while loading. */
  widgets: readonly PageWidget[] | undefined;
  widgetsError: Error | undefined;
  refetchWidgets: () => Promise<unknown>;
  /** Each shown widget's sensors, in its sensorIDs order. */
  widgetSensors: ReadonlyMap<string, readonly WidgetSensor[]>;
  /** The newest value per sensor that the page loaded (sensor rows, then readings). */
  loaded: ReadonlyMap<string, LatestValue>;
  readings: ReadonlyMap<string, WidgetReadingsData>;
  /** The view's SNMP equipment, for 'View Traps'. */
  traps: readonly TrapEquipment[];
  hasTrends: boolean;
  /** A sensors or readings request failed. */
  dataError: Error | undefined;
  retryData: () => Promise<unknown>;
}

const NO_WIDGETS: readonly PageWidget[] = [];

/** Sensor rows first, then the readings answers where they are not older. */
function loadedLatest(
  sensors: readonly ViewSensor[],
  readings: readonly WidgetReadings[],
): ReadonlyMap<string, LatestValue> {
  const latest = latestOfSensors(sensors);
  for (const answer of readings) {
    for (const reading of answer.latest) {
      const value: LatestValue = {
        value: reading.value ?? null,
        detail: reading.detail ?? null,
        at: instant(reading.createdAt),
        disconnected: reading.disconnected,
      };
      const known = latest.get(reading.sensorID);
      if (known && known.at !== null && value.at !== null && value.at < known.at) continue;
      latest.set(reading.sensorID, value);
    }
  }
  return latest;
}

/**
 * A view's widgets and what they show (spec core §9): the widgets, their sensors 30 widget ids
 * per request (all at once), the latest readings of every non-trend widget in one request, and
 * trends over `range` 3 widgets per request. `only` limits it to some widget ids (showcase).
 * `token`, a public link's, goes with every request instead of the session (/shared/{token}).
 */
export function useViewData(
  view: { id: string; customerID: string },
  range: TimeRangeValue,
  only: readonly string[] | null,
  token?: string,
): ViewData {
  // Only when there is one, so the signed-in page's requests stay as they were.
  const withToken = useMemo(() => (token === undefined ? {} : { token }), [token]);
  const widgetsQuery = useQuery(WidgetsDocument, {
    variables: { viewID: view.id, ...withToken },
    // Back from the widget editor, the list must show what was just saved.
    fetchPolicy: 'cache-and-network',
  });
  const all = widgetsQuery.data?.widgets;
  const onlyKey = only ? only.join('-') : null;
  const widgets = useMemo(() => {
    if (!all) return undefined;
    if (onlyKey === null) return all;
    const wanted = new Set(onlyKey.split('-'));
    return all.filter((w) => wanted.has(w.id));
  }, [all, onlyKey]);
  const shown = widgets ?? NO_WIDGETS;

  const sensorRequests = useMemo(
    () => sensorBatches(shown).map((widgetIDs) => ({ widgetIDs, ...withToken })),
    [shown, withToken],
  );
  const sensorAnswers = useParallelQueries(WidgetSensorsDocument, sensorRequests);
  const sensors = useMemo(
    () => sensorAnswers.results.flatMap((answer) => answer?.sensors ?? []),
    [sensorAnswers.results],
  );
  const widgetSensors = useMemo(() => {
    const byId = new Map(sensors.map((s) => [s.id, s]));
    return new Map(
      shown.map((w) => [w.id, w.sensorIDs.flatMap((id) => byId.get(id) ?? [])] as const),
    );
  }, [shown, sensors]);

  const latestRequests = useMemo(() => {
    const entries = latestReadingsRequest(shown);
    return entries.length > 0
      ? [{ customerID: view.customerID, widgets: entries, ...withToken }]
      : [];
  }, [shown, view.customerID, withToken]);
  const trendRequests = useMemo(
    () =>
      trendReadingsRequests(shown, range).map((batch) => ({
        customerID: view.customerID,
        widgets: batch,
        ...withToken,
      })),
    [shown, range, view.customerID, withToken],
  );
  const latestAnswers = useParallelQueries(WidgetReadingsDocument, latestRequests);
  const trendAnswers = useParallelQueries(WidgetReadingsDocument, trendRequests);

  const answers = useMemo(
    () =>
      [...latestAnswers.results, ...trendAnswers.results].flatMap(
        (answer) => answer?.readings ?? [],
      ),
    [latestAnswers.results, trendAnswers.results],
  );
  const readings = useMemo(() => {
    const types = new Map(shown.map((w) => [w.id, w] as const));
    const byWidget = new Map<string, WidgetReadingsData>();
    for (const answer of answers) {
      const widget = answer.widgetID ? types.get(answer.widgetID) : undefined;
      if (!widget) continue;
      byWidget.set(widget.id, {
        ...(isTrendWidget(widget)
          ? { trend: answer.trend, window: { from: answer.from, to: answer.to } }
          : {}),
        ...(widget.type === 'ARTIFICIAL_INTELLIGENCE' ? { insights: answer.insights } : {}),
      });
    }
    return byWidget;
  }, [answers, shown]);
  const loaded = useMemo(() => loadedLatest(sensors, answers), [sensors, answers]);
  const traps = useMemo(() => trapEquipment(sensors), [sensors]);
  const hasTrends = useMemo(() => shown.some(isTrendWidget), [shown]);

  const { retry: retrySensors } = sensorAnswers;
  const { retry: retryLatest } = latestAnswers;
  const { retry: retryTrends } = trendAnswers;
  const retryData = useMemo(
    () => () => Promise.all([retrySensors(), retryLatest(), retryTrends()]),
    [retrySensors, retryLatest, retryTrends],
  );
  const { refetch } = widgetsQuery;
  const refetchWidgets = useMemo(() => () => refetch(), [refetch]);

  return {
    widgets,
    widgetsError: widgetsQuery.error,
    refetchWidgets,
    widgetSensors,
    loaded,
    readings,
    traps,
    hasTrends,
    dataError: sensorAnswers.error ?? latestAnswers.error ?? trendAnswers.error,
    retryData,
  };
}
