import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** Banner kinds of the spec (access §8). */
export type BannerKind = 'error' | 'warning' | 'ok' | 'info';

const SEVERITY: Record<BannerKind, AlertColor> = {
  error: 'error',
  warning: 'warning',
  ok: 'success',
  info: 'info',
};

export interface StatusBannerProps {
  kind: BannerKind;
  title?: ReactNode;
  /** A control at the banner's end, e.g. a Retry button. */
  action?: ReactNode;
  children: ReactNode;
}

export function StatusBanner({ kind, title, action, children }: StatusBannerProps) {
  return (
    <Alert severity={SEVERITY[kind]} action={action} sx={{ mb: 2 }}>
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
