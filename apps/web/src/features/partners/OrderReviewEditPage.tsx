import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Navigate, generatePath, useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { CenteredLoader } from '../../components/CenteredLoader';
import { RetryBanner } from '../../components/RetryBanner';
import { OrderDocument } from '../../graphql/generated/graphql';
import { PortalShell } from './components/PortalShell';
import { usePortal } from './hooks/usePortal';
import { orderTexts as texts } from './partnerTexts';
import { QuoteEditorPage } from './QuoteEditorPage';

/**
 * /partners/{id}/order/review/{orderID}/edit: with query quote, the quote editor for the order's
 * quote (back to the review when done); otherwise the site survey editor of query survey (or the
 * order's survey), which is the survey page's.
 */
export function OrderReviewEditPage() {
  const { partnerID } = usePortal();
  const orderID = useParams().orderID ?? '';
  const [params] = useAddressParams();
  const loaded = useQuery(OrderDocument, { variables: { id: orderID } });
  const order = loaded.data?.order ?? null;
  const review = generatePath(APP_ROUTES.partnerOrderReview, { partnerID, orderID });

  if (!order) {
    return (
      <PortalShell title={texts.loadingOrder}>
        {loaded.error ? (
          <RetryBanner retry={loaded.refetch}>{loaded.error.message}</RetryBanner>
        ) : (
          <CenteredLoader label={texts.loadingOrder} />
        )}
      </PortalShell>
    );
  }
  if (params.has('quote')) {
    return <QuoteEditorPage quoteID={params.get('quote') || order.quoteID} done={() => review} />;
  }
  const surveyID = params.get('survey') || order.surveyID;
  const survey = surveyID
    ? generatePath(APP_ROUTES.partnerSurvey, { partnerID, surveyID })
    : `${generatePath(APP_ROUTES.partnerSurvey, { partnerID })}?quote=${encodeURIComponent(order.quoteID)}`;
  return <Navigate replace to={survey} />;
}
