import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { POLL_INTERVAL, messages } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import { registerGatewayResolver } from '../gatewayFormSchema';
import type { RegisterGatewayFormInput, RegisterGatewayFormValues } from '../gatewayFormSchema';
import { gatewayTexts } from '../gatewayTexts';
import { useRegisterGateway } from '../hooks/useRegisterGateway';
import type { RegisteredGateway } from '../hooks/useRegisterGateway';
import { showServerFieldError } from '../serverFieldError';

export interface RegisterGatewayDialogProps {
  open: boolean;
  customerID: string;
  onClose: () => void;
  /** Registered: the gateway with its token, which the server shows only in this answer. */
  onRegistered: (gateway: RegisteredGateway) => void;
}

/** Registers a gateway: a name, how often it polls, and the appliance's serial if it has one. */
export function RegisterGatewayDialog({ open, onClose, ...props }: RegisterGatewayDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={gatewayTexts.register}>
      {(onBusyChange) => (
        <RegisterGatewayForm {...props} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

function RegisterGatewayForm({
  customerID,
  onClose,
  onRegistered,
  onBusyChange,
}: Omit<RegisterGatewayDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [register, { loading }] = useRegisterGateway();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterGatewayFormInput, unknown, RegisterGatewayFormValues>({
    resolver: registerGatewayResolver,
    defaultValues: { name: '', pollInterval: String(POLL_INTERVAL.default), externalID: '' },
  });

  const onSubmit = handleSubmit(async ({ name, pollInterval, externalID }) => {
    setFailure(null);
    onBusyChange(true);
    try {
      const gateway = await register({ customerID, name, pollInterval, externalID });
      onBusyChange(false);
      onRegistered(gateway);
    } catch (error) {
      onBusyChange(false);
      const fields = ['name', 'pollInterval', 'externalID'] as const;
      if (!showServerFieldError(error, fields, setError)) {
        setFailure(errorMessage(error) ?? messages.snackbarError);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <FormTextField
          label={gatewayTexts.nameLabel}
          registration={field('name')}
          error={errors.name}
          required
          autoFocus
          autoComplete="off"
        />
        <FormTextField
          label={gatewayTexts.pollIntervalLabel}
          registration={field('pollInterval')}
          error={errors.pollInterval}
          inputMode="numeric"
          required
        />
        <FormTextField
          label={gatewayTexts.externalIDLabel}
          registration={field('externalID')}
          error={errors.externalID}
          autoComplete="off"
        />
        {errors.externalID ? null : (
          <Box component="p" sx={{ m: 0, color: 'text.secondary', typography: 'caption' }}>
            {gatewayTexts.externalIDHint}
          </Box>
        )}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={gatewayTexts.cancel}
        submitLabel={gatewayTexts.register}
        busy={loading}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
