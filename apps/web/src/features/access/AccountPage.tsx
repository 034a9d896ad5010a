import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { AccountProfileDocument } from '../../graphql/generated/graphql';
import { accountTexts } from './accountTexts';
import { MfaPanel } from './components/MfaPanel';
import { PasswordChangeForm } from './components/PasswordChangeForm';
import { ProfileForm } from './components/ProfileForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /account, My Account (spec access §2, §4, §5): the user's e-mail, their profile, Reset Password
 * and the MFA panel. Users who sign in through their company's single sign-on see neither the
 * password nor the MFA section (spec access §6; the server refuses them too).
 */
export function AccountPage() {
  usePageTitle(accountTexts.title);
  const { data, error, refetch } = useQuery(AccountProfileDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.me;

  let body: ReactNode;
  if (error && !data) {
    body = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!data) {
    body = <CenteredLoader label={accountTexts.loading} />;
  } else if (!user) {
    body = <StatusBanner kind="info">{messages.mustBeLoggedIn}</StatusBanner>;
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
        <Box>
          <Typography variant="overline" component="p" color="text.secondary">
            {accountTexts.email}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
        </Box>
        <Section title={accountTexts.profileHeading}>
          <ProfileForm user={user} />
        </Section>
        {user.saml ? null : (
          <>
            <Section title={accountTexts.passwordHeading}>
              <PasswordChangeForm email={user.email} />
            </Section>
            <Section title={accountTexts.mfaHeading}>
              <MfaPanel user={user} />
            </Section>
          </>
        )}
      </Box>
    );
  }
  return (
    <>
      <PageHeader title={accountTexts.title} />
      {body}
    </>
  );
}
