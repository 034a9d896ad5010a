import type { LiveSocketFactory } from './LiveFeedClient';

/**
 * The real socket: same origin, /socket.io, with the session cookie. socket.io-client is loaded
 * on first use, so pages without live data (sign-in) do not download it.
 */
export const createBrowserSocket: LiveSocketFactory = async (handshakeRoom) => {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    withCredentials: true,
    autoConnect: false,
    // Asked at every (re)connection, so a reconnection names a room the tab still holds.
    auth: (send) => send(handshakeRoom() ?? {}),
  });
};
