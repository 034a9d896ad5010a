import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailEntrySchema } from '@vigil/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import type { RequestState } from '../../../components/RequestButton';
import { SignInSubmitButton } from './SignInSubmitButton';

/**
 * The e-mail entry form of the reset and resend pages (spec access §5): trimmed, 'Please enter an
 * email address.' when empty, 'Please use a valid email address.' when malformed, and its button
 * disabled while the form is untouched or invalid.
 */
export function EmailEntryForm({
  state,
  submitLabel,
  onSubmit,
}: {
  state: RequestState;
  submitLabel: string;
  onSubmit: (email: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isValid },
  } = useForm({
    mode: 'onChange',
    resolver: zodResolver(emailEntrySchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(({ email }) => onSubmit(email));
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormTextField
        label="Email"
        type="email"
        registration={register('email')}
        error={errors.email}
        required
        autoComplete="email"
        autoFocus
      />
      <SignInSubmitButton state={state} disabled={!isDirty || !isValid}>
        {submitLabel}
      </SignInSubmitButton>
    </Box>
  );
}
