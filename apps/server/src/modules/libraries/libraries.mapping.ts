// Between the domain's validated register points, the stored rows and the GraphQL shapes.
import type { ModbusRegister, ProtocolName, SnmpRegister } from '@vigil/domain';
import type {
  EquipmentLibrary,
  ModbusPoint,
  SnmpPoint,
} from '../../graphql/generated/resolvers-types.js';
import type {
  LibraryRecord,
  ModbusPointRow,
  ModbusPointValues,
  SnmpPointRow,
  SnmpPointValues,
} from './libraries.repository.js';

const thresholdValues = (point: ModbusRegister | SnmpRegister) => ({
  greenTo: point.greenTo ?? null,
  yellowTo: point.yellowTo ?? null,
  redTo: point.redTo ?? null,
  states: point.states ?? [],
  conditions: point.conditions ?? [],
  alarmOnly: point.alarmOnly ?? false,
});

/** A validated Modbus point as stored: multiplier 1 and offset 0 unless given. */
export function toModbusPointValues(point: ModbusRegister): Required<ModbusPointValues> {
  return {
    name: point.name,
    functionCode: point.functionCode,
    startingRegister: point.startingRegister,
    addressOffset: point.addressOffset,
    addressDataType: point.addressDataType ?? null,
    numberOfRegisters: point.numberOfRegisters,
    dataType: point.dataType,
    wordOrder: point.wordOrder,
    mask: point.mask ?? null,
    multiplier: point.multiplier ?? 1,
    offset: point.offset ?? 0,
    unit: point.unit ?? null,
    ...thresholdValues(point),
  };
}

/** A validated SNMP point as stored: multiplier 1 and offset 0 unless given. */
export function toSnmpPointValues(point: SnmpRegister): Required<SnmpPointValues> {
  return {
    oid: point.oid,
    name: point.name,
    unit: point.unit ?? null,
    renamedUnit: point.renamedUnit ?? null,
    multiplier: point.multiplier ?? 1,
    offset: point.offset ?? 0,
    strMask: point.strMask ?? null,
    ...thresholdValues(point),
  };
}

export function toModbusPoint(row: ModbusPointRow, sensorId?: number): ModbusPoint {
  return {
    id: String(row.id),
    sensorID: sensorId === undefined ? null : String(sensorId),
    functionCode: row.functionCode,
    startingRegister: row.startingRegister,
    addressOffset: row.addressOffset,
    addressDataType: row.addressDataType,
    name: row.name,
    unit: row.unit,
    multiplier: row.multiplier,
    offset: row.offset,
    numberOfRegisters: row.numberOfRegisters,
    numOfReg: row.numberOfRegisters,
    dataType: row.dataType,
    wordOrder: row.wordOrder,
    mask: row.mask,
    greenTo: row.greenTo,
    yellowTo: row.yellowTo,
    redTo: row.redTo,
    // Library points carry no smart thresholds; those are set per sensor.
    warning: null,
    error: null,
    states: row.states,
    conditions: row.conditions,
    alarmOnly: row.alarmOnly,
  };
}

export function toSnmpPoint(row: SnmpPointRow, sensorId?: number): SnmpPoint {
  return {
    id: String(row.id),
    sensorID: sensorId === undefined ? null : String(sensorId),
    oid: row.oid,
    name: row.name,
    unit: row.unit,
    renamedUnit: row.renamedUnit,
    multiplier: row.multiplier,
    offset: row.offset,
    greenTo: row.greenTo,
    yellowTo: row.yellowTo,
    redTo: row.redTo,
    warning: null,
    error: null,
    states: row.states,
    conditions: row.conditions,
    alarmOnly: row.alarmOnly,
    strMask: row.strMask,
  };
}

/** The protocols a library has a template for, in the spec's order. */
export function libraryProtocols(library: LibraryRecord): ProtocolName[] {
  const protocols: ProtocolName[] = [];
  if (library.modbusTemplate) protocols.push('Modbus');
  if (library.snmpTemplate) protocols.push('SNMP');
  return protocols;
}

/** A library as the API returns it; its points only when they were loaded. */
export function toEquipmentLibrary(
  library: LibraryRecord,
  points: { modbus: ModbusPoint[]; snmp: SnmpPoint[] } = { modbus: [], snmp: [] },
): EquipmentLibrary {
  const template = (ref: { id: number; name: string } | null) =>
    ref && { id: String(ref.id), name: ref.name, owner: library.ownerName };
  return {
    id: String(library.id),
    name: library.model,
    model: library.model,
    manufacturer: library.manufacturer,
    archived: library.archived,
    docRevision: library.revision,
    tags: library.tags,
    configID: null,
    owner: library.ownerName,
    ownerID: library.customerId === null ? null : String(library.customerId),
    vertivModel: library.vertivModel,
    sysObjectID: library.sysObjectId,
    modbusTemplate: template(library.modbusTemplate),
    snmpTemplate: template(library.snmpTemplate),
    protocols: libraryProtocols(library),
    modbusPoints: points.modbus,
    snmpPoints: points.snmp,
    dynamicOIDLabels: library.dynamicOidLabels,
    metaList: library.metaList,
  };
}
