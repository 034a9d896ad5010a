import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { SIGN_IN_ERROR_CODES, messages, mfaSignInCodeSchema } from '@vigil/domain';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/FormTextField';
import { StatusBanner } from '../../components/StatusBanner';
import { usePageTitle } from '../../app/PageTitleContext';
import { SignInWithCodeDocument } from '../../graphql/generated/graphql';
import { SignInCard } from './components/SignInCard';
import { SignInSubmitButton } from './components/SignInSubmitButton';
import { useSignInStep } from './useSignInStep';
import { useSignOut } from './useSignOut';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/** /login/mfa: the authenticator code (or a recovery code) that completes a sign-in with MFA. */
export function LoginMfaPage() {
  usePageTitle('Multifactor Authentication');
  const [params] = useAddressParams();
  const [signInWithCode] = useMutation(SignInWithCodeDocument);
  const { state, submit } = useSignInStep('/login/mfa');
  const { signOut, signingOut } = useSignOut();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(mfaSignInCodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async (input) => {
    const ok = await submit(
      () => signInWithCode({ variables: input }),
      (errorCode) => (errorCode === SIGN_IN_ERROR_CODES.totpInvalid ? 'invalid' : null),
    );
    if (!ok) setValue('code', '');
  });

  return (
    <SignInCard title="Multifactor Authentication">
      {params.has('invalid') ? (
        <StatusBanner kind="error">{messages.mfaTokenIncorrect}</StatusBanner>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Enter the six-digit code shown in your authenticator app, or one of your recovery codes.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormTextField
          label="Authenticator code"
          registration={register('code')}
          error={errors.code}
          required
          autoComplete="one-time-code"
          autoFocus
        />
        <SignInSubmitButton state={state}>Verify</SignInSubmitButton>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        {/* The guard keeps a half-signed-in session on this page; this is the way out of it. */}
        <Button onClick={() => void signOut()} disabled={signingOut}>
          Use a different account
        </Button>
      </Box>
    </SignInCard>
  );
}
