import { describe, expect, it } from 'vitest';
import {
  ACTION_IP_BATCH_SIZE,
  ACTION_LABELS,
  ACTION_STATUSES,
  ACTION_TYPES,
  GATEWAY_DRAWER_HEIGHT,
  GATEWAY_MODES,
  GATEWAY_MODE_LABELS,
  GATEWAY_TYPES,
  HA_ROLES,
  REBOOT_TYPICAL_MINUTES,
  actionQueueKey,
  actionsCanRun,
  actionsNeedingConfirm,
  chunkIps,
  gatewayMode,
  isDraggableAction,
  needsConfirm,
  nextPollAt,
  removalNeedsWarning,
  reorderActions,
  secondsUntilNextPoll,
  visibleGatewayActions,
} from './gatewayActions.js';
import type {
  ActionStatus,
  ActionType,
  GatewayMode,
  GatewayModeFlags,
  GatewayType,
  HaRole,
} from './gatewayActions.js';

describe('catalogues', () => {
  it('lists every action type with a label', () => {
    expect(ACTION_TYPES).toHaveLength(18);
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...ACTION_TYPES].sort());
  });

  it.each<[ActionType, string]>([
    ['GRAB_UNITY', 'Retrieve Files'],
    ['UNITY_CONFIG', 'Configure Card'],
    ['SNMP_WALK', 'SNMP Walk'],
    ['SNMP_DISCOVER', 'Find Equipment'],
    ['UPDATE', 'Update Firmware'],
    ['SEND_LOGS', 'Get Log'],
    ['REBOOT', 'Restart'],
    ['GATEWAY_META', 'Poll Asset Data'],
    ['RUN_POLL', 'Poll'],
    ['SECURITY_PATCH', 'Security Patches'],
    ['IMPORT_CONFIG', 'Configure Card(s)'],
    ['RENEW_IOT_CERT', 'Rotate Certificate'],
    ['EXPORT_CONFIG', 'Export Configuration'],
    ['UNINSTALL_V1', 'Uninstall v1 Agent'],
    ['UPDATE_FIRMWARE', 'Update Card Firmware'],
    ['UPDATE_HDW_FIRMWARE', 'Update Hardware Firmware'],
    ['TEST_CONNECTION', 'Test Connection'],
    ['MODBUS_READ', 'Read Registers'],
  ])('%s is labelled %s', (type, label) => {
    expect(ACTION_LABELS[type]).toBe(label);
  });

  it.each<[string, readonly string[], string[]]>([
    ['statuses', ACTION_STATUSES, ['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED', 'CANCELLED']],
    ['gateway types', GATEWAY_TYPES, ['STD', 'HA1', 'HA2']],
    ['HA roles', HA_ROLES, ['STD', 'MASTER', 'BACKUP']],
    ['modes', GATEWAY_MODES, ['disconnected', 'listening', 'waiting', 'polling']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('has a label for every mode and the spec constants', () => {
    expect(Object.keys(GATEWAY_MODE_LABELS).sort()).toEqual([...GATEWAY_MODES].sort());
    expect(REBOOT_TYPICAL_MINUTES).toBe(10);
    expect(ACTION_IP_BATCH_SIZE).toBe(100);
    expect(GATEWAY_DRAWER_HEIGHT).toEqual({ open: 240, closed: 64 });
  });
});

describe('gatewayMode', () => {
  it.each<[GatewayModeFlags, GatewayMode]>([
    [{ slave: false, disconnected: false, listenTriggered: false }, 'polling'],
    [{ slave: true, disconnected: false, listenTriggered: false }, 'listening'],
    [{ slave: false, disconnected: false, listenTriggered: true }, 'waiting'],
    [{ slave: true, disconnected: false, listenTriggered: true }, 'listening'],
    [{ slave: false, disconnected: true, listenTriggered: false }, 'disconnected'],
    [{ slave: true, disconnected: true, listenTriggered: true }, 'disconnected'],
    [{ slave: false, disconnected: true, listenTriggered: true }, 'disconnected'],
    [{ slave: null, disconnected: null, listenTriggered: null }, 'polling'],
    [{}, 'polling'],
  ])('%j → %s', (flags, expected) => {
    expect(gatewayMode(flags)).toBe(expected);
  });
});

describe('actionsCanRun', () => {
  it.each<[GatewayMode, boolean]>([
    ['listening', true],
    ['waiting', false],
    ['polling', false],
    ['disconnected', false],
  ])('%s → %s', (mode, expected) => {
    expect(actionsCanRun(mode)).toBe(expected);
  });
});

describe('nextPollAt', () => {
  const at = Date.UTC(2024, 0, 1, 12, 0, 0);
  it.each<[string, number | string | Date, number, number]>([
    ['epoch ms', at, 60, at + 60_000],
    ['Date', new Date(at), 300, at + 300_000],
    ['ISO string', new Date(at).toISOString(), 30, at + 30_000],
    ['epoch ms as digit string', String(at), 1, at + 1000],
    ['zero interval', at, 0, at],
  ])('%s', (_name, lastUpdated, interval, expected) => {
    expect(nextPollAt(lastUpdated, interval)).toBe(expected);
  });

  it.each<[string | Date]>([['not a date'], [''], [new Date('nope')]])(
    'is NaN for unreadable %j',
    (lastUpdated) => {
      expect(nextPollAt(lastUpdated, 60)).toBeNaN();
    },
  );
});

describe('secondsUntilNextPoll', () => {
  const last = 1_000_000;
  it.each<[string, number, number]>([
    ['just polled', last, 60],
    ['one ms later rounds up', last + 1, 60],
    ['half way', last + 30_000, 30],
    ['999 ms before due', last + 59_001, 1],
    ['exactly due', last + 60_000, 0],
    ['overdue never goes below 0', last + 90_000, 0],
    ['clock behind lastUpdated', last - 5_000, 65],
  ])('%s', (_name, now, expected) => {
    expect(secondsUntilNextPoll(last, 60, now)).toBe(expected);
  });

  it('is 0 when lastUpdated cannot be read', () => {
    expect(secondsUntilNextPoll('garbage', 60, last)).toBe(0);
  });

  it('accepts the same inputs as nextPollAt', () => {
    expect(secondsUntilNextPoll(new Date(last), 60, last + 10_000)).toBe(50);
    expect(secondsUntilNextPoll(new Date(last).toISOString(), 60, last + 10_000)).toBe(50);
  });
});

describe('needsConfirm', () => {
  it('confirms exactly reboot and security patch', () => {
    expect(actionsNeedingConfirm).toEqual(['REBOOT', 'SECURITY_PATCH']);
  });

  it.each(
    ACTION_TYPES.map((type): [ActionType, boolean] => [
      type,
      type === 'REBOOT' || type === 'SECURITY_PATCH',
    ]),
  )('%s → %s', (type, expected) => {
    expect(needsConfirm(type)).toBe(expected);
  });
});

describe('isDraggableAction', () => {
  it.each(
    ACTION_STATUSES.map((status): [ActionStatus, boolean] => [status, status !== 'IN_PROGRESS']),
  )('%s → %s', (status, expected) => {
    expect(isDraggableAction({ status })).toBe(expected);
  });
});

describe('removalNeedsWarning', () => {
  it.each<
    [
      string,
      {
        status: ActionStatus;
        batch?: { totalCount: number; pendingCount: number } | null;
      },
      boolean,
    ]
  >([
    ['pending, no batch', { status: 'PENDING' }, false],
    ['pending, null batch', { status: 'PENDING', batch: null }, false],
    ['in progress', { status: 'IN_PROGRESS' }, true],
    [
      'in progress, untouched batch',
      { status: 'IN_PROGRESS', batch: { totalCount: 3, pendingCount: 3 } },
      true,
    ],
    [
      'pending, untouched batch',
      { status: 'PENDING', batch: { totalCount: 3, pendingCount: 3 } },
      false,
    ],
    [
      'pending, batch progressed',
      { status: 'PENDING', batch: { totalCount: 3, pendingCount: 2 } },
      true,
    ],
    [
      'pending, batch all done',
      { status: 'PENDING', batch: { totalCount: 3, pendingCount: 0 } },
      true,
    ],
    ['failed, no batch', { status: 'FAILED' }, false],
    [
      'success, empty batch',
      { status: 'SUCCESS', batch: { totalCount: 0, pendingCount: 0 } },
      false,
    ],
  ])('%s → %s', (_name, item, expected) => {
    expect(removalNeedsWarning(item)).toBe(expected);
  });
});

describe('reorderActions', () => {
  const P = (id: string) => ({ id, status: 'PENDING' as ActionStatus });
  const R = (id: string) => ({ id, status: 'IN_PROGRESS' as ActionStatus });
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).join('');

  it.each<[string, { id: string; status: ActionStatus }[], number, number, string]>([
    ['moves down', [P('a'), P('b'), P('c')], 0, 2, 'bca'],
    ['moves up', [P('a'), P('b'), P('c')], 2, 0, 'cab'],
    ['swaps neighbours', [P('a'), P('b'), P('c')], 1, 2, 'acb'],
    ['moves behind a fixed item', [R('a'), P('b'), P('c'), P('d')], 3, 1, 'adbc'],
    ['moves among items after a fixed one', [P('a'), R('b'), P('c'), P('d')], 2, 3, 'abdc'],
    ['moves finished items too', [{ id: 'a', status: 'SUCCESS' }, P('b')], 0, 1, 'ba'],
  ])('%s', (_name, items, from, to, expected) => {
    const snapshot = ids(items);
    const result = reorderActions(items, from, to);
    expect(ids(result)).toBe(expected);
    expect(result).not.toBe(items);
    expect(ids(items)).toBe(snapshot);
  });

  it.each<[string, { id: string; status: ActionStatus }[], number, number]>([
    ['an in-progress item', [R('a'), P('b'), P('c')], 0, 2],
    ['onto an in-progress slot', [R('a'), P('b'), P('c')], 2, 0],
    ['across an in-progress item going down', [P('a'), R('b'), P('c')], 0, 2],
    ['across an in-progress item going up', [P('a'), R('b'), P('c')], 2, 0],
    ['onto an in-progress slot going down', [P('a'), R('b'), P('c')], 0, 1],
    ['to the same place', [P('a'), P('b')], 1, 1],
    ['from below the list', [P('a'), P('b')], -1, 0],
    ['to past the end', [P('a'), P('b')], 0, 2],
    ['with a fractional index', [P('a'), P('b')], 0.5, 1],
    ['in an empty list', [], 0, 0],
  ])('refuses to move %s', (_name, items, from, to) => {
    expect(reorderActions(items, from, to)).toBe(items);
  });
});

