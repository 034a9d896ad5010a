import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { safeRefPath } from '../../app/guardRedirect';
import { usePageTitle } from '../../app/PageTitleContext';
import { StatusBanner } from '../../components/StatusBanner';
import { SignInCard } from './components/SignInCard';
import { browserNavigation, isCompanyId, serverSamlLoginUrl } from './samlPaths';

/**
 * /login/saml/{id} (spec access §2): where a company's users start single sign-on. The browser
 * goes on at once to the server, which sends it to the company's identity provider.
 */
export function SamlLoginPage() {
  usePageTitle('Single sign-on');
  const { id } = useParams();
  const [params] = useAddressParams();
  const target = isCompanyId(id) ? serverSamlLoginUrl(id, safeRefPath(params.get('ref'))) : null;

  useEffect(() => {
    if (target) browserNavigation.replace(target);
  }, [target]);

  return (
    <SignInCard title="Single sign-on">
      {target ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CircularProgress aria-label="Going to your company’s sign-in" />
          <Typography role="status">Taking you to your company’s sign-in page…</Typography>
          <Link href={target}>Continue to sign-in</Link>
        </Stack>
      ) : (
        <StatusBanner kind="error">{messages.somethingWentWrong}</StatusBanner>
      )}
    </SignInCard>
  );
}
