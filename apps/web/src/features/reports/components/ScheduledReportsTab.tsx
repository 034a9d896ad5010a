import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import type { BannerKind } from '../../../components/StatusBanner';
import { ReportSchedulesDocument } from '../../../graphql/generated/graphql';
import type { ReportScheduleFieldsFragment } from '../../../graphql/generated/graphql';
import { useDeleteReportSchedule } from '../hooks/useDeleteReportSchedule';
import { useSendReportNow } from '../hooks/useSendReportNow';
import { reportTexts as texts } from '../reportTexts';
import { ReportScheduleDialog } from './ReportScheduleDialog';
import { ReportSchedulesTable } from './ReportSchedulesTable';

interface Notice {
  kind: BannerKind;
  text: string;
}

/** What a dialog of the tab is open for; the schedule stays named while the dialog closes. */
interface Dialog<T> {
  open: boolean;
  target: T;
}

/**
 * The customer's scheduled reports (on views the user may update): add, edit, delete, and send
 * one now to try it.
 */
export function ScheduledReportsTab({ customerID }: { customerID: string }) {
  const list = useQuery(ReportSchedulesDocument, {
    variables: { customerID },
    fetchPolicy: 'cache-and-network',
  });
  const schedules = list.data?.reportSchedules ?? null;

  const [sendNow] = useSendReportNow(customerID);
  const [deleteSchedule, deleteState] = useDeleteReportSchedule(customerID);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sendingID, setSendingID] = useState<string | null>(null);
  const [form, setForm] = useState<Dialog<ReportScheduleFieldsFragment | null>>({
    open: false,
    target: null,
  });
  const [deleting, setDeleting] = useState<Dialog<ReportScheduleFieldsFragment | null>>({
    open: false,
    target: null,
  });

  const failed = (failure: unknown) =>
    setNotice({ kind: 'error', text: errorMessage(failure) ?? messages.snackbarError });

  const onSendNow = async (schedule: ReportScheduleFieldsFragment) => {
    setNotice(null);
    setSendingID(schedule.id);
    try {
      await sendNow(schedule.id);
      setNotice({ kind: 'ok', text: texts.queued(schedule.viewName) });
    } catch (failure) {
      failed(failure);
    }
    setSendingID(null);
  };

  const confirmDelete = async () => {
    const schedule = deleting.target;
    if (!schedule) return;
    try {
      await deleteSchedule(schedule.id);
      setNotice({ kind: 'ok', text: texts.scheduleDeleted });
    } catch (failure) {
      failed(failure);
    }
    setDeleting({ open: false, target: schedule });
  };

  let body;
  if (list.error && !schedules) {
    body = <RetryBanner retry={list.refetch}>{list.error.message}</RetryBanner>;
  } else if (schedules !== null && schedules.length === 0) {
    body = (
      <Box data-testid="schedules-empty" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {texts.schedulesEmpty}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.schedulesEmptyHint}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <>
        {list.error ? <StatusBanner kind="error">{list.error.message}</StatusBanner> : null}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <ReportSchedulesTable
            schedules={schedules}
            sendingID={sendingID}
            onSendNow={(schedule) => void onSendNow(schedule)}
            onEdit={(schedule) => setForm({ open: true, target: schedule })}
            onDelete={(schedule) => setDeleting({ open: true, target: schedule })}
          />
        </TableContainer>
      </>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          aria-haspopup="dialog"
          onClick={() => setForm({ open: true, target: null })}
        >
          {texts.addSchedule}
        </Button>
      </Box>
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      <Paper variant="outlined" aria-busy={list.loading}>
        <Box sx={{ height: 4 }}>
          {list.loading && schedules ? (
            <LinearProgress aria-label={texts.loadingSchedules} />
          ) : null}
        </Box>
        {body}
      </Paper>
      <ReportScheduleDialog
        open={form.open}
        customerID={customerID}
        schedule={form.target}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={() => {
          setForm((current) => ({ ...current, open: false }));
          setNotice({ kind: 'ok', text: texts.saved });
        }}
      />
      <ConfirmDialog
        open={deleting.open}
        title={texts.deleteScheduleTitle}
        body={deleting.target ? texts.deleteScheduleBody(deleting.target.viewName) : null}
        confirmLabel={texts.delete}
        confirmColor="error"
        busy={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
