import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { DragEvent } from 'react';
import { formatUpdated } from '../../../components/formatUpdated';
import { actionTarget, isUnfinished } from '../gatewayActionModel';
import type { GatewayActionItem } from '../gatewayActionModel';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { ActionStatusChip } from './ActionStatusChip';

/** How an item of the queue can be moved; absent for finished items. */
export interface QueueItemMoves {
  /** Pending: dragged, or moved with its buttons. Running items are fixed. */
  draggable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  /** Drag and drop between the queue's items. */
  dragProps: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  /** Another item is dragged over this one. */
  dropTarget: boolean;
}

export interface GatewayActionQueueItemProps {
  item: GatewayActionItem;
  now: number;
  moves?: QueueItemMoves;
  removing: boolean;
  /** Offered to users who manage the gateway. */
  onRemove?: () => void;
  /** Finished items open their results. */
  onResults?: () => void;
}

/**
 * One action of the drawer: its label, address(es), status, who queued it and when, a batch's
 * count and a scan's progress; the move controls of a pending one, Remove, and Results once it
 * has finished.
 */
export function GatewayActionQueueItem({
  item,
  now,
  moves,
  removing,
  onRemove,
  onResults,
}: GatewayActionQueueItemProps) {
  const when = formatUpdated(item.createdAt, now) ?? item.createdAt;
  const fixed = moves !== undefined && !moves.draggable;
  return (
    <Box
      component="li"
      data-testid="queue-item"
      data-action-id={item.id}
      data-draggable={moves?.draggable ? 'true' : 'false'}
      draggable={moves?.draggable ?? false}
      {...(moves ? moves.dragProps : {})}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 0.75,
        px: 1,
        borderRadius: 1,
        borderTop: 2,
        borderColor: moves?.dropTarget ? 'primary.main' : 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ width: 24, pt: 0.25, color: 'text.secondary', flexShrink: 0 }}>
        {moves?.draggable ? (
          <DragIndicatorIcon
            fontSize="small"
            titleAccess={texts.dragHandle(item.label)}
            sx={{ cursor: 'grab' }}
          />
        ) : fixed ? (
          <LockOutlinedIcon fontSize="small" titleAccess={texts.fixedHint} />
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {item.label}
          </Typography>
          <ActionStatusChip status={item.status} />
        </Box>
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {actionTarget(item)} · {texts.queuedBy(item.createdBy, when)}
        </Typography>
        {item.batch ? (
          <Typography variant="caption" component="p" color="text.secondary">
            {texts.batch(item.batch.label, item.batch.pendingCount, item.batch.totalCount)}
          </Typography>
        ) : null}
        {item.progress && isUnfinished(item) ? (
          <Typography variant="caption" component="p" color="text.secondary">
            {texts.progress(item.progress.scanned, item.progress.total)} ·{' '}
            {texts.found(item.progress.found)}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        {moves?.draggable ? (
          <>
            <IconButton
              size="small"
              aria-label={texts.moveUp(item.label)}
              data-move={`${item.id}-up`}
              disabled={!moves.canMoveUp}
              onClick={moves.onMoveUp}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={texts.moveDown(item.label)}
              data-move={`${item.id}-down`}
              disabled={!moves.canMoveDown}
              onClick={moves.onMoveDown}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </>
        ) : null}
        {onResults ? (
          <Button size="small" onClick={onResults} aria-label={texts.results(item.label)}>
            {texts.resultsButton}
          </Button>
        ) : null}
        {onRemove ? (
          <IconButton
            size="small"
            aria-label={texts.remove(item.label)}
            onClick={onRemove}
            loading={removing}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}
