import type { Calculation, SensorStatus } from '@vigil/domain';
import { SENSOR_STATUS_LABELS } from '@vigil/domain';

// Wording of the widgets that the spec leaves to us; statuses and their labels are the domain's.

export const CALCULATION_LABELS: Record<Calculation, string> = {
  sum: 'Sum',
  average: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  difference: 'Difference',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const widgetTexts = {
  noValue: '—',
  noSensors: 'No sensors chosen',
  unknownType: (type: string) => `Unknown widget type ${type}`,
  updated: (when: string) => `Updated ${when}`,
  relativeToBasis: (basis: string) => `Relative to basis ${basis}`,
  thresholdsTitle: 'Thresholds',
  defaultRed: '(default)',
  noThresholds: 'No thresholds set',
  calculationOf: (label: string, sensors: number) =>
    `${label} of ${count(sensors, 'sensor', 'sensors')}`,
  noCalculation: 'No calculation chosen',
  leftOut: (n: number) => `${count(n, 'sensor', 'sensors')} disconnected, left out`,
  gaugeLabel: (name: string, value: string) => `Gauge of ${name}: ${value}`,
  loadingTrend: 'Loading trend',
  noTrend: 'No readings in this range.',
  trendLabel: (names: readonly string[]) => `Trend of ${names.join(', ')}`,
  chartLabel: (kind: string, names: readonly string[]) =>
    `${kind === 'pie' ? 'Pie' : 'Bar'} chart of ${names.join(', ')}`,
  loadingAlarms: 'Loading alarms',
  noAlarms: 'No open alarms',
  since: (when: string) => `since ${when}`,
  loadingTimers: 'Loading timers',
  noTimers: 'No timers',
  expired: 'Expired',
  remaining: (duration: string) => `${duration} left`,
  reset: 'Reset',
  resetLabel: (name: string) => `Reset ${name}`,
  resetFailed: (message: string) => `Reset failed: ${message}`,
  noImage: 'No image',
  imageAlt: 'Widget image',
  noText: 'No text',
  noEquipment: 'No equipment chosen',
  loadingAsset: 'Loading asset data',
  noAsset: 'No asset data',
  assetFields: { manufacturer: 'Manufacturer', model: 'Model', protocol: 'Protocol', ip: 'IP' },
  loadingTraps: 'Loading traps',
  noTraps: 'No traps received',
  loadingInsights: 'Loading insights',
  anomaly: 'Anomaly',
  unusual: 'Unusual',
  normal: 'Normal',
  expected: (expected: string, spread: string) => `Expected ${expected} ± ${spread}`,
  deviation: (sigma: string) => `${sigma} σ from normal`,
  reaches: (level: SensorStatus, duration: string) =>
    `Reaches ${SENSOR_STATUS_LABELS[level].toLowerCase()} in ${duration}`,
  noCrossing: 'No threshold crossing ahead',
  smartThresholds: (warning: string, critical: string) =>
    `Smart thresholds: warning ${warning}, critical ${critical}`,
  learning: (hours: number) => `Learning — ${count(hours, 'hour', 'hours')} of history`,
  noInsight: 'No insight yet',
  tableColumns: { name: 'Sensor', value: 'Value', status: 'Status' },
} as const;
