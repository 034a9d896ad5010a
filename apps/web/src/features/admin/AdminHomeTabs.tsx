import Box from '@mui/material/Box';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { PageTabs } from '../../components/PageTabs';
import { MarketingRequestsTab } from '../marketing/MarketingRequestsTab';
import { marketingRequestsTexts } from '../marketing/marketingRequestsTexts';
import { companiesTexts as texts } from './adminTexts';
import { CompaniesTab } from './CompaniesTab';
import { GatewaysAdminTab } from './GatewaysAdminTab';

const TABS = ['gateways', 'companies', 'requests'] as const;
type HomeTab = (typeof TABS)[number];
const LABELS: Record<HomeTab, string> = {
  gateways: texts.gatewaysTab,
  companies: texts.companiesTab,
  requests: marketingRequestsTexts.tab,
};
const TAB_ID = 'admin-home-tab';
const PANEL_ID = 'admin-home-panel';

/**
 * The super user's /home (spec access §2, §6): the tabs Gateways and Companies (query tab), and
 * Requests (the public site's demo, pricing and partnership requests). A tab's search and page
 * stay in the address; changing tabs starts the other one afresh.
 */
export function AdminHomeTabs() {
  const [params, setParams] = useAddressParams();
  const asked = params.get('tab');
  const tab: HomeTab = TABS.find((t) => t === asked) ?? 'gateways';
  const onChange = (next: HomeTab) =>
    setParams(next === 'gateways' ? {} : { tab: next }, { replace: true });
  return (
    <>
      <PageTabs
        tabs={TABS}
        value={tab}
        labels={LABELS}
        onChange={onChange}
        label={texts.tabsLabel}
        idPrefix={TAB_ID}
        panelId={PANEL_ID}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${tab}`}>
        {tab === 'gateways' ? (
          <GatewaysAdminTab />
        ) : tab === 'companies' ? (
          <CompaniesTab />
        ) : (
          <MarketingRequestsTab />
        )}
      </Box>
    </>
  );
}
