import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { countdownWindow, dateStatus, statusColor, timerStatus } from '@vigil/domain';
import type { Status } from '@vigil/domain';
import { memo, useState } from 'react';
import { RetryBanner } from '../../../components/RetryBanner';
import { ResetTimerDocument, WidgetTimersDocument } from '../../../graphql/generated/graphql';
import type { WidgetTimerFieldsFragment } from '../../../graphql/generated/graphql';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { WidgetMessage } from './WidgetMessage';
import { formatDuration } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import { useViewToken } from './ViewTokenContext';
import type { WidgetBodyProps } from './widgetTypes';

interface CountdownRowProps {
  id: string;
  name: string;
  expiresAt: number;
  status: Status;
  now: number;
  /** Present when the viewer may reset this timer. */
  onReset?: () => void;
  resetting?: boolean;
}

function CountdownRow({ id, name, expiresAt, status, now, onReset, resetting }: CountdownRowProps) {
  const left = expiresAt - now;
  const color = statusColor(status);
  return (
    <ListItem
      disableGutters
      data-testid={`timer-${id}`}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, py: 0.5 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {name}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          data-testid="timer-remaining"
          data-status={status}
          data-color={color}
          sx={{ color, m: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {left > 0 ? widgetTexts.remaining(formatDuration(left)) : widgetTexts.expired}
        </Typography>
        <SensorStatusIndicator status={status} />
      </Box>
      {onReset ? (
        <Button
          size="small"
          variant="outlined"
          onClick={onReset}
          loading={resetting}
          aria-label={widgetTexts.resetLabel(name)}
        >
          {widgetTexts.reset}
        </Button>
      ) : null}
    </ListItem>
  );
}

/**
 * Countdown: each timer's time left (d h m s) in its status colour — ok, warning once inside its
 * warning window, error when run out — and, for viewers who may update the view, a Reset that
 * restarts it. A widget without timers counts down to its own expiration.
 */
export const CountdownWidget = memo(function CountdownWidget({
  widget,
  customerID,
  viewID,
  canUpdate,
  now,
}: WidgetBodyProps) {
  const token = useViewToken();
  const { data, previousData, error, refetch } = useQuery(WidgetTimersDocument, {
    variables: { widgetIDs: [widget.id], customerID, ...(token === undefined ? {} : { token }) },
  });
  const [resetTimer] = useMutation(ResetTimerDocument);
  const [resetting, setResetting] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);

  const timers = (data ?? previousData)?.timers;
  if (error && !timers) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!timers) return <WidgetMessage loading>{widgetTexts.loadingTimers}</WidgetMessage>;

  const reset = async (timer: WidgetTimerFieldsFragment) => {
    setResetting(timer.id);
    setResetError(null);
    try {
      await resetTimer({ variables: { timerID: timer.timerID, customerID, viewID } });
      await refetch();
    } catch (e) {
      setResetError(widgetTexts.resetFailed(e instanceof Error ? e.message : String(e)));
    } finally {
      setResetting(null);
    }
  };

  const own = countdownWindow(widget);
  if (timers.length === 0 && own.end === null) {
    return <WidgetMessage>{widgetTexts.noTimers}</WidgetMessage>;
  }
  return (
    <Box>
      {resetError ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mb: 1 }}>
          {resetError}
        </Typography>
      ) : null}
      <List dense disablePadding aria-label={widget.name ?? undefined}>
        {timers.map((timer) => (
          <CountdownRow
            key={timer.id}
            id={timer.id}
            name={timer.name}
            expiresAt={timer.expiresAt}
            status={timerStatus(timer, now)}
            now={now}
            onReset={canUpdate ? () => void reset(timer) : undefined}
            resetting={resetting === timer.id}
          />
        ))}
        {timers.length === 0 && own.end !== null ? (
          <CountdownRow
            id={widget.id}
            name={widget.name ?? ''}
            expiresAt={own.end}
            status={dateStatus(own, now)}
            now={now}
          />
        ) : null}
      </List>
    </Box>
  );
});
