import { SIGN_IN_ERROR_CODES, messages } from '@vigil/domain';
import type { TenantFixture } from '../testing/tenantFixture.js';
import { EQUIPMENT_FILE, SNMP_IP, TRAP_OID } from '../testing/tenantFixture.js';
import {
  CSV,
  EQUIPMENT,
  LIBRARY,
  M,
  NETWORK,
  NO_NAMES,
  NO_VIEWS,
  PROBE_OIDS,
  READINGS,
  REGISTERS,
  SENSOR,
  TAG,
  TIMER,
  VIEW,
  WIDGET,
  cases,
  refused,
  returns,
  type Actor,
  type IsolationCase,
} from './tenantIsolation.kit.js';
import { ACCESS_MUTATION_CASES, ACCESS_QUERY_CASES } from './tenantIsolation.access.cases.js';
import { ALERT_MUTATION_CASES, ALERT_QUERY_CASES } from './tenantIsolation.alerts.cases.js';
import { COMPANY_MUTATION_CASES, COMPANY_QUERY_CASES } from './tenantIsolation.companies.cases.js';
import { LIBRARY_MUTATION_CASES } from './tenantIsolation.libraries.cases.js';
import {
  MARKETING_MUTATION_CASES,
  MARKETING_QUERY_CASES,
} from './tenantIsolation.marketing.cases.js';
import { MIB_MUTATION_CASES, MIB_QUERY_CASES } from './tenantIsolation.mibs.cases.js';
import { OVERLAY_MUTATION_CASES, OVERLAY_QUERY_CASES } from './tenantIsolation.overlays.cases.js';
import { PARTNER_MUTATION_CASES, PARTNER_QUERY_CASES } from './tenantIsolation.partners.cases.js';
import { REPORT_MUTATION_CASES, REPORT_QUERY_CASES } from './tenantIsolation.reports.cases.js';
import {
  TEMPLATE_MUTATION_CASES,
  TEMPLATE_QUERY_CASES,
} from './tenantIsolation.templates.cases.js';
import { SHARING_MUTATION_CASES, SHARING_QUERY_CASES } from './tenantIsolation.sharing.cases.js';
import { SAML_MUTATION_CASES, SAML_QUERY_CASES } from './tenantIsolation.saml.cases.js';
import { USER_MUTATION_CASES, USER_QUERY_CASES } from './tenantIsolation.users.cases.js';

export {
  PUBLIC_OPERATIONS,
  type Actor,
  type Expectation,
  type IsolationCase,
} from './tenantIsolation.kit.js';

// Every Query and Mutation field of the schema, called by Home's users with the Victim's ids.
// The tenant-isolation test fails while any operation of the schema has no entry here. An area
// with many operations keeps its cases in tenantIsolation.<area>.cases.ts, gathered below.

