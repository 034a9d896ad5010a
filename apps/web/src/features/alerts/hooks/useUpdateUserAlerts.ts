import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyViewAlertsDocument, UpdateUserAlertsDocument } from '../../../graphql/generated/graphql';
import type {
  MyViewAlertsQueryVariables,
  UserAlertsInput,
} from '../../../graphql/generated/graphql';

/**
 * Saves the signed-in user's own alert kinds on some views (updateUserAlerts). The views the
 * answer names take its flags in the list shown (`listVariables`), the others stay as they are.
 */
export function useUpdateUserAlerts(listVariables: MyViewAlertsQueryVariables) {
  const [mutate, state] = useMutation(UpdateUserAlertsDocument);
  const update = useCallback(
    async (alerts: UserAlertsInput[]) => {
      const result = await mutate({
        variables: { alerts },
        update(cache, { data }) {
          const saved = data?.updateUserAlerts;
          if (!saved) return;
          cache.updateQuery(
            { query: MyViewAlertsDocument, variables: listVariables },
            (current) =>
              current && {
                myViewAlerts: current.myViewAlerts.map(
                  (entry) => saved.find((s) => s.viewID === entry.viewID) ?? entry,
                ),
              },
          );
        },
      });
      return result.data?.updateUserAlerts ?? [];
    },
    [mutate, listVariables],
  );
  return [update, state] as const;
}
