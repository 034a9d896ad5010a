import type { SensorOwnThresholds } from '../sensors/sensorFromPoint.js';
import type { SensorRecord } from '../sensors/sensors.repository.js';
import type { TimerRow, WidgetRow, WidgetValues } from '../widgets/widgets.repository.js';

// What a template keeps of a view's widget, and how a stamped view's widget is made from it
// again. Ids of the view (its own, its customer's, its equipment's and gateway's) are not kept:
// the equipment and gateway become slots, filled from the devices a view is stamped on.

/**
 * A template widget's stored fields: the widget's own columns (ids, owners, times and sensors
 * aside), its equipment and gateway as slots, its countdown's end in epoch ms.
 */
export type TemplateWidgetFields = Omit<
  WidgetRow,
  | 'id'
  | 'viewId'
  | 'customerId'
  | 'createdAt'
  | 'updatedAt'
  | 'templateWidgetId'
  | 'equipmentId'
  | 'gatewayId'
  | 'expiration'
> & {
  expiration: number | null;
  /** The slot whose device the widget shows (Meta, Trap …). */
  equipmentSlot: number | null;
  /** The slot whose device's gateway the widget shows. */
  gatewaySlot: number | null;
};

/** A sensor's settings a template keeps with each register (overwriteThresholds gives them). */
export type TemplateThresholds = Pick<
  SensorRow,
  'greenTo' | 'yellowTo' | 'redTo' | 'states' | 'conditions' | 'alarmOnly'
> &
  SensorOwnThresholds;

/** A timer as a template keeps it (its clock starts when a view is stamped). */
export type TemplateTimerFields = Pick<
  TimerRow,
  'name' | 'greenTo' | 'yellowTo' | 'redTo' | 'repeatInterval' | 'warnBefore'
>;

type SensorRow = SensorRecord['sensor'];

/** A device put in a slot, as a stamped widget needs it. */
export interface SlotDevice {
  id: number;
  networkId: number;
}

export function widgetFields(
  row: WidgetRow,
  slots: { equipmentSlot: number | null; gatewaySlot: number | null },
): TemplateWidgetFields {
  const {
    id: _id,
    viewId: _viewId,
    customerId: _customerId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    templateWidgetId: _templateWidgetId,
    equipmentId: _equipmentId,
    gatewayId: _gatewayId,
    expiration,
    ...own
  } = row;
  return { ...own, expiration: expiration?.getTime() ?? null, ...slots };
}

/**
 * A stamped widget's columns: the template's fields with its slots filled by the devices (in
 * slot order). An image deleted since the template was made is left out.
 */
export function widgetValuesOf(
  fields: TemplateWidgetFields,
  devices: readonly SlotDevice[],
  imageExists: (id: string) => boolean,
): WidgetValues {
  const { equipmentSlot, gatewaySlot, expiration, ...own } = fields;
  return {
    ...own,
    imageId: own.imageId && imageExists(own.imageId) ? own.imageId : null,
    expiration: expiration === null || expiration === undefined ? null : new Date(expiration),
    equipmentId: equipmentSlot === null ? null : (devices[equipmentSlot]?.id ?? null),
    gatewayId: gatewaySlot === null ? null : (devices[gatewaySlot]?.networkId ?? null),
  };
}

export function thresholdsOf(sensor: SensorRow): TemplateThresholds {
  return {
    greenTo: sensor.greenTo,
    yellowTo: sensor.yellowTo,
    redTo: sensor.redTo,
    states: sensor.states,
    conditions: sensor.conditions,
    alarmOnly: sensor.alarmOnly,
    deadband: sensor.deadband,
    delay: sensor.delay,
    smartWarning: sensor.smartWarning,
    smartCritical: sensor.smartCritical,
  };
}

export function timerFields(timer: TemplateTimerFields): TemplateTimerFields {
  return {
    name: timer.name,
    greenTo: timer.greenTo,
    yellowTo: timer.yellowTo,
    redTo: timer.redTo,
    repeatInterval: timer.repeatInterval,
    warnBefore: timer.warnBefore,
  };
}

/**
 * A widget as drift compares it: its columns (the template link aside, times in epoch ms), its
 * sensors in order and its timers' settings in order.
 */
export function driftContent(
  values: WidgetValues &
    Partial<Record<'id' | 'viewId' | 'customerId' | 'createdAt' | 'updatedAt', unknown>>,
  sensorIds: readonly (number | string)[],
  timers: readonly TemplateTimerFields[],
) {
  const {
    templateWidgetId: _templateWidgetId,
    id: _id,
    viewId: _viewId,
    customerId: _customerId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...own
  } = values;
  return {
    ...own,
    expiration: own.expiration ? new Date(own.expiration).getTime() : null,
    sensors: sensorIds.map(String),
    timers: timers.map(timerFields),
  };
}
