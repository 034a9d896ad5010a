import type { Database } from '../../db/client.js';
import {
  seedBuiltInLibraries,
  type BuiltInLibraryDefinition,
  type BuiltInSnmpPoint,
} from './libraries.seed.js';

// Built-in libraries of standard MIBs: usable with any device that implements the standard,
// whatever its make, so they carry no sysObjectID. Each point names the MIB object it reads, so a
// test holds every OID to the MIB module Vigil ships (apps/server/mibs).

/** A point of a standard library, with the MIB object and instance its OID reads. */
export interface StandardSnmpPoint extends BuiltInSnmpPoint {
  /** MODULE::object.instance, as snmptranslate writes it. */
  reads: string;
}

// RFC 1628 enumerations are looked up by index (state labels by value); the MIB never uses 0.
const BATTERY_STATES = ['Unknown', 'Unknown', 'Normal', 'Low', 'Depleted'];
const BATTERY_CONDITIONS = ['Warning', 'Warning', 'Normal', 'Warning', 'Alarm'];
const OUTPUT_SOURCES = [
  'Unknown',
  'Other',
  'None',
  'Normal',
  'Bypass',
  'Battery',
  'Booster',
  'Reducer',
];
// On bypass or battery the load is unprotected or running down; with no output it is off.
const OUTPUT_CONDITIONS = [
  'Warning',
  'Warning',
  'Alarm',
  'Normal',
  'Warning',
  'Alarm',
  'Normal',
  'Normal',
];

/**
 * UPS-MIB (RFC 1628, 1.3.6.1.2.1.33): what its basic compliance asks of every UPS, scaled as the
 * MIB's UNITS say (0.1 Volt DC, 0.1 Hertz, 0.1 RMS Amp). Line tables are read at line 1.
 */
export const UPS_MIB_POINTS: readonly StandardSnmpPoint[] = [
  {
    reads: 'UPS-MIB::upsBatteryStatus.0',
    oid: '1.3.6.1.2.1.33.1.2.1.0',
    name: 'Battery status',
    states: BATTERY_STATES,
    conditions: BATTERY_CONDITIONS,
  },
  {
    reads: 'UPS-MIB::upsSecondsOnBattery.0',
    oid: '1.3.6.1.2.1.33.1.2.2.0',
    name: 'Time on battery',
    unit: 's',
  },
  {
    reads: 'UPS-MIB::upsEstimatedMinutesRemaining.0',
    oid: '1.3.6.1.2.1.33.1.2.3.0',
    name: 'Runtime remaining',
    unit: 'min',
    greenTo: 20,
    yellowTo: 10,
    redTo: 5,
  },
  {
    reads: 'UPS-MIB::upsEstimatedChargeRemaining.0',
    oid: '1.3.6.1.2.1.33.1.2.4.0',
    name: 'Battery charge',
    unit: '%',
    greenTo: 60,
    yellowTo: 30,
    redTo: 15,
  },
  {
    reads: 'UPS-MIB::upsBatteryVoltage.0',
    oid: '1.3.6.1.2.1.33.1.2.5.0',
    name: 'Battery voltage',
    unit: 'V',
    multiplier: 0.1,
  },
  {
    reads: 'UPS-MIB::upsBatteryTemperature.0',
    oid: '1.3.6.1.2.1.33.1.2.7.0',
    name: 'Battery temperature',
    unit: '°C',
    greenTo: 30,
    yellowTo: 40,
  },
  {
    reads: 'UPS-MIB::upsInputFrequency.1',
    oid: '1.3.6.1.2.1.33.1.3.3.1.2.1',
    name: 'Input frequency',
    unit: 'Hz',
    multiplier: 0.1,
  },
  {
    reads: 'UPS-MIB::upsInputVoltage.1',
    oid: '1.3.6.1.2.1.33.1.3.3.1.3.1',
    name: 'Input voltage',
    unit: 'V',
  },
  {
    reads: 'UPS-MIB::upsOutputSource.0',
    oid: '1.3.6.1.2.1.33.1.4.1.0',
    name: 'Output source',
    states: OUTPUT_SOURCES,
    conditions: OUTPUT_CONDITIONS,
  },
  {
    reads: 'UPS-MIB::upsOutputFrequency.0',
    oid: '1.3.6.1.2.1.33.1.4.2.0',
    name: 'Output frequency',
    unit: 'Hz',
    multiplier: 0.1,
  },
  {
    reads: 'UPS-MIB::upsOutputVoltage.1',
    oid: '1.3.6.1.2.1.33.1.4.4.1.2.1',
    name: 'Output voltage',
    unit: 'V',
  },
  {
    reads: 'UPS-MIB::upsOutputCurrent.1',
    oid: '1.3.6.1.2.1.33.1.4.4.1.3.1',
    name: 'Output current',
    unit: 'A',
    multiplier: 0.1,
  },
  {
    reads: 'UPS-MIB::upsOutputPercentLoad.1',
    oid: '1.3.6.1.2.1.33.1.4.4.1.5.1',
    name: 'Output load',
    unit: '%',
    greenTo: 70,
    yellowTo: 85,
  },
  {
    reads: 'UPS-MIB::upsAlarmsPresent.0',
    oid: '1.3.6.1.2.1.33.1.6.1.0',
    name: 'Alarms present',
    // Any active alarm (upsAlarmTable) is worth a look.
    greenTo: 0,
  },
];

/** The standard-MIB libraries Vigil ships, shared with every customer. */
export const STANDARD_LIBRARIES: readonly BuiltInLibraryDefinition[] = [
  {
    manufacturer: 'Standard',
    model: 'UPS-MIB (RFC 1628)',
    revision: '1',
    tags: ['standard', 'ups', 'RFC 1628'],
    snmpPoints: UPS_MIB_POINTS.map(({ reads: _reads, ...point }) => point),
    // The upsIdent group (RFC 1628 §3): what the UPS says it is, for its asset data.
    metaList: [
      { oid: '1.3.6.1.2.1.33.1.1.1.0', type: 'OTHER', label: 'Manufacturer' },
      { oid: '1.3.6.1.2.1.33.1.1.2.0', type: 'MODEL_NUMBER' },
      { oid: '1.3.6.1.2.1.33.1.1.3.0', type: 'OTHER', label: 'UPS Software Version' },
      { oid: '1.3.6.1.2.1.33.1.1.4.0', type: 'OTHER', label: 'Agent Software Version' },
      { oid: '1.3.6.1.2.1.33.1.1.5.0', type: 'NAME' },
    ],
  },
];

/** Creates or brings up to date the standard-MIB libraries (at every start; idempotent). */
export function seedStandardLibraries(db: Database): Promise<Record<string, number>> {
  return seedBuiltInLibraries(db, STANDARD_LIBRARIES);
}
