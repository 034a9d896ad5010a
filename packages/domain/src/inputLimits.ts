// The most any API input may hold (README "Limits"): every string argument and input field has a
// maximum length and every list a maximum count, checked before any resolver, query or hash runs.
import { ALARM_RULE_MAX_TOKENS, ALARM_RULE_VALUE_MAX_LENGTH } from './alarmRules.js';
import { ROW_ID_MAX } from './gatewayProtocol.js';
import { ACK_COMMENT_MAX_LENGTH } from './notifications.js';
import { HEAT_MAPS_MAX, OVERLAYS_MAX } from './overlays.js';
import { QUOTE_LIMITS, SURVEY_LIMITS } from './partnerPortal.js';
import { REPORT_RECIPIENTS_MAX, REPORT_TIME_ZONE_MAX } from './reports.js';
import { TEMPLATE_SLOT_NAME_MAX, TEMPLATE_SLOTS_MAX } from './templates.js';

/** Short text: names, labels, units, colours, search text, enum-like values. */
export const TEXT_MAX = 255;
/** Longer free text: widget notes (encoded), asset options. */
export const NOTES_MAX = 10_000;
/** A web address (widget links). */
export const LINK_MAX = 2_048;
/** A view layout: JSON text of one screen size's grid (about 80 characters a widget). */
export const LAYOUT_MAX = 100_000;
/** A Modbus template CSV as pasted or uploaded. */
export const CSV_MAX = 200_000;
/** Secrets typed by people: passwords, SNMP community strings and keys. */
export const SECRET_MAX = 1_024;
/** A stored file's key (a random UUID, 36 characters), with room to spare. */
export const OPAQUE_KEY_MAX = 64;
/** An identity provider's SAML metadata document (a few certificates and endpoints). */
export const SAML_METADATA_MAX = 200_000;
/** Items in a list argument unless the table below says otherwise. */
export const LIST_MAX = 1_000;
/** A MIB file's text (importMib): 2 MiB, room for the largest vendor MIBs of UPSs and PDUs. */
export const MIB_TEXT_MAX = 2 * 1024 * 1024;
/** OIDs pasted or resolved at once: one template's worth, as importEquipmentTemplateSNMP takes. */
export const OID_LIST_MAX = LIST_MAX;
/** The ALTCHA widget's payload (requestDemo allowedToken): base64 JSON of about 700 characters. */
export const ALTCHA_PAYLOAD_MAX = 2_048;

/**
 * Maximum characters of each string argument (by name) and input field (`Type.field`). Every
 * string argument of the schema is listed, so each maximum is a decision; a new one without an
 * entry fails the schema test (and meanwhile gets TEXT_MAX).
 */