const queries: IsolationCase[] = [
  ...cases('me', `query { me { id email customer { id name } } }`, [
    [
      'answers the caller only',
      () => ({}),
      returns((fx: TenantFixture, actor: Actor) => ({
        id: actor === 'admin' ? fx.home.adminUserId : fx.home.viewerUserId,
        email: actor === 'admin' ? fx.home.adminEmail : fx.home.viewerEmail,
        customer: { id: fx.home.customerId, name: fx.home.customerName },
      })),
      { anonymous: returns(null) },
    ],
  ]),
  ...cases('validateToken', `query { validateToken(token: "not-a-link") { id email } }`, [
    ['names nobody for a token that is no link', () => ({}), refused()],
  ]),
  ...cases('needsTotp', `query { needsTotp }`, [
    [
      'answers for the caller’s session only',
      () => ({}),
      returns(false),
      { anonymous: returns(false) },
    ],
  ]),
  ...cases(
    'equipment',
    `query($e: ID!, $c: ID) { equipment(equipmentID: $e, customerID: $c) { ${EQUIPMENT} } }`,
    [
      ['by id', (v) => ({ e: v.equipmentId }), returns(null)],
      ['by id, SNMP credentials', (v) => ({ e: v.snmpEquipmentId }), returns(null)],
      ['in the Victim customer', (v) => ({ e: v.equipmentId, c: v.customerId }), refused()],
      ['under Home’s customer', (v, h) => ({ e: v.equipmentId, c: h.customerId }), returns(null)],
    ],
  ),
  ...cases(
    'allEquipment',
    `query($c: ID!, $f: EquipmentFilters) {
      allEquipment(customerID: $c, filters: $f) { items { id status } total } }`,
    [
      [
        // Both customers' temperatures are in alarm; the alarm index holds every customer's.
        'in alarm, under Home',
        (_v, h) => ({ c: h.customerId, f: { status: ['ERROR', 'WARNING'] } }),
        returns((fx: TenantFixture) => ({
          items: [{ id: fx.home.equipmentId, status: 'ERROR' }],
          total: 1,
        })),
      ],
    ],
  ),
  ...cases(
    'allEquipment',
    `query($c: ID!, $g: ID, $q: String, $i: ID, $f: EquipmentFilters, $s: String) {
      allEquipment(customerID: $c, gatewayID: $g, query: $q, includeID: $i, filters: $f,
        sortColumn: $s) { items { ${EQUIPMENT} status error { message } } total } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      [
        'of a Victim gateway under Home',
        (v, h) => ({ c: h.customerId, g: v.gatewayId }),
        returns({ items: [], total: 0 }),
      ],
      [
        'including a Victim equipment',
        (v, h) => ({ c: h.customerId, i: v.equipmentId, q: M }),
        returns({ items: [], total: 0 }),
      ],
      [
        'of Victim gateways by filter, sorted by gateway',
        (v, h) => ({ c: h.customerId, f: { gatewayIDs: [v.gatewayId] }, s: 'gateway' }),
        returns({ items: [], total: 0 }),
      ],
      [
        'by Victim search, sorted by gateway',
        (_v, h) => ({ c: h.customerId, q: M, s: 'gateway' }),
        returns({ items: [], total: 0 }),
      ],
    ],
  ),
  ...cases(
    'validateEquipmentNames',
    `query($g: ID!, $n: [String!]!, $c: ID) {
      validateEquipmentNames(gatewayID: $g, names: $n, customerID: $c) { valid taken message } }`,
    [
      ['on a Victim gateway', (v) => ({ g: v.gatewayId, n: [v.equipmentName] }), refused()],
      [
        'on a Victim gateway under Home',
        (v, h) => ({ g: v.gatewayId, n: [v.equipmentName], c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'equipmentLogs',
    `query($e: ID!, $c: ID) { equipmentLogs(equipmentID: $e, customerID: $c) {
      total items { id kind message userName createdAt } } }`,
    [
      // A foreign equipment answers as a missing one does.
      ['of a Victim equipment', (v) => ({ e: v.equipmentId }), refused('NOT_FOUND')],
      ['in the Victim customer', (v) => ({ e: v.equipmentId, c: v.customerId }), refused()],
      [
        'of a Victim equipment under Home',
        (v, h) => ({ e: v.snmpEquipmentId, c: h.customerId }),
        refused('NOT_FOUND'),
      ],
    ],
  ),
  ...cases(
    'siteSummary',
    `query($c: ID!) { siteSummary(customerID: $c) { gateways gatewaysConnected gatewaysDisconnected
      gatewaysListening equipment equipmentOk equipmentWarning equipmentError equipmentDisconnected
      equipmentMaintenance equipmentRepair } }`,
    [['of the Victim customer', (v) => ({ c: v.customerId }), refused()]],
  ),
  ...cases(
    'gateways',
    `query($n: ID, $s: ID, $u: ID, $c: ID, $q: String, $sel: ID) {
      gateways(networkID: $n, sourceID: $s, userID: $u, customerID: $c, query: $q, selectedID: $sel)
        { ${NETWORK} } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['by Victim network id', (v) => ({ n: v.gatewayId }), returns([])],
      [
        'with a Victim gateway selected',
        (v) => ({ sel: v.gatewayId, s: v.gatewayId, u: v.adminUserId, q: M }),
        returns([]),
      ],
    ],
  ),
  ...cases(
    'gatewayCount',
    `query($n: ID, $c: ID, $q: String) { gatewayCount(networkID: $n, customerID: $c, query: $q) }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['by Victim network id', (v) => ({ n: v.gatewayId }), returns(0)],
      ['by Victim name', () => ({ q: M }), returns(0)],
    ],
  ),
  ...cases(
    'network',
    `query($id: ID, $c: ID, $g: ID) { network(id: $id, customerID: $c, gatewayID: $g) { ${NETWORK} } }`,
    [
      ['by id', (v) => ({ id: v.gatewayId }), refused()],
      ['by gateway id', (v) => ({ g: v.gatewayId }), refused()],
      ['of the Victim customer', (v) => ({ id: v.gatewayId, c: v.customerId }), refused()],
      ['under Home’s customer', (v, h) => ({ id: v.gatewayId, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'networks',
    `query($id: ID, $n: String, $q: String, $c: ID) {
      networks(id: $id, name: $n, query: $q, customerID: $c, includeDeviceCount: true) { ${NETWORK} } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['by Victim id', (v) => ({ id: v.gatewayId }), returns([])],
      ['by Victim name', (v) => ({ n: v.gatewayName }), returns([])],
      ['by Victim search', () => ({ q: M }), returns([])],
    ],
  ),
  ...cases(
    'equipmentList',
    `query($c: ID, $q: String, $m: String, $vm: String, $all: Boolean) {
      equipmentList(customerID: $c, query: $q, manufacturer: $m, validateModel: $vm, allLists: $all,
        allTemplateLists: $all) { ${LIBRARY} } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['by Victim search, every list', () => ({ q: M, all: true }), returns([])],
      ['by Victim manufacturer', (v, h) => ({ c: h.customerId, m: v.manufacturer }), returns([])],
      ['validating a Victim model', (v) => ({ vm: v.libraryModel }), returns([])],
    ],
  ),
  ...cases(
    'equipmentListCount',
    `query($c: ID, $q: String, $m: String, $all: Boolean) {
      equipmentListCount(customerID: $c, query: $q, manufacturer: $m, allLists: $all) }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['by Victim search, every list', () => ({ q: M, all: true }), returns(0)],
      ['by Victim manufacturer', (v) => ({ m: v.manufacturer }), returns(0)],
    ],
  ),
  ...cases(
    'equipmentLib',
    `query($e: ID!, $c: ID) { equipmentLib(equipmentID: $e, customerID: $c, withRegisters: true) {
      ${LIBRARY} } }`,
    [
      ['a Victim Modbus library', (v) => ({ e: v.modbusLibraryId }), returns(null)],
      ['a Victim SNMP library', (v) => ({ e: v.snmpLibraryId }), returns(null)],
      ['in the Victim customer', (v) => ({ e: v.modbusLibraryId, c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'manufacturers',
    `query($c: ID, $q: String) { manufacturers(customerID: $c, query: $q) }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['by Victim search', () => ({ q: M }), returns([])],
    ],
  ),
  ...cases(
    'registers',
    `query($g: ID, $e: ID!, $c: ID) { registers(gatewayID: $g, equipmentID: $e, customerID: $c) {
      ${REGISTERS} } }`,
    [
      ['of a Victim library', (v) => ({ e: v.modbusLibraryId }), refused()],
      ['of a Victim equipment', (v) => ({ g: v.gatewayId, e: v.equipmentId }), refused()],
      [
        'of a Victim equipment on a Home gateway',
        (v, h) => ({ g: h.gatewayId, e: v.equipmentId }),
        refused(),
      ],
      ['in the Victim customer', (v) => ({ e: v.snmpLibraryId, c: v.customerId }), refused()],
    ],
  ),
  ...cases('protocols', `query($e: ID!) { protocols(equipmentID: $e) }`, [
    ['of a Victim library', (v) => ({ e: v.modbusLibraryId }), refused()],
  ]),
  ...cases(
    'readings',
    `query($c: ID, $w: [WidgetReadingsInput!]!) { readings(customerID: $c, widgets: $w) { ${READINGS} } }`,
    [
      [
        'of the Victim customer',
        (v) => ({ c: v.customerId, w: [{ sensorIDs: [v.temperatureSensorId], range: 'HOUR' }] }),
        refused(),
      ],
      [
        'of Victim sensors',
        (v) => ({
          w: [{ sensorIDs: v.sensorIds, range: 'DAY', calculation: 'max', insights: true }],
        }),
        refused(),
      ],
      ['of a Victim widget', (v) => ({ w: [{ widgetID: v.widgetId, range: 'WEEK' }] }), refused()],
      [
        'of a Home widget with Victim sensors',
        (v, h) => ({
          w: [{ widgetID: h.widgetId, sensorIDs: [v.temperatureSensorId], range: 'YEAR' }],
        }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'sensors',
    `query($g: ID, $u: ID, $c: ID, $e: ID, $q: String, $w: [ID!]) {
      sensors(gatewayID: $g, userID: $u, customerID: $c, equipmentID: $e, query: $q, widgetIDs: $w)
        { ${SENSOR} } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['of a Victim gateway', (v) => ({ g: v.gatewayId }), returns([])],
      ['of a Victim equipment', (v) => ({ e: v.equipmentId }), returns([])],
      ['of Victim widgets', (v) => ({ w: Object.values(v.widgetIds) }), returns([])],
      ['by Victim search, Victim user', (v) => ({ q: M, u: v.adminUserId }), returns([])],
    ],
  ),
  ...cases(
    'sensorsCount',
    `query($g: ID, $c: ID, $e: ID, $q: String) {
      sensorsCount(gatewayID: $g, customerID: $c, equipmentID: $e, query: $q) }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['of a Victim gateway', (v) => ({ g: v.gatewayId }), returns(0)],
      ['of a Victim equipment', (v) => ({ e: v.equipmentId }), returns(0)],
      ['by Victim search', () => ({ q: M }), returns(0)],
    ],
  ),
  ...cases(
    'sensor',
    `query($s: [ID!]!, $u: ID) { sensor(sensorIDs: $s, userID: $u) { ${SENSOR} } }`,
    [
      ['Victim sensors', (v) => ({ s: v.sensorIds }), returns([])],
      [
        'Victim sensors for a Victim user',
        (v) => ({ s: v.sensorIds, u: v.adminUserId }),
        returns([]),
      ],
    ],
  ),
  ...cases(
    'sensorLogs',
    `query($s: [ID!]!) { sensorLogs(sensorIDs: $s) { id sensorID status value message createdAt } }`,
    [['of Victim sensors', (v) => ({ s: v.sensorIds }), refused()]],
  ),
  ...cases(
    'sensorLogsCount',
    `query($c: ID, $s: [ID!]) { sensorLogsCount(customerID: $c, sensorIDs: $s) }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['of Victim sensors', (v) => ({ s: v.sensorIds }), refused()],
    ],
  ),
  ...cases(
    'views',
    `query($c: ID, $q: String, $t: ID) { views(customerID: $c, query: $q, tagID: $t, withStatus: true)
      { ${VIEW} } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['under a Victim tag', (v) => ({ t: v.tagId }), returns([])],
      ['by Victim search', () => ({ q: M }), returns([])],
    ],
  ),
  ...cases(
    'viewCounts',
    `query($c: ID, $q: String, $t: ID) { viewCounts(customerID: $c, query: $q, tagID: $t) {
      total ok warning error disconnected repair maintenance } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['under a Victim tag', (v) => ({ t: v.tagId }), returns(NO_VIEWS)],
      ['by Victim search', () => ({ q: M }), returns(NO_VIEWS)],
    ],
  ),
  ...cases(
    'view',
    `query($n: String, $id: ID, $v: ID) { view(viewName: $n, id: $id, viewID: $v) { ${VIEW} } }`,
    [
      ['by Victim view id', (v) => ({ v: v.viewId }), returns(null)],
      ['a public Victim view', (v) => ({ v: v.publicViewId }), returns(null)],
      ['a Victim asset view', (v) => ({ v: v.assetViewId }), returns(null)],
      [
        'by name in the Victim customer',
        (v) => ({ n: v.viewName, id: v.customerId }),
        returns(null),
      ],
      ['by Victim name under Home', (v, h) => ({ n: v.viewName, id: h.customerId }), returns(null)],
    ],
  ),
  ...cases(
    'userViews',
    `query($t: [ID!], $q: String) { userViews(tags: $t, query: $q) { ${VIEW} } }`,
    [
      ['under Victim tags', (v) => ({ t: [v.tagId, v.childTagId] }), returns([])],
      ['by Victim search', () => ({ q: M }), returns([])],
    ],
  ),
  ...cases(
    'validateViewNames',
    `query($n: [String!]!, $c: ID!) { validateViewNames(names: $n, customerID: $c) {
      valid taken message } }`,
    [
      ['in the Victim customer', (v) => ({ n: [v.viewName], c: v.customerId }), refused()],
      [
        'Victim names under Home',
        (v, h) => ({ n: [v.viewName], c: h.customerId }),
        returns(NO_NAMES),
      ],
    ],
  ),
  ...cases(
    'recentViews',
    `query($c: ID, $l: Int) { recentViews(customerID: $c, limit: $l) { id name customerID } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      [
        // Both customers' admins opened their dashboard; Home's read-only user opened nothing.
        'across the customers the caller sees',
        () => ({ l: 20 }),
        returns((fx: TenantFixture, actor: Actor) =>
          actor === 'admin'
            ? [{ id: fx.home.viewId, name: fx.home.viewName, customerID: fx.home.customerId }]
            : [],
        ),
      ],
    ],
  ),
  ...cases('tags', `query($c: ID) { tags(customerID: $c) { ${TAG} } }`, [
    ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
  ]),
  ...cases(
    'widgets',
    `query($id: ID, $u: ID, $n: String, $c: ID, $w: [ID!]) {
      widgets(id: $id, userId: $u, viewName: $n, customerID: $c, widgetIDs: $w) { ${WIDGET} } }`,
    [
      ['of a Victim view', (v) => ({ id: v.viewId }), refused()],
      [
        'of a Victim view, as a Victim user',
        (v) => ({ id: v.viewId, u: v.adminUserId }),
        refused(),
      ],
      ['by Victim widget ids', (v) => ({ w: Object.values(v.widgetIds) }), returns([])],
      [
        'by view name in the Victim customer',
        (v) => ({ n: v.viewName, c: v.customerId }),
        refused(),
      ],
      ['by Victim view name under Home', (v, h) => ({ n: v.viewName, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'timers',
    `query($w: [ID!]!, $c: ID) { timers(widgetIDs: $w, customerID: $c) { ${TIMER} } }`,
    [
      ['of a Victim countdown', (v) => ({ w: [v.countdownWidgetId] }), returns([])],
      ['in the Victim customer', (v) => ({ w: [v.countdownWidgetId], c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'viewAlarms',
    `query($v: ID!, $c: ID) { viewAlarms(viewID: $v, customerID: $c) {
      sensorID sensorName equipmentID equipmentName status value detail unit since } }`,
    [
      ['of a Victim view', (v) => ({ v: v.viewId }), refused()],
      ['in the Victim customer', (v) => ({ v: v.viewId, c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'snmpTraps',
    `query($g: ID, $ip: String, $c: ID, $e: ID) {
      snmpTraps(gatewayID: $g, equipmentIP: $ip, customerID: $c, equipmentID: $e) {
        oid value equipmentID equipmentIP } }`,
    [
      // A foreign gateway or equipment answers as a missing one does.
      ['of a Victim gateway', (v) => ({ g: v.gatewayId, ip: SNMP_IP }), refused('NOT_FOUND')],
      ['of a Victim equipment', (v) => ({ e: v.snmpEquipmentId }), refused('NOT_FOUND')],
      ['of the Victim customer', (v) => ({ c: v.customerId, e: v.snmpEquipmentId }), refused()],
      [
        'at an address the Victim uses too, on a Home gateway',
        (_v, h) => ({ g: h.gatewayId, ip: SNMP_IP }),
        returns((fx: TenantFixture) => [
          {
            oid: TRAP_OID,
            value: `${fx.home.marker} on battery`,
            equipmentID: fx.home.snmpEquipmentId,
            equipmentIP: SNMP_IP,
          },
        ]),
      ],
    ],
  ),
  ...cases(
    'equipmentFiles',
    `query($g: ID!, $ip: String!, $c: ID) {
      equipmentFiles(gatewayID: $g, equipmentIP: $ip, customerID: $c) {
        key fullKey filename type size userName url } }`,
    [
      // A foreign gateway answers as one without the equipment does.
      ['of a Victim gateway', (v) => ({ g: v.gatewayId, ip: v.equipmentIp }), refused('NOT_FOUND')],
      [
        'of a Victim gateway, by path form',
        (v) => ({ g: v.gatewayId, ip: v.equipmentIp.replace(/\./g, '_') }),
        refused('NOT_FOUND'),
      ],
      [
        'of the Victim customer',
        (v) => ({ g: v.gatewayId, ip: v.equipmentIp, c: v.customerId }),
        refused(),
      ],
      [
        'at an address the Victim uses too, on a Home gateway',
        (v, h) => ({ g: h.gatewayId, ip: v.equipmentIp, c: h.customerId }),
        returns((fx: TenantFixture) => [
          {
            key: fx.home.equipmentFileKey,
            fullKey: `equipment/${fx.home.customerId}/${fx.home.equipmentId}/${fx.home.equipmentFileKey}.pdf`,
            filename: fx.home.equipmentFileName,
            type: 'application/pdf',
            size: EQUIPMENT_FILE.length,
            userName: `${fx.home.marker} Ada ${fx.home.marker} Admin`,
            url: `/files/equipment/${fx.home.equipmentId}/${fx.home.equipmentFileKey}`,
          },
        ]),
      ],
    ],
  ),
  ...cases(
    'equipmentAsset',
    `query($e: ID!, $c: ID) { equipmentAsset(equipmentID: $e, customerID: $c) {
      equipmentID name manufacturer model protocol ip meta { label value type oid } } }`,
    [
      ['of a Victim equipment', (v) => ({ e: v.equipmentId }), returns(null)],
      ['in the Victim customer', (v) => ({ e: v.equipmentId, c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'gatewayActionQueue',
    `query($g: ID!, $c: ID, $t: String, $a: [String!]) {
      gatewayActionQueue(gatewayID: $g, customerID: $c, gatewayType: $t, actionTypes: $a) { id gatewayID action label ip status createdBy output error files { name size url } meta { name value } perIp { ip ok } progress { scanned total found } batch { label totalCount pendingCount } } }`,
    [
      ['of a Victim gateway', (v) => ({ g: v.gatewayId }), refused()],
      ['in the Victim customer', (v) => ({ g: v.gatewayId, c: v.customerId }), refused()],
      ['a Victim gateway under Home', (v, h) => ({ g: v.gatewayId, c: h.customerId }), refused()],
      ['of its HA2 node', (v) => ({ g: v.gatewayId, t: 'HA2', a: ['SNMP_WALK'] }), refused()],
    ],
  ),
  ...cases(
    'gatewayAction',
    `query($a: ID!, $c: ID) { gatewayAction(actionID: $a, customerID: $c) { id gatewayID action label ip status createdBy output error files { name size url } meta { name value } perIp { ip ok } progress { scanned total found } batch { label totalCount pendingCount } } }`,
    [
      ['a Victim walk', (v) => ({ a: v.walkActionId }), refused()],
      ['a Victim log', (v) => ({ a: v.logActionId, c: v.customerId }), refused()],
      [
        'a Victim action under Home',
        (v, h) => ({ a: v.pendingActionId, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'snmpWalkExists',
    `query($g: ID, $ip: String, $c: ID) { snmpWalkExists(gatewayID: $g, ip: $ip, customerID: $c) }`,
    [
      ['of a Victim gateway', (v) => ({ g: v.gatewayId }), refused()],
      ['at a Victim address', (v) => ({ g: v.gatewayId, ip: SNMP_IP, c: v.customerId }), refused()],
      // Home's own walk answers; the Victim's customer named is refused.
      ['without a gateway', () => ({}), returns(true)],
      ['without a gateway, in the Victim customer', (v) => ({ c: v.customerId }), refused()],
    ],
  ),
  ...cases(
    'snmpWalk',
    `query($g: ID!, $c: ID, $ip: String, $a: ID, $q: String) {
      snmpWalk(gatewayID: $g, customerID: $c, ip: $ip, actionID: $a, query: $q) {
        actionID ip root total oids { oid type value } } }`,
    [
      ['of a Victim gateway', (v) => ({ g: v.gatewayId, ip: SNMP_IP }), refused()],
      ['in the Victim customer', (v) => ({ g: v.gatewayId, c: v.customerId }), refused()],
      [
        'a Victim walk through a Home gateway',
        (v, h) => ({ g: h.gatewayId, a: v.walkActionId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'discovery',
    `query($a: ID!, $c: ID) { discovery(actionID: $a, customerID: $c) {
      action { id } devices { ip sysName sysDescr sysObjectID libraryID onboarded } } }`,
    [
      ['a Victim scan', (v) => ({ a: v.discoverActionId }), refused()],
      ['in the Victim customer', (v) => ({ a: v.discoverActionId, c: v.customerId }), refused()],
      [
        'a Victim scan under Home',
        (v, h) => ({ a: v.discoverActionId, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...MIB_QUERY_CASES,
  ...ALERT_QUERY_CASES,
  ...TEMPLATE_QUERY_CASES,
  ...SHARING_QUERY_CASES,
  ...ACCESS_QUERY_CASES,
  ...OVERLAY_QUERY_CASES,
  ...REPORT_QUERY_CASES,
  ...SAML_QUERY_CASES,
  ...COMPANY_QUERY_CASES,
  ...USER_QUERY_CASES,
  ...PARTNER_QUERY_CASES,
  ...MARKETING_QUERY_CASES,
];

const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: "10.99.0.1", manufacturerModel: $lib,
    description: "Probe device", protocol: "Modbus") { ${EQUIPMENT} } }`;
const WIDGET_MUTATION = `mutation($v: ID!, $c: ID, $w: WidgetInput!) {
  newWidget(viewID: $v, customerID: $c, widget: $w) { ${WIDGET} } }`;

const probeDevice = (library: string, description = 'Probe device') => ({
  ip: '10.99.0.2',
  manufacturerModel: library,
  description,
  protocol: 'Modbus',
});
const PROBE_META = [{ label: 'Serial', value: 'PROBE', type: 'string' }];

/** A maintenance, repair or locked toggle on Victim equipment, each way round. */
function toggleCases(
  operation: 'setMaintenanceMode' | 'setRepairMode' | 'setLockedMode',
  flag: 'isMaintenance' | 'isRepair' | 'locked',
): IsolationCase[] {
  return cases(
    operation,
    `mutation($e: ID!, $on: Boolean!, $c: ID) {
      ${operation}(equipmentID: $e, ${flag}: $on, customerID: $c) { ${EQUIPMENT} } }`,
    [
      // A foreign equipment answers as a missing one does, with the toggles' own message.
      ['a Victim equipment', (v) => ({ e: v.equipmentId, on: true }), refused('NOT_FOUND')],
      [
        'in the Victim customer',
        (v) => ({ e: v.equipmentId, on: true, c: v.customerId }),
        refused(),
      ],
      [
        'a Victim equipment under Home',
        (v, h) => ({ e: v.snmpEquipmentId, on: false, c: h.customerId }),
        refused('NOT_FOUND'),
      ],
    ],
  );
}

const mutations: IsolationCase[] = [
  ...cases(
    'signIn',
    `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp user { id email } } }`,
    [
      [
        'as a Victim user with a wrong password',
        (v) => ({ e: v.adminEmail, p: 'not-the-password-1A!' }),
        refused(SIGN_IN_ERROR_CODES.loginFailed),
        { anonymous: refused(SIGN_IN_ERROR_CODES.loginFailed), ownSession: true },
      ],
    ],
  ),
  ...cases(
    'signInWithCode',
    `mutation { signInWithCode(code: "000000") { needsTotp user { id email } } }`,
    [
      [
        'without a pending second factor',
        () => ({}),
        returns((fx: TenantFixture, actor: Actor) => ({
          needsTotp: false,
          user: {
            id: actor === 'admin' ? fx.home.adminUserId : fx.home.viewerUserId,
            email: actor === 'admin' ? fx.home.adminEmail : fx.home.viewerEmail,
          },
        })),
        { ownSession: true },
      ],
    ],
  ),
  ...cases(
    'verifyUser',
    `mutation V($id: ID!) { verifyUser(id: $id, token: "not-a-link", password: "Victim-takeover-2026") }`,
    [['for a Victim user with a token that is no link', (v) => ({ id: v.adminUserId }), refused()]],
  ),
  ...cases('signOut', `mutation { signOut }`, [
    [
      'ends the caller’s session only',
      () => ({}),
      returns(true),
      { anonymous: returns(true), ownSession: true },
    ],
  ]),
  ...cases('onboardEquipment', ONBOARD, [
    [
      'on a Victim gateway',
      (v) => ({ g: v.gatewayId, c: v.customerId, lib: v.modbusLibraryId }),
      refused(),
    ],
    [
      'on a Victim gateway under Home',
      (v, h) => ({ g: v.gatewayId, c: h.customerId, lib: h.modbusLibraryId }),
      refused(),
    ],
    [
      'with a Victim library on a Home gateway',
      (v, h) => ({ g: h.gatewayId, c: h.customerId, lib: v.modbusLibraryId }),
      refused(),
    ],
  ]),
  ...cases(
    'onboardEquipmentList',
    `mutation($g: ID!, $c: ID!, $e: [EquipmentInput!]!) {
      onboardEquipmentList(gatewayID: $g, customerID: $c, equipment: $e) { ${EQUIPMENT} } }`,
    [
      [
        'on a Victim gateway',
        (v) => ({ g: v.gatewayId, c: v.customerId, e: [probeDevice(v.modbusLibraryId)] }),
        refused(),
      ],
      [
        'on a Victim gateway under Home',
        (v, h) => ({ g: v.gatewayId, c: h.customerId, e: [probeDevice(h.modbusLibraryId)] }),
        refused(),
      ],
      [
        'with a Victim library on a Home gateway',
        (v, h) => ({
          g: h.gatewayId,
          c: h.customerId,
          e: [probeDevice(h.modbusLibraryId, 'Probe A'), probeDevice(v.modbusLibraryId)],
        }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'updateEquipment',
    `mutation($id: ID!, $c: ID!, $d: String, $cs: String, $n: String) {
      updateEquipment(id: $id, customerID: $c, description: $d, communityString: $cs, notes: $n) {
        ${EQUIPMENT} } }`,
    [
      [
        'in the Victim customer',
        (v) => ({ id: v.equipmentId, c: v.customerId, d: 'Probe' }),
        refused(),
      ],
      [
        'a Victim equipment under Home',
        (v, h) => ({ id: v.equipmentId, c: h.customerId, d: 'Probe', n: 'Probe' }),
        refused('NOT_FOUND'),
      ],
      [
        'a Victim SNMP equipment’s credentials under Home',
        (v, h) => ({ id: v.snmpEquipmentId, c: h.customerId, cs: 'probe' }),
        refused('NOT_FOUND'),
      ],
    ],
  ),
  ...cases(
    'deleteEquipment',
    `mutation($id: ID!, $c: ID) { deleteEquipment(id: $id, customerID: $c) }`,
    [
      ['a Victim equipment', (v) => ({ id: v.equipmentId }), refused('NOT_FOUND')],
      ['in the Victim customer', (v) => ({ id: v.equipmentId, c: v.customerId }), refused()],
      [
        'a Victim equipment under Home',
        (v, h) => ({ id: v.snmpEquipmentId, c: h.customerId }),
        refused('NOT_FOUND'),
      ],
    ],
  ),
  ...toggleCases('setMaintenanceMode', 'isMaintenance'),
  ...toggleCases('setRepairMode', 'isRepair'),
  ...toggleCases('setLockedMode', 'locked'),
  ...cases(
    'updateEquipmentAsset',
    `mutation($e: ID!, $c: ID, $m: [EquipmentMetaInput!]!) {
      updateEquipmentAsset(equipmentID: $e, customerID: $c, meta: $m) {
        equipmentID name meta { label value type } } }`,
    [
      ['of a Victim equipment', (v) => ({ e: v.equipmentId, m: PROBE_META }), refused('NOT_FOUND')],
      [
        'in the Victim customer',
        (v) => ({ e: v.equipmentId, c: v.customerId, m: PROBE_META }),
        refused(),
      ],
      [
        'of a Victim equipment under Home',
        (v, h) => ({ e: v.equipmentId, c: h.customerId, m: [] }),
        refused('NOT_FOUND'),
      ],
    ],
  ),
  ...cases(
    'registerGateway',
    `mutation($c: ID!, $x: String) {
      registerGateway(customerID: $c, name: "Probe gateway", externalID: $x) { id name token } }`,
    [
      ['for the Victim customer', (v) => ({ c: v.customerId }), refused()],
      [
        'for Home, with the Victim gateway’s appliance id',
        (v, h) => ({ c: h.customerId, x: v.gatewayExternalId }),
        // One gateway per appliance, platform-wide (spec core §5): the spec's message, no more.
        refused(messages.gatewayRegistered),
      ],
    ],
  ),
  ...cases(
    'updateGateway',
    `mutation($g: ID!, $c: ID, $n: String, $p: Int) {
      updateGateway(gatewayID: $g, customerID: $c, name: $n, pollInterval: $p) { ${NETWORK} } }`,
    [
      ['a Victim gateway', (v) => ({ g: v.gatewayId, n: 'Probe gateway', p: 10 }), refused()],
      [
        'a Victim gateway, in the Victim customer',
        (v) => ({ g: v.gatewayId, c: v.customerId, p: 10 }),
        refused(),
      ],
      ['a Victim gateway under Home', (v, h) => ({ g: v.gatewayId, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'rotateGatewayToken',
    `mutation($g: ID!, $c: ID) { rotateGatewayToken(gatewayID: $g, customerID: $c) { id name token } }`,
    [
      ['a Victim gateway', (v) => ({ g: v.gatewayId }), refused()],
      ['in the Victim customer', (v) => ({ g: v.gatewayId, c: v.customerId }), refused()],
      ['a Victim gateway under Home', (v, h) => ({ g: v.gatewayId, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'addGatewayHaNode',
    `mutation($g: ID!, $c: ID) { addGatewayHaNode(gatewayID: $g, customerID: $c) { id name token } }`,
    [
      ['a Victim gateway', (v) => ({ g: v.gatewayId }), refused()],
      ['in the Victim customer', (v) => ({ g: v.gatewayId, c: v.customerId }), refused()],
      ['a Victim gateway under Home', (v, h) => ({ g: v.gatewayId, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'deleteGateway',
    `mutation($g: ID!, $c: ID) { deleteGateway(gatewayID: $g, customerID: $c) }`,
    [
      ['a Victim gateway', (v) => ({ g: v.gatewayId }), refused()],
      ['in the Victim customer', (v) => ({ g: v.gatewayId, c: v.customerId }), refused()],
      ['a Victim gateway under Home', (v, h) => ({ g: v.gatewayId, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'deleteEquipmentFile',
    `mutation($e: ID!, $k: ID!, $c: ID) { deleteEquipmentFile(equipmentID: $e, key: $k, customerID: $c) }`,
    [
      ['a Victim file', (v) => ({ e: v.equipmentId, k: v.equipmentFileKey }), refused()],
      [
        'a Victim file, in the Victim customer',
        (v) => ({ e: v.equipmentId, k: v.equipmentFileKey, c: v.customerId }),
        refused(),
      ],
      [
        'a Victim file through a Home equipment',
        (v, h) => ({ e: h.equipmentId, k: v.equipmentFileKey, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'setActivateSlave',
    `mutation($g: ID, $o: ID, $a: Boolean!, $ids: [ID!]) {
      setActivateSlave(gatewayID: $g, owner: $o, activate: $a, gatewayIDs: $ids) { ${NETWORK} } }`,
    [
      ['a Victim gateway', (v) => ({ g: v.gatewayId, a: true }), refused()],
      [
        'a Victim gateway, as its owner',
        (v) => ({ g: v.gatewayId, o: v.customerId, a: false }),
        refused(),
      ],
      [
        'a list with a Victim gateway',
        (v, h) => ({ ids: [h.gatewayId, v.gatewayId], a: true }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'importEquipmentTemplateSNMP',
    `mutation($c: ID!, $lib: ID, $oids: [SNMPPointInput!]!) {
      importEquipmentTemplateSNMP(model: "Probe UPS", manufacturer: "Probe", customerID: $c,
        oids: $oids, libraryID: $lib) { ${LIBRARY} } }`,
    [
      ['for the Victim customer', (v) => ({ c: v.customerId, oids: PROBE_OIDS }), refused()],
      [
        'into a Victim library',
        (v, h) => ({ c: h.customerId, lib: v.snmpLibraryId, oids: PROBE_OIDS }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'importModbusTemplateCSV',
    `mutation($c: ID!, $lib: ID, $csv: String!) {
      importModbusTemplateCSV(libraryID: $lib, model: "Probe PDU", manufacturer: "Probe",
        customerID: $c, csv: $csv) { ${LIBRARY} } }`,
    [
      ['for the Victim customer', (v) => ({ c: v.customerId, csv: CSV }), refused()],
      [
        'into a Victim library',
        (v, h) => ({ c: h.customerId, lib: v.modbusLibraryId, csv: CSV }),
        refused(),
      ],
    ],
  ),
  ...LIBRARY_MUTATION_CASES,
  ...cases(
    'addSensors',
    `mutation($s: [SensorInput!]!, $e: ID!, $c: ID!, $d: [ID!]) {
      addSensors(sensors: $s, equipmentID: $e, customerID: $c, deleteSensors: $d) {
        passes fails { id message } deleted } }`,
    [
      [
        'to a Victim equipment',
        (v) => ({
          s: [{ pointID: v.modbusPointId, protocol: 'Modbus' }],
          e: v.equipmentId,
          c: v.customerId,
        }),
        refused(),
      ],
      [
        'to a Victim equipment under Home',
        (v, h) => ({
          s: [{ pointID: v.modbusPointId, protocol: 'Modbus' }],
          e: v.equipmentId,
          c: h.customerId,
        }),
        refused(),
      ],
      [
        'of a Victim point to a Home equipment',
        (v, h) => ({
          s: [{ pointID: v.snmpPointId, protocol: 'SNMP' }],
          e: h.snmpEquipmentId,
          c: h.customerId,
        }),
        {
          // Answered as for a point that does not exist.
          admin: returns((fx: TenantFixture) => ({
            passes: [],
            fails: [{ id: fx.victim.snmpPointId, message: messages.pointNotInLibrary }],
            deleted: 0,
          })),
          viewer: refused(),
        },
      ],
      [
        'deleting Victim sensors through a Home equipment',
        (v, h) => ({ s: [], e: h.equipmentId, c: h.customerId, d: v.sensorIds }),
        refused(),
      ],
      [
        'updating a Victim sensor through a Home equipment',
        (v, h) => ({
          s: [
            {
              pointID: h.modbusPointId,
              protocol: 'Modbus',
              sensorID: v.temperatureSensorId,
              name: `${M} renamed`,
            },
          ],
          e: h.equipmentId,
          c: h.customerId,
        }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deleteSensors',
    `mutation($s: [ID!]!, $c: ID!) { deleteSensors(sensors: $s, customerID: $c) }`,
    [
      ['in the Victim customer', (v) => ({ s: v.sensorIds, c: v.customerId }), refused()],
      ['Victim sensors under Home', (v, h) => ({ s: v.sensorIds, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'newView',
    `mutation($c: ID!, $t: [ID!], $p: [NewViewPermissionInput!], $a: [ViewAlertsInput!], $vt: String,
      $e: [ID!]) {
      newView(name: "Probe view", customerID: $c, tagIDs: $t, permissions: $p, alerts: $a, viewType: $vt,
        equipmentIDs: $e) { ${VIEW} } }`,
    [
      ['for the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['with a Victim tag', (v, h) => ({ c: h.customerId, t: [v.tagId] }), refused()],
      [
        'shared with a Victim user',
        (v, h) => ({ c: h.customerId, p: [{ userID: v.viewerUserId, view: true }] }),
        refused(),
      ],
      [
        'alerting a Victim user',
        (v, h) => ({ c: h.customerId, a: [{ userID: v.adminUserId, red: true }] }),
        refused(),
      ],
      [
        'of Victim equipment',
        (v, h) => ({ c: h.customerId, vt: 'asset', e: [v.equipmentId] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'updateView',
    `mutation($id: ID!, $c: ID!, $t: [ID!], $n: String) {
      updateView(id: $id, name: $n, customerID: $c, tagIDs: $t) { ${VIEW} } }`,
    [
      ['a Victim view', (v) => ({ id: v.viewId, c: v.customerId, n: 'Renamed' }), refused()],
      [
        'a Victim view under Home',
        (v, h) => ({ id: v.viewId, c: h.customerId, n: 'Renamed' }),
        refused(),
      ],
      [
        'a Home view with a Victim tag',
        (v, h) => ({ id: h.viewId, c: h.customerId, t: [v.tagId] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'updateViewLayout',
    `mutation($id: ID!, $l: String!) { updateViewLayout(id: $id, layout: $l) }`,
    [['of a Victim view', (v) => ({ id: v.viewId, l: '{"lg":[]}' }), refused()]],
  ),
  ...cases('deleteView', `mutation($id: ID!, $c: ID!) { deleteView(id: $id, customerID: $c) }`, [
    ['a Victim view', (v) => ({ id: v.viewId, c: v.customerId }), refused()],
    ['a Victim view under Home', (v, h) => ({ id: v.viewId, c: h.customerId }), refused()],
  ]),
  ...cases(
    'newTag',
    `mutation($c: ID!, $p: ID) { newTag(name: "Probe tag", customerID: $c, parentID: $p) { ${TAG} } }`,
    [
      ['for the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['under a Victim tag', (v, h) => ({ c: h.customerId, p: v.tagId }), refused()],
    ],
  ),
  ...cases('deleteTag', `mutation($id: ID!, $c: ID!) { deleteTag(id: $id, customerID: $c) }`, [
    ['a Victim tag', (v) => ({ id: v.tagId, c: v.customerId }), refused()],
    ['a Victim tag under Home', (v, h) => ({ id: v.childTagId, c: h.customerId }), refused()],
  ]),
  ...cases('newWidget', WIDGET_MUTATION, [
    ['on a Victim view', (v) => ({ v: v.viewId, w: { type: 'TEXT', notes: 'Probe' } }), refused()],
    [
      'on a Victim view under Home',
      (v, h) => ({ v: v.viewId, c: h.customerId, w: { type: 'HEADER', name: 'Probe' } }),
      refused(),
    ],
    [
      'on a Home view, of Victim sensors',
      (v, h) => ({ v: h.viewId, w: { type: 'TREND', sensorIDs: v.sensorIds } }),
      refused(),
    ],
    [
      'on a Home view, of a Victim equipment',
      (v, h) => ({
        v: h.viewId,
        w: { type: 'META', equipmentID: v.equipmentId, metaIDs: ['Serial'] },
      }),
      refused(),
    ],
    [
      'on a Home view, of a Victim gateway',
      (v, h) => ({ v: h.viewId, w: { type: 'TRAP', gatewayID: v.gatewayId } }),
      refused(),
    ],
    [
      'on a Home view, of a Victim image',
      (v, h) => ({ v: h.viewId, w: { type: 'IMAGE', image: v.imageId } }),
      refused(),
    ],
  ]),
  ...cases(
    'updateWidget',
    `mutation($id: ID!, $u: ID, $w: WidgetInput, $t: ImageTransformInput) {
      updateWidget(id: $id, userId: $u, widget: $w, imageTransform: $t) { ${WIDGET} } }`,
    [
      [
        'a Victim widget',
        (v) => ({ id: v.widgetId, w: { type: 'TEXT', name: 'Probe' } }),
        refused(),
      ],
      [
        'a Victim image’s transform, as a Victim user',
        (v) => ({
          id: v.widgetIds.IMAGE,
          u: v.adminUserId,
          t: { translateX: 1, translateY: 1, scale: 2, rotation: 0 },
        }),
        refused(),
      ],
      [
        'a Home widget to Victim sensors',
        (v, h) => ({
          id: h.widgetId,
          w: { type: 'SENSOR_VALUE', sensorIDs: [v.temperatureSensorId] },
        }),
        refused(),
      ],
      [
        'a Home widget to a Victim image',
        (v, h) => ({ id: h.widgetIds.IMAGE, w: { type: 'IMAGE', image: v.imageId } }),
        refused(),
      ],
      [
        'a Home countdown to a Victim timer',
        (v, h) => ({
          id: h.countdownWidgetId,
          w: { type: 'COUNTDOWN', timers: [{ id: v.timerId, name: 'Probe', repeatInterval: 60 }] },
        }),
        refused(),
      ],
    ],
  ),
  ...cases('deleteWidget', `mutation($id: ID!, $u: ID) { deleteWidget(id: $id, userId: $u) }`, [
    ['a Victim widget', (v) => ({ id: v.widgetId }), refused()],
    [
      'a Victim widget, as a Victim user',
      (v) => ({ id: v.countdownWidgetId, u: v.adminUserId }),
      refused(),
    ],
  ]),
  ...cases('duplicateWidget', `mutation($id: ID!) { duplicateWidget(id: $id) { ${WIDGET} } }`, [
    ['a Victim widget', (v) => ({ id: v.widgetIds.TEXT }), refused()],
  ]),
  ...cases(
    'updateBasis',
    `mutation($id: ID!, $c: ID) { updateBasis(id: $id, basis: 5, customerID: $c) { id basis } }`,
    [
      ['of a Victim widget', (v) => ({ id: v.widgetIds.CALCULATION }), refused()],
      [
        'of a Victim widget under Home',
        (v, h) => ({ id: v.widgetIds.CALCULATION, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'resetTimer',
    `mutation($t: ID!, $c: ID, $v: ID) { resetTimer(timerID: $t, customerID: $c, viewID: $v) { ${TIMER} } }`,
    [
      ['a Victim timer', (v) => ({ t: v.timerId }), refused()],
      [
        'a Victim timer through a Home view',
        (v, h) => ({ t: v.timerId, c: h.customerId, v: h.viewId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'addGatewayAction',
    `mutation($g: ID!, $c: ID, $a: String!, $ip: String, $s: SnmpCredsInput, $id: ID, $p: ProbeInput) {
      addGatewayAction(gatewayID: $g, customerID: $c, action: $a, ip: $ip, snmpCreds: $s,
        actionID: $id, probe: $p) { id label createdAt } }`,
    [
      ['to a Victim gateway', (v) => ({ g: v.gatewayId, a: 'RUN_POLL' }), refused()],
      [
        'a walk in the Victim customer',
        (v) => ({
          g: v.gatewayId,
          c: v.customerId,
          a: 'SNMP_WALK',
          ip: SNMP_IP,
          s: { snmpVersion: '2', communityString: 'public' },
        }),
        refused(),
      ],
      [
        'Test Connection with a Victim library',
        (v, h) => ({
          g: h.gatewayId,
          a: 'TEST_CONNECTION',
          ip: '10.9.9.9',
          p: { protocol: 'Modbus', manufacturerModel: v.modbusLibraryId },
        }),
        refused(),
      ],
      [
        'joining a Victim batch from a Home gateway',
        (v, h) => ({ g: h.gatewayId, a: 'GATEWAY_META', id: v.pendingActionId }),
        { admin: refused(messages.actionNotFound), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'deleteGatewayAction',
    `mutation($g: ID!, $c: ID, $a: ID, $b: String, $t: String) {
      deleteGatewayAction(gatewayID: $g, customerID: $c, actionID: $a, batchLabel: $b, createdAt: $t) }`,
    [
      ['of a Victim gateway', (v) => ({ g: v.gatewayId, a: v.pendingActionId }), refused()],
      [
        'a Victim action through a Home gateway',
        (v, h) => ({ g: h.gatewayId, a: v.pendingActionId }),
        { admin: refused(messages.actionNotFound), viewer: refused() },
      ],
      ['a Victim batch', (v) => ({ g: v.gatewayId, c: v.customerId, b: 'x' }), refused()],
    ],
  ),
  ...cases(
    'reorderActionQueue',
    `mutation($g: ID!, $c: ID, $a: [ActionOrderInput!]!) {
      reorderActionQueue(gatewayID: $g, customerID: $c, actions: $a) { id } }`,
    [
      [
        'of a Victim gateway',
        (v) => ({ g: v.gatewayId, a: [{ id: v.pendingActionId, position: 0 }] }),
        refused(),
      ],
      [
        'a Victim action through a Home gateway',
        (v, h) => ({ g: h.gatewayId, a: [{ id: v.pendingActionId, position: 0 }] }),
        { admin: refused(messages.actionQueueChanged), viewer: refused() },
      ],
    ],
  ),
  ...MIB_MUTATION_CASES,
  ...ALERT_MUTATION_CASES,
  ...TEMPLATE_MUTATION_CASES,
  ...SHARING_MUTATION_CASES,
  ...ACCESS_MUTATION_CASES,
  ...OVERLAY_MUTATION_CASES,
  ...REPORT_MUTATION_CASES,
  ...SAML_MUTATION_CASES,
  ...COMPANY_MUTATION_CASES,
  ...MARKETING_MUTATION_CASES,
  ...USER_MUTATION_CASES,
  ...PARTNER_MUTATION_CASES,
];

/** Every case, queries first; the mutations' refusals are checked against the Victim's digest. */
export const ISOLATION_CASES: readonly IsolationCase[] = [...queries, ...mutations];
