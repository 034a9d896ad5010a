import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached answers that show equipment status elsewhere (dashboards, My Views' status
 * filters and counts, the home page), so they load again when next shown. Used once a
 * maintenance, repair or locked change is saved.
 */
export function forgetViewStatus(cache: ApolloCache): void {
  for (const fieldName of [
    'view',
    'views',
    'viewCounts',
    'userViews',
    'recentViews',
    'siteSummary',
  ]) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
