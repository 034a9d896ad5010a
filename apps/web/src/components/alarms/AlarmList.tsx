import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../../app/hooks/useNow';
import type { AlarmFieldsFragment } from '../../graphql/generated/graphql';
import { RetryBanner } from '../RetryBanner';
import { StatusBanner } from '../StatusBanner';
import { AcknowledgeAlarmDialog } from './AcknowledgeAlarmDialog';
import { AlarmCard } from './AlarmCard';
import { ALARMS_PAGE_SIZE, lastListPage } from './alarmLists';
import type { AlarmListPhase } from './alarmLists';
import { alarmTexts } from './alarmTexts';
import { useAcknowledgeAlarm } from './hooks/useAcknowledgeAlarm';
import type { AlarmListState } from './hooks/useAlarmList';

export interface AlarmListProps {
  list: AlarmListState;
  phase: AlarmListPhase;
  query: string;
  /** Zero-based page shown. */
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onClearSearch: () => void;
}

/**
 * One alarm list as `useAlarmList` loads it: a page of alarm cards under a progress bar while the
 * next loads, paged by 50 over the list's count, its empty and failed states, and the Acknowledge
 * dialog (the alarm moves to the acknowledged list and the counts move at once).
 */
export function AlarmList({
  list,
  phase,
  query,
  page,
  onPageChange,
  onClearSearch,
}: AlarmListProps) {
  const now = useNow(30_000);
  const [acknowledging, setAcknowledging] = useState<AlarmFieldsFragment | null>(null);
  const [acknowledge] = useAcknowledgeAlarm(list.scope, page);
  const listRef = useRef<HTMLUListElement>(null);
  const total = list.counts?.[phase] ?? null;
  const lastPage = total === null ? page : lastListPage(total);

  // A deep link past the last page (the list shrank since): go to the last page there is.
  const pastTheEnd = list.current && list.alarms?.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPageChange]);

  if (!list.scope) return null;
  const { alarms } = list;
  let body;
  if (list.error && !alarms) {
    body = <RetryBanner retry={list.refetch}>{list.error.message}</RetryBanner>;
  } else if (alarms === null) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={alarmTexts.loadingAlarms} />
      </Box>
    );
  } else if (alarms.length === 0 && list.current) {
    body = (
      <Box data-testid="alarms-empty" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: query ? 1 : 0 }}>
          {query ? alarmTexts.noMatch(phase, query) : alarmTexts.empty[phase]}
        </Typography>
        {query ? (
          <Button variant="outlined" onClick={onClearSearch}>
            {alarmTexts.clearSearch}
          </Button>
        ) : null}
      </Box>
    );
  } else {
    body = (
      <>
        {list.error ? <StatusBanner kind="error">{list.error.message}</StatusBanner> : null}
        <Box
          component="ul"
          ref={listRef}
          tabIndex={-1}
          aria-label={alarmTexts.listLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, outline: 'none' }}
        >
          {alarms.map((alarm) => (
            <Box component="li" key={alarm.id} sx={{ minWidth: 0 }}>
              <AlarmCard
                alarm={alarm}
                customerID={list.scope!.customerID}
                now={now}
                onAcknowledge={setAcknowledging}
              />
            </Box>
          ))}
        </Box>
        <TablePagination
          component="div"
          count={total ?? -1}
          page={Math.min(page, lastPage)}
          rowsPerPage={ALARMS_PAGE_SIZE}
          rowsPerPageOptions={[ALARMS_PAGE_SIZE]}
          onPageChange={(_event, next) => onPageChange(next)}
        />
      </>
    );
  }

  return (
    <Box aria-busy={list.loading} sx={{ minWidth: 0 }}>
      <Box sx={{ height: 4, mb: 1 }}>
        {list.loading && alarms ? <LinearProgress aria-label={alarmTexts.loadingAlarms} /> : null}
      </Box>
      {body}
      <AcknowledgeAlarmDialog
        alarmName={acknowledging?.name ?? null}
        onClose={() => setAcknowledging(null)}
        onAcknowledge={async (comment) => {
          if (!acknowledging) return;
          await acknowledge(acknowledging.id, comment);
          setAcknowledging(null);
          // The card and its button are gone: keep the keyboard in the list.
          listRef.current?.focus();
        }}
      />
    </Box>
  );
}
