import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Database } from '../db/client.js';
import { resolveSession } from '../modules/access/access.service.js';

/** Socket.io on the server's own HTTP server; only signed-in browsers may connect. */
export function attachLive(server: HttpServer, db: Database, secret: string): Server {
  const io = new Server(server, { serveClient: false, path: '/socket.io' });
  io.use(async (socket, next) => {
    try {
      const token = sessionTokenFromHeader(socket.request.headers.cookie, secret);
      const { viewer } = await resolveSession(db, token);
      if (!viewer) return next(new Error('auth_failure'));
      socket.data.userId = viewer.id;
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  io.on('connection', (socket) => {
    void socket.join(`user:${String(socket.data.userId)}`);
  });
  return io;
}
