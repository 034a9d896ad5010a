// Which inputs the widget editor shows for each widget type.
import type { WidgetType } from '@vigil/domain';

export interface EditorFields {
  /** none, one sensor, or several. */
  sensors: 'none' | 'single' | 'multiple';
  calculation: boolean;
  chartType: boolean;
  thresholds: boolean;
  bounds: boolean;
  states: boolean;
  notes: boolean;
  color: boolean;
  image: boolean;
  equipment: boolean;
  metaLabels: boolean;
  timers: boolean;
  /** Artificial Intelligence: smart warning and critical values, proposed from its learning. */
  smartThresholds: boolean;
}

const NONE: EditorFields = {
  sensors: 'none',
  calculation: false,
  chartType: false,
  thresholds: false,
  bounds: false,
  states: false,
  notes: false,
  color: false,
  image: false,
  equipment: false,
  metaLabels: false,
  timers: false,
  smartThresholds: false,
};

const valueOf = (sensors: 'single' | 'multiple'): EditorFields => ({
  ...NONE,
  sensors,
  thresholds: true,
});

export const EDITOR_FIELDS: Record<WidgetType, EditorFields> = {
  OPEN_CLOSED: { ...NONE, sensors: 'single', states: true },
  SENSOR_VALUE: valueOf('single'),
  SINGLE_VALUE: valueOf('single'),
  GAUGE: { ...valueOf('single'), bounds: true },
  CALCULATION: { ...valueOf('multiple'), calculation: true },
  TREND: valueOf('multiple'),
  CHART: { ...valueOf('multiple'), chartType: true },
  OTHER: valueOf('multiple'),
  ARTIFICIAL_INTELLIGENCE: { ...NONE, sensors: 'multiple', smartThresholds: true },
  IMAGE: { ...NONE, image: true },
  TRAP: { ...NONE, equipment: true },
  META: { ...NONE, equipment: true, metaLabels: true },
  TEXT: { ...NONE, notes: true },
  HEADER: { ...NONE, color: true },
  COUNTDOWN: { ...NONE, timers: true },
  ALARMS: NONE,
};

export const CHART_TYPES = ['bar', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_TYPE_LABELS: Record<ChartType, string> = { bar: 'Bar', pie: 'Pie' };
