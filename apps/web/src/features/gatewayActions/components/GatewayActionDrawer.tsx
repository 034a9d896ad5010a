import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  GATEWAY_DRAWER_HEIGHT,
  messages,
  removalNeedsWarning,
  reorderActions,
} from '@vigil/domain';
import type { ActionStatus } from '@vigil/domain';
import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { useCustomerID } from '../../../app/hooks/useCustomerID';
import { useNow } from '../../../app/hooks/useNow';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { actionStatusOf, inOrder, isUnfinished, queueTypeOf } from '../gatewayActionModel';
import type { GatewayActionItem, QueueNode } from '../gatewayActionModel';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { useDeleteGatewayAction } from '../hooks/useDeleteGatewayAction';
import { useGatewayActionQueue } from '../hooks/useGatewayActionQueue';
import { useReorderActionQueue } from '../hooks/useReorderActionQueue';
import { GatewayActionQueueItem } from './GatewayActionQueueItem';
import type { QueueItemMoves } from './GatewayActionQueueItem';
import { GatewayActionResultsDialog } from './GatewayActionResultsDialog';

/** Read by screen readers, not shown: where a moved action went. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface GatewayActionDrawerProps {
  gateway: { id: string; name: string; gwType: string };
  customerID: string | undefined;
  /** Open at first (the SNMP Walk page); it also opens by itself when an action is added. */
  defaultOpen?: boolean;
  /** The user manages the gateway: actions can be moved and removed. */
  canManage?: boolean;
  /**
   * An HA pair's node whose queue is shown (node 1, the gateway's, unless told); with
   * onNodeChange the page holds it, so what the page queues goes to the node shown.
   */
  node?: QueueNode;
  onNodeChange?: (node: QueueNode) => void;
}

interface Ranked {
  item: GatewayActionItem;
  status: ActionStatus;
}

/**
 * The gateway action drawer (spec core §2, §4): fixed at the bottom of the window, 64 px closed
 * and 240 px open (GATEWAY_DRAWER_HEIGHT), with a spacer of the same height where it is placed so
 * the page scrolls clear of it. It lists the queue live (pending and running actions, then the
 * newest finished ones) with its count. Running actions are fixed; pending ones move by dragging
 * or with their Move up / Move down buttons, and each move saves the new order. Removing asks
 * first when the action is running or its batch has progressed. Finished actions open their
 * results.
 */
