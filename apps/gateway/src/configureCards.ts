import {
  ACTION_IP_BATCH_SIZE,
  DEFAULT_DEVICE_PORTS,
  cardConfigObjectName,
  cardConfigVarbinds,
  messages,
  type ActionResult,
  type WireActionParams,
} from '@vigil/domain';
import { cut, failed, succeeded } from './actionResults.js';
import { NetSnmpClient } from './NetSnmpClient.js';
import { SnmpResponseError } from './SnmpResponseError.js';

export type ConfigParams = Extract<WireActionParams, { kind: 'config' }>;
type CardOutcome = NonNullable<ActionResult['perIp']>[number];

/** Cards configured at once. */
const CARD_CONFIG_CONCURRENCY = 8;
/** Limit for each SET, and its attempts. */
const SET_TIMEOUT_MS = 2_000;
const SET_RETRIES = 1;
/** The longest reason of one card's failure (gatewayActionProtocol.ts perIp). */
const CARD_ERROR_MAX_LENGTH = 500;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Apply the config to one card in one SET: the card takes all of it or none. */
async function configureCard(params: ConfigParams, ip: string): Promise<CardOutcome> {
  const fail = (error: string): CardOutcome => ({
    ip,
    ok: false,
    error: cut(error, CARD_ERROR_MAX_LENGTH),
  });
  const built = cardConfigVarbinds(params.config, params.names[ip]);
  if (!built.ok) return fail(built.message);
  let client: NetSnmpClient;
  try {
    client = NetSnmpClient.fromConfig({
      host: ip,
      port: params.port ?? DEFAULT_DEVICE_PORTS.SNMP,
      credentials: params.snmp,
      timeoutMs: SET_TIMEOUT_MS,
      retries: SET_RETRIES,
    });
  } catch (error) {
    return fail(errorMessage(error));
  }
  try {
    await client.set(built.varbinds);
    return { ip, ok: true };
  } catch (error) {
    if (error instanceof SnmpResponseError && error.oid) {
      // "notWritable: vigilCardTrapDestination.0 (set-traps)": what the card refused, and why it was asked.
      const refused = built.varbinds.find((varbind) => varbind.oid === error.oid);
      const flag = refused ? ` (${refused.flag})` : '';
      return fail(`${error.message}: ${cardConfigObjectName(error.oid)}${flag}`);
    }
    return fail(errorMessage(error));
  } finally {
    await client.close();
  }
}

/**
 * Configure Card / Configure Card(s): apply the card config flags to every address of
 * params.ips with SNMP SETs (cardConfigOids.ts), a few cards at a time, and say how each went.
 * FAILED only when no card took the config.
 */
export async function configureCards(
  params: ConfigParams,
  signal: AbortSignal,
): Promise<ActionResult> {
  if (params.ips.length > ACTION_IP_BATCH_SIZE) return failed(messages.actionIpsTooMany);
  const outcomes = new Array<CardOutcome>(params.ips.length);
  let next = 0;
  const worker = async () => {
    while (next < params.ips.length) {
      const index = next++;
      const ip = params.ips[index]!;
      outcomes[index] = signal.aborted
        ? { ip, ok: false, error: 'Not attempted: the action was stopped.' }
        : await configureCard(params, ip);
    }
  };
  const workers = Math.min(CARD_CONFIG_CONCURRENCY, params.ips.length);
  await Promise.all(Array.from({ length: workers }, worker));

  const done = outcomes.filter((outcome) => outcome.ok).length;
  const flags = params.config.flags.join(', ');
  const firstFailure = outcomes.find((outcome) => !outcome.ok);
  if (done === 0) {
    return failed(
      `No card took the configuration (${flags}): ${firstFailure?.ip} ${firstFailure?.error}`,
      { perIp: outcomes },
    );
  }
  const cards = params.ips.length === 1 ? 'card' : 'cards';
  const failures = params.ips.length - done;
  const rest =
    failures > 0 ? `; ${failures} failed, e.g. ${firstFailure?.ip}: ${firstFailure?.error}` : '';
  return succeeded(`Configured ${done} of ${params.ips.length} ${cards} (${flags})${rest}.`, {
    perIp: outcomes,
  });
}
