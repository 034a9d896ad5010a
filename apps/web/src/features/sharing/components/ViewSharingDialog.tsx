import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { SharingViewDocument, ViewUsersDocument } from '../../../graphql/generated/graphql';
import { useDeleteViewUser } from '../hooks/useDeleteViewUser';
import { useUpdateViewUsers } from '../hooks/useUpdateViewUsers';
import { changeRight, personName, sameRights } from '../sharingTarget';
import type { SharingTarget, ViewRight, ViewUserRights, ViewUserRow } from '../sharingTarget';
import { sharingTexts } from '../sharingTexts';
import { AddPeopleForm } from './AddPeopleForm';
import { PublicLinksSection } from './PublicLinksSection';
import { ViewUsersList } from './ViewUsersList';

export interface ViewSharingDialogProps {
  open: boolean;
  onClose: () => void;
  view: SharingTarget;
  /** After a save: the page fetches the view again (its rights may have changed). */
  onViewChanged?: () => unknown;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.snackbarError;

type Outcome = { kind: 'ok' | 'error'; message: string } | null;

/** The dialog's content, mounted while it is open so each opening starts from the server. */
function SharingDialogBody({ view, onClose, onViewChanged }: Omit<ViewSharingDialogProps, 'open'>) {
  const sharingView = useQuery(SharingViewDocument, { variables: { viewID: view.id } });
  const viewUsers = useQuery(ViewUsersDocument, {
    variables: { viewID: view.id, customerID: view.customerID },
  });
  const [save] = useUpdateViewUsers(view);
  const [remove] = useDeleteViewUser(view);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, ViewUserRights>>(() => new Map());
  const [publicDraft, setPublicDraft] = useState<boolean | null>(null);
  const [saveState, setSaveState] = useState<RequestState>('before');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<ViewUserRow | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const publicHelpId = useId();

  const users = viewUsers.data?.viewUsers;
  const savedPublic = sharingView.data?.view?.isPublic;
  const isPublic = publicDraft ?? savedPublic ?? false;
  const changed = drafts.size > 0 || publicDraft !== null;
  const busy = saveState === 'fetching' || removeBusy;

  const changeUser = (row: ViewUserRow, right: ViewRight, on: boolean) => {
    setOutcome(null);
    setSaveState('before');
    setDrafts((current) => {
      const next = new Map(current);
      const rights = changeRight(current.get(row.user.id) ?? row.permissions, right, on);
      // Back to what is saved: nothing to send for this user.
      if (sameRights(rights, row.permissions)) next.delete(row.user.id);
      else next.set(row.user.id, rights);
      return next;
    });
  };

  const changePublic = (on: boolean) => {
    setOutcome(null);
    setSaveState('before');
    setPublicDraft(on === savedPublic ? null : on);
  };

  const submit = async () => {
    if (!changed || busy) return;
    setSaveState('fetching');
    setOutcome(null);
    try {
      await save(
        [...drafts].map(([userID, rights]) => ({ userID, ...rights })),
        publicDraft ?? undefined,
      );
      setDrafts(new Map());
      setPublicDraft(null);
      setSaveState('success');
      setOutcome({ kind: 'ok', message: sharingTexts.saved });
      await onViewChanged?.();
    } catch (error) {
      // The drafts stay, to be corrected and saved again (e.g. public without cpv).
      setSaveState('error');
      setOutcome({ kind: 'error', message: errorText(error) });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const userID = removing.user.id;
    setRemoveBusy(true);
    setOutcome(null);
    try {
      await remove(userID);
      setDrafts((current) => {
        if (!current.has(userID)) return current;
        const next = new Map(current);
        next.delete(userID);
        return next;
      });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) });
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  let people;
  if (viewUsers.error && !users) {
    people = <RetryBanner retry={viewUsers.refetch}>{viewUsers.error.message}</RetryBanner>;
  } else if (!users) {
    people = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={sharingTexts.loadingUsers} />
      </Box>
    );
  } else {
    people = (
      <ViewUsersList
        users={users}
        drafts={drafts}
        onChange={changeUser}
        onRemove={setRemoving}
        disabled={busy}
      />
    );
  }

  return (
    <>
      <DialogContent dividers>
        <Box
          component="form"
          id={`sharing-${view.id}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {outcome ? (
            <Box role={outcome.kind === 'ok' ? 'status' : undefined}>
              <StatusBanner kind={outcome.kind}>{outcome.message}</StatusBanner>
            </Box>
          ) : null}
          {sharingView.error && !sharingView.data ? (
            <RetryBanner retry={sharingView.refetch}>{sharingView.error.message}</RetryBanner>
          ) : null}
          <FormControlLabel
            control={
              <Switch
                checked={isPublic}
                disabled={savedPublic === undefined || busy}
                onChange={(_event, on) => changePublic(on)}
                slotProps={{ input: { 'aria-describedby': publicHelpId } }}
              />
            }
            label={sharingTexts.publicView}
          />
          <FormHelperText id={publicHelpId} sx={{ mt: -0.5, mb: 2 }}>
            {sharingTexts.publicViewHelp}
          </FormHelperText>
          {people}
          {changed ? (
            <Box sx={{ mt: 1 }}>
              <StatusBanner kind="info">{sharingTexts.unsavedChanges}</StatusBanner>
            </Box>
          ) : null}
        </Box>
        <Divider sx={{ my: 2 }} />
        <AddPeopleForm view={view} />
        <Divider sx={{ my: 2 }} />
        <PublicLinksSection view={view} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {sharingTexts.close}
        </Button>
        <RequestButton
          type="submit"
          form={`sharing-${view.id}`}
          variant="contained"
          state={saveState}
          disabled={!changed}
        >
          {sharingTexts.save}
        </RequestButton>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={sharingTexts.removeTitle}
        body={removing ? sharingTexts.removeBody(personName(removing.user)) : ''}
        confirmLabel={sharingTexts.remove}
        confirmColor="error"
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * Permissions & Sharing (spec core §2 view toolbar, §3, §7): who may read the view and with which
 * rights (saved with updateViewUsers, then the users and the view fetched again), whether it is
 * public, Remove (deleteViewUser, confirmed), Add people (addViewUser) and the view's public
 * links. Full screen on a phone.
 */
export function ViewSharingDialog({ open, onClose, view, onViewChanged }: ViewSharingDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{sharingTexts.dialogTitle(view.name)}</DialogTitle>
      {open ? (
        <SharingDialogBody view={view} onClose={onClose} onViewChanged={onViewChanged} />
      ) : null}
    </Dialog>
  );
}
