import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { ActionStatus } from '@vigil/domain';
import { actionStatusOf } from '../gatewayActionModel';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';

const COLORS: Record<ActionStatus, ChipProps['color']> = {
  PENDING: 'default',
  IN_PROGRESS: 'info',
  SUCCESS: 'success',
  FAILED: 'error',
  CANCELLED: 'warning',
};

/** An action's status in words, coloured; the words carry the meaning, not the colour. */
export function ActionStatusChip({ status }: { status: string }) {
  const known = actionStatusOf(status);
  return (
    <Chip
      size="small"
      variant={known === 'PENDING' ? 'outlined' : 'filled'}
      color={COLORS[known]}
      label={texts.statuses[known]}
      data-testid="action-status"
    />
  );
}
