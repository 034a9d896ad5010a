import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, generatePath, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RequestButton } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { QuoteDocument } from '../../graphql/generated/graphql';
import { PortalShell } from './components/PortalShell';
import { QuoteComments } from './components/QuoteComments';
import { QuoteSummary } from './components/QuoteSummary';
import { useCreateOrder } from './hooks/useCreateOrder';
import { useDeleteQuote } from './hooks/useDeleteQuote';
import { usePortal } from './hooks/usePortal';
import { partnerTexts, quoteViewTexts as texts } from './partnerTexts';
import { formatPortalTime } from './portalDates';

/** One fact of the quote: its name over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

/**
 * A quote, read-only (/partners/{id}/quote/view/{quoteID}): its facts, lines, totals and
 * comments, with Edit, Create Order (on to the order's review; 'Failed to load' when it cannot
 * be made), Send Site Survey and Delete (confirmed).
 */
export function QuoteViewPage() {
  const { partnerID } = usePortal();
  const quoteID = useParams().quoteID ?? '';
  const navigate = useNavigate();
  const loaded = useQuery(QuoteDocument, { variables: { id: quoteID } });
  const [createOrder, { loading: ordering }] = useCreateOrder();
  const [orderFailed, setOrderFailed] = useState(false);
  const [deleteQuote, { loading: deleting }] = useDeleteQuote();
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const quote = loaded.data?.quote ?? null;
  const path = (route: string, extra: Record<string, string> = {}) =>
    generatePath(route, { partnerID, ...extra });

  if (!quote) {
    return (
      <PortalShell title={texts.loading}>
        {loaded.error ? (
          <RetryBanner retry={loaded.refetch}>{loaded.error.message}</RetryBanner>
        ) : (
          <CenteredLoader label={texts.loading} />
        )}
      </PortalShell>
    );
  }

  const onCreateOrder = async () => {
    setOrderFailed(false);
    try {
      const order = await createOrder(quote.visibleID, quote.partnerID);
      void navigate(path(APP_ROUTES.partnerOrderReview, { orderID: order.id }));
    } catch {
      setOrderFailed(true);
    }
  };
  const onDelete = async () => {
    setDeleteFailure(null);
    try {
      await deleteQuote(quote.id);
      void navigate(path(APP_ROUTES.partnerProposals), { replace: true });
    } catch (error) {
      setConfirming(false);
      setDeleteFailure(errorMessage(error) ?? messages.snackbarError);
    }
  };

  return (
    <PortalShell
      title={texts.title(quote.visibleID)}
      subtitle={quote.title}
      actions={
        <Button
          variant="outlined"
          component={RouterLink}
          to={path(APP_ROUTES.partnerQuote, { quoteID: quote.id })}
        >
          {texts.edit}
        </Button>
      }
    >
      {orderFailed ? <StatusBanner kind="error">{messages.failedToLoad}</StatusBanner> : null}
      {deleteFailure ? <StatusBanner kind="error">{deleteFailure}</StatusBanner> : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        <Fact label={texts.customer}>{quote.customerName}</Fact>
        <Fact label={texts.partner}>{quote.partnerName}</Fact>
        <Fact label={texts.plan}>{quote.planType}</Fact>
        <Fact label={texts.devices}>{quote.deviceCount}</Fact>
        <Fact label={texts.priority}>
          {partnerTexts.priorities[quote.priority] ?? quote.priority}
        </Fact>
        <Fact label={texts.revision}>{quote.revision}</Fact>
        <Fact label={texts.createdBy}>{quote.createdBy ?? partnerTexts.noValue}</Fact>
        <Fact label={texts.updated}>{formatPortalTime(quote.updatedAt)}</Fact>
      </Box>
      {quote.hidden ? <StatusBanner kind="info">{texts.hidden}</StatusBanner> : null}
      <QuoteSummary quote={quote} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {quote.orderID ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={path(APP_ROUTES.partnerOrderReview, { orderID: quote.orderID })}
          >
            {texts.viewOrder}
          </Button>
        ) : (
          <RequestButton
            variant="contained"
            state={ordering ? 'fetching' : orderFailed ? 'error' : 'before'}
            onClick={() => void onCreateOrder()}
          >
            {texts.createOrder}
          </RequestButton>
        )}
        {quote.surveyID ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={path(APP_ROUTES.partnerSurvey, { surveyID: quote.surveyID })}
          >
            {texts.viewSurvey}
          </Button>
        ) : (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`${path(APP_ROUTES.partnerSurvey)}?quote=${encodeURIComponent(quote.id)}`}
          >
            {texts.sendSurvey}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button color="error" onClick={() => setConfirming(true)}>
          {texts.delete}
        </Button>
      </Box>
      <QuoteComments quoteID={quote.id} comments={quote.comments} />
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={path(APP_ROUTES.partnerProposals)}>
          {texts.back}
        </Link>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={texts.deleteTitle(quote.visibleID)}
        body={texts.deleteBody}
        confirmLabel={texts.delete}
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </PortalShell>
  );
}
