import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteReportDocument } from '../../../graphql/generated/graphql';
import { forgetReportLists } from './forgetReportLists';

/** Deletes a kept report; resolves true when the server says it is gone, and forgets it. */
export function useDeleteReport(customerID: string) {
  const [mutate, state] = useMutation(DeleteReportDocument);
  const deleteReport = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (!data?.deleteReport) return;
          cache.evict({ id: cache.identify({ __typename: 'Report', id }) });
          forgetReportLists(cache);
        },
      });
      return result.data?.deleteReport === true;
    },
    [mutate, customerID],
  );
  return [deleteReport, state] as const;
}
