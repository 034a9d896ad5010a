import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { StatusBanner } from './StatusBanner';

export interface RetryBannerProps {
  /** Loads again; a failure shows in the banner the caller renders from its own error state. */
  retry: () => Promise<unknown>;
  children: ReactNode;
}

/** A load that failed: the error, and a Retry button beside it. */
export function RetryBanner({ retry, children }: RetryBannerProps) {
  return (
    <StatusBanner
      kind="error"
      action={
        <Button color="inherit" size="small" onClick={() => void retry().catch(() => {})}>
          Retry
        </Button>
      }
    >
      {children}
    </StatusBanner>
  );
}
