/**
 * The simulated PDU's SNMP map, in the simulators' enterprise subtree (see enterpriseOid.ts)
 * at 1.3.6.1.4.1.99999.2.
 *
 * | OID                          | point           | type    | served as           |
 * | ---------------------------- | --------------- | ------- | ------------------- |
 * | 1.3.6.1.4.1.99999.2.2.1.0    | voltage         | Gauge   | 0.1 V               |
 * | 1.3.6.1.4.1.99999.2.2.2.0    | totalCurrent    | Gauge   | 0.01 A              |
 * | 1.3.6.1.4.1.99999.2.2.3.0    | totalPower      | Gauge   | watts (0.001 kW)    |
 * | 1.3.6.1.4.1.99999.2.2.4.0    | energy          | Counter | 0.1 kWh, wraps at 2^32 |
 * | 1.3.6.1.4.1.99999.2.3.1.2.n  | outletnCurrent  | Gauge   | 0.01 A; outlet table row n = 1…8 |
 */
import { enterpriseOid } from './enterpriseOid.js';
import { PDU_OUTLET_POINT_NAMES } from './PduModel.js';
import type { SnmpPoint } from './SnmpPoint.js';

const ROOT = enterpriseOid('pdu');

const gauge = (oid: string, name: string, multiplier: number, unit: string, description: string) =>
  ({
    oid: `${ROOT}.${oid}`,
    name,
    unit,
    multiplier,
    offset: 0,
    type: 'Gauge',
    description,
  }) as const;

export const PDU_SNMP_MAP: readonly SnmpPoint[] = [
  gauge('2.1.0', 'voltage', 0.1, 'V', 'Supply voltage'),
  gauge('2.2.0', 'totalCurrent', 0.01, 'A', 'Total current'),
  gauge('2.3.0', 'totalPower', 0.001, 'kW', 'Active power'),
  {
    oid: `${ROOT}.2.4.0`,
    name: 'energy',
    unit: 'kWh',
    multiplier: 0.1,
    offset: 0,
    type: 'Counter',
    description: 'Energy delivered',
  },
  ...PDU_OUTLET_POINT_NAMES.map((name, index) =>
    gauge(`3.1.2.${index + 1}`, name, 0.01, 'A', `Outlet ${index + 1} current`),
  ),
];
