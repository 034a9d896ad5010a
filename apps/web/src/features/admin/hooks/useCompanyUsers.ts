import { useQuery } from '@apollo/client/react';
import { USERS_PAGE_SIZE, messages } from '@vigil/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { CompanyUsersDocument } from '../../../graphql/generated/graphql';
import type { CompanyUsersQuery } from '../../../graphql/generated/graphql';

export type CompanyUser = CompanyUsersQuery['users'][number];

/**
 * A company's users, a page of 50 at first and the next page each time `loadMore` is called
 * (the list calls it as its end comes near), with how many match the search.
 */
export function useCompanyUsers(customerID: string | undefined, query: string) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    CompanyUsersDocument,
    {
      variables: { customerID, limit: USERS_PAGE_SIZE, offset: 0, ...(query ? { query } : {}) },
      notifyOnNetworkStatusChange: true,
    },
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const shown = data ?? previousData;
  const users = shown?.users ?? null;
  const total = shown?.userCount ?? 0;
  const hasMore = users !== null && users.length < total;

  const count = users?.length ?? 0;
  const loadMore = useCallback(async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({
        variables: { offset: count },
        updateQuery: (previous, { fetchMoreResult }) => {
          // Users added meanwhile shift the pages: a user listed already is not repeated.
          const known = new Set(previous.users.map((user) => user.id));
          return {
            ...fetchMoreResult,
            users: [
              ...previous.users,
              ...fetchMoreResult.users.filter((user) => !known.has(user.id)),
            ],
          };
        },
      });
    } catch (failure) {
      setMoreError(errorMessage(failure) ?? messages.somethingWentWrong);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, count, loadingMore]);

  return {
    users,
    total,
    hasMore,
    loading: loading && !loadingMore,
    error,
    refetch,
    loadMore,
    loadingMore,
    moreError,
  };
}
