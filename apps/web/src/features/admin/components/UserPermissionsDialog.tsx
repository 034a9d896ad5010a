import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import type { PermissionCode } from '@vigil/domain';
import { messages, sortedRoles } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { useStatusSnackbar } from '../../../components/StatusSnackbarContext';
import type { CompanyUser } from '../hooks/useCompanyUsers';
import { useEditCustomerPermissions } from '../hooks/useEditCustomerPermissions';
import { usersTexts as texts } from '../usersTexts';
import { RolesFieldset } from './RolesFieldset';

export interface UserPermissionsDialogProps {
  /** The user whose roles are edited; the dialog is open while one is given. */
  user: CompanyUser | null;
  customerID: string;
  editable: readonly PermissionCode[];
  onClose: () => void;
}

/**
 * One user's permission flags on the company (spec core §6), every code with its label, saved
 * with editCustomerPermissions. The change reaches that user's next request.
 */
export function UserPermissionsDialog({
  user,
  customerID,
  editable,
  onClose,
}: UserPermissionsDialogProps) {
  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title={user ? texts.permissionsTitle(user.email) : ''}
    >
      {(onBusyChange) =>
        user ? (
          <PermissionsForm
            key={user.id}
            user={user}
            customerID={customerID}
            editable={editable}
            onClose={onClose}
            onBusyChange={onBusyChange}
          />
        ) : null
      }
    </FormDialog>
  );
}

function PermissionsForm({
  user,
  customerID,
  editable,
  onClose,
  onBusyChange,
}: {
  user: CompanyUser;
  customerID: string;
  editable: readonly PermissionCode[];
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [save, state] = useEditCustomerPermissions(customerID);
  const { showSuccess } = useStatusSnackbar();
  const [roles, setRoles] = useState<PermissionCode[]>(() => sortedRoles(user.roles));
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async () => {
    setFailure(null);
    onBusyChange(true);
    try {
      await save(user.id, roles);
      onBusyChange(false);
      showSuccess();
      onClose();
    } catch (error) {
      onBusyChange(false);
      setFailure(errorMessage(error) ?? messages.somethingWentWrong);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <RolesFieldset
          value={roles}
          onChange={setRoles}
          editable={editable}
          disabled={state.loading}
        />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={texts.save}
        busy={state.loading}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
