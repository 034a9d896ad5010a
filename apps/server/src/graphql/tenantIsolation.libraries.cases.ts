import { LIBRARY, cases, refused, type IsolationCase } from './tenantIsolation.kit.js';

// Library management (addEquipmentList … deleteSNMPRegister), called by Home's users with the
// Victim's libraries, templates and points. Home's admin holds cl, ul and dl on Home, so each
// refusal is the Victim's ownership; Home's read-only user holds none and is refused before it.

const MODBUS_POINT = 'id name functionCode startingRegister numOfReg dataType wordOrder multiplier';
const SNMP_POINT = 'id oid name multiplier offset';
const PROBE_REGISTER = {
  name: 'Probe',
  functionCode: 3,
  startingRegister: 0,
  numOfReg: 1,
  dataType: 'UINT16',
};

export const LIBRARY_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'addEquipmentList',
    `mutation($c: ID!, $mt: ID, $st: ID) {
      addEquipmentList(model: "Probe RPP", manufacturer: "Probe", customerID: $c,
        modbusTemplateID: $mt, snmpTemplateID: $st) { ${LIBRARY} } }`,
    [
      ['for the Victim customer', (v) => ({ c: v.customerId }), refused()],
      [
        'under Home with a Victim Modbus template',
        (v, h) => ({ c: h.customerId, mt: v.modbusTemplateId }),
        refused(),
      ],
      [
        'under Home with a Victim SNMP template',
        (v, h) => ({ c: h.customerId, st: v.snmpTemplateId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'editEquipmentLib',
    `mutation($id: ID!, $c: ID!, $m: String!, $f: String!, $mt: ID) {
      editEquipmentLib(id: $id, model: $m, manufacturer: $f, revision: "Probe", customerID: $c,
        modbusTemplateID: $mt, tags: ["Probe"]) { ${LIBRARY} } }`,
    [
      [
        'a Victim library under Home',
        (v, h) => ({ id: v.modbusLibraryId, c: h.customerId, m: 'Probe PDU', f: 'Probe' }),
        refused(),
      ],
      [
        'a Victim library in the Victim customer',
        (v) => ({ id: v.snmpLibraryId, c: v.customerId, m: 'Probe UPS', f: 'Probe' }),
        refused(),
      ],
      [
        'a Home library given a Victim template',
        (v, h) => ({
          id: h.modbusLibraryId,
          c: h.customerId,
          m: h.libraryModel,
          f: h.manufacturer,
          mt: v.modbusTemplateId,
        }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deleteEquipmentLib',
    `mutation($id: ID!, $c: ID!) { deleteEquipmentLib(id: $id, customerID: $c) }`,
    [
      [
        'a Victim library under Home',
        (v, h) => ({ id: v.modbusLibraryId, c: h.customerId }),
        refused(),
      ],
      [
        'a Victim library in the Victim customer',
        (v) => ({ id: v.snmpLibraryId, c: v.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'addModbusTemplate',
    `mutation($lib: ID!, $c: ID!, $r: [ModbusRegisterInput!]!) {
      addModbusTemplate(libraryID: $lib, customerID: $c, registers: $r) { ${LIBRARY} } }`,
    [
      [
        'into a Victim library under Home',
        (v, h) => ({ lib: v.modbusLibraryId, c: h.customerId, r: [PROBE_REGISTER] }),
        refused(),
      ],
      [
        'into a Victim library in the Victim customer',
        (v) => ({ lib: v.snmpLibraryId, c: v.customerId, r: [PROBE_REGISTER] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'editModbusRegister',
    `mutation($id: ID!, $c: ID!) {
      editModbusRegister(id: $id, customerID: $c, name: "Probe", functionCode: 3,
        startingRegister: 0, numOfReg: 1, dataType: "UINT16", multiplier: 1000) { ${MODBUS_POINT} } }`,
    [
      [
        'a Victim register under Home',
        (v, h) => ({ id: v.modbusPointId, c: h.customerId }),
        refused(),
      ],
      [
        'a Victim register in the Victim customer',
        (v) => ({ id: v.modbusPointId, c: v.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'editSNMPRegister',
    `mutation($id: ID!, $c: ID!) {
      editSNMPRegister(id: $id, customerID: $c, oid: "1.3.6.1.2.1.1.3.0", name: "Probe",
        multiplier: 1000) { ${SNMP_POINT} } }`,
    [
      ['a Victim OID under Home', (v, h) => ({ id: v.snmpPointId, c: h.customerId }), refused()],
      [
        'a Victim OID in the Victim customer',
        (v) => ({ id: v.snmpPointId, c: v.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deleteModbusRegister',
    `mutation($id: ID!, $c: ID!) { deleteModbusRegister(id: $id, customerID: $c) }`,
    [
      [
        'a Victim register under Home',
        (v, h) => ({ id: v.modbusPointId, c: h.customerId }),
        refused(),
      ],
      [
        'a Victim register in the Victim customer',
        (v) => ({ id: v.modbusPointId, c: v.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deleteSNMPRegister',
    `mutation($id: ID!, $c: ID!) { deleteSNMPRegister(id: $id, customerID: $c) }`,
    [
      ['a Victim OID under Home', (v, h) => ({ id: v.snmpPointId, c: h.customerId }), refused()],
      [
        'a Victim OID in the Victim customer',
        (v) => ({ id: v.snmpPointId, c: v.customerId }),
        refused(),
      ],
    ],
  ),
];