describe('chunkIps', () => {
  const ips = (count: number) =>
    Array.from({ length: count }, (_, i) => `10.0.${i >> 8}.${i & 255}`);

  it.each<[number, number[], number[]]>([
    [0, [], []],
    [1, [0], [1]],
    [99, [0], [99]],
    [100, [0], [100]],
    [101, [0, 100], [100, 1]],
    [250, [0, 100, 200], [100, 100, 50]],
  ])('%i ips → offsets %j, sizes %j', (count, offsets, sizes) => {
    const all = ips(count);
    const chunks = chunkIps(all);
    expect(chunks.map((chunk) => chunk.offset)).toEqual(offsets);
    expect(chunks.map((chunk) => chunk.ips.length)).toEqual(sizes);
    expect(chunks.flatMap((chunk) => chunk.ips)).toEqual(all);
    for (const chunk of chunks) expect(chunk.ips[0]).toBe(all[chunk.offset]);
  });

  it('takes a custom size', () => {
    expect(chunkIps(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      { ips: ['a', 'b'], offset: 0 },
      { ips: ['c', 'd'], offset: 2 },
      { ips: ['e'], offset: 4 },
    ]);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('rejects size %s', (size) => {
    expect(() => chunkIps(['a'], size)).toThrow(RangeError);
  });
});

describe('visibleGatewayActions', () => {
  it.each<[boolean, HaRole | null | undefined, ActionType[]]>([
    [
      true,
      'STD',
      [
        'UPDATE',
        'SEND_LOGS',
        'GATEWAY_META',
        'RUN_POLL',
        'REBOOT',
        'SECURITY_PATCH',
        'RENEW_IOT_CERT',
      ],
    ],
    [
      true,
      'MASTER',
      [
        'UPDATE',
        'SEND_LOGS',
        'GATEWAY_META',
        'RUN_POLL',
        'REBOOT',
        'SECURITY_PATCH',
        'RENEW_IOT_CERT',
      ],
    ],
    [true, 'BACKUP', ['UPDATE', 'SEND_LOGS', 'REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT']],
    [false, 'STD', ['GATEWAY_META', 'RUN_POLL', 'REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT']],
    [false, 'MASTER', ['GATEWAY_META', 'RUN_POLL', 'REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT']],
    [false, 'BACKUP', ['REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT']],
    [false, null, ['GATEWAY_META', 'RUN_POLL', 'REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT']],
    [false, undefined, ['GATEWAY_META', 'RUN_POLL', 'REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT']],
  ])('super %s, role %s', (isSuper, haRole, expected) => {
    expect(visibleGatewayActions({ isSuper, haRole })).toEqual(expected);
  });
});

describe('actionQueueKey', () => {
  it.each<[string | number, GatewayType | null | undefined, string]>([
    ['gw1', 'STD', 'gw1'],
    ['gw1', 'HA1', 'gw1'],
    ['gw1', 'HA2', 'gw1:HA2'],
    [42, 'HA2', '42:HA2'],
    [42, null, '42'],
    ['gw1', undefined, 'gw1'],
  ])('%s / %s → %s', (id, type, expected) => {
    expect(actionQueueKey(id, type)).toBe(expected);
  });

  it('keeps HA1 and HA2 queues of one gateway apart', () => {
    expect(actionQueueKey('g', 'HA1')).not.toBe(actionQueueKey('g', 'HA2'));
  });
});
