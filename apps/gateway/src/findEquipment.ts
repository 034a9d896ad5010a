import {
  DEFAULT_DEVICE_PORTS,
  DISCOVERY_FOUND_MAX,
  ipsOf,
  parseIpRange,
  type ActionProgress,
  type ActionResult,
  type DiscoveredDevice,
  type IpRange,
  type SnmpCredentials,
  type WireActionParams,
  SYS_OBJECT_ID_OID,
} from '@vigil/domain';
import { cut, failed, succeeded } from './actionResults.js';
import { NetSnmpClient, snmpV3User } from './NetSnmpClient.js';
import type { SnmpVarbind } from './SnmpClient.js';
import { SnmpResponseError } from './SnmpResponseError.js';

export type DiscoverParams = Extract<WireActionParams, { kind: 'discover' }>;

/** sysDescr.0, sysObjectID.0 and sysName.0 (MIB-II system group). */
const SYS_DESCR = '1.3.6.1.2.1.1.1.0';
const SYS_NAME = '1.3.6.1.2.1.1.5.0';

/** However many hosts the server asks to probe at once, no more UDP sockets than this. */
const MAX_CONCURRENCY = 256;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A value as text the server can store: no control characters, within its limit. */
function textOf(varbind: SnmpVarbind | undefined, max: number): string {
  if (!varbind || 'error' in varbind) return '';
  return cut(String(varbind.value).replace(/\p{Cc}/gu, ' '), max);
}

/** The system group of an agent that answered; asked one by one when it refuses them together. */
async function systemGroup(client: NetSnmpClient): Promise<SnmpVarbind[]> {
  const oids = [SYS_NAME, SYS_DESCR, SYS_OBJECT_ID_OID];
  try {
    return await client.get(oids);
  } catch (error) {
    // An SNMPv1 agent refuses the whole request for one missing object (noSuchName).
    if (!(error instanceof SnmpResponseError)) throw error;
    return Promise.all(
      oids.map((oid) =>
        client.get([oid]).then(
          ([varbind]) => varbind ?? { oid, error: 'no answer' },
          (failure: unknown) => ({ oid, error: errorMessage(failure) }),
        ),
      ),
    );
  }
}

/**
 * Whether an SNMP agent answers at ip:port with one of the credentials, tried in order, each for
 * at most timeoutMs (one attempt: a silent address costs timeoutMs per credential): the first
 * that answers, with the agent's name, description and object id.
 */
export async function probeSnmpAgent(
  ip: string,
  port: number,
  credentials: readonly SnmpCredentials[],
  timeoutMs: number,
): Promise<DiscoveredDevice | undefined> {
  for (const [index, credential] of credentials.entries()) {
    let client: NetSnmpClient;
    try {
      client = NetSnmpClient.fromConfig({
        host: ip,
        port,
        credentials: credential,
        timeoutMs,
        retries: 0,
      });
    } catch {
      continue;
    }
    try {
      const [name, descr, objectId] = await systemGroup(client);
      return {
        ip,
        sysName: textOf(name, 255),
        sysDescr: textOf(descr, 1_024),
        sysObjectID: textOf(objectId, 255),
        credential: index,
      };
    } catch {
      // Silence, or a refusal of these credentials (an unknown v3 user, a wrong key): next one.
    } finally {
      await client.close();
    }
  }
  return undefined;
}

export interface ScanOptions {
  range: IpRange;
  port: number;
  credentials: readonly SnmpCredentials[];
  concurrency: number;
  timeoutMs: number;
  /** Stops handing out addresses; those being probed finish (within their time-out). */
  signal: AbortSignal;
  onScanned(device: DiscoveredDevice | undefined): void;
}

/** Probe every address of the range, `concurrency` at a time; resolves when all are done. */
export async function scanForSnmpAgents(options: ScanOptions): Promise<void> {
  const { range, port, credentials, timeoutMs, signal, onScanned } = options;
  const addresses = ipsOf(range);
  const worker = async () => {
    while (!signal.aborted) {
      const next = addresses.next();
      if (next.done) return;
      onScanned(await probeSnmpAgent(next.value, port, credentials, timeoutMs));
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, MAX_CONCURRENCY, range.count));
  await Promise.all(Array.from({ length: workers }, worker));
}

/** Reports Find Equipment's progress; says 'stop' when the server cancelled or deleted it. */
export type ProgressReporter = (
  progress: ActionProgress,
  options: { retry: boolean },
) => Promise<'ok' | 'stop' | 'failed'>;

/**
 * Find Equipment: scan params.range for SNMP agents and tell the server what was found as it
 * goes: a progress report about every `progressEveryMs` (devices found since the last one) and
 * one at the end, retried until the server has it. A progress reply saying the action was
 * cancelled stops the scan ('stopped': nothing more to report).
 */
export async function findEquipment(
  params: DiscoverParams,
  context: { signal: AbortSignal; report: ProgressReporter; progressEveryMs: number },
): Promise<ActionResult | 'stopped'> {
  const parsed = parseIpRange(params.range);
  if (!parsed.ok) return failed(`${params.range}: ${parsed.message}`);
  // A v3 credential without what its level needs cannot make a session; it is skipped.
  const unusable = params.snmp.map((credential) => {
    if (credential.version !== '3') return undefined;
    try {
      snmpV3User(credential);
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  });
  if (unusable.every((problem) => problem !== undefined)) {
    return failed(`None of the SNMP credentials can be used: ${unusable.join('; ')}`);
  }
  const { range } = parsed;
  const stopScan = new AbortController();
  const signal = AbortSignal.any([context.signal, stopScan.signal]);
  let scanned = 0;
  let foundCount = 0;
  let unreported: DiscoveredDevice[] = [];
  let reporting: Promise<unknown> | undefined;
  let cancelled = false;

  const report = async (retry: boolean) => {
    const found = unreported.slice(0, DISCOVERY_FOUND_MAX);
    unreported = unreported.slice(found.length);
    const answer = await context.report({ scanned, total: range.count, found }, { retry });
    if (answer === 'failed') unreported = [...found, ...unreported];
    if (answer === 'stop') {
      cancelled = true;
      stopScan.abort();
    }
    return answer;
  };
  const timer = setInterval(() => {
    reporting ??= report(false).then(() => {
      reporting = undefined;
    });
  }, context.progressEveryMs);

  try {
    await scanForSnmpAgents({
      range,
      port: params.port ?? DEFAULT_DEVICE_PORTS.SNMP,
      // Credentials that cannot make a session (a v3 user without its key) are not tried, but
      // keep their index: the server names the one that answered by it.
      credentials: params.snmp,
      concurrency: params.concurrency,
      timeoutMs: params.timeoutMs,
      signal,
      onScanned: (device) => {
        scanned += 1;
        if (!device) return;
        foundCount += 1;
        unreported.push(device);
      },
    });
  } finally {
    clearInterval(timer);
    await reporting;
  }
  if (cancelled || context.signal.aborted) return 'stopped';
  // The last report, and those that could not be sent before: until the server has them all.
  do {
    const answer = await report(true);
    if (answer === 'stop') return 'stopped';
    if (answer === 'failed') {
      return failed(`Scanned ${scanned} addresses; the server did not take the devices found.`);
    }
  } while (unreported.length > 0);
  const agents = foundCount === 1 ? 'SNMP agent' : 'SNMP agents';
  return succeeded(`Scanned ${scanned} addresses, found ${foundCount} ${agents}.`);
}
