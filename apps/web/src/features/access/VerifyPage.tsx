import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages, passwordErrors } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../app/PageTitleContext';
import { FormTextField } from '../../components/FormTextField';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { ValidateTokenDocument } from '../../graphql/generated/graphql';
import { SignInCard } from './components/SignInCard';
import { SignInSubmitButton } from './components/SignInSubmitButton';
import { useVerifyUser } from './hooks/useVerifyUser';

const TITLE = 'Verify your email';

const isInvalidToken = (error: unknown) =>
  error instanceof Error && error.message === messages.invalidToken;

/**
 * /verify/{token} (spec access §2, §4 Verification): the link of an invitation e-mail. The token
 * is validated first; a wrong, used or expired link shows the spec's failure text; otherwise the
 * invited user creates a password (access §5 rules) and is told their e-mail is verified.
 * Signed-in visitors are sent on by the route guard.
 */
export function VerifyPage() {
  usePageTitle(TITLE);
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ValidateTokenDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });

  if (error && !data) {
    return (
      <SignInCard title={TITLE}>
        {isInvalidToken(error) ? (
          <StatusBanner kind="error">{messages.verificationFailed}</StatusBanner>
        ) : (
          <RetryBanner retry={refetch}>{error.message}</RetryBanner>
        )}
        <BackToLogin />
      </SignInCard>
    );
  }
  if (loading || !data) {
    return (
      <SignInCard title={TITLE}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Checking your link" />
        </Box>
      </SignInCard>
    );
  }
  return <CreatePassword user={data.validateToken} token={token} />;
}

function BackToLogin() {
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        Back to Login
      </Link>
    </Box>
  );
}

function CreatePassword({
  user,
  token,
}: {
  user: { id: string; email: string; firstName?: string | null };
  token: string;
}) {
  const [verify] = useVerifyUser(user.id, token);
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });

  if (done) {
    return (
      <SignInCard title={TITLE}>
        <StatusBanner kind="ok">{messages.emailVerified}</StatusBanner>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 2 }}>
          Login
        </Button>
      </SignInCard>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setState('fetching');
    setFailure(null);
    try {
      await verify(password);
      setState('success');
      setDone(true);
    } catch (failed) {
      setState('error');
      setFailure(
        isInvalidToken(failed)
          ? messages.verificationFailed
          : failed instanceof Error && failed.message
            ? failed.message
            : messages.passwordCreateFailed,
      );
    }
  });

  return (
    <SignInCard title={TITLE}>
      <Typography sx={{ mb: 1 }}>
        {user.firstName ? `Welcome, ${user.firstName}. ` : 'Welcome. '}
        Create a password for <strong>{user.email}</strong>.
      </Typography>
      {failure && <StatusBanner kind="error">{failure}</StatusBanner>}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <input type="hidden" name="username" autoComplete="username" value={user.email} />
        <FormTextField
          label="Password"
          type="password"
          registration={register('password', {
            validate: (value) => passwordErrors(value)[0] ?? true,
          })}
          error={errors.password}
          help="10 to 128 characters; under 20, use 3 of lower-case, upper-case, number, special character."
          required
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          label="Confirm password"
          type="password"
          registration={register('confirm', {
            validate: (value) =>
              value === ''
                ? messages.required
                : value === getValues('password')
                  ? true
                  : messages.passwordsDoNotMatch,
          })}
          error={errors.confirm}
          required
          autoComplete="new-password"
        />
        <SignInSubmitButton state={state}>Create Password</SignInSubmitButton>
      </Box>
      <BackToLogin />
    </SignInCard>
  );
}
