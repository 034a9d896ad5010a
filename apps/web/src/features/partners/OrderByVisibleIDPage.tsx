import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Navigate, generatePath, useParams } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { OrderDocument } from '../../graphql/generated/graphql';
import { OrderLookupError } from './components/OrderLookupError';
import { PortalShell } from './components/PortalShell';
import { usePortal } from './hooks/usePortal';
import { orderTexts as texts } from './partnerTexts';

/**
 * /partners/{id}/order/{visibleID}: finds the order of a proposal's visible id and goes on
 * (replacing this address) to its review; when it cannot, an Error page with the message.
 */
export function OrderByVisibleIDPage() {
  const { partnerID, allowed, scope } = usePortal();
  const visibleID = useParams().visibleID ?? '';
  const found = useQuery(OrderDocument, {
    variables: { visibleID, partnerID: scope },
    skip: !allowed,
  });
  if (found.error) return <OrderLookupError message={found.error.message} />;
  const order = found.data?.order;
  if (order) {
    return (
      <Navigate
        replace
        to={generatePath(APP_ROUTES.partnerOrderReview, { partnerID, orderID: order.id })}
      />
    );
  }
  return (
    <PortalShell title={texts.resolving}>
      <CenteredLoader label={texts.resolving} />
    </PortalShell>
  );
}
