import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached pages of past reports, so they load again when shown: a report generated or
 * deleted moves every page after it, and the total.
 */
export function forgetReportLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'reports' });
  cache.gc();
}
