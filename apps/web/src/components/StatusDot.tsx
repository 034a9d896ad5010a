import Box from '@mui/material/Box';
import type { HTMLAttributes, ReactNode } from 'react';

export interface StatusDotProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** The status colour the dot is filled with. */
  color: string;
  /** The status in words, written beside the dot so the colour is never the only signal. */
  children: ReactNode;
}

/**
 * A status as a dot in its colour with the words beside it: the one look behind the sensor,
 * equipment and gateway status indicators. Other attributes (test id, data-*, title) go on the
 * outer span.
 */
export function StatusDot({ color, children, ...rest }: StatusDotProps) {
  return (
    <Box
      component="span"
      {...rest}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: color }}
      />
      {children}
    </Box>
  );
}
