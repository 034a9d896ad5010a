import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { APP_ROUTES, SYSTEM_STATUS_POLL_MS, statusColor } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useNow } from '../../app/hooks/useNow';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { formatFileSize } from '../../components/formatFileSize';
import { formatLocalTime, formatUpdated } from '../../components/formatUpdated';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { StatusDot } from '../../components/StatusDot';
import { SystemStatusDocument } from '../../graphql/generated/graphql';
import type { SystemStatusQuery } from '../../graphql/generated/graphql';
import { statusTexts as texts } from './adminTexts';

type Status = SystemStatusQuery['systemStatus'];
type Health = 'ok' | 'error' | 'off';

function HealthDot({ health }: { health: Health }) {
  const color =
    health === 'ok'
      ? statusColor('OK')
      : health === 'error'
        ? statusColor('ERROR')
        : statusColor('DISCONNECTED');
  const label = health === 'ok' ? texts.ok : health === 'error' ? texts.error : texts.off;
  return (
    <StatusDot color={color} data-health={health}>
      {label}
    </StatusDot>
  );
}

/** One figure of the page: what it is, its health when it has one, and its value. */
function Figure({
  title,
  health,
  testId,
  children,
}: {
  title: string;
  health?: Health;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {health ? <HealthDot health={health} /> : null}
      </Box>
      <Box sx={{ typography: 'body1', overflowWrap: 'anywhere' }}>{children}</Box>
    </Paper>
  );
}

function Processes({ processes }: { processes: Status['processes'] }) {
  const now = useNow();
  if (processes.length === 0) return <>{texts.noProcesses}</>;
  return (
    <>
      <Typography variant="body1">{texts.processCount(processes.length)}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={texts.processesLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.host}</TableCell>
              <TableCell align="right">{texts.columns.pid}</TableCell>
              <TableCell>{texts.columns.started}</TableCell>
              <TableCell>{texts.columns.lastSeen}</TableCell>
              <TableCell align="right">{texts.columns.memory}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {processes.map((process) => (
              <TableRow key={process.id} data-testid="status-process">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{process.host}</TableCell>
                <TableCell align="right">{process.pid}</TableCell>
                <TableCell>{formatLocalTime(Date.parse(process.startedAt))}</TableCell>
                <TableCell>
                  {formatUpdated(process.lastSeenAt, now) ?? process.lastSeenAt}
                </TableCell>
                <TableCell align="right">{formatFileSize(process.rssBytes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

function Figures({ status }: { status: Status }) {
  const redis: Health = status.redisOk === null ? 'off' : status.redisOk ? 'ok' : 'error';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Figure
          title={texts.processes}
          health={status.processes.length > 0 ? 'ok' : 'error'}
          testId="status-processes"
        >
          <Processes processes={status.processes} />
        </Figure>
      </Box>
      <Figure
        title={texts.database}
        health={status.databaseOk ? 'ok' : 'error'}
        testId="status-database"
      >
        {status.database}
      </Figure>
      <Figure title={texts.redis} health={redis} testId="status-redis">
        {redis === 'off' ? texts.redisOff : redis === 'error' ? texts.redisDown : texts.ok}
      </Figure>
      <Figure title={texts.gateways} testId="status-gateways">
        {texts.gatewaysValue(status.gatewaysConnected, status.gatewaysTotal)}
      </Figure>
      <Figure title={texts.ingest} testId="status-ingest">
        {texts.ingestValue(status.readingsPerSecond)}
      </Figure>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Figure title={texts.queues} testId="status-queues">
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5 }}
          >
            {(
              [
                [texts.notifications, status.notificationsQueued],
                [texts.reportRuns, status.reportRunsQueued],
                [texts.gatewayActions, status.gatewayActionsQueued],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt">{label}</Box>
                <Box
                  component="dd"
                  sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Figure>
      </Box>
    </Box>
  );
}

/**
 * /status (spec access §2; issue 18): for super users, the server processes, database, Redis,
 * gateways connected, ingest rate and queue depths, asked again every few seconds. Everyone else
 * goes to /home. A failed refresh keeps the last figures under an error line.
 */
export function StatusPage() {
  usePageTitle(texts.title);
  const { user } = useSession();
  const isSuper = user?.super ?? false;
  const query = useQuery(SystemStatusDocument, {
    skip: !isSuper,
    pollInterval: SYSTEM_STATUS_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  if (!isSuper) return <Navigate to={APP_ROUTES.home} replace />;

  const status = query.data?.systemStatus ?? query.previousData?.systemStatus ?? null;
  let body;
  if (!status && query.error) {
    body = (
      <RetryBanner retry={query.refetch}>
        {texts.failed} {query.error.message}
      </RetryBanner>
    );
  } else if (!status) {
    body = <CenteredLoader label={texts.loading} />;
  } else {
    body = (
      <>
        {query.error ? (
          <StatusBanner kind="error">
            {texts.failed} {query.error.message}
          </StatusBanner>
        ) : null}
        <Figures status={status} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={
          status ? texts.checkedAt(formatLocalTime(Date.parse(status.checkedAt))) : undefined
        }
      />
      {body}
    </>
  );
}
