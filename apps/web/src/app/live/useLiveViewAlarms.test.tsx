// @vitest-environment jsdom
import { LIVE_EVENTS } from '@vigil/domain';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../SessionContext';
import type { Session, SessionUser } from '../SessionContext';
import { fakeSocketFactory } from '../testing/FakeLiveSocket';
import type { FakeLiveSocket } from '../testing/FakeLiveSocket';
import { LiveFeedProvider } from './LiveFeedProvider';
import { LIVE_VIEW_ALARMS_SETTLE_MS, useLiveViewAlarms } from './useLiveAlarms';

const session: Session = {
  user: { id: 'u1' } as SessionUser,
  needsTotp: false,
  refresh: async () => {},
};

function Cards({ ids, onChange }: { ids: string[]; onChange: () => void }) {
  useLiveViewAlarms(ids, onChange);
  return null;
}

let sockets: FakeLiveSocket[];
let factory: ReturnType<typeof fakeSocketFactory>['factory'];
const socket = () => sockets[0]!;
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  ({ factory, sockets } = fakeSocketFactory());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveViewAlarms', () => {
  it('holds each view’s room and refetches once per burst of its views’ alarm changes', async () => {
    const changed = vi.fn();
    render(
      <SessionContext value={session}>
        <LiveFeedProvider createSocket={factory}>
          <Cards ids={['3', '5', '3']} onChange={changed} />
        </LiveFeedProvider>
      </SessionContext>,
    );
    await settle();
    act(() => socket().serverConnects());
    await settle();
    const rooms = [
      ...socket().handshakes,
      ...socket()
        .emittedOf(LIVE_EVENTS.join)
        .flatMap(([joined]) => joined as unknown[]),
    ];
    expect(rooms).toEqual(
      expect.arrayContaining([
        { type: 'view', id: '3' },
        { type: 'view', id: '5' },
      ]),
    );
    act(() => socket().serverSends(LIVE_EVENTS.alarms, { customerID: '1', viewID: '3' }));
    act(() => socket().serverSends(LIVE_EVENTS.alarms, { customerID: '1', viewID: '5' }));
    // Another view's, and the customer room's, are not these cards'.
    act(() => socket().serverSends(LIVE_EVENTS.alarms, { customerID: '1', viewID: '8' }));
    act(() => socket().serverSends(LIVE_EVENTS.alarms, { customerID: '1' }));
    expect(changed).not.toHaveBeenCalled();
    await settle(LIVE_VIEW_ALARMS_SETTLE_MS);
    expect(changed).toHaveBeenCalledTimes(1);
    act(() => socket().serverSends(LIVE_EVENTS.alarms, { customerID: '1', viewID: '5' }));
    await settle(LIVE_VIEW_ALARMS_SETTLE_MS);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
