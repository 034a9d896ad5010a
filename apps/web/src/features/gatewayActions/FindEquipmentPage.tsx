import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { skipToken, useQuery } from '@apollo/client/react';
import { equipmentPagePath } from '@vigil/domain';
import { useCallback, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useNow } from '../../app/hooks/useNow';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { formatUpdated } from '../../components/formatUpdated';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { FindGatewayOptionsDocument } from '../../graphql/generated/graphql';
import { DiscoveredDevicesTable } from './components/DiscoveredDevicesTable';
import { DiscoveryForm } from './components/DiscoveryForm';
import { DiscoveryProgress } from './components/DiscoveryProgress';
import { deviceMatches, gatewayOfState } from './discoveredDevices';
import { keepDiscoveryCredentials } from './discoveryCredentials';
import { actionStatusOf } from './gatewayActionModel';
import {
  epochMs,
  findEquipmentPath,
  findEquipmentSearch,
  importEquipmentPath,
  parseFindEquipmentParams,
} from './gatewayActionPaths';
import { gatewayActionTexts as texts } from './gatewayActionTexts';
import { useDiscovery } from './hooks/useDiscovery';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/**
 * /{customer}/equipment/find, Find Equipment (spec core §2). Query: id, label, createdAt (numeric
 * timestamp), query. Without an id: the form (gateway, range, SNMP credentials). Find queues an
 * SNMP_DISCOVER action and puts its id, label and createdAt in the URL, so a reload or a shared
 * link shows the same scan: its live progress and the devices found (searched with `query`),
 * which can be picked and taken on to Import Equipment.
 */
