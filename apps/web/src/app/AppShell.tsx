import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useBrowsingAs } from '../features/admin/hooks/useBrowsingAs';
import { AppFooter } from './AppFooter';
import { BrowsingAsBanner } from './BrowsingAsBanner';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { PublicBar } from './PublicBar';
import { useSession } from './SessionContext';

export interface AppShellProps {
  /** The company an administrator is browsing as; by default the one of the page's address. */
  browsingAsCompanyName?: string | null | undefined;
  children: ReactNode;
}

/**
 * The signed-in header when a user exists, otherwise the public bar, and the footer below every
 * page (spec access §2).
 */
export function AppShell({ browsingAsCompanyName, children }: AppShellProps) {
  const { user } = useSession();
  const browsing = useBrowsingAs();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {user ? <Header user={user} /> : <PublicBar />}
      <BrowsingAsBanner companyName={browsingAsCompanyName ?? browsing?.name} />
      <NavigationProgress />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 3 }}>
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}
