import snmp from 'net-snmp';
import { encodeSnmpValue } from './encodeSnmpValue.js';
import { NET_SNMP_OBJECT_TYPE } from './netSnmpObjectType.js';
import type { SnmpPoint, SnmpPointType } from './SnmpPoint.js';

/** One variable of a notification, in JSON-friendly terms. */
export interface TrapVarbind {
  oid: string;
  type: SnmpPointType;
  /** The value on the wire: a whole number for the integer types, text for OctetString. */
  value: number | string;
}

export interface TrapOptions {
  host: string;
  port: number;
  /** Defaults to 'public'. */
  community?: string;
  /** snmpTrapOID.0 of the notification. */
  oid: string;
  varbinds?: readonly TrapVarbind[];
}

const OID_PATTERN = /^\d+(\.\d+)+$/;

/** A notification variable as net-snmp sends it; throws naming what is wrong with it. */
export function toNetSnmpVarbind(varbind: TrapVarbind): snmp.Varbind {
  if (!OID_PATTERN.test(varbind.oid)) throw new RangeError(`'${varbind.oid}' is not an OID`);
  if (varbind.type === 'OctetString') {
    return {
      oid: varbind.oid,
      type: NET_SNMP_OBJECT_TYPE.OctetString,
      value: String(varbind.value),
    };
  }
  if (typeof varbind.value !== 'number' || !Number.isInteger(varbind.value)) {
    throw new RangeError(`${varbind.oid}: ${varbind.type} needs a whole number`);
  }
  return {
    oid: varbind.oid,
    type: NET_SNMP_OBJECT_TYPE[varbind.type],
    value: encodeSnmpValue(varbind.value, { type: varbind.type }),
  };
}

/** A notification variable carrying a device point's value, encoded as its map serves it. */
export function pointVarbind(point: SnmpPoint, value: number): TrapVarbind {
  return { oid: point.oid, type: point.type, value: encodeSnmpValue(value, point) };
}

/** Send an SNMPv2c trap; resolves once it has left, as traps are not acknowledged. */
export async function sendTrap(options: TrapOptions): Promise<void> {
  if (!OID_PATTERN.test(options.oid)) throw new RangeError(`'${options.oid}' is not an OID`);
  const varbinds = (options.varbinds ?? []).map(toNetSnmpVarbind);
  const session = snmp.createSession(options.host, options.community ?? 'public', {
    version: snmp.Version2c,
    trapPort: options.port,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      session.on('error', reject);
      session.trap(options.oid, varbinds, (error) => (error ? reject(error) : resolve()));
    });
  } finally {
    session.close();
  }
}
