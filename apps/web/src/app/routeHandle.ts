import { useMatches } from 'react-router';
import type { SignInStep } from './guardRedirect';

/** Static facts about a route, set in the route table and read by the shell. */
export interface RouteHandle {
  /** Public: shown without signing in. Routes are protected unless marked safe. */
  safe?: boolean;
  /** One of the sign-in pages, which a session past that step skips. */
  step?: SignInStep;
  /** A user-admin page (spec access §2): super users and managers of users (mu) only. */
  manageUsers?: boolean;
}

/** The handles of the matched routes merged, deepest route winning. */
export function useRouteHandle(): RouteHandle {
  return useMatches().reduce<RouteHandle>(
    (merged, match) => ({ ...merged, ...(match.handle as RouteHandle | undefined) }),
    {},
  );
}
