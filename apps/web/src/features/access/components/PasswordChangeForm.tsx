import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, passwordChangeSchema } from '@vigil/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton, type RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { accountTexts } from '../accountTexts';
import { useResetUserPassword } from '../hooks/useResetUserPassword';
import { NewPasswordFields } from './NewPasswordFields';

const EMPTY = { currentPassword: '', password: '', confirm: '' };

/**
 * Reset Password on My Account (spec access §2, §5): the current password, a new one by the
 * password rules with its strength meter, and its confirmation. The spec's messages tell how it
 * went; the user's other sessions end.
 */
export function PasswordChangeForm({ email }: { email: string }) {
  const [reset] = useResetUserPassword();
  const [state, setState] = useState<RequestState>('before');
  const {
    register,
    handleSubmit,
    control,
    reset: clearForm,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setState('fetching');
    try {
      await reset(currentPassword, password);
      setState('success');
      clearForm(EMPTY);
    } catch {
      setState('error');
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={accountTexts.passwordHeading}
      onSubmit={(event) => void onSubmit(event)}
    >
      {state === 'success' ? (
        <StatusBanner kind="ok">{messages.passwordResetDone}</StatusBanner>
      ) : state === 'error' ? (
        <StatusBanner kind="error">{messages.passwordNotUpdated}</StatusBanner>
      ) : null}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <FormTextField
        label={accountTexts.currentPassword}
        type="password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
        required
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={{
          registration: register('password'),
          error: errors.password,
          value: password,
        }}
        confirm={{ registration: register('confirm'), error: errors.confirm }}
      />
      <RequestButton type="submit" variant="contained" state={state} sx={{ mt: 1 }}>
        {accountTexts.resetPassword}
      </RequestButton>
    </Box>
  );
}
