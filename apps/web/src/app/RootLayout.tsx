import { Outlet } from 'react-router';
import { StatusSnackbarProvider } from '../components/StatusSnackbarProvider';
import { AppShell } from './AppShell';
import { BrandThemeProvider } from './BrandThemeProvider';
import { LiveFeedProvider } from './live/LiveFeedProvider';
import { PageTitleProvider } from './PageTitleProvider';
import { RouteGuard } from './RouteGuard';
import { SessionProvider } from './SessionProvider';

/** The root route: brand and theme, session, live feed, guard and shell around every page. */
export function RootLayout() {
  return (
    <BrandThemeProvider>
      <StatusSnackbarProvider>
        <PageTitleProvider>
          <SessionProvider>
            <LiveFeedProvider>
              <RouteGuard>
                <AppShell>
                  <Outlet />
                </AppShell>
              </RouteGuard>
            </LiveFeedProvider>
          </SessionProvider>
        </PageTitleProvider>
      </StatusSnackbarProvider>
    </BrandThemeProvider>
  );
}
