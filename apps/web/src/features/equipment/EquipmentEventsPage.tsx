import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useId } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { EquipmentLogsEquipmentDocument } from '../../graphql/generated/graphql';
import { EquipmentLogsList } from './components/EquipmentLogsList';
import { EquipmentTrapsList } from './components/EquipmentTrapsList';
import { equipmentEventsLinks, equipmentEventsTab, safeRef } from './equipmentEventsParams';
import { equipmentEventsTexts as texts } from './equipmentEventsTexts';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/**
 * …/gateways/{gatewayID}/equipment/{equipmentID}/logs and …/traps (spec core §2): one screen with
 * the equipment's log (tab 0) and its SNMP traps (tab 1, live). Query: `traps` ('true' shows the
 * traps), `tab`, and `ref`, the back link (the traps page opens in a new window).
 */
export function EquipmentEventsPage() {
  const { gatewayID = '', equipmentID = '' } = useParams();
  const { pathname } = useLocation();
  const [search] = useAddressParams();
  const { customerSegment, customerID } = useCustomerID();
  const tab = equipmentEventsTab(pathname, search);
  const links = equipmentEventsLinks(
    customerSegment,
    gatewayID,
    equipmentID,
    safeRef(search.get('ref')),
  );
  const { data, error } = useQuery(EquipmentLogsEquipmentDocument, {
    variables: { equipmentID, customerID },
  });
  const equipment = data?.equipment;
  const title = equipment?.name ?? texts.loadingTitle;
  usePageTitle(title);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  const tabId = (index: number) => `${tabsId}-tab-${index}`;

  const missing = data !== undefined && !equipment;
  const subtitle = equipment
    ? `${equipment.protocol} · ${equipment.equipmentIP} · ${equipment.gateway.name}`
    : undefined;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={links.back} startIcon={<ArrowBackIcon />}>
            {texts.back}
          </Button>
        }
      />
      {missing ? (
        <StatusBanner kind="warning">{messages.couldNotFindEquipment}</StatusBanner>
      ) : null}
      {error && !data ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
      <Tabs value={tab} aria-label={texts.tabsLabel} variant="fullWidth" sx={{ maxWidth: 480 }}>
        {[texts.logsTab, texts.trapsTab].map((label, index) => (
          <Tab
            key={label}
            label={label}
            value={index}
            id={tabId(index)}
            aria-controls={panelId}
            component={RouterLink}
            to={index === 0 ? links.logs : links.traps}
            replace
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(tab)}
        sx={{ p: { xs: 1.5, sm: 2 }, mt: 1 }}
      >
        {tab === 0 ? (
          <EquipmentLogsList equipmentID={equipmentID} customerID={customerID} />
        ) : (
          <EquipmentTrapsList
            gatewayID={gatewayID}
            equipmentID={equipmentID}
            customerID={customerID}
            name={equipment?.name}
          />
        )}
      </Paper>
    </>
  );
}
