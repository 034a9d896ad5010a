import { Navigate, Outlet, useLocation } from 'react-router';
import { BrandThemeProvider } from '../../app/BrandThemeProvider';
import { PageTitleProvider } from '../../app/PageTitleProvider';
import { RouteGuard } from '../../app/RouteGuard';
import { SessionProvider } from '../../app/SessionProvider';
import { useSession } from '../../app/SessionContext';
import { PublicSiteShell } from './components/PublicSiteShell';

/** A signed-in visitor of the site root goes on to the home page, as before the public site. */
export function PublicSiteFrame() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user && pathname === '/') return <Navigate to="/home" replace />;
  return (
    <PublicSiteShell>
      <Outlet />
    </PublicSiteShell>
  );
}

/**
 * The root route of the public site (spec access §2 public pages): brand, title, session and
 * guard as around every page, but the public header and footer instead of the app's shell, and no
 * live feed.
 */
export function PublicSiteLayout() {
  return (
    <BrandThemeProvider>
      <PageTitleProvider>
        <SessionProvider>
          <RouteGuard>
            <PublicSiteFrame />
          </RouteGuard>
        </SessionProvider>
      </PageTitleProvider>
    </BrandThemeProvider>
  );
}
