import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteReportScheduleDocument } from '../../../graphql/generated/graphql';

/** Deletes a schedule; resolves true when the server says it is gone, and drops it from the list. */
export function useDeleteReportSchedule(customerID: string) {
  const [mutate, state] = useMutation(DeleteReportScheduleDocument);
  const deleteSchedule = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (!data?.deleteReportSchedule) return;
          // The list keeps its other schedules: a list drops a reference to an evicted entity.
          cache.evict({ id: cache.identify({ __typename: 'ReportSchedule', id }) });
          cache.gc();
        },
      });
      return result.data?.deleteReportSchedule === true;
    },
    [mutate, customerID],
  );
  return [deleteSchedule, state] as const;
}
