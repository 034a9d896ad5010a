import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SendReportNowDocument } from '../../../graphql/generated/graphql';

/** Queues a run of a schedule now; the answer marks the schedule pending in the cache. */
export function useSendReportNow(customerID: string) {
  const [mutate, state] = useMutation(SendReportNowDocument);
  const sendNow = useCallback(
    async (id: string) => {
      const result = await mutate({ variables: { id, customerID } });
      return result.data?.sendReportNow ?? null;
    },
    [mutate, customerID],
  );
  return [sendNow, state] as const;
}
