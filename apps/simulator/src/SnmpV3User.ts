import { createCipheriv } from 'node:crypto';
import type { SnmpAuthType, SnmpPrivacyType, SnmpSecurityLevel } from '@vigil/domain';
import snmp from 'net-snmp';

/** An SNMPv3 user of a simulated agent, in the terms an equipment's credentials use. */
export interface SnmpV3User {
  name: string;
  level: SnmpSecurityLevel;
  authProtocol?: SnmpAuthType;
  authKey?: string;
  privProtocol?: SnmpPrivacyType;
  privKey?: string;
  /** Reads only; without it the user may also SET the agent's writable objects. */
  readOnly?: boolean;
}

/** RFC 3414 §11.2: pass phrases shorter than 8 characters are refused by real peers. */
const MIN_KEY_LENGTH = 8;

/** Node 17+ drops DES from OpenSSL unless it runs with --openssl-legacy-provider. */
function desAvailable(): boolean {
  try {
    createCipheriv('des-cbc', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}

/** The user as net-snmp's authorizer and createV3Session take it; throws naming what is missing. */
export function toNetSnmpUser(user: SnmpV3User): snmp.User {
  const refuse = (reason: string) => new Error(`SNMPv3 user '${user.name}': ${reason}`);
  if (!user.name) throw new Error('SNMPv3 user: a name is required');
  const netSnmpUser: snmp.User = { name: user.name, level: snmp.SecurityLevel[user.level] };
  if (user.level === 'noAuthNoPriv') return netSnmpUser;

  if (!user.authProtocol || !user.authKey) {
    throw refuse(`${user.level} needs an authentication protocol and key`);
  }
  if (user.authKey.length < MIN_KEY_LENGTH) {
    throw refuse(`the authentication key must be at least ${MIN_KEY_LENGTH} characters`);
  }
  netSnmpUser.authProtocol = snmp.AuthProtocols[toKey(user.authProtocol)];
  netSnmpUser.authKey = user.authKey;
  if (user.level === 'authNoPriv') return netSnmpUser;

  if (!user.privProtocol || !user.privKey) {
    throw refuse('authPriv needs a privacy protocol and key');
  }
  if (user.privKey.length < MIN_KEY_LENGTH) {
    throw refuse(`the privacy key must be at least ${MIN_KEY_LENGTH} characters`);
  }
  if (user.privProtocol === 'DES' && !desAvailable()) {
    throw refuse(
      'DES privacy needs Node.js started with --openssl-legacy-provider; use AES otherwise',
    );
  }
  netSnmpUser.privProtocol = snmp.PrivProtocols[toKey(user.privProtocol)];
  netSnmpUser.privKey = user.privKey;
  return netSnmpUser;
}

/** net-snmp names its protocols in lower case: SHA256 → sha256, AES256B → aes256b. */
function toKey<T extends string>(name: T): Lowercase<T> {
  return name.toLowerCase() as Lowercase<T>;
}
