import snmp from 'net-snmp';
import type { SnmpPointType } from './SnmpPoint.js';

/** net-snmp's ObjectType for each type a simulated point is served as. */
export const NET_SNMP_OBJECT_TYPE: Readonly<Record<SnmpPointType, snmp.ObjectType>> = {
  Integer: snmp.ObjectType.Integer,
  Gauge: snmp.ObjectType.Gauge,
  Counter: snmp.ObjectType.Counter,
  OctetString: snmp.ObjectType.OctetString,
  TimeTicks: snmp.ObjectType.TimeTicks,
};
