// @vitest-environment jsdom
import { LIVE_EVENTS } from '@vigil/domain';
import type { LiveTrap } from '@vigil/domain';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../SessionContext';
import type { Session, SessionUser } from '../SessionContext';
import { fakeSocketFactory } from '../testing/FakeLiveSocket';
import type { FakeLiveSocket } from '../testing/FakeLiveSocket';
import { LiveFeedProvider } from './LiveFeedProvider';
import { liveTrapOf, useLiveTraps } from './useLiveTraps';

const session: Session = {
  user: { id: 'u1' } as SessionUser,
  needsTotp: false,
  refresh: async () => {},
};

const trap = (id: string, equipmentID: string | number | null): Record<string, unknown> => ({
  id,
  oid: '1.3.6.1.4.1.318.0.5',
  value: 'On battery',
  createdAt: '2026-03-10T12:00:00Z',
  equipmentID,
  equipmentIP: '10.0.0.5',
});

function Listener({ equipmentID, onTrap }: { equipmentID: string; onTrap: (t: LiveTrap) => void }) {
  useLiveTraps(equipmentID, onTrap);
  return null;
}

let sockets: FakeLiveSocket[];
let factory: ReturnType<typeof fakeSocketFactory>['factory'];
const socket = () => sockets[0]!;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

function mount(children: ReactNode) {
  const tree = (content: ReactNode) => (
    <SessionContext value={session}>
      <LiveFeedProvider createSocket={factory}>{content}</LiveFeedProvider>
    </SessionContext>
  );
  const view = render(tree(children));
  return { ...view, rerenderWith: (content: ReactNode) => view.rerender(tree(content)) };
}

beforeEach(() => {
  vi.useFakeTimers();
  ({ factory, sockets } = fakeSocketFactory());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveTraps', () => {
  it("joins the equipment's room and hands over only that equipment's traps", async () => {
    const got = vi.fn();
    mount(<Listener equipmentID="7" onTrap={got} />);
    await settle();
    expect(socket().handshakes).toEqual([{ type: 'equipment', id: '7' }]);
    act(() => socket().serverConnects());
    act(() => socket().serverSends(LIVE_EVENTS.trap, trap('1', 7)));
    act(() => socket().serverSends(LIVE_EVENTS.trap, [trap('2', '8'), trap('3', '7')]));
    act(() => socket().serverSends(LIVE_EVENTS.trap, { junk: true }));
    expect(got.mock.calls.map(([t]) => (t as LiveTrap).id)).toEqual(['1', '3']);
    expect(got.mock.calls[0]![0]).toEqual({ ...trap('1', '7') });
  });

  it('listens on a socket that already exists and leaves the room when unmounted', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = mount(<Listener equipmentID="7" onTrap={first} />);
    await settle();
    act(() => socket().serverConnects());
    view.rerenderWith(
      <>
        <Listener equipmentID="7" onTrap={first} />
        <Listener equipmentID="9" onTrap={second} />
      </>,
    );
    expect(socket().emittedOf(LIVE_EVENTS.join)).toEqual([[[{ type: 'equipment', id: '9' }]]]);
    act(() => socket().serverSends(LIVE_EVENTS.trap, trap('4', '9')));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    view.rerenderWith(<Listener equipmentID="7" onTrap={first} />);
    await settle();
    expect(socket().emittedOf(LIVE_EVENTS.leave)).toEqual([[[{ type: 'equipment', id: '9' }]]]);
  });
});

describe('liveTrapOf', () => {
  it.each<[unknown, LiveTrap | null]>([
    [null, null],
    ['trap', null],
    [{ id: '1', oid: '1.3' }, null],
    [
      { id: 5, oid: '1.3', value: 3, createdAt: 't', equipmentID: 2 },
      { id: '5', oid: '1.3', value: '3', createdAt: 't', equipmentID: '2', equipmentIP: '' },
    ],
  ])('%j', (payload, expected) => {
    expect(liveTrapOf(payload)).toEqual(expected);
  });
});
