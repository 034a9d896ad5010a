import type { ObservableQuery } from '@apollo/client';

/**
 * Mutation options that load again the active queries of these names, and no other: unlike a
 * list of documents, naming a query no screen shows at the moment is not a mistake here.
 */
export function refreshQueries(names: readonly string[]) {
  return {
    refetchQueries: 'active' as const,
    onQueryUpdated: (query: ObservableQuery) => names.includes(query.queryName ?? ''),
  };
}
