import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { OVERLAY_VIEW_TYPE, messages } from '@vigil/domain';
import type { ScreenSize } from '@vigil/domain';
import { useMemo } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { ViewDocument } from '../../graphql/generated/graphql';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { overlayViewPath } from '../overlays/overlayPaths';
import { ViewBoard } from './viewPage/ViewBoard';
import type { ViewPageVariant } from './viewPage/ViewBoard';
import { myViewsPath } from './viewPage/viewPaths';
import { viewTexts } from './viewPage/viewTexts';

/** Preview sizes in the route (xs is mobile, lg desktop) and the saved layout each shows. */
const PREVIEW_SCREEN: Record<string, ScreenSize> = { xs: 'xxs', lg: 'lg' };
const PREVIEW_LABEL: Record<ScreenSize, string> = { xxs: 'Mobile', lg: 'Desktop' };

/**
 * /{customer}/views/{viewName} and its /v2, /preview/{xs|lg} and /showcase/{widgetIDs} forms
 * (spec core §2, §4): the view's widgets on their grid, live, with the view toolbar for users who
 * may update it.
 */
export function ViewPage({ variant = 'view' }: { variant?: ViewPageVariant }) {
  const { viewName = '', size, widgetIDs } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  usePageTitle(viewName);
  const { data, loading, error, refetch } = useQuery(ViewDocument, {
    variables: { viewName, customerID },
    // Back from the widget editor, the layout must include what was just added.
    fetchPolicy: 'cache-and-network',
  });
  const only = useMemo(
    () => (variant === 'showcase' ? (widgetIDs ?? '').split('-').filter(Boolean) : null),
    [variant, widgetIDs],
  );
  const previewSize = variant === 'preview' ? (PREVIEW_SCREEN[size ?? ''] ?? 'lg') : undefined;
  const back = (
    <Button component={RouterLink} to={myViewsPath(customerSegment)}>
      {viewTexts.myViews}
    </Button>
  );

  if (error && !data) {
    return (
      <>
        <PageHeader title={viewName} actions={back} />
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </>
    );
  }
  if (loading && !data) return <CenteredLoader label={viewTexts.loadingView} />;
  const view = data?.view;
  if (!view) {
    return (
      <>
        <PageHeader title={viewName} actions={back} />
        <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>
      </>
    );
  }
  // An overlay view opened by its name has its own page.
  if (view.viewType === OVERLAY_VIEW_TYPE) {
    return <Navigate to={overlayViewPath(customerSegment, view.id)} replace />;
  }
  return (
    <>
      <PageHeader
        title={view.name}
        subtitle={previewSize ? viewTexts.previewOf(PREVIEW_LABEL[previewSize]) : undefined}
        actions={back}
      />
      <ViewBoard
        // Another view starts with fresh edit state and live history.
        key={view.id}
        view={view}
        variant={variant}
        previewSize={previewSize}
        only={only}
        customerSegment={customerSegment}
        refetchView={refetch}
      />
    </>
  );
}

/** /{customer}/views/{viewName}/v2: trends follow the view's trend-sync toggle, not a picker. */
export function ViewV2Page() {
  return <ViewPage variant="v2" />;
}

/** /{customer}/views/{viewName}/preview/{xs|lg}: read-only at one screen size. */
export function ViewPreviewPage() {
  return <ViewPage variant="preview" />;
}

/** /{customer}/views/{viewName}/showcase/{widgetIDs}: only those widgets, read-only, full width. */
export function ViewShowcasePage() {
  return <ViewPage variant="showcase" />;
}
