import { useQuery } from '@apollo/client/react';
import { SHARE_USERS_MAX } from '@vigil/domain';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { ShareUsersDocument } from '../../../graphql/generated/graphql';
import type { ShareUsersQuery } from '../../../graphql/generated/graphql';

export type ShareUserSuggestion = ShareUsersQuery['shareUsers'][number];

/** Typing settles this long before the server is asked for matching users. */
export const SHARE_USER_DEBOUNCE_MS = 300;
const NONE: readonly ShareUserSuggestion[] = [];

/** Users the view may be shared with whose address matches what is typed, once typing pauses. */
export function useShareUserSuggestions(customerID: string, text: string) {
  const query = useDebouncedValue(text.trim(), SHARE_USER_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(ShareUsersDocument, {
    variables: { customerID, query },
    skip: query.length === 0,
  });
  const users = query.length === 0 ? NONE : ((data ?? previousData)?.shareUsers ?? NONE);
  return {
    users: users.slice(0, SHARE_USERS_MAX),
    loading: loading || query !== text.trim(),
  };
}
