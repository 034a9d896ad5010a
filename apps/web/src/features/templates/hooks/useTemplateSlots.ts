import { WIDGET_SENSOR_BATCH_SIZE, chunk } from '@vigil/domain';
import { useMemo } from 'react';
import { useParallelQueries } from '../../../app/hooks/useParallelQueries';
import {
  TemplateSlotEquipmentDocument,
  TemplateViewEquipmentDocument,
} from '../../../graphql/generated/graphql';
import { unnamedWidgetEquipment, viewSlots } from '../templateSlots';
import type { SlotEquipment } from '../templateSlots';

export interface TemplateSlots {
  /** The slots in slot order; undefined until every request answered. */
  slots: readonly SlotEquipment[] | undefined;
  error: Error | undefined;
  retry: () => Promise<unknown>;
}

type SlotWidget = { id: string; sensorIDs: readonly string[]; equipmentID?: string | null };

/**
 * The equipment a view's widgets read, which become a new template's slots: their sensors asked
 * 30 widget ids at a time (spec core §9), then the names of equipment that widgets show by
 * themselves and no sensor names.
 */
export function useTemplateSlots(
  widgets: readonly SlotWidget[] | undefined,
  customerID: string,
): TemplateSlots {
  const sensorRequests = useMemo(
    () =>
      chunk(
        (widgets ?? []).filter((w) => w.sensorIDs.length > 0).map((w) => w.id),
        WIDGET_SENSOR_BATCH_SIZE,
      ).map((widgetIDs) => ({ widgetIDs })),
    [widgets],
  );
  const sensorAnswers = useParallelQueries(TemplateViewEquipmentDocument, sensorRequests);
  const sensors = useMemo(
    () => (sensorAnswers.loading ? null : sensorAnswers.results.flatMap((a) => a?.sensors ?? [])),
    [sensorAnswers.loading, sensorAnswers.results],
  );
  const equipmentRequests = useMemo(
    () =>
      widgets && sensors
        ? unnamedWidgetEquipment(widgets, sensors).map((equipmentID) => ({
            equipmentID,
            customerID,
          }))
        : [],
    [widgets, sensors, customerID],
  );
  const equipmentAnswers = useParallelQueries(TemplateSlotEquipmentDocument, equipmentRequests);

  const error = sensorAnswers.error ?? equipmentAnswers.error;
  const slots = useMemo(() => {
    if (!widgets || !sensors || error || equipmentAnswers.loading) return undefined;
    const own = equipmentAnswers.results.flatMap((answer) =>
      answer?.equipment ? [answer.equipment] : [],
    );
    return viewSlots(sensors, own);
  }, [widgets, sensors, error, equipmentAnswers.loading, equipmentAnswers.results]);

  const { retry: retrySensors } = sensorAnswers;
  const { retry: retryEquipment } = equipmentAnswers;
  const retry = useMemo(
    () => () => Promise.all([retrySensors(), retryEquipment()]),
    [retrySensors, retryEquipment],
  );
  return { slots, error, retry };
}
