import { SENSOR_STATUS_LABELS, type SensorStatusFilter } from '@vigil/domain';

// Wording of the sensor screens that the spec leaves to us; the statuses and their labels are
// the domain's.

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
  libraryLink: (manufacturer: string, model: string) => `Library ${manufacturer} ${model}`,
  noReading: 'No reading',
  noTrend: 'No readings in this range.',
  trendTitle: 'Trend',
  logsTitle: 'Sensor log',
  noLogs: 'No status changes logged yet.',
  loadMoreLogs: 'Load more',
  trendLabel: (names: readonly string[], range: string) =>
    `Trend of ${names.join(', ')} over ${range}`,
} as const;
