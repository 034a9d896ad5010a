import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../app/PageTitleContext';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { OverlayViewDocument } from '../../graphql/generated/graphql';
import { PermissionsAndSharingButton } from '../sharing/components/PermissionsAndSharingButton';
import { myViewsPath } from '../views/viewPage/viewPaths';
import { OverlayBoard } from './components/OverlayBoard';
import { overlayTexts } from './overlayTexts';

/**
 * /{customer}/overlay/views/{viewID} and its /legacy and /v2 forms (spec core §2, §3 "Overlay
 * view"): the image with its overlays and heat maps, live; Edit, Name and size for users who may
 * update it, Permissions & Sharing for those who may share it.
 */
export function OverlayViewPage() {
  const { viewID = '' } = useParams();
  const { customerSegment } = useCustomerID();
  const { data, loading, error, refetch } = useQuery(OverlayViewDocument, {
    variables: { viewID, customerID: customerSegment },
  });
  const view = data?.overlayView;
  usePageTitle(view?.name ?? overlayTexts.loadingView);
  const back = (
    <Button component={RouterLink} to={myViewsPath(customerSegment)}>
      {overlayTexts.myViews}
    </Button>
  );

  if (error && !data) {
    return (
      <>
        <PageHeader title={overlayTexts.myViews} actions={back} />
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </>
    );
  }
  if (loading && !data) return <CenteredLoader label={overlayTexts.loadingView} />;
  if (!view) {
    return (
      <>
        <PageHeader title={overlayTexts.myViews} actions={back} />
        <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={view.name}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {view.canShare ? (
              <PermissionsAndSharingButton
                view={{ id: view.id, name: view.name, customerID: view.customerID }}
              />
            ) : null}
            {back}
          </Box>
        }
      />
      <OverlayBoard
        // Another view starts with fresh edit state, placement and live values.
        key={view.id}
        view={view}
        customerSegment={customerSegment}
        refetch={refetch}
      />
    </>
  );
}
