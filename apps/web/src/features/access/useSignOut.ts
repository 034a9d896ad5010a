import { useCallback, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useStatusSnackbar } from '../../components/StatusSnackbarContext';
import { errorMessage } from '../../app/errorMessage';
import { SignOutDocument } from '../../graphql/generated/graphql';

/**
 * Ends the session, drops everything the previous user loaded, and goes to /login. resetStore
 * also refetches the session query, so the guard sees the signed-out state before we navigate.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { showError } = useStatusSnackbar();
  const [mutate] = useMutation(SignOutDocument);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await mutate();
      // The page's own queries refetch signed out and fail; only the session's answer matters.
      await client.resetStore().catch(() => undefined);
      await navigate('/login', { replace: true });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSigningOut(false);
    }
  }, [client, mutate, navigate, showError]);

  return { signOut, signingOut };
}
