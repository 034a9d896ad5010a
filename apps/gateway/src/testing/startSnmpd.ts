import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../freePort.js';
import { startPeer } from './startPeer.js';

const run = promisify(execFile);

export const SNMPD = '/usr/sbin/snmpd';
export const SNMPGET = '/usr/bin/snmpget';
export const SNMPWALK = '/usr/bin/snmpwalk';

/**
 * A community whose view holds only subtrees that do not change while they are walked (no
 * process, socket or connection tables), so two walks of it list the same OIDs.
 */
export const SNMPD_STABLE_COMMUNITY = 'stable';

/** A community that may SET what snmpd lets be written (sysName, sysContact, sysLocation). */
export const SNMPD_WRITE_COMMUNITY = 'private';

/** The SNMPv3 user the agent knows (SHA auth, AES privacy). */
export const SNMPD_V3_USER = {
  name: 'vigilv3',
  authType: 'SHA',
  authKey: 'authpass123',
  privacyType: 'AES',
  privacySecret: 'privpass123',
} as const;

/** A second v3 user that authenticates without privacy (authNoPriv). */
export const SNMPD_V3_AUTH_USER = {
  name: 'vigilauth',
  authType: 'SHA',
  authKey: 'authonly123',
} as const;

/** A fixed value served with snmpd's `override OID TYPE VALUE`. */
export interface SnmpdValue {
  oid: string;
  type: 'integer' | 'uinteger' | 'counter' | 'octet_str';
  value: string | number;
}

export interface SnmpdHandle {
  port: number;
  /** snmpget's value for each OID (-Oqv), with the arguments given before the target. */
  snmpget(args: readonly string[], oids: readonly string[]): Promise<string[]>;
  /** The OIDs snmpwalk -On lists under the root, with the arguments given before the target. */
  snmpwalkOids(args: readonly string[], root: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Debian's snmpd, unprivileged on a free UDP port of 127.0.0.1: community `public` (v1/v2c), the
 * write community `private`,
 * the v3 users above (authPriv and authNoPriv) in the default context, and the values given. Resolves once snmpget reads them.
 */
export async function startSnmpd(values: readonly SnmpdValue[]): Promise<SnmpdHandle> {
  const dir = await mkdtemp(join(tmpdir(), 'vigil-snmpd-'));
  const port = await freePort('udp');
  const config = [
    `agentAddress udp:127.0.0.1:${port}`,
    'rocommunity public 127.0.0.1',
    `rwcommunity ${SNMPD_WRITE_COMMUNITY} 127.0.0.1`,
    `createUser ${SNMPD_V3_USER.name} ${SNMPD_V3_USER.authType} ${SNMPD_V3_USER.authKey} ${SNMPD_V3_USER.privacyType} ${SNMPD_V3_USER.privacySecret}`,
    `rouser ${SNMPD_V3_USER.name} priv`,
    `createUser ${SNMPD_V3_AUTH_USER.name} ${SNMPD_V3_AUTH_USER.authType} ${SNMPD_V3_AUTH_USER.authKey}`,
    `rouser ${SNMPD_V3_AUTH_USER.name} auth`,
    // system, interfaces, snmp, and the enterprise values below.
    ...['.1.3.6.1.2.1.1', '.1.3.6.1.2.1.2', '.1.3.6.1.2.1.11', '.1.3.6.1.4.1'].map(
      (subtree) => `view stableview included ${subtree}`,
    ),
    `rocommunity ${SNMPD_STABLE_COMMUNITY} 127.0.0.1 -V stableview`,
    ...values.map(({ oid, type, value }) =>
      type === 'octet_str'
        ? `override ${oid} ${type} "${value}"`
        : `override ${oid} ${type} ${value}`,
    ),
  ].join('\n');
  await writeFile(join(dir, 'snmpd.conf'), `${config}\n`);
  // Keep snmpd and snmpget from writing under /var/lib/snmp.
  const env = { ...process.env, SNMP_PERSISTENT_DIR: join(dir, 'persistent') };
  const peer = startPeer(
    SNMPD,
    ['-f', '-Lo', '-C', '-c', join(dir, 'snmpd.conf'), '-p', join(dir, 'snmpd.pid')],
    env,
  );

  const snmpget = async (args: readonly string[], oids: readonly string[]) => {
    const { stdout } = await run(SNMPGET, [...args, '-Oqv', `127.0.0.1:${port}`, ...oids], {
      env,
    });
    return stdout.trimEnd().split('\n');
  };
  const snmpwalkOids = async (args: readonly string[], root: string) => {
    const { stdout } = await run(SNMPWALK, [...args, '-On', `127.0.0.1:${port}`, root], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    // A value may run over several lines; only a line starting with an OID starts a varbind.
    return stdout
      .split('\n')
      .flatMap((line) => /^(\.[\d.]+) = /.exec(line)?.[1] ?? [])
      .map((oid) => oid.slice(1));
  };
  const stop = async () => {
    await peer.stop();
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const probe = ['-v2c', '-c', 'public', '-t', '0.3', '-r', '0'];
      await snmpget(probe, [values[0]?.oid ?? '.1.3.6.1.2.1.1.3.0']);
      return { port, snmpget, snmpwalkOids, stop };
    } catch (error) {
      if (Date.now() > deadline || peer.child.exitCode !== null) {
        await stop();
        throw new Error(`snmpd did not answer in 10 s:\n${peer.output()}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
