import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached answers that list or count libraries or their manufacturers (this feature's
 * lists and the library pickers of the equipment forms), so they load again when shown. Used
 * when a library is added, renamed or deleted.
 */
export function forgetLibraryLists(cache: ApolloCache): void {
  for (const fieldName of ['equipmentList', 'equipmentListCount', 'manufacturers']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
