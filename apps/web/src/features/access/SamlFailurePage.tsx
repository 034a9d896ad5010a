import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { messages } from '@vigil/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { safeRefPath } from '../../app/guardRedirect';
import { usePageTitle } from '../../app/PageTitleContext';
import { StatusBanner } from '../../components/StatusBanner';
import { SignInCard } from './components/SignInCard';
import { isCompanyId, samlLoginPagePath } from './samlPaths';

/**
 * /login/saml-failure/{id} (spec access §2): 'Login Failed' with the SSO failure text (err=1: the
 * identity provider encrypted for another key) and 'Try again', keeping the ref.
 */
export function SamlFailurePage() {
  usePageTitle(messages.ssoLoginFailedTitle);
  const { id } = useParams();
  const [params] = useAddressParams();
  if (!isCompanyId(id)) {
    return (
      <SignInCard title={messages.ssoLoginFailedTitle}>
        <StatusBanner kind="error">{messages.somethingWentWrong}</StatusBanner>
      </SignInCard>
    );
  }
  const message = params.get('err') === '1' ? messages.ssoEncryptionFailed : messages.ssoFailed;
  return (
    <SignInCard title={messages.ssoLoginFailedTitle}>
      <StatusBanner kind="error">{message}</StatusBanner>
      <Box sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={samlLoginPagePath(id, safeRefPath(params.get('ref')))}>
          Try again
        </Link>
      </Box>
    </SignInCard>
  );
}
