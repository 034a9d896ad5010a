import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { acknowledgeAlarm } from '@vigil/domain';
import { useCallback } from 'react';
import {
  AcknowledgeAlarmDocument,
  AlarmCountsDocument,
  AlarmsDocument,
} from '../../../graphql/generated/graphql';
import type { AlarmFieldsFragment } from '../../../graphql/generated/graphql';
import { ALARMS_PAGE_SIZE } from '../alarmLists';
import { alarmScopeVariables } from './alarmScope';
import type { AlarmScope } from './alarmScope';

/**
 * Moves an acknowledged alarm by the domain's rule (spec core §4): out of the open page it was on
 * (at `openOffset`; null when not known), to the front of the first acknowledged page, open count
 * −1 and acknowledged +1. Only lists and counts already in the cache are written; a list not
 * loaded yet is fetched when it is shown.
 */
export function moveToAcknowledged(
  cache: ApolloCache,
  scope: AlarmScope,
  openOffset: number | null,
  alarm: AlarmFieldsFragment,
): void {
  const variables = alarmScopeVariables(scope);
  const page = (phase: string, offset: number) => ({
    ...variables,
    phase,
    limit: ALARMS_PAGE_SIZE,
    offset,
  });
  const openVariables = openOffset === null ? null : page('open', openOffset);
  const acknowledgedVariables = page('acknowledged', 0);
  const open =
    openVariables && cache.readQuery({ query: AlarmsDocument, variables: openVariables });
  const acknowledged = cache.readQuery({ query: AlarmsDocument, variables: acknowledgedVariables });
  const counts = cache.readQuery({ query: AlarmCountsDocument, variables });
  const next = acknowledgeAlarm(
    {
      // It was open in this scope even when its page is not cached: the counts still move.
      open: open?.alarms ?? [alarm],
      acknowledged: acknowledged?.alarms ?? [],
      openCount: counts?.alarmCounts.open ?? 0,
      acknowledgedCount: counts?.alarmCounts.acknowledged ?? 0,
    },
    alarm.id,
  );
  if (open && openVariables) {
    cache.writeQuery({
      query: AlarmsDocument,
      variables: openVariables,
      data: { alarms: [...next.open] },
    });
  }
  if (acknowledged) {
    cache.writeQuery({
      query: AlarmsDocument,
      variables: acknowledgedVariables,
      data: { alarms: next.acknowledged.slice(0, ALARMS_PAGE_SIZE) },
    });
  }
  if (counts) {
    cache.writeQuery({
      query: AlarmCountsDocument,
      variables,
      data: {
        alarmCounts: {
          ...counts.alarmCounts,
          open: next.openCount,
          acknowledged: next.acknowledgedCount,
        },
      },
    });
  }
}

/**
 * Acknowledges an alarm of a list with an optional comment; resolves with the alarm as stored.
 * The alarm moves from the open list to the acknowledged one and the counts move at once, in the
 * list's scope and in the customer's totals (the header's badge).
 */
export function useAcknowledgeAlarm(scope: AlarmScope | null, openPage: number) {
  const [mutate, state] = useMutation(AcknowledgeAlarmDocument);
  const acknowledge = useCallback(
    async (alarmID: string, comment: string) => {
      if (!scope) throw new Error('No customer');
      const result = await mutate({
        variables: {
          customerID: scope.customerID,
          id: alarmID,
          comment: comment.trim() === '' ? undefined : comment.trim(),
        },
        update(cache, { data }) {
          const alarm = data?.acknowledgeAlarm;
          if (!alarm) return;
          moveToAcknowledged(cache, scope, openPage * ALARMS_PAGE_SIZE, alarm);
          if (scope.query !== '' || scope.mine) {
            // The customer's own totals (the header's badge) move too; its open pages are
            // refetched when shown.
            const customerWide = { customerID: scope.customerID, query: '', mine: false };
            moveToAcknowledged(cache, customerWide, null, alarm);
          }
        },
      });
      return result.data?.acknowledgeAlarm ?? null;
    },
    [mutate, scope, openPage],
  );
  return [acknowledge, state] as const;
}
