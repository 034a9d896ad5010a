import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { RequestButton } from '../../../components/RequestButton';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { StatusSnackbar } from '../../../components/StatusSnackbar';
import type { SnackbarKind } from '../../../components/StatusSnackbar';
import { TestAlertResults } from '../../../components/alarms/TestAlertResults';
import { alarmTexts } from '../../../components/alarms/alarmTexts';
import { useTestAlert } from '../../../components/alarms/hooks/useTestAlert';
import { MyViewAlertsDocument } from '../../../graphql/generated/graphql';
import { alertsTexts } from '../alertsTexts';
import { useSignInOnUnauthenticated } from '../hooks/useSignInOnUnauthenticated';
import { useUpdateUserAlerts } from '../hooks/useUpdateUserAlerts';
import { useAlertKindDrafts } from '../hooks/useAlertKindDrafts';
import { AlertKindCheckboxes } from './AlertKindCheckboxes';

/** Views per page of the settings. */
export const ALERT_SETTINGS_PAGE_SIZE = 50;

/**
 * The signed-in user's alert settings: the four alert kinds on each view of the customer they may
 * read, saved together (updateUserAlerts), and Send Test Alert with a result per channel.
 */
export function AlertSettings({ customerID }: { customerID: string }) {
  const [page, setPage] = useState(0);
  const variables = useMemo(
    () => ({
      customerID,
      limit: ALERT_SETTINGS_PAGE_SIZE,
      offset: page * ALERT_SETTINGS_PAGE_SIZE,
    }),
    [customerID, page],
  );
  const { data, previousData, loading, error, refetch } = useQuery(MyViewAlertsDocument, {
    variables,
  });
  const leaving = useSignInOnUnauthenticated(error);
  const [snackbar, setSnackbar] = useState<{ open: boolean; kind: SnackbarKind; message?: string }>(
    { open: false, kind: 'success' },
  );
  const [updateUserAlerts] = useUpdateUserAlerts(variables);
  const testAlert = useTestAlert(customerID, (failure) =>
    setSnackbar({ open: true, kind: 'error', message: errorMessage(failure) }),
  );

  const views = (data ?? previousData)?.myViewAlerts ?? null;
  const drafts = useAlertKindDrafts(
    views ?? [],
    (view) => view.viewID,
    (changed) =>
      updateUserAlerts(changed.map(({ row, kinds }) => ({ viewID: row.viewID, ...kinds }))),
    (outcome) => setSnackbar({ open: true, ...outcome }),
  );
  const { changed, saveState } = drafts;

  let body;
  if (error && !views) {
    body = leaving ? null : <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!views) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={alertsTexts.loadingSettings} />
      </Box>
    );
  } else if (views.length === 0 && page === 0) {
    body = <Typography color="text.secondary">{alertsTexts.noViews}</Typography>;
  } else {
    // Unknown total: a short page is the last one.
    const count =
      views.length < ALERT_SETTINGS_PAGE_SIZE ? page * ALERT_SETTINGS_PAGE_SIZE + views.length : -1;
    body = (
      <>
        <Box
          component="ul"
          aria-label={alertsTexts.settingsTab}
          aria-busy={loading}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {views.map((view, index) => (
            <Box component="li" key={view.viewID}>
              {index > 0 ? <Divider component="div" /> : null}
              <Box sx={{ py: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {view.viewName}
                </Typography>
                <AlertKindCheckboxes
                  label={alertsTexts.alertsOf(view.viewName)}
                  value={drafts.valueOf(view)}
                  disabled={saveState === 'fetching'}
                  onChange={(next) => drafts.set(view, next)}
                />
              </Box>
            </Box>
          ))}
        </Box>
        <TablePagination
          component="div"
          count={count}
          page={page}
          rowsPerPage={ALERT_SETTINGS_PAGE_SIZE}
          rowsPerPageOptions={[ALERT_SETTINGS_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {alertsTexts.settingsTab}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {alertsTexts.settingsIntro}
      </Typography>
      {body}
      {changed.length > 0 ? (
        <StatusBanner kind="info">{alertsTexts.unsavedChanges}</StatusBanner>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <RequestButton
          variant="contained"
          state={saveState}
          startIcon={<SaveIcon />}
          disabled={changed.length === 0 || saveState === 'fetching'}
          onClick={() => void drafts.save()}
        >
          {alertsTexts.save}
        </RequestButton>
        <RequestButton
          variant="outlined"
          state={testAlert.state}
          startIcon={<NotificationsActiveIcon />}
          onClick={() => void testAlert.send()}
        >
          {alarmTexts.sendTestAlert}
        </RequestButton>
      </Box>
      <TestAlertResults results={testAlert.results} noChannels={alertsTexts.noChannels} />
      <StatusSnackbar
        open={snackbar.open}
        kind={snackbar.kind}
        message={snackbar.message}
        onClose={() => setSnackbar((s) => ({ ...s, open: false }))}
      />
    </Paper>
  );
}
