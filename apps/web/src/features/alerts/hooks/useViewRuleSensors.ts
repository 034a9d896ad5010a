import { useQuery } from '@apollo/client/react';
import { WIDGET_SENSOR_BATCH_SIZE, chunk } from '@vigil/domain';
import { useCallback, useMemo } from 'react';
import { useParallelQueries } from '../../../app/hooks/useParallelQueries';
import { WidgetSensorsDocument, WidgetsDocument } from '../../../graphql/generated/graphql';

/** A sensor a rule may watch; one with states is a state sensor. */
export interface RuleSensor {
  id: string;
  name: string;
  unit?: string | null | undefined;
  equipmentName?: string | null | undefined;
  states: readonly string[];
}

export interface ViewRuleSensors {
  /** The sensors of the view's widgets, each once, by name; undefined while loading. */
  sensors: readonly RuleSensor[] | undefined;
  error: Error | undefined;
  retry: () => Promise<unknown>;
}

/**
 * The sensors shown on a view's widgets, read as the view page reads them (the view's widgets,
 * then their sensors 30 widgets per request), so both share what the cache holds.
 */
export function useViewRuleSensors(viewID: string): ViewRuleSensors {
  const widgets = useQuery(WidgetsDocument, { variables: { viewID } });
  const requests = useMemo(
    () =>
      chunk(
        (widgets.data?.widgets ?? []).filter((w) => w.sensorIDs.length > 0).map((w) => w.id),
        WIDGET_SENSOR_BATCH_SIZE,
      ).map((widgetIDs) => ({ widgetIDs })),
    [widgets.data],
  );
  const answers = useParallelQueries(WidgetSensorsDocument, requests);
  const sensors = useMemo(() => {
    if (!widgets.data || answers.loading || answers.error) return undefined;
    const byId = new Map<string, RuleSensor>();
    for (const answer of answers.results) {
      for (const sensor of answer?.sensors ?? []) byId.set(sensor.id, sensor);
    }
    return [...byId.values()].sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        (a.equipmentName ?? '').localeCompare(b.equipmentName ?? ''),
    );
  }, [widgets.data, answers.loading, answers.error, answers.results]);

  const { refetch } = widgets;
  const { retry: retrySensors } = answers;
  const retry = useCallback(
    () => Promise.all([refetch(), retrySensors()]),
    [refetch, retrySensors],
  );
  return {
    sensors,
    error: (widgets.data ? undefined : widgets.error) ?? answers.error,
    retry,
  };
}
