// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { LIVE_EVENTS, STATUS_COLORS } from '@vigil/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ResetTimerDocument,
  ViewAlarmsDocument,
  WidgetEquipmentAssetDocument,
  WidgetTimersDocument,
  WidgetTrapsDocument,
} from '../../../graphql/generated/graphql';
import type {
  ViewAlarmsQuery,
  WidgetEquipmentAssetQuery,
  WidgetTimerFieldsFragment,
  WidgetTrapsQuery,
} from '../../../graphql/generated/graphql';
import { FakeLiveFeed } from '../../../app/testing/FakeLiveFeed';
import type { FakeLiveSocket } from '../../../app/testing/FakeLiveSocket';
import { ALARMS_POLL_MS, AlarmsWidget } from './AlarmsWidget';
import { CountdownWidget } from './CountdownWidget';
import { MetaWidget, assetRows } from './MetaWidget';
import { TRAP_LIMIT, TrapWidget } from './TrapWidget';
import { NOW, rgb, testProps, testWidget } from './widgetTestData';
import type { ViewWidget, WidgetBodyProps } from './widgetTypes';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let sockets: FakeLiveSocket[] = [];

function renderWith(mocks: readonly MockLink.MockedResponse[], ui: ReactNode) {
  return render(
    <FakeLiveFeed onSockets={(fakes) => (sockets = fakes)}>
      <MockedProvider mocks={mocks}>{ui}</MockedProvider>
    </FakeLiveFeed>,
  );
}

const props = (widget: Partial<ViewWidget>, extra: Partial<WidgetBodyProps> = {}) =>
  testProps({ widget: testWidget(widget), sensors: [], ...extra });

type Alarm = ViewAlarmsQuery['viewAlarms'][number];
const alarm = (extra: Partial<Alarm>): Alarm =>
  ({
    __typename: 'ViewAlarm',
    sensorID: 's-load',
    sensorName: 'Output load',
    equipmentID: 'e-ups',
    equipmentName: 'UPS A',
    status: 'warning',
    value: 72,
    detail: null,
    unit: '%',
    since: new Date(NOW - 10 * 60_000).toISOString(),
    ...extra,
  }) as Alarm;

const alarmsMock = (alarms: Alarm[]): MockLink.MockedResponse => ({
  request: { query: ViewAlarmsDocument, variables: { viewID: 'v1', customerID: 'c1' } },
  result: { data: { viewAlarms: alarms } },
});

describe('Alarms widget', () => {
  const alarms = [
    alarm({}),
    alarm({
      sensorID: 's-crac',
      sensorName: 'Supply air temperature',
      equipmentName: 'CRAC 1',
      status: 'error',
      value: 27.5,
      unit: '°C',
      since: new Date(NOW - 2 * 60_000).toISOString(),
    }),
    alarm({
      sensorID: 's-pdu',
      sensorName: 'Phase L1 current',
      equipmentName: 'PDU 3',
      status: 'disconnected',
      value: 12,
      unit: 'A',
      since: new Date(NOW - 3_600_000).toISOString(),
    }),
  ];

  it('lists open alarms newest first with status colour, names, value and since', async () => {
    renderWith([alarmsMock(alarms)], <AlarmsWidget {...props({ type: 'ALARMS' })} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-testid'))).toEqual([
      'alarm-s-crac',
      'alarm-s-load',
      'alarm-s-pdu',
    ]);
    const crac = within(items[0] as HTMLElement);
    expect(crac.getByText('Supply air temperature')).toBeTruthy();
    expect(crac.getByText(/CRAC 1 · since 2 minutes ago/)).toBeTruthy();
    expect(crac.getByTestId('alarm-value').textContent).toBe('27.5 °C');
    expect(getComputedStyle(crac.getByTestId('alarm-value')).color).toBe(rgb(STATUS_COLORS.red));
    expect(crac.getByTestId('sensor-status').textContent).toBe('Error');
    const load = within(items[1] as HTMLElement);
    expect(load.getByTestId('alarm-value').textContent).toBe('72 %');
    expect(getComputedStyle(load.getByTestId('alarm-value')).color).toBe(rgb(STATUS_COLORS.yellow));
    expect(load.getByTestId('sensor-status').textContent).toBe('Warning');
    // A disconnected sensor shows no stale value.
    const pdu = within(items[2] as HTMLElement);
    expect(pdu.queryByTestId('alarm-value')).toBeNull();
    expect(pdu.getByTestId('sensor-status').textContent).toBe('Disconnected');
  });

  it('says when there are no open alarms', async () => {
    renderWith([alarmsMock([])], <AlarmsWidget {...props({ type: 'ALARMS' })} />);
    expect(await screen.findByText('No open alarms')).toBeTruthy();
  });

  it('polls for new alarms every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWith(
      [alarmsMock([]), alarmsMock([alarm({})])],
      <AlarmsWidget {...props({ type: 'ALARMS' })} />,
    );
    expect(await screen.findByText('No open alarms')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ALARMS_POLL_MS));
    expect(await screen.findByTestId('alarm-s-load')).toBeTruthy();
  });

  it('refreshes when the customer’s alarms change on the live feed', async () => {
    renderWith(
      [alarmsMock([]), alarmsMock([alarm({})])],
      <AlarmsWidget {...props({ type: 'ALARMS' })} />,
    );
    expect(await screen.findByText('No open alarms')).toBeTruthy();
    const socket = sockets[0]!;
    act(() => socket.serverConnects());
    act(() => socket.serverSends(LIVE_EVENTS.alarms, { customerID: 'c1' }));
    expect(await screen.findByTestId('alarm-s-load')).toBeTruthy();
  });
});

