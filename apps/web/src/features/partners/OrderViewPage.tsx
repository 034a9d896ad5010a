import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink, generatePath, useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { CenteredLoader } from '../../components/CenteredLoader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { OrderDocument } from '../../graphql/generated/graphql';
import { OrderAdminView } from './components/OrderAdminView';
import { OrderPartnerView } from './components/OrderPartnerView';
import { PortalShell } from './components/PortalShell';
import { usePortal } from './hooks/usePortal';
import { orderTexts as texts } from './partnerTexts';

/**
 * An order (/partners/{id}/order/view/{orderID}): a super user without query partner sees the
 * admin view, everyone else the partner view (spec access §2). Query fresh (a just-made order)
 * is passed on: the order is read from the server, not the cache, and the page says it was made.
 * Back goes to the orders for super users, else to the projects.
 */
export function OrderViewPage() {
  const { partnerID, isSuper } = usePortal();
  const orderID = useParams().orderID ?? '';
  const [params] = useAddressParams();
  const fresh = params.has('fresh');
  const admin = isSuper && !params.has('partner');
  const loaded = useQuery(OrderDocument, {
    variables: { id: orderID },
    fetchPolicy: fresh ? 'network-only' : 'cache-first',
  });
  const order = loaded.data?.order ?? null;
  const back = isSuper
    ? { to: generatePath(APP_ROUTES.partnerOrders, { partnerID }), label: texts.backToOrders }
    : { to: generatePath(APP_ROUTES.partnerProjects, { partnerID }), label: texts.backToProjects };

  let body;
  if (!order) {
    body = loaded.error ? (
      <RetryBanner retry={loaded.refetch}>{loaded.error.message}</RetryBanner>
    ) : (
      <CenteredLoader label={texts.loadingOrder} />
    );
  } else {
    body = (
      <>
        {fresh ? <StatusBanner kind="ok">{texts.fresh}</StatusBanner> : null}
        {admin ? <OrderAdminView order={order} /> : <OrderPartnerView order={order} />}
      </>
    );
  }
  return (
    <PortalShell
      title={order ? texts.reviewTitle(order.visibleID) : texts.loadingOrder}
      actions={
        order ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={generatePath(APP_ROUTES.partnerOrderReview, { partnerID, orderID: order.id })}
          >
            {texts.summary}
          </Button>
        ) : null
      }
    >
      {body}
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={back.to}>
          {back.label}
        </Link>
      </Box>
    </PortalShell>
  );
}
