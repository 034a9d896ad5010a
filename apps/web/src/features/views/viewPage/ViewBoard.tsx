import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { GRID_COLS, GRID_ROW_HEIGHT, layoutScreenSize } from '@vigil/domain';
import type { LayoutItem, ScreenSize, ViewSize } from '@vigil/domain';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/errorMessage';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { RetryBanner } from '../../../components/RetryBanner';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { StatusSnackbar } from '../../../components/StatusSnackbar';
import type { SnackbarKind } from '../../../components/StatusSnackbar';
import { TimeRangePicker } from '../../../components/TimeRangePicker';
import { useTimeRangeParam } from '../../../components/useTimeRangeParam';
import {
  DeleteWidgetDocument,
  DuplicateWidgetDocument,
  NewWidgetDocument,
  UpdateViewLayoutDocument,
  UpdateViewTrendSyncDocument,
} from '../../../graphql/generated/graphql';
import type { ViewQuery } from '../../../graphql/generated/graphql';
import { useNow } from '../../../app/hooks/useNow';
import type { LatestValue, LivePoint, ViewWidget, WidgetSensor } from '../widgets/widgetTypes';
import { ViewTokenContext } from '../widgets/ViewTokenContext';
import { PermissionsAndSharingButton } from '../../sharing/components/PermissionsAndSharingButton';
import { GenerateReportButton } from '../../reports/components/GenerateReportButton';
import {
  completeLayouts,
  fitLayout,
  layoutToSave,
  readViewLayout,
  sameLayout,
} from './gridLayouts';
import type { ScreenLayouts } from './gridLayouts';
import { applyGridMove } from './gridMoves';
import type { GridMove } from './gridMoves';
import { useViewData } from './useViewData';
import { useWidgetLatest, useWidgetLiveState } from './useWidgetLiveState';
import { useWindowWidth } from './useWindowWidth';
import { ViewGrid } from './ViewGrid';
import type { GridFrame } from './ViewGrid';
import { viewAlertsPath, widgetAddPath, widgetEditPath } from './viewPaths';
import { viewTexts } from './viewTexts';
import { ViewToolbar } from './ViewToolbar';
import { ViewTrapsButton } from './ViewTrapsButton';
import { WidgetFrame } from './WidgetFrame';

export type PageView = NonNullable<ViewQuery['view']>;

/** The view page's routes: the view, its trend v2 form, a template preview and a showcase. */
export type ViewPageVariant = 'view' | 'v2' | 'preview' | 'showcase';

export interface ViewBoardProps {
  view: PageView;
  variant: ViewPageVariant;
  /** Preview: the screen size previewed. */
  previewSize?: ScreenSize;
  /** Showcase: the widget ids shown. */
  only?: readonly string[] | null;
  customerSegment: string | undefined;
  refetchView: () => Promise<unknown>;
  /** A public link's token (/shared/{token}): read-only, no toolbar, every request with it. */
  token?: string;
}

const OTHER_SIZE: Record<ScreenSize, ScreenSize> = { lg: 'xxs', xxs: 'lg' };
/** The grid's default margin between rows, for showcase heights. */
const ROW_MARGIN = 10;
const NO_SENSORS: readonly WidgetSensor[] = [];
const NO_LATEST: ReadonlyMap<string, LatestValue> = new Map();
const NO_HISTORY: readonly LivePoint[] = [];

type Drafts = Partial<Record<ScreenSize, LayoutItem[]>>;

interface SnackbarState {
  open: boolean;
  kind: SnackbarKind;
  message?: string | undefined;
}

