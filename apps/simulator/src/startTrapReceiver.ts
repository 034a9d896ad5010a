import snmp from 'net-snmp';
import { netSnmpDgram } from './netSnmpDgram.js';

/** A notification as it arrived, without the sysUpTime and snmpTrapOID every v2c trap has. */
export interface ReceivedTrap {
  community: string;
  /** snmpTrapOID.0: which notification it is. */
  oid: string;
  varbinds: { oid: string; type: snmp.ObjectType; value: unknown }[];
}

export interface TrapReceiverOptions {
  host?: string;
  /** Defaults to 0, a free port; the handle says which. */
  port?: number;
  /** Traps from other communities are dropped. Defaults to 'public'. */
  community?: string;
}

export interface TrapReceiverHandle {
  host: string;
  port: number;
  /** Every trap received so far, oldest first. */
  traps: ReceivedTrap[];
  /** The next trap not yet taken by `next`, waiting for it up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedTrap>;
  close(): Promise<void>;
}

const SYS_UP_TIME = '1.3.6.1.2.1.1.3.0';
const SNMP_TRAP_OID = '1.3.6.1.6.3.1.1.4.1.0';

interface Notification {
  pdu: { community?: string; varbinds: ReceivedTrap['varbinds'] };
}

/**
 * Receive SNMPv2c traps, for tests and demos that check what a simulated device sent.
 * Received values are as net-snmp decodes them: numbers, and Buffers for octet strings.
 */
export async function startTrapReceiver(
  options: TrapReceiverOptions = {},
): Promise<TrapReceiverHandle> {
  const host = options.host ?? '127.0.0.1';
  const traps: ReceivedTrap[] = [];
  let taken = 0;
  const waiting: (() => void)[] = [];

  const udp = netSnmpDgram(options.port ?? 0);
  const receiver = snmp.createReceiver(
    { address: host, dgramModule: udp.dgramModule, includeAuthentication: true },
    (error: Error | null, notification: Notification | null) => {
      // Traps from unknown communities are refused by the authorizer; nothing to keep.
      if (error || !notification) return;
      const { varbinds, community = '' } = notification.pdu;
      const trapOid = varbinds.find((varbind) => varbind.oid === SNMP_TRAP_OID);
      traps.push({
        community,
        oid: String(trapOid?.value ?? ''),
        varbinds: varbinds.filter(({ oid }) => oid !== SYS_UP_TIME && oid !== SNMP_TRAP_OID),
      });
      waiting.splice(0).forEach((wake) => wake());
    },
  );
  receiver.getAuthorizer().addCommunity(options.community ?? 'public');
  let socketPort: number;
  try {
    socketPort = (await udp.listening).address().port;
  } catch (error) {
    receiver.close();
    throw error;
  }

  const next = (timeoutMs = 2000) =>
    new Promise<ReceivedTrap>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No trap within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const take = () => {
        const trap = traps[taken];
        if (!trap) return waiting.push(take);
        taken += 1;
        clearTimeout(timer);
        resolve(trap);
      };
      take();
    });

  return {
    host,
    port: socketPort,
    traps,
    next,
    close: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
  };
}
