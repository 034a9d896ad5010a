import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LiveFeedContext, useLiveFeed } from './LiveFeedContext';

export interface ShareTokenLiveFeedProps {
  /** The public link's token; another token needs another element (give it a `key`). */
  token: string;
  children: ReactNode;
}

/**
 * The live feed of a public link's page (/shared/{token}): its own socket, whose handshake
 * carries `{ shareToken }` instead of counting on a session, for everything below it. The same
 * rooms and join events as the signed-in feed.
 */
export function ShareTokenLiveFeed({ token, children }: ShareTokenLiveFeedProps) {
  const tabFeed = useLiveFeed();
  const [client] = useState(() => tabFeed.withShareToken(token));
  useEffect(() => () => client.close(), [client]);
  return <LiveFeedContext value={client}>{children}</LiveFeedContext>;
}
