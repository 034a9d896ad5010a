import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { ACTION_LABELS } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCustomerID } from '../../../app/hooks/useCustomerID';
import { GatewayStatus } from '../../../components/GatewayStatus';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { ConfigureCardsDialog } from '../../gatewayActions/components/ConfigureCardsDialog';
import { GatewayActionMenu } from '../../gatewayActions/components/GatewayActionMenu';
import { nodeRoleOf, queueTypeOf } from '../../gatewayActions/gatewayActionModel';
import type { QueueNode } from '../../gatewayActions/gatewayActionModel';
import { findEquipmentPath, snmpWalkPath } from '../../gatewayActions/gatewayActionPaths';
import { gatewayActionTexts } from '../../gatewayActions/gatewayActionTexts';
import { formatGatewayDate } from '../formatGatewayDate';
import { gatewayTexts } from '../gatewayTexts';
import { useGateway } from '../hooks/useGateway';
import { useGatewayHaNodes } from '../hooks/useGatewayHaNodes';
import { DeleteGatewayAction } from './DeleteGatewayAction';
import { GatewayEditForm } from './GatewayEditForm';
import { GatewayHaPair } from './GatewayHaPair';
import { HaNodeAction } from './HaNodeAction';
import { LastSeen } from './LastSeen';
import { ListenModeSwitch } from './ListenModeSwitch';
import { NextPollCountdown } from './NextPollCountdown';
import { RotateTokenAction } from './RotateTokenAction';

export interface GatewayDetailsProps {
  gatewayID: string;
  customerID: string | undefined;
  /** The user manages gateways (mg): listen mode, edit, rotate and delete are offered. */
  canManage: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onClose: () => void;
  onDeleted: () => void;
  /** The heading's id, for the panel or dialog that holds these details. */
  headingId: string;
  /** The node of an HA pair whose queue the drawer shows: actions queued here go to it. */
  node?: QueueNode;
}

/** The selected gateway: its status, timing and identity, and what a manager can do with it. */
export function GatewayDetails({
  gatewayID,
  customerID,
  canManage,
  editing,
  onEdit,
  onClose,
  onDeleted,
  headingId,
  node = 'HA1',
}: GatewayDetailsProps) {
  const { data, error, loading, refetch } = useGateway(gatewayID, customerID);
  const { customerSegment } = useCustomerID();
  const gateway = data?.network ?? null;
  const ha = useGatewayHaNodes(gateway, customerID);
  const haNodes = ha.data?.network?.haNodes ?? null;
  const [configuring, setConfiguring] = useState(false);
  const [configured, setConfigured] = useState<string | null>(null);

  const header = (title: ReactNode) => (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
      <Typography
        id={headingId}
        variant="h6"
        component="h2"
        sx={{ flex: 1, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <IconButton aria-label={gatewayTexts.closeDetails} onClick={onClose} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );

  if (!gateway) {
    return (
      <Box>
        {header(gatewayTexts.detailsTitle)}
        {error ? (
          <RetryBanner retry={refetch}>{error.message}</RetryBanner>
        ) : loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={gatewayTexts.loading} />
          </Box>
        ) : (
          <Typography>{gatewayTexts.detailsLoadFailed}</Typography>
        )}
      </Box>
    );
  }

  return (
    <Box>
      {header(gateway.name)}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <GatewayStatus gateway={gateway} />
        {canManage ? <ListenModeSwitch gateway={gateway} /> : null}
      </Box>
      {editing && canManage ? (
        <GatewayEditForm gateway={gateway} customerID={customerID} onDone={() => onEdit(false)} />
      ) : (
        <GatewayFacts gateway={gateway} />
      )}
      {gateway.gwType === 'HA1' ? (
        <GatewayHaPair
          nodes={haNodes}
          loading={ha.loading}
          error={ha.error}
          retry={() => ha.refetch()}
        />
      ) : null}
      {canManage && !editing ? (
        <Box sx={{ mt: 2 }}>
          <GatewayActionMenu
            gateway={gateway}
            customerID={customerID}
            queueType={queueTypeOf(gateway, node)}
            haRole={nodeRoleOf(gateway, node, haNodes ?? [])}
          >
            <Button
              component={RouterLink}
              to={snmpWalkPath(customerSegment, gateway.id)}
              startIcon={<ManageSearchIcon />}
            >
              {gatewayActionTexts.snmpWalk}
            </Button>
            <Button
              component={RouterLink}
              to={findEquipmentPath(customerSegment)}
              state={{ gatewayID: gateway.id }}
              startIcon={<TravelExploreIcon />}
            >
              {gatewayActionTexts.findEquipment}
            </Button>
            <Button
              startIcon={<SettingsEthernetIcon />}
              onClick={() => {
                setConfigured(null);
                setConfiguring(true);
              }}
            >
              {ACTION_LABELS.IMPORT_CONFIG}
            </Button>
          </GatewayActionMenu>
          {configured ? (
            <Box sx={{ mt: 1.5 }} data-testid="configure-cards-outcome">
              <StatusBanner kind="ok">{configured}</StatusBanner>
            </Box>
          ) : null}
          <ConfigureCardsDialog
            open={configuring}
            gateway={gateway}
            customerID={customerID}
            gatewayType={queueTypeOf(gateway, node)}
            onClose={() => setConfiguring(false)}
            onQueued={(record) => {
              setConfiguring(false);
              setConfigured(gatewayActionTexts.queued(record.label));
            }}
          />
        </Box>
      ) : null}
      {canManage && !editing ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button startIcon={<EditIcon />} onClick={() => onEdit(true)}>
            {gatewayTexts.edit}
          </Button>
          <RotateTokenAction gateway={gateway} customerID={customerID} />
          <HaNodeAction gateway={gateway} customerID={customerID} />
          <DeleteGatewayAction gateway={gateway} customerID={customerID} onDeleted={onDeleted} />
        </Box>
      ) : null}
    </Box>
  );
}

function GatewayFacts({ gateway }: { gateway: GatewayFieldsFragment }) {
  const facts: [string, ReactNode][] = [
    [gatewayTexts.columns.lastUpdated, <LastSeen key="seen" lastUpdated={gateway.lastUpdated} />],
    [
      gatewayTexts.nextPoll,
      <NextPollCountdown
        key="poll"
        lastUpdated={gateway.lastUpdated}
        pollInterval={gateway.pollInterval}
      />,
    ],
    [gatewayTexts.columns.pollInterval, gatewayTexts.seconds(gateway.pollInterval)],
    [gatewayTexts.columns.deviceCount, gatewayTexts.devices(gateway.deviceCount)],
    [gatewayTexts.columns.version, gateway.version ?? gatewayTexts.none],
    [gatewayTexts.gwType, gateway.gwType],
    [gatewayTexts.haStatus, gateway.haStatus],
    [gatewayTexts.externalID, gateway.externalID ?? gatewayTexts.none],
    [gatewayTexts.ip, gateway.ip ?? gatewayTexts.none],
    [gatewayTexts.columns.createdAt, formatGatewayDate(gateway.createdAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, auto) 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
