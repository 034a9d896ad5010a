import dgram, { type Socket, type SocketType } from 'node:dgram';

export interface NetSnmpDgram {
  /** Pass as the `dgramModule` option of net-snmp's createAgent or createReceiver. */
  dgramModule: { createSocket(type: SocketType): Socket };
  /** The socket net-snmp listens on, once bound; rejects if binding failed. */
  listening: Promise<Socket>;
}

/**
 * A dgram module for net-snmp's listeners that binds the port asked for. net-snmp binds its
 * socket itself and turns port 0 into its default (161 or 162), and it reports a failed bind
 * only to its general callback, so this is how a listener gets a free port and how we learn
 * which port it got, or why it got none.
 */
export function netSnmpDgram(port: number): NetSnmpDgram {
  let settle: { resolve(socket: Socket): void; reject(error: Error): void } | undefined;
  const listening = new Promise<Socket>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    listening,
    dgramModule: {
      createSocket(type: SocketType): Socket {
        const socket = dgram.createSocket(type);
        const bind = socket.bind.bind(socket) as (port: number, address?: string) => Socket;
        socket.bind = ((_ignored: number, address?: string) =>
          bind(port, address)) as Socket['bind'];
        const failed = (error: Error) => settle?.reject(error);
        socket.once('error', failed);
        socket.once('listening', () => {
          socket.off('error', failed);
          settle?.resolve(socket);
        });
        return socket;
      },
    },
  };
}
