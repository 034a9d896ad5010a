import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateReportScheduleDocument } from '../../../graphql/generated/graphql';
import type { NewReportSchedule } from './useAddReportSchedule';

/** Changes when and to whom a schedule sends; the answer (with its next run) updates the cache. */
export function useUpdateReportSchedule(customerID: string) {
  const [mutate, state] = useMutation(UpdateReportScheduleDocument);
  const updateSchedule = useCallback(
    async (id: string, change: Omit<NewReportSchedule, 'viewID'>) => {
      const result = await mutate({ variables: { id, customerID, ...change } });
      return result.data?.updateReportSchedule ?? null;
    },
    [mutate, customerID],
  );
  return [updateSchedule, state] as const;
}
