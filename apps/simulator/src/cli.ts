import { parseSimulatorArgs, SIMULATOR_USAGE, type SimulatorArgs } from './parseSimulatorArgs.js';
import type { ModbusServerHandle } from './startModbusServer.js';
import { startUpsModbusServer } from './startUpsModbusServer.js';
import { UpsModel } from './UpsModel.js';

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

const servers: ModbusServerHandle[] = [];
const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
};

if (args.upsModbus) {
  const { host, port } = args.upsModbus;
  try {
    const model = new UpsModel({ seed: args.seed });
    const server = await startUpsModbusServer({ model, host, port, unitId: args.unitId });
    servers.push(server);
    console.log(`UPS listening on modbus://${server.host}:${server.port} (unit ${server.unitId})`);
  } catch (error) {
    console.error(`simulate: --ups-modbus ${host}:${port}: ${message(error)}`);
    await stop();
    process.exit(1);
  }
}

let stopping = false;
const shutDown = (signal: NodeJS.Signals) => {
  // tsx relays a signal to its child too, so the same stop can be asked for twice.
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping simulators`);
  void stop().then(() => process.exit(0));
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
