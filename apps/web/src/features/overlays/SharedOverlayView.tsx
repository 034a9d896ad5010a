import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { CenteredLoader } from '../../components/CenteredLoader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { OverlayViewDocument } from '../../graphql/generated/graphql';
import { OverlayBoard } from './components/OverlayBoard';
import { overlayTexts } from './overlayTexts';

/**
 * An overlay view opened with a public link (/shared/{token}): read with the link's token, shown
 * read-only and live over the link's own socket (the page's ShareTokenLiveFeed).
 */
export function SharedOverlayView({ viewID, token }: { viewID: string; token: string }) {
  const { data, loading, error, refetch } = useQuery(OverlayViewDocument, {
    variables: { viewID, token },
  });
  const view = data?.overlayView;
  if (error && !data) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (loading && !data) return <CenteredLoader label={overlayTexts.loadingView} />;
  if (!view) return <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>;
  return <OverlayBoard key={view.id} view={view} customerSegment={undefined} token={token} />;
}
