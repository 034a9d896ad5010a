/** Which alarms a list and its counts are over: one customer, a search, and mine (My Alerts). */
export interface AlarmScope {
  customerID: string;
  query: string;
  mine: boolean;
}

/**
 * The scope as query variables. An empty search and `mine: false` are left out, so the same
 * counts (the header's, My Equipment's unsearched tab) share one cache entry.
 */
export function alarmScopeVariables(scope: AlarmScope): {
  customerID: string;
  query?: string;
  mine?: boolean;
} {
  return {
    customerID: scope.customerID,
    ...(scope.query ? { query: scope.query } : {}),
    ...(scope.mine ? { mine: true } : {}),
  };
}

/** Without a live push the lists still catch up this often. */
export const ALARMS_POLL_MS = 60_000;
