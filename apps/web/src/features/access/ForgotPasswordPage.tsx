import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { isPartnerPath, messages } from '@vigil/domain';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { isInvalidToken } from '../../app/isInvalidToken';
import { usePageTitle } from '../../app/PageTitleContext';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { ValidatePasswordTokenDocument } from '../../graphql/generated/graphql';
import { accountTexts } from './accountTexts';
import { CheckingLinkCard } from './components/CheckingLinkCard';
import { EmailEntryForm } from './components/EmailEntryForm';
import { NewPasswordForm } from './components/NewPasswordForm';
import { SignInCard } from './components/SignInCard';
import { SignInCardLink } from './components/SignInCardLink';
import { SignInOutcomeCard } from './components/SignInOutcomeCard';
import { useGeneratePasswordToken } from './hooks/useGeneratePasswordToken';
import { useResetPassword } from './hooks/useResetPassword';
import { useEmailRequest } from './useEmailRequest';

/**
 * `(/partners)?/forgotPassword/{token?}` (spec access §2), public; signed-in visitors are sent
 * to /home by the route guard. Without a token: the e-mail form. With one: the link is checked
 * first, then the new password is set.
 */
export function ForgotPasswordPage() {
  const { token } = useParams();
  return token ? <NewPasswordStep token={token} /> : <RequestStep />;
}

/** Where this form lives: under /partners on the partner pages, so the theme stays. */
function useForgotPasswordPath() {
  const { pathname } = useLocation();
  return isPartnerPath(pathname) ? '/partners/forgotPassword' : '/forgotPassword';
}

/** 'Reset your Password': the address to send the link to. */
function RequestStep() {
  usePageTitle(accountTexts.forgotTitle);
  const [request] = useGeneratePasswordToken();
  const [state, submit] = useEmailRequest(request);

  if (state === 'success') {
    return (
      <SignInOutcomeCard
        title={accountTexts.forgotTitle}
        kind="ok"
        message={messages.resetEmailSent}
        to="/login"
        action={accountTexts.returnToLogin}
      />
    );
  }
  return (
    <SignInCard title={accountTexts.forgotTitle}>
      {state === 'error' ? (
        <StatusBanner kind="error">{messages.resetEmailFailed}</StatusBanner>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {accountTexts.forgotIntro}
      </Typography>
      <EmailEntryForm state={state} submitLabel={accountTexts.sendEmail} onSubmit={submit} />
      <SignInCardLink to="/login">{accountTexts.backToLogin}</SignInCardLink>
    </SignInCard>
  );
}

/** The link's token is checked first, with a loading indicator meanwhile. */
function NewPasswordStep({ token }: { token: string }) {
  usePageTitle(messages.resetYourPasswordTitle);
  const { data, loading, error, refetch } = useQuery(ValidatePasswordTokenDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });

  if (error && !data) {
    return isInvalidToken(error) ? (
      <LinkExpired />
    ) : (
      <SignInCard title={messages.resetYourPasswordTitle}>
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </SignInCard>
    );
  }
  if (loading || !data) return <CheckingLinkCard title={messages.resetYourPasswordTitle} />;
  return <ResetPasswordStep user={data.validatePasswordToken} token={token} />;
}

/** An unknown, used or expired link: the spec's text and the way to ask again. */
function LinkExpired() {
  const path = useForgotPasswordPath();
  return (
    <SignInOutcomeCard
      title={messages.resetYourPasswordTitle}
      kind="error"
      message={messages.resetLinkExpired}
      to={path}
      action={accountTexts.resetPassword}
    />
  );
}

/** 'Reset your Password' with a valid link: the new password; an expired link says so. */
function ResetPasswordStep({
  user,
  token,
}: {
  user: { id: string; email: string };
  token: string;
}) {
  const [reset] = useResetPassword(user.id, token);
  const [state, setState] = useState<RequestState>('before');
  const [expired, setExpired] = useState(false);

  if (expired) return <LinkExpired />;
  if (state === 'success') {
    return (
      <SignInOutcomeCard
        title={messages.resetYourPasswordTitle}
        kind="ok"
        message={messages.passwordResetDone}
        to="/login"
        action={accountTexts.login}
      />
    );
  }

  const onSubmit = async (password: string) => {
    setState('fetching');
    try {
      await reset(password);
      setState('success');
    } catch (error) {
      setState('error');
      if (isInvalidToken(error)) setExpired(true);
    }
  };

  return (
    <SignInCard title={messages.resetYourPasswordTitle}>
      <Typography sx={{ mb: 1 }}>{messages.createNewPassword}</Typography>
      {state === 'error' ? (
        <StatusBanner kind="error">{messages.passwordResetFailed}</StatusBanner>
      ) : null}
      <NewPasswordForm
        email={user.email}
        state={state}
        submitLabel={accountTexts.resetPassword}
        onSubmit={onSubmit}
      />
    </SignInCard>
  );
}
