/**
 * The simulated UPS's SNMP map: the standard UPS-MIB (RFC 1628, 1.3.6.1.2.1.33), whose
 * objects are all INTEGERs in the units below. The line tables hold one line, row 1.
 *
 * | OID                       | UPS-MIB object               | point              | served as          |
 * | ------------------------- | ---------------------------- | ------------------ | ------------------ |
 * | 1.3.6.1.2.1.33.1.2.1.0    | upsBatteryStatus             | batteryStatus      | 2 normal, 3 low, 4 depleted |
 * | 1.3.6.1.2.1.33.1.2.2.0    | upsSecondsOnBattery          | secondsOnBattery   | seconds            |
 * | 1.3.6.1.2.1.33.1.2.3.0    | upsEstimatedMinutesRemaining | runtimeMinutes     | minutes            |
 * | 1.3.6.1.2.1.33.1.2.4.0    | upsEstimatedChargeRemaining  | batteryCharge      | percent            |
 * | 1.3.6.1.2.1.33.1.2.5.0    | upsBatteryVoltage            | batteryVoltage     | 0.1 V              |
 * | 1.3.6.1.2.1.33.1.2.7.0    | upsBatteryTemperature        | batteryTemperature | °C                 |
 * | 1.3.6.1.2.1.33.1.3.3.1.3.1 | upsInputVoltage.1           | inputVoltage       | RMS volts          |
 * | 1.3.6.1.2.1.33.1.4.1.0    | upsOutputSource              | outputSource       | 2 none, 3 normal, 5 battery |
 * | 1.3.6.1.2.1.33.1.4.4.1.2.1 | upsOutputVoltage.1          | outputVoltage      | RMS volts          |
 * | 1.3.6.1.2.1.33.1.4.4.1.5.1 | upsOutputPercentLoad.1      | loadPercent        | percent            |
 *
 * Beside the map, UPS_SNMP_MORE_POINTS serves the rest of what the standard UPS-MIB library
 * reads:
 *
 * | OID                       | UPS-MIB object               | point              | served as          |
 * | ------------------------- | ---------------------------- | ------------------ | ------------------ |
 * | 1.3.6.1.2.1.33.1.3.3.1.2.1 | upsInputFrequency.1         | inputFrequency     | 0.1 Hz             |
 * | 1.3.6.1.2.1.33.1.4.2.0    | upsOutputFrequency           | outputFrequency    | 0.1 Hz             |
 * | 1.3.6.1.2.1.33.1.4.4.1.3.1 | upsOutputCurrent.1          | outputCurrent      | 0.1 A RMS          |
 * | 1.3.6.1.2.1.33.1.6.1.0    | upsAlarmsPresent             | alarmsPresent      | active alarms      |
 *
 * The UPS sends upsTrapOnBattery (1.3.6.1.2.1.33.2.1) when the mains fails, with
 * upsEstimatedMinutesRemaining and upsSecondsOnBattery.
 */
import type { SnmpPoint } from './SnmpPoint.js';

export const UPS_MIB_OID = '1.3.6.1.2.1.33';
export const UPS_TRAP_ON_BATTERY_OID = `${UPS_MIB_OID}.2.1`;

const ups = (
  oid: string,
  name: string,
  unit: string,
  description: string,
  multiplier = 1,
): SnmpPoint => ({
  oid: `${UPS_MIB_OID}.1.${oid}`,
  name,
  unit,
  multiplier,
  offset: 0,
  type: 'Integer',
  description,
});

export const UPS_SNMP_MAP: readonly SnmpPoint[] = [
  ups('2.1.0', 'batteryStatus', '', 'upsBatteryStatus: 1 unknown, 2 normal, 3 low, 4 depleted'),
  ups('2.2.0', 'secondsOnBattery', 's', 'upsSecondsOnBattery: time on battery, 0 on mains'),
  ups('2.3.0', 'runtimeMinutes', 'min', 'upsEstimatedMinutesRemaining: runtime on battery'),
  ups('2.4.0', 'batteryCharge', '%', 'upsEstimatedChargeRemaining: battery charge'),
  ups('2.5.0', 'batteryVoltage', 'V', 'upsBatteryVoltage: battery voltage', 0.1),
  ups('2.7.0', 'batteryTemperature', '°C', 'upsBatteryTemperature: battery temperature'),
  ups('3.3.1.3.1', 'inputVoltage', 'V', 'upsInputVoltage, line 1: mains input voltage'),
  ups('4.1.0', 'outputSource', '', 'upsOutputSource: 2 none, 3 normal, 5 battery'),
  ups('4.4.1.2.1', 'outputVoltage', 'V', 'upsOutputVoltage, line 1: output voltage'),
  ups('4.4.1.5.1', 'loadPercent', '%', 'upsOutputPercentLoad, line 1: output load'),
];

/**
 * The rest of the UPS-MIB objects the standard UPS-MIB library reads, served by the agent beside
 * UPS_SNMP_MAP but kept out of it: the map is what the demo library and the gateway bench poll,
 * ten OIDs a device, a workload the bench's recorded runs compare against.
 */
export const UPS_SNMP_MORE_POINTS: readonly SnmpPoint[] = [
  ups('3.3.1.2.1', 'inputFrequency', 'Hz', 'upsInputFrequency, line 1: mains frequency', 0.1),
  ups('4.2.0', 'outputFrequency', 'Hz', 'upsOutputFrequency: output frequency', 0.1),
  ups('4.4.1.3.1', 'outputCurrent', 'A', 'upsOutputCurrent, line 1: output current', 0.1),
  ups('6.1.0', 'alarmsPresent', '', 'upsAlarmsPresent: how many alarm conditions are active'),
];
