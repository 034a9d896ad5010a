import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { PARTNER_ROLES, emailEntrySchema, messages } from '@vigil/domain';
import type { EmailEntryInput, PartnerRole } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import type { PartnerUserFieldsFragment } from '../../../graphql/generated/graphql';
import { partnerUsersTexts as texts } from '../partnerUsersTexts';

export interface PartnerUserAccess {
  partnerAdmin: boolean;
  partnerRoles: PartnerRole[];
}

export interface PartnerUserDialogProps {
  open: boolean;
  /** The user edited; null invites a new one. */
  user: PartnerUserFieldsFragment | null;
  onClose: () => void;
  /** Invites (with the address) or saves; rejects with the reason it could not. */
  onSubmit: (email: string, access: PartnerUserAccess) => Promise<void>;
}

/** Invite a partner's user (address, partner admin, roles), or edit one's admin flag and roles. */
export function PartnerUserDialog({ open, user, onClose, onSubmit }: PartnerUserDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={user ? texts.editTitle : texts.invite}>
      {(onBusyChange) => (
        <PartnerUserForm
          key={user?.id ?? 'new'}
          user={user}
          onClose={onClose}
          onSubmit={onSubmit}
          onBusyChange={onBusyChange}
        />
      )}
    </FormDialog>
  );
}

function PartnerUserForm({
  user,
  onClose,
  onSubmit,
  onBusyChange,
}: Omit<PartnerUserDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [partnerAdmin, setPartnerAdmin] = useState(user?.partnerAdmin ?? false);
  const [roles, setRoles] = useState<PartnerRole[]>(
    () =>
      (user?.partnerRoles ?? []).filter((r) =>
        PARTNER_ROLES.includes(r as PartnerRole),
      ) as PartnerRole[],
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailEntryInput>({
    resolver: zodResolver(emailEntrySchema),
    defaultValues: { email: user?.email ?? '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setBusy(true);
    onBusyChange(true);
    try {
      await onSubmit(email, { partnerAdmin, partnerRoles: roles });
      setBusy(false);
      onBusyChange(false);
      onClose();
    } catch (error) {
      setBusy(false);
      onBusyChange(false);
      const message =
        errorMessage(error) ?? (user ? messages.snackbarError : messages.invitationNotSent);
      if (!user && (message === messages.emailTaken || message === messages.invalidEmail)) {
        setError('email', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
    }
  });

  const toggle = (role: PartnerRole, on: boolean) =>
    setRoles((current) => PARTNER_ROLES.filter((r) => (r === role ? on : current.includes(r))));

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        {user ? (
          <Typography sx={{ wordBreak: 'break-all' }}>{user.email}</Typography>
        ) : (
          <>
            <DialogContentText>{texts.inviteHelp}</DialogContentText>
            <FormTextField
              label={texts.email}
              type="email"
              registration={register('email')}
              error={errors.email}
              required
              autoComplete="off"
              autoFocus
            />
          </>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              checked={partnerAdmin}
              onChange={(event) => setPartnerAdmin(event.target.checked)}
              disabled={busy}
            />
          }
          label={texts.partnerAdmin}
        />
        <FormHelperText sx={{ mt: 0 }}>{texts.partnerAdminHint}</FormHelperText>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <Typography component="legend" variant="subtitle2">
            {texts.rolesLegend}
          </Typography>
          <FormGroup>
            {PARTNER_ROLES.map((role) => (
              <Box key={role}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={partnerAdmin || roles.includes(role)}
                      onChange={(event) => toggle(role, event.target.checked)}
                      disabled={busy || partnerAdmin}
                    />
                  }
                  label={texts.roleLabels[role] ?? role}
                />
                <FormHelperText sx={{ mt: 0, ml: 4 }}>{texts.roleHints[role]}</FormHelperText>
              </Box>
            ))}
          </FormGroup>
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={user ? texts.save : texts.send}
        busy={busy}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
