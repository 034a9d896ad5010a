import {
  DEVICE_PROFILES,
  servedSnmpPoints,
  type DeviceProfile,
  type TrapDefinition,
} from './deviceProfiles.js';
import type { DeviceKind, DeviceModel, PointValues } from './DeviceModel.js';
import { encodeRegisters } from './encodeRegisters.js';
import { encodeSnmpValue } from './encodeSnmpValue.js';
import { pointVarbind, sendTrap, toNetSnmpVarbind, type TrapVarbind } from './sendTrap.js';
import { SimulatorInputError } from './SimulatorInputError.js';
import type { SnmpAgentHandle } from './startSnmpAgent.js';
import type { ModbusServerHandle } from './startModbusServer.js';

/** Where a device sends its traps. */
export interface TrapTarget {
  host: string;
  port: number;
  /** Defaults to 'public'. */
  community?: string;
}

export interface TrapRequest extends TrapTarget {
  /** Defaults to the device's test notification, which carries every value it serves. */
  oid?: string;
  varbinds?: readonly TrapVarbind[];
}

export interface SimulatedDeviceOptions {
  name: string;
  model: DeviceModel;
  trapTarget?: TrapTarget;
  modbus?: ModbusServerHandle;
  snmp?: SnmpAgentHandle;
}

/** How the control API shows a device. */
export interface DeviceDescription {
  name: string;
  kind: DeviceKind;
  manufacturer: string;
  model: string;
  modbus?: { host: string; port: number; unitId: number };
  snmp?: { host: string; port: number };
  /** Absent on devices without mains. */
  mainsFailed?: boolean;
  forced: string[];
  values: PointValues;
}

const TABLE_NAMES = ['', 'coil', 'discrete input', 'holding register', 'input register'];

/**
 * A device model with its profile, the servers that serve it and its trap target: what the
 * control API acts on. Forcing is checked against both maps first, so a value the device
 * could not serve unchanged is refused instead of breaking the next Modbus or SNMP read.
 */
export class SimulatedDevice {
  readonly name: string;
  readonly model: DeviceModel;
  readonly profile: DeviceProfile;
  readonly trapTarget?: TrapTarget;
  readonly modbus?: ModbusServerHandle;
  readonly snmp?: SnmpAgentHandle;

  constructor(options: SimulatedDeviceOptions) {
    this.name = options.name;
    this.model = options.model;
    this.profile = DEVICE_PROFILES[options.model.kind];
    this.trapTarget = options.trapTarget;
    this.modbus = options.modbus;
    this.snmp = options.snmp;
  }

  get kind(): DeviceKind {
    return this.model.kind;
  }

  describe(): DeviceDescription {
    const { modbus, snmp } = this;
    return {
      name: this.name,
      kind: this.kind,
      manufacturer: this.profile.manufacturer,
      model: this.profile.model,
      ...(modbus && { modbus: { host: modbus.host, port: modbus.port, unitId: modbus.unitId } }),
      ...(snmp && { snmp: { host: snmp.host, port: snmp.port } }),
      ...(this.model.setMainsFailure && { mainsFailed: this.model.mainsFailed ?? false }),
      forced: this.model.forcedPoints(),
      values: this.model.read(),
    };
  }

  /** Force several points at once: all of them, or none if any cannot be served. */
  force(values: Readonly<Record<string, number | boolean>>): void {
    const before = this.model.read();
    const previouslyForced = this.model.forcedPoints();
    try {
      for (const [name, value] of Object.entries(values)) this.model.force(name, value);
      this.#checkServable(this.model.read());
    } catch (error) {
      this.model.release();
      for (const name of previouslyForced) this.model.force(name, before[name] ?? 0);
      throw new SimulatorInputError(`${this.name}: ${(error as Error).message}`, { cause: error });
    }
  }

  release(pointName?: string): void {
    if (pointName !== undefined && !this.model.pointNames.includes(pointName)) {
      throw new SimulatorInputError(`${this.name} has no point '${pointName}'`);
    }
    this.model.release(pointName);
  }

  /**
   * Fail or restore the mains. A failure sends the kind's mains-failure trap (a UPS's
   * upsTrapOnBattery) to the trap target, if the device has both.
   */
  async setMainsFailure(failed: boolean): Promise<{ trapSent: boolean }> {
    const { model } = this;
    if (!model.setMainsFailure) {
      throw new SimulatorInputError(`${this.name} (${this.kind}) has no mains to fail`);
    }
    const wasFailed = model.mainsFailed;
    model.setMainsFailure(failed);
    const trap = this.profile.mainsFailureTrap;
    if (!failed || wasFailed || !trap || !this.trapTarget) return { trapSent: false };
    await sendTrap({ ...this.trapTarget, oid: trap.oid, varbinds: this.#varbinds(trap) });
    return { trapSent: true };
  }

  /** Send a trap as this device; returns what was sent. */
  async sendTrap(request: TrapRequest): Promise<{ oid: string; varbinds: TrapVarbind[] }> {
    const trap = this.profile.testTrap;
    const oid = request.oid ?? trap.oid;
    const varbinds = [...(request.varbinds ?? (request.oid ? [] : this.#varbinds(trap)))];
    try {
      varbinds.forEach(toNetSnmpVarbind);
    } catch (error) {
      throw new SimulatorInputError((error as Error).message, { cause: error });
    }
    await sendTrap({ ...request, oid, varbinds });
    return { oid, varbinds };
  }

  #varbinds(trap: TrapDefinition): TrapVarbind[] {
    const values = this.model.read();
    return trap.points.flatMap((name) =>
      this.profile.snmpMap
        .filter((point) => point.name === name)
        .map((point) => pointVarbind(point, values[name] ?? 0)),
    );
  }

  #checkServable(values: PointValues): void {
    for (const point of this.profile.registerMap) {
      const value = values[point.name] ?? Number.NaN;
      const where = `${point.name} (Modbus ${TABLE_NAMES[point.functionCode]} ${point.address})`;
      if (point.functionCode === 1 || point.functionCode === 2) {
        if (value !== 0 && value !== 1) throw new RangeError(`${where} is on/off: use 0 or 1`);
        continue;
      }
      try {
        encodeRegisters(value, point);
      } catch (error) {
        throw new RangeError(`${where}: ${(error as Error).message}`, { cause: error });
      }
    }
    for (const point of servedSnmpPoints(this.profile)) {
      try {
        encodeSnmpValue(values[point.name] ?? Number.NaN, point);
      } catch (error) {
        throw new RangeError(`${point.name} (SNMP ${point.oid}): ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }
}
