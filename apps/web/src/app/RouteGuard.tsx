import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guardRedirect } from './guardRedirect';
import { useRouteHandle } from './routeHandle';
import { useSession } from './SessionContext';

/** Sends the visit where the session allows (spec access §2 "Route guard"). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { safe = false, step } = useRouteHandle();
  const location = useLocation();
  const { user, needsTotp } = useSession();
  const target = guardRedirect({ safe, step, signedIn: user !== null, needsTotp, location });
  // Replace, so Back does not return to a page that would redirect again.
  return target ? <Navigate to={target} replace /> : children;
}