const DAY = 86_400_000;
const timer = (extra: Partial<WidgetTimerFieldsFragment>): WidgetTimerFieldsFragment =>
  ({
    __typename: 'Timer',
    id: 't1',
    timerID: 't1',
    widgetID: 'w1',
    name: 'CRAC 1 filter change',
    repeatInterval: 90 * 86_400,
    warnBefore: 7 * 86_400,
    resetAt: NOW - 70 * DAY,
    expiresAt: NOW + 20 * DAY,
    ...extra,
  }) as WidgetTimerFieldsFragment;

const timersMock = (timers: WidgetTimerFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: WidgetTimersDocument, variables: { widgetIDs: ['w1'], customerID: 'c1' } },
  result: { data: { timers } },
});

describe('Countdown widget: filter changes', () => {
  const countdown = (canUpdate = true) => props({ type: 'COUNTDOWN' }, { canUpdate });

  it.each<[string, number, string, string, string, string]>([
    [
      'ok',
      NOW + 20 * DAY + 3 * 3_600_000 + 5 * 60_000 + 9_000,
      '20 d 3 h 5 m 9 s left',
      'ok',
      'OK',
      STATUS_COLORS.green,
    ],
    ['warning', NOW + 3 * DAY, '3 d left', 'warning', 'Warning', STATUS_COLORS.yellow],
    ['error', NOW - 3_600_000, 'Expired', 'error', 'Error', STATUS_COLORS.red],
  ])('%s', async (_case, expiresAt, text, status, label, color) => {
    renderWith([timersMock([timer({ expiresAt })])], <CountdownWidget {...countdown()} />);
    const row = within(await screen.findByTestId('timer-t1'));
    expect(row.getByText('CRAC 1 filter change')).toBeTruthy();
    const remaining = row.getByTestId('timer-remaining');
    expect(remaining.textContent).toBe(text);
    expect(remaining.getAttribute('data-status')).toBe(status);
    expect(getComputedStyle(remaining).color).toBe(rgb(color));
    expect(row.getByTestId('sensor-status').textContent).toBe(label);
  });

  it('resets a timer, busy meanwhile, then loads the timers again', async () => {
    const reset = vi.fn(() => ({
      data: { resetTimer: timer({ resetAt: NOW, expiresAt: NOW + 90 * DAY }) },
    }));
    const refetched = vi.fn(() => ({
      // The list as loaded again after the reset: another timer of the widget moved meanwhile.
      data: {
        timers: [
          timer({ resetAt: NOW, expiresAt: NOW + 90 * DAY }),
          timer({ id: 't2', timerID: 't2', name: 'CRAC 2 filter change', expiresAt: NOW + DAY }),
        ],
      },
    }));
    renderWith(
      [
        timersMock([timer({ expiresAt: NOW - 3_600_000 })]),
        {
          request: {
            query: ResetTimerDocument,
            variables: { timerID: 't1', customerID: 'c1', viewID: 'v1' },
          },
          result: reset,
          delay: 20,
        },
        { ...timersMock([]), result: refetched },
      ],
      <CountdownWidget {...countdown()} />,
    );
    const button = await screen.findByRole('button', { name: 'Reset CRAC 1 filter change' });
    expect(screen.getByTestId('timer-remaining').textContent).toBe('Expired');
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByTestId('timer-t2')).toBeTruthy();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(refetched).toHaveBeenCalledTimes(1);
    const remaining = within(screen.getByTestId('timer-t1')).getByTestId('timer-remaining');
    expect(remaining.textContent).toBe('90 d left');
    expect(remaining.getAttribute('data-status')).toBe('ok');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('shows a reset that failed', async () => {
    renderWith(
      [
        timersMock([timer({})]),
        {
          request: {
            query: ResetTimerDocument,
            variables: { timerID: 't1', customerID: 'c1', viewID: 'v1' },
          },
          error: new Error('You may not update this view.'),
        },
      ],
      <CountdownWidget {...countdown()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reset CRAC 1 filter change' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Reset failed: You may not update this view.',
    );
  });

  it('offers no Reset to viewers who cannot update the view', async () => {
    renderWith([timersMock([timer({})])], <CountdownWidget {...countdown(false)} />);
    await screen.findByTestId('timer-t1');
    expect(screen.queryByRole('button', { name: /Reset/ })).toBeNull();
  });

  it("counts down to the widget's own expiration when it has no timers", async () => {
    renderWith(
      [timersMock([])],
      <CountdownWidget
        {...props(
          { type: 'COUNTDOWN', name: 'Warranty', expiration: NOW + 2 * DAY, range: 5 * DAY },
          { canUpdate: true },
        )}
      />,
    );
    const remaining = await screen.findByTestId('timer-remaining');
    expect(remaining.textContent).toBe('2 d left');
    expect(remaining.getAttribute('data-status')).toBe('warning');
  });
});

type Asset = NonNullable<WidgetEquipmentAssetQuery['equipmentAsset']>;
const asset: Asset = {
  equipmentID: 'e-ups',
  name: 'UPS A',
  manufacturer: 'Vertiv',
  model: 'Liebert GXT5',
  protocol: 'SNMP',
  ip: '10.0.4.21',
  meta: [
    { label: 'Serial number', value: 'GX5-1042', type: 'string', oid: '1.3.6.1.2.1.33.1.1.2.0' },
    { label: 'Firmware', value: '2.4.1', type: 'firmware', oid: null },
  ],
};

const assetMock = (equipmentAsset: Asset | null): MockLink.MockedResponse => ({
  request: {
    query: WidgetEquipmentAssetDocument,
    variables: { equipmentID: 'e-ups', customerID: 'c1' },
  },
  result: {
    data: {
      equipmentAsset: equipmentAsset && {
        __typename: 'EquipmentAsset',
        ...equipmentAsset,
        meta: equipmentAsset.meta.map((m) => ({ __typename: 'EquipmentMeta', ...m })),
      },
    },
  },
});

describe('Meta widget', () => {
  const terms = () =>
    [...document.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);

  it("lists the equipment's asset data as a definition list", async () => {
    renderWith(
      [assetMock(asset)],
      <MetaWidget {...props({ type: 'META', equipmentID: 'e-ups' })} />,
    );
    await screen.findByText('Vertiv');
    expect(terms()).toEqual([
      ['Manufacturer', 'Vertiv'],
      ['Model', 'Liebert GXT5'],
      ['Protocol', 'SNMP'],
      ['IP', '10.0.4.21'],
      ['Serial number', 'GX5-1042'],
      ['Firmware', '2.4.1'],
    ]);
  });

  it('shows only the chosen meta items', async () => {
    renderWith(
      [assetMock(asset)],
      <MetaWidget {...props({ type: 'META', equipmentID: 'e-ups', metaIDs: ['Firmware'] })} />,
    );
    await screen.findByText('Vertiv');
    expect(terms().map(([label]) => label)).toEqual([
      'Manufacturer',
      'Model',
      'Protocol',
      'IP',
      'Firmware',
    ]);
    expect(assetRows(asset, ['1.3.6.1.2.1.33.1.1.2.0']).at(-1)).toEqual([
      'Serial number',
      'GX5-1042',
    ]);
  });

  it('says when there is no asset data or no equipment', async () => {
    renderWith(
      [assetMock(null)],
      <MetaWidget {...props({ type: 'META', equipmentID: 'e-ups' })} />,
    );
    expect(await screen.findByText('No asset data')).toBeTruthy();
    cleanup();
    renderWith([], <MetaWidget {...props({ type: 'META' })} />);
    expect(screen.getByText('No equipment chosen')).toBeTruthy();
  });
});

type Trap = WidgetTrapsQuery['snmpTraps'][number];
const trap = (id: string, oid: string, value: string, minutesAgo: number): Trap =>
  ({
    __typename: 'SnmpTrap',
    id,
    oid,
    value,
    createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    equipmentID: 'e-ups',
    equipmentIP: '10.0.4.21',
  }) as Trap;

const trapsMock = (traps: Trap[]): MockLink.MockedResponse => ({
  request: {
    query: WidgetTrapsDocument,
    variables: { equipmentID: 'e-ups', customerID: 'c1', limit: TRAP_LIMIT },
  },
  result: { data: { snmpTraps: traps } },
});

describe('Trap widget', () => {
  it("lists the equipment's newest traps first", async () => {
    renderWith(
      [
        trapsMock([
          trap('1', '1.3.6.1.2.1.33.2.3', 'upsTrapOnBattery', 30),
          trap('2', '1.3.6.1.2.1.33.2.1', 'upsTrapAlarmEntryAdded', 5),
        ]),
      ],
      <TrapWidget {...props({ type: 'TRAP', equipmentID: 'e-ups' })} />,
    );
    const rows = await screen.findAllByTestId(/^trap-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['trap-2', 'trap-1']);
    const newest = within(rows[0] as HTMLElement);
    expect(newest.getByText('1.3.6.1.2.1.33.2.1')).toBeTruthy();
    expect(newest.getByText('upsTrapAlarmEntryAdded')).toBeTruthy();
  });

  it('says when no traps were received', async () => {
    renderWith([trapsMock([])], <TrapWidget {...props({ type: 'TRAP', equipmentID: 'e-ups' })} />);
    expect(await screen.findByText('No traps received')).toBeTruthy();
  });
});
