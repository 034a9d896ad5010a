import snmp from 'net-snmp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTrap, toNetSnmpVarbind, type TrapVarbind } from './sendTrap.js';
import { startTrapReceiver, type TrapReceiverHandle } from './startTrapReceiver.js';

let receiver: TrapReceiverHandle;

beforeAll(async () => {
  receiver = await startTrapReceiver({ community: 'traps' });
});

afterAll(async () => {
  await receiver.close();
});

describe('sendTrap', () => {
  it('sends a v2c trap that a receiver on a free port gets, with its varbinds', async () => {
    await sendTrap({
      host: receiver.host,
      port: receiver.port,
      community: 'traps',
      oid: '1.3.6.1.2.1.33.2.1',
      varbinds: [
        { oid: '1.3.6.1.2.1.33.1.2.3.0', type: 'Integer', value: 12 },
        { oid: '1.3.6.1.4.1.99999.9.1.0', type: 'OctetString', value: 'on battery' },
        { oid: '1.3.6.1.4.1.99999.9.2.0', type: 'Counter', value: 34_663 },
      ],
    });
    const trap = await receiver.next();
    expect(receiver.port).toBeGreaterThan(0);
    expect(trap).toMatchObject({ community: 'traps', oid: '1.3.6.1.2.1.33.2.1' });
    expect(trap.varbinds.map(({ oid, type, value }) => [oid, type, String(value)])).toEqual([
      ['1.3.6.1.2.1.33.1.2.3.0', snmp.ObjectType.Integer, '12'],
      ['1.3.6.1.4.1.99999.9.1.0', snmp.ObjectType.OctetString, 'on battery'],
      ['1.3.6.1.4.1.99999.9.2.0', snmp.ObjectType.Counter, '34663'],
    ]);
  });

  it('is not received under another community', async () => {
    await sendTrap({
      host: receiver.host,
      port: receiver.port,
      community: 'other',
      oid: '1.3.6.1.4.1.99999.1.0.1',
    });
    await expect(receiver.next(300)).rejects.toThrow('No trap within 300 ms');
  });

  it.each<[TrapVarbind, RegExp]>([
    [{ oid: 'sysName', type: 'Integer', value: 1 }, /'sysName' is not an OID/],
    [{ oid: '1.3.6.1', type: 'Integer', value: 1.5 }, /Integer needs a whole number/],
    [{ oid: '1.3.6.1', type: 'Gauge', value: 'ten' }, /Gauge needs a whole number/],
    [{ oid: '1.3.6.1', type: 'Gauge', value: -1 }, /out of range for Gauge/],
  ])('refuses the varbind %o', (varbind, message) => {
    expect(() => toNetSnmpVarbind(varbind)).toThrow(message);
  });

  it('refuses a trap OID that is not one', async () => {
    await expect(sendTrap({ host: '127.0.0.1', port: 1, oid: 'upsTrapOnBattery' })).rejects.toThrow(
      "'upsTrapOnBattery' is not an OID",
    );
  });
});
