import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { graphQLErrorCode } from '../../../app/graphQLErrorCode';
import { signInPath } from '../../../app/guardRedirect';
import { useSession } from '../../../app/SessionContext';

/** `extensions.code` of the server's "You must be logged in." */
const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * Spec core §8: loading a user's alerts failing because the session is gone sends the user to
 * /login with the alerts page (and its query) as ref. The session is asked again first, so the
 * sign-in page does not bounce a stale signed-in state straight back here. True while it does so.
 */
export function useSignInOnUnauthenticated(error: unknown): boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { refresh } = useSession();
  const unauthenticated = graphQLErrorCode(error) === UNAUTHENTICATED;

  useEffect(() => {
    if (!unauthenticated) return;
    let cancelled = false;
    const ref = `${pathname}${search}`;
    void refresh()
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) void navigate(signInPath('/login', ref), { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [unauthenticated, pathname, search, refresh, navigate]);

  return unauthenticated;
}
