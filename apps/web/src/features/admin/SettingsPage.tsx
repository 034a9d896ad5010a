import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import {
  COMPANY_SETTINGS_TABS,
  COMPANY_SETTINGS_TAB_LABELS,
  companySettingsTab,
  messages,
} from '@vigil/domain';
import type { CompanySettingsTab } from '@vigil/domain';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { sessionHasPermission } from '../../app/sessionPermission';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { PageTabs } from '../../components/PageTabs';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { CompanySettingsDocument } from '../../graphql/generated/graphql';
import type { CompanySettingsFieldsFragment } from '../../graphql/generated/graphql';
import { SsoSettingsPanel } from '../access/components/SsoSettingsPanel';
import { settingsTexts as texts } from './adminTexts';
import { GeneralSettingsForm } from './components/GeneralSettingsForm';
import { HelpDeskForm } from './components/HelpDeskForm';
import { LivestreamForm } from './components/LivestreamForm';
import { ServiceContactsForm } from './components/ServiceContactsForm';
import { UserDefaultsForm } from './components/UserDefaultsForm';
import { editorRoles } from './editorRoles';

const TAB_ID = 'settings-tab';
const PANEL_ID = 'settings-panel';

/**
 * /{customer}/settings (spec access §2, §3 admin state): a company's settings on tabs (query
 * page: general, users, sso, contacts, helpdesk, livestream), for super users and those who
 * manage its users (the route guard sends others to /home). Each tab saves its own fields.
 */
export function SettingsPage() {
  usePageTitle(texts.title);
  const { customerID } = useCustomerID();
  const { user } = useSession();
  const [params, setParams] = useAddressParams();
  const tab = companySettingsTab(params.get('page'));
  const query = useQuery(CompanySettingsDocument, {
    variables: { customerID: customerID ?? '' },
    skip: !customerID,
  });

  // A user of no company names one in the address.
  if (!customerID) {
    return (
      <>
        <PageHeader title={texts.title} />
        <StatusBanner kind="error">{messages.somethingWentWrong}</StatusBanner>
      </>
    );
  }

  const settings = query.data?.companySettings ?? null;
  let panel;
  if (!settings && query.error) {
    panel = <RetryBanner retry={query.refetch}>{query.error.message}</RetryBanner>;
  } else if (!settings) {
    panel = <CenteredLoader label={texts.loading} />;
  } else {
    panel = (
      <TabPanel
        key={`${customerID}-${tab}`}
        tab={tab}
        settings={settings}
        canRename={sessionHasPermission(user, customerID, 'mc')}
        editable={editorRoles(user, customerID)}
      />
    );
  }

  return (
    <>
      <PageHeader title={texts.title} subtitle={settings?.name} />
      <PageTabs
        tabs={COMPANY_SETTINGS_TABS}
        value={tab}
        labels={COMPANY_SETTINGS_TAB_LABELS}
        onChange={(next) => setParams({ page: next }, { replace: true })}
        label={texts.tabsLabel}
        idPrefix={TAB_ID}
        panelId={PANEL_ID}
      />
      <Box
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={`${TAB_ID}-${tab}`}
        sx={{ maxWidth: 800 }}
      >
        {panel}
      </Box>
    </>
  );
}

function TabPanel({
  tab,
  settings,
  canRename,
  editable,
}: {
  tab: CompanySettingsTab;
  settings: CompanySettingsFieldsFragment;
  canRename: boolean;
  editable: ReturnType<typeof editorRoles>;
}) {
  switch (tab) {
    case 'general':
      return <GeneralSettingsForm settings={settings} canRename={canRename} />;
    case 'users':
      return <UserDefaultsForm settings={settings} editable={editable} />;
    case 'sso':
      return <SsoSettingsPanel customerID={settings.customerID} />;
    case 'contacts':
      return <ServiceContactsForm settings={settings} />;
    case 'helpdesk':
      return <HelpDeskForm settings={settings} />;
    case 'livestream':
      return <LivestreamForm settings={settings} />;
  }
}
