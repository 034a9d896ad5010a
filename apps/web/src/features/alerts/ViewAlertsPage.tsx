import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES, messages } from '@vigil/domain';
import { useState } from 'react';
import { Link as RouterLink, generatePath, useParams } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { RequestButton } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { StatusSnackbar } from '../../components/StatusSnackbar';
import type { SnackbarKind } from '../../components/StatusSnackbar';
import { AlertsViewDocument, ViewAlertsDocument } from '../../graphql/generated/graphql';
import type { AlertsViewQuery } from '../../graphql/generated/graphql';
import { alertsTexts } from './alertsTexts';
import { AlarmRules } from './components/AlarmRules';
import { AlertKindCheckboxes } from './components/AlertKindCheckboxes';
import { useAlertKindDrafts } from './hooks/useAlertKindDrafts';
import { useUpdateViewAlerts } from './hooks/useUpdateViewAlerts';

type AlertsView = NonNullable<AlertsViewQuery['view']>;

/**
 * /{customer}/views/{viewName}/alerts (spec core §2, admin): each user who may read the view with
 * their four alert kinds, saved together (updateViewAlerts), then the view's alarm rules, for
 * users who may update the view.
 */
export function ViewAlertsPage() {
  const { viewName = '' } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  usePageTitle(`${viewName} · ${alertsTexts.viewAlertsTitle}`);
  const viewQuery = useQuery(AlertsViewDocument, { variables: { viewName, customerID } });
  const view = viewQuery.data?.view;

  const header = (
    <PageHeader
      title={alertsTexts.viewAlertsTitle}
      subtitle={viewName}
      actions={
        <Button
          component={RouterLink}
          to={generatePath(APP_ROUTES.view, { customer: customerSegment, viewName })}
        >
          {alertsTexts.backToView}
        </Button>
      }
    />
  );
  let body;
  if (viewQuery.error && !viewQuery.data) {
    body = <RetryBanner retry={viewQuery.refetch}>{viewQuery.error.message}</RetryBanner>;
  } else if (!viewQuery.data) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={alertsTexts.loadingViewAlerts} />
      </Box>
    );
  } else if (!view) {
    body = <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>;
  } else if (!view.canUpdate) {
    body = <StatusBanner kind="warning">{alertsTexts.noUpdatePermission}</StatusBanner>;
  } else {
    body = (
      <>
        <ViewAlertsTable view={view} />
        <AlarmRules view={view} />
      </>
    );
  }
  return (
    <>
      {header}
      {body}
    </>
  );
}

function ViewAlertsTable({ view }: { view: AlertsView }) {
  const { data, error, refetch } = useQuery(ViewAlertsDocument, {
    variables: { viewID: view.id, customerID: view.customerID },
  });
  const [updateViewAlerts] = useUpdateViewAlerts(view);
  const [snackbar, setSnackbar] = useState<{ open: boolean; kind: SnackbarKind; message?: string }>(
    { open: false, kind: 'success' },
  );
  const drafts = useAlertKindDrafts(
    data?.viewAlerts ?? [],
    (user) => user.userID,
    (changed) =>
      updateViewAlerts(changed.map(({ row, kinds }) => ({ userID: row.userID, ...kinds }))),
    (outcome) => setSnackbar({ open: true, ...outcome }),
  );
  const { changed, saveState } = drafts;

  if (error && !data) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={alertsTexts.loadingViewAlerts} />
      </Box>
    );
  }
  const users = data.viewAlerts;
  return (
    <>
      {users.length === 0 ? (
        <Typography color="text.secondary">{alertsTexts.noUsers}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ minWidth: 0, px: 2 }}>
          {/* A user and their checkboxes, wrapping, so a phone never scrolls sideways. */}
          <Box
            component="ul"
            aria-label={alertsTexts.usersLabel}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {users.map((user, index) => (
              <Box
                component="li"
                key={user.userID}
                sx={{ py: 1, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}
              >
                <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Typography>
                <AlertKindCheckboxes
                  label={alertsTexts.alertsOf(user.email)}
                  value={drafts.valueOf(user)}
                  disabled={saveState === 'fetching'}
                  onChange={(next) => drafts.set(user, next)}
                />
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      {changed.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <StatusBanner kind="info">{alertsTexts.unsavedChanges}</StatusBanner>
        </Box>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <RequestButton
          variant="contained"
          state={saveState}
          startIcon={<SaveIcon />}
          disabled={changed.length === 0 || saveState === 'fetching'}
          onClick={() => void drafts.save()}
        >
          {alertsTexts.save}
        </RequestButton>
      </Box>
      <StatusSnackbar
        open={snackbar.open}
        kind={snackbar.kind}
        message={snackbar.message}
        onClose={() => setSnackbar((s) => ({ ...s, open: false }))}
      />
    </>
  );
}
