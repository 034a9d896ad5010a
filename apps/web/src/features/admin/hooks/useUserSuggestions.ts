import { useQuery } from '@apollo/client/react';
import { USER_SUGGESTIONS_MAX } from '@vigil/domain';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { UserSuggestionsDocument } from '../../../graphql/generated/graphql';
import type { UserSuggestionsQuery } from '../../../graphql/generated/graphql';

export type UserSuggestion = UserSuggestionsQuery['users'][number];

/** Typing settles this long before the server is asked for matching users. */
export const USER_SUGGESTION_DEBOUNCE_MS = 300;
const NONE: readonly UserSuggestion[] = [];

/** The company's users matching what is typed (5 at most, spec access §9), once typing pauses. */
export function useUserSuggestions(customerID: string, text: string) {
  const query = useDebouncedValue(text.trim(), USER_SUGGESTION_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(UserSuggestionsDocument, {
    variables: { customerID, query, limit: USER_SUGGESTIONS_MAX },
    skip: query.length === 0,
  });
  const users = query.length === 0 ? NONE : ((data ?? previousData)?.users ?? NONE);
  return {
    users: users.slice(0, USER_SUGGESTIONS_MAX),
    loading: loading || query !== text.trim(),
  };
}
