import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { APP_ROUTES } from '@vigil/domain';
import type { EquipmentTab } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { GatewaysTab } from '../gateways/GatewaysTab';
import { EquipmentListTab } from './components/EquipmentListTab';
import { equipmentTexts } from './equipmentTexts';
import { useEquipmentPageParams } from './hooks/useEquipmentPageParams';

const TAB_ID = 'equipment-page-tab';
const PANEL_ID = 'equipment-page-panel';

/**
 * /{customer}/equipment, My Equipment (spec core §2): the equipment and gateways tabs. Every
 * choice lives in the URL (tab, query, eq_filter, sort_col, order, selected, mode, page), so a
 * reload, a shared link and Back show the same screen.
 */
export function EquipmentPage() {
  usePageTitle(equipmentTexts.title);
  const { customerSegment, customerID } = useCustomerID();
  const { params, page, setParams } = useEquipmentPageParams();
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
          value={params.tab}
          onChange={(_event, tab: EquipmentTab) => setParams({ tab })}
          aria-label={equipmentTexts.tabsLabel}
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
        </Tabs>
      </Box>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${TAB_ID}-${params.tab}`}>
        {params.tab === 'gateways' ? (
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
