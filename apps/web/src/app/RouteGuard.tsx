import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader';
import { guardRedirect, ssoCustomerOf } from './guardRedirect';
import { useRouteHandle } from './routeHandle';
import { useSession } from './SessionContext';
import { sessionHasPermission } from './sessionPermission';
import { useSsoLoginPath } from './useSsoLoginPath';

/** Sends the visit where the session allows (spec access §2 "Route guard"). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { safe = false, step, manageUsers = false } = useRouteHandle();
  const location = useLocation();
  const { user, needsTotp } = useSession();
  // The page's {customer} segment (the guard sits above the page's route), else the user's own.
  const customer = useMatches().at(-1)?.params.customer ?? user?.customer?.id ?? undefined;
  // A signed-out visitor of a company's page goes to its single sign-on when it has one on.
  const signedOut = user === null && !needsTotp && !safe;
  const sso = useSsoLoginPath(signedOut ? ssoCustomerOf(customer) : null);
  const target = guardRedirect({
    safe,
    step,
    signedIn: user !== null,
    needsTotp,
    location,
    needsManageUsers: manageUsers,
    managesUsers: manageUsers && sessionHasPermission(user, customer, 'mu'),
    homeUrl: user?.homeUrl,
    ssoLoginPath: sso.path,
  });
  if (sso.loading) return <CenteredLoader />;
  // Replace, so Back does not return to a page that would redirect again.
  return target ? <Navigate to={target} replace /> : children;
}
