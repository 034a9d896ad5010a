import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSetSchema } from '@vigil/domain';
import { useForm, useWatch } from 'react-hook-form';
import type { RequestState } from '../../../components/RequestButton';
import { NewPasswordFields } from './NewPasswordFields';
import { SignInSubmitButton } from './SignInSubmitButton';

export interface NewPasswordFormProps {
  /** The account's address, for the browser's password manager. */
  email: string;
  state: RequestState;
  submitLabel: string;
  /** The fields' labels (see NewPasswordFields). */
  passwordLabel?: string;
  confirmLabel?: string;
  /** Called with a password that passed the rules and its confirmation. */
  onSubmit: (password: string) => void | Promise<void>;
}

/**
 * The form of a link that sets a password (the verification and password reset links): the
 * new password by the rules of spec access §5, its strength meter and its confirmation.
 */
export function NewPasswordForm({
  email,
  state,
  submitLabel,
  passwordLabel,
  confirmLabel,
  onSubmit,
}: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    resolver: zodResolver(passwordSetSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const submit = handleSubmit((values) => onSubmit(values.password));
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <NewPasswordFields
        password={{ registration: register('password'), error: errors.password, value: password }}
        confirm={{ registration: register('confirm'), error: errors.confirm }}
        passwordLabel={passwordLabel}
        confirmLabel={confirmLabel}
        autoFocus
      />
      <SignInSubmitButton state={state}>{submitLabel}</SignInSubmitButton>
    </Box>
  );
}
