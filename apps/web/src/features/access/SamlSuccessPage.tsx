import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { safeRefPath } from '../../app/guardRedirect';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { StatusBanner } from '../../components/StatusBanner';
import { SignInCard } from './components/SignInCard';
import { isCompanyId } from './samlPaths';

/**
 * /login/saml-success/{id} (spec access §2): single sign-on went through; 'Access Application'
 * leads to the page the user first asked for (the decoded ref) or to the company's views.
 */
export function SamlSuccessPage() {
  usePageTitle('Single sign-on');
  const { id } = useParams();
  const [params] = useAddressParams();
  const { user } = useSession();
  if (!isCompanyId(id)) {
    return (
      <SignInCard title="Single sign-on">
        <StatusBanner kind="error">{messages.somethingWentWrong}</StatusBanner>
      </SignInCard>
    );
  }
  const target = safeRefPath(params.get('ref')) ?? `/${id}/views`;
  return (
    <SignInCard title="Single sign-on">
      <Typography sx={{ mb: 3 }}>
        {user ? `You are signed in as ${user.email}.` : 'Your company’s sign-in went through.'}
      </Typography>
      <Button component={RouterLink} to={target} variant="contained" fullWidth>
        Access Application
      </Button>
    </SignInCard>
  );
}
