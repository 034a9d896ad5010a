import Box from '@mui/material/Box';
import type { OrderFieldsFragment } from '../../../graphql/generated/graphql';
import { OrderFacts } from './OrderFacts';
import { ProjectStepper } from './ProjectStepper';

/** The partner's order view: the order's summary and its project statuses. */
export function OrderPartnerView({ order }: { order: OrderFieldsFragment }) {
  return (
    <Box data-testid="order-partner-view">
      <OrderFacts order={order} />
      <ProjectStepper order={order} />
    </Box>
  );
}
