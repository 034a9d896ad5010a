import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached gateway lists and counts, so the lists on screen ask the server again: a
 * gateway added or removed changes pages, totals and the order the server sorts by.
 */
export function evictGatewayLists(cache: ApolloCache, extraFields: readonly string[] = []): void {
  for (const fieldName of ['gateways', 'gatewayCount', 'networks', ...extraFields]) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
