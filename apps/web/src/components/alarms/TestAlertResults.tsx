import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alarmTexts } from './alarmTexts';
import type { TestAlertResult } from './hooks/useTestAlert';

export interface TestAlertResultsProps {
  /** Nothing is shown before the first test alert. */
  results: readonly TestAlertResult[] | null;
  /** What to say when the user has no channel at all (each page names its own remedy). */
  noChannels: string;
}

/** How Send Test Alert went on each of the user's channels, told to assistive technology too. */
export function TestAlertResults({ results, noChannels }: TestAlertResultsProps) {
  if (!results) return null;
  return (
    <Box role="status" sx={{ mt: 2 }}>
      {results.length === 0 ? (
        <Typography variant="body2">{noChannels}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={alarmTexts.testAlertResults}
          sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}
        >
          {results.map((result) => {
            const channel = alarmTexts.channels[result.channel] ?? result.channel;
            return (
              <Typography
                component="li"
                variant="body2"
                key={result.channel}
                color={result.sent ? 'success.main' : 'error'}
              >
                {result.sent
                  ? alarmTexts.testAlertSent(channel)
                  : alarmTexts.testAlertFailed(channel, result.error)}
              </Typography>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