export function GatewayActionDrawer({
  gateway,
  customerID,
  defaultOpen = false,
  canManage = true,
  node: givenNode,
  onNodeChange,
}: GatewayActionDrawerProps) {
  const { customerSegment } = useCustomerID();
  const [ownNode, setOwnNode] = useState<QueueNode>('HA1');
  const paired = gateway.gwType === 'HA1';
  const node = paired ? (givenNode ?? ownNode) : 'HA1';
  const changeNode = (next: QueueNode) => {
    setOwnNode(next);
    onNodeChange?.(next);
  };
  const variables = {
    gatewayID: gateway.id,
    customerID,
    gatewayType: queueTypeOf(gateway, node),
  };
  const queue = useGatewayActionQueue(variables);
  const [reorder] = useReorderActionQueue();
  const [deleteAction] = useDeleteGatewayAction();
  const now = useNow(15_000);
  const titleId = useId();
  const bodyId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const items = queue.data?.gatewayActionQueue ?? null;
  /** The order being saved, shown until the server's answer replaces the cached queue. */
  const [order, setOrder] = useState<string[] | null>(null);
  const active = inOrder((items ?? []).filter(isUnfinished), order);
  const finished = (items ?? []).filter((item) => !isUnfinished(item));
  const ranked: Ranked[] = active.map((item) => ({ item, status: actionStatusOf(item.status) }));

  const [open, setOpen] = useState(defaultOpen);
  // A new action (queued here or elsewhere) opens the drawer, so its progress is seen.
  const [seenCount, setSeenCount] = useState<number | null>(null);
  if (items !== null && seenCount !== active.length) {
    if (seenCount !== null && active.length > seenCount) setOpen(true);
    setSeenCount(active.length);
  }

  const [confirming, setConfirming] = useState<GatewayActionItem | null>(null);
  const [removingID, setRemovingID] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [results, setResults] = useState<GatewayActionItem | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const saves = useRef(0);
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  // A move by keyboard keeps the focus on the moved action's button, wherever it went.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current) return;
    focusAfterMove.current = null;
    const button = (direction: 'up' | 'down') =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}-${direction}"]`);
    const same = button(wanted.direction);
    const other = button(wanted.direction === 'up' ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  });

  const canMove = (from: number, to: number) => reorderActions(ranked, from, to) !== ranked;

  const move = (from: number, to: number) => {
    const next = reorderActions(ranked, from, to);
    if (next === ranked) return;
    const moved = ranked[from]?.item;
    const ids = next.map((entry) => entry.item.id);
    const pendingIDs = next.filter((entry) => entry.status === 'PENDING').map((e) => e.item.id);
    setOrder(ids);
    setFailure(null);
    if (moved) setAnnouncement(texts.moved(moved.label, to + 1, next.length));
    saves.current += 1;
    const save = saves.current;
    reorder(variables, pendingIDs)
      .catch((error: unknown) => {
        setFailure(errorMessage(error) ?? messages.somethingWentWrong);
        void queue.refetch().catch(() => {});
      })
      .finally(() => {
        // Only the last move's answer ends the shown order; earlier ones are overtaken.
        if (saves.current === save) setOrder(null);
      });
  };

  const remove = async (item: GatewayActionItem) => {
    setConfirming(null);
    setFailure(null);
    setRemovingID(item.id);
    try {
      await deleteAction({
        gatewayID: gateway.id,
        customerID,
        actionID: item.id,
        createdAt: item.createdAt,
      });
    } catch {
      setFailure(messages.deleteActionFailed);
      setOpen(true);
    } finally {
      setRemovingID(null);
    }
  };

  const askToRemove = (item: GatewayActionItem) => {
    const warn = removalNeedsWarning({ status: actionStatusOf(item.status), batch: item.batch });
    if (warn) setConfirming(item);
    else void remove(item);
  };

  const movesOf = (index: number): QueueItemMoves => {
    const entry = ranked[index] as Ranked;
    const draggable = entry.status !== 'IN_PROGRESS';
    return {
      draggable,
      canMoveUp: canMove(index, index - 1),
      canMoveDown: canMove(index, index + 1),
      onMoveUp: () => {
        focusAfterMove.current = { id: entry.item.id, direction: 'up' };
        move(index, index - 1);
      },
      onMoveDown: () => {
        focusAfterMove.current = { id: entry.item.id, direction: 'down' };
        move(index, index + 1);
      },
      dropTarget: dragOver === index && dragFrom !== index,
      dragProps: {
        onDragStart: (event: DragEvent) => {
          if (!draggable) return;
          event.dataTransfer?.setData('text/plain', entry.item.id);
          if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
          setDragFrom(index);
        },
        onDragOver: (event: DragEvent) => {
          if (dragFrom === null || !canMove(dragFrom, index)) return;
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
          setDragOver(index);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          if (dragFrom !== null) move(dragFrom, index);
          setDragFrom(null);
          setDragOver(null);
        },
        onDragEnd: () => {
          setDragFrom(null);
          setDragOver(null);
        },
      },
    };
  };

  const height = open ? GATEWAY_DRAWER_HEIGHT.open : GATEWAY_DRAWER_HEIGHT.closed;
  let body;
  if (queue.error && items === null) {
    body = <RetryBanner retry={queue.refetch}>{queue.error.message}</RetryBanner>;
  } else if (items === null) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={texts.loadingQueue} />
      </Box>
    );
  } else if (items.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {texts.emptyQueue}
      </Typography>
    );
  } else {
    body = (
      <Box
        component="ul"
        ref={listRef}
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {active.map((item, index) => (
          <GatewayActionQueueItem
            key={item.id}
            item={item}
            now={now}
            moves={canManage ? movesOf(index) : undefined}
            removing={removingID === item.id}
            onRemove={canManage ? () => askToRemove(item) : undefined}
          />
        ))}
        {finished.length > 0 ? (
          <Box component="li" aria-hidden sx={{ px: 1, pt: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {texts.finishedHeading}
            </Typography>
          </Box>
        ) : null}
        {finished.map((item) => (
          <GatewayActionQueueItem
            key={item.id}
            item={item}
            now={now}
            removing={removingID === item.id}
            onRemove={canManage ? () => askToRemove(item) : undefined}
            onResults={() => setResults(item)}
          />
        ))}
      </Box>
    );
  }

  const confirmingStatus = confirming ? actionStatusOf(confirming.status) : null;
  return (
    <>
      <Box aria-hidden data-testid="action-drawer-spacer" sx={{ height, flexShrink: 0 }} />
      <Paper
        component="section"
        aria-labelledby={titleId}
        data-testid="action-drawer"
        data-open={open ? 'true' : 'false'}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height,
          zIndex: (theme) => theme.zIndex.appBar,
          display: 'flex',
          flexDirection: 'column',
          transition: (theme) => theme.transitions.create('height'),
        }}
      >
        <Box
          sx={{
            height: GATEWAY_DRAWER_HEIGHT.closed,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1.5, sm: 2 },
            borderBottom: open ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" noWrap sx={{ flexShrink: 0 }}>
            {texts.drawerTitle}
          </Typography>
          <Chip
            size="small"
            color={active.length > 0 ? 'primary' : 'default'}
            label={texts.queueCount(active.length)}
            data-testid="queue-count"
          />
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {gateway.name}
          </Typography>
          {paired ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={node}
              aria-label={texts.nodeSwitch}
              onChange={(_event, next: QueueNode | null) => {
                if (next) changeNode(next);
              }}
              sx={{ flexShrink: 0 }}
            >
              <ToggleButton value="HA1" sx={{ px: 1, py: 0.25 }}>
                {texts.node1}
              </ToggleButton>
              <ToggleButton value="HA2" sx={{ px: 1, py: 0.25 }}>
                {texts.node2}
              </ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          <IconButton
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? texts.closeDrawer : texts.openDrawer}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          </IconButton>
        </Box>
        <Box
          id={bodyId}
          hidden={!open}
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 0.5, sm: 1 }, py: 0.5 }}
        >
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {queue.error && items !== null ? (
            <StatusBanner kind="error">{queue.error.message}</StatusBanner>
          ) : null}
          {body}
        </Box>
        <Box role="status" sx={VISUALLY_HIDDEN}>
          {announcement}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? texts.removeTitle(confirming.label) : ''}
        body={
          confirmingStatus === 'IN_PROGRESS' || !confirming?.batch
            ? texts.removeRunningBody
            : texts.removeBatchBody(
                confirming.batch.totalCount - confirming.batch.pendingCount,
                confirming.batch.totalCount,
              )
        }
        confirmLabel={texts.removeConfirm}
        confirmColor="error"
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
      <GatewayActionResultsDialog
        action={results}
        customerSegment={customerSegment}
        onClose={() => setResults(null)}
      />
    </>
  );
}
