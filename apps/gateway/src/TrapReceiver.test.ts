import { TRAP_VALUE_MAX_LENGTH, type WireTrap } from '@vigil/domain';
import snmp from 'net-snmp';
import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './freePort.js';
import { TrapReceiver, toWireTrap, trapValueText, varbindText } from './TrapReceiver.js';

const T = snmp.ObjectType;
const UPS_ON_BATTERY = '1.3.6.1.2.1.33.2.1';
const RUNTIME = '1.3.6.1.2.1.33.1.2.3.0';
const ON_BATTERY_SECONDS = '1.3.6.1.2.1.33.1.2.2.0';
const ENTERPRISE = '1.3.6.1.4.1.99999.7';

/** Send one trap from a net-snmp session, as a device's SNMP agent would. */
async function sendTrap(
  port: number,
  version: 0 | 1,
  typeOrOid: string | number,
  varbinds: snmp.Varbind[],
  community = 'public',
): Promise<void> {
  const session = snmp.createSession('127.0.0.1', community, { version, trapPort: port });
  try {
    await new Promise<void>((resolve, reject) => {
      session.on('error', reject);
      // net-snmp's typings know only the OID form; a number is a generic v1 trap.
      session.trap(typeOrOid as string, varbinds, (error) => (error ? reject(error) : resolve()));
    });
  } finally {
    session.close();
  }
}

describe('TrapReceiver with real traps', () => {
  let receiver: TrapReceiver;
  const traps: WireTrap[] = [];
  const problems: string[] = [];
  const waiting: (() => void)[] = [];
  const now = 1_767_225_600_000;

  const nextTrap = (timeoutMs = 3000) =>
    new Promise<WireTrap>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no trap in ${timeoutMs} ms`)), timeoutMs);
      const take = () => {
        const trap = traps.shift();
        if (!trap) return waiting.push(take);
        clearTimeout(timer);
        resolve(trap);
      };
      take();
    });

  beforeAll(async () => {
    receiver = await TrapReceiver.start({
      port: await freePort('udp'),
      address: '127.0.0.1',
      now: () => now,
      onTrap: (trap) => {
        traps.push(trap);
        waiting.splice(0).forEach((wake) => wake());
      },
      onProblem: (message) => problems.push(message),
    });
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('receives a v2c trap: source, snmpTrapOID.0 and the variables as text', async () => {
    await sendTrap(receiver.port, snmp.Version2c, UPS_ON_BATTERY, [
      { oid: RUNTIME, type: T.Integer, value: 42 },
      { oid: ON_BATTERY_SECONDS, type: T.Integer, value: 0 },
      { oid: '1.3.6.1.2.1.1.5.0', type: T.OctetString, value: 'ups-1; room A' },
    ]);
    expect(await nextTrap()).toEqual({
      equipmentIP: '127.0.0.1',
      oid: UPS_ON_BATTERY,
      value: `${RUNTIME} = 42; ${ON_BATTERY_SECONDS} = 0; 1.3.6.1.2.1.1.5.0 = ups-1; room A`,
      receivedAt: now,
    });
  });

  it('receives a v1 enterprise-specific trap as enterprise.0.specific (RFC 3584)', async () => {
    // net-snmp sends OID a.b.c as enterprise a.b, specific trap c.
    await sendTrap(receiver.port, snmp.Version1, `${ENTERPRISE}.17`, [
      { oid: `${ENTERPRISE}.1.0`, type: T.Gauge, value: 3_000_000_000 },
      { oid: `${ENTERPRISE}.2.0`, type: T.IpAddress, value: '10.0.0.9' },
    ]);
    expect(await nextTrap()).toEqual({
      equipmentIP: '127.0.0.1',
      oid: `${ENTERPRISE}.0.17`,
      value: `${ENTERPRISE}.1.0 = 3000000000; ${ENTERPRISE}.2.0 = 10.0.0.9`,
      receivedAt: now,
    });
  });

  it('receives a v1 generic trap (linkDown) and traps of any community', async () => {
    await sendTrap(receiver.port, snmp.Version1, snmp.TrapType.LinkDown, [], 'private');
    expect(await nextTrap()).toMatchObject({ oid: '1.3.6.1.6.3.1.1.5.3', value: '' });
  });

  it('reports a packet that is not SNMP and goes on receiving', async () => {
    const socket = createSocket('udp4');
    await new Promise<void>((resolve, reject) =>
      socket.send('not snmp', receiver.port, '127.0.0.1', (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    socket.close();
    await sendTrap(receiver.port, snmp.Version2c, UPS_ON_BATTERY, []);
    expect(await nextTrap()).toMatchObject({ oid: UPS_ON_BATTERY, value: '' });
    expect(problems).toEqual([expect.stringMatching(/^refused a packet from 127\.0\.0\.1: /)]);
  });

  it('refuses to start on a port in use, naming the reason', async () => {
    await expect(
      TrapReceiver.start({ port: receiver.port, address: '127.0.0.1', onTrap: () => undefined }),
    ).rejects.toThrow(/EADDRINUSE/);
  });

  it('takes a free port for port 0', async () => {
    const other = await TrapReceiver.start({ port: 0, onTrap: () => undefined });
    try {
      expect(other.port).toBeGreaterThan(0);
      expect(other.port).not.toBe(162);
    } finally {
      await other.close();
      await other.close();
    }
  });
});

describe('trap text', () => {
  it.each<[string, snmp.Varbind, string]>([
    ['an integer', { oid: '1.1', type: T.Integer, value: -5 }, '-5'],
    [
      'a text',
      { oid: '1.1', type: T.OctetString, value: Buffer.from('On battery\n') },
      'On battery\n',
    ],
    [
      'binary octets',
      { oid: '1.1', type: T.OctetString, value: Buffer.from([0, 1, 255]) },
      '0x0001FF',
    ],
    ['an OID', { oid: '1.1', type: T.OID, value: '1.3.6.1.4.1' }, '1.3.6.1.4.1'],
    ['time ticks', { oid: '1.1', type: T.TimeTicks, value: 12345 }, '12345'],
    [
      'a Counter64 beyond 2^53',
      { oid: '1.1', type: T.Counter64, value: Buffer.from('ffffffffffffffff', 'hex') },
      '18446744073709551615',
    ],
    ['a null', { oid: '1.1', type: T.Null, value: null }, 'null'],
    ['noSuchObject', { oid: '1.1', type: T.NoSuchObject, value: null }, 'noSuchObject'],
  ])('shows %s', (_, varbind, expected) => {
    expect(varbindText(varbind)).toBe(expected);
  });

  it('cuts the variables to what the server stores', () => {
    const long = { oid: '1.1', type: T.OctetString, value: Buffer.from('x'.repeat(3000)) };
    const text = trapValueText([long]);
    expect(text).toHaveLength(TRAP_VALUE_MAX_LENGTH);
    expect(text.endsWith('x…')).toBe(true);
  });

  it.each([
    ['an IPv6 source', { address: '::1' }, [], 'a trap from ::1, not an IPv4 address'],
    ['no snmpTrapOID.0', { address: '10.0.0.5' }, [], 'a trap from 10.0.0.5 without a trap OID'],
  ])('ignores a trap with %s', (_, rinfo, varbinds, expected) => {
    expect(toWireTrap({ pdu: { type: snmp.PduType.TrapV2, varbinds }, rinfo }, 1)).toBe(expected);
  });
});
