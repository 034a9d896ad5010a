import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { isSensorStatus, statusColor } from '@vigil/domain';
import { memo, useMemo } from 'react';
import { useLiveAlarms } from '../../../app/live/useLiveAlarms';
import { RetryBanner } from '../../../components/RetryBanner';
import { ViewAlarmsDocument } from '../../../graphql/generated/graphql';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { useViewToken } from './ViewTokenContext';
import { WidgetMessage } from './WidgetMessage';
import { displayText, formatSince, valueDisplay } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/** The customer's live alarm events refresh the list; a slow poll covers a lost connection. */
export const ALARMS_POLL_MS = 30_000;

/** Alarms: the view's open alarms, newest first, each with its status, sensor and value. */
export const AlarmsWidget = memo(function AlarmsWidget({
  viewID,
  customerID,
  now,
}: WidgetBodyProps) {
  // A share link's visitor has no customer room to hear alarms on: the poll keeps it current.
  const token = useViewToken();
  const { data, previousData, error, refetch } = useQuery(ViewAlarmsDocument, {
    variables: token === undefined ? { viewID, customerID } : { viewID, customerID, token },
    pollInterval: ALARMS_POLL_MS,
  });
  useLiveAlarms(
    token === undefined ? (customerID ?? undefined) : undefined,
    () => void refetch().catch(() => undefined),
  );
  const alarms = (data ?? previousData)?.viewAlarms;
  const sorted = useMemo(
    () => [...(alarms ?? [])].sort((a, b) => Date.parse(b.since) - Date.parse(a.since)),
    [alarms],
  );
  if (error && !alarms) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!alarms) return <WidgetMessage loading>{widgetTexts.loadingAlarms}</WidgetMessage>;
  if (sorted.length === 0) return <WidgetMessage>{widgetTexts.noAlarms}</WidgetMessage>;
  return (
    <List dense disablePadding>
      {sorted.map((alarm) => {
        const status = isSensorStatus(alarm.status) ? alarm.status : 'unknown';
        const value = valueDisplay(
          { value: alarm.value, disconnected: status === 'disconnected' },
          { unit: alarm.unit },
        );
        const since = formatSince(alarm.since, now);
        return (
          <ListItem
            key={`${alarm.sensorID}:${alarm.since}`}
            disableGutters
            data-testid={`alarm-${alarm.sensorID}`}
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, py: 0.5 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {alarm.sensorName}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {alarm.equipmentName}
                {since ? ` · ${widgetTexts.since(since)}` : null}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              {status === 'disconnected' ? null : (
                <Typography
                  variant="body2"
                  data-testid="alarm-value"
                  sx={{ color: statusColor(status), fontWeight: 500 }}
                >
                  {alarm.detail || displayText(value)}
                </Typography>
              )}
              <SensorStatusIndicator status={status} />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
});
