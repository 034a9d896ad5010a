import { skipToken, useQuery } from '@apollo/client/react';
import { useLiveAlarms } from '../../../app/live/useLiveAlarms';
import { AlarmCountsDocument, AlarmsDocument } from '../../../graphql/generated/graphql';
import type { AlarmFieldsFragment } from '../../../graphql/generated/graphql';
import { ALARMS_PAGE_SIZE } from '../alarmLists';
import type { AlarmListCounts, AlarmListPhase } from '../alarmLists';
import { ALARMS_POLL_MS, alarmScopeVariables } from './alarmScope';
import type { AlarmScope } from './alarmScope';

export interface AlarmListRequest {
  /** Undefined while no customer is known: nothing is asked. */
  customerID: string | undefined;
  phase: AlarmListPhase;
  query: string;
  mine: boolean;
  /** Zero-based page. */
  page: number;
  /** Only the counts are wanted (another tab shows): the list is not asked. */
  countsOnly?: boolean;
}

export interface AlarmListState {
  scope: AlarmScope | null;
  /** The rows shown: the current page's, or the previous one's while the next loads. */
  alarms: readonly AlarmFieldsFragment[] | null;
  /** The three lists' totals, or null until known. */
  counts: AlarmListCounts | null;
  loading: boolean;
  /** The list's or the counts' failure. */
  error: Error | undefined;
  refetch: () => Promise<unknown>;
  /** The rows answer the current variables (not the previous page's or search's). */
  current: boolean;
}

/**
 * One page of one alarm list and the three lists' counts over the same search, refetched when
 * the customer's alarms change (the customer's live room) and, as a fallback, every minute.
 */
export function useAlarmList({
  customerID,
  phase,
  query,
  mine,
  page,
  countsOnly = false,
}: AlarmListRequest): AlarmListState {
  const scope = customerID ? { customerID, query, mine } : null;
  const scopeVariables = scope ? alarmScopeVariables(scope) : null;
  const list = useQuery(
    AlarmsDocument,
    scopeVariables && !countsOnly
      ? {
          variables: {
            ...scopeVariables,
            phase,
            limit: ALARMS_PAGE_SIZE,
            offset: page * ALARMS_PAGE_SIZE,
          },
          pollInterval: ALARMS_POLL_MS,
          notifyOnNetworkStatusChange: false,
        }
      : skipToken,
  );
  const counts = useQuery(
    AlarmCountsDocument,
    scopeVariables
      ? {
          variables: scopeVariables,
          pollInterval: ALARMS_POLL_MS,
          notifyOnNetworkStatusChange: false,
        }
      : skipToken,
  );
  useLiveAlarms(customerID, () => {
    if (!countsOnly) void list.refetch().catch(() => undefined);
    void counts.refetch().catch(() => undefined);
  });

  const shown = list.data ?? list.previousData;
  const totals = (counts.data ?? counts.previousData)?.alarmCounts;
  return {
    scope,
    alarms: shown?.alarms ?? null,
    counts: totals
      ? { open: totals.open, acknowledged: totals.acknowledged, cleared: totals.cleared }
      : null,
    loading: list.loading || counts.loading,
    error: list.error ?? counts.error,
    refetch: () => Promise.all([countsOnly ? null : list.refetch(), counts.refetch()]),
    current: list.data !== undefined,
  };
}
