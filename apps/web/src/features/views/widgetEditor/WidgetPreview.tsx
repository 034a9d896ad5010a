import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { encodeWidgetNotes, splitTags } from '@vigil/domain';
import type { TimeRange } from '@vigil/domain';
import { useEffect, useId, useMemo } from 'react';
import { WidgetReadingsDocument } from '../../../graphql/generated/graphql';
import { useNow } from '../../../app/hooks/useNow';
import { WidgetMessage } from '../widgets/WidgetMessage';
import type { ViewWidget, WidgetSensor } from '../widgets/widgetTypes';
import { latestOfSensors } from '../viewPage/latestValues';
import { isTrendWidget } from '../viewPage/readingsPlan';
import { useWidgetLatest, useWidgetLiveState } from '../viewPage/useWidgetLiveState';
import { WidgetFrame } from '../viewPage/WidgetFrame';
import { editorTexts } from './editorTexts';
import { numberOrNull } from './widgetForm';
import type { WidgetFormInput } from './widgetForm';

/** The range a trend preview covers. */
const PREVIEW_RANGE: TimeRange = 'DAY';
const PREVIEW_ID = 'preview';
const NO_HISTORY: never[] = [];

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The widget as the form now configures it, in the shape the widget components take. */
export function previewWidget(
  values: WidgetFormInput,
  base: { view: { id: string; name: string; customerID: string }; saved?: ViewWidget },
): ViewWidget {
  const { view, saved } = base;
  const sensors = (values.sensors ?? []) as readonly WidgetSensor[];
  return {
    id: saved?.id ?? PREVIEW_ID,
    key: saved?.key ?? PREVIEW_ID,
    viewID: view.id,
    viewName: view.name,
    customerID: view.customerID,
    name: textOf(values.name),
    type: String(values.type ?? ''),
    displayType: textOf(values.displayType) ?? 'other',
    calculation: textOf(values.calculation),
    chartType: textOf(values.chartType),
    image: values.image ?? null,
    imageURL: values.imageURL ?? null,
    link: textOf(values.link),
    basis: saved?.basis ?? null,
    color: textOf(values.color),
    greenTo: numberOrNull(values.greenTo),
    yellowTo: numberOrNull(values.yellowTo),
    greenTo2: saved?.greenTo2 ?? null,
    yellowTo2: saved?.yellowTo2 ?? null,
    redTo: numberOrNull(values.redTo),
    lowerBound: numberOrNull(values.lowerBound),
    upperBound: numberOrNull(values.upperBound),
    smartThresholds:
      values.smartWarning || values.smartCritical
        ? {
            smartWarning: numberOrNull(values.smartWarning),
            smartCritical: numberOrNull(values.smartCritical),
          }
        : null,
    states: splitTags(values.states ?? ''),
    sensorIDs: sensors.map((s) => s.id),
    metaIDs: values.metaIDs ?? [],
    mins: saved?.mins ?? null,
    equipmentID: textOf(values.equipmentID),
    gatewayID: textOf(values.gatewayID),
    unit: saved?.unit ?? null,
    // Saved notes are encoded and the widget decodes them.
    notes: encodeWidgetNotes(typeof values.notes === 'string' ? values.notes : ''),
    disconnected: sensors.length > 0 && sensors.every((s) => s.disconnected),
    expiration: saved?.expiration ?? null,
    range: saved?.range ?? null,
    imageTransform: values.imageTransform ?? null,
  };
}

const noop = () => {};
const noopAsync = async () => {};

/** A live preview of the widget being edited, with its picked sensors' current readings. */
export function WidgetPreview({
  values,
  view,
  saved,
  onProposal,
}: {
  values: WidgetFormInput;
  view: { id: string; name: string; customerID: string };
  saved?: ViewWidget;
  /** Artificial Intelligence: the smart thresholds its learning proposes for the first sensor. */
  onProposal?: (proposal: { warning: number; critical: number } | null) => void;
}) {
  const headingId = useId();
  const now = useNow(1000);
  const widget = useMemo(() => previewWidget(values, { view, saved }), [values, view, saved]);
  const sensors = useMemo(
    () => (values.sensors ?? []) as readonly WidgetSensor[],
    [values.sensors],
  );
  const widgets = useMemo(() => [widget], [widget]);
  const loaded = useMemo(() => latestOfSensors(sensors), [sensors]);
  const live = useWidgetLiveState(widgets, loaded);
  const latest = useWidgetLatest(widgets, live.latest).get(widget.id);

  const trend = isTrendWidget(widget);
  const insights = widget.type === 'ARTIFICIAL_INTELLIGENCE';
  const { data } = useQuery(WidgetReadingsDocument, {
    variables: {
      customerID: view.customerID,
      widgets: [
        {
          sensorIDs: widget.sensorIDs,
          range: trend ? PREVIEW_RANGE : 'LATEST',
          ...(insights ? { insights: true } : {}),
        },
      ],
    },
    skip: widget.sensorIDs.length === 0 || (!trend && !insights),
  });
  const answer = data?.readings[0];
  const proposed = answer?.insights[0]?.smartThresholds;
  const warning = proposed?.warning ?? null;
  const critical = proposed?.critical ?? null;
  useEffect(() => {
    onProposal?.(warning !== null && critical !== null ? { warning, critical } : null);
  }, [onProposal, warning, critical]);
  const trendWindow = useMemo(
    () => (answer ? { from: answer.from, to: answer.to } : undefined),
    [answer],
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {editorTexts.preview}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {editorTexts.previewHint}
      </Typography>
      <Box sx={{ height: 320 }} data-testid="widget-preview">
        {widget.type ? (
          <WidgetFrame
            widget={widget}
            sensors={sensors}
            latest={latest ?? loaded}
            history={live.history.get(widget.id) ?? NO_HISTORY}
            trend={trend ? answer?.trend : undefined}
            window={trend ? trendWindow : undefined}
            insights={insights ? answer?.insights : undefined}
            range={trend ? PREVIEW_RANGE : 'LATEST'}
            customerID={view.customerID}
            viewID={view.id}
            canUpdate={false}
            now={now}
            editing={false}
            onEdit={noop}
            onDuplicate={noopAsync}
            onDelete={noopAsync}
            onMove={noop}
          />
        ) : (
          <WidgetMessage>{editorTexts.chooseType}</WidgetMessage>
        )}
      </Box>
    </Paper>
  );
}
