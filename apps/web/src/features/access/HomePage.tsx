import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { useBrand } from '../../app/BrandContext';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';

/** /home: the signed-in landing page. Its dashboards and tabs arrive with their areas. */
export function HomePage() {
  const { brand } = useBrand();
  const { user } = useSession();
  const title = `Welcome to ${brand.productName}`;
  usePageTitle(title);
  // The guard only renders this page for a signed-in user.
  if (!user) return null;
  const name = user.firstName || user.email;
  const company = user.customer?.name ?? user.partner?.name;
  return (
    <>
      <PageHeader title={title} />
      <Typography variant="body1">
        {company ? `Hello ${name}, you are signed in to ${company}.` : `Hello ${name}.`}
      </Typography>
    </>
  );
}
