import Box from '@mui/material/Box';
import { formatNextPoll, nextPollCountdown } from '@vigil/domain';
import { useNow } from '../../../app/hooks/useNow';

export interface NextPollCountdownProps {
  lastUpdated: string | null | undefined;
  /** Seconds between polls. */
  pollInterval: number;
}

/**
 * When the gateway polls next: lastUpdated plus the poll interval, refreshed every second
 * (spec core §4), and how long it is overdue once that has passed. Only this text re-renders
 * each second, not the row around it.
 */
export function NextPollCountdown({ lastUpdated, pollInterval }: NextPollCountdownProps) {
  const now = useNow(1_000);
  const countdown = nextPollCountdown(lastUpdated, pollInterval, now);
  return (
    <Box
      component="span"
      data-testid="next-poll"
      data-state={countdown.state}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        color: countdown.state === 'overdue' ? 'warning.dark' : undefined,
      }}
    >
      {formatNextPoll(countdown)}
    </Box>
  );
}
