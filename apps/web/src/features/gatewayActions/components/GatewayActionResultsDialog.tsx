import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatLocalTime } from '../../../components/formatUpdated';
import { StatusBanner } from '../../../components/StatusBanner';
import { actionStatusOf, actionTarget } from '../gatewayActionModel';
import type { GatewayActionItem } from '../gatewayActionModel';
import { epochMs, findEquipmentPath, snmpWalkPath } from '../gatewayActionPaths';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { ActionStatusChip } from './ActionStatusChip';
import { DiscoveryProgress } from './DiscoveryProgress';

export interface GatewayActionResultsDialogProps {
  /** The finished action shown, or null when the dialog is closed. */
  action: GatewayActionItem | null;
  customerSegment: string | undefined;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const time = (iso: string | null | undefined) => {
  const ms = iso ? epochMs(iso) : null;
  return ms === null ? texts.notYet : formatLocalTime(ms);
};

/** Where an action's results are shown in full: the walk page, or the found equipment. */
export function actionResultLink(
  action: Pick<GatewayActionItem, 'id' | 'action' | 'gatewayID' | 'label' | 'createdAt'>,
  customerSegment: string | undefined,
): { label: string; to: string; state?: { actionID: string } } | null {
  if (action.action === 'SNMP_WALK') {
    return {
      label: texts.openWalk,
      to: snmpWalkPath(customerSegment, action.gatewayID),
      state: { actionID: action.id },
    };
  }
  if (action.action === 'SNMP_DISCOVER') {
    return {
      label: texts.openDiscovery,
      to: findEquipmentPath(customerSegment, {
        id: action.id,
        label: action.label,
        createdAt: epochMs(action.createdAt),
      }),
    };
  }
  return null;
}

/**
 * A finished action's results: its times, output and error, each address's outcome (Configure
 * Card(s)), the facts the gateway reported (Poll Asset Data), its files as downloads (Get Log),
 * a scan's progress, and a link to the walk or the found equipment.
 */
export function GatewayActionResultsDialog({
  action,
  customerSegment,
  onClose,
}: GatewayActionResultsDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const status = action ? actionStatusOf(action.status) : 'PENDING';
  const link = action ? actionResultLink(action, customerSegment) : null;
  const nothing =
    action &&
    !action.output &&
    !action.error &&
    action.perIp.length === 0 &&
    action.meta.length === 0 &&
    action.files.length === 0 &&
    !action.progress &&
    !link;

  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
    >
      {action ? (
        <>
          <DialogTitle id={titleId}>
            {texts.resultsTitle(action.label, texts.statuses[status])}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ mb: 1 }}>
              <ActionStatusChip status={action.status} />
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{texts.target}</dt>
              <dd>{actionTarget(action)}</dd>
              <dt>{texts.queuedAt}</dt>
              <dd>
                {time(action.createdAt)}
                {action.createdBy ? ` · ${action.createdBy}` : ''}
              </dd>
              <dt>{texts.startedAt}</dt>
              <dd>{time(action.startedAt)}</dd>
              <dt>{texts.finishedAt}</dt>
              <dd>{time(action.finishedAt)}</dd>
            </Box>

            {action.error ? (
              <Box sx={{ mt: 2 }}>
                <StatusBanner kind="error">{action.error}</StatusBanner>
              </Box>
            ) : null}

            {action.progress ? (
              <Section title={texts.findEquipment}>
                <DiscoveryProgress progress={action.progress} running={false} />
              </Section>
            ) : null}

            {link ? (
              <Box sx={{ mt: 2 }}>
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={link.to}
                  state={link.state}
                  onClick={onClose}
                >
                  {link.label}
                </Button>
              </Box>
            ) : null}

            {action.output ? (
              <Section title={texts.output}>
                <Box
                  component="pre"
                  data-testid="action-output"
                  sx={{
                    m: 0,
                    p: 1,
                    maxHeight: 280,
                    overflow: 'auto',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    fontSize: '0.8125rem',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {action.output}
                </Box>
              </Section>
            ) : null}

            {action.perIp.length > 0 ? (
              <Section title={texts.perIp}>
                <TableContainer sx={{ maxHeight: 280 }}>
                  <Table size="small" stickyHeader aria-label={texts.perIp}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{texts.ipColumn}</TableCell>
                        <TableCell>{texts.outcomeColumn}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {action.perIp.map((result) => (
                        <TableRow key={result.ip}>
                          <TableCell>{result.ip}</TableCell>
                          <TableCell>
                            {result.ok ? texts.ipOk : texts.ipFailed}
                            {result.error ? `: ${result.error}` : ''}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Section>
            ) : null}

            {action.meta.length > 0 ? (
              <Section title={texts.meta}>
                <Box
                  component="dl"
                  data-testid="action-meta"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                    m: 0,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                  }}
                >
                  {action.meta.map((fact) => (
                    <Box key={fact.name} sx={{ display: 'contents' }}>
                      <dt>{fact.name}</dt>
                      <dd>{fact.value}</dd>
                    </Box>
                  ))}
                </Box>
              </Section>
            ) : null}

            {action.files.length > 0 ? (
              <Section title={texts.files}>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {action.files.map((file) => (
                    <li key={file.url}>
                      <Link href={file.url} download={file.name}>
                        {file.name}
                      </Link>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({texts.fileSize(file.size)})
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Section>
            ) : null}

            {nothing ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {texts.noResults}
              </Typography>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{texts.close}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
