import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { useBrand } from '../../app/BrandContext';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { SHELL_AREAS } from '../../app/shellAreas';
import { SiteSummaryDocument } from '../../graphql/generated/graphql';
import { AdminHomeTabs } from '../admin/AdminHomeTabs';
import { companiesTexts } from '../admin/adminTexts';
import { CompaniesTab } from '../admin/CompaniesTab';
import { RecentViewsCard } from './components/RecentViewsCard';
import { StatusCountCard } from './components/StatusCountCard';
import { HOME_POLL_MS } from './homePoll';
import { homeTexts } from './homeTexts';
import { stateParserTexts } from './stateParserTexts';
import {
  equipmentPath,
  equipmentRows,
  equipmentTotal,
  gatewayRows,
  gatewaysPath,
  gatewaysTotal,
  siteSummarySentences,
} from './siteSummaryRows';

/**
 * /home (spec access §2): for a user of a company, the site's status at a glance — gateways and
 * equipment by status, each count leading to My Equipment filtered by it, and the views opened
 * last. The super user gets the tabs Gateways and Companies instead; a partner's users also get
 * the Companies list of their partner's customers, to browse as one of them.
 */
export function HomePage() {
  const { brand } = useBrand();
  const { user } = useSession();
  const { customerID } = useCustomerID();
  const title = homeTexts.title(brand.productName);
  usePageTitle(title);
  // The guard only renders this page for a signed-in user.
  if (!user) return null;
  const name = user.firstName || user.email;
  const company = user.customer?.name ?? user.partner?.name;

  if (user.super) {
    return (
      <>
        <PageHeader title={title} subtitle={homeTexts.greeting(name, null)} />
        <AdminHomeTabs />
        <ParserLink />
      </>
    );
  }
  const partnerCompanies = user.partnerID ? (
    <Box component="section" aria-labelledby="home-companies" sx={{ mt: 4 }}>
      <Typography id="home-companies" variant="h5" component="h2" sx={{ mb: 2 }}>
        {companiesTexts.title}
      </Typography>
      <CompaniesTab />
    </Box>
  ) : null;

  if (!customerID && partnerCompanies) {
    return (
      <>
        <PageHeader title={title} subtitle={homeTexts.greeting(name, company)} />
        {partnerCompanies}
        <ParserLink />
      </>
    );
  }
  if (!customerID) {
    return (
      <>
        <PageHeader title={title} subtitle={homeTexts.greeting(name, null)} />
        <Typography variant="body1">{homeTexts.noCustomer}</Typography>
        <List>
          {SHELL_AREAS.map((area) => (
            <ListItem key={area.key} disableGutters>
              <Link component={RouterLink} to={area.path(undefined)}>
                {area.label}
              </Link>
            </ListItem>
          ))}
        </List>
        <ParserLink />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} subtitle={homeTexts.greeting(name, company)} />
      <SiteStatus customerID={customerID} />
      {partnerCompanies}
      <ParserLink />
    </>
  );
}

/** The tool for a state sensor that reads "unknown". */
function ParserLink() {
  return (
    <Typography variant="body2" sx={{ mt: 3 }}>
      <Link component={RouterLink} to={APP_ROUTES.homeParser}>
        {stateParserTexts.homeLink}
      </Link>
      {' — '}
      {stateParserTexts.homeLinkHint}
    </Typography>
  );
}

function SiteStatus({ customerID }: { customerID: string }) {
  const { data, previousData, error, refetch } = useQuery(SiteSummaryDocument, {
    variables: { customerID },
    pollInterval: HOME_POLL_MS,
  });
  const summary = (data ?? previousData)?.siteSummary ?? null;
  const sentences = summary ? siteSummarySentences(summary) : null;
  const showCounts = summary !== null || !error;

  return (
    <>
      {error ? (
        <RetryBanner retry={refetch}>
          {homeTexts.summaryFailed} {error.message}
        </RetryBanner>
      ) : null}
      {sentences ? (
        <Box sx={{ mb: 2 }} data-testid="site-summary-text">
          {sentences.map((sentence) => (
            <Typography key={sentence} variant="body1">
              {sentence}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {showCounts ? (
          <>
            <StatusCountCard
              title={homeTexts.gateways}
              href={gatewaysPath(customerID)}
              totalText={summary && gatewaysTotal(summary)}
              rows={summary && gatewayRows(summary, customerID)}
              emptyText={summary?.gateways === 0 ? homeTexts.noGateways : null}
              loadingLabel={homeTexts.loadingSummary}
            />
            <StatusCountCard
              title={homeTexts.equipment}
              href={equipmentPath(customerID)}
              totalText={summary && equipmentTotal(summary)}
              rows={summary && equipmentRows(summary, customerID)}
              emptyText={summary?.equipment === 0 ? homeTexts.noEquipment : null}
              loadingLabel={homeTexts.loadingSummary}
            />
          </>
        ) : null}
        <RecentViewsCard customerID={customerID} />
      </Box>
    </>
  );
}
