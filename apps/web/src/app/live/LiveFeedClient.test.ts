import { LIVE_EVENTS, SOCKET_REAUTH_RETRY_MS } from '@vigil/domain';
import type { LiveReading, LiveRoom } from '@vigil/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../testing/FakeLiveSocket';
import type { FakeLiveSocket } from '../testing/FakeLiveSocket';
import { LiveFeedClient } from './LiveFeedClient';

const sensor = (id: string): LiveRoom => ({ type: 'sensor', id });
const reading = (sensorID: string, value: number, createdAt = '2026-03-10T12:00:00Z') =>
  ({ sensorID, value, detail: null, createdAt, status: 'ok', disconnected: false }) as LiveReading;

const IDLE_MS = 5_000;
let sockets: FakeLiveSocket[];
let client: LiveFeedClient;

/** Lets the socket factory's promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function socket(): FakeLiveSocket {
  const only = sockets[0];
  if (!only || sockets.length !== 1) throw new Error(`expected one socket, got ${sockets.length}`);
  return only;
}

beforeEach(() => {
  vi.useFakeTimers();
  const fake = fakeSocketFactory();
  sockets = fake.sockets;
  client = new LiveFeedClient({ createSocket: fake.factory, idleCloseMs: IDLE_MS });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('LiveFeedClient connection', () => {
  it('opens no socket until a room is wanted', async () => {
    await settle();
    expect(sockets).toHaveLength(0);
  });

  it('names the first room in the handshake and joins the others once connected', async () => {
    client.join(sensor('1'));
    client.join(sensor('2'));
    client.join({ type: 'view', id: '7' });
    await settle();
    expect(socket().connectCalls).toBe(1);
    expect(socket().handshakes).toEqual([sensor('1')]);
    socket().serverConnects();
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([
      [[sensor('2'), { type: 'view', id: '7' }]],
    ]);
  });

  it('shares one socket between holders and counts them per room', async () => {
    const first = client.join(sensor('1'));
    await settle();
    socket().serverConnects();
    const second = client.join(sensor('1'));
    const other = client.join(sensor('2'));
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([[[sensor('2')]]]);
    first();
    first(); // releasing twice counts once
    await settle();
    expect(socket().emittedOf(LIVE_EVENTS.leave)).toEqual([]);
    second();
    await settle();
    expect(socket().emittedOf(LIVE_EVENTS.leave)).toEqual([[[sensor('1')]]]);
    expect(client.heldRooms()).toEqual([sensor('2')]);
    other();
    expect(sockets).toHaveLength(1);
  });

  it('keeps a room released and taken again in the same tick, without leave or join', async () => {
    const release = client.join(sensor('1'));
    await settle();
    socket().serverConnects();
    release();
    client.join(sensor('1'));
    await settle();
    expect(socket().emitted).toEqual([]);
    expect(client.heldRooms()).toEqual([sensor('1')]);
  });

  it('closes the socket a while after the last room goes, unless another is wanted', async () => {
    const release = client.join(sensor('1'));
    await settle();
    socket().serverConnects();
    release();
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    client.join(sensor('2'))();
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(socket().disconnectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket().disconnectCalls).toBe(1);
    client.join(sensor('3'));
    expect(socket().connectCalls).toBe(2);
    expect(socket().handshakes[1]).toEqual(sensor('3'));
  });
});

describe('LiveFeedClient re-authentication', () => {
  it(`reconnects ${SOCKET_REAUTH_RETRY_MS} ms after a refused handshake and rejoins`, async () => {
    client.join(sensor('1'));
    client.join(sensor('2'));
    await settle();
    socket().serverRefuses(LIVE_EVENTS.authFailure);
    // Wanting another room meanwhile does not hurry the retry.
    client.join(sensor('3'));
    await vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS - 1);
    expect(socket().connectCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket().connectCalls).toBe(2);
    socket().serverConnects();
    expect(socket().handshakes[1]).toEqual(sensor('1'));
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([[[sensor('2'), sensor('3')]]]);
  });

  it('on an auth_failure event disconnects, waits, reconnects and rejoins every room', async () => {
    client.join(sensor('1'));
    client.join(sensor('2'));
    await settle();
    socket().serverConnects();
    socket().emitted = [];
    socket().serverSends(LIVE_EVENTS.authFailure);
    expect(socket().connected).toBe(false);
    await vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS - 1);
    expect(socket().connectCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket().connectCalls).toBe(2);
    socket().serverConnects();
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([[[sensor('2')]]]);
  });

  it('waits the same delay after the server drops the connection', async () => {
    client.join(sensor('1'));
    await settle();
    socket().serverConnects();
    socket().serverDisconnects();
    await vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS);
    expect(socket().connectCalls).toBe(2);
  });

  it('does not reconnect when nothing is held any more', async () => {
    const release = client.join(sensor('1'));
    await settle();
    socket().serverRefuses(LIVE_EVENTS.authFailure);
    release();
    await vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS * 2);
    expect(socket().connectCalls).toBe(1);
  });

  it('starts a new handshake when the session changes', async () => {
    client.join(sensor('1'));
    await settle();
    socket().serverConnects();
    client.renewSession();
    expect(socket().disconnectCalls).toBe(1);
    expect(socket().connectCalls).toBe(2);
  });
});

describe('LiveFeedClient readings', () => {
  it('hands each reading to the listeners of its sensor only', async () => {
    const one = vi.fn();
    const two = vi.fn();
    client.join(sensor('1'));
    client.onReading('1', one);
    const stopTwo = client.onReading('2', two);
    await settle();
    socket().serverConnects();
    socket().serverSends(LIVE_EVENTS.readings, [
      reading('1', 20),
      reading('2', 30),
      reading('9', 1),
    ]);
    expect(one).toHaveBeenCalledWith(reading('1', 20));
    expect(two).toHaveBeenCalledWith(reading('2', 30));
    stopTwo();
    // A single reading, a numeric id, and junk are all tolerated.
    socket().serverSends(LIVE_EVENTS.readings, { ...reading('2', 31), sensorID: 2 });
    socket().serverSends(LIVE_EVENTS.readings, [null, 'x', { value: 3 }]);
    expect(two).toHaveBeenCalledTimes(1);
  });
});

describe('LiveFeedClient with a share token', () => {
  it('opens a socket of its own whose every handshake names the token', async () => {
    const shared = client.withShareToken('k3y');
    shared.join(sensor('1'));
    await settle();
    const [sharedSocket] = sockets;
    expect(sharedSocket!.handshakes).toEqual([{ ...sensor('1'), shareToken: 'k3y' }]);
    sharedSocket!.serverRefuses(LIVE_EVENTS.authFailure);
    await vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS);
    expect(sharedSocket!.handshakes[1]).toEqual({ ...sensor('1'), shareToken: 'k3y' });

    // The tab's own feed is untouched: its socket carries no token.
    client.join(sensor('2'));
    await settle();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.handshakes).toEqual([sensor('2')]);
    shared.close();
  });
});
