import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailEntrySchema, messages } from '@vigil/domain';
import type { EmailEntryInput, PermissionCode } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { useStatusSnackbar } from '../../../components/StatusSnackbarContext';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import { useInviteToCompany } from '../hooks/useInviteToCompany';
import { usersTexts as texts } from '../usersTexts';
import { RolesFieldset } from './RolesFieldset';

export interface InviteUserDialogProps {
  open: boolean;
  customerID: string;
  /** The roles the inviter holds on the company: the ones they may give. */
  editable: readonly PermissionCode[];
  onClose: () => void;
}

/**
 * Invite a user (inviteToCompany): an address and the roles to hold on the company. The
 * invitee is mailed the 24-hour link to set a password; the list shows them as Invited.
 */
export function InviteUserDialog({ open, customerID, editable, onClose }: InviteUserDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={texts.inviteTitle}>
      {(onBusyChange) => (
        <InviteForm
          customerID={customerID}
          editable={editable}
          onClose={onClose}
          onBusyChange={onBusyChange}
        />
      )}
    </FormDialog>
  );
}

function InviteForm({
  customerID,
  editable,
  onClose,
  onBusyChange,
}: Omit<InviteUserDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [invite, state] = useInviteToCompany(customerID);
  const { showSuccess } = useStatusSnackbar();
  const [roles, setRoles] = useState<PermissionCode[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isValid },
  } = useForm<EmailEntryInput>({
    resolver: zodResolver(emailEntrySchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    onBusyChange(true);
    try {
      await invite(email, roles);
      onBusyChange(false);
      showSuccess();
      onClose();
    } catch (error) {
      onBusyChange(false);
      const message = errorMessage(error) ?? messages.unableToAddUser;
      if (message === messages.emailTaken || message === messages.invalidEmail) {
        setError('email', { type: 'server', message });
      } else {
        setFailure(message);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
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
        <Box sx={{ mt: 2 }}>
          <RolesFieldset
            value={roles}
            onChange={setRoles}
            editable={editable}
            disabled={state.loading}
          />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={texts.inviteSubmit}
        busy={state.loading}
        failed={Boolean(failure)}
        submitDisabled={!isDirty || !isValid}
      />
    </Box>
  );
}
