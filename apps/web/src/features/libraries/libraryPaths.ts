import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';
import { libraryDetailSearchParams, librarySearchParams } from './libraryParams';
import type { LibraryDetailParams, LibraryListParams } from './libraryParams';

function withSearch(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The libraries list, under the customer segment when the page had one. */
export function librariesPath(customer: string | undefined, params?: LibraryListParams): string {
  const path = generatePath(APP_ROUTES.libraries, { customer });
  return params ? withSearch(path, librarySearchParams(params)) : path;
}

/** One library's page, on a tab when given. */
export function libraryPath(
  customer: string | undefined,
  equipmentID: string,
  params?: LibraryDetailParams,
): string {
  const path = generatePath(APP_ROUTES.library, { customer, equipmentID });
  return params ? withSearch(path, libraryDetailSearchParams(params)) : path;
}

/** The history state of a link to a library's page: the list as it was left, to lead back to. */
export interface LibraryLinkState {
  from: string;
}

/** Where a library's page leads back to: the list it was opened from, else the list. */
export function libraryBackPath(state: unknown, customer: string | undefined): string {
  const from = (state as Partial<LibraryLinkState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : librariesPath(customer);
}

/** Add Modbus Template (or replace it) for a library. */
export function addModbusTemplatePath(customer: string | undefined, libraryID: string): string {
  return generatePath(APP_ROUTES.libraryAddModbus, { customer, libraryID });
}
