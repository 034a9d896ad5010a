/** Where the agent keeps its buffer and config on the site's machine (as in the README). */
export const GATEWAY_AGENT_DATA_DIR = '/var/lib/vigil-gateway';
/** The second node of an HA pair keeps its own, so both nodes may even share one machine. */
export const GATEWAY_HA2_DATA_DIR = '/var/lib/vigil-gateway-ha2';

/** A shell word: left bare when it is plainly safe, single-quoted otherwise. */
function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that starts a gateway's agent against this site, exactly as the README gives it:
 * `VIGIL_GATEWAY_TOKEN=<token> npm run gateway -- --server <origin> --gateway <id> --data-dir …`.
 */
export function gatewayInstallCommand({
  token,
  origin,
  gatewayID,
  dataDir = GATEWAY_AGENT_DATA_DIR,
}: {
  token: string;
  /** This site's origin, e.g. window.location.origin. */
  origin: string;
  gatewayID: string;
  /** Where this agent keeps its buffer and config (GATEWAY_AGENT_DATA_DIR unless told). */
  dataDir?: string;
}): string {
  return [
    `VIGIL_GATEWAY_TOKEN=${shellWord(token)}`,
    'npm run gateway --',
    `--server ${shellWord(origin)}`,
    `--gateway ${shellWord(gatewayID)}`,
    `--data-dir ${shellWord(dataDir)}`,
  ].join(' ');
}
