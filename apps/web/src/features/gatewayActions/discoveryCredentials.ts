import { snmpCredentialValuesOf } from './snmpCredentials';
import type { SnmpCredentialValues } from './snmpCredentials';

// The credentials of the scans started in this tab, by action id. The server never returns
// credentials, so Import Equipment takes them from here when the scan was started on this page;
// they live in memory only (never in the URL, history or storage) and go with the tab.
const kept = new Map<string, SnmpCredentialValues>();

export function keepDiscoveryCredentials(actionID: string, values: SnmpCredentialValues): void {
  kept.set(actionID, snmpCredentialValuesOf(values));
}

export function discoveryCredentials(actionID: string): SnmpCredentialValues | undefined {
  const values = kept.get(actionID);
  return values ? snmpCredentialValuesOf(values) : undefined;
}
