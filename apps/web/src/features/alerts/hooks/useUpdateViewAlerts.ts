import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateViewAlertsDocument, ViewAlertsDocument } from '../../../graphql/generated/graphql';
import type { ViewAlertsInput } from '../../../graphql/generated/graphql';

/**
 * Saves users' alert kinds on a view (updateViewAlerts). The users the answer names take its
 * flags in the view's list; the others stay as they are.
 */
export function useUpdateViewAlerts(view: { id: string; name: string; customerID: string }) {
  const [mutate, state] = useMutation(UpdateViewAlertsDocument);
  const update = useCallback(
    async (alerts: ViewAlertsInput[]) => {
      const variables = { viewID: view.id, customerID: view.customerID };
      const result = await mutate({
        variables: { ...variables, viewName: view.name, alerts },
        update(cache, { data }) {
          const saved = data?.updateViewAlerts;
          if (!saved) return;
          cache.updateQuery(
            { query: ViewAlertsDocument, variables },
            (current) =>
              current && {
                viewAlerts: current.viewAlerts.map(
                  (entry) => saved.find((s) => s.userID === entry.userID) ?? entry,
                ),
              },
          );
        },
      });
      return result.data?.updateViewAlerts ?? [];
    },
    [mutate, view.id, view.name, view.customerID],
  );
  return [update, state] as const;
}
