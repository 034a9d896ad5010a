import { fileURLToPath } from 'node:url';
import { freePort } from '../freePort.js';
import { startPeer, type PeerProcess } from './startPeer.js';

// Debian's Python: the python3 first on PATH may be another one, without pymodbus.
const PYTHON = '/usr/bin/python3';
const SERVER_SCRIPT = fileURLToPath(new URL('./pymodbusServer.py', import.meta.url));

/** pymodbusServer.py (its tables of known values) on a free port, serving one unit id. */
export async function startPymodbus(unitId: number): Promise<{ port: number; peer: PeerProcess }> {
  const port = await freePort('tcp');
  const peer = startPeer(PYTHON, [SERVER_SCRIPT, String(port), String(unitId)]);
  await peer.waitForLine(/^ready \d+$/, 10_000);
  return { port, peer };
}
