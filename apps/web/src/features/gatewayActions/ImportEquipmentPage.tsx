import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { equipmentPagePath } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { ImportEquipmentForm } from './components/ImportEquipmentForm';
import { selectedDevicesOf } from './discoveredDevices';
import { discoveryCredentialSets } from './discoveryCredentials';
import { epochMs, findEquipmentPath, parseImportEquipmentParams } from './gatewayActionPaths';
import { gatewayActionTexts as texts } from './gatewayActionTexts';
import { useDiscovery } from './hooks/useDiscovery';
import { importCredentialsOf, importRowsOf } from './importEquipmentRows';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/**
 * /{customer}/equipment/import, Import Equipment (spec core §2). Query: id (the Find Equipment
 * scan), query (its search). The devices picked on Find Equipment (all those of the scan not yet
 * onboarded, after a reload without the pick), each with a name, a library and the credentials
 * that found them (its own set of the scan's, when this tab started it); Import onboards them all and opens My Equipment filtered to the gateway.
 */
export function ImportEquipmentPage() {
  usePageTitle(texts.importTitle);
  const [search] = useAddressParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { customerID, customerSegment } = useCustomerID();
  const params = parseImportEquipmentParams(search);
  const { data, error, loading, refetch } = useDiscovery(params.id, customerID);
  const discovery = data?.discovery;

  const back = params.id
    ? findEquipmentPath(customerSegment, {
        id: params.id,
        label: discovery?.action.label,
        createdAt: discovery ? epochMs(discovery.action.createdAt) : null,
        query: params.query,
      })
    : findEquipmentPath(customerSegment);

  let content: ReactNode;
  if (!params.id) {
    content = (
      <StatusBanner
        kind="info"
        action={
          <Button component={RouterLink} to={findEquipmentPath(customerSegment)} color="inherit">
            {texts.chooseScan}
          </Button>
        }
      >
        {texts.noDiscovery}
      </StatusBanner>
    );
  } else if (error && !discovery) {
    content = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!discovery) {
    content = loading ? (
      <CenteredLoader label={texts.loadingScan} />
    ) : (
      <StatusBanner kind="warning">{texts.scanGone}</StatusBanner>
    );
  } else if (!customerID) {
    content = <StatusBanner kind="info">{texts.noDiscovery}</StatusBanner>;
  } else {
    // Each row with the set of the scan's credentials it answered to, when this tab knows them.
    const { rows, shared, mode } = importCredentialsOf(
      importRowsOf(discovery.devices, selectedDevicesOf(location.state), params.query),
      discoveryCredentialSets(discovery.action.id),
    );
    const gatewayID = discovery.action.gatewayID;
    content =
      rows.length === 0 ? (
        <StatusBanner kind="info">{texts.importNothingFound}</StatusBanner>
      ) : (
        <ImportEquipmentForm
          key={discovery.action.id}
          gatewayID={gatewayID}
          customerID={customerID}
          rows={rows}
          credentials={shared}
          credentialMode={mode}
          onImported={() =>
            void navigate(
              equipmentPagePath(customerSegment, {
                tab: 'equipment',
                filters: { status: [], protocol: [], gatewayIDs: [gatewayID] },
              }),
            )
          }
        />
      );
  }

  return (
    <>
      <PageHeader
        title={texts.importTitle}
        actions={
          <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
            {texts.backToFind}
          </Button>
        }
      />
      {content}
    </>
  );
}
