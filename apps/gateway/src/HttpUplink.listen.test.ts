import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_ACTION_EVENTS, GATEWAY_SOCKET_NAMESPACE } from '@vigil/domain';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpUplink } from './HttpUplink.js';
import type { ListenConnection, ListenHandlers } from './Uplink.js';

let http: HttpServer;
let io: Server;
let url: string;
/** The auth each connection of the /gateway namespace sent, and the sockets. */
let auths: unknown[];
let sockets: Socket[];
let connection: ListenConnection | undefined;

beforeEach(async () => {
  http = createServer();
  io = new Server(http);
  auths = [];
  sockets = [];
  io.of(GATEWAY_SOCKET_NAMESPACE).on('connection', (socket) => {
    auths.push(socket.handshake.auth);
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  connection?.close();
  await io.close();
});

const handlers = (): ListenHandlers & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    onConnect: () => calls.push('connect'),
    onMode: (listen) => calls.push(`mode ${listen}`),
    onActions: (pending) => calls.push(`actions ${pending}`),
    onCancel: (id) => calls.push(`cancel ${id}`),
    onError: () => undefined,
  };
};

describe('HttpUplink listen socket', () => {
  it('passes on the action events, and ignores malformed ones', async () => {
    const link = HttpUplink.fromConfig({ serverUrl: url, gatewayId: '12', token: 'tok-1' });
    const events = handlers();
    connection = link.openListen(events);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    socket.emit(GATEWAY_ACTION_EVENTS.actions, { pending: 'three' });
    socket.emit(GATEWAY_ACTION_EVENTS.cancel, { id: -1 });
    socket.emit(GATEWAY_ACTION_EVENTS.actions, { pending: 3 });
    socket.emit(GATEWAY_ACTION_EVENTS.cancel, { id: 42 });
    await vi.waitFor(() => expect(events.calls).toEqual(['connect', 'actions 3', 'cancel 42']));
    expect(auths).toEqual([{ gatewayId: '12', token: 'tok-1' }]);
  });

  it('connects again with a rotated token', async () => {
    const link = HttpUplink.fromConfig({ serverUrl: url, gatewayId: '12', token: 'tok-1' });
    const events = handlers();
    connection = link.openListen(events);
    await vi.waitFor(() => expect(connection?.connected).toBe(true));
    link.useToken('tok-2');
    await vi.waitFor(() => expect(auths).toHaveLength(2));
    expect(auths[1]).toEqual({ gatewayId: '12', token: 'tok-2' });
    await vi.waitFor(() => expect(events.calls).toEqual(['connect', 'connect']));
  });
});
