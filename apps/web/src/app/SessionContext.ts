import { createContext, useContext } from 'react';
import type { SessionQuery } from '../graphql/generated/graphql';

export type SessionUser = NonNullable<SessionQuery['me']>;

export interface Session {
  /** The fully signed-in user, or null. */
  user: SessionUser | null;
  /** Password accepted, authenticator code still due. */
  needsTotp: boolean;
  /** Reloads the session from the server; rejects when that fails. */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
