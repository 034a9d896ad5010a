// @vitest-environment jsdom
import { LIVE_EVENTS, SOCKET_REAUTH_RETRY_MS } from '@vigil/domain';
import type { LiveReading } from '@vigil/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../SessionContext';
import type { Session, SessionUser } from '../SessionContext';
import { fakeSocketFactory } from '../testing/FakeLiveSocket';
import type { FakeLiveSocket } from '../testing/FakeLiveSocket';
import { LiveFeedProvider } from './LiveFeedProvider';
import { useLiveReadings } from './useLiveReadings';

const session = (id: string): Session => ({
  user: { id } as SessionUser,
  needsTotp: false,
  refresh: async () => {},
});

const reading = (sensorID: string, value: number, createdAt: string): LiveReading => ({
  sensorID,
  value,
  detail: null,
  createdAt,
  status: 'ok',
  disconnected: false,
});

function Values({ ids }: { ids: string[] }) {
  const live = useLiveReadings(ids);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-testid={`live-${id}`}>
          {live.get(id)?.value ?? '-'}
        </li>
      ))}
    </ul>
  );
}

let sockets: FakeLiveSocket[];
let factory: ReturnType<typeof fakeSocketFactory>['factory'];

function renderValues(ids: string[], user = session('u1')) {
  const tree = (children: React.ReactNode, s: Session) => (
    <SessionContext value={s}>
      <LiveFeedProvider createSocket={factory}>{children}</LiveFeedProvider>
    </SessionContext>
  );
  const view = render(tree(<Values ids={ids} />, user));
  return {
    ...view,
    rerenderWith: (nextIds: string[], nextUser = user) =>
      view.rerender(tree(<Values ids={nextIds} />, nextUser)),
  };
}

const socket = () => sockets[0]!;
const text = (id: string) => screen.getByTestId(`live-${id}`).textContent;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  ({ factory, sockets } = fakeSocketFactory());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveReadings', () => {
  it("joins the sensors' rooms on one socket and shows their newest readings", async () => {
    renderValues(['1', '2']);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(socket().handshakes).toEqual([{ type: 'sensor', id: '1' }]);
    act(() => socket().serverConnects());
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([[[{ type: 'sensor', id: '2' }]]]);

    act(() =>
      socket().serverSends(LIVE_EVENTS.readings, [
        reading('1', 21.5, '2026-03-10T12:00:01Z'),
        reading('2', 40, '2026-03-10T12:00:01Z'),
      ]),
    );
    expect(text('1')).toBe('21.5');
    expect(text('2')).toBe('40');
    // An older push arriving late does not replace a newer value.
    act(() =>
      socket().serverSends(LIVE_EVENTS.readings, [reading('1', 3, '2026-03-10T11:00:00Z')]),
    );
    expect(text('1')).toBe('21.5');
  });

  it('after an auth failure reconnects only once the 10 s have passed, then updates again', async () => {
    renderValues(['1', '2']);
    await settle();
    act(() => socket().serverConnects());
    act(() => socket().serverSends(LIVE_EVENTS.authFailure));
    expect(socket().connected).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS - 1));
    expect(socket().connectCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(socket().connectCalls).toBe(2);
    expect(socket().handshakes[1]).toEqual({ type: 'sensor', id: '1' });

    socket().emitted = [];
    act(() => socket().serverConnects());
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([[[{ type: 'sensor', id: '2' }]]]);
    act(() =>
      socket().serverSends(LIVE_EVENTS.readings, [reading('2', 7, '2026-03-10T12:00:05Z')]),
    );
    expect(text('2')).toBe('7');
  });

  it('retries a refused handshake (connect_error auth_failure) after the same delay', async () => {
    renderValues(['5']);
    await settle();
    act(() => socket().serverRefuses(LIVE_EVENTS.authFailure));
    await act(() => vi.advanceTimersByTimeAsync(SOCKET_REAUTH_RETRY_MS - 1));
    expect(socket().connectCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(socket().connectCalls).toBe(2);
  });

  it('leaves rooms no longer shown and joins new ones', async () => {
    const view = renderValues(['1', '2']);
    await settle();
    act(() => socket().serverConnects());
    view.rerenderWith(['2', '3']);
    await settle();
    // Sensor 2 stays joined through the change: no leave and join again for it.
    expect(socket().emittedOf(LIVE_EVENTS.leave)).toEqual([[[{ type: 'sensor', id: '1' }]]]);
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([
      [[{ type: 'sensor', id: '2' }]],
      [[{ type: 'sensor', id: '3' }]],
    ]);
  });

  it('reconnects with a new handshake when another user signs in', async () => {
    const view = renderValues(['1']);
    await settle();
    act(() => socket().serverConnects());
    view.rerenderWith(['1'], session('u2'));
    expect(socket().disconnectCalls).toBe(1);
    expect(socket().connectCalls).toBe(2);
  });
});
