import type { DeviceKind } from './DeviceModel.js';

/**
 * The simulators' private enterprise subtree. 99999 is a stand-in, not an IANA-assigned
 * enterprise number: these OIDs only ever talk to Vigil's own gateways and tests.
 *
 *   1.3.6.1.4.1.99999.<kind>          one subtree per device kind: ups 1, pdu 2, crac 3, env 4
 *   1.3.6.1.4.1.99999.<kind>.0.<n>    notifications (SNMPv2 style, under .0)
 *   1.3.6.1.4.1.99999.<kind>.1        the product: the device's sysObjectID
 *   1.3.6.1.4.1.99999.<kind>.2.<n>.0  scalar measurements
 *   1.3.6.1.4.1.99999.<kind>.3.1      a table's entry (PDU outlets), column 1 the row index
 *   1.3.6.1.4.1.99999.10.<n>.0        the card-config objects every simulated agent serves and
 *                                     Configure Card(s) sets (CARD_CONFIG_OID, @vigil/domain)
 */
export const SIMULATOR_ENTERPRISE_OID = '1.3.6.1.4.1.99999';

const KIND_ARC: Record<DeviceKind, number> = { ups: 1, pdu: 2, crac: 3, env: 4 };

/** The root of a device kind's subtree under the simulators' enterprise. */
export function enterpriseOid(kind: DeviceKind): string {
  return `${SIMULATOR_ENTERPRISE_OID}.${KIND_ARC[kind]}`;
}
