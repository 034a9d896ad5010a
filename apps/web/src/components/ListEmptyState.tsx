import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ListEmptyStateProps {
  /** Names the empty state for tests (e.g. `templates-empty`). */
  testId: string;
  /** Why the list is empty: nothing yet, or nothing matching the search. */
  title: string;
  /** A search or filter left nothing: the button that clears it, shown instead of the rest. */
  clear?: { label: string; onClear: () => void } | null | undefined;
  /** What to do about an empty list, in a line. */
  hint?: string | null | undefined;
  /** A button that adds the first one, under the hint. */
  children?: ReactNode;
}

/** What a list shows instead of its rows when it has none (the body of ListPanel's `empty`). */
export function ListEmptyState({ testId, title, clear, hint, children }: ListEmptyStateProps) {
  return (
    <Box data-testid={testId} sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {clear ? (
        <Button variant="outlined" onClick={clear.onClear}>
          {clear.label}
        </Button>
      ) : (
        <>
          {hint ? (
            <Typography variant="body2" color="text.secondary" sx={children ? { mb: 2 } : null}>
              {hint}
            </Typography>
          ) : null}
          {children}
        </>
      )}
    </Box>
  );
}
