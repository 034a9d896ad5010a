import { createContext, useContext } from 'react';
import type { LiveFeedClient } from './LiveFeedClient';

export const LiveFeedContext = createContext<LiveFeedClient | null>(null);

/** The tab's live-feed client. */
export function useLiveFeed(): LiveFeedClient {
  const client = useContext(LiveFeedContext);
  if (!client) throw new Error('useLiveFeed needs a LiveFeedProvider above it');
  return client;
}
