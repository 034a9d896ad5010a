import { VIEW_STATUS_FILTER_LABELS } from '@vigil/domain';
import type { Status } from '@vigil/domain';

// Wording of the sensor screens that the spec leaves to us. It belongs in the domain's catalogue
// (packages/domain/src/messages.ts) once that package is open for changes again.

/** A sensor's status: the domain's derivation, or disconnected before any threshold applies. */
export type SensorStatus = Status | 'disconnected';

/** The statuses the list can be filtered by (the server also knows 'unknown'). */
export const SENSOR_STATUS_FILTERS = ['ok', 'warning', 'error', 'disconnected'] as const;
export type SensorStatusFilter = (typeof SENSOR_STATUS_FILTERS)[number];

/** Text beside every status colour, so the colour is never the only signal. */
export const SENSOR_STATUS_LABELS: Record<SensorStatus, string> = {
  ok: VIEW_STATUS_FILTER_LABELS.ok,
  warning: VIEW_STATUS_FILTER_LABELS.warning,
  error: VIEW_STATUS_FILTER_LABELS.error,
  disconnected: VIEW_STATUS_FILTER_LABELS.disconnected,
  unknown: 'Unknown',
};

const KNOWN_STATUSES = new Set<string>(Object.keys(SENSOR_STATUS_LABELS));

export function isSensorStatus(status: string): status is SensorStatus {
  return KNOWN_STATUSES.has(status);
}

export const sensorTexts = {
  listTitle: 'Sensors',
  searchLabel: 'Search sensors',
  statusFilterLabel: 'Filter by status',
  noSensors: 'No sensors yet: onboard equipment on a gateway to start monitoring.',
  noMatch: (query: string, statuses: readonly SensorStatusFilter[]) => {
    const parts: string[] = [];
    if (query) parts.push(`“${query}”`);
    if (statuses.length > 0) {
      parts.push(`status ${statuses.map((s) => SENSOR_STATUS_LABELS[s]).join(' or ')}`);
    }
    return `No sensors match ${parts.join(' with ')}.`;
  },
  clearFilters: 'Clear filters',
  noReading: 'No reading',
  noTrend: 'No readings in this range.',
  trendTitle: 'Trend',
  logsTitle: 'Sensor log',
  noLogs: 'No status changes logged yet.',
  loadMoreLogs: 'Load more',
  trendLabel: (names: readonly string[], range: string) =>
    `Trend of ${names.join(', ')} over ${range}`,
} as const;
