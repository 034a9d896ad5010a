import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isInvalidToken } from '../../app/isInvalidToken';
import { usePageTitle } from '../../app/PageTitleContext';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { ValidateTokenDocument } from '../../graphql/generated/graphql';
import { accountTexts } from './accountTexts';
import { CheckingLinkCard } from './components/CheckingLinkCard';
import { EmailEntryForm } from './components/EmailEntryForm';
import { NewPasswordForm } from './components/NewPasswordForm';
import { SignInCard } from './components/SignInCard';
import { SignInCardLink } from './components/SignInCardLink';
import { SignInOutcomeCard } from './components/SignInOutcomeCard';
import { TermsDialog } from './components/TermsDialog';
import { useUpdateToken } from './hooks/useUpdateToken';
import { useVerifyUser } from './hooks/useVerifyUser';
import { useEmailRequest } from './useEmailRequest';

const TITLE = accountTexts.verifyTitle;

/**
 * /verify/{token} (spec access §2, §4 Verification): the link of an invitation e-mail. The token
 * is validated first; a wrong, used or expired link shows the spec's failure text and the resend
 * form; otherwise the invited user creates a password (access §5 rules), accepts the service
 * agreement, and is told their e-mail is verified. Signed-in visitors are sent on by the route
 * guard.
 */
export function VerifyPage() {
  usePageTitle(TITLE);
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ValidateTokenDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });

  if (error && !data) {
    return isInvalidToken(error) ? (
      <ResendLink />
    ) : (
      <SignInCard title={TITLE}>
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
        <BackToLogin />
      </SignInCard>
    );
  }
  if (loading || !data) return <CheckingLinkCard title={TITLE} />;
  return <CreatePassword user={data.validateToken} token={token} />;
}

function BackToLogin() {
  return <SignInCardLink to="/login">{accountTexts.backToLogin}</SignInCardLink>;
}

/** The resend page: the spec's failure text, and a new link for an unverified address. */
function ResendLink() {
  const [resend] = useUpdateToken();
  const [state, submit] = useEmailRequest(resend);
  if (state === 'success') {
    return (
      <SignInCard title={TITLE}>
        <StatusBanner kind="ok">{messages.resendSent}</StatusBanner>
        <BackToLogin />
      </SignInCard>
    );
  }
  return (
    <SignInCard title={TITLE}>
      <StatusBanner kind={state === 'error' ? 'error' : 'warning'}>
        {state === 'error' ? messages.resendFailed : messages.verificationFailed}
      </StatusBanner>
      <EmailEntryForm state={state} submitLabel={accountTexts.sendEmail} onSubmit={submit} />
      <BackToLogin />
    </SignInCard>
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
  /** The password chosen, sent once the service agreement is accepted in its dialog. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <SignInOutcomeCard
        title={TITLE}
        kind="ok"
        message={messages.emailVerified}
        to="/login"
        action={accountTexts.login}
      />
    );
  }

  const create = async (password: string) => {
    setState('fetching');
    setFailure(null);
    try {
      await verify(password, true);
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
  };

  return (
    <SignInCard title={TITLE}>
      <Typography sx={{ mb: 1 }}>
        {user.firstName ? `Welcome, ${user.firstName}. ` : 'Welcome. '}
        Create a password for <strong>{user.email}</strong>.
      </Typography>
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <NewPasswordForm
        email={user.email}
        state={state}
        submitLabel={accountTexts.createPassword}
        passwordLabel={accountTexts.password}
        confirmLabel="Confirm password"
        onSubmit={(password) => {
          setFailure(null);
          setChosen(password);
        }}
      />
      <BackToLogin />
      <TermsDialog
        open={chosen !== null}
        onAccept={() => {
          if (chosen !== null) void create(chosen);
          setChosen(null);
        }}
        onDecline={() => {
          setChosen(null);
          setFailure(messages.termsNotAccepted);
        }}
      />
    </SignInCard>
  );
}
