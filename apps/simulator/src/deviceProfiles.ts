import { CracModel } from './CracModel.js';
import { CRAC_REGISTER_MAP } from './cracRegisterMap.js';
import { CRAC_SNMP_MAP } from './cracSnmpMap.js';
import type { DeviceKind, DeviceModel } from './DeviceModel.js';
import { enterpriseOid } from './enterpriseOid.js';
import { ENV_REGISTER_MAP } from './envRegisterMap.js';
import { EnvSensorModel } from './EnvSensorModel.js';
import { ENV_SNMP_MAP } from './envSnmpMap.js';
import { PduModel } from './PduModel.js';
import { PDU_REGISTER_MAP } from './pduRegisterMap.js';
import { PDU_SNMP_MAP } from './pduSnmpMap.js';
import type { RegisterPoint } from './RegisterPoint.js';
import type { SnmpPoint } from './SnmpPoint.js';
import type { SteppedModelOptions } from './SteppedModel.js';
import { UpsModel } from './UpsModel.js';
import { UPS_REGISTER_MAP } from './upsRegisterMap.js';
import { UPS_SNMP_MAP, UPS_SNMP_MORE_POINTS, UPS_TRAP_ON_BATTERY_OID } from './upsSnmpMap.js';

/** A notification and the SNMP map points whose values it carries. */
export interface TrapDefinition {
  oid: string;
  points: readonly string[];
}

/**
 * Everything about one kind of simulated device: what it is called in an equipment library,
 * how it answers over Modbus and SNMP, and how to make one.
 */
export interface DeviceProfile {
  kind: DeviceKind;
  manufacturer: string;
  model: string;
  description: string;
  /** The product OID the agent serves as sysObjectID. */
  sysObjectID: string;
  registerMap: readonly RegisterPoint[];
  /** Serve the holding registers from the input register table too. */
  mirrorInputRegisters: boolean;
  snmpMap: readonly SnmpPoint[];
  /**
   * OIDs the agent serves beyond snmpMap, which libraries and benchmarks poll as it is (the
   * UPS: the rest of the standard UPS-MIB library).
   */
  moreSnmpPoints?: readonly SnmpPoint[];
  /** What a trap request names when it names no OID: a test notification with every value. */
  testTrap: TrapDefinition;
  /** Sent to the device's trap target when its mains fails. */
  mainsFailureTrap?: TrapDefinition;
  createModel(options?: SteppedModelOptions): DeviceModel;
}

const MANUFACTURER = 'Vigil Simulated';

const testTrap = (kind: DeviceKind, snmpMap: readonly SnmpPoint[]): TrapDefinition => ({
  oid: `${enterpriseOid(kind)}.0.1`,
  points: snmpMap.map((point) => point.name),
});

export const DEVICE_PROFILES: Readonly<Record<DeviceKind, DeviceProfile>> = {
  ups: {
    kind: 'ups',
    manufacturer: MANUFACTURER,
    model: 'SIM-UPS 3000',
    description: 'Simulated 3 kVA on-line UPS serving the UPS-MIB (RFC 1628)',
    sysObjectID: `${enterpriseOid('ups')}.1`,
    registerMap: UPS_REGISTER_MAP,
    mirrorInputRegisters: true,
    snmpMap: UPS_SNMP_MAP,
    moreSnmpPoints: UPS_SNMP_MORE_POINTS,
    testTrap: testTrap('ups', UPS_SNMP_MAP),
    // RFC 1628 upsTrapOnBattery carries the estimated runtime and the time on battery.
    mainsFailureTrap: {
      oid: UPS_TRAP_ON_BATTERY_OID,
      points: ['runtimeMinutes', 'secondsOnBattery'],
    },
    createModel: (options) => new UpsModel(options),
  },
  pdu: {
    kind: 'pdu',
    manufacturer: MANUFACTURER,
    model: 'SIM-PDU 8',
    description: 'Simulated metered 32 A rack PDU with 8 outlets',
    sysObjectID: `${enterpriseOid('pdu')}.1`,
    registerMap: PDU_REGISTER_MAP,
    mirrorInputRegisters: false,
    snmpMap: PDU_SNMP_MAP,
    testTrap: testTrap('pdu', PDU_SNMP_MAP),
    createModel: (options) => new PduModel(options),
  },
  crac: {
    kind: 'crac',
    manufacturer: MANUFACTURER,
    model: 'SIM-CRAC 40',
    description: 'Simulated 40 kW computer-room air conditioner',
    sysObjectID: `${enterpriseOid('crac')}.1`,
    registerMap: CRAC_REGISTER_MAP,
    mirrorInputRegisters: false,
    snmpMap: CRAC_SNMP_MAP,
    testTrap: testTrap('crac', CRAC_SNMP_MAP),
    createModel: (options) => new CracModel(options),
  },
  env: {
    kind: 'env',
    manufacturer: MANUFACTURER,
    model: 'SIM-ENV TH1',
    description: 'Simulated temperature and humidity sensor with a door contact',
    sysObjectID: `${enterpriseOid('env')}.1`,
    registerMap: ENV_REGISTER_MAP,
    mirrorInputRegisters: false,
    snmpMap: ENV_SNMP_MAP,
    testTrap: testTrap('env', ENV_SNMP_MAP),
    createModel: (options) => new EnvSensorModel(options),
  },
};

/** Every OID a device's agent serves: its SNMP map, then the points beyond it. */
export const servedSnmpPoints = (profile: DeviceProfile): readonly SnmpPoint[] => [
  ...profile.snmpMap,
  ...(profile.moreSnmpPoints ?? []),
];
