import type { DiscoveryQuery } from '../../graphql/generated/graphql';

export type DiscoveredDevice = NonNullable<DiscoveryQuery['discovery']>['devices'][number];

/** Whether a found device matches the page's search: its address, names, OID or library. */
export function deviceMatches(device: DiscoveredDevice, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    device.ip,
    device.sysName,
    device.sysDescr,
    device.sysObjectID,
    device.libraryName ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The devices Import Equipment was sent with (the selection of Find Equipment), if any. */
export function selectedDevicesOf(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null || !('selected' in state)) return null;
  const { selected } = state;
  return Array.isArray(selected) && selected.every((ip) => typeof ip === 'string')
    ? (selected as string[])
    : null;
}

/** The gateway Find Equipment was opened for (from a gateway's details), if any. */
export function gatewayOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('gatewayID' in state)) return null;
  const { gatewayID } = state;
  return typeof gatewayID === 'string' && gatewayID !== '' ? gatewayID : null;
}
