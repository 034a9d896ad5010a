import {
  DEVICE_KINDS,
  DEVICE_PROFILES,
  type DeviceKind,
  type RegisterPoint,
  type SnmpPoint,
} from '@vigil/simulator';
import type { BuiltInLibraryDefinition } from '../modules/libraries/libraries.seed.js';

interface PointRules {
  greenTo?: number;
  yellowTo?: number;
  /** Given where the scale falls: the default (1.2 × yellow) suits rising scales only. */
  redTo?: number;
  states?: readonly string[];
  conditions?: readonly string[];
}

// RFC 1628 enumerations are looked up by index; the MIB never uses 0.
const UPS_BATTERY_STATES = ['Unknown', 'Unknown', 'Normal', 'Low', 'Depleted'];
const UPS_BATTERY_CONDITIONS = ['Warning', 'Warning', 'Normal', 'Warning', 'Alarm'];
// On bypass or battery the load is unprotected or running down.
const UPS_OUTPUT_CONDITIONS = [
  'Warning',
  'Warning',
  'Alarm',
  'Normal',
  'Warning',
  'Alarm',
  'Normal',
  'Normal',
];
const UPS_OUTPUT_SOURCES = [
  'Unknown',
  'Other',
  'None',
  'Normal',
  'Bypass',
  'Battery',
  'Booster',
  'Reducer',
];

/**
 * Thresholds and states the simulated models ship with, by point name: typical data-centre
 * limits (ASHRAE-recommended inlet temperatures, 80 % PDU loading, UPS load and battery).
 */
const RULES: Partial<Record<DeviceKind, Record<string, PointRules>>> = {
  ups: {
    loadPercent: { greenTo: 70, yellowTo: 85 },
    batteryCharge: { greenTo: 60, yellowTo: 30, redTo: 15 },
    batteryTemperature: { greenTo: 30, yellowTo: 40 },
    inputVoltage: { greenTo: 210, yellowTo: 195, redTo: 180 },
    runtimeMinutes: { greenTo: 20, yellowTo: 10, redTo: 5 },
    onBattery: { states: ['On mains', 'On battery'], conditions: ['Normal', 'Alarm'] },
    lowBattery: { states: ['Normal', 'Low battery'], conditions: ['Normal', 'Alarm'] },
    batteryStatus: { states: UPS_BATTERY_STATES, conditions: UPS_BATTERY_CONDITIONS },
    outputSource: { states: UPS_OUTPUT_SOURCES, conditions: UPS_OUTPUT_CONDITIONS },
  },
  pdu: {
    totalCurrent: { greenTo: 25.6, yellowTo: 28.8 },
  },
  crac: {
    supplyAirTemperature: { greenTo: 20, yellowTo: 24 },
    returnAirTemperature: { greenTo: 32, yellowTo: 36 },
    humidity: { greenTo: 60, yellowTo: 70 },
    compressorOn: { states: ['Off', 'On'] },
  },
  env: {
    temperature: { greenTo: 27, yellowTo: 32 },
    humidity: { greenTo: 60, yellowTo: 70 },
    doorOpen: { states: ['Closed', 'Open'], conditions: ['Normal', 'Warning'] },
  },
};

/** 'supplyAirTemperature' → 'Supply air temperature'; 'outlet1Current' → 'Outlet 1 current'. */
export function pointLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function modbusPoint(kind: DeviceKind, point: RegisterPoint) {
  return {
    name: pointLabel(point.name),
    functionCode: point.functionCode,
    startingRegister: point.address,
    dataType: point.dataType,
    wordOrder: point.wordOrder,
    multiplier: point.multiplier,
    offset: point.offset,
    ...(point.unit ? { unit: point.unit } : {}),
    ...RULES[kind]?.[point.name],
  };
}

function snmpPoint(kind: DeviceKind, point: SnmpPoint) {
  return {
    oid: point.oid,
    name: pointLabel(point.name),
    multiplier: point.multiplier,
    offset: point.offset,
    ...(point.unit ? { unit: point.unit } : {}),
    ...RULES[kind]?.[point.name],
  };
}

/** Built-in equipment libraries for the simulated models, Modbus and SNMP templates each. */
export const SIMULATED_LIBRARIES: readonly BuiltInLibraryDefinition[] = DEVICE_KINDS.map((kind) => {
  const profile = DEVICE_PROFILES[kind];
  return {
    manufacturer: profile.manufacturer,
    model: profile.model,
    revision: '1',
    tags: ['simulated', kind],
    sysObjectID: profile.sysObjectID,
    modbusPoints: profile.registerMap.map((point) => modbusPoint(kind, point)),
    snmpPoints: profile.snmpMap.map((point) => snmpPoint(kind, point)),
  };
});
