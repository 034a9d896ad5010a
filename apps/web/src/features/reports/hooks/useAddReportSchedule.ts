import { useMutation } from '@apollo/client/react';
import type { ScheduleRange } from '@vigil/domain';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import { AddReportScheduleDocument } from '../../../graphql/generated/graphql';

export interface NewReportSchedule {
  viewID: string;
  range: ScheduleRange;
  time: string;
  timeZone: string;
  recipients: string[];
}

/**
 * Schedules a dashboard's report in the brand's name (its e-mails are sent under it); the list of
 * schedules loads again, in the server's order.
 */
export function useAddReportSchedule(customerID: string) {
  const [mutate, state] = useMutation(AddReportScheduleDocument);
  // Outside a brand (a component tested on its own) the server uses its default brand.
  const productName = useContext(BrandContext)?.brand.productName;
  const addSchedule = useCallback(
    async (schedule: NewReportSchedule) => {
      const result = await mutate({
        variables: { customerID, ...schedule, productName },
        update(cache, { data }) {
          if (!data) return;
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'reportSchedules' });
          cache.gc();
        },
      });
      return result.data?.addReportSchedule ?? null;
    },
    [mutate, customerID, productName],
  );
  return [addSchedule, state] as const;
}
