import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { AlarmDeliveriesDocument } from '../../graphql/generated/graphql';
import { RetryBanner } from '../RetryBanner';
import { AlarmTime } from './AlarmTime';
import { alarmTexts } from './alarmTexts';

export interface AlarmDeliveryLogProps {
  customerID: string;
  alarmID: string;
  now: number;
}

/**
 * Who was told of an alarm: one line per notification with its channel, recipient, status,
 * attempts, last error and when it went. Stacked rather than tabled, so it fits a phone.
 */
export function AlarmDeliveryLog({ customerID, alarmID, now }: AlarmDeliveryLogProps) {
  const { data, loading, error, refetch } = useQuery(AlarmDeliveriesDocument, {
    variables: { customerID, alarmID },
    // Sending goes on after the alarm opens: every opening of the log asks again.
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (loading && !data) {
    return <CircularProgress size={24} aria-label={alarmTexts.loadingDeliveries} />;
  }
  const deliveries = data?.alarmDeliveries ?? [];
  if (deliveries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {alarmTexts.noDeliveries}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {deliveries.map((delivery) => (
        <Box
          component="li"
          key={delivery.id}
          data-testid="alarm-delivery"
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, overflowWrap: 'anywhere' }}
        >
          <Typography variant="body2">
            {[
              alarmTexts.deliveryKinds[delivery.kind] ?? delivery.kind,
              alarmTexts.channels[delivery.channel] ?? delivery.channel,
              delivery.recipient,
            ].join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {alarmTexts.deliveryStatuses[delivery.status] ?? delivery.status}
            {' · '}
            {alarmTexts.attempts(delivery.attempts)}
            {delivery.sentAt ? (
              <>
                {' · '}
                {alarmTexts.sentAt} <AlarmTime iso={delivery.sentAt} now={now} />
              </>
            ) : null}
          </Typography>
          {delivery.lastError ? (
            <Typography variant="body2" color="error">
              {`${alarmTexts.lastError}: ${delivery.lastError}`}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
