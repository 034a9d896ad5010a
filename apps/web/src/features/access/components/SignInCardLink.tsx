import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A centred link under a sign-in step's form (Back to Login, Forgot Password?). */
export function SignInCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    </Box>
  );
}
