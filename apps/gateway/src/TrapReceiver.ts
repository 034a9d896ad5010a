import {
  TRAP_VALUE_MAX_LENGTH,
  isIPv4,
  isPureOID,
  wireTrapSchema,
  type WireTrap,
} from '@vigil/domain';
import { netSnmpDgram } from '@vigil/simulator';
import snmp from 'net-snmp';
import { octetText } from './octetText.js';

/** A notification as net-snmp's receiver hands it over. */
export interface TrapNotification {
  pdu: {
    type: number;
    varbinds: snmp.Varbind[];
    /** SNMPv1 traps only. */
    enterprise?: string;
    generic?: number;
    specific?: number;
  };
  rinfo: { address: string };
}

export interface TrapReceiverOptions {
  /** UDP port to listen on; 0 takes a free one (see `port` once started). */
  port: number;
  /** Address to listen on (default: every IPv4 interface). */
  address?: string;
  /** Called with each trap received, in arrival order. */
  onTrap(trap: WireTrap): void;
  /** Packets that are not traps we can read (garbage, SNMPv3 with authentication …). */
  onProblem?(message: string): void;
  /** Epoch milliseconds for receivedAt (default Date.now). */
  now?: () => number;
}

const SYS_UP_TIME = '1.3.6.1.2.1.1.3.0';
const SNMP_TRAP_OID = '1.3.6.1.6.3.1.1.4.1.0';
/** snmpTraps: the generic v1 traps (coldStart … egpNeighborLoss) are its children 1 to 6. */
const SNMP_TRAPS = '1.3.6.1.6.3.1.1.5';
const ENTERPRISE_SPECIFIC = 6;

/** Counter64 arrives as big-endian bytes; BigInt keeps all 64 bits. */
const unsigned = (bytes: Buffer) =>
  bytes.length === 0 ? '0' : BigInt(`0x${bytes.toString('hex')}`).toString();

/** One variable's value as snmptrapd would show it, without the type prefix. */
export function varbindText({ type, value }: snmp.Varbind): string {
  switch (type) {
    case snmp.ObjectType.Null:
      return 'null';
    case snmp.ObjectType.NoSuchObject:
      return 'noSuchObject';
    case snmp.ObjectType.NoSuchInstance:
      return 'noSuchInstance';
    case snmp.ObjectType.EndOfMibView:
      return 'endOfMibView';
    case snmp.ObjectType.Counter64:
      if (Buffer.isBuffer(value)) return unsigned(value);
      break;
    case snmp.ObjectType.Opaque:
      if (Buffer.isBuffer(value)) return `0x${value.toString('hex').toUpperCase()}`;
      break;
  }
  if (Buffer.isBuffer(value)) return octetText(value);
  if (value === null || value === undefined) return 'null';
  return String(value);
}

/** The variables as 'oid = value; oid = value', cut to what the server stores. */
export function trapValueText(varbinds: readonly snmp.Varbind[]): string {
  const text = varbinds.map((varbind) => `${varbind.oid} = ${varbindText(varbind)}`).join('; ');
  return text.length > TRAP_VALUE_MAX_LENGTH
    ? `${text.slice(0, TRAP_VALUE_MAX_LENGTH - 1)}…`
    : text;
}

/**
 * A received notification as sent to the server, or why it cannot be. The trap's OID is
 * snmpTrapOID.0 for v2c (and informs); a v1 trap's is translated as RFC 3584 §3.1 says:
 * enterprise.0.specific, or snmpTraps.(generic + 1) for the generic traps.
 */
export function toWireTrap(notification: TrapNotification, receivedAt: number): WireTrap | string {
  const { pdu, rinfo } = notification;
  if (!isIPv4(rinfo.address)) return `a trap from ${rinfo.address}, not an IPv4 address`;
  let oid: string;
  let varbinds = pdu.varbinds;
  if (pdu.type === snmp.PduType.Trap) {
    oid =
      pdu.generic === ENTERPRISE_SPECIFIC
        ? `${pdu.enterprise}.0.${pdu.specific}`
        : `${SNMP_TRAPS}.${(pdu.generic ?? 0) + 1}`;
  } else {
    oid = String(varbinds.find((varbind) => varbind.oid === SNMP_TRAP_OID)?.value ?? '');
    varbinds = varbinds.filter((varbind) => ![SYS_UP_TIME, SNMP_TRAP_OID].includes(varbind.oid));
  }
  if (!isPureOID(oid)) return `a trap from ${rinfo.address} without a trap OID`;
  // What the server would refuse would take the traps sent with it down too.
  const trap = wireTrapSchema.safeParse({
    equipmentIP: rinfo.address,
    oid,
    value: trapValueText(varbinds),
    receivedAt,
  });
  if (trap.success) return trap.data;
  const issue = trap.error.issues[0];
  return `a trap from ${rinfo.address}: ${issue?.path.join('.')} ${issue?.message}`;
}

interface NetSnmpReceiver {
  close(callback?: () => void): void;
}

/**
 * Listens for SNMP v1 and v2c traps (and informs, which net-snmp acknowledges) from the site's
 * equipment, whatever their community: traps carry readings, not secrets, and the server only
 * files them under equipment of this gateway with that address.
 */
export class TrapReceiver {
  readonly #receiver: NetSnmpReceiver;
  #closed: Promise<void> | undefined;
  /** The UDP port listened on. */
  readonly port: number;

  private constructor(receiver: NetSnmpReceiver, port: number) {
    this.#receiver = receiver;
    this.port = port;
  }

  /** Rejects when the port cannot be bound (below 1024 it needs privileges; or it is in use). */
  static async start(options: TrapReceiverOptions): Promise<TrapReceiver> {
    const now = options.now ?? Date.now;
    const problem = options.onProblem ?? (() => undefined);
    let listening = false;
    // net-snmp binds its own socket and reads port 0 as 162: this dgram module binds the port
    // asked for and says whether binding worked.
    const udp = netSnmpDgram(options.port);
    const receiver = snmp.createReceiver(
      {
        port: options.port,
        address: options.address ?? null,
        transport: 'udp4',
        disableAuthorization: true,
        accessControlModelType: snmp.AccessControlModelType.None,
        dgramModule: udp.dgramModule,
      },
      (error: (Error & { rinfo?: { address: string } }) | null, notification: unknown) => {
        if (error) {
          // A failed bind comes here too; start() rejects with it instead.
          if (!listening) return;
          problem(
            error.rinfo
              ? `refused a packet from ${error.rinfo.address}: ${error.message}`
              : error.message,
          );
          return;
        }
        const trap = toWireTrap(notification as TrapNotification, now());
        if (typeof trap === 'string') problem(`ignored ${trap}`);
        else options.onTrap(trap);
      },
    ) as NetSnmpReceiver;
    try {
      const socket = await udp.listening;
      listening = true;
      return new TrapReceiver(receiver, socket.address().port);
    } catch (error) {
      try {
        receiver.close();
      } catch {
        // The socket never bound, so there is nothing to close.
      }
      throw error;
    }
  }

  /** Stop listening; resolves once the port is free. */
  close(): Promise<void> {
    this.#closed ??= new Promise((resolve) => this.#receiver.close(() => resolve()));
    return this.#closed;
  }
}
