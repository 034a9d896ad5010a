import { snmpCredentialValuesOf } from './snmpCredentials';
import type { SnmpCredentialValues } from './snmpCredentials';

// The credentials of the scans started in this tab, by action id: every set the scan tried, in
// order (a found device's `credential` is its index). The server never returns credentials, so
// Import Equipment takes them from here when the scan was started on this page; they live in
// memory only (never in the URL, history or storage) and go with the tab.
const kept = new Map<string, SnmpCredentialValues[]>();

export function keepDiscoveryCredentials(
  actionID: string,
  values: SnmpCredentialValues | readonly SnmpCredentialValues[],
): void {
  const sets = Array.isArray(values) ? values : [values as SnmpCredentialValues];
  kept.set(actionID, sets.map(snmpCredentialValuesOf));
}

/** The scan's sets of credentials in the order it tried them, when this tab started it. */
export function discoveryCredentialSets(actionID: string): SnmpCredentialValues[] | undefined {
  return kept.get(actionID)?.map(snmpCredentialValuesOf);
}

/** The scan's first set of credentials (its snmpCreds), when this tab started it. */
export function discoveryCredentials(actionID: string): SnmpCredentialValues | undefined {
  return discoveryCredentialSets(actionID)?.[0];
}
