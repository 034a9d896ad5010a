import {
  GATEWAY_STATUS_DESCRIPTIONS,
  GATEWAY_STATUS_LABELS,
  gatewayMode,
  gatewayStatusColor,
} from '@vigil/domain';
import type { GatewayModeFlags } from '@vigil/domain';
import { StatusDot } from './StatusDot';

export interface GatewayStatusProps {
  /** The gateway's mode flags: disconnected, slave (listen mode) and listenTriggered. */
  gateway: GatewayModeFlags;
}

/**
 * The gateway status indicator (spec core §2 shared pieces, §4 modes): a dot in the status colour
 * and the status in words (Connected, Listen Mode, Waiting for next poll, Disconnected), so the
 * colour is never the only signal; what the status means is its description.
 */
export function GatewayStatus({ gateway }: GatewayStatusProps) {
  const mode = gatewayMode(gateway);
  return (
    <StatusDot
      color={gatewayStatusColor(mode)}
      data-testid="gateway-status"
      data-mode={mode}
      title={GATEWAY_STATUS_DESCRIPTIONS[mode]}
    >
      {GATEWAY_STATUS_LABELS[mode]}
    </StatusDot>
  );
}
