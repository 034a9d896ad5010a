import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BuildIcon from '@mui/icons-material/Build';
import EditIcon from '@mui/icons-material/Edit';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HandymanIcon from '@mui/icons-material/Handyman';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockIcon from '@mui/icons-material/Lock';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import type { SvgIconComponent } from '@mui/icons-material';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { LogDays } from '../../../components/LogDays';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { EquipmentLogsDocument } from '../../../graphql/generated/graphql';
import type { EquipmentLogsQuery } from '../../../graphql/generated/graphql';
import { equipmentEventsTexts as texts } from '../equipmentEventsTexts';

/** Entries per page (the server's default page, EQUIPMENT_LOGS_PAGE_SIZE in the domain). */
export const EQUIPMENT_LOGS_PAGE = 50;

type EquipmentLog = EquipmentLogsQuery['equipmentLogs']['items'][number];

/** An icon per kind of event; kinds the server adds later get the generic one. */
const KIND_ICONS: Record<string, SvgIconComponent> = {
  created: AddCircleOutlineIcon,
  edited: EditIcon,
  maintenance: BuildIcon,
  repair: HandymanIcon,
  locked: LockIcon,
  disconnected: LinkOffIcon,
  connected: LinkIcon,
  status: MonitorHeartIcon,
  files: AttachFileIcon,
};

const KIND_COLORS: Record<string, 'error' | 'success' | 'warning' | 'action'> = {
  disconnected: 'error',
  connected: 'success',
  maintenance: 'warning',
  repair: 'warning',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

function EquipmentLogLine({ log }: { log: EquipmentLog }) {
  const Icon = KIND_ICONS[log.kind] ?? EventNoteIcon;
  const kindLabel = texts.kinds[log.kind] ?? texts.otherKind;
  return (
    <ListItem
      data-testid="equipment-log"
      data-kind={log.kind}
      sx={{ gap: 1.5, alignItems: 'flex-start', px: 0 }}
    >
      <Icon
        fontSize="small"
        color={KIND_COLORS[log.kind] ?? 'action'}
        titleAccess={kindLabel}
        sx={{ mt: 0.25, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {log.message}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={log.createdAt}>{timeFormat.format(new Date(log.createdAt))}</time>{' '}
          {log.userName ? texts.by(log.userName) : texts.byGateway}
        </Typography>
      </Box>
    </ListItem>
  );
}

/** Log entries under one date separator per day, newest first. */
export function EquipmentLogsDays({ logs }: { logs: readonly EquipmentLog[] }) {
  return (
    <LogDays logs={logs} name="equipment-log" renderLog={(log) => <EquipmentLogLine log={log} />} />
  );
}

export interface EquipmentLogsListProps {
  equipmentID: string;
  customerID: string | undefined;
}

/** The equipment's events, a page at a time with "Load more" (spec core §2 Equipment Logs). */
export function EquipmentLogsList({ equipmentID, customerID }: EquipmentLogsListProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(EquipmentLogsDocument, {
    variables: { equipmentID, customerID, limit: EQUIPMENT_LOGS_PAGE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  if (error && !data) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!data) {
    return loading ? (
      <Box aria-label={texts.loadingLogs} aria-busy role="progressbar">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    ) : null;
  }

  const { items: logs, total } = data.equipmentLogs;
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({
        variables: { offset: logs.length },
        updateQuery: (previous, { fetchMoreResult }) => {
          // Entries that arrived meanwhile shift the pages: an entry seen already is not repeated.
          const known = new Set(previous.equipmentLogs.items.map((log) => log.id));
          return {
            ...fetchMoreResult,
            equipmentLogs: {
              ...fetchMoreResult.equipmentLogs,
              items: [
                ...previous.equipmentLogs.items,
                ...fetchMoreResult.equipmentLogs.items.filter((log) => !known.has(log.id)),
              ],
            },
          };
        },
      });
    } catch (failure) {
      setMoreError(errorMessage(failure) ?? messages.somethingWentWrong);
    } finally {
      setLoadingMore(false);
    }
  };

  if (logs.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {texts.noLogs}
      </Typography>
    );
  }
  return (
    <>
      <EquipmentLogsDays logs={logs} />
      {moreError ? <StatusBanner kind="error">{moreError}</StatusBanner> : null}
      {logs.length < total ? (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" onClick={() => void loadMore()} loading={loadingMore}>
            {texts.loadMore}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {texts.shownOf(logs.length, total)}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}
