import { equipmentLogsPath, equipmentPagePath, equipmentTrapsPath } from '@vigil/domain';

/** The two tabs of the Equipment Logs screen: logs (index 0) and traps (index 1, spec core §2). */
export type EquipmentEventsTab = 0 | 1;

/**
 * The tab shown: `tab` (0 or 1) when given, else `traps` ('true' shows traps), else the route
 * (…/traps is the traps tab).
 */
export function equipmentEventsTab(pathname: string, search: URLSearchParams): EquipmentEventsTab {
  const tab = search.get('tab');
  if (tab === '0' || tab === '1') return Number(tab) as EquipmentEventsTab;
  const traps = search.get('traps');
  if (traps === 'true') return 1;
  if (traps === 'false') return 0;
  return /\/traps\/?$/.test(pathname) ? 1 : 0;
}

/**
 * A `ref` back link the page may follow: a path of this site only ('/…', never '//host' or a
 * scheme), so a crafted link cannot send the user elsewhere.
 */
export function safeRef(ref: string | null): string | null {
  if (!ref || !ref.startsWith('/') || ref.startsWith('//') || ref.startsWith('/\\')) return null;
  return ref;
}

export interface EquipmentEventsLinks {
  logs: string;
  traps: string;
  back: string;
}

/** Where the tabs and the back link lead; the tabs carry `ref` along so back keeps working. */
export function equipmentEventsLinks(
  customer: string | undefined,
  gatewayID: string,
  equipmentID: string,
  ref: string | null,
): EquipmentEventsLinks {
  const withRef = (path: string) =>
    ref ? `${path}${path.includes('?') ? '&' : '?'}ref=${encodeURIComponent(ref)}` : path;
  return {
    logs: withRef(equipmentLogsPath(customer, gatewayID, equipmentID)),
    traps: withRef(equipmentTrapsPath(customer, gatewayID, equipmentID)),
    back: ref ?? equipmentPagePath(customer, { tab: 'equipment', selected: equipmentID }),
  };
}
