// My Equipment (spec core §2 `/{customer}/equipment`): its tabs, filters, sorts and the query
// parameters that keep them across reloads, and the gateway routes that redirect to it.
import { ipToPath } from './routes.js';
import type { EquipmentStatus } from './status.js';

export const EQUIPMENT_TABS = ['equipment', 'gateways'] as const;
export type EquipmentTab = (typeof EQUIPMENT_TABS)[number];

export const EQUIPMENT_MODES = ['add', 'edit'] as const;
export type EquipmentMode = (typeof EQUIPMENT_MODES)[number];

/** Equipment list sorts; each has an index (or is computed per page, like status). */
export const EQUIPMENT_SORT_COLUMNS = [
  'name',
  'equipmentIP',
  'protocol',
  'gateway',
  'status',
  'createdAt',
  'lastUpdated',
] as const;
export type EquipmentSortColumn = (typeof EQUIPMENT_SORT_COLUMNS)[number];

/** Gateway list sorts. */
export const GATEWAY_SORT_COLUMN_NAMES = [
  'name',
  'lastUpdated',
  'pollInterval',
  'deviceCount',
  'createdAt',
] as const;
export type GatewaySortColumnName = (typeof GATEWAY_SORT_COLUMN_NAMES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The statuses My Equipment lists and filters by (a subset of spec core §4's status values). */
export const EQUIPMENT_LIST_STATUSES = [
  'OK',
  'WARNING',
  'ERROR',
  'UNKNOWN',
  'DISCONNECTED',
  'MAINTENANCE',
  'REPAIR',
] as const satisfies readonly EquipmentStatus[];
export type EquipmentListStatus = (typeof EQUIPMENT_LIST_STATUSES)[number];

export interface EquipmentStatusSubject {
  isMaintenance: boolean;
  isRepair: boolean;
  disconnected: boolean;
  /** The worst status of its sensors: ok, warning, error or unknown. */
  sensorStatus: string;
}

/**
 * An equipment's status as lists show it: the flags first (a device in maintenance is shown so,
 * whatever its sensors say), then the worst status of its sensors.
 */
export function equipmentListStatus(e: EquipmentStatusSubject): EquipmentListStatus {
  if (e.isMaintenance) return 'MAINTENANCE';
  if (e.isRepair) return 'REPAIR';
  if (e.disconnected) return 'DISCONNECTED';
  switch (e.sensorStatus) {
    case 'error':
      return 'ERROR';
    case 'warning':
      return 'WARNING';
    case 'ok':
      return 'OK';
    default:
      return 'UNKNOWN';
  }
}

/** The list filters (GraphQL EquipmentFilters) as the page holds them. */
export interface EquipmentListFilters {
  status: EquipmentListStatus[];
  protocol: string[];
  gatewayIDs: string[];
  maintenance?: boolean;
  repair?: boolean;
  disconnected?: boolean;
  locked?: boolean;
  /** Gateways tab: in listen mode (GraphQL GatewayFilters.slave). */
  listen?: boolean;
}

const FLAG_FILTERS = ['maintenance', 'repair', 'disconnected', 'locked', 'listen'] as const;
type FlagFilter = (typeof FLAG_FILTERS)[number];

/**
 * `eq_filter` values are `{key}_{value}`, one parameter each (the header's alarm link uses
 * `eq_filter=open_true`): status_ERROR, protocol_SNMP, gateway_12, maintenance_true, locked_false,
 * and on the gateways tab disconnected_false (connected) and listen_true.
 * Unknown or malformed values are ignored, so an old link still opens the page.
 */
export function parseEquipmentFilters(values: readonly string[]): EquipmentListFilters {
  const filters: EquipmentListFilters = { status: [], protocol: [], gatewayIDs: [] };
  for (const raw of values) {
    const cut = raw.indexOf('_');
    if (cut <= 0) continue;
    const key = raw.slice(0, cut);
    const value = raw.slice(cut + 1);
    if (key === 'status') {
      const status = value.toUpperCase();
      if ((EQUIPMENT_LIST_STATUSES as readonly string[]).includes(status)) {
        if (!filters.status.includes(status as EquipmentListStatus)) {
          filters.status.push(status as EquipmentListStatus);
        }
      }
    } else if (key === 'protocol') {
      if ((value === 'Modbus' || value === 'SNMP') && !filters.protocol.includes(value)) {
        filters.protocol.push(value);
      }
    } else if (key === 'gateway') {
      if (/^[1-9]\d{0,9}$/.test(value) && !filters.gatewayIDs.includes(value)) {
        filters.gatewayIDs.push(value);
      }
    } else if ((FLAG_FILTERS as readonly string[]).includes(key)) {
      if (value === 'true' || value === 'false') filters[key as FlagFilter] = value === 'true';
    }
  }
  return filters;
}

export function serializeEquipmentFilters(filters: EquipmentListFilters): string[] {
  return [
    ...filters.status.map((status) => `status_${status}`),
    ...filters.protocol.map((protocol) => `protocol_${protocol}`),
    ...filters.gatewayIDs.map((id) => `gateway_${id}`),
    ...FLAG_FILTERS.flatMap((flag) =>
      filters[flag] === undefined ? [] : [`${flag}_${String(filters[flag])}`],
    ),
  ];
}

/** Every query parameter of My Equipment, parsed; absent ones take the page's defaults. */
export interface EquipmentPageParams {
  tab: EquipmentTab;
  query: string;
  filters: EquipmentListFilters;
  sortColumn: string;
  order: SortOrder;
  selected: string | null;
  mode: EquipmentMode | null;
}

export function parseEquipmentPageParams(search: URLSearchParams): EquipmentPageParams {
  const tab = search.get('tab');
  const order = search.get('order');
  const mode = search.get('mode');
  const selected = search.get('selected');
  const parsedTab: EquipmentTab = tab === 'gateways' ? 'gateways' : 'equipment';
  const columns: readonly string[] =
    parsedTab === 'gateways' ? GATEWAY_SORT_COLUMN_NAMES : EQUIPMENT_SORT_COLUMNS;
  const sortColumn = search.get('sort_col');
  return {
    tab: parsedTab,
    query: search.get('query') ?? '',
    filters: parseEquipmentFilters(search.getAll('eq_filter')),
    sortColumn: sortColumn && columns.includes(sortColumn) ? sortColumn : 'name',
    order: order === 'desc' ? 'desc' : 'asc',
    selected: selected && /^[1-9]\d{0,9}$/.test(selected) ? selected : null,
    mode: mode === 'add' || mode === 'edit' ? mode : null,
  };
}

/** The query string of a page state; defaults are left out so links stay short. */
export function equipmentPageSearch(params: Partial<EquipmentPageParams>): string {
  const search = new URLSearchParams();
  search.set('tab', params.tab ?? 'equipment');
  if (params.query) search.set('query', params.query);
  for (const value of serializeEquipmentFilters(
    params.filters ?? { status: [], protocol: [], gatewayIDs: [] },
  )) {
    search.append('eq_filter', value);
  }
  if (params.sortColumn && params.sortColumn !== 'name') search.set('sort_col', params.sortColumn);
  if (params.order === 'desc') search.set('order', 'desc');
  if (params.selected) search.set('selected', params.selected);
  if (params.mode) search.set('mode', params.mode);
  return `?${search.toString()}`;
}

function customerPrefix(customer: string | undefined): string {
  return customer ? `/${customer}` : '';
}

export function equipmentPagePath(
  customer: string | undefined,
  params: Partial<EquipmentPageParams> = {},
): string {
  return `${customerPrefix(customer)}/equipment${equipmentPageSearch(params)}`;
}

/**
 * Where the gateway routes of spec core §2 redirect: `/gateways` to the gateways tab,
 * `/gateways/{id}` to it with the gateway selected, `…/equipment/add` to the add form,
 * `…/equipment/{id}` (and `/edit`) to the equipment selected (in edit mode).
 */
export function gatewayRedirectPath(
  route:
    | { kind: 'gateways' }
    | { kind: 'gateway'; gatewayID: string }
    | { kind: 'equipmentAdd' }
    | { kind: 'equipment'; equipmentID: string; edit?: boolean },
  customer: string | undefined,
): string {
  switch (route.kind) {
    case 'gateways':
      return equipmentPagePath(customer, { tab: 'gateways' });
    case 'gateway':
      return equipmentPagePath(customer, { tab: 'gateways', selected: route.gatewayID });
    case 'equipmentAdd':
      return equipmentPagePath(customer, { tab: 'equipment', mode: 'add' });
    case 'equipment':
      return equipmentPagePath(customer, {
        tab: 'equipment',
        selected: route.equipmentID,
        ...(route.edit ? { mode: 'edit' as const } : {}),
      });
  }
}

/** The pages of one equipment, under its gateway (spec core §2). */
export function equipmentLogsPath(
  customer: string | undefined,
  gatewayID: string,
  equipmentID: string,
) {
  return `${customerPrefix(customer)}/gateways/${gatewayID}/equipment/${equipmentID}/logs`;
}

export function equipmentTrapsPath(
  customer: string | undefined,
  gatewayID: string,
  equipmentID: string,
) {
  return `${customerPrefix(customer)}/gateways/${gatewayID}/equipment/${equipmentID}/traps?traps=true&tab=1`;
}

/** Underscores stand for the dots of the IP in the path. */
export function equipmentFilesPath(customer: string | undefined, gatewayID: string, ip: string) {
  return `${customerPrefix(customer)}/gateways/${gatewayID}/ip/${ipToPath(ip)}/files`;
}

export function assetsPath(customer: string | undefined, viewID: string, edit = false) {
  return `${customerPrefix(customer)}/gateways/assets/${viewID}${edit ? '?edit=true' : ''}`;
}

/**
 * The status sort of My Equipment, from best to worst: ascending lists OK first, descending puts
 * the devices in error on top.
 */
export const EQUIPMENT_STATUS_SORT_ORDER = [
  'OK',
  'UNKNOWN',
  'MAINTENANCE',
  'REPAIR',
  'DISCONNECTED',
  'WARNING',
  'ERROR',
] as const satisfies readonly EquipmentListStatus[];