export const STRING_LIMITS: Readonly<Record<string, number>> = {
  // arguments
  action: TEXT_MAX,
  actionTypes: TEXT_MAX,
  addressDataType: TEXT_MAX,
  // The ALTCHA widget's base64 payload (requestDemo): a signed challenge and its solution.
  allowedToken: ALTCHA_PAYLOAD_MAX,
  assetOptions: NOTES_MAX,
  authKey: SECRET_MAX,
  authType: TEXT_MAX,
  batchLabel: TEXT_MAX,
  // A marketing document's category (marketingDocuments).
  category: TEXT_MAX,
  code: TEXT_MAX,
  // An alarm's acknowledgement comment.
  comment: ACK_COMMENT_MAX_LENGTH,
  communityString: SECRET_MAX,
  // A demo, pricing or partnership request's company (requestDemo).
  company: TEXT_MAX,
  // A library point's state conditions (editModbusRegister, editSNMPRegister).
  conditions: TEXT_MAX,
  context: TEXT_MAX,
  createdAt: TEXT_MAX,
  currentPassword: SECRET_MAX,
  // A home page set with Set Home Page: a path of this site with its query.
  desktopUrl: LINK_MAX,
  csv: CSV_MAX,
  dataType: TEXT_MAX,
  // A bug report's description (submitBugReport) and an equipment's (onboardEquipment), which
  // share the argument name: long enough for steps to reproduce.
  description: NOTES_MAX,
  email: 254,
  // A new template's names of its equipment slots (templates.ts).
  equipmentNames: TEMPLATE_SLOT_NAME_MAX,
  equipmentIP: TEXT_MAX,
  externalID: TEXT_MAX,
  filters: TEXT_MAX,
  fileName: TEXT_MAX,
  firstName: TEXT_MAX,
  firmwareUpdates: TEXT_MAX,
  gatewayType: TEXT_MAX,
  // An overlay view's image: its id (a UUID) or its URL (addOverlayView, updateOverlayImage).
  image: TEXT_MAX,
  ip: TEXT_MAX,
  ips: TEXT_MAX,
  // A company's single sign-on: its identity provider's metadata address or document.
  idpMetadataUrl: LINK_MAX,
  idpMetadataXml: SAML_METADATA_MAX,
  key: OPAQUE_KEY_MAX,
  lastName: TEXT_MAX,
  layout: LAYOUT_MAX,
  manufacturer: TEXT_MAX,
  model: TEXT_MAX,
  module: TEXT_MAX,
  name: TEXT_MAX,
  names: TEXT_MAX,
  newPassword: SECRET_MAX,
  notes: NOTES_MAX,
  oid: TEXT_MAX,
  oids: TEXT_MAX,
  password: SECRET_MAX,
  phase: TEXT_MAX,
  phone: TEXT_MAX,
  // A pricing request's plan tier (requestDemo; PLAN_TIERS).
  planType: TEXT_MAX,
  privacySecret: SECRET_MAX,
  privacyType: TEXT_MAX,
  productName: TEXT_MAX,
  // Permission codes given with an invitation (inviteToCompany).
  roles: 8,
  // A scheduled report's addresses, time of day (HH:MM) and IANA time zone (reports.ts).
  recipients: 254,
  time: 5,
  // The public request form's hidden honeypot (requestDemo): anything filled in is dropped.
  title: TEXT_MAX,
  timeZone: REPORT_TIME_ZONE_MAX,
  protocol: TEXT_MAX,
  query: TEXT_MAX,
  renamedUnit: TEXT_MAX,
  // An alarm rule's result: warning, alarm or cleared.
  result: TEXT_MAX,
  revision: TEXT_MAX,
  securityLevel: TEXT_MAX,
  snmpVersion: TEXT_MAX,
  sortColumn: TEXT_MAX,
  sortOrder: TEXT_MAX,
  states: TEXT_MAX,
  status: TEXT_MAX,
  strMask: TEXT_MAX,
  subject: TEXT_MAX,
  sysObjectID: TEXT_MAX,
  tags: TEXT_MAX,
  text: MIB_TEXT_MAX,
  token: TEXT_MAX,
  // A marketing request's type (requestDemo, marketingRequests; MARKETING_REQUEST_TYPES).
  type: TEXT_MAX,
  unit: TEXT_MAX,
  userEmail: 254,
  username: TEXT_MAX,
  validateModel: TEXT_MAX,
  vertivModel: TEXT_MAX,
  viewName: TEXT_MAX,
  viewType: TEXT_MAX,
  wordOrder: TEXT_MAX,
  // input fields
  'AlarmRuleTokenInput.kind': TEXT_MAX,
  'AlarmRuleTokenInput.value': ALARM_RULE_VALUE_MAX_LENGTH,
  'CardConfigInput.cardName': TEXT_MAX,
  'CardConfigInput.communityString': SECRET_MAX,
  'CardConfigInput.contact': TEXT_MAX,
  'CardConfigInput.flags': TEXT_MAX,
  'CardConfigInput.password': SECRET_MAX,
  'CardConfigInput.trapIP': TEXT_MAX,
  'CardConfigInput.username': TEXT_MAX,
  'EquipmentFilters.protocol': TEXT_MAX,
  'EquipmentFilters.status': TEXT_MAX,
  'EquipmentInput.authKey': SECRET_MAX,
  'EquipmentInput.authType': TEXT_MAX,
  'EquipmentInput.communityString': SECRET_MAX,
  'EquipmentInput.context': TEXT_MAX,
  'EquipmentInput.description': TEXT_MAX,
  'EquipmentInput.ip': TEXT_MAX,
  'EquipmentInput.privacySecret': SECRET_MAX,
  'EquipmentInput.privacyType': TEXT_MAX,
  'EquipmentInput.protocol': TEXT_MAX,
  'EquipmentInput.securityLevel': TEXT_MAX,
  'EquipmentInput.snmpVersion': TEXT_MAX,
  'EquipmentInput.username': TEXT_MAX,
  'EquipmentMetaInput.label': TEXT_MAX,
  'ImportedCardInput.cardName': TEXT_MAX,
  'ProbeInput.protocol': TEXT_MAX,
  'ImportedCardInput.ip': TEXT_MAX,
  'ModbusRegisterInput.addressDataType': TEXT_MAX,
  'ModbusRegisterInput.dataType': TEXT_MAX,
  'ModbusRegisterInput.name': TEXT_MAX,
  'ModbusRegisterInput.states': TEXT_MAX,
  'ModbusRegisterInput.unit': TEXT_MAX,
  'ModbusRegisterInput.wordOrder': TEXT_MAX,
  'EquipmentMetaInput.type': TEXT_MAX,
  'EquipmentMetaInput.value': TEXT_MAX,
  'SNMPPointInput.name': TEXT_MAX,
  'SNMPPointInput.oid': TEXT_MAX,
  'SNMPPointInput.states': TEXT_MAX,
  'SNMPPointInput.strMask': TEXT_MAX,
  'SNMPPointInput.unit': TEXT_MAX,
  'SensorInput.conditions': TEXT_MAX,
  'SensorInput.name': TEXT_MAX,
  'SensorInput.protocol': TEXT_MAX,
  'SensorInput.states': TEXT_MAX,
  'SensorInput.unit': TEXT_MAX,
  'SnmpCredsInput.authKey': SECRET_MAX,
  'SnmpCredsInput.authType': TEXT_MAX,
  'SnmpCredsInput.communityString': SECRET_MAX,
  'SnmpCredsInput.context': TEXT_MAX,
  'SnmpCredsInput.privacySecret': SECRET_MAX,
  'SnmpCredsInput.privacyType': TEXT_MAX,
  'SnmpCredsInput.securityLevel': TEXT_MAX,
  'SnmpCredsInput.snmpVersion': TEXT_MAX,
  'SnmpCredsInput.username': TEXT_MAX,
  'SnmpWalkInput.desc': TEXT_MAX,
  'SnmpWalkInput.root': TEXT_MAX,
  'TimerInput.name': TEXT_MAX,
  'WidgetInput.calculation': TEXT_MAX,
  'WidgetInput.chartType': TEXT_MAX,
  'WidgetInput.color': TEXT_MAX,
  'WidgetInput.displayType': TEXT_MAX,
  'WidgetInput.image': TEXT_MAX,
  'WidgetInput.link': LINK_MAX,
  'WidgetInput.metaIDs': TEXT_MAX,
  'WidgetInput.name': TEXT_MAX,
  'WidgetInput.notes': NOTES_MAX,
  'WidgetInput.states': TEXT_MAX,
  'WidgetInput.type': TEXT_MAX,
  'WidgetInput.unit': TEXT_MAX,
  // A library's OID variables and device facts (oidVariables.ts, libraryMeta.ts): a variable is
  // one letter (a few characters are let through, so a mistyped one gets the rule's own message)
  // and its number one OID arc (4294967295 at most).
  'DynamicOidLabelInput.label': 64,
  'DynamicOidLabelInput.value': 8,
  'OidVarInput.letter': 8,
  'OidVarInput.value': 10,
  'LibraryMetaInput.oid': TEXT_MAX,
  'LibraryMetaInput.type': TEXT_MAX,
  'LibraryMetaInput.label': TEXT_MAX,
  'LibraryMetaInput.values': TEXT_MAX,
  'WidgetReadingsInput.calculation': TEXT_MAX,
  // An address to share a view with (addViewUser), as users.email holds it.
  'ViewUserInviteInput.email': 254,
  // Overlays and heat maps of an overlay view (saveOverlays; overlays.ts).
  'OverlayInput.kind': TEXT_MAX,
  'OverlayInput.name': TEXT_MAX,
  'OverlayInput.url': LINK_MAX,
  'OverlayInput.backgroundColor': TEXT_MAX,
  'HeatMapInput.colorA': TEXT_MAX,
  'HeatMapInput.colorB': TEXT_MAX,
  'HeatMapInput.colorC': TEXT_MAX,
  // A company's settings page (admin.graphql).
  'CompanySettingsInput.name': TEXT_MAX,
  'CompanySettingsInput.defaultRoles': TEXT_MAX,
  'CompanySettingsInput.helpDeskEmail': 254,
  'CompanySettingsInput.helpDeskToken': SECRET_MAX,
  'CompanySettingsInput.helpDeskDomain': TEXT_MAX,
  'CompanySettingsInput.livestreamURL': LINK_MAX,
  'ServiceContactInput.name': TEXT_MAX,
  'ServiceContactInput.email': 254,
  'ServiceContactInput.phone': TEXT_MAX,
  'UserPermissionsInput.roles': TEXT_MAX,
  // The partner portal (partners.graphql): proposals, site surveys, orders, licences, users.
  visibleID: TEXT_MAX,
  customerName: TEXT_MAX,
  author: TEXT_MAX,
  internalID: TEXT_MAX,
  at: TEXT_MAX,
  startsOn: TEXT_MAX,
  partnerRoles: TEXT_MAX,
  'QuoteInput.title': TEXT_MAX,
  'QuoteInput.planType': TEXT_MAX,
  'QuoteItemInput.kind': TEXT_MAX,
  'QuoteItemInput.description': NOTES_MAX,
  'SiteSurveyInput.siteName': TEXT_MAX,
  'SiteSurveyInput.siteContactName': TEXT_MAX,
  'SiteSurveyInput.siteContactEmail': 254,
  'SurveyEquipmentInput.name': TEXT_MAX,
  'PublicSurveyInput.feedback': NOTES_MAX,
};

