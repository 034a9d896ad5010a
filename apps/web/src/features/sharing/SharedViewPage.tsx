import { useQuery } from '@apollo/client/react';
import { OVERLAY_VIEW_TYPE, messages } from '@vigil/domain';
import { useParams } from 'react-router';
import { isInvalidToken } from '../../app/isInvalidToken';
import { usePageTitle } from '../../app/PageTitleContext';
import { ShareTokenLiveFeed } from '../../app/live/ShareTokenLiveFeed';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { SharedViewByTokenDocument } from '../../graphql/generated/graphql';
import { SharedOverlayView } from '../overlays/SharedOverlayView';
import { ViewBoard } from '../views/viewPage/ViewBoard';
import { sharingTexts } from './sharingTexts';

/** A link that leads nowhere: the spec's words on a plain page. */
function InvalidToken() {
  usePageTitle(sharingTexts.sharedTitle);
  return (
    <>
      <PageHeader title={sharingTexts.sharedTitle} />
      <StatusBanner kind="error">{messages.invalidToken}</StatusBanner>
    </>
  );
}

function SharedView({ token }: { token: string }) {
  const { data, loading, error, refetch } = useQuery(SharedViewByTokenDocument, {
    variables: { token },
  });
  const view = data?.view;
  usePageTitle(view?.name ?? sharingTexts.sharedTitle);

  if (error && !data) {
    if (isInvalidToken(error)) return <InvalidToken />;
    return (
      <>
        <PageHeader title={sharingTexts.sharedTitle} />
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </>
    );
  }
  if (loading && !data) return <CenteredLoader label={sharingTexts.loadingView} />;
  // No view for a token is the same as a refused one.
  if (!view) return <InvalidToken />;
  return (
    <>
      <PageHeader title={view.name} subtitle={sharingTexts.readOnlyNote} />
      {view.viewType === OVERLAY_VIEW_TYPE ? (
        <SharedOverlayView key={view.id} viewID={view.id} token={token} />
      ) : (
        <ViewBoard
          key={view.id}
          view={view}
          variant="view"
          customerSegment={undefined}
          refetchView={refetch}
          token={token}
        />
      )}
    </>
  );
}

/**
 * /shared/{token}, a public link (spec core §2, access §2): the view live and read-only, without
 * signing in. The view page's board, with the token on every request and on the live socket's
 * handshake; an unknown, expired or revoked link says 'Invalid token'.
 */
export function SharedViewPage() {
  const { token = '' } = useParams();
  return (
    <ShareTokenLiveFeed key={token} token={token}>
      <SharedView token={token} />
    </ShareTokenLiveFeed>
  );
}