export function FindEquipmentPage() {
  usePageTitle(texts.findTitle);
  const [search, setSearch] = useAddressParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { customerID, customerSegment } = useCustomerID();
  const params = parseFindEquipmentParams(search);
  const [lastGatewayID, setLastGatewayID] = useState<string | null>(null);
  // The search of the found devices; one history entry per search, not per keystroke.
  const onQuery = useCallback(
    (query: string) =>
      setSearch((current) => findEquipmentSearch({ ...parseFindEquipmentParams(current), query }), {
        replace: true,
      }),
    [setSearch],
  );

  const gatewayOptions = useQuery(
    FindGatewayOptionsDocument,
    params.id ? skipToken : { variables: { customerID } },
  );

  let content: ReactNode;
  if (params.id) {
    content = (
      <DiscoveryResults
        key={params.id}
        actionID={params.id}
        params={params}
        customerID={customerID}
        onQuery={onQuery}
        onNewSearch={(gatewayID) => {
          setLastGatewayID(gatewayID);
          void navigate(findEquipmentPath(customerSegment));
        }}
        onImport={(selected) =>
          void navigate(
            importEquipmentPath(customerSegment, { id: params.id, query: params.query }),
            { state: { selected } },
          )
        }
      />
    );
  } else if (gatewayOptions.error && !gatewayOptions.data) {
    content = (
      <RetryBanner retry={gatewayOptions.refetch}>{gatewayOptions.error.message}</RetryBanner>
    );
  } else if (!gatewayOptions.data) {
    content = <CenteredLoader />;
  } else {
    content = (
      <DiscoveryForm
        customerID={customerID}
        gateways={gatewayOptions.data.networks}
        gatewayID={lastGatewayID ?? gatewayOfState(location.state)}
        onQueued={(record, credentials) => {
          keepDiscoveryCredentials(record.id, credentials);
          setSearch(
            findEquipmentSearch({
              id: record.id,
              label: record.label,
              createdAt: epochMs(record.createdAt),
            }),
          );
        }}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={texts.findTitle}
        actions={
          <Button
            component={RouterLink}
            to={equipmentPagePath(customerSegment)}
            startIcon={<ArrowBackIcon />}
          >
            {texts.backToEquipment}
          </Button>
        }
      />
      {content}
    </>
  );
}

interface DiscoveryResultsProps {
  actionID: string;
  params: ReturnType<typeof parseFindEquipmentParams>;
  customerID: string | undefined;
  onQuery: (query: string) => void;
  onNewSearch: (gatewayID: string | null) => void;
  onImport: (selected: string[]) => void;
}

/** One scan: what it is, how far it has got, and the devices it found so far. */
function DiscoveryResults({
  actionID,
  params,
  customerID,
  onQuery,
  onNewSearch,
  onImport,
}: DiscoveryResultsProps) {
  const { data, error, loading, refetch } = useDiscovery(actionID, customerID);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const now = useNow(15_000);
  const headingId = useId();

  const discovery = data?.discovery;
  // The URL names the scan before it loads (and if it can no longer be loaded).
  const label = discovery?.action.label ?? (params.label || texts.findTitle);
  const createdAt =
    discovery?.action.createdAt ??
    (params.createdAt !== null ? new Date(params.createdAt).toISOString() : null);
  const summary = (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {createdAt ? texts.scanOf(label, formatUpdated(createdAt, now) ?? createdAt) : label}
      </Typography>
      {discovery?.action.ip ? (
        <Typography variant="body2" color="text.secondary">
          {texts.scanRange(discovery.action.ip)}
        </Typography>
      ) : null}
    </Box>
  );

  if (error && !discovery) {
    return (
      <>
        {summary}
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </>
    );
  }
  if (!discovery) {
    return (
      <>
        {summary}
        {loading ? (
          <CenteredLoader label={texts.loadingScan} />
        ) : (
          <StatusBanner kind="warning">{texts.scanGone}</StatusBanner>
        )}
      </>
    );
  }

  const { action, devices } = discovery;
  const status = actionStatusOf(action.status);
  const running = status === 'PENDING' || status === 'IN_PROGRESS';
  const shown = devices.filter((device) => deviceMatches(device, params.query));
  const chosen = shown.filter((device) => selected.has(device.ip) && !device.onboarded);
  const toggle = (ip: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(ip)) next.delete(ip);
      else next.add(ip);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const open = shown.filter((device) => !device.onboarded);
      const all = open.length > 0 && open.every((device) => current.has(device.ip));
      const next = new Set(current);
      for (const device of open) {
        if (all) next.delete(device.ip);
        else next.add(device.ip);
      }
      return next;
    });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 240px' }}>{summary}</Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onNewSearch(action.gatewayID)}
        >
          {texts.newSearch}
        </Button>
      </Box>
      {status === 'PENDING' ? <StatusBanner kind="info">{texts.scanWaiting}</StatusBanner> : null}
      {status === 'SUCCESS' ? <StatusBanner kind="ok">{texts.scanDone}</StatusBanner> : null}
      {status === 'FAILED' || status === 'CANCELLED' ? (
        <StatusBanner kind="error" title={texts.scanFailed}>
          {action.error ?? texts.statuses[status]}
        </StatusBanner>
      ) : null}
      {action.progress ? (
        <Box sx={{ mb: 2 }}>
          <DiscoveryProgress progress={action.progress} running={running} />
        </Box>
      ) : null}
      {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: '1 1 auto' }}>
          {texts.devicesHeading}
        </Typography>
        <DebouncedSearchField label={texts.searchFound} value={params.query} onSearch={onQuery} />
        <Button
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          disabled={chosen.length === 0}
          onClick={() => onImport(chosen.map((device) => device.ip))}
        >
          {texts.continueToImport(chosen.length)}
        </Button>
      </Box>
      <Paper variant="outlined">
        {shown.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {devices.length > 0
              ? texts.noDevicesMatch
              : running
                ? texts.noDevicesYet
                : texts.noDevices}
          </Typography>
        ) : (
          <DiscoveredDevicesTable
            devices={shown}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            labelledBy={headingId}
          />
        )}
      </Paper>
    </>
  );
}
