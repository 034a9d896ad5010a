import type { Server } from 'socket.io';

/**
 * Counts and times the live hub's emits (`io.to(room).emit(...)`) on this server instance: the
 * hub flushes one emit per changed sensor per coalescing window, and socket.io encodes each one
 * even for a room nobody joined. The server's code runs unchanged.
 */
export function timedLiveEmits(io: Server) {
  let totals = { count: 0, ms: 0 };
  const to = io.to.bind(io);
  io.to = ((room: string | string[]) => {
    const operator = to(room);
    const emit = operator.emit.bind(operator);
    operator.emit = ((event: string, ...args: unknown[]) => {
      const start = performance.now();
      try {
        return emit(event, ...args);
      } finally {
        totals.count++;
        totals.ms += performance.now() - start;
      }
    }) as typeof operator.emit;
    return operator;
  }) as typeof io.to;
  return {
    snapshot: () => ({ ...totals }),
    reset() {
      totals = { count: 0, ms: 0 };
    },
  };
}