/** Lists that may hold fewer (or more) items than LIST_MAX. */
export const LIST_LIMITS: Readonly<Record<string, number>> = {
  // A dashboard asks for its readings a few widgets at a time (the web sends 30 at most).
  widgets: 100,
  // An alarm rule's condition tokens (alarmRules.ts).
  condition: ALARM_RULE_MAX_TOKENS,
  'WidgetInput.states': 64,
  'SNMPPointInput.states': 64,
  // A library point's state labels (editModbusRegister, editSNMPRegister, addModbusTemplate).
  states: 64,
  conditions: 64,
  'ModbusRegisterInput.states': 64,
  // A sensor's states and their conditions (sensorSettings.ts SENSOR_STATES_MAX).
  'SensorInput.states': 64,
  'SensorInput.conditions': 64,
  'WidgetInput.timers': 50,
  // The Assets screen keeps at most 200 data per equipment (EQUIPMENT_META_MAX).
  meta: 200,
  // A library's OID variables and device facts (oidVariables.ts, libraryMeta.ts).
  dynamicOIDLabels: 8,
  oidVars: 8,
  metaList: 20,
  'LibraryMetaInput.values': 64,
  // Gateway actions go 100 addresses at a time (core §9); a queue holds at most LIST_MAX.
  ips: 100,
  importedInfo: 100,
  actionTypes: 16,
  'CardConfigInput.flags': 5,
  snmpCredsList: 8,
  firmwareUpdates: 16,
  // A template's equipment slots, one name each (newTemplate; templates.ts).
  equipmentNames: TEMPLATE_SLOTS_MAX,
  // Stamped views re-applied by one reapplyTemplate call (one transaction each).
  viewIDs: 200,
  // An overlay view's overlays and heat maps, saved at once (saveOverlays; overlays.ts).
  overlays: OVERLAYS_MAX,
  heatMaps: HEAT_MAPS_MAX,
  // A scheduled report's recipients (reports.ts).
  recipients: REPORT_RECIPIENTS_MAX,
  // Roles are the fifteen permission codes (permissions.ts).
  roles: 16,
  'UserPermissionsInput.roles': 16,
  'CompanySettingsInput.defaultRoles': 16,
  'CompanySettingsInput.serviceContacts': 20,
  // A quote's lines and a survey's equipment lines (partnerPortal.ts QUOTE_LIMITS, SURVEY_LIMITS).
  'QuoteInput.items': QUOTE_LIMITS.items,
  'SiteSurveyInput.equipment': SURVEY_LIMITS.equipment,
  'PublicSurveyInput.equipment': SURVEY_LIMITS.equipment,
  // A partner user's portal roles (PARTNER_ROLES).
  partnerRoles: 8,
};

/**
 * ID arguments that name no table row but an opaque key (an equipment file's random id): held to
 * their STRING_LIMITS length rather than to the row-id form.
 */
export const OPAQUE_ID_ARGUMENTS: ReadonlySet<string> = new Set(['key']);

export const stringLimit = (key: string): number => STRING_LIMITS[key] ?? TEXT_MAX;
export const listLimit = (key: string): number => LIST_LIMITS[key] ?? LIST_MAX;

/** A row id as the API takes it: a whole number from 1 to the database's int4 maximum. */
export function isRowId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= ROW_ID_MAX;
}
