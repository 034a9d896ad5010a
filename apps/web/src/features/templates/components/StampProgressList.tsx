import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Link as RouterLink } from 'react-router';
import type { StampRow, StampStatus } from '../hooks/useStampViews';
import { stampedViewPath } from '../templatePaths';
import { templateTexts as texts } from '../templateTexts';

const STATUS_LABEL: Record<StampStatus, string> = {
  pending: texts.pending,
  creating: texts.creating,
  created: texts.created,
  failed: texts.failed,
};

function StatusIcon({ status }: { status: StampStatus }) {
  switch (status) {
    case 'pending':
      return <HourglassEmptyIcon color="disabled" />;
    case 'creating':
      return <CircularProgress size={20} aria-hidden />;
    case 'created':
      return <CheckCircleIcon color="success" />;
    case 'failed':
      return <ErrorIcon color="error" />;
  }
}

export interface StampProgressListProps {
  rows: readonly StampRow[];
  customerSegment: string | undefined;
}

/**
 * One row per site being stamped: waiting, being created, created (linked to the new view) or
 * failed with the server's message. Announced politely as rows change.
 */
export function StampProgressList({ rows, customerSegment }: StampProgressListProps) {
  return (
    <List aria-label={texts.progressLabel} aria-live="polite" dense>
      {rows.map((row) => (
        <ListItem key={row.key} data-testid="stamp-row" data-status={row.status}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <StatusIcon status={row.status} />
          </ListItemIcon>
          <ListItemText
            primary={
              row.status === 'created' && row.viewName ? (
                <Link
                  component={RouterLink}
                  to={stampedViewPath(customerSegment, row.viewName)}
                  aria-label={texts.openView(row.viewName)}
                >
                  {row.viewName}
                </Link>
              ) : (
                row.name
              )
            }
            secondary={
              row.status === 'failed' && row.message
                ? `${STATUS_LABEL.failed}: ${row.message}`
                : STATUS_LABEL[row.status]
            }
            slotProps={{ secondary: { color: row.status === 'failed' ? 'error' : undefined } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
