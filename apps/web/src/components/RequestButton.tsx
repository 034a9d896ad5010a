import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

/** The spec's request states (access §4). */
export type RequestState = 'before' | 'fetching' | 'success' | 'error';

export interface RequestButtonProps extends Omit<ButtonProps, 'loading'> {
  state: RequestState;
}

/**
 * A button that shows how its request went: busy (disabled with a spinner) while fetching, then
 * green with a tick on success or red with a warning icon on failure. The label never changes,
 * so the button keeps its accessible name throughout.
 */
export function RequestButton({ state, color, startIcon, disabled, ...props }: RequestButtonProps) {
  const stateColor = state === 'success' ? 'success' : state === 'error' ? 'error' : color;
  const stateIcon =
    state === 'success' ? <CheckIcon /> : state === 'error' ? <WarningAmberIcon /> : startIcon;
  return (
    <Button
      {...props}
      color={stateColor}
      startIcon={stateIcon}
      loading={state === 'fetching'}
      disabled={disabled}
      aria-busy={state === 'fetching'}
    />
  );
}
