import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, mfaDisableSchema } from '@vigil/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton, type RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { accountTexts } from '../accountTexts';
import { useDeactivateTotp } from '../hooks/useDeactivateTotp';

/**
 * Disable MFA (spec access §4, §8): the spec's warning, and the password, which the server
 * checks; 'Problem deactivating MFA' when it refuses. Closes once MFA is off.
 */
export function MfaDisableDialog({
  userId,
  email,
  onClose,
}: {
  userId: string;
  email: string;
  onClose: (deactivated: boolean) => void;
}) {
  const titleId = useId();
  const [deactivate] = useDeactivateTotp(userId);
  const [state, setState] = useState<RequestState>('before');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    resolver: zodResolver(mfaDisableSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setState('fetching');
    try {
      await deactivate(password);
      setState('success');
      onClose(true);
    } catch {
      setState('error');
    }
  });

  return (
    <Dialog
      open
      onClose={state === 'fetching' ? undefined : () => onClose(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{accountTexts.disableTitle}</DialogTitle>
        <DialogContent>
          <StatusBanner kind="warning">{messages.disableMfaWarning}</StatusBanner>
          {state === 'error' ? (
            <StatusBanner kind="error">{messages.problemDeactivatingMfa}</StatusBanner>
          ) : null}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <FormTextField
            label={accountTexts.password}
            type="password"
            registration={register('password')}
            error={errors.password}
            required
            autoComplete="current-password"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={state === 'fetching'}>
            {accountTexts.cancel}
          </Button>
          <RequestButton type="submit" variant="contained" color="error" state={state}>
            {accountTexts.disable}
          </RequestButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
