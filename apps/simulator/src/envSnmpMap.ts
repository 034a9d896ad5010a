/**
 * The simulated temperature/humidity sensor's SNMP map, in the simulators' enterprise
 * subtree (see enterpriseOid.ts) at 1.3.6.1.4.1.99999.4.
 *
 * | OID                        | point       | type    | served as                          |
 * | -------------------------- | ----------- | ------- | ---------------------------------- |
 * | 1.3.6.1.4.1.99999.4.2.1.0  | temperature | Integer | 0.1 °C                             |
 * | 1.3.6.1.4.1.99999.4.2.2.0  | humidity    | Gauge   | 0.1 %                              |
 * | 1.3.6.1.4.1.99999.4.2.3.0  | doorOpen    | Integer | 1 closed, 2 open (offset −1 reads 0/1) |
 */
import { enterpriseOid } from './enterpriseOid.js';
import type { SnmpPoint } from './SnmpPoint.js';

const ROOT = enterpriseOid('env');

export const ENV_SNMP_MAP: readonly SnmpPoint[] = [
  {
    oid: `${ROOT}.2.1.0`,
    name: 'temperature',
    unit: '°C',
    multiplier: 0.1,
    offset: 0,
    type: 'Integer',
    description: 'Air temperature',
  },
  {
    oid: `${ROOT}.2.2.0`,
    name: 'humidity',
    unit: '%',
    multiplier: 0.1,
    offset: 0,
    type: 'Gauge',
    description: 'Relative humidity',
  },
  {
    oid: `${ROOT}.2.3.0`,
    name: 'doorOpen',
    unit: '',
    multiplier: 1,
    // An SMI enumeration starts at 1, so the door is closed(1), open(2).
    offset: -1,
    type: 'Integer',
    description: 'Door: 1 closed, 2 open',
  },
];
