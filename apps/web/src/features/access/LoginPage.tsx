import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { SIGN_IN_ERROR_CODES, loginSchema, messages } from '@vigil/domain';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/FormTextField';
import { StatusBanner } from '../../components/StatusBanner';
import { usePageTitle } from '../../app/PageTitleContext';
import { SignInDocument } from '../../graphql/generated/graphql';
import { SignInCard } from './components/SignInCard';
import { SignInCardLink } from './components/SignInCardLink';
import { SignInSubmitButton } from './components/SignInSubmitButton';
import { useSignInStep } from './useSignInStep';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/** /login (spec access §2): e-mail and password; signed-in visitors are moved on by the guard. */
export function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useAddressParams();
  const [signIn] = useMutation(SignInDocument);
  const { state, submit } = useSignInStep('/login');
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    const ok = await submit(
      () => signIn({ variables: input }),
      (code) =>
        code === SIGN_IN_ERROR_CODES.lockedOut
          ? 'lockout'
          : code === SIGN_IN_ERROR_CODES.loginFailed
            ? 'invalid'
            : null,
    );
    // A refused password is not worth keeping in the field.
    if (!ok) setValue('password', '');
  });

  return (
    <SignInCard title="Sign in">
      {params.has('lockout') ? (
        <StatusBanner kind="error">{messages.lockout}</StatusBanner>
      ) : params.has('invalid') ? (
        <StatusBanner kind="error">{messages.loginFailed}</StatusBanner>
      ) : null}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormTextField
          label="Email"
          type="email"
          registration={register('email')}
          error={errors.email}
          required
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          label="Password"
          type="password"
          registration={register('password')}
          error={errors.password}
          required
          autoComplete="current-password"
        />
        <SignInSubmitButton state={state}>Sign In</SignInSubmitButton>
      </Box>
      <SignInCardLink to="/forgotPassword">Forgot Password?</SignInCardLink>
    </SignInCard>
  );
}
