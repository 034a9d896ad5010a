import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_LIST_STATUSES,
  EQUIPMENT_STATUS_SORT_ORDER,
  equipmentListStatus,
  equipmentPagePath,
  gatewayRedirectPath,
  parseEquipmentFilters,
  parseEquipmentPageParams,
  serializeEquipmentFilters,
  equipmentFilesPath,
} from './equipmentList.js';
import { APP_ROUTES, matchesRoutePattern } from './routes.js';

describe('equipmentListStatus', () => {
  const base = { isMaintenance: false, isRepair: false, disconnected: false, sensorStatus: 'ok' };
  it.each([
    [{}, 'OK'],
    [{ sensorStatus: 'warning' }, 'WARNING'],
    [{ sensorStatus: 'error' }, 'ERROR'],
    [{ sensorStatus: 'unknown' }, 'UNKNOWN'],
    [{ disconnected: true, sensorStatus: 'error' }, 'DISCONNECTED'],
    [{ isRepair: true, disconnected: true }, 'REPAIR'],
    [{ isMaintenance: true, isRepair: true, sensorStatus: 'error' }, 'MAINTENANCE'],
  ])('%j is %s', (subject, expected) => {
    expect(equipmentListStatus({ ...base, ...subject })).toBe(expected);
  });
});

describe('eq_filter', () => {
  it.each([
    [[], { status: [], protocol: [], gatewayIDs: [] }],
    [
      ['status_ERROR', 'status_warning'],
      { status: ['ERROR', 'WARNING'], protocol: [], gatewayIDs: [] },
    ],
    [
      ['protocol_SNMP', 'protocol_Modbus'],
      { status: [], protocol: ['SNMP', 'Modbus'], gatewayIDs: [] },
    ],
    [['gateway_12', 'gateway_12', 'gateway_x'], { status: [], protocol: [], gatewayIDs: ['12'] }],
    [
      ['maintenance_true', 'repair_false', 'disconnected_true', 'locked_true'],
      {
        status: [],
        protocol: [],
        gatewayIDs: [],
        maintenance: true,
        repair: false,
        disconnected: true,
        locked: true,
      },
    ],
    // The gateways tab's filters: connected (not disconnected) and listen mode.
    [
      ['disconnected_false', 'listen_true'],
      { status: [], protocol: [], gatewayIDs: [], disconnected: false, listen: true },
    ],
    [['listen_false', 'listen_on'], { status: [], protocol: [], gatewayIDs: [], listen: false }],
    // Unknown and malformed values are ignored, so an old link still opens the page.
    [
      ['open_true', 'status_HOT', 'protocol_Telnet', '_x', 'locked_maybe', 'nounderscore'],
      { status: [], protocol: [], gatewayIDs: [] },
    ],
  ])('%j parses to %j and back', (values, expected) => {
    const filters = parseEquipmentFilters(values);
    expect(filters).toEqual(expected);
    expect(parseEquipmentFilters(serializeEquipmentFilters(filters))).toEqual(filters);
  });
});

describe('My Equipment query parameters', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseEquipmentPageParams(new URLSearchParams(''))).toEqual({
      tab: 'equipment',
      query: '',
      filters: { status: [], protocol: [], gatewayIDs: [] },
      sortColumn: 'name',
      order: 'asc',
      selected: null,
      mode: null,
    });
  });

  it.each([
    [
      '?tab=gateways&sort_col=deviceCount&order=desc',
      { tab: 'gateways', sortColumn: 'deviceCount', order: 'desc' },
    ],
    // A gateway sort on the equipment tab (or a made-up one) falls back to name.
    ['?tab=equipment&sort_col=deviceCount', { tab: 'equipment', sortColumn: 'name' }],
    ['?sort_col=status&order=up', { sortColumn: 'status', order: 'asc' }],
    ['?selected=42&mode=edit', { selected: '42', mode: 'edit' }],
    ['?selected=abc&mode=delete', { selected: null, mode: null }],
    ['?query=UPS%20A', { query: 'UPS A' }],
  ])('%s', (search, expected) => {
    expect(parseEquipmentPageParams(new URLSearchParams(search))).toMatchObject(expected);
  });

  it('writes a state that reads back the same', () => {
    const state = {
      tab: 'equipment' as const,
      query: 'ups',
      filters: { status: ['ERROR' as const], protocol: ['SNMP'], gatewayIDs: ['3'], locked: false },
      sortColumn: 'gateway',
      order: 'desc' as const,
      selected: '9',
      mode: 'edit' as const,
    };
    const path = equipmentPagePath('7', state);
    expect(path).toBe(
      '/7/equipment?tab=equipment&query=ups&eq_filter=status_ERROR&eq_filter=protocol_SNMP&eq_filter=gateway_3&eq_filter=locked_false&sort_col=gateway&order=desc&selected=9&mode=edit',
    );
    expect(parseEquipmentPageParams(new URLSearchParams(path.split('?')[1]))).toEqual(state);
  });
});

describe('gateway redirects (spec core §2)', () => {
  it.each([
    [{ kind: 'gateways' } as const, '7', '/7/equipment?tab=gateways'],
    [{ kind: 'gateway', gatewayID: '3' } as const, '7', '/7/equipment?tab=gateways&selected=3'],
    [{ kind: 'equipmentAdd' } as const, undefined, '/equipment?tab=equipment&mode=add'],
    [
      { kind: 'equipment', equipmentID: '5' } as const,
      '7',
      '/7/equipment?tab=equipment&selected=5',
    ],
    [
      { kind: 'equipment', equipmentID: '5', edit: true } as const,
      '7',
      '/7/equipment?tab=equipment&selected=5&mode=edit',
    ],
  ])('%j of customer %s goes to %s', (route, customer, expected) => {
    expect(gatewayRedirectPath(route, customer)).toBe(expected);
  });

  it('writes equipment file paths with underscores for dots, matching the route', () => {
    const path = equipmentFilesPath('7', '3', '10.0.0.5');
    expect(path).toBe('/7/gateways/3/ip/10_0_0_5/files');
    expect(matchesRoutePattern(APP_ROUTES.equipmentFiles, path)).toBe(true);
  });
});

describe('EQUIPMENT_STATUS_SORT_ORDER', () => {
  it('ranks every list status once, OK first and ERROR last', () => {
    expect([...EQUIPMENT_STATUS_SORT_ORDER].sort()).toEqual([...EQUIPMENT_LIST_STATUSES].sort());
    expect(EQUIPMENT_STATUS_SORT_ORDER[0]).toBe('OK');
    expect(EQUIPMENT_STATUS_SORT_ORDER.at(-1)).toBe('ERROR');
  });
});
