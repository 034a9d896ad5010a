import { skipToken, useQuery } from '@apollo/client/react';
import { useLiveAlarms } from '../../../app/live/useLiveAlarms';
import { AlarmCountsDocument } from '../../../graphql/generated/graphql';
import { ALARMS_POLL_MS, alarmScopeVariables } from './alarmScope';

/**
 * How many of the customer's alarms are open and not acknowledged, live (the customer's room);
 * null while loading, after a failure and without a customer.
 */
export function useOpenAlarmCount(customerID: string | undefined): number | null {
  const result = useQuery(
    AlarmCountsDocument,
    customerID
      ? {
          variables: alarmScopeVariables({ customerID, query: '', mine: false }),
          pollInterval: ALARMS_POLL_MS,
        }
      : skipToken,
  );
  useLiveAlarms(customerID, () => void result.refetch().catch(() => undefined));
  return result.data?.alarmCounts.open ?? null;
}
