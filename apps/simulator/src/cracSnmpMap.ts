/**
 * The simulated CRAC's SNMP map, in the simulators' enterprise subtree (see enterpriseOid.ts)
 * at 1.3.6.1.4.1.99999.3.
 *
 * | OID                        | point                | type    | served as                     |
 * | -------------------------- | -------------------- | ------- | ----------------------------- |
 * | 1.3.6.1.4.1.99999.3.2.1.0  | supplyAirTemperature | Integer | 0.1 °C                        |
 * | 1.3.6.1.4.1.99999.3.2.2.0  | returnAirTemperature | Integer | 0.1 °C                        |
 * | 1.3.6.1.4.1.99999.3.2.3.0  | setpoint             | Integer | 0.1 °C                        |
 * | 1.3.6.1.4.1.99999.3.2.4.0  | fanSpeed             | Gauge   | percent                       |
 * | 1.3.6.1.4.1.99999.3.2.5.0  | compressorOn         | Integer | 1 off, 2 on (offset −1 reads 0/1) |
 * | 1.3.6.1.4.1.99999.3.2.6.0  | humidity             | Gauge   | 0.1 %                         |
 */
import { enterpriseOid } from './enterpriseOid.js';
import type { SnmpPoint, SnmpPointType } from './SnmpPoint.js';

const ROOT = enterpriseOid('crac');

const point = (
  arc: number,
  name: string,
  type: SnmpPointType,
  multiplier: number,
  unit: string,
  description: string,
  offset = 0,
): SnmpPoint => ({ oid: `${ROOT}.2.${arc}.0`, name, unit, multiplier, offset, type, description });

export const CRAC_SNMP_MAP: readonly SnmpPoint[] = [
  point(1, 'supplyAirTemperature', 'Integer', 0.1, '°C', 'Supply air temperature'),
  point(2, 'returnAirTemperature', 'Integer', 0.1, '°C', 'Return air temperature'),
  point(3, 'setpoint', 'Integer', 0.1, '°C', 'Supply air setpoint'),
  point(4, 'fanSpeed', 'Gauge', 1, '%', 'Evaporator fan speed'),
  // An SMI enumeration starts at 1, so the compressor state is off(1), on(2).
  point(5, 'compressorOn', 'Integer', 1, '', 'Compressor: 1 off, 2 on', -1),
  point(6, 'humidity', 'Gauge', 0.1, '%', 'Return air humidity'),
];
