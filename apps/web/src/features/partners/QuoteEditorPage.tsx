import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { generatePath, useNavigate, useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { CenteredLoader } from '../../components/CenteredLoader';
import { RetryBanner } from '../../components/RetryBanner';
import { QuoteDocument } from '../../graphql/generated/graphql';
import type { QuoteFieldsFragment } from '../../graphql/generated/graphql';
import { PortalShell } from './components/PortalShell';
import { QuoteComments } from './components/QuoteComments';
import { QuoteEditor } from './components/QuoteEditor';
import { usePortal } from './hooks/usePortal';
import { quoteEditorTexts as texts } from './partnerTexts';

export interface QuoteEditorPageProps {
  /** The quote to edit, when the address does not name it (an order's quote). */
  quoteID?: string | null;
  /** Where Save and Cancel lead; the quote's view by default. */
  done?: (quote: QuoteFieldsFragment | null) => string;
}

/**
 * Create a Quote / Edit Quote (/partners/{id}/quote/{quoteID?}; query visibleID names the quote to
 * edit by its visible id, query customer chooses the new quote's customer), with its comments.
 */
export function QuoteEditorPage({ quoteID: givenID, done }: QuoteEditorPageProps) {
  const { partnerID, scope } = usePortal();
  const navigate = useNavigate();
  const [params] = useAddressParams();
  const routeQuoteID = useParams().quoteID;
  const quoteID = givenID ?? routeQuoteID ?? null;
  const visibleID = params.get('visibleID');
  const editing = Boolean(quoteID ?? visibleID);
  const loaded = useQuery(QuoteDocument, {
    variables: { id: quoteID, visibleID: quoteID ? null : visibleID },
    skip: !editing,
  });
  const quote = loaded.data?.quote ?? null;
  const leave = (saved: QuoteFieldsFragment | null) => {
    if (done) return navigate(done(saved));
    if (saved) {
      return navigate(generatePath(APP_ROUTES.partnerQuoteView, { partnerID, quoteID: saved.id }));
    }
    return navigate(generatePath(APP_ROUTES.partnerProposals, { partnerID }));
  };

  let body;
  if (editing && loaded.error && !quote) {
    body = <RetryBanner retry={loaded.refetch}>{loaded.error.message}</RetryBanner>;
  } else if (editing && !quote) {
    body = <CenteredLoader label={texts.loading} />;
  } else {
    body = (
      <>
        <QuoteEditor
          // A new mount per quote, so the form starts from the quote loaded.
          key={quote?.id ?? 'new'}
          partnerID={partnerID}
          scope={scope}
          quote={quote}
          initialCustomerID={params.get('customer')}
          onSaved={(saved) => void leave(saved)}
          onCancel={() => void leave(quote)}
        />
        {quote ? <QuoteComments quoteID={quote.id} comments={quote.comments} /> : null}
      </>
    );
  }
  return <PortalShell title={editing ? texts.editTitle : texts.createTitle}>{body}</PortalShell>;
}
