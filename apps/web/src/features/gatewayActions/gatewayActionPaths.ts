import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';

/** Ids the API hands out: positive whole numbers; anything else in the URL is ignored. */
const ID = /^[1-9]\d{0,17}$/;

type Entries = [string, string | number | null | undefined][];

/** Query parameters of the given values, blank ones left out so links stay short. */
function searchOf(entries: Entries): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

const withSearch = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** SNMP Walk (spec core §2). Query: ip, communityString, desc. */
export interface SnmpWalkParams {
  ip: string | null;
  communityString: string;
  desc: string;
}

export function snmpWalkPath(
  customer: string | undefined,
  gatewayID: string,
  params: Partial<SnmpWalkParams> = {},
): string {
  return withSearch(
    generatePath(APP_ROUTES.gatewayEquipmentWalk, { customer, gatewayID }),
    searchOf([
      ['ip', params.ip],
      ['communityString', params.communityString],
      ['desc', params.desc],
    ]),
  );
}

export function parseSnmpWalkParams(search: URLSearchParams): SnmpWalkParams {
  const ip = search.get('ip')?.trim();
  return {
    ip: ip ? ip : null,
    communityString: search.get('communityString') ?? '',
    desc: search.get('desc') ?? '',
  };
}

/** Find Equipment (spec core §2). Query: id, label, createdAt (numeric timestamp), query. */
export interface FindEquipmentParams {
  /** The SNMP_DISCOVER action shown. */
  id: string | null;
  label: string;
  createdAt: number | null;
  /** Narrows the found devices. */
  query: string;
}

export function findEquipmentSearch(params: Partial<FindEquipmentParams>): URLSearchParams {
  return searchOf([
    ['id', params.id],
    ['label', params.label],
    ['createdAt', params.createdAt],
    ['query', params.query],
  ]);
}

export function findEquipmentPath(
  customer: string | undefined,
  params: Partial<FindEquipmentParams> = {},
): string {
  return withSearch(
    generatePath(APP_ROUTES.equipmentFind, { customer }),
    findEquipmentSearch(params),
  );
}

export function parseFindEquipmentParams(search: URLSearchParams): FindEquipmentParams {
  const id = search.get('id');
  const createdAt = Number(search.get('createdAt'));
  return {
    id: id && ID.test(id) ? id : null,
    label: search.get('label') ?? '',
    createdAt: search.get('createdAt') && Number.isFinite(createdAt) ? createdAt : null,
    query: search.get('query') ?? '',
  };
}

/** Import Equipment (spec core §2). Query: id (the Find Equipment action), query. */
export interface ImportEquipmentParams {
  id: string | null;
  query: string;
}

export function importEquipmentPath(
  customer: string | undefined,
  params: Partial<ImportEquipmentParams> = {},
): string {
  return withSearch(
    generatePath(APP_ROUTES.equipmentImport, { customer }),
    searchOf([
      ['id', params.id],
      ['query', params.query],
    ]),
  );
}

export function parseImportEquipmentParams(search: URLSearchParams): ImportEquipmentParams {
  const id = search.get('id');
  return { id: id && ID.test(id) ? id : null, query: search.get('query') ?? '' };
}

/** An API time (ISO 8601, or epoch ms as digits) as epoch ms, the URL's numeric timestamp. */
export function epochMs(time: string): number | null {
  const text = time.trim();
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}
