import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrderFieldsFragment } from '../../../graphql/generated/graphql';
import { orderTexts as texts, partnerTexts } from '../partnerTexts';
import { formatPortalTime } from '../portalDates';

/** One fact: its name over its value. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What every order page shows first: customer, partner, status, internal id and when it was made. */
export function OrderFacts({ order }: { order: OrderFieldsFragment }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        gap: 2,
        mb: 3,
      }}
    >
      <OrderFact label={texts.customer}>{order.customerName}</OrderFact>
      <OrderFact label={texts.partner}>{order.partnerName}</OrderFact>
      <OrderFact label={texts.status}>{order.status ?? texts.notOrdered}</OrderFact>
      <OrderFact label={texts.internalID}>{order.internalID ?? partnerTexts.noValue}</OrderFact>
      <OrderFact label={texts.created}>{formatPortalTime(order.createdAt)}</OrderFact>
    </Box>
  );
}
