import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/** A port nothing listens on right now: bind port 0, read the port given, let it go. */
export function freePort(transport: 'tcp' | 'udp'): Promise<number> {
  return new Promise((resolve, reject) => {
    if (transport === 'udp') {
      const socket = createSocket('udp4');
      socket.once('error', reject);
      socket.bind(0, '127.0.0.1', () => {
        const { port } = socket.address();
        socket.close(() => resolve(port));
      });
      return;
    }
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
