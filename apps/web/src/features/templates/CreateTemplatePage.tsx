import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { StatusSnackbar } from '../../components/StatusSnackbar';
import { useTimeRangeParam } from '../../components/useTimeRangeParam';
import {
  DeleteWidgetDocument,
  DuplicateWidgetDocument,
  ViewDocument,
} from '../../graphql/generated/graphql';
import type { ViewQuery } from '../../graphql/generated/graphql';
import { useViewData } from '../views/viewPage/useViewData';
import { viewPath, widgetEditPath } from '../views/viewPage/viewPaths';
import { viewTexts } from '../views/viewPage/viewTexts';
import type { ViewWidget } from '../views/widgets/widgetTypes';
import { PreviewGrid } from './components/PreviewGrid';
import { TemplateForm } from './components/TemplateForm';
import { TemplatePreviewStepper } from './components/TemplatePreviewStepper';
import { usePreviewLayout } from './hooks/usePreviewLayout';
import { useTemplateSlots } from './hooks/useTemplateSlots';
import { PREVIEW_SIZES, PREVIEW_START, movePreview, previewComplete } from './templatePreview';
import type { PreviewMove } from './templatePreview';
import { templatePath } from './templatePaths';
import { templateTexts as texts } from './templateTexts';

type PageView = NonNullable<ViewQuery['view']>;

/**
 * /{customer}/templates/add/{viewName}, Create View Template (spec core §2, §4): the view
 * previewed at Mobile, then Desktop, each size's layout editable in place; once both were
 * reviewed in order, Finish leads to the template's name and slot names, and the new template's
 * page. The preview starts again at Mobile on every visit: a reload is not a review.
 */
export function CreateTemplatePage() {
  const { viewName = '' } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  usePageTitle(texts.createTitle);
  const canCreate = useHasPermission(customerID, 'ct');
  const { data, loading, error, refetch } = useQuery(ViewDocument, {
    variables: { viewName, customerID },
    fetchPolicy: 'cache-and-network',
  });
  const back = (
    <Button component={RouterLink} to={viewPath(customerSegment, viewName)}>
      {texts.backToView}
    </Button>
  );
  const header = (
    <PageHeader
      title={texts.createTitle}
      subtitle={texts.createSubtitle(viewName)}
      actions={back}
    />
  );

  if (!canCreate) {
    return (
      <>
        {header}
        <StatusBanner kind="error">{messages.noCreateTemplates}</StatusBanner>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        {header}
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </>
    );
  }
  if (loading && !data) return <CenteredLoader label={viewTexts.loadingView} />;
  const view = data?.view;
  if (!view) {
    return (
      <>
        {header}
        <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>
      </>
    );
  }
  return (
    <>
      {header}
      <TemplateCreator key={view.id} view={view} customerSegment={customerSegment} />
    </>
  );
}

function TemplateCreator({
  view,
  customerSegment,
}: {
  view: PageView;
  customerSegment: string | undefined;
}) {
  const navigate = useNavigate();
  const [range] = useTimeRangeParam();
  const [progress, setProgress] = useState(PREVIEW_START);
  const [phase, setPhase] = useState<'preview' | 'details'>('preview');
  const [failure, setFailure] = useState<string | null>(null);
  const screen = PREVIEW_SIZES[progress.step] ?? 'xxs';

  const data = useViewData(view, range, null);
  const widgets = useMemo(() => data.widgets ?? [], [data.widgets]);
  const layout = usePreviewLayout(view, widgets, screen);
  const slots = useTemplateSlots(data.widgets, view.customerID);

  const [duplicateWidget] = useMutation(DuplicateWidgetDocument);
  const [deleteWidget] = useMutation(DeleteWidgetDocument);
  const { refetchWidgets } = data;
  const onEditWidget = useCallback(
    (widget: ViewWidget) => void navigate(widgetEditPath(customerSegment, view.name, widget.id)),
    [navigate, customerSegment, view.name],
  );
  const widgetAction = useCallback(
    (action: (widget: ViewWidget) => Promise<unknown>) => async (widget: ViewWidget) => {
      try {
        await action(widget);
        await refetchWidgets();
      } catch (error) {
        setFailure(errorMessage(error) ?? messages.somethingWentWrong);
        throw error;
      }
    },
    [refetchWidgets],
  );
  const onDuplicateWidget = useMemo(
    () => widgetAction((widget) => duplicateWidget({ variables: { id: widget.id } })),
    [widgetAction, duplicateWidget],
  );
  const onDeleteWidget = useMemo(
    () => widgetAction((widget) => deleteWidget({ variables: { id: widget.id } })),
    [widgetAction, deleteWidget],
  );

  if (phase === 'details') {
    if (slots.error) {
      return <RetryBanner retry={slots.retry}>{slots.error.message}</RetryBanner>;
    }
    if (!slots.slots) return <CenteredLoader label={texts.loadingSlots} />;
    return (
      <TemplateForm
        view={view}
        slots={slots.slots}
        onBack={() => setPhase('preview')}
        onCreated={(template) => void navigate(templatePath(customerSegment, template.id))}
      />
    );
  }

  return (
    <>
      <TemplatePreviewStepper
        progress={progress}
        canEdit={view.canUpdate}
        editing={layout.editing}
        saveState={layout.saveState}
        saveFailure={layout.failure}
        onMove={(move: PreviewMove) => setProgress((current) => movePreview(current, move))}
        onToggleEdit={() => void layout.toggleEdit()}
        onFinish={() => {
          if (previewComplete(progress)) setPhase('details');
        }}
      >
        <PreviewGrid
          view={view}
          data={data}
          screen={screen}
          layout={layout}
          range={range.range}
          onEditWidget={onEditWidget}
          onDuplicateWidget={onDuplicateWidget}
          onDeleteWidget={onDeleteWidget}
        />
      </TemplatePreviewStepper>
      <StatusSnackbar
        open={failure !== null}
        kind="error"
        message={failure ?? undefined}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
