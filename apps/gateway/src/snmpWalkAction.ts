import {
  DEFAULT_DEVICE_PORTS,
  SNMP_WALK_MAX_MS,
  SNMP_WALK_MAX_OIDS,
  WALK_VALUE_MAX_LENGTH,
  type ActionResult,
  type WalkedVarbind,
  type WireActionParams,
} from '@vigil/domain';
import { cut, failed, succeeded } from './actionResults.js';
import { NetSnmpClient } from './NetSnmpClient.js';

export type WalkParams = Extract<WireActionParams, { kind: 'walk' }>;

/** Limit for each request of a walk, and its attempts (a lost datagram is retried once). */
const WALK_REQUEST_TIMEOUT_MS = 2_000;
const WALK_RETRIES = 1;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * SNMP Walk: the OIDs under params.root on params.ip with its credentials, in walk order, at
 * most params.maxOids of them and for at most params.maxMs (each capped by the SNMP_WALK_*
 * limits), each value cut to WALK_VALUE_MAX_LENGTH. An agent that never answers fails the walk.
 */
export async function snmpWalkAction(
  params: WalkParams,
  signal: AbortSignal,
): Promise<ActionResult> {
  const port = params.port ?? DEFAULT_DEVICE_PORTS.SNMP;
  const target = `${params.ip}:${port}`;
  let client: NetSnmpClient;
  try {
    client = NetSnmpClient.fromConfig({
      host: params.ip,
      port,
      credentials: params.snmp,
      timeoutMs: WALK_REQUEST_TIMEOUT_MS,
      retries: WALK_RETRIES,
    });
  } catch (error) {
    return failed(`SNMP walk of ${target}: ${errorMessage(error)}`);
  }
  const maxOids = Math.min(params.maxOids, SNMP_WALK_MAX_OIDS);
  const maxMs = Math.min(params.maxMs, SNMP_WALK_MAX_MS);
  try {
    const walked = await client.walk(params.root, { maxOids, maxMs, signal });
    const varbinds: WalkedVarbind[] = walked.varbinds.map(({ oid, type, value }) => ({
      oid: cut(oid, 255),
      type: cut(type, 32),
      value: cut(String(value), WALK_VALUE_MAX_LENGTH),
    }));
    const why =
      walked.stopped === 'count'
        ? `; stopped at the limit of ${maxOids} OIDs`
        : walked.stopped === 'time'
          ? `; stopped after ${Math.round(maxMs / 1000)} s`
          : '';
    const output = `Walked ${varbinds.length} OIDs under ${params.root} on ${target}${why}.`;
    return succeeded(output, {
      walk: walked.stopped ? { varbinds, stopped: walked.stopped } : { varbinds },
    });
  } catch (error) {
    return failed(`SNMP walk of ${target}: ${errorMessage(error)}`);
  } finally {
    await client.close();
  }
}
