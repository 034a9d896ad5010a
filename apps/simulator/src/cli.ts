import { parseSimulatorArgs, SIMULATOR_USAGE, type SimulatorArgs } from './parseSimulatorArgs.js';
import { startSimulators, type SimulatorsHandle } from './startSimulators.js';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

let args: SimulatorArgs;
try {
  args = parseSimulatorArgs(process.argv.slice(2));
} catch (error) {
  console.error(`simulate: ${message(error)}\n\n${SIMULATOR_USAGE}`);
  process.exit(2);
}

if (args.help) {
  console.log(SIMULATOR_USAGE);
  process.exit(0);
}

let simulators: SimulatorsHandle;
try {
  simulators = await startSimulators(args);
} catch (error) {
  console.error(`simulate: ${message(error)}`);
  process.exit(1);
}

for (const device of simulators.devices) {
  const { name, kind, profile, modbus, snmp, trapTarget } = device;
  const label = `${name} (${kind}, ${profile.model})`;
  if (modbus) {
    console.log(
      `${label} listening on modbus://${modbus.host}:${modbus.port} (unit ${modbus.unitId})`,
    );
  }
  if (snmp) console.log(`${label} listening on snmp://${snmp.host}:${snmp.port} (udp)`);
  if (trapTarget) console.log(`${label} sends traps to ${trapTarget.host}:${trapTarget.port}`);
}
if (simulators.control) console.log(`control API on ${simulators.control.url}/devices`);

let stopping = false;
const shutDown = (signal: NodeJS.Signals) => {
  // tsx relays a signal to its child too, so the same stop can be asked for twice.
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping simulators`);
  void simulators.close().then(() => process.exit(0));
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
