// @vitest-environment jsdom
import { APP_ROUTES, LIVE_EVENTS, messages } from '@vigil/domain';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/renderPage';
import { formatDay } from '../../components/groupLogsByDay';
import {
  EquipmentLogsDocument,
  EquipmentLogsEquipmentDocument,
  EquipmentTrapsDocument,
} from '../../graphql/generated/graphql';
import type { EquipmentLogsQuery, EquipmentTrapsQuery } from '../../graphql/generated/graphql';
import { EQUIPMENT_LOGS_PAGE } from './components/EquipmentLogsList';
import { EQUIPMENT_TRAPS_LIMIT, mergeTraps } from './components/EquipmentTrapsList';
import { EquipmentEventsPage } from './EquipmentEventsPage';
import { equipmentEventsLinks, equipmentEventsTab, safeRef } from './equipmentEventsParams';

afterEach(cleanup);

type Log = EquipmentLogsQuery['equipmentLogs']['items'][number];
type Trap = EquipmentTrapsQuery['snmpTraps'][number];

/** An ISO instant at a local date and time, so the test holds in any time zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 2, day, hour, minute).toISOString();

const log = (id: string, createdAt: string, extra: Partial<Log> = {}) =>
  ({
    __typename: 'EquipmentLog',
    id,
    kind: 'maintenance',
    message: `event ${id}`,
    userName: 'Ada Admin',
    createdAt,
    ...extra,
  }) as Log;

const trap = (id: string, createdAt: string, value = `value ${id}`) =>
  ({
    __typename: 'SnmpTrap',
    id,
    oid: '1.3.6.1.4.1.318.0.5',
    value,
    createdAt,
    equipmentID: 'e1',
    equipmentIP: '10.0.0.5',
  }) as Trap;

const equipmentMock: MockLink.MockedResponse = {
  request: {
    query: EquipmentLogsEquipmentDocument,
    variables: { equipmentID: 'e1', customerID: 'c1' },
  },
  result: {
    data: {
      equipment: {
        __typename: 'Equipment',
        id: 'e1',
        name: 'UPS A',
        protocol: 'SNMP',
        equipmentIP: '10.0.0.5',
        customerID: 'c1',
        gateway: { __typename: 'GatewayRef', id: 'g1', name: 'Hall gateway' },
      },
    },
  },
};

const logsMock = (offset: number, items: Log[], total: number): MockLink.MockedResponse => ({
  request: {
    query: EquipmentLogsDocument,
    variables: { equipmentID: 'e1', customerID: 'c1', limit: EQUIPMENT_LOGS_PAGE, offset },
  },
  result: { data: { equipmentLogs: { __typename: 'EquipmentLogPage', items, total } } },
});

const trapsMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: EquipmentTrapsDocument,
    variables: {
      gatewayID: 'g1',
      equipmentID: 'e1',
      customerID: 'c1',
      limit: EQUIPMENT_TRAPS_LIMIT,
    },
  },
  result,
});

function openAt(at: string, mocks: MockLink.MockedResponse[]) {
  const route = at.includes('/traps') ? APP_ROUTES.equipmentTraps : APP_ROUTES.equipmentLogs;
  return renderPage(<EquipmentEventsPage />, { route, at, mocks });
}

describe('EquipmentEventsPage logs', () => {
  it('groups the events by day, newest first, with who and when, and pages with Load more', async () => {
    openAt('/c1/gateways/g1/equipment/e1/logs', [
      equipmentMock,
      logsMock(
        0,
        [
          log('3', at(10, 18), { kind: 'disconnected', message: 'Disconnected.', userName: null }),
          log('2', at(10, 9)),
          log('1', at(9, 8), { kind: 'edited', message: "Edited: name 'UPS' to 'UPS A'." }),
        ],
        4,
      ),
      logsMock(
        3,
        [log('0', at(7, 12), { kind: 'created', message: 'Added: SNMP at 10.0.0.5.' })],
        4,
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'UPS A' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Logs' }).getAttribute('aria-selected')).toBe('true');
    await screen.findAllByTestId('equipment-log');
    expect(screen.getAllByTestId('equipment-log-day').map((d) => d.textContent)).toEqual([
      formatDay('2026-03-10'),
      formatDay('2026-03-09'),
    ]);
    const newest = screen.getByRole('region', { name: formatDay('2026-03-10') });
    const lines = within(newest).getAllByTestId('equipment-log');
    expect(lines.map((l) => l.getAttribute('data-kind'))).toEqual(['disconnected', 'maintenance']);
    expect(lines[0]!.textContent).toContain('by the gateway');
    expect(lines[1]!.textContent).toContain('by Ada Admin');
    // Each line's icon names its kind.
    expect(within(lines[0]!).getByTitle('Disconnected')).toBeTruthy();
    expect(screen.getByText('3 of 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('equipment-log')).toHaveLength(4));
    expect(screen.getAllByTestId('equipment-log-day').at(-1)!.textContent).toBe(
      formatDay('2026-03-07'),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when nothing has been logged, and offers a retry when the log fails', async () => {
    openAt('/c1/gateways/g1/equipment/e1/logs', [equipmentMock, logsMock(0, [], 0)]);
    expect(await screen.findByText('Nothing has happened to this equipment yet.')).toBeTruthy();
    cleanup();
    openAt('/c1/gateways/g1/equipment/e1/logs', [
      equipmentMock,
      { ...logsMock(0, [], 0), result: undefined, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('EquipmentEventsPage traps', () => {
  it('lists the traps newest first and puts a live trap on top without asking again', async () => {
    const { sockets } = openAt(
      '/c1/gateways/g1/equipment/e1/traps?traps=true&tab=1&ref=%2Fc1%2Fviews%2FDC1',
      [
        equipmentMock,
        trapsMock({ data: { snmpTraps: [trap('1', at(9, 8)), trap('2', at(10, 8))] } }),
      ],
    );
    expect(screen.getByRole('tab', { name: 'Traps' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('trap-2');
    const ids = () => screen.getAllByTestId(/^trap-/).map((r) => r.getAttribute('data-testid'));
    expect(ids()).toEqual(['trap-2', 'trap-1']);
    // The back link is the ref; the tabs carry it along.
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/c1/views/DC1');
    expect(screen.getByRole('tab', { name: 'Logs' }).getAttribute('href')).toBe(
      '/c1/gateways/g1/equipment/e1/logs?ref=%2Fc1%2Fviews%2FDC1',
    );

    await waitFor(() => expect(sockets[0]?.handshakes).toEqual([{ type: 'equipment', id: 'e1' }]));
    act(() => sockets[0]!.serverConnects());
    const pushed = { ...trap('3', at(10, 9), 'On battery') };
    delete (pushed as { __typename?: string }).__typename;
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.trap, pushed));
    // The same push again (a reconnection replays it) and another equipment's trap change nothing.
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.trap, pushed));
    act(() => sockets[0]!.serverSends(LIVE_EVENTS.trap, { ...pushed, id: '9', equipmentID: 'e2' }));
    expect(ids()).toEqual(['trap-3', 'trap-2', 'trap-1']);
    expect(screen.getByTestId('trap-3').getAttribute('data-fresh')).toBe('true');
    expect(screen.getByTestId('trap-3').textContent).toContain('On battery');
    expect(screen.getByText('1 new trap').getAttribute('aria-live')).toBe('polite');
  });

  it("shows 'Could not find equipment' when the server says so", async () => {
    openAt('/c1/gateways/g1/equipment/e1/traps', [
      { ...equipmentMock, result: { data: { equipment: null } } },
      trapsMock({ errors: [{ message: messages.couldNotFindEquipment }] }),
    ]);
    // Both the header's equipment and the traps answer that it is not there.
    await waitFor(() =>
      expect(screen.getAllByText(messages.couldNotFindEquipment)).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says so when no trap has arrived yet', async () => {
    openAt('/c1/gateways/g1/equipment/e1/traps', [
      equipmentMock,
      trapsMock({ data: { snmpTraps: [] } }),
    ]);
    expect(await screen.findByText(/No traps received from this equipment yet/)).toBeTruthy();
  });
});

describe('equipmentEventsTab', () => {
  it.each<[string, string, 0 | 1]>([
    ['/gateways/1/equipment/2/logs', '', 0],
    ['/gateways/1/equipment/2/traps', '', 1],
    ['/gateways/1/equipment/2/logs', 'traps=true', 1],
    ['/gateways/1/equipment/2/traps', 'traps=false', 0],
    ['/gateways/1/equipment/2/logs', 'tab=1', 1],
    ['/gateways/1/equipment/2/traps', 'tab=0&traps=true', 0],
    ['/gateways/1/equipment/2/traps', 'tab=7', 1],
  ])('%s?%s → tab %i', (path, query, expected) => {
    expect(equipmentEventsTab(path, new URLSearchParams(query))).toBe(expected);
  });
});

describe('safeRef and the links', () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['/c1/views/DC1', '/c1/views/DC1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (ref, expected) => {
    expect(safeRef(ref)).toBe(expected);
  });

  it('goes back to the equipment selected in My Equipment without a ref', () => {
    expect(equipmentEventsLinks('c1', 'g1', 'e1', null)).toEqual({
      logs: '/c1/gateways/g1/equipment/e1/logs',
      traps: '/c1/gateways/g1/equipment/e1/traps?traps=true&tab=1',
      back: '/c1/equipment?tab=equipment&selected=e1',
    });
  });
});

describe('mergeTraps', () => {
  it('keeps each trap once, newest first', () => {
    const merged = mergeTraps(
      [trap('3', at(10, 9)), trap('2', at(10, 8))],
      [trap('2', at(10, 8)), trap('1', at(9, 8))],
    );
    expect(merged.map((t) => t.id)).toEqual(['3', '2', '1']);
  });
});