/** The view's toolbar and widgets, once the view itself has loaded. */
export function ViewBoard({
  view,
  variant,
  previewSize,
  only = null,
  customerSegment,
  refetchView,
  token,
}: ViewBoardProps) {
  const navigate = useNavigate();
  const shared = token !== undefined;
  const readOnly = shared || !view.canUpdate || variant === 'preview' || variant === 'showcase';
  const withToolbar = !shared && (variant === 'view' || variant === 'v2');
  const trendV2 = variant === 'v2' || view.trendV2;
  const [range, setRange] = useTimeRangeParam();
  const [viewSize, setViewSize] = useState<ViewSize>('auto');
  const windowWidth = useWindowWidth();
  const screen: ScreenSize = previewSize ?? layoutScreenSize(viewSize, windowWidth);
  const frame: GridFrame = previewSize
    ? previewSize === 'xxs'
      ? 'mobile'
      : 'desktop'
    : viewSize === 'auto'
      ? 'auto'
      : viewSize;
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [syncSizes, setSyncSizes] = useState(false);
  const [saveState, setSaveState] = useState<RequestState>('before');
  const [snackbar, setSnackbar] = useState<SnackbarState>({ open: false, kind: 'success' });
  const now = useNow(1000);

  const data = useViewData(view, range, only, token);
  const widgets = data.widgets;
  const shown = useMemo(() => widgets ?? [], [widgets]);
  const live = useWidgetLiveState(shown, data.loaded);
  const latestOf = useWidgetLatest(shown, live.latest);

  const saved = useMemo(() => readViewLayout(view.layout), [view.layout]);
  const layouts: ScreenLayouts = useMemo(
    () => completeLayouts({ lg: drafts.lg ?? saved.lg, xxs: drafts.xxs ?? saved.xxs }, shown),
    [drafts, saved, shown],
  );

  const [updateLayout] = useMutation(UpdateViewLayoutDocument);
  const [updateTrendSync, trendSyncState] = useMutation(UpdateViewTrendSyncDocument);
  const [newWidget] = useMutation(NewWidgetDocument);
  const [duplicateWidget] = useMutation(DuplicateWidgetDocument);
  const [deleteWidget] = useMutation(DeleteWidgetDocument);

  const showError = useCallback(
    (failure: unknown) =>
      setSnackbar({ open: true, kind: 'error', message: errorMessage(failure) }),
    [],
  );
  const { refetchWidgets } = data;
  /** Adding, copying or deleting a widget changes the widgets and the saved layouts. */
  const reload = useCallback(
    () => Promise.all([refetchView(), refetchWidgets()]),
    [refetchView, refetchWidgets],
  );

  const changeLayout = useCallback(
    (items: LayoutItem[]) => {
      if (sameLayout(items, layouts[screen])) return;
      setDrafts((current) => ({
        ...current,
        [screen]: items,
        ...(syncSizes
          ? { [OTHER_SIZE[screen]]: fitLayout(items, screen, OTHER_SIZE[screen]) }
          : {}),
      }));
    },
    [layouts, screen, syncSizes],
  );
  const moveWidget = useCallback(
    (key: string, move: GridMove) =>
      changeLayout(applyGridMove(layouts[screen], key, move, GRID_COLS[screen])),
    [changeLayout, layouts, screen],
  );

  const toggleEdit = async () => {
    if (!editing) {
      setEditing(true);
      return;
    }
    // The size on screen is saved as shown; other sizes as edited, else as saved.
    const layout = layoutToSave(saved, { ...drafts, [screen]: layouts[screen] });
    setSaveState('fetching');
    try {
      await updateLayout({
        variables: { viewName: view.name, layout, id: view.id },
        update: (cache, { data: answer }) => {
          if (!answer) return;
          cache.modify({
            id: cache.identify({ __typename: 'View', id: view.id }),
            fields: { layout: () => answer.updateViewLayout },
          });
        },
      });
      setDrafts({});
      setEditing(false);
      setSaveState('before');
      setSnackbar({ open: true, kind: 'success' });
    } catch (failure) {
      // The edits stay on screen and in edit mode until a save succeeds.
      setSaveState('error');
      showError(failure);
    }
  };

  const addHeader = async (text: string) => {
    await newWidget({
      variables: {
        viewID: view.id,
        customerID: view.customerID,
        widget: { type: 'HEADER', displayType: 'other', name: text },
      },
    });
    await reload();
  };

  const onEdit = useCallback(
    (widget: ViewWidget) => void navigate(widgetEditPath(customerSegment, view.name, widget.id)),
    [navigate, customerSegment, view.name],
  );
  const onDuplicate = useCallback(
    async (widget: ViewWidget) => {
      try {
        await duplicateWidget({ variables: { id: widget.id } });
        await reload();
      } catch (failure) {
        showError(failure);
        throw failure;
      }
    },
    [duplicateWidget, reload, showError],
  );
  const onDelete = useCallback(
    async (widget: ViewWidget) => {
      try {
        await deleteWidget({ variables: { id: widget.id } });
        await reload();
      } catch (failure) {
        showError(failure);
        throw failure;
      }
    },
    [deleteWidget, reload, showError],
  );

  const setTrendSync = (on: boolean) => {
    void updateTrendSync({
      variables: { id: view.id, customerID: view.customerID, trendSync: on },
    }).catch(showError);
  };

  const trendControl = !data.hasTrends ? null : trendV2 ? (
    readOnly ? null : (
      <FormControlLabel
        control={
          <Switch
            checked={view.trendSync}
            disabled={trendSyncState.loading}
            onChange={(_event, on) => setTrendSync(on)}
          />
        }
        label={viewTexts.syncTrends}
      />
    )
  ) : (
    <TimeRangePicker value={range} onChange={setRange} label={viewTexts.trendRange} />
  );

  const frames = useMemo(
    () =>
      shown.map((widget) => {
        const readings = data.readings.get(widget.id);
        return {
          widget,
          props: {
            widget,
            sensors: data.widgetSensors.get(widget.id) ?? NO_SENSORS,
            latest: latestOf.get(widget.id) ?? NO_LATEST,
            history: live.history.get(widget.id) ?? NO_HISTORY,
            trend: readings?.trend,
            window: readings?.window,
            insights: readings?.insights,
          },
        };
      }),
    [shown, data.readings, data.widgetSensors, latestOf, live.history],
  );

  const renderFrame = ({ props }: (typeof frames)[number]) => (
    <WidgetFrame
      {...props}
      range={range.range}
      customerID={view.customerID}
      viewID={view.id}
      canUpdate={!readOnly}
      now={now}
      editing={editing}
      onEdit={onEdit}
      onDuplicate={onDuplicate}
      onDelete={onDelete}
      onMove={moveWidget}
    />
  );

  let body;
  if (!widgets) {
    body = data.widgetsError ? (
      <RetryBanner retry={refetchWidgets}>{data.widgetsError.message}</RetryBanner>
    ) : (
      <CenteredLoader label={viewTexts.loadingWidgets} />
    );
  } else if (shown.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {variant === 'showcase'
          ? viewTexts.showcaseMissing
          : readOnly
            ? viewTexts.noWidgets
            : viewTexts.noWidgetsCanAdd}
      </Typography>
    );
  } else if (variant === 'showcase') {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="view-showcase">
        {frames.map((entry) => {
          const rows = layouts.lg.find((item) => item.i === entry.widget.key)?.h ?? 6;
          return (
            <Box
              key={entry.widget.key}
              sx={{ height: rows * GRID_ROW_HEIGHT + (rows - 1) * ROW_MARGIN }}
            >
              {renderFrame(entry)}
            </Box>
          );
        })}
      </Box>
    );
  } else {
    const items = new Map(layouts[screen].map((item) => [item.i, item]));
    body = (
      <ViewGrid
        screen={screen}
        frame={frame}
        layouts={layouts}
        editing={editing}
        onLayoutChange={changeLayout}
      >
        {frames.map((entry) => {
          const item = items.get(entry.widget.key);
          return (
            <div
              key={entry.widget.key}
              data-testid="grid-item"
              data-widget-id={entry.widget.id}
              data-layout={item ? `${item.x},${item.y},${item.w},${item.h}` : undefined}
            >
              {renderFrame(entry)}
            </div>
          );
        })}
      </ViewGrid>
    );
  }

  const hasDrafts = Object.keys(drafts).length > 0;
  return (
    <ViewTokenContext value={token}>
      {withToolbar ? (
        <ViewToolbar
          canUpdate={!readOnly}
          addWidgetPath={widgetAddPath(customerSegment, view.name)}
          alertsPath={viewAlertsPath(customerSegment, view.name)}
          onAddHeader={addHeader}
          editing={editing}
          saveState={saveState}
          onEditToggle={() => void toggleEdit()}
          viewSize={viewSize}
          onViewSize={setViewSize}
          syncSizes={syncSizes}
          onSyncSizes={setSyncSizes}
          trendControl={trendControl}
          traps={
            data.traps.length > 0 ? (
              <ViewTrapsButton equipment={data.traps} customerID={view.customerID} />
            ) : null
          }
          share={
            view.canShare ? (
              <PermissionsAndSharingButton view={view} onViewChanged={refetchView} />
            ) : null
          }
          report={view.viewType === 'dashboard' ? <GenerateReportButton view={view} /> : null}
        />
      ) : null}
      {data.dataError ? (
        <RetryBanner retry={data.retryData}>
          {`${viewTexts.readingsFailed} ${data.dataError.message}`}
        </RetryBanner>
      ) : null}
      {editing && hasDrafts ? (
        <StatusBanner kind="info">{viewTexts.unsavedChanges}</StatusBanner>
      ) : null}
      {body}
      <StatusSnackbar
        open={snackbar.open}
        kind={snackbar.kind}
        message={snackbar.message}
        onClose={() => setSnackbar((s) => ({ ...s, open: false }))}
      />
    </ViewTokenContext>
  );
}
