import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';

/** The narrow centred card the sign-in steps share. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, sm: 6 }, p: 4 }}>
      <PageHeader title={title} />
      {children}
    </Paper>
  );
}
