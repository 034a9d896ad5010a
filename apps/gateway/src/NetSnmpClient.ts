import {
  SNMP_AUTH_TYPES,
  SNMP_PRIVACY_TYPES,
  SNMP_SECURITY_LEVELS,
  type SnmpAuthType,
  type SnmpCredentials,
  type SnmpPrivacyType,
  type SnmpSecurityLevel,
} from '@vigil/domain';
import snmp from 'net-snmp';
import { octetText } from './octetText.js';
import type { SnmpClient, SnmpVarbind } from './SnmpClient.js';
import { SnmpResponseError } from './SnmpResponseError.js';

export interface NetSnmpConfig {
  host: string;
  port: number;
  credentials: SnmpCredentials;
  /** Limit for each attempt of a request (default 2000). */
  timeoutMs?: number;
  /** Attempts after the first one times out (default 1). */
  retries?: number;
}

const AUTH_PROTOCOLS: Record<SnmpAuthType, snmp.AuthProtocols> = {
  MD5: snmp.AuthProtocols.md5,
  SHA: snmp.AuthProtocols.sha,
  SHA224: snmp.AuthProtocols.sha224,
  SHA256: snmp.AuthProtocols.sha256,
  SHA384: snmp.AuthProtocols.sha384,
  SHA512: snmp.AuthProtocols.sha512,
};

const PRIV_PROTOCOLS: Record<SnmpPrivacyType, snmp.PrivProtocols> = {
  DES: snmp.PrivProtocols.des,
  AES: snmp.PrivProtocols.aes,
  AES256B: snmp.PrivProtocols.aes256b,
  AES256R: snmp.PrivProtocols.aes256r,
};

const SECURITY_LEVELS: Record<SnmpSecurityLevel, snmp.SecurityLevel> = {
  noAuthNoPriv: snmp.SecurityLevel.noAuthNoPriv,
  authNoPriv: snmp.SecurityLevel.authNoPriv,
  authPriv: snmp.SecurityLevel.authPriv,
};

/** Credentials are free text in the contract: match the domain's names whatever their case. */
function pick<T extends string>(what: string, choices: readonly T[], text: string): T {
  const found = choices.find((choice) => choice.toLowerCase() === text.trim().toLowerCase());
  if (found === undefined) {
    throw new Error(`Unknown SNMP ${what} '${text}': expected ${choices.join(', ')}`);
  }
  return found;
}

/** A required secret, named but never shown in the message. */
function secret(what: string, value: string | null): string {
  if (!value) throw new Error(`SNMPv3 ${what} is missing`);
  return value;
}

/**
 * The net-snmp user for SNMPv3 credentials. Without a security level, the level follows
 * the secrets given: a privacy type and secret mean authPriv, an auth type and key authNoPriv.
 */
export function snmpV3User(credentials: SnmpCredentials): snmp.User {
  const { username, securityLevel, authType, authKey, privacyType, privacySecret } = credentials;
  if (!username) throw new Error('SNMPv3 username is missing');
  const level = securityLevel
    ? pick('security level', SNMP_SECURITY_LEVELS, securityLevel)
    : privacyType && privacySecret
      ? 'authPriv'
      : authType && authKey
        ? 'authNoPriv'
        : 'noAuthNoPriv';
  const user: snmp.User = { name: username, level: SECURITY_LEVELS[level] };
  if (level === 'noAuthNoPriv') return user;
  user.authProtocol = AUTH_PROTOCOLS[pick('auth type', SNMP_AUTH_TYPES, authType ?? '')];
  user.authKey = secret('auth key', authKey);
  if (level === 'authNoPriv') return user;
  user.privProtocol = PRIV_PROTOCOLS[pick('privacy type', SNMP_PRIVACY_TYPES, privacyType ?? '')];
  user.privKey = secret('privacy secret', privacySecret);
  return user;
}

/** Counter64 arrives as the raw big-endian bytes. */
const unsigned = (bytes: Buffer) =>
  bytes.length === 0 ? 0 : Number(BigInt(`0x${bytes.toString('hex')}`));

function toVarbind(varbind: snmp.Varbind): SnmpVarbind {
  const { oid, type, value } = varbind;
  if (snmp.isVarbindError(varbind)) {
    // noSuchObject, noSuchInstance, endOfMibView: the names net-snmp-tools print.
    const name = snmp.ObjectType[type ?? 0] ?? 'error';
    return { oid, error: `${name.charAt(0).toLowerCase()}${name.slice(1)}` };
  }
  if (type === snmp.ObjectType.Counter64 && Buffer.isBuffer(value)) {
    return { oid, value: unsigned(value) };
  }
  if (typeof value === 'number' || typeof value === 'string') return { oid, value };
  if (typeof value === 'bigint') return { oid, value: Number(value) };
  if (typeof value === 'boolean') return { oid, value: value ? 1 : 0 };
  if (Buffer.isBuffer(value)) return { oid, value: value.toString('utf8') };
  return { oid, error: `no value (${snmp.ObjectType[type ?? 0] ?? 'unknown type'})` };
}

function toError(error: Error, attempts: string): Error {
  const failure = error as Error & { status?: unknown };
  if (failure.name === 'RequestFailedError' && typeof failure.status === 'number') {
    // "NoSuchName: <oid>": the message is the status; the OID at fault is kept beside it.
    const [status = failure.message, oid] = failure.message.split(': ');
    return new SnmpResponseError(
      failure.status,
      `${status.charAt(0).toLowerCase()}${status.slice(1)}`,
      oid,
    );
  }
  if (failure.name === 'RequestTimedOutError') return new Error(`Timed out (${attempts})`);
  return error;
}

