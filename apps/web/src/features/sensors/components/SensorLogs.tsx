import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import { errorMessage } from '../../../app/errorMessage';
import { SensorLogsDocument } from '../../../graphql/generated/graphql';
import type { SensorLogsQuery } from '../../../graphql/generated/graphql';
import { LogDays } from '../../../components/LogDays';
import { formatNumber } from '../sensorDisplay';
import { sensorTexts } from '../sensorTexts';
import { isSensorStatus } from '@vigil/domain';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { RetryBanner } from '../../../components/RetryBanner';

export const SENSOR_LOGS_PAGE_SIZE = 50;

type SensorLog = SensorLogsQuery['sensorLogs'][number];

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export interface SensorLogListProps {
  logs: readonly SensorLog[];
  /** Names by sensor id; each entry is prefixed with its sensor's name when several are shown. */
  sensorNames?: ReadonlyMap<string, string>;
}

/** Log entries under one date separator per day, newest first (spec core §3 "Sensor log"). */
export function SensorLogList({ logs, sensorNames }: SensorLogListProps) {
  const showNames = (sensorNames?.size ?? 0) > 1;
  return (
    <LogDays
      logs={logs}
      name="sensor-log"
      renderLog={(log) => (
        <ListItem
          data-testid="sensor-log"
          sx={{ gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Typography
            component="time"
            variant="body2"
            dateTime={log.createdAt}
            sx={{ minWidth: 80, fontVariantNumeric: 'tabular-nums' }}
          >
            {timeFormat.format(new Date(log.createdAt))}
          </Typography>
          {isSensorStatus(log.status) ? (
            <SensorStatusIndicator status={log.status} />
          ) : (
            <Typography variant="body2">{log.status}</Typography>
          )}
          <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
            {showNames ? `${sensorNames?.get(log.sensorID) ?? log.sensorID}: ` : ''}
            {log.message}
          </Typography>
          {typeof log.value === 'number' ? (
            <Typography variant="body2" color="text.secondary">
              {formatNumber(log.value)}
            </Typography>
          ) : null}
        </ListItem>
      )}
    />
  );
}

export interface SensorLogsProps {
  sensorIDs: readonly string[];
  sensorNames: ReadonlyMap<string, string>;
}

/** The sensors' logs, a page at a time with "Load more". */
export function SensorLogs({ sensorIDs, sensorNames }: SensorLogsProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(SensorLogsDocument, {
    variables: { sensorIDs: [...sensorIDs], limit: SENSOR_LOGS_PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  if (error && !data) {
    return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  }
  if (!data) {
    return loading ? (
      <Box aria-label="Loading sensor log" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Box>
    ) : null;
  }

  const logs = data.sensorLogs;
  const total = data.sensorLogsCount;
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({
        variables: { offset: logs.length },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.sensorLogs.map((log) => log.id));
          return {
            ...fetchMoreResult,
            sensorLogs: [
              ...previous.sensorLogs,
              ...fetchMoreResult.sensorLogs.filter((log) => !known.has(log.id)),
            ],
          };
        },
      });
    } catch (failure) {
      setMoreError(errorMessage(failure) ?? messages.somethingWentWrong);
    } finally {
      setLoadingMore(false);
    }
  };

  if (logs.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {sensorTexts.noLogs}
      </Typography>
    );
  }
  return (
    <>
      <SensorLogList logs={logs} sensorNames={sensorNames} />
      {moreError ? <StatusBanner kind="error">{moreError}</StatusBanner> : null}
      {logs.length < total ? (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" onClick={() => void loadMore()} loading={loadingMore}>
            {sensorTexts.loadMoreLogs}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {logs.length} of {total}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}
