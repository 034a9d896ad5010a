import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSession } from '../SessionContext';
import { createBrowserSocket } from './createBrowserSocket';
import { LiveFeedClient } from './LiveFeedClient';
import type { LiveSocketFactory } from './LiveFeedClient';
import { LiveFeedContext } from './LiveFeedContext';

export interface LiveFeedProviderProps {
  /** Tests hand in a fake socket; the app uses the browser's socket.io client. */
  createSocket?: LiveSocketFactory;
  children: ReactNode;
}

/** One live-feed socket for the whole tab, shared by every page and widget that shows live data. */
export function LiveFeedProvider({
  createSocket = createBrowserSocket,
  children,
}: LiveFeedProviderProps) {
  const [client] = useState(() => new LiveFeedClient({ createSocket }));
  const { user } = useSession();
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);

  useEffect(() => {
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    // The socket's session is fixed at its handshake, so a different user needs a new one.
    client.renewSession();
  }, [client, userId]);

  useEffect(() => () => client.close(), [client]);

  return <LiveFeedContext value={client}>{children}</LiveFeedContext>;
}
