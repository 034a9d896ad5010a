import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { APP_ROUTES, equipmentPageSearch } from '@vigil/domain';
import type { EquipmentTab } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { GatewaysTab } from '../gateways/GatewaysTab';
import { EquipmentAlarmsTab } from './components/EquipmentAlarmsTab';
import { EquipmentListTab } from './components/EquipmentListTab';
import {
  EQUIPMENT_ALARMS_TAB,
  equipmentAlarmsSearch,
  isEquipmentAlarmsTab,
} from './equipmentAlarmsParams';
import { equipmentTexts } from './equipmentTexts';
import { useEquipmentPageParams } from './hooks/useEquipmentPageParams';
import { useAddressParams } from '../../app/hooks/useAddressParams';

const TAB_ID = 'equipment-page-tab';
const PANEL_ID = 'equipment-page-panel';

type PageTab = EquipmentTab | typeof EQUIPMENT_ALARMS_TAB;

/**
 * /{customer}/equipment, My Equipment (spec core §2): the equipment, gateways and alarms tabs.
 * Every choice lives in the URL (tab, query, eq_filter, sort_col, order, selected, mode, page), so
 * a reload, a shared link and Back show the same screen.
 */
export function EquipmentPage() {
  usePageTitle(equipmentTexts.title);
  const { customerSegment, customerID } = useCustomerID();
  const { params, page, setParams } = useEquipmentPageParams();
  const [searchParams, setSearchParams] = useAddressParams();
  // The alarms tab keeps its own parameters (the domain's page state knows the other two tabs).
  const alarms = isEquipmentAlarmsTab(searchParams);
  const tab: PageTab = alarms ? EQUIPMENT_ALARMS_TAB : params.tab;
  const changeTab = (next: PageTab) => {
    if (next === EQUIPMENT_ALARMS_TAB) {
      setSearchParams(equipmentAlarmsSearch({ phase: 'open', query: '', page: 0 }));
    } else if (alarms) {
      setSearchParams(new URLSearchParams(equipmentPageSearch({ tab: next })));
    } else {
      setParams({ tab: next });
    }
  };
  return (
    <>
      <Link
        component={RouterLink}
        to={generatePath(APP_ROUTES.views, { customer: customerSegment })}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {equipmentTexts.backToViews}
      </Link>
      <PageHeader title={equipmentTexts.title} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: PageTab) => changeTab(next)}
          aria-label={equipmentTexts.tabsLabel}
          // Three tabs are close to a phone's width: scroll them rather than the page.
          variant="scrollable"
          scrollButtons={false}
        >
          <Tab
            value="equipment"
            label={equipmentTexts.equipmentTab}
            id={`${TAB_ID}-equipment`}
            aria-controls={PANEL_ID}
          />
          <Tab
            value="gateways"
            label={equipmentTexts.gatewaysTab}
            id={`${TAB_ID}-gateways`}
            aria-controls={PANEL_ID}
          />
          <Tab
            value={EQUIPMENT_ALARMS_TAB}
            label={equipmentTexts.alarmsTab}
            id={`${TAB_ID}-${EQUIPMENT_ALARMS_TAB}`}
            aria-controls={PANEL_ID}
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${tab}`}>
        {tab === EQUIPMENT_ALARMS_TAB ? (
          <EquipmentAlarmsTab customerID={customerID} />
        ) : tab === 'gateways' ? (
          <GatewaysTab
            customerID={customerID}
            customerSegment={customerSegment}
            params={params}
            setParams={setParams}
          />
        ) : (
          <EquipmentListTab
            customerID={customerID}
            customerSegment={customerSegment}
            params={params}
            page={page}
            setParams={setParams}
          />
        )}
      </Box>
    </>
  );
}
