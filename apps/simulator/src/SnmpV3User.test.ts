import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import snmp from 'net-snmp';
import { describe, expect, it } from 'vitest';
import { toNetSnmpUser, type SnmpV3User } from './SnmpV3User.js';

const KEYS = { authKey: 'auth-pass-3', privKey: 'priv-pass-3' };

describe('toNetSnmpUser', () => {
  it.each<[SnmpV3User, snmp.User]>([
    [
      { name: 'g', level: 'noAuthNoPriv' },
      { name: 'g', level: snmp.SecurityLevel.noAuthNoPriv },
    ],
    [
      { name: 'r', level: 'authNoPriv', authProtocol: 'SHA256', authKey: KEYS.authKey },
      {
        name: 'r',
        level: snmp.SecurityLevel.authNoPriv,
        authProtocol: snmp.AuthProtocols.sha256,
        authKey: KEYS.authKey,
      },
    ],
    [
      { name: 'o', level: 'authPriv', authProtocol: 'MD5', privProtocol: 'AES256R', ...KEYS },
      {
        name: 'o',
        level: snmp.SecurityLevel.authPriv,
        authProtocol: snmp.AuthProtocols.md5,
        privProtocol: snmp.PrivProtocols.aes256r,
        ...KEYS,
      },
    ],
  ])('turns %o into net-snmp terms', (user, expected) => {
    expect(toNetSnmpUser(user)).toEqual(expected);
  });

  it.each<[SnmpV3User, string]>([
    [{ name: '', level: 'noAuthNoPriv' }, 'SNMPv3 user: a name is required'],
    [{ name: 'a', level: 'authNoPriv', authKey: KEYS.authKey }, 'needs an authentication protocol'],
    [
      { name: 'a', level: 'authPriv', authProtocol: 'SHA', authKey: KEYS.authKey },
      'needs a privacy',
    ],
    [
      {
        name: 'a',
        level: 'authPriv',
        authProtocol: 'SHA',
        privProtocol: 'AES',
        ...KEYS,
        privKey: 'x',
      },
      'privacy key',
    ],
  ])('refuses %o', (user, message) => {
    expect(() => toNetSnmpUser(user)).toThrow(message);
  });
});

// Node 20's OpenSSL only has DES with the legacy provider, which a process enables at start,
// so each case runs an agent and a DES client in a Node of its own.
const DES_ROUND_TRIP = `
import snmp from 'net-snmp';
import { DEVICE_PROFILES, startSnmpAgent, toNetSnmpUser, UpsModel } from './src/index.ts';
const user = { name: 'legacy', level: 'authPriv', authProtocol: 'MD5', authKey: '${KEYS.authKey}',
  privProtocol: 'DES', privKey: '${KEYS.privKey}' };
const model = new UpsModel();
model.force('loadPercent', 64);
try {
  const agent = await startSnmpAgent({ model, map: DEVICE_PROFILES.ups.snmpMap, port: 0, v3Users: [user] });
  const session = snmp.createV3Session(agent.host, toNetSnmpUser(user), { port: agent.port, retries: 0, timeout: 1000 });
  session.get(['1.3.6.1.2.1.33.1.4.4.1.5.1'], (error, varbinds) => {
    console.log(JSON.stringify(error ? { error: error.message } : { value: varbinds[0].value }));
    session.close();
    void agent.close();
  });
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
}`;

describe.concurrent('an SNMPv3 user with DES privacy', () => {
  it.each<[string, string[], object]>([
    ['is served when Node has the legacy provider', ['--openssl-legacy-provider'], { value: 64 }],
    [
      'is refused up front when it does not',
      [],
      { error: expect.stringMatching(/DES privacy needs Node.js started with --openssl-legacy/) },
    ],
  ])('%s', async (_, flags, result) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...flags, '--import', 'tsx', '--input-type=module', '-e', DES_ROUND_TRIP],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), timeout: 10_000 },
    );
    expect(JSON.parse(stdout)).toEqual(result);
  });
});