/** Orders OIDs as agents do: arc by arc, numerically. */
export function compareOids(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]! - right[i]!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** One OID a walk found: its type as net-snmp-tools name it, and its value. */
export interface WalkedVarbind {
  oid: string;
  type: string;
  value: number | string;
}

/** One object to SET, of a type a card's configuration uses. */
export interface SnmpSetVarbind {
  oid: string;
  type: 'OctetString' | 'Integer' | 'IpAddress';
  value: string | number;
}

export interface SnmpWalkResult {
  varbinds: WalkedVarbind[];
  /** Why the walk ended before the subtree did: it reached maxOids, or maxMs. */
  stopped?: 'count' | 'time';
}

/** An SnmpClient over UDP for SNMP v1, v2c and v3, using net-snmp. */
export class NetSnmpClient implements SnmpClient {
  readonly #session: snmp.Session;
  /** How long a timed-out request waited, for its message. */
  readonly #attempts: string;

  private constructor(session: snmp.Session, attempts: string) {
    this.#session = session;
    this.#attempts = attempts;
    // Socket and parse failures surface as the pending request's timeout; nothing else listens.
    this.#session.on('error', () => undefined);
  }

  /** Throws when the credentials cannot make a session (an unknown auth type, a missing key). */
  static fromConfig(config: NetSnmpConfig): NetSnmpClient {
    const { host, port, credentials } = config;
    const timeoutMs = config.timeoutMs ?? 2000;
    const retries = config.retries ?? 1;
    const options = {
      port,
      timeout: timeoutMs,
      retries,
      transport: host.includes(':') ? ('udp6' as const) : ('udp4' as const),
    };
    const session =
      credentials.version === '3'
        ? snmp.createV3Session(host, snmpV3User(credentials), {
            ...options,
            version: snmp.Version3,
            context: credentials.context ?? '',
          })
        : snmp.createSession(host, credentials.communityString || 'public', {
            ...options,
            version: credentials.version === '1' ? snmp.Version1 : snmp.Version2c,
          });
    return new NetSnmpClient(session, `${retries + 1} attempts of ${timeoutMs} ms`);
  }

  get(oids: readonly string[]): Promise<SnmpVarbind[]> {
    return new Promise((resolve, reject) => {
      // net-snmp refuses the leading dot that MIB documents (and snmpget) write.
      const bare = oids.map((oid) => oid.replace(/^\./, ''));
      this.#session.get(bare, (error, varbinds) => {
        if (error) reject(toError(error, this.#attempts));
        else resolve((varbinds ?? []).map(toVarbind));
      });
    });
  }

  /**
   * SET the objects in one request: the agent applies all of them or none. Rejects with an
   * SnmpResponseError naming the OID at fault when the agent refuses (notWritable, noAccess,
   * wrongType …), also when it answers a SET with noSuchObject and no error status, as some do
   * for an object they lack.
   */
  set(varbinds: readonly SnmpSetVarbind[]): Promise<void> {
    const request = varbinds.map(({ oid, type, value }) => ({
      oid: oid.replace(/^\./, ''),
      type: snmp.ObjectType[type],
      value,
    }));
    return new Promise((resolve, reject) => {
      this.#session.set(request, (error, answered) => {
        if (error) return reject(toError(error, this.#attempts));
        const refused = (answered ?? []).find((varbind) => snmp.isVarbindError(varbind));
        if (refused) {
          const name = snmp.ObjectType[refused.type ?? 0] ?? 'error';
          const status = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
          return reject(new SnmpResponseError(snmp.ErrorStatus.NoSuchName, status, refused.oid));
        }
        resolve();
      });
    });
  }

  /**
   * The OIDs under root, in order: GETBULK on v2c and v3, GETNEXT on v1. Ends at the end of the
   * subtree, or once maxOids were found or maxMs passed (what was found is kept and said so), or
   * when the signal aborts (what was found is kept). Octet strings that are not readable text
   * come as hex ('0x…'), as snmpwalk shows them.
   */
  walk(
    root: string,
    limits: { maxOids: number; maxMs: number; signal?: AbortSignal },
  ): Promise<SnmpWalkResult> {
    const varbinds: WalkedVarbind[] = [];
    const deadline = performance.now() + limits.maxMs;
    let stopped: SnmpWalkResult['stopped'];
    return new Promise((resolve, reject) => {
      const feed = (found: snmp.Varbind[]) => {
        for (const varbind of found) {
          // An agent answering a GETNEXT with the OID asked (snmpd does at the end of an
          // override) would loop the walk: it ends there, as snmpwalk's "OID not increasing".
          const last = varbinds.at(-1)?.oid;
          if (last !== undefined && compareOids(varbind.oid, last) <= 0) return true;
          const read = toVarbind(varbind);
          if ('error' in read) continue;
          const type = snmp.ObjectType[varbind.type ?? 0] ?? 'Unknown';
          const value =
            Buffer.isBuffer(varbind.value) && varbind.type !== snmp.ObjectType.Counter64
              ? octetText(varbind.value)
              : read.value;
          varbinds.push({ oid: read.oid, type, value });
          if (varbinds.length >= limits.maxOids) {
            stopped = 'count';
            return true;
          }
        }
        if (performance.now() >= deadline) stopped = 'time';
        return stopped !== undefined || limits.signal?.aborted === true;
      };
      this.#session.subtree(root.replace(/^\./, ''), 20, feed, (error: Error | null) => {
        if (error) reject(toError(error, this.#attempts));
        else resolve(stopped === undefined ? { varbinds } : { varbinds, stopped });
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#session.on('close', () => resolve());
      try {
        this.#session.close();
      } catch {
        // Already closed: the socket throws ERR_SOCKET_DGRAM_NOT_RUNNING.
        resolve();
      }
    });
  }
}
