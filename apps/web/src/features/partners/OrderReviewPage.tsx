import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink, generatePath, useParams } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { RetryBanner } from '../../components/RetryBanner';
import { OrderDocument, QuoteDocument } from '../../graphql/generated/graphql';
import { OrderFacts } from './components/OrderFacts';
import { OrderInternalIDForm } from './components/OrderInternalIDForm';
import { PortalShell } from './components/PortalShell';
import { QuoteSummary } from './components/QuoteSummary';
import { usePortal } from './hooks/usePortal';
import { orderTexts as texts, quoteViewTexts } from './partnerTexts';

/**
 * An order's review (/partners/{id}/order/review/{orderID}): its summary, its quote (with Edit
 * quote), its site survey's link, and its internal id to edit.
 */
export function OrderReviewPage() {
  const { partnerID } = usePortal();
  const orderID = useParams().orderID ?? '';
  const loaded = useQuery(OrderDocument, { variables: { id: orderID } });
  const order = loaded.data?.order ?? null;
  const quote = useQuery(QuoteDocument, {
    variables: { id: order?.quoteID ?? null },
    skip: !order,
  });
  const path = (route: string, extra: Record<string, string> = {}) =>
    generatePath(route, { partnerID, ...extra });

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
  const editPath = path(APP_ROUTES.partnerOrderReviewEdit, { orderID: order.id });

  return (
    <PortalShell
      title={texts.reviewTitle(order.visibleID)}
      actions={
        <Button
          variant="outlined"
          component={RouterLink}
          to={path(APP_ROUTES.partnerOrderView, { orderID: order.id })}
        >
          {texts.viewOrder}
        </Button>
      }
    >
      <OrderFacts order={order} />
      <OrderInternalIDForm key={order.internalID ?? ''} order={order} />

      <Box component="section" sx={{ mt: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {texts.quote}{' '}
            <Link
              component={RouterLink}
              to={path(APP_ROUTES.partnerQuoteView, { quoteID: order.quoteID })}
            >
              {order.visibleID}
            </Link>
          </Typography>
          <Button
            component={RouterLink}
            to={`${editPath}?quote=${encodeURIComponent(order.quoteID)}`}
          >
            {texts.editQuote}
          </Button>
        </Box>
        {quote.data?.quote ? (
          <QuoteSummary quote={quote.data.quote} />
        ) : quote.error ? (
          <RetryBanner retry={quote.refetch}>{quote.error.message}</RetryBanner>
        ) : (
          <CenteredLoader label={quoteViewTexts.loading} />
        )}
      </Box>

      <Box component="section" sx={{ mt: 4 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {texts.survey}
        </Typography>
        {order.surveyID ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              component={RouterLink}
              to={path(APP_ROUTES.partnerSurvey, { surveyID: order.surveyID })}
            >
              {texts.openSurvey}
            </Button>
            <Button
              component={RouterLink}
              to={`${editPath}?survey=${encodeURIComponent(order.surveyID)}`}
            >
              {texts.editSurvey}
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography color="text.secondary">{texts.noSurvey}</Typography>
            <Button
              component={RouterLink}
              to={`${path(APP_ROUTES.partnerSurvey)}?quote=${encodeURIComponent(order.quoteID)}`}
            >
              {quoteViewTexts.sendSurvey}
            </Button>
          </Box>
        )}
      </Box>
    </PortalShell>
  );
}
