import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AcknowledgeAlarmByTokenDocument } from '../../../graphql/generated/graphql';

/**
 * Acknowledges the alarm of an acknowledge link with an optional comment, signed out; resolves
 * with the alarm as stored (it updates the page's alarm in the cache by its id).
 */
export function useAcknowledgeAlarmByToken(token: string) {
  const [mutate, state] = useMutation(AcknowledgeAlarmByTokenDocument);
  const acknowledge = useCallback(
    async (comment: string) => {
      const trimmed = comment.trim();
      const result = await mutate({
        variables: { token, comment: trimmed === '' ? undefined : trimmed },
      });
      return result.data?.acknowledgeAlarmByToken ?? null;
    },
    [mutate, token],
  );
  return [acknowledge, state] as const;
}
