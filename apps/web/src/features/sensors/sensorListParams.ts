import { SENSOR_STATUS_FILTERS } from '@vigil/domain';
import type { SensorStatusFilter } from '@vigil/domain';

export const SENSOR_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_SENSOR_PAGE_SIZE = 50;

/** Columns the server sorts by (schema `sensors(sortColumn)`). */
export const SENSOR_SORT_COLUMNS = ['name', 'equipment', 'status', 'updated'] as const;
export type SensorSortColumn = (typeof SENSOR_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** The list's state as kept in the URL query, so a reload or a shared link shows the same page. */
export interface SensorListParams {
  query: string;
  statuses: SensorStatusFilter[];
  /** Zero-based, as TablePagination counts; the URL shows it one-based. */
  page: number;
  rowsPerPage: number;
  sort: SensorSortColumn | null;
  order: SortOrder;
}

/** URL keys: query, status (repeated), page (from 1), rows, sort_col, order. */
export const SENSOR_LIST_KEYS = {
  query: 'query',
  status: 'status',
  page: 'page',
  rows: 'rows',
  sort: 'sort_col',
  order: 'order',
} as const;

function oneOf<T extends string>(value: string | null, choices: readonly T[]): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

export function parseSensorListParams(params: URLSearchParams): SensorListParams {
  const statuses = params
    .getAll(SENSOR_LIST_KEYS.status)
    .flatMap((value) => value.split(','))
    .map((value) => oneOf(value.trim().toLowerCase(), SENSOR_STATUS_FILTERS))
    .filter((value): value is SensorStatusFilter => value !== null);
  const page = Number(params.get(SENSOR_LIST_KEYS.page));
  const rows = Number(params.get(SENSOR_LIST_KEYS.rows));
  return {
    query: params.get(SENSOR_LIST_KEYS.query)?.trim() ?? '',
    statuses: [...new Set(statuses)],
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    rowsPerPage: (SENSOR_PAGE_SIZES as readonly number[]).includes(rows)
      ? rows
      : DEFAULT_SENSOR_PAGE_SIZE,
    sort: oneOf(params.get(SENSOR_LIST_KEYS.sort), SENSOR_SORT_COLUMNS),
    order: params.get(SENSOR_LIST_KEYS.order) === 'desc' ? 'desc' : 'asc',
  };
}

/** The query for a list state; defaults are left out so links stay short. */
export function sensorListSearchParams(state: SensorListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set(SENSOR_LIST_KEYS.query, state.query);
  for (const status of state.statuses) params.append(SENSOR_LIST_KEYS.status, status);
  if (state.page > 0) params.set(SENSOR_LIST_KEYS.page, String(state.page + 1));
  if (state.rowsPerPage !== DEFAULT_SENSOR_PAGE_SIZE) {
    params.set(SENSOR_LIST_KEYS.rows, String(state.rowsPerPage));
  }
  if (state.sort) {
    params.set(SENSOR_LIST_KEYS.sort, state.sort);
    params.set(SENSOR_LIST_KEYS.order, state.order);
  }
  return params;
}
