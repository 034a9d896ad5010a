/** What a sensor takes from the library point it monitors: its name, unit and thresholds. */
export interface LibraryPointFields {
  id: number;
  name: string;
  unit: string | null;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  states: string[];
  conditions: string[];
  alarmOnly: boolean;
}

/** A new sensor's own columns, before it is tied to an equipment. */
export type NewSensorFromPoint = Omit<LibraryPointFields, 'id'> & {
  modbusPointId?: number;
  snmpPointId?: number;
} & Partial<SensorOwnThresholds>;

/** Settings a sensor may have beyond its point's: a stamped template gives them (templates). */
export interface SensorOwnThresholds {
  deadband: number | null;
  delay: number | null;
  smartWarning: number | null;
  smartCritical: number | null;
}

export function sensorFromPoint(
  point: LibraryPointFields,
  protocol: 'Modbus' | 'SNMP',
): NewSensorFromPoint {
  const { id, name, unit, greenTo, yellowTo, redTo, states, conditions, alarmOnly } = point;
  const fields = { name, unit, greenTo, yellowTo, redTo, states, conditions, alarmOnly };
  return protocol === 'Modbus' ? { ...fields, modbusPointId: id } : { ...fields, snmpPointId: id };
}
