import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RetryBanner } from '../../../components/RetryBanner';
import type { GatewayHaNodesQuery } from '../../../graphql/generated/graphql';
import { gatewayTexts } from '../gatewayTexts';
import { LastSeen } from './LastSeen';

export type HaNodeFacts = NonNullable<GatewayHaNodesQuery['network']>['haNodes'][number];

export interface GatewayHaPairProps {
  nodes: readonly HaNodeFacts[] | null;
  loading: boolean;
  error: { message: string } | undefined;
  retry: () => Promise<unknown>;
}

/**
 * The two nodes of an HA pair: each one's role (MASTER polls, BACKUP stands by), when it last
 * checked in and the agent version it runs.
 */
export function GatewayHaPair({ nodes, loading, error, retry }: GatewayHaPairProps) {
  const headingId = useId();
  let body;
  if (error && !nodes) {
    body = <RetryBanner retry={retry}>{error.message}</RetryBanner>;
  } else if (!nodes) {
    body = loading ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <CircularProgress size={24} aria-label={gatewayTexts.haLoading} />
      </Box>
    ) : null;
  } else if (nodes.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {gatewayTexts.haNoNodes}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {nodes.map((node) => (
          <Box
            component="li"
            key={node.node}
            data-testid={`ha-node-${node.node}`}
            sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {gatewayTexts.haNode(node.node)}
              </Typography>
              <Chip
                size="small"
                label={node.role}
                color={node.role === 'MASTER' ? 'primary' : 'default'}
                data-testid="ha-role"
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {gatewayTexts.haLastCheckIn}: <LastSeen lastUpdated={node.lastUpdated} /> ·{' '}
              {gatewayTexts.columns.version}: {node.version ?? gatewayTexts.none}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {gatewayTexts.haPair}
      </Typography>
      {body}
    </Box>
  );
}
