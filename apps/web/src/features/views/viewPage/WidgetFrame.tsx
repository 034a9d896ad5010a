import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import {
  WIDGET_TYPE_LABELS,
  WIDGET_TYPES,
  isExternalWidgetLink,
  isWidgetLink,
  statusColor,
} from '@vigil/domain';
import type { WidgetType } from '@vigil/domain';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { KeyboardEvent } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { WidgetBody } from '../widgets/WidgetBody';
import type { ViewWidget, WidgetBodyProps } from '../widgets/widgetTypes';
import type { GridMove } from './gridMoves';
import { viewTexts } from './viewTexts';
import { widgetEdgeStatus } from './widgetEdgeStatus';

/**
 * Widgets whose body does not say their sensors' status in words (pictures, text, lines, asset
 * data, traps, alarms and timers of their own): their card's title row says it, so the edge colour is never the only signal.
 */
export const FRAME_STATUS_TYPES: ReadonlySet<string> = new Set<WidgetType>([
  'IMAGE',
  'TEXT',
  'HEADER',
  'META',
  'TRAP',
  'TREND',
  'ALARMS',
  'COUNTDOWN',
]);

/** The grid drags a widget only by this handle, so its buttons and charts stay usable. */
export const DRAG_HANDLE_CLASS = 'view-widget-drag-handle';

const KEY_MOVES: Record<string, GridMove> = {
  ArrowLeft: { dx: -1, dy: 0, dw: 0, dh: 0 },
  ArrowRight: { dx: 1, dy: 0, dw: 0, dh: 0 },
  ArrowUp: { dx: 0, dy: -1, dw: 0, dh: 0 },
  ArrowDown: { dx: 0, dy: 1, dw: 0, dh: 0 },
};
const KEY_RESIZES: Record<string, GridMove> = {
  ArrowLeft: { dx: 0, dy: 0, dw: -1, dh: 0 },
  ArrowRight: { dx: 0, dy: 0, dw: 1, dh: 0 },
  ArrowUp: { dx: 0, dy: 0, dw: 0, dh: -1 },
  ArrowDown: { dx: 0, dy: 0, dw: 0, dh: 1 },
};

/**
 * The title, linked when the widget has a link (checked by the domain's isWidgetLink): a page of
 * the app opens in place, another address in a new tab.
 */
function WidgetTitle({ title, link }: { title: string; link: string | null | undefined }) {
  if (!link || !isWidgetLink(link)) return title;
  return isExternalWidgetLink(link) ? (
    <Link href={link} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
      {title}
    </Link>
  ) : (
    <Link component={RouterLink} to={link} underline="hover" color="inherit">
      {title}
    </Link>
  );
}

/** A widget's title: its name, else its type's label. */
export function widgetTitle(widget: Pick<ViewWidget, 'name' | 'type'>): string {
  if (widget.name) return widget.name;
  return (WIDGET_TYPES as readonly string[]).includes(widget.type)
    ? WIDGET_TYPE_LABELS[widget.type as WidgetType]
    : widget.type;
}

export interface WidgetFrameProps extends WidgetBodyProps {
  /** Edit mode: a drag handle and the Edit, Duplicate and Delete actions. */
  editing: boolean;
  onEdit: (widget: ViewWidget) => void;
  onDuplicate: (widget: ViewWidget) => Promise<unknown>;
  onDelete: (widget: ViewWidget) => Promise<unknown>;
  /** Keyboard moves and resizes of the drag handle, in grid cells. */
  onMove: (key: string, move: GridMove) => void;
}

/**
 * A widget's card on the view page: title, status edge colour (decoration only: the body, or for
 * FRAME_STATUS_TYPES the title row, says the status in words), and its body.
 */
export const WidgetFrame = memo(function WidgetFrame({
  editing,
  onEdit,
  onDuplicate,
  onDelete,
  onMove,
  ...body
}: WidgetFrameProps) {
  const { widget, sensors, latest } = body;
  const title = widgetTitle(widget);
  const isHeader = widget.type === 'HEADER';
  const edge = widgetEdgeStatus(widget, sensors, latest);
  const frameStatus = edge && FRAME_STATUS_TYPES.has(widget.type) ? edge : null;
  const outOfService = sensors.some((s) => s.equipmentMaintenance)
    ? viewTexts.inMaintenance
    : sensors.some((s) => s.equipmentRepair)
      ? viewTexts.inRepair
      : null;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'duplicate' | 'delete' | null>(null);

  const run = (kind: 'duplicate' | 'delete', action: () => Promise<unknown>) => {
    setBusy(kind);
    // The page reports failures; the card only stops its spinner.
    void action()
      .catch(() => {})
      .finally(() => {
        setBusy(null);
        setConfirming(false);
      });
  };

  const onHandleKey = (event: KeyboardEvent) => {
    const move = (event.shiftKey ? KEY_RESIZES : KEY_MOVES)[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(widget.key, move);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid="view-widget"
      data-widget-id={widget.id}
      data-status={edge ?? undefined}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderLeftWidth: edge ? 4 : undefined,
        borderLeftColor: edge ? statusColor(edge) : undefined,
      }}
    >
      {editing || !isHeader || frameStatus ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, pt: 0.5, minHeight: 32 }}
        >
          {editing ? (
            <Tooltip title={viewTexts.moveWidget(title)}>
              <Box
                component="button"
                type="button"
                className={DRAG_HANDLE_CLASS}
                aria-label={viewTexts.moveWidget(title)}
                onKeyDown={onHandleKey}
                sx={{
                  display: 'inline-flex',
                  border: 0,
                  p: 0.5,
                  borderRadius: 1,
                  background: 'none',
                  color: 'text.secondary',
                  cursor: 'move',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <DragIndicatorIcon fontSize="small" />
              </Box>
            </Tooltip>
          ) : null}
          {isHeader ? (
            <Box sx={{ flexGrow: 1 }} />
          ) : (
            <Typography variant="subtitle2" component="h3" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
              <WidgetTitle title={title} link={editing ? null : widget.link} />
            </Typography>
          )}
          {outOfService ? (
            <Chip
              size="small"
              variant="outlined"
              label={outOfService}
              data-testid="widget-service-flag"
              sx={{ flexShrink: 0 }}
            />
          ) : null}
          {frameStatus ? (
            <Typography variant="caption" component="span" data-testid="widget-frame-status">
              <SensorStatusIndicator status={frameStatus} />
            </Typography>
          ) : null}
          {editing ? (
            <Box sx={{ display: 'flex', ml: 'auto' }}>
              <IconButton
                size="small"
                aria-label={viewTexts.editWidget(title)}
                onClick={() => onEdit(widget)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={viewTexts.duplicateWidget(title)}
                loading={busy === 'duplicate'}
                onClick={() => run('duplicate', () => onDuplicate(widget))}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={viewTexts.deleteWidget(title)}
                onClick={() => setConfirming(true)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : null}
        </Box>
      ) : null}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          px: 1,
          pb: 1,
          pt: isHeader && !editing ? 1 : 0,
          overflow: 'auto',
        }}
      >
        <WidgetBody {...body} />
      </Box>
      <ConfirmDialog
        open={confirming}
        title={viewTexts.deleteTitle}
        body={viewTexts.deleteBody(title)}
        confirmLabel={viewTexts.delete}
        confirmColor="error"
        busy={busy === 'delete'}
        onConfirm={() => run('delete', () => onDelete(widget))}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
});
