import { arch, hostname, networkInterfaces, release, type, uptime } from 'node:os';

/** What the agent knows of itself for Poll Asset Data. */
export interface AgentFacts {
  /** The agent's version, when it was told it. */
  version: string | undefined;
  /** When this agent process started (epoch ms). */
  startedAt: number;
  /** The reading queue on disk: batches and readings not yet acknowledged by the server. */
  queuedBatches: number;
  queuedReadings: number;
  /** The config revision polled, undefined before any config. */
  revision: string | undefined;
  equipmentCount: number;
}

/** The longest text one fact may have in a result (gatewayActionProtocol.ts). */
const META_VALUE_MAX_LENGTH = 1_024;

/** The machine's IPv4 addresses other than loopback, as 'eth0 10.0.0.5'. */
function ipv4Addresses(): string {
  return Object.entries(networkInterfaces())
    .flatMap(([name, addresses]) =>
      (addresses ?? [])
        .filter((address) => address.family === 'IPv4' && !address.internal)
        .map((address) => `${name} ${address.address}`),
    )
    .join(', ');
}

/**
 * Poll Asset Data's facts about the gateway, by name: the agent (version, start, uptime), its
 * Node.js, the machine (OS, architecture, host name, addresses, uptime) and its work (config
 * revision, equipment, reading queue depth).
 */
export function gatewayMeta(facts: AgentFacts): Record<string, string> {
  const meta: Record<string, string> = {
    agentVersion: facts.version ?? 'unknown',
    agentStartedAt: new Date(facts.startedAt).toISOString(),
    processUptimeSeconds: String(Math.floor(process.uptime())),
    nodeVersion: process.version,
    osType: type(),
    osRelease: release(),
    arch: arch(),
    hostname: hostname(),
    ipv4Addresses: ipv4Addresses() || 'none',
    systemUptimeSeconds: String(Math.floor(uptime())),
    configRevision: facts.revision ?? 'none yet',
    equipmentCount: String(facts.equipmentCount),
    queuedBatches: String(facts.queuedBatches),
    queuedReadings: String(facts.queuedReadings),
  };
  for (const [name, value] of Object.entries(meta)) {
    if (value.length > META_VALUE_MAX_LENGTH) {
      meta[name] = `${value.slice(0, META_VALUE_MAX_LENGTH - 1)}…`;
    }
  }
  return meta;
}
