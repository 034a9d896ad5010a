import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { skipToken, useQuery } from '@apollo/client/react';
import { equipmentPagePath, messages } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { GatewayDocument, SnmpWalkExistsDocument } from '../../graphql/generated/graphql';
import { GatewayActionDrawer } from './components/GatewayActionDrawer';
import { SnmpWalkForm } from './components/SnmpWalkForm';
import { SnmpWalkResults } from './components/SnmpWalkResults';
import { actionStatusOf } from './gatewayActionModel';
import { parseSnmpWalkParams } from './gatewayActionPaths';
import { gatewayActionTexts as texts } from './gatewayActionTexts';
import { useGatewayAction } from './hooks/useGatewayAction';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/** The walk this page follows: one it queued, or one the drawer's results opened. */
export function walkActionOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('actionID' in state)) return null;
  const { actionID } = state;
  return typeof actionID === 'string' && actionID !== '' ? actionID : null;
}

/**
 * The port the walk of this history entry used (or the one it is opened for, e.g. from an
 * equipment's details): remembered in history state like the walk it follows, never in the URL.
 */
export function walkPortOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('port' in state)) return undefined;
  const { port } = state;
  return typeof port === 'number' && Number.isInteger(port) && port >= 1 && port <= 65_535
    ? port
    : undefined;
}

type FormDefaults = {
  ip?: string;
  communityString?: string;
  desc?: string;
  root?: string;
  port?: number;
};

/**
 * …/gateways/{gatewayID}/equipment/walk, SNMP Walk (spec core §2, add mode). Query: ip,
 * communityString, desc. Without `ip` it first asks whether the gateway holds a walk
 * (snmpWalkExists) and shows the newest, or the form when there is none; with `ip` that check is
 * skipped and the form is prefilled. Walk queues an SNMP_WALK action, followed here (and in the
 * action drawer beside the page) until it finishes, when its OIDs are shown.
 */
export function SnmpWalkPage() {
  usePageTitle(texts.walkTitle);
  const { gatewayID = '' } = useParams();
  const [search] = useAddressParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { customerID, customerSegment } = useCustomerID();
  const canManage = useHasPermission(customerID, 'mg');
  const params = parseSnmpWalkParams(search);
  const tracked = walkActionOf(location.state);
  const port = walkPortOf(location.state);
  /** The form asked for again (New walk, or after a walk that failed), with its prefill. */
  const [formDefaults, setFormDefaults] = useState<FormDefaults | null>(null);

  const gatewayQuery = useQuery(GatewayDocument, { variables: { id: gatewayID, customerID } });
  const gateway = gatewayQuery.data?.network ?? null;
  const showingForm = formDefaults !== null || (params.ip !== null && tracked === null);
  // The check is skipped when an address is given, or when a walk is already followed.
  const check = useQuery(
    SnmpWalkExistsDocument,
    !showingForm && tracked === null && params.ip === null
      ? { variables: { gatewayID, customerID }, fetchPolicy: 'network-only' }
      : skipToken,
  );
  const action = useGatewayAction(showingForm ? null : tracked, gatewayID, customerID);

  const queued = (record: { id: string }, _ip: string, walkPort: number) => {
    setFormDefaults(null);
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { actionID: record.id, port: walkPort },
    });
  };

  const form = (defaults: FormDefaults) =>
    !gateway ? null : canManage ? (
      <SnmpWalkForm
        key={JSON.stringify(defaults)}
        gateway={gateway}
        customerID={customerID}
        defaults={{ port, ...defaults }}
        onQueued={queued}
      />
    ) : (
      <StatusBanner kind="info">{messages.mustManageGateways}</StatusBanner>
    );
  const newWalk = (walk: { ip: string; root: string }) =>
    setFormDefaults({ ip: walk.ip, root: walk.root });

  let content: ReactNode;
  if (gatewayQuery.error && !gateway) {
    content = <RetryBanner retry={gatewayQuery.refetch}>{gatewayQuery.error.message}</RetryBanner>;
  } else if (!gateway) {
    content = gatewayQuery.loading ? (
      <CenteredLoader />
    ) : (
      <StatusBanner kind="warning">{messages.unableToLoad}</StatusBanner>
    );
  } else if (showingForm) {
    content = form(
      formDefaults ?? {
        ip: params.ip ?? '',
        communityString: params.communityString,
        desc: params.desc,
      },
    );
  } else if (tracked !== null) {
    const followed = action.data?.gatewayAction;
    const status = followed ? actionStatusOf(followed.status) : null;
    if (action.error && !followed) {
      content = <RetryBanner retry={action.refetch}>{action.error.message}</RetryBanner>;
    } else if (!followed) {
      content = action.loading ? (
        <CenteredLoader label={texts.loadingWalk} />
      ) : (
        <StatusBanner kind="warning">{texts.walkGone}</StatusBanner>
      );
    } else if (status === 'SUCCESS') {
      content = (
        <SnmpWalkResults
          gatewayID={gatewayID}
          customerID={customerID}
          actionID={followed.id}
          onNewWalk={canManage ? newWalk : undefined}
        />
      );
    } else if (status === 'PENDING' || status === 'IN_PROGRESS') {
      content = (
        <Box role="status" aria-busy="true">
          <StatusBanner kind="info">{texts.walkWaiting(followed.ip ?? '')}</StatusBanner>
          <LinearProgress aria-label={texts.walkWaiting(followed.ip ?? '')} />
        </Box>
      );
    } else {
      content = (
        <>
          <StatusBanner kind="error" title={texts.walkFailed}>
            {followed.error ?? texts.statuses[status ?? 'FAILED']}
          </StatusBanner>
          {form({ ip: followed.ip ?? '' })}
        </>
      );
    }
  } else if (check.error) {
    content = <RetryBanner retry={check.refetch}>{check.error.message}</RetryBanner>;
  } else if (!check.data) {
    content = <CenteredLoader label={texts.checkingWalks} />;
  } else if (check.data.snmpWalkExists) {
    content = (
      <SnmpWalkResults
        gatewayID={gatewayID}
        customerID={customerID}
        onNewWalk={canManage ? newWalk : undefined}
      />
    );
  } else {
    content = form({});
  }

  return (
    <>
      <PageHeader
        title={texts.walkTitle}
        subtitle={gateway ? texts.walkSubtitle(gateway.name) : undefined}
        actions={
          <Button
            component={RouterLink}
            to={equipmentPagePath(customerSegment, { tab: 'gateways', selected: gatewayID })}
            startIcon={<ArrowBackIcon />}
          >
            {texts.backToGateway}
          </Button>
        }
      />
      {content}
      {gateway ? (
        <GatewayActionDrawer
          gateway={gateway}
          customerID={customerID}
          canManage={canManage}
          defaultOpen
        />
      ) : null}
    </>
  );
}
