import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import {
  ViewDocument,
  WidgetSensorsDocument,
  WidgetsDocument,
} from '../../graphql/generated/graphql';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { viewPath } from './viewPage/viewPaths';
import { viewTexts } from './viewPage/viewTexts';
import { editorTexts } from './widgetEditor/editorTexts';
import { WidgetEditorForm } from './widgetEditor/WidgetEditorForm';

const NO_SENSORS: never[] = [];

/**
 * /{customer}/views/{viewName}/add and /edit/{widgetId} (spec core §2): the widget form for users
 * who may update the view; saving or cancelling returns to the view.
 */
export function WidgetEditorPage() {
  const { viewName = '', widgetId } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  const navigate = useNavigate();
  const title = widgetId ? viewTexts.editWidgetTitle : viewTexts.addWidgetTitle;
  usePageTitle(title);
  const back = viewPath(customerSegment, viewName);

  const viewQuery = useQuery(ViewDocument, { variables: { viewName, customerID } });
  const view = viewQuery.data?.view;
  const widgetsQuery = useQuery(WidgetsDocument, {
    variables: { viewID: view?.id ?? '' },
    skip: !widgetId || !view?.canUpdate,
  });
  const saved = widgetId ? widgetsQuery.data?.widgets.find((w) => w.id === widgetId) : undefined;
  const sensorsQuery = useQuery(WidgetSensorsDocument, {
    variables: { widgetIDs: widgetId ? [widgetId] : [] },
    skip: !saved || saved.sensorIDs.length === 0,
  });

  const header = (
    <PageHeader
      title={title}
      subtitle={viewName}
      actions={
        <Button component={RouterLink} to={back}>
          {viewTexts.backToView}
        </Button>
      }
    />
  );
  const failed = [viewQuery, widgetsQuery, sensorsQuery].find((q) => q.error && !q.data);
  if (failed?.error) {
    return (
      <>
        {header}
        <RetryBanner retry={failed.refetch}>{failed.error.message}</RetryBanner>
      </>
    );
  }
  if (!viewQuery.data) return <CenteredLoader label={editorTexts.loadingEditor} />;
  if (!view) {
    return (
      <>
        {header}
        <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>
      </>
    );
  }
  if (!view.canUpdate) {
    return (
      <>
        {header}
        <StatusBanner kind="warning">{viewTexts.noEditPermission}</StatusBanner>
      </>
    );
  }
  if (
    widgetId &&
    (!widgetsQuery.data || (saved && saved.sensorIDs.length > 0 && !sensorsQuery.data))
  ) {
    return <CenteredLoader label={editorTexts.loadingEditor} />;
  }
  if (widgetId && !saved) {
    return (
      <>
        {header}
        <StatusBanner kind="warning">{viewTexts.widgetNotFound}</StatusBanner>
      </>
    );
  }
  return (
    <>
      {header}
      <WidgetEditorForm
        key={saved?.id ?? 'new'}
        view={view}
        saved={saved}
        savedSensors={sensorsQuery.data?.sensors ?? NO_SENSORS}
        backTo={back}
        onSaved={() => void navigate(back)}
      />
    </>
  );
}
