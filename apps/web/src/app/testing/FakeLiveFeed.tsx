import { useState, type ReactNode } from 'react';
import { LiveFeedClient } from '../live/LiveFeedClient';
import { LiveFeedContext } from '../live/LiveFeedContext';
import { fakeSocketFactory, type FakeLiveSocket } from './FakeLiveSocket';

/**
 * A live feed over fake sockets for component tests: what the app's LiveFeedProvider gives,
 * without a server. `onSockets` hands the test the sockets, to play the server's part.
 */
export function FakeLiveFeed({
  children,
  onSockets,
}: {
  children: ReactNode;
  onSockets?: (sockets: FakeLiveSocket[]) => void;
}) {
  const [client] = useState(() => {
    const { factory, sockets } = fakeSocketFactory();
    onSockets?.(sockets);
    return new LiveFeedClient({ createSocket: factory });
  });
  return <LiveFeedContext value={client}>{children}</LiveFeedContext>;
}
