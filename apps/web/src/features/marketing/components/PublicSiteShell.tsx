import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** The element the server's pre-rendered page (scripts/prerender.tsx) wraps its markup in. */
export const PRERENDERED_ID = 'prerendered';

/**
 * The public site's frame: header, page and footer. Once the app shows a public page itself, the
 * pre-rendered copy the visitor has been looking at goes (before the browser paints, so the swap
 * is not seen).
 */
export function PublicSiteShell({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_ID)?.remove();
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
      <PublicFooter />
    </Box>
  );
}
