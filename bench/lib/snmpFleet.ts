// Forked by benchGateway.ts: simulated SNMP agents and silent hosts in a process of their own, so
// that answering costs neither the gateway agent's nor the exporter's CPU or event loop.
//
// argv[2]: SnmpFleetSpec as JSON. Sends { ready: true } once every socket is bound (or
// { error } when one is not), and exits when the bench says { stop: true } or goes away.
import { createSocket, type Socket } from 'node:dgram';
import { startSimulators, type DeviceSpec } from '@vigil/simulator';

export interface SnmpFleetSpec {
  port: number;
  community: string;
  /** A simulated UPS (10 UPS-MIB points) answers on each of these addresses. */
  agents: string[];
  /** A UDP socket on each of these addresses reads every request and never answers. */
  silent: string[];
}

const spec = JSON.parse(process.argv[2] ?? '{}') as SnmpFleetSpec;

function silentHost(host: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    // Bound, so the kernel sends no port-unreachable; read, so the receive buffer never fills.
    socket.on('message', () => undefined);
    socket.bind(spec.port, host, () => resolve(socket));
  });
}

try {
  const devices: DeviceSpec[] = spec.agents.map((host, index) => ({
    name: `ups-${index + 1}`,
    kind: 'ups',
    snmp: { host, port: spec.port, community: spec.community },
  }));
  const simulators = await startSimulators({ devices });
  const silent = await Promise.all(spec.silent.map(silentHost));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const socket of silent) socket.close();
    await simulators.close();
    process.exit(0);
  };
  process.on('message', (message: { stop?: boolean }) => {
    if (message.stop) void stop();
  });
  process.on('disconnect', () => void stop());
  process.send?.({ ready: true });
} catch (error) {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
