import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteAlarmRuleDocument } from '../../../graphql/generated/graphql';

/**
 * Deletes a view's alarm rule (deleteAlarmRule). The rule leaves the cache, and with it the
 * view's list (a list drops references to what the cache no longer holds).
 */
export function useDeleteAlarmRule(view: { id: string; customerID: string }) {
  const [mutate, state] = useMutation(DeleteAlarmRuleDocument);
  const remove = useCallback(
    async (ruleID: string) => {
      await mutate({
        variables: { viewID: view.id, customerID: view.customerID, ruleID },
        update(cache, { data }) {
          if (!data?.deleteAlarmRule) return;
          cache.evict({ id: cache.identify({ __typename: 'AlarmRule', id: ruleID }) });
          cache.gc();
        },
      });
    },
    [mutate, view.id, view.customerID],
  );
  return [remove, state] as const;
}
