import { Outlet } from 'react-router';
import { StatusSnackbarProvider } from '../components/StatusSnackbarProvider';
import { AppShell } from './AppShell';
import { BrandThemeProvider } from './BrandThemeProvider';
import { PageTitleProvider } from './PageTitleProvider';
import { RouteGuard } from './RouteGuard';
import { SessionProvider } from './SessionProvider';

/** The root route: brand and theme, session, guard and shell around every page. */
export function RootLayout() {
  return (
    <BrandThemeProvider>
      <StatusSnackbarProvider>
        <PageTitleProvider>
          <SessionProvider>
            <RouteGuard>
              <AppShell>
                <Outlet />
              </AppShell>
            </RouteGuard>
          </SessionProvider>
        </PageTitleProvider>
      </StatusSnackbarProvider>
    </BrandThemeProvider>
  );
}
