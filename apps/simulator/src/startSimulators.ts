import { DEVICE_PROFILES, servedSnmpPoints } from './deviceProfiles.js';
import type { DeviceKind } from './DeviceModel.js';
import { SimulatedDevice, type TrapTarget } from './SimulatedDevice.js';
import { startControlServer, type ControlServerHandle } from './startControlServer.js';
import { startDeviceModbusServer } from './startDeviceModbusServer.js';
import type { ModbusServerHandle } from './startModbusServer.js';
import { startSnmpAgent, type SnmpAgentHandle } from './startSnmpAgent.js';
import type { SnmpV3User } from './SnmpV3User.js';

export interface DeviceSpec {
  /** Names the device in the control API: letters, digits, '.', '_' and '-'. */
  name: string;
  kind: DeviceKind;
  /** Defaults to the simulators' seed plus the device's position in the list. */
  seed?: number;
  modbus?: { host?: string; port?: number; unitId?: number };
  snmp?: {
    host?: string;
    port?: number;
    community?: string;
    /** May also SET the writable objects; defaults to the community (startSnmpAgent). */
    writeCommunity?: string;
    v3Users?: readonly SnmpV3User[];
  };
  /** Where the device sends traps of its own accord (a UPS's upsTrapOnBattery). */
  trapTarget?: TrapTarget;
}

export interface SimulatorsOptions {
  devices: readonly DeviceSpec[];
  /** Starts the control API when given. */
  control?: { host?: string; port?: number };
  seed?: number;
  /** Milliseconds since the epoch; defaults to Date.now. */
  clock?: () => number;
}

export interface SimulatorsHandle {
  devices: SimulatedDevice[];
  control?: ControlServerHandle;
  close(): Promise<void>;
}

const NAME_PATTERN = /^[\w.-]+$/;

const where = (listen: { host?: string; port?: number }, defaultPort: number) =>
  `${listen.host ?? '127.0.0.1'}:${listen.port ?? defaultPort}`;

async function closeAll(handles: readonly { close(): Promise<void> }[]): Promise<void> {
  await Promise.allSettled(handles.map((handle) => handle.close()));
}

/**
 * Start any mix of simulated devices, each over Modbus TCP, SNMP or both, and optionally the
 * control API over them. If anything fails to start, whatever did start is closed again and
 * the error names the device and the protocol.
 */
export async function startSimulators(options: SimulatorsOptions): Promise<SimulatorsHandle> {
  const names = new Set<string>();
  for (const spec of options.devices) {
    if (!NAME_PATTERN.test(spec.name)) {
      throw new Error(`Device name '${spec.name}' may use only letters, digits, '.', '_' and '-'`);
    }
    if (names.has(spec.name)) throw new Error(`Two devices are named '${spec.name}'`);
    names.add(spec.name);
  }

  const started: { close(): Promise<void> }[] = [];
  const devices: SimulatedDevice[] = [];
  const attempt = async <T extends { close(): Promise<void> }>(
    what: string,
    start: () => Promise<T>,
  ): Promise<T> => {
    try {
      const handle = await start();
      started.push(handle);
      return handle;
    } catch (error) {
      await closeAll(started);
      throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };

  for (const [index, spec] of options.devices.entries()) {
    const profile = DEVICE_PROFILES[spec.kind];
    const model = profile.createModel({
      seed: spec.seed ?? (options.seed ?? 1) + index,
      clock: options.clock,
    });
    let modbus: ModbusServerHandle | undefined;
    let snmp: SnmpAgentHandle | undefined;
    const { modbus: modbusSpec, snmp: snmpSpec } = spec;
    if (modbusSpec) {
      modbus = await attempt(`${spec.name} Modbus ${where(modbusSpec, 502)}`, () =>
        startDeviceModbusServer({
          ...modbusSpec,
          model,
          map: profile.registerMap,
          mirrorInputRegisters: profile.mirrorInputRegisters,
        }),
      );
    }
    if (snmpSpec) {
      snmp = await attempt(`${spec.name} SNMP ${where(snmpSpec, 161)}`, () =>
        startSnmpAgent({
          ...snmpSpec,
          model,
          map: servedSnmpPoints(profile),
          system: { sysName: spec.name },
        }),
      );
    }
    devices.push(
      new SimulatedDevice({ name: spec.name, model, trapTarget: spec.trapTarget, modbus, snmp }),
    );
  }

  const controlSpec = options.control;
  const control = controlSpec
    ? await attempt(`control API ${where(controlSpec, 8090)}`, () =>
        startControlServer({ ...controlSpec, devices }),
      )
    : undefined;

  return { devices, control, close: () => closeAll(started) };
}
