import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface WidgetMessageProps {
  children: ReactNode;
  /** A load in progress: a spinner before the text, and the box marked busy. */
  loading?: boolean;
}

/** A widget's empty, loading or not-configured state, centred in its body. */
export function WidgetMessage({ children, loading = false }: WidgetMessageProps) {
  return (
    <Box
      role="status"
      aria-busy={loading}
      sx={{
        height: '100%',
        minHeight: 48,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 1,
      }}
    >
      {loading ? <CircularProgress size={16} aria-hidden /> : null}
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}
