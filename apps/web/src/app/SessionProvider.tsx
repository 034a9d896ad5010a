import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { CenteredLoader } from '../components/CenteredLoader';
import { SessionDocument } from '../graphql/generated/graphql';
import { SessionContext } from './SessionContext';
import type { Session } from './SessionContext';
import { RetryBanner } from '../components/RetryBanner';

/**
 * Loads the session once per page load (never from a stale cache) and holds the app until it is
 * known, because every route decision depends on it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, previousData, error, refetch } = useQuery(SessionDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  // While a refresh is in flight (after sign-in or sign-out) keep showing the last known session
  // instead of unmounting the page into a loader.
  const current = data ?? previousData;

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const session = useMemo<Session | null>(
    () => (current ? { user: current.me ?? null, needsTotp: current.needsTotp, refresh } : null),
    [current, refresh],
  );

  if (!session && error) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
        <RetryBanner retry={refetch}>{messages.somethingWentWrong}</RetryBanner>
      </Box>
    );
  }
  if (!session) return <CenteredLoader />;
  return <SessionContext value={session}>{children}</SessionContext>;
}
