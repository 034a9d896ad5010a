import type { GraphQLResolveInfo } from 'graphql';
import type { UserRecord } from '../../modules/access/access.repository.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** A partner, OEM or customer company (spec access §3). */
export type Account = {
  __typename?: 'Account';
  /** Customers of a partner or OEM (0 for a customer). */
  customerCount: Scalars['Int']['output'];
  gatewayCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** PARTNER, OEM or CUSTOMER */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentID?: Maybe<Scalars['ID']['output']>;
  parentName?: Maybe<Scalars['String']['output']>;
  userCount: Scalars['Int']['output'];
};

/** A batch of one action's chunks (actions to more than 100 IPs go 100 at a time). */
export type ActionBatch = {
  __typename?: 'ActionBatch';
  label: Scalars['String']['output'];
  pendingCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A file an action produced (Get Log), downloaded from url with the session cookie. */
export type ActionFile = {
  __typename?: 'ActionFile';
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** One address of a Configure Card(s) action and how it went. */
export type ActionIpResult = {
  __typename?: 'ActionIpResult';
  error?: Maybe<Scalars['String']['output']>;
  ip: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** A fact the gateway reported about itself (Poll Asset Data). */
export type ActionMeta = {
  __typename?: 'ActionMeta';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A queue position: the action and where it goes. */
export type ActionOrderInput = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};

/** How far a running Find Equipment has got. */
export type ActionProgress = {
  __typename?: 'ActionProgress';
  found: Scalars['Int']['output'];
  scanned: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What addGatewayAction returns (spec core §3 action record). */
export type ActionRecord = {
  __typename?: 'ActionRecord';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type AddSensorsResult = {
  __typename?: 'AddSensorsResult';
  deleted: Scalars['Int']['output'];
  /** Points that were neither added nor updated, by pointID, with why. */
  fails: Array<SensorFailure>;
  /** The sensors added or updated, in the order asked. */
  passes: Array<Scalars['ID']['output']>;
  /** How many of passes were updates of existing sensors. */
  updated: Scalars['Int']['output'];
};

/** What addViewUser did: the addresses shared with (invited by e-mail when new) and those refused. */
export type AddViewUserResult = {
  __typename?: 'AddViewUserResult';
  failures: Array<ViewUserFailure>;
  successes: Array<Scalars['String']['output']>;
};

/**
 * An alarm (spec core §4 alarms and alerts): a sensor past its thresholds or in a Warning or Alarm
 * condition, or a sensor, equipment or gateway that stopped answering. It is pending while the
 * sensor's delay runs, open until its reading is back (past the deadband), then cleared.
 */
export type Alarm = {
  __typename?: 'Alarm';
  ack: Scalars['Boolean']['output'];
  ackAt?: Maybe<Scalars['String']['output']>;
  /** Who acknowledged it (their name, or e-mail). */
  ackBy?: Maybe<Scalars['String']['output']>;
  ackComment?: Maybe<Scalars['String']['output']>;
  clearedAt?: Maybe<Scalars['String']['output']>;
  customerID: Scalars['ID']['output'];
  /** A state sensor's state label. */
  detail?: Maybe<Scalars['String']['output']>;
  equipmentID?: Maybe<Scalars['ID']['output']>;
  equipmentName?: Maybe<Scalars['String']['output']>;
  gatewayID: Scalars['ID']['output'];
  gatewayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The sensor's, equipment's or gateway's name. */
  name: Scalars['String']['output'];
  openedAt?: Maybe<Scalars['String']['output']>;
  /** The gateway alarm it happened under (root cause): it notifies nobody itself. */
  parentID?: Maybe<Scalars['ID']['output']>;
  /** pending, open or cleared */
  phase: Scalars['String']['output'];
  sensorID?: Maybe<Scalars['ID']['output']>;
  /** warning, error or disconnected */
  severity: Scalars['String']['output'];
  startedAt: Scalars['String']['output'];
  subjectID: Scalars['ID']['output'];
  /** sensor, equipment, gateway, or rule (a view's alarm rule) */
  subjectKind: Scalars['String']['output'];
  /** Raised while its equipment was in maintenance or repair: shown, never notified. */
  suppressed: Scalars['Boolean']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  /** The value it opened (or last changed) at. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** Alarm totals over the same search as alarms (spec core §4: acknowledging moves open −1, acknowledged +1). */
export type AlarmCounts = {
  __typename?: 'AlarmCounts';
  acknowledged: Scalars['Int']['output'];
  cleared: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
};

/** One notification of an alarm: its delivery log line. */
export type AlarmDelivery = {
  __typename?: 'AlarmDelivery';
  attempts: Scalars['Int']['output'];
  /** EMAIL or SMS */
  channel: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** opened, changed or cleared */
  kind: Scalars['String']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  /** Who it went to (their e-mail). */
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  /** pending, sent or failed */
  status: Scalars['String']['output'];
};

/** A view's alarm rule: IF its condition holds THEN warning or alarm (an alarm of its own), or cleared. */
export type AlarmRule = {
  __typename?: 'AlarmRule';
  /** Whether the rule's alarm is open now. */
  active: Scalars['Boolean']['output'];
  condition: Array<AlarmRuleToken>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** warning, alarm or cleared */
  result: Scalars['String']['output'];
  /** The rule as a sentence. */
  text: Scalars['String']['output'];
  viewID: Scalars['ID']['output'];
};

/**
 * One token of an alarm rule's condition (spec core §4 and §5): IF, then a sensor, a comparator, a
 * value (and a 'to' value after 'switches from'), then AND or OR back to a sensor.
 */
export type AlarmRuleToken = {
  __typename?: 'AlarmRuleToken';
  /** IF, LEFT_SENSOR, COMPARATOR, RIGHT_SENSOR, TO or AND_OR */
  kind: Scalars['String']['output'];
  /** LEFT_SENSOR: the sensor's name now. */
  name?: Maybe<Scalars['String']['output']>;
  /** LEFT_SENSOR: the sensor. */
  sensorID?: Maybe<Scalars['ID']['output']>;
  /** LEFT_SENSOR: the sensor's unit. */
  unit?: Maybe<Scalars['String']['output']>;
  /** COMPARATOR: >, >=, <, <=, =, != or 'switches from'; RIGHT_SENSOR and TO: a number or a state; AND_OR: AND or OR. */
  value?: Maybe<Scalars['String']['output']>;
};

export type AlarmRuleTokenInput = {
  kind: Scalars['String']['input'];
  sensorID?: InputMaybe<Scalars['ID']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** Card config (spec core §3): the flags to set and the values they set. */
export type CardConfigInput = {
  cardName?: InputMaybe<Scalars['String']['input']>;
  communityString?: InputMaybe<Scalars['String']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  /** set-approved, set-V3-access, set-traps, set-name or set-user */
  flags: Array<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  /** Where set-traps points the card's traps. */
  trapIP?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A company's settings page (spec access §2 /{id}/settings, §3 admin state). */
export type CompanySettings = {
  __typename?: 'CompanySettings';
  customerID: Scalars['ID']['output'];
  /** Roles given to users created by the company's single sign-on. */
  defaultRoles: Array<Scalars['String']['output']>;
  /** Notification defaults of the company's new users. */
  emailAlertsDefault: Scalars['Boolean']['output'];
  helpDeskDomain?: Maybe<Scalars['String']['output']>;
  helpDeskEmail?: Maybe<Scalars['String']['output']>;
  /** Whether a help-desk token is stored; the token itself never leaves the server. */
  helpDeskTokenSet: Scalars['Boolean']['output'];
  livestreamURL?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  serviceContacts: Array<ServiceContact>;
  smsAlertsDefault: Scalars['Boolean']['output'];
};

/** Fields left out are kept; helpDeskToken empty removes the stored token. */
export type CompanySettingsInput = {
  defaultRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  emailAlertsDefault?: InputMaybe<Scalars['Boolean']['input']>;
  helpDeskDomain?: InputMaybe<Scalars['String']['input']>;
  helpDeskEmail?: InputMaybe<Scalars['String']['input']>;
  helpDeskToken?: InputMaybe<Scalars['String']['input']>;
  livestreamURL?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  serviceContacts?: InputMaybe<Array<ServiceContactInput>>;
  smsAlertsDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A user as a company's Users page lists them (spec access §2 /{customerId}/users). */
export type CompanyUser = {
  __typename?: 'CompanyUser';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  homeUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether this row is the signed-in user. */
  isSelf: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  lastSignInAt?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** The roles held on the company asked about (stored codes; mg's implied roles are not listed). */
  roles: Array<Scalars['String']['output']>;
  saml: Scalars['Boolean']['output'];
  super: Scalars['Boolean']['output'];
  totp: Scalars['Boolean']['output'];
  /** False while an invited user has not set a password yet. */
  verified: Scalars['Boolean']['output'];
};

/** A CUSTOM range's bounds, epoch milliseconds. */
export type DateRangeInput = {
  end: Scalars['Float']['input'];
  start: Scalars['Float']['input'];
};

/** An SNMP agent a Find Equipment scan found. */
export type DiscoveredDevice = {
  __typename?: 'DiscoveredDevice';
  /** Which of the scan's credentials it answered to (0: snmpCreds, then snmpCredsList in order). */
  credential: Scalars['Int']['output'];
  ip: Scalars['String']['output'];
  /** The library whose SNMP template names this sysObjectID, when one does. */
  libraryID?: Maybe<Scalars['ID']['output']>;
  libraryName?: Maybe<Scalars['String']['output']>;
  /** Already onboarded on this gateway at that address. */
  onboarded: Scalars['Boolean']['output'];
  sysDescr: Scalars['String']['output'];
  sysName: Scalars['String']['output'];
  sysObjectID: Scalars['String']['output'];
};

/** A Find Equipment scan and what it found. */
export type Discovery = {
  __typename?: 'Discovery';
  action: GatewayAction;
  devices: Array<DiscoveredDevice>;
};

/** The label of one variable of a library's OIDs: value is the letter (x), label what it stands for (Module). */
export type DynamicOidLabel = {
  __typename?: 'DynamicOidLabel';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type DynamicOidLabelInput = {
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A device a gateway polls (spec core §3, ModbusCard and SNMPCard). SNMP secrets are never returned. */
export type Equipment = {
  __typename?: 'Equipment';
  authType?: Maybe<Scalars['String']['output']>;
  context?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  customerID: Scalars['ID']['output'];
  dataSource: Scalars['Int']['output'];
  disconnected: Scalars['Boolean']['output'];
  equipment: EquipmentLibraryRef;
  equipmentIP: Scalars['String']['output'];
  /** The last error the gateway reported polling it, kept until it answers again. */
  error?: Maybe<EquipmentError>;
  gateway: GatewayRef;
  /** Whether a community string or v3 keys are stored; the values themselves stay on the server. */
  hasCredentials: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isMaintenance: Scalars['Boolean']['output'];
  isRepair: Scalars['Boolean']['output'];
  kind: Scalars['String']['output'];
  lastUpdated?: Maybe<Scalars['String']['output']>;
  locked: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** Its numbers for the variables of its library's OIDs. */
  oidVars: Array<OidVar>;
  port: Scalars['Int']['output'];
  privacyType?: Maybe<Scalars['String']['output']>;
  protocol: Scalars['String']['output'];
  securityLevel?: Maybe<Scalars['String']['output']>;
  sensorCount: Scalars['Int']['output'];
  slaveID?: Maybe<Scalars['Int']['output']>;
  /** The worst status of its sensors, or MAINTENANCE, REPAIR, DISCONNECTED (spec core §4 status values). */
  status: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** SNMP v3 user name (not a secret). */
  username?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['String']['output']>;
};

/** Asset data of one equipment, for Meta widgets. */
export type EquipmentAsset = {
  __typename?: 'EquipmentAsset';
  equipmentID: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  manufacturer: Scalars['String']['output'];
  meta: Array<EquipmentMeta>;
  model: Scalars['String']['output'];
  name: Scalars['String']['output'];
  protocol: Scalars['String']['output'];
};

export type EquipmentError = {
  __typename?: 'EquipmentError';
  createdAt: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A file kept with an equipment (spec core §3 uploaded file record). */
export type EquipmentFile = {
  __typename?: 'EquipmentFile';
  createdAt: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  /** The full key in the file store. */
  fullKey: Scalars['String']['output'];
  /** The stored object's id. */
  key: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** The MIME type. */
  type: Scalars['String']['output'];
  /** Where the browser downloads it: the server, or a presigned object-store URL. */
  url: Scalars['String']['output'];
  /** Who uploaded it. */
  userName?: Maybe<Scalars['String']['output']>;
};

/**
 * Filters of My Equipment (query eq_filter): each given one narrows the list. status and protocol
 * take one or many values; gatewayIDs one or many gateways.
 */
export type EquipmentFilters = {
  disconnected?: InputMaybe<Scalars['Boolean']['input']>;
  gatewayIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only devices of these equipment libraries (models): the devices a template's slot takes. */
  libraryIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  locked?: InputMaybe<Scalars['Boolean']['input']>;
  maintenance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Modbus, SNMP */
  protocol?: InputMaybe<Array<Scalars['String']['input']>>;
  repair?: InputMaybe<Scalars['Boolean']['input']>;
  /** OK, WARNING, ERROR, UNKNOWN (sensor status), MAINTENANCE, REPAIR, DISCONNECTED */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One device of the bulk add form. */
export type EquipmentInput = {
  authKey?: InputMaybe<Scalars['String']['input']>;
  authType?: InputMaybe<Scalars['String']['input']>;
  communityString?: InputMaybe<Scalars['String']['input']>;
  context?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  manufacturerModel?: InputMaybe<Scalars['ID']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  privacySecret?: InputMaybe<Scalars['String']['input']>;
  privacyType?: InputMaybe<Scalars['String']['input']>;
  protocol?: InputMaybe<Scalars['String']['input']>;
  securityLevel?: InputMaybe<Scalars['String']['input']>;
  slaveID?: InputMaybe<Scalars['Int']['input']>;
  snmpVersion?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** An equipment library: a manufacturer's model with its Modbus and/or SNMP template. */
export type EquipmentLibrary = {
  __typename?: 'EquipmentLibrary';
  archived: Scalars['Boolean']['output'];
  configID?: Maybe<Scalars['String']['output']>;
  docRevision?: Maybe<Scalars['String']['output']>;
  /** Labels of the variables (single letters) its OIDs use; each equipment gives them numbers (oidVars). */
  dynamicOIDLabels: Array<DynamicOidLabel>;
  id: Scalars['ID']['output'];
  manufacturer: Scalars['String']['output'];
  /** Device facts SNMP gateways read into the asset data of its equipment. */
  metaList: Array<LibraryMeta>;
  modbusPoints: Array<ModbusPoint>;
  modbusTemplate?: Maybe<TemplateRef>;
  model: Scalars['String']['output'];
  /** The model, as lists show it. */
  name: Scalars['String']['output'];
  /** The owning customer's name; null for Vigil's built-in libraries. */
  owner?: Maybe<Scalars['String']['output']>;
  ownerID?: Maybe<Scalars['ID']['output']>;
  /** Protocols the library has a template for: Modbus and/or SNMP. */
  protocols: Array<Scalars['String']['output']>;
  snmpPoints: Array<SnmpPoint>;
  snmpTemplate?: Maybe<TemplateRef>;
  sysObjectID?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  vertivModel?: Maybe<Scalars['String']['output']>;
};

export type EquipmentLibraryRef = {
  __typename?: 'EquipmentLibraryRef';
  id: Scalars['ID']['output'];
  manufacturer: Scalars['String']['output'];
  model: Scalars['String']['output'];
  name: Scalars['String']['output'];
  owner?: Maybe<Scalars['String']['output']>;
};

/** An event of an equipment's life (Equipment Logs): status changes, disconnects, toggles, edits. */
export type EquipmentLog = {
  __typename?: 'EquipmentLog';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** created, edited, maintenance, repair, locked, disconnected, connected, status, files */
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** Who did it; null for what the gateway reported. */
  userName?: Maybe<Scalars['String']['output']>;
};

export type EquipmentLogPage = {
  __typename?: 'EquipmentLogPage';
  items: Array<EquipmentLog>;
  total: Scalars['Int']['output'];
};

export type EquipmentMeta = {
  __typename?: 'EquipmentMeta';
  label: Scalars['String']['output'];
  oid?: Maybe<Scalars['String']['output']>;
  /** number, string, date or firmware */
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One asset datum of an equipment as edited on the Assets screen. */
export type EquipmentMetaInput = {
  label: Scalars['String']['input'];
  /** number, string, date or firmware */
  type: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type EquipmentPage = {
  __typename?: 'EquipmentPage';
  items: Array<Equipment>;
  total: Scalars['Int']['output'];
};

/** An item of a gateway's action queue (spec core §3). Credentials given with it are never returned. */
export type GatewayAction = {
  __typename?: 'GatewayAction';
  /** The action type, e.g. SNMP_WALK. */
  action: Scalars['String']['output'];
  batch?: Maybe<ActionBatch>;
  createdAt: Scalars['String']['output'];
  /** Who queued it. */
  createdBy?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  files: Array<ActionFile>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  gatewayID: Scalars['ID']['output'];
  /** STD, HA1 or HA2: the HA2 node keeps its own queue. */
  gatewayType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The address it acts on; a Find Equipment range; null for the gateway itself. */
  ip?: Maybe<Scalars['String']['output']>;
  /** Every address of a Configure Card(s) chunk. */
  ips: Array<Scalars['String']['output']>;
  /** The spec's label, e.g. 'SNMP Walk'. */
  label: Scalars['String']['output'];
  meta: Array<ActionMeta>;
  mibChecksum?: Maybe<Scalars['String']['output']>;
  offset: Scalars['Int']['output'];
  output?: Maybe<Scalars['String']['output']>;
  perIp: Array<ActionIpResult>;
  progress?: Maybe<ActionProgress>;
  /** Read Registers: the words read, once it has succeeded; null for other kinds. */
  registers?: Maybe<RegisterBlock>;
  /** Whether the gateway was in listen mode when the action was queued. */
  slave: Scalars['Boolean']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  /** PENDING, IN_PROGRESS, SUCCESS, FAILED or CANCELLED. */
  status: Scalars['String']['output'];
};

export type GatewayFilters = {
  disconnected?: InputMaybe<Scalars['Boolean']['input']>;
  listenTriggered?: InputMaybe<Scalars['Boolean']['input']>;
  slave?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GatewayRef = {
  __typename?: 'GatewayRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A node of an HA pair: the MASTER polls; the BACKUP checks in and takes over when the master goes silent. */
export type HaNode = {
  __typename?: 'HaNode';
  /** When the node last checked in (ISO 8601). */
  lastUpdated?: Maybe<Scalars['String']['output']>;
  /** HA1 or HA2. */
  node: Scalars['String']['output'];
  /** MASTER or BACKUP. */
  role: Scalars['String']['output'];
  version?: Maybe<Scalars['String']['output']>;
};

/** A heat map of an overlay view: colorA at valueA, colorB half way, colorC at valueC (spec core §3). */
export type HeatMap = {
  __typename?: 'HeatMap';
  colorA: Scalars['String']['output'];
  colorB: Scalars['String']['output'];
  colorC: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  valueA: Scalars['Float']['output'];
  valueC: Scalars['Float']['output'];
};

/** A heat map to keep: with id, one of the view's to change; without, a new one. Maps left out are deleted. */
export type HeatMapInput = {
  colorA?: InputMaybe<Scalars['String']['input']>;
  colorB?: InputMaybe<Scalars['String']['input']>;
  colorC?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  valueA: Scalars['Float']['input'];
  valueC: Scalars['Float']['input'];
};

export type ImageTransform = {
  __typename?: 'ImageTransform';
  rotation: Scalars['Float']['output'];
  scale: Scalars['Float']['output'];
  translateX: Scalars['Float']['output'];
  translateY: Scalars['Float']['output'];
};

export type ImageTransformInput = {
  rotation: Scalars['Float']['input'];
  scale: Scalars['Float']['input'];
  translateX: Scalars['Float']['input'];
  translateY: Scalars['Float']['input'];
};

/** One card of a Configure Card(s) import: its address and the name it gets. */
export type ImportedCardInput = {
  cardName?: InputMaybe<Scalars['String']['input']>;
  ip: Scalars['String']['input'];
};

export type LatestReading = {
  __typename?: 'LatestReading';
  createdAt?: Maybe<Scalars['String']['output']>;
  detail?: Maybe<Scalars['String']['output']>;
  disconnected: Scalars['Boolean']['output'];
  sensorID: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

/**
 * A device fact SNMP gateways read from an OID (which may use the library's variables) and file in the
 * equipment's asset data under its label. type: MODEL_NUMBER, SERIAL_NUMBER, NAME or OTHER; values
 * translate an enumerated answer, as number=text (2=Online).
 */
export type LibraryMeta = {
  __typename?: 'LibraryMeta';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  oid: Scalars['String']['output'];
  type: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

/** One fact as edited: id when it is kept; label defaults to the kind's (Model Number, Serial Number, Name). */
export type LibraryMetaInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  oid: Scalars['String']['input'];
  type: Scalars['String']['input'];
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A customer's licence: plan, devices it covers and its annual term, against the devices in use. */
export type License = {
  __typename?: 'License';
  customerID: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  /** Devices the plan covers; null for a custom plan without a count. */
  deviceLimit?: Maybe<Scalars['Int']['output']>;
  /** Equipment the customer has now. */
  devicesInUse: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  orderID?: Maybe<Scalars['ID']['output']>;
  /** True when devicesInUse is over deviceLimit. */
  overLimit: Scalars['Boolean']['output'];
  partnerID: Scalars['ID']['output'];
  partnerName: Scalars['String']['output'];
  planType: Scalars['String']['output'];
  /** One year after the start, and each year after. */
  renewsOn: Scalars['String']['output'];
  startsOn: Scalars['String']['output'];
};

/** A document partners may download (sales sheets, install guides…), from the partner portal's Docs. */
export type MarketingDocument = {
  __typename?: 'MarketingDocument';
  category: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Path that downloads the document (signed in, as a partner's user or super user). */
  downloadPath: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The partner it is for; null when every partner sees it. */
  partnerID?: Maybe<Scalars['ID']['output']>;
  size: Scalars['Int']['output'];
  /** Path of a small preview image; null when the document has none. */
  thumbnailPath?: Maybe<Scalars['String']['output']>;
};

/**
 * A demo, pricing or partnership request from the public site (spec access §3 marketing request),
 * as super users list them.
 */
export type MarketingRequest = {
  __typename?: 'MarketingRequest';
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When it was mailed to the sales address; null while only stored. */
  mailedAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** 50 DEVICE, 100 DEVICE, 150 DEVICE, CUSTOM, or UNKNOWN when none was chosen. */
  planType: Scalars['String']['output'];
  /** The brand the visitor saw. */
  productName: Scalars['String']['output'];
  /** demo, Pricing or Partnership Info */
  type: Scalars['String']['output'];
};

/** A named value of an enumerated INTEGER (or a bit of BITS): upsBatteryStatus's batteryNormal(2). */
export type MibEnum = {
  __typename?: 'MibEnum';
  label: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

/** A MIB module a customer may use: one Vigil ships (builtIn), or one the customer uploaded. */
export type MibModule = {
  __typename?: 'MibModule';
  builtIn: Scalars['Boolean']['output'];
  /** When it was uploaded (or last replaced); null for a built-in module. */
  createdAt?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name; null for a built-in module. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The module's name: UPS-MIB. */
  name: Scalars['String']['output'];
  objectCount: Scalars['Int']['output'];
};

/** One object of a MIB module: a node of the OID tree with its SMI facts. */
export type MibObject = {
  __typename?: 'MibObject';
  /** read-only, read-write, not-accessible … (MAX-ACCESS, or SMIv1 ACCESS). */
  access?: Maybe<Scalars['String']['output']>;
  /** The DESCRIPTION, one line a paragraph, without the MIB's indentation. */
  description?: Maybe<Scalars['String']['output']>;
  /** The named values of an enumeration, in the MIB's order; empty otherwise. */
  enums: Array<MibEnum>;
  /** The SMI macro that defines it: OBJECT-TYPE, OBJECT IDENTIFIER, OBJECT-IDENTITY, NOTIFICATION-TYPE, MODULE-IDENTITY … */
  kind: Scalars['String']['output'];
  /** The module that defines it. */
  module: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Numeric, without a leading dot (1.3.6.1.2.1.33.1.2.4). */
  oid: Scalars['String']['output'];
  /** For an OBJECT-TYPE: scalar (read at .0), table, row, or column (read at a row's index); null otherwise. */
  shape?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  /** As the MIB writes it: INTEGER (0..100), DisplayString (SIZE (0..63)), NonNegativeInteger … */
  syntax?: Maybe<Scalars['String']['output']>;
  /** The UNITS clause: percent, 0.1 Volt DC … */
  units?: Maybe<Scalars['String']['output']>;
};

export type MibObjectPage = {
  __typename?: 'MibObjectPage';
  items: Array<MibObject>;
  total: Scalars['Int']['output'];
};

/** A Modbus register point of an equipment library (spec core §3 modbusPoints). */
export type ModbusPoint = {
  __typename?: 'ModbusPoint';
  addressDataType?: Maybe<Scalars['String']['output']>;
  addressOffset: Scalars['Int']['output'];
  alarmOnly: Scalars['Boolean']['output'];
  /** Per state, by index: Normal, Warning or Alarm; a state without one is Normal. */
  conditions: Array<Scalars['String']['output']>;
  dataType: Scalars['String']['output'];
  error?: Maybe<Scalars['Float']['output']>;
  functionCode: Scalars['Int']['output'];
  greenTo?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  mask?: Maybe<Scalars['Int']['output']>;
  multiplier: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The same as numberOfRegisters, under the name the edit form sends. */
  numOfReg: Scalars['Int']['output'];
  numberOfRegisters: Scalars['Int']['output'];
  offset: Scalars['Float']['output'];
  redTo?: Maybe<Scalars['Float']['output']>;
  /** The sensor monitoring this point on an equipment, when asked for one. */
  sensorID?: Maybe<Scalars['ID']['output']>;
  startingRegister: Scalars['Int']['output'];
  states: Array<Scalars['String']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  warning?: Maybe<Scalars['Float']['output']>;
  /**
   * How a 32-bit value's bytes arrive, A the most significant: ABCD (high word first), CDAB (low
   * word first), BADC (bytes swapped in each word) or DCBA (little-endian). 16-bit types are
   * byte-swapped by BADC and DCBA only.
   */
  wordOrder: Scalars['String']['output'];
  yellowTo?: Maybe<Scalars['Float']['output']>;
};

/**
 * Read Registers (our own action): a block of one Modbus device's registers, read once through
 * the gateway for the Add Modbus Template preview.
 */
export type ModbusReadInput = {
  /** How many registers, 1 to 50 (core §9 block read size). */
  count: Scalars['Int']['input'];
  /** 1 status coil, 2 input contacts, 3 holding registers, 4 input registers. */
  functionCode: Scalars['Int']['input'];
  /** The device's Modbus TCP port (default 502). */
  port?: InputMaybe<Scalars['Int']['input']>;
  /** The unit (slave) id (default 1). */
  slaveID?: InputMaybe<Scalars['Int']['input']>;
  /** The protocol (0-based) address of the first register. */
  startingRegister: Scalars['Int']['input'];
};

/** One register of a Modbus template as the Add Modbus Template page sends it (spec core §5 register rules). */
export type ModbusRegisterInput = {
  addressDataType?: InputMaybe<Scalars['String']['input']>;
  addressOffset?: InputMaybe<Scalars['Int']['input']>;
  alarmOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** UINT16, UINT32, INT16, INT32 or FLOAT. */
  dataType: Scalars['String']['input'];
  /** 1 status coil, 2 input contacts, 3 holding registers, 4 input registers. */
  functionCode: Scalars['Int']['input'];
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  mask?: InputMaybe<Scalars['Int']['input']>;
  multiplier?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  numOfReg: Scalars['Int']['input'];
  offset?: InputMaybe<Scalars['Float']['input']>;
  redTo?: InputMaybe<Scalars['Float']['input']>;
  /** The protocol (0-based) address of the first register. */
  startingRegister: Scalars['Int']['input'];
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  unit?: InputMaybe<Scalars['String']['input']>;
  /** ABCD, CDAB, BADC or DCBA (BE and LE are read as ABCD and CDAB); 32-bit types only. */
  wordOrder?: InputMaybe<Scalars['String']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Acknowledges an open alarm with a comment; who and when are kept. */
  acknowledgeAlarm: Alarm;
  /** Acknowledges the alarm of an acknowledge link, signed out; 'Invalid token' when it is wrong or expired. */
  acknowledgeAlarmByToken: Alarm;
  /** Activates the verified secret ('Problem activating MFA' otherwise) and answers recovery codes. */
  activateTotp: TotpActivation;
  /** Creates a library of the customer's (permission cl); the model must be new among its libraries. */
  addEquipmentList: EquipmentLibrary;
  /**
   * Queues an action (spec core §7). A gateway not in listen mode is asked to listen at its next
   * check-in. Kinds the Vigil agent cannot perform are refused with the reason.
   */
  addGatewayAction: ActionRecord;
  /**
   * Makes the gateway an HA pair and answers the token of its second node (HA2), shown once.
   * Asking again replaces the HA2 token; the old one stops working at once.
   */
  addGatewayHaNode: RegisteredGateway;
  /** Creates or replaces a library's Modbus template from register rows, all or nothing (permission ul). */
  addModbusTemplate: EquipmentLibrary;
  /** A new overlay view on an image of the customer (its id or URL); its creator may do everything with it. */
  addOverlayView: OverlayView;
  addPublicSurveyComment: SurveyComment;
  addQuoteComment: QuoteComment;
  /** Schedules a view's report; the user must be able to update the view. */
  addReportSchedule: ReportSchedule;
  /**
   * Manage Sensors' one save, all or nothing (permission ad2, and dd2 with deleteSensors): starts
   * monitoring library points of an equipment, updates the settings of its sensors named by
   * sensorID, and stops monitoring deleteSensors. oidVars, when given, replace the equipment's
   * numbers for the variables of its library's OIDs; with dynamicConversions new sensors' names get
   * those numbers ('{x}' in the name, else '(Module 2)' after it). A refused call changes nothing;
   * points already monitored or not in the library are reported in fails.
   */
  addSensors: AddSensorsResult;
  addSurveyComment: SurveyComment;
  /**
   * Shares the view with each address: read, and update or share when asked. An address of no user
   * yet is invited by e-mail when the user may share outside the company (so).
   */
  addViewUser: AddViewUserResult;
  /** Makes the order of a proposal (its visible id); 'Failed to load' when it cannot. */
  createOrder: Order;
  /** A public link to the view, working for expireDays days (1 by default, at most 365). */
  createShareLink: ShareLink;
  /** Turns MFA off with the user's password ('Problem deactivating MFA' otherwise). */
  deactivateTotp: Scalars['Boolean']['output'];
  /** Deletes an alarm rule; its open alarm clears. */
  deleteAlarmRule: Scalars['Boolean']['output'];
  /** Deletes a device with its sensors, readings, traps and files; widgets lose those sensors. */
  deleteEquipment: Scalars['Boolean']['output'];
  deleteEquipmentFile: Scalars['Boolean']['output'];
  /** Deletes a library no equipment uses, with its templates (permission dl); 'Unable to delete template.' otherwise. */
  deleteEquipmentLib: Scalars['Boolean']['output'];
  /** Deletes a gateway with all its equipment, sensors, readings and files. */
  deleteGateway: Scalars['Boolean']['output'];
  /**
   * Removes an action: a pending one leaves the queue, a running one is cancelled. With batchLabel,
   * every unfinished action of that batch goes.
   */
  deleteGatewayAction: Scalars['Boolean']['output'];
  /** Removes a partner's logo (partner admins and super users). */
  deleteLogo: Scalars['Boolean']['output'];
  /** Removes a marketing document (super users). */
  deleteMarketingDocument: Scalars['Boolean']['output'];
  /** Deletes one of the customer's modules (permission cl or ul); false when it has none of that name. */
  deleteMib: Scalars['Boolean']['output'];
  /** Deletes a Modbus register; refused while active sensors read it ('There are {n} active sensors that depend on this register. It cannot be deleted.'). */
  deleteModbusRegister: Scalars['Boolean']['output'];
  deletePartnerMib: Scalars['Boolean']['output'];
  deletePublicSurveyAttachment: Scalars['Boolean']['output'];
  deleteQuote: Scalars['Boolean']['output'];
  /** Deletes a kept report and its file: its creator, or a user who can update its view. */
  deleteReport: Scalars['Boolean']['output'];
  deleteReportSchedule: Scalars['Boolean']['output'];
  /** Deletes an OID; refused while active sensors read it (the same message with 'OID'). */
  deleteSNMPRegister: Scalars['Boolean']['output'];
  deleteSensors: Scalars['Int']['output'];
  deleteSurveyAttachment: Scalars['Boolean']['output'];
  deleteTag: Scalars['Boolean']['output'];
  /** Deletes a template (deleteTemplates: dt); the views stamped from it stay, as ordinary views. */
  deleteTemplate: Scalars['Boolean']['output'];
  /** Removes a user of the company; never oneself nor the company's last manager of users. */
  deleteUser: Scalars['Boolean']['output'];
  deleteView: Scalars['Boolean']['output'];
  /** Takes a user off the view (id is the user's). */
  deleteViewUser: Scalars['Boolean']['output'];
  /** Deletes a widget and its place in the layouts. */
  deleteWidget: Scalars['Boolean']['output'];
  duplicateWidget: Widget;
  /**
   * Sets a user's home page (null: the default). One's own always; another user's with mu on the
   * company. Signing in lands there.
   */
  editCustomerHomePage: Scalars['Boolean']['output'];
  /**
   * Replaces users' roles on the company and answers how many users changed. Only codes the editor
   * holds can be given; nobody changes their own roles; the last manager of users stays one.
   */
  editCustomerPermissions: Scalars['Int']['output'];
  /**
   * Edits a library's own fields (permission ul); 'There is already a library for '{model}'.' unless
   * the model is unchanged. dynamicOIDLabels and metaList, when given, replace the library's whole.
   */
  editEquipmentLib: EquipmentLibrary;
  /** Edits one Modbus register of a library the customer owns (permission ul); returns the template's points. */
  editModbusRegister: Array<ModbusPoint>;
  editPartnerUser: PartnerUser;
  /** Edits one OID of a library the customer owns (permission ul); returns the template's points. */
  editSNMPRegister: Array<SnmpPoint>;
  /**
   * Updates a profile: the signed-in user's own (no userID), or, for a manager of users or a super
   * user, another user's of a company they manage. partnerID and partnerAdmin are super users' to set.
   */
  editUser: User;
  /**
   * Sends a forgot-password link (valid one hour, once). True whether or not the address has an
   * account; it fails only when mail cannot go (spec access §2 messages).
   */
  generatePasswordToken: Scalars['Boolean']['output'];
  /** Starts MFA set-up: a new secret, not yet active ('Problem getting code' when it cannot). */
  generateTotp: TotpSetup;
  /** Creates (or, with libraryID, replaces the SNMP template of) a library from OID points. */
  importEquipmentTemplateSNMP: EquipmentLibrary;
  /**
   * Parses a MIB file and keeps its module for the customer (permission cl or ul), replacing its
   * module of the same name; imports must be built in or uploaded first. A file that does not parse
   * is refused with 'line N: reason'.
   */
  importMib: MibModule;
  /** Creates (or, with libraryID, replaces the Modbus template of) a library from CSV rows. */
  importModbusTemplateCSV: EquipmentLibrary;
  /**
   * Keeps a MIB file for the partner's customers and parses it in the background (partner admins and
   * super users); the answer is installing until the parse ends. A module of the same name is replaced.
   */
  importPartnerMib: PartnerMib;
  /** Invites an address as the partner's user (partner admins and super users). */
  invitePartnerUser: PartnerUser;
  /** Invites an address to the company with roles; the 24-hour link is mailed ('Unable to add user.'). */
  inviteToCompany: CompanyUser;
  /** Creates a customer company, under a partner (super users choose; a partner admin's own). */
  newCustomer: Account;
  /** Creates a partner (super users). */
  newPartner: Account;
  newTag: ViewTag;
  /**
   * A template from a view (CAN_CREATE_TEMPLATES: ct, and read on the view): the equipment its
   * widgets read (their sensors' and their own) become its slots, in the domain's slot order
   * (templateSlotOrder: by equipment name ignoring case, then id), one name each in equipmentNames
   * (at most 100 characters). A widget showing a gateway is kept when it is its own equipment's
   * gateway or the only gateway of the view's equipment. makeDefault offers it for its libraries'
   * equipment: the customer's other templates with a slot of those libraries stop being default.
   */
  newTemplate: Template;
  /**
   * A view stamped from a template of the customer, checked as newView checks a view: equipment
   * gives a device of the customer for each slot, in slot order, of the slot's library and protocol
   * ('Unable to create view' otherwise, naming equipment.N); the widgets read that device's sensors.
   * A register a device has no sensor for yet gets one, with the template's settings;
   * overwriteThresholds also gives the devices' existing sensors the template's settings (both need
   * the add/edit devices right). One transaction: nothing is written when it cannot be made.
   */
  newTemplateView: View;
  newView: View;
  /** Adds a widget to a view and places it at the bottom of every saved layout. */
  newWidget: Widget;
  /**
   * Onboarding (/survey/onboard): a new customer company under the partner and its site survey, in
   * one step.
   */
  onboardCustomer: SiteSurvey;
  /** Adds a device to a gateway; one sensor is created per point of the library. */
  onboardEquipment: Equipment;
  /** Adds many devices to a gateway at once: all of them, or none with the first refusal. */
  onboardEquipmentList: Array<Equipment>;
  /**
   * Brings stamped views back to the template on the equipment they were stamped on: those named
   * (the update right on each), or without viewIDs every out-of-sync one the user may update. Every
   * view is checked before any is written; then one transaction per view.
   */
  reapplyTemplate: TemplateReapplyResult;
  /**
   * Registers a gateway; the answer holds its token, shown this once. externalID is the appliance's
   * own id (serial number): one gateway per appliance.
   */
  registerGateway: RegisteredGateway;
  /** Mails a new link to an invited user who has not verified yet ('Invitation not sent'). */
  reinviteToCompany: Scalars['Boolean']['output'];
  /** Removes a user from the partner (never oneself). */
  removePartnerUser: Scalars['Boolean']['output'];
  /** Makes a new link (answered once); the old one stops working. */
  renewSurveyLink: SiteSurvey;
  /** Saves a new order of the pending actions; running ones keep their place. */
  reorderActionQueue: Array<GatewayAction>;
  /**
   * A public demo, pricing or partnership request (signed out). allowedToken is the ALTCHA
   * proof-of-work solution ('Must be human'); a filled honeypot (title) is answered true and dropped.
   * Stored, then mailed to SALES_EMAIL; rate limited per address. 'Request failed, try again later.'
   */
  requestDemo: Scalars['Boolean']['output'];
  /** Sets a new password with a forgot-password link; the link is spent and other sessions end. */
  resetPassword: Scalars['Boolean']['output'];
  /** Restarts a timer for its repeat interval. */
  resetTimer: Timer;
  /** Changes the signed-in user's password (not for single sign-on users). */
  resetUserPassword: Scalars['Boolean']['output'];
  /** Stops a public link at once. */
  revokeShareLink: Scalars['Boolean']['output'];
  /** A new token for the gateway (Rotate Certificate): the old one stops working at once. */
  rotateGatewayToken: RegisteredGateway;
  /**
   * Adds an alarm rule to the view, or changes one (ruleID). 'Invalid syntax' when the condition
   * does not parse; every sensor must be the view's customer's.
   */
  saveAlarmRule: AlarmRule;
  /** Sets a customer's licence (super users). */
  saveLicense: License;
  /** Replaces the view's overlays and heat maps with these, in one transaction (ours). */
  saveOverlays: OverlayView;
  /** Creates (without id) or edits a quote; an edit adds one to its revision. */
  saveQuote: Quote;
  /** Creates (without id) or edits a site survey; a new one gets an active link (its url answered once). */
  saveSiteSurvey: SiteSurvey;
  /** Queues a run of the schedule now (to test it); one process sends it. */
  sendReportNow: ReportSchedule;
  /** Mails the survey's link to its site contact (a new link: the old one stops working). */
  sendSiteSurvey: SiteSurvey;
  /** Sends a test message on every channel the user has (e-mail; SMS with a phone number). */
  sendTestAlert: Array<TestAlertResult>;
  /** Turns listen mode on (asked at the gateway's next check-in) or off (at once). */
  setActivateSlave: Array<Network>;
  /** Locked equipment cannot be edited or deleted until it is unlocked. */
  setLockedMode: Equipment;
  setMaintenanceMode: Equipment;
  /**
   * Sets a status reached, with its date (now when absent). Technicians set Configured, Installed
   * and Complete; billing Ordered, Received, Shipped and Billed; partner admins and super users all.
   * Statuses are reached in order. Complete starts (or renews) the customer's licence.
   */
  setOrderStatus: Order;
  setRepairMode: Equipment;
  /** Turns the public link off or on again. */
  setSurveyLinkActive: SiteSurvey;
  /** Signs in with e-mail and password; fails with 'Unable to login with the provided credentials.' or the lockout message. */
  signIn: SignInResult;
  /** Completes a sign-in that needs a second factor with a six-digit authenticator code. */
  signInWithCode: SignInResult;
  /** Ends the session. */
  signOut: Scalars['Boolean']['output'];
  /**
   * A bug report from /feedback/bug (signed in): kept and mailed to the configured address
   * (BUG_REPORT_EMAIL). True once the mail server accepted it; false when it was kept but not
   * mailed (no address configured, or the mail refused). At most 10 a user an hour.
   */
  submitBugReport: Scalars['Boolean']['output'];
  updateBasis: Widget;
  updateCompanySettings: CompanySettings;
  /**
   * Edits a device: its name, address and notes; SNMP credentials left empty keep the stored ones.
   * Refused while the equipment is locked.
   */
  updateEquipment: Equipment;
  /** Replaces the equipment's asset data (Assets screen). */
  updateEquipmentAsset: EquipmentAsset;
  /** Renames a gateway or changes its poll interval; the agent picks it up at its next check-in. */
  updateGateway: Network;
  updateOrder: Order;
  /** Puts another image of the customer under the overlays. */
  updateOverlayImage: OverlayView;
  /** Renames and resizes an overlay view; x, y and rotation place the image (ours). */
  updateOverlayView: OverlayView;
  /** The site contact's answers through the public link. */
  updatePublicSurvey: SiteSurvey;
  updateReportSchedule: ReportSchedule;
  /**
   * Sets a company's single sign-on: the IdP by metadata URL (fetched now) or XML, and whether it is
   * on. The service provider's key pair is made on first save and kept.
   */
  updateSamlConfig: SamlConfig;
  /**
   * Sends a new verification link to an address that is still unverified (the resend page). The
   * answer is true whether or not the address has an account; it fails only when mail cannot go.
   */
  updateToken: Scalars['Boolean']['output'];
  /**
   * The signed-in user's own alert kinds per view (spec core §7 updateUserAlerts); with the token of
   * an alert e-mail instead, the user that e-mail went to.
   */
  updateUserAlerts: Array<UserViewAlerts>;
  /** Renames and retags a view (nameOnly leaves tags as they are); trendSync sets the trend v2 sync toggle. */
  updateView: View;
  /** Sets users' alert kinds on a view (spec core §7); users without read on it are refused. */
  updateViewAlerts: Array<ViewUserAlerts>;
  /** Saves the layout (JSON text, per screen size) of view id; returns the layout as stored. */
  updateViewLayout: Scalars['String']['output'];
  /** Saves the users' rights on the view, and whether it is public (cpv). */
  updateViewUsers: Scalars['Boolean']['output'];
  updateWidget: Widget;
  /** Checks a code of the secret being set up; true when it is right. */
  verifyTotp: Scalars['Boolean']['output'];
  /**
   * Sets an invited user's password with their verification link (once, within 24 hours), by the
   * password rules of spec access §5; they then sign in as usual.
   */
  verifyUser: Scalars['Boolean']['output'];
};

export type MutationAcknowledgeAlarmArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationAcknowledgeAlarmByTokenArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};

export type MutationAddEquipmentListArgs = {
  customerID: Scalars['ID']['input'];
  manufacturer: Scalars['String']['input'];
  modbusTemplateID?: InputMaybe<Scalars['ID']['input']>;
  model: Scalars['String']['input'];
  revision?: InputMaybe<Scalars['String']['input']>;
  snmpTemplateID?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MutationAddGatewayActionArgs = {
  action: Scalars['String']['input'];
  actionID?: InputMaybe<Scalars['ID']['input']>;
  cardConfig?: InputMaybe<CardConfigInput>;
  cardConfigFileID?: InputMaybe<Scalars['ID']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  firmwareUpdates?: InputMaybe<Array<Scalars['String']['input']>>;
  gatewayID: Scalars['ID']['input'];
  gatewayType?: InputMaybe<Scalars['String']['input']>;
  importedInfo?: InputMaybe<Array<ImportedCardInput>>;
  ip?: InputMaybe<Scalars['String']['input']>;
  ips?: InputMaybe<Array<Scalars['String']['input']>>;
  modbusRead?: InputMaybe<ModbusReadInput>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  probe?: InputMaybe<ProbeInput>;
  snmpCreds?: InputMaybe<SnmpCredsInput>;
  snmpCredsList?: InputMaybe<Array<SnmpCredsInput>>;
  snmpWalk?: InputMaybe<SnmpWalkInput>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAddGatewayHaNodeArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
};

export type MutationAddModbusTemplateArgs = {
  customerID: Scalars['ID']['input'];
  libraryID: Scalars['ID']['input'];
  registers: Array<ModbusRegisterInput>;
};

export type MutationAddOverlayViewArgs = {
  customerID: Scalars['ID']['input'];
  height: Scalars['Float']['input'];
  image: Scalars['String']['input'];
  name: Scalars['String']['input'];
  width: Scalars['Float']['input'];
};

export type MutationAddPublicSurveyCommentArgs = {
  author: Scalars['String']['input'];
  comment: Scalars['String']['input'];
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  token: Scalars['String']['input'];
};

export type MutationAddQuoteCommentArgs = {
  comment: Scalars['String']['input'];
  quoteID: Scalars['ID']['input'];
};

export type MutationAddReportScheduleArgs = {
  customerID: Scalars['ID']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
  range: TimeRange;
  recipients: Array<Scalars['String']['input']>;
  time: Scalars['String']['input'];
  timeZone: Scalars['String']['input'];
  viewID: Scalars['ID']['input'];
};

export type MutationAddSensorsArgs = {
  customerID: Scalars['ID']['input'];
  deleteSensors?: InputMaybe<Array<Scalars['ID']['input']>>;
  dynamicConversions?: InputMaybe<Scalars['Boolean']['input']>;
  equipmentID: Scalars['ID']['input'];
  oidVars?: InputMaybe<Array<OidVarInput>>;
  sensors: Array<SensorInput>;
};

export type MutationAddSurveyCommentArgs = {
  comment: Scalars['String']['input'];
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  surveyID: Scalars['ID']['input'];
};

export type MutationAddViewUserArgs = {
  customerID: Scalars['ID']['input'];
  permissions: Array<ViewUserInviteInput>;
  productName?: InputMaybe<Scalars['String']['input']>;
  viewID: Scalars['ID']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCreateOrderArgs = {
  partnerID: Scalars['ID']['input'];
  visibleID: Scalars['String']['input'];
};

export type MutationCreateShareLinkArgs = {
  customerID: Scalars['ID']['input'];
  expireDays?: InputMaybe<Scalars['Int']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
  viewID: Scalars['ID']['input'];
};

export type MutationDeactivateTotpArgs = {
  password: Scalars['String']['input'];
};

export type MutationDeleteAlarmRuleArgs = {
  customerID: Scalars['ID']['input'];
  ruleID: Scalars['ID']['input'];
  viewID: Scalars['ID']['input'];
};

export type MutationDeleteEquipmentArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

export type MutationDeleteEquipmentFileArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  key: Scalars['ID']['input'];
};

export type MutationDeleteEquipmentLibArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteGatewayArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
};

export type MutationDeleteGatewayActionArgs = {
  actionID?: InputMaybe<Scalars['ID']['input']>;
  batchLabel?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
};

export type MutationDeleteLogoArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteMarketingDocumentArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteMibArgs = {
  customerID: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type MutationDeleteModbusRegisterArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeletePartnerMibArgs = {
  key: Scalars['ID']['input'];
  partnerID: Scalars['ID']['input'];
};

export type MutationDeletePublicSurveyAttachmentArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};

export type MutationDeleteQuoteArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteReportArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteReportScheduleArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteSnmpRegisterArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteSensorsArgs = {
  customerID: Scalars['ID']['input'];
  sensors: Array<Scalars['ID']['input']>;
};

export type MutationDeleteSurveyAttachmentArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteTagArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteTemplateArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteUserArgs = {
  customerID: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};

export type MutationDeleteViewArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationDeleteViewUserArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  viewID: Scalars['ID']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationDeleteWidgetArgs = {
  id: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationDuplicateWidgetArgs = {
  id: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationEditCustomerHomePageArgs = {
  customerID: Scalars['ID']['input'];
  desktopUrl?: InputMaybe<Scalars['String']['input']>;
  userID: Scalars['ID']['input'];
};

export type MutationEditCustomerPermissionsArgs = {
  customerID: Scalars['ID']['input'];
  permissions: Array<UserPermissionsInput>;
};

export type MutationEditEquipmentLibArgs = {
  customerID: Scalars['ID']['input'];
  dynamicOIDLabels?: InputMaybe<Array<DynamicOidLabelInput>>;
  id: Scalars['ID']['input'];
  manufacturer: Scalars['String']['input'];
  metaList?: InputMaybe<Array<LibraryMetaInput>>;
  modbusTemplateID?: InputMaybe<Scalars['ID']['input']>;
  model: Scalars['String']['input'];
  revision?: InputMaybe<Scalars['String']['input']>;
  snmpTemplateID?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MutationEditModbusRegisterArgs = {
  addressDataType?: InputMaybe<Scalars['String']['input']>;
  addressOffset?: InputMaybe<Scalars['Int']['input']>;
  alarmOnly?: InputMaybe<Scalars['Boolean']['input']>;
  conditions?: InputMaybe<Array<Scalars['String']['input']>>;
  customerID: Scalars['ID']['input'];
  dataType: Scalars['String']['input'];
  functionCode: Scalars['Int']['input'];
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  mask?: InputMaybe<Scalars['Int']['input']>;
  multiplier?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  numOfReg: Scalars['Int']['input'];
  offset?: InputMaybe<Scalars['Float']['input']>;
  redTo?: InputMaybe<Scalars['Float']['input']>;
  startingRegister: Scalars['Int']['input'];
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  unit?: InputMaybe<Scalars['String']['input']>;
  wordOrder?: InputMaybe<Scalars['String']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationEditPartnerUserArgs = {
  partnerAdmin: Scalars['Boolean']['input'];
  partnerID: Scalars['ID']['input'];
  partnerRoles: Array<Scalars['String']['input']>;
  userID: Scalars['ID']['input'];
};

export type MutationEditSnmpRegisterArgs = {
  alarmOnly?: InputMaybe<Scalars['Boolean']['input']>;
  conditions?: InputMaybe<Array<Scalars['String']['input']>>;
  customerID: Scalars['ID']['input'];
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  multiplier?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Float']['input']>;
  oid: Scalars['String']['input'];
  redTo?: InputMaybe<Scalars['Float']['input']>;
  renamedUnit?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  strMask?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationEditUserArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  partnerAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationGeneratePasswordTokenArgs = {
  email: Scalars['String']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationGenerateTotpArgs = {
  isMsAuth?: InputMaybe<Scalars['Boolean']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationImportEquipmentTemplateSnmpArgs = {
  customerID: Scalars['ID']['input'];
  libraryID?: InputMaybe<Scalars['ID']['input']>;
  manufacturer: Scalars['String']['input'];
  model: Scalars['String']['input'];
  oids: Array<SnmpPointInput>;
  sysObjectID?: InputMaybe<Scalars['String']['input']>;
  vertivModel?: InputMaybe<Scalars['String']['input']>;
};

export type MutationImportMibArgs = {
  customerID: Scalars['ID']['input'];
  fileName: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type MutationImportModbusTemplateCsvArgs = {
  csv: Scalars['String']['input'];
  customerID: Scalars['ID']['input'];
  libraryID?: InputMaybe<Scalars['ID']['input']>;
  manufacturer: Scalars['String']['input'];
  model: Scalars['String']['input'];
};

export type MutationImportPartnerMibArgs = {
  fileName: Scalars['String']['input'];
  partnerID: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MutationInvitePartnerUserArgs = {
  email: Scalars['String']['input'];
  partnerAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  partnerID: Scalars['ID']['input'];
  partnerRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationInviteToCompanyArgs = {
  customerID: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MutationNewCustomerArgs = {
  name: Scalars['String']['input'];
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationNewPartnerArgs = {
  name: Scalars['String']['input'];
};

export type MutationNewTagArgs = {
  customerID: Scalars['ID']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  parentID?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationNewTemplateArgs = {
  customerID: Scalars['ID']['input'];
  equipmentNames: Array<Scalars['String']['input']>;
  makeDefault?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  viewID: Scalars['ID']['input'];
};

export type MutationNewTemplateViewArgs = {
  alerts?: InputMaybe<Array<ViewAlertsInput>>;
  customerID: Scalars['ID']['input'];
  equipment: Array<Scalars['ID']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  overwriteThresholds?: InputMaybe<Scalars['Boolean']['input']>;
  permissions?: InputMaybe<Array<NewViewPermissionInput>>;
  tagIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  templateID: Scalars['ID']['input'];
  templateOwner?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationNewViewArgs = {
  alerts?: InputMaybe<Array<ViewAlertsInput>>;
  assetOptions?: InputMaybe<Scalars['String']['input']>;
  customerID: Scalars['ID']['input'];
  equipmentIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  permissions?: InputMaybe<Array<NewViewPermissionInput>>;
  tagIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  trendV2?: InputMaybe<Scalars['Boolean']['input']>;
  viewType?: InputMaybe<Scalars['String']['input']>;
};

export type MutationNewWidgetArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  viewID: Scalars['ID']['input'];
  widget: WidgetInput;
};

export type MutationOnboardCustomerArgs = {
  customerName: Scalars['String']['input'];
  partnerID: Scalars['ID']['input'];
  survey: SiteSurveyInput;
};

export type MutationOnboardEquipmentArgs = {
  authKey?: InputMaybe<Scalars['String']['input']>;
  authType?: InputMaybe<Scalars['String']['input']>;
  communityString?: InputMaybe<Scalars['String']['input']>;
  context?: InputMaybe<Scalars['String']['input']>;
  customerID: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  gatewayID: Scalars['ID']['input'];
  ip?: InputMaybe<Scalars['String']['input']>;
  manufacturerModel?: InputMaybe<Scalars['ID']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  privacySecret?: InputMaybe<Scalars['String']['input']>;
  privacyType?: InputMaybe<Scalars['String']['input']>;
  protocol?: InputMaybe<Scalars['String']['input']>;
  securityLevel?: InputMaybe<Scalars['String']['input']>;
  slaveID?: InputMaybe<Scalars['Int']['input']>;
  snmpVersion?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type MutationOnboardEquipmentListArgs = {
  customerID: Scalars['ID']['input'];
  equipment: Array<EquipmentInput>;
  gatewayID: Scalars['ID']['input'];
};

export type MutationReapplyTemplateArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  viewIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MutationRegisterGatewayArgs = {
  customerID: Scalars['ID']['input'];
  externalID?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  pollInterval?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationReinviteToCompanyArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRemovePartnerUserArgs = {
  partnerID: Scalars['ID']['input'];
  userID: Scalars['ID']['input'];
};

export type MutationRenewSurveyLinkArgs = {
  id: Scalars['ID']['input'];
};

export type MutationReorderActionQueueArgs = {
  actions: Array<ActionOrderInput>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
};

export type MutationRequestDemoArgs = {
  allowedToken: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  planType?: InputMaybe<Scalars['String']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type MutationResetPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationResetTimerArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  timerID: Scalars['ID']['input'];
  viewID?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationResetUserPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type MutationRevokeShareLinkArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationRotateGatewayTokenArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
};

export type MutationSaveAlarmRuleArgs = {
  condition: Array<AlarmRuleTokenInput>;
  customerID: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  result: Scalars['String']['input'];
  ruleID?: InputMaybe<Scalars['ID']['input']>;
  viewID: Scalars['ID']['input'];
};

export type MutationSaveLicenseArgs = {
  customerID: Scalars['ID']['input'];
  deviceLimit?: InputMaybe<Scalars['Int']['input']>;
  planType: Scalars['String']['input'];
  startsOn: Scalars['String']['input'];
};

export type MutationSaveOverlaysArgs = {
  customerID: Scalars['ID']['input'];
  heatMaps: Array<HeatMapInput>;
  overlays: Array<OverlayInput>;
  viewID: Scalars['ID']['input'];
};

export type MutationSaveQuoteArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  partnerID: Scalars['ID']['input'];
  quote: QuoteInput;
};

export type MutationSaveSiteSurveyArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  partnerID: Scalars['ID']['input'];
  survey: SiteSurveyInput;
};

export type MutationSendReportNowArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type MutationSendSiteSurveyArgs = {
  id: Scalars['ID']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSendTestAlertArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSetActivateSlaveArgs = {
  activate: Scalars['Boolean']['input'];
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  gatewayIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  owner?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationSetLockedModeArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  locked: Scalars['Boolean']['input'];
};

export type MutationSetMaintenanceModeArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  isMaintenance: Scalars['Boolean']['input'];
};

export type MutationSetOrderStatusArgs = {
  at?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};

export type MutationSetRepairModeArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  isRepair: Scalars['Boolean']['input'];
};

export type MutationSetSurveyLinkActiveArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};

export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationSignInWithCodeArgs = {
  code: Scalars['String']['input'];
};

export type MutationSubmitBugReportArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type MutationUpdateBasisArgs = {
  basis?: InputMaybe<Scalars['Float']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

export type MutationUpdateCompanySettingsArgs = {
  customerID: Scalars['ID']['input'];
  settings: CompanySettingsInput;
};

export type MutationUpdateEquipmentArgs = {
  authKey?: InputMaybe<Scalars['String']['input']>;
  authType?: InputMaybe<Scalars['String']['input']>;
  communityString?: InputMaybe<Scalars['String']['input']>;
  context?: InputMaybe<Scalars['String']['input']>;
  customerID: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  ip?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  privacySecret?: InputMaybe<Scalars['String']['input']>;
  privacyType?: InputMaybe<Scalars['String']['input']>;
  securityLevel?: InputMaybe<Scalars['String']['input']>;
  slaveID?: InputMaybe<Scalars['Int']['input']>;
  snmpVersion?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateEquipmentAssetArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  meta: Array<EquipmentMetaInput>;
};

export type MutationUpdateGatewayArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  pollInterval?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  internalID?: InputMaybe<Scalars['String']['input']>;
  surveyID?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationUpdateOverlayImageArgs = {
  customerID: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  viewID: Scalars['ID']['input'];
};

export type MutationUpdateOverlayViewArgs = {
  customerID: Scalars['ID']['input'];
  height?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rotation?: InputMaybe<Scalars['Float']['input']>;
  viewID: Scalars['ID']['input'];
  width?: InputMaybe<Scalars['Float']['input']>;
  x?: InputMaybe<Scalars['Float']['input']>;
  y?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationUpdatePublicSurveyArgs = {
  survey: PublicSurveyInput;
  token: Scalars['String']['input'];
};

export type MutationUpdateReportScheduleArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  range?: InputMaybe<TimeRange>;
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  time?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateSamlConfigArgs = {
  customerID: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
  idpMetadataUrl?: InputMaybe<Scalars['String']['input']>;
  idpMetadataXml?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateTokenArgs = {
  email: Scalars['String']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateUserAlertsArgs = {
  alerts: Array<UserAlertsInput>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateViewArgs = {
  customerID: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  nameOnly?: InputMaybe<Scalars['Boolean']['input']>;
  tagIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  trendSync?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationUpdateViewAlertsArgs = {
  alerts: Array<ViewAlertsInput>;
  customerID: Scalars['ID']['input'];
  viewID: Scalars['ID']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateViewLayoutArgs = {
  id: Scalars['ID']['input'];
  layout: Scalars['String']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateViewUsersArgs = {
  customerID: Scalars['ID']['input'];
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  permissions: Array<ViewUserPermissionInput>;
  viewID: Scalars['ID']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateWidgetArgs = {
  id: Scalars['ID']['input'];
  imageTransform?: InputMaybe<ImageTransformInput>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  widget?: InputMaybe<WidgetInput>;
};

export type MutationVerifyTotpArgs = {
  code: Scalars['String']['input'];
};

export type MutationVerifyUserArgs = {
  acceptedTerms?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** The answer of a remote name check: the names already taken and the spec's message for them. */
export type NameValidation = {
  __typename?: 'NameValidation';
  message?: Maybe<Scalars['String']['output']>;
  taken: Array<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

/** A gateway appliance at a site (spec core §3 Network and Gateway (action view)). */
export type Network = {
  __typename?: 'Network';
  createdAt: Scalars['String']['output'];
  customerID: Scalars['ID']['output'];
  /** The company's name (the super user's list of every company's gateways shows it). */
  customerName?: Maybe<Scalars['String']['output']>;
  /** Data-source code: 2 Modbus, 5 SNMP; null for a gateway polling both. */
  dataSource?: Maybe<Scalars['Int']['output']>;
  deviceCount: Scalars['Int']['output'];
  disconnected: Scalars['Boolean']['output'];
  /** The appliance's own id (serial number), when it was registered with one. */
  externalID?: Maybe<Scalars['String']['output']>;
  gwType: Scalars['String']['output'];
  /** The second node of an HA pair (gwType HA1); null for a single gateway. */
  ha2Node?: Maybe<HaNode>;
  /** Both nodes of an HA pair, HA1 first; empty for a single gateway. */
  haNodes: Array<HaNode>;
  haStatus: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** When the gateway last checked in (ISO 8601). */
  lastUpdated?: Maybe<Scalars['String']['output']>;
  listenTriggered: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Seconds between polls. */
  pollInterval: Scalars['Int']['output'];
  /** True while the gateway is in listen mode. */
  slave: Scalars['Boolean']['output'];
  version?: Maybe<Scalars['String']['output']>;
};

/** Per-user flags for a new view (spec core §3 View user). */
export type NewViewPermissionInput = {
  author?: InputMaybe<Scalars['Boolean']['input']>;
  share?: InputMaybe<Scalars['Boolean']['input']>;
  update?: InputMaybe<Scalars['Boolean']['input']>;
  userID: Scalars['ID']['input'];
  view?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A notification the signed-in user was sent (spec core §3 Notification). */
export type Notification = {
  __typename?: 'Notification';
  ack: Scalars['Boolean']['output'];
  alertID: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The customer the alarm belongs to. */
  owner?: Maybe<Scalars['String']['output']>;
  /** The alarm's severity when it was sent: warning, error, disconnected; or cleared. */
  status: Scalars['String']['output'];
  viewName?: Maybe<Scalars['String']['output']>;
  widgetID?: Maybe<Scalars['ID']['output']>;
  widgetName?: Maybe<Scalars['String']['output']>;
};

/** An equipment's number for one variable (letter) of its library's OIDs. */
export type OidVar = {
  __typename?: 'OidVar';
  letter: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OidVarInput = {
  letter: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A partner's order and project (spec access §3 Order, §4 project order statuses). */
export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['String']['output'];
  customerID: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The partner's own reference. */
  internalID?: Maybe<Scalars['String']['output']>;
  partnerID: Scalars['ID']['output'];
  partnerName: Scalars['String']['output'];
  quoteID: Scalars['ID']['output'];
  /** Statuses the signed-in user may set now (technician and billing subsets; all for super and partner admins). */
  settableStatuses: Array<Scalars['String']['output']>;
  /** The last status reached, or null before Ordered. */
  status?: Maybe<Scalars['String']['output']>;
  /** Every status reached, in the spec's order, each with its date. */
  statusDates: Array<OrderStatusDate>;
  surveyID?: Maybe<Scalars['ID']['output']>;
  /** The proposal's visible id it was made from. */
  visibleID: Scalars['String']['output'];
};

/** The date an order reached a status, and who set it. */
export type OrderStatusDate = {
  __typename?: 'OrderStatusDate';
  at: Scalars['String']['output'];
  by?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** One overlay of an overlay view; overlays come sorted by x descending (spec core §4). */
export type Overlay = {
  __typename?: 'Overlay';
  backgroundColor?: Maybe<Scalars['String']['output']>;
  /** Null when the overlay's view cannot be read by the user (nor ever through a share link). */
  data?: Maybe<OverlayData>;
  /** A sensor overlay on a heat map: the colour of its latest reading on the map, recomputed on every load. */
  heatMapColor?: Maybe<Scalars['String']['output']>;
  heatMapID?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** sensor, view or link */
  kind: Scalars['String']['output'];
  /** Percent. */
  opacity: Scalars['Int']['output'];
  open: Scalars['Boolean']['output'];
  size: Scalars['Float']['output'];
  /** A sensor's status (ok, warning, error, unknown, disconnected) and its status colour; a view's from its counts. */
  status?: Maybe<Scalars['String']['output']>;
  statusColor?: Maybe<Scalars['String']['output']>;
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

/** What an overlay shows: a sensor, a view or a link. */
export type OverlayData = OverlayLink | OverlayViewLink | Sensor;

/**
 * An overlay to keep: with id, one of the view's to change; without, a new one (its opacity, when not
 * given, is the first existing overlay's). Overlays left out are deleted.
 */
export type OverlayInput = {
  backgroundColor?: InputMaybe<Scalars['String']['input']>;
  /** The heat map, as its index in saveOverlays' heatMaps. */
  heatMap?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  /** sensor, view or link */
  kind: Scalars['String']['input'];
  /** A link's name and address (http, https or a page of the app). */
  name?: InputMaybe<Scalars['String']['input']>;
  opacity?: InputMaybe<Scalars['Int']['input']>;
  open?: InputMaybe<Scalars['Boolean']['input']>;
  sensorID?: InputMaybe<Scalars['ID']['input']>;
  size: Scalars['Float']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
  /** The view a view overlay opens; left out with an id, the overlay keeps the view it has. */
  viewID?: InputMaybe<Scalars['ID']['input']>;
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

/** A web address, or a page of the app, on an overlay view. */
export type OverlayLink = {
  __typename?: 'OverlayLink';
  /** Empty when the link has no name. */
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** An image with sensor, view and link overlays and heat maps (spec core §3 Overlay view). */
export type OverlayView = {
  __typename?: 'OverlayView';
  canDelete: Scalars['Boolean']['output'];
  canShare: Scalars['Boolean']['output'];
  canUpdate: Scalars['Boolean']['output'];
  customerID: Scalars['ID']['output'];
  heatMaps: Array<HeatMap>;
  height: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Where the image is served (POST /files/images uploads one). */
  image: Scalars['String']['output'];
  imageID: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  overlays: Array<Overlay>;
  rotation: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

/** Another view of the customer on an overlay view, with its status counts. */
export type OverlayViewLink = {
  __typename?: 'OverlayViewLink';
  /** Not reported by any gateway yet: always null. */
  battery?: Maybe<Scalars['Float']['output']>;
  disconnected: Scalars['Int']['output'];
  errors: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  viewID: Scalars['ID']['output'];
  /** dashboard, asset or overlay: which page opens it. */
  viewType: Scalars['String']['output'];
  warnings: Scalars['Int']['output'];
};

/** A partner's logo (spec access §3 Logos), shown in the partner theme's header. */
export type PartnerLogo = {
  __typename?: 'PartnerLogo';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Path of the image. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/**
 * A MIB module a partner uploaded (spec access §3 MIBs): its customers' libraries resolve OIDs with it
 * as with their own. installing is true until it has been parsed; installError says why it was not.
 */
export type PartnerMib = {
  __typename?: 'PartnerMib';
  createdAt: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  installError?: Maybe<Scalars['String']['output']>;
  installing: Scalars['Boolean']['output'];
  /** The module's name (UPS-MIB): what deletes it. */
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  objectCount: Scalars['Int']['output'];
};

/** A user of a partner (the partner portal's Users page). */
export type PartnerUser = {
  __typename?: 'PartnerUser';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isSelf: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  partnerAdmin: Scalars['Boolean']['output'];
  /** technician, billing */
  partnerRoles: Array<Scalars['String']['output']>;
  /** False while an invited user has not set a password yet. */
  verified: Scalars['Boolean']['output'];
};

/**
 * Test Connection (our own action): the device as the add-equipment form has it. The gateway
 * reads its library's first point of the protocol (SNMP without a library: sysDescr.0).
 */
export type ProbeInput = {
  /** The library (manufacturerModel of onboardEquipment). */
  manufacturerModel?: InputMaybe<Scalars['ID']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  /** SNMP or Modbus. */
  protocol: Scalars['String']['input'];
  slaveID?: InputMaybe<Scalars['Int']['input']>;
};

/** What the site contact fills in on the public survey. */
export type PublicSurveyInput = {
  equipment: Array<SurveyEquipmentInput>;
  feedback?: InputMaybe<Scalars['String']['input']>;
  progress: Scalars['Int']['input'];
  /** Marks the survey done (it stays editable until the partner deactivates the link). */
  submit?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type Query = {
  __typename?: 'Query';
  /** The MIB modules a partner uploaded (its users and super users). */
  MIBs: Array<PartnerMib>;
  /** The alarm of an acknowledge link; 'Invalid token' when it is wrong or expired. */
  alarmByToken: TokenAlarm;
  /** Totals per list over the same search. */
  alarmCounts: AlarmCounts;
  /** Who was told of an alarm, on which channel, and how it went. */
  alarmDeliveries: Array<AlarmDelivery>;
  /**
   * Alarms of a customer, newest first. phase: open (not acknowledged), acknowledged (open and
   * acknowledged) or cleared; query searches the sensor, equipment and gateway names; mine keeps
   * those shown on views the signed-in user may read (My Alerts).
   */
  alarms: Array<Alarm>;
  allEquipment: EquipmentPage;
  companySettings: CompanySettings;
  /** A company, a partner (isPartner) or OEM the user may see. */
  customer: Account;
  customerCount: Scalars['Int']['output'];
  /** Companies the user may browse as: all for super users, a partner's customers for its users. */
  customers: Array<Account>;
  /** A Find Equipment action's progress and the devices it found. */
  discovery?: Maybe<Discovery>;
  equipment?: Maybe<Equipment>;
  /** An equipment's asset data (Meta widgets); with a share link's token, of equipment its view's widgets show. */
  equipmentAsset?: Maybe<EquipmentAsset>;
  /** Files kept with the equipment at this address of the gateway (dots or underscores). */
  equipmentFiles: Array<EquipmentFile>;
  equipmentLib?: Maybe<EquipmentLibrary>;
  /**
   * Libraries of one list, sorted by manufacturer and model. Which list: allLists every library
   * the user may use (built-in, the customer's own, and those other customers share); defaultList
   * the built-in and other customers' shared ones; neither the customer's own (a super user
   * without customerID: the built-in ones). defaultTemplateList and allTemplateLists are the
   * same lists kept to libraries with a template (of the protocols in filters, when given);
   * allLists or allTemplateLists wins over defaultList or defaultTemplateList. filters: Modbus
   * and/or SNMP, libraries with a template for either. Archived libraries only with archived.
   * validateModel ignores all of these: the customer's own library for exactly that model.
   */
  equipmentList: Array<EquipmentLibrary>;
  /** How many libraries equipmentList would list with the same arguments, without limit and offset. */
  equipmentListCount: Scalars['Int']['output'];
  /** The equipment's events, newest first. */
  equipmentLogs: EquipmentLogPage;
  /** One action of a gateway the user may see. */
  gatewayAction?: Maybe<GatewayAction>;
  /**
   * A gateway's queue: pending and running actions in the order they run, then the newest
   * finished ones. actionTypes narrows it to those types.
   */
  gatewayActionQueue: Array<GatewayAction>;
  gatewayCount: Scalars['Int']['output'];
  gateways: Array<Network>;
  licenses: Array<License>;
  /** A partner's logos, newest first (its users and super users; uploads: POST /files/partners/{id}/logos). */
  logos: Array<PartnerLogo>;
  manufacturers: Array<Scalars['String']['output']>;
  /**
   * Documents partners can download, of one category or all (a partner's users and super users;
   * a partner sees the documents for every partner and its own).
   */
  marketingDocuments: Array<MarketingDocument>;
  marketingRequestCount: Scalars['Int']['output'];
  /** Demo, pricing and partnership requests, newest first (super users). */
  marketingRequests: Array<MarketingRequest>;
  /** The fully signed-in user, or null. */
  me?: Maybe<User>;
  /** The MIB modules the customer may use: Vigil's built-in ones, then its own (any user of the customer). */
  mibModules: Array<MibModule>;
  /**
   * The objects of one module the customer may use (its own copy before a built-in one of the same
   * name), searched in name, OID and description; an empty page for a module it does not have.
   */
  mibObjects: MibObjectPage;
  /** The signed-in user's alert kinds on every view of the customer they may read, by view name. */
  myViewAlerts: Array<UserViewAlerts>;
  /** True when the session has passed the password but still needs the authenticator code. */
  needsTotp: Scalars['Boolean']['output'];
  network?: Maybe<Network>;
  networks: Array<Network>;
  /** The notifications the signed-in user was sent, newest first. */
  notifications: Array<Notification>;
  order: Order;
  orderCount: Scalars['Int']['output'];
  /** Orders of a partner (all partners' for super users without partnerID), newest first. */
  orders: Array<Order>;
  /**
   * An overlay view the user may read; null when missing, unreadable or not an overlay view. With a
   * share link's token, the link's own view only, read-only (signed in or not).
   */
  overlayView?: Maybe<OverlayView>;
  partnerCount: Scalars['Int']['output'];
  partnerUsers: Array<PartnerUser>;
  /** Partners (and OEMs) for the partner list (super users). */
  partners: Array<Account>;
  /** Answers 'pong': a cheap round trip for clients checking the API. */
  ping: Scalars['String']['output'];
  protocols: Array<Scalars['String']['output']>;
  /** The public survey of a link (/partners/survey/{token}), signed out; 'Invalid token' otherwise. */
  publicSurvey: SiteSurvey;
  quote: Quote;
  quoteCount: Scalars['Int']['output'];
  /**
   * Proposals: a partner's quotes (partnerID; all partners' for super users without it). createdBy
   * keeps one user's (My Proposals, query created_by); hidden ones only when includeHidden.
   */
  quotes: Array<Quote>;
  readings: Array<WidgetReadings>;
  /** The views the signed-in user opened most recently, newest first (the home page). */
  recentViews: Array<View>;
  /** A library's points; with gatewayID, equipmentID is an onboarded equipment and its sensors are filled in. */
  registers: Registers;
  /**
   * Generates a PDF report of a dashboard view over startDate..endDate (epoch ms) and keeps it;
   * timezoneOffset is the browser's (Date.getTimezoneOffset: minutes, positive west of UTC) and
   * timeZone its IANA name when it has one (ours).
   */
  report: ReportResult;
  /** The customer's scheduled reports on views the user can update. */
  reportSchedules: Array<ReportSchedule>;
  /** Past reports of the customer's views the user can read, newest first. */
  reports: ReportPage;
  /** Pasted OIDs resolved against the built-in and the customer's modules, one answer each, in order. */
  resolveOids: Array<ResolvedOid>;
  /** A company's single sign-on settings (managers of the company's users and super users). */
  samlConfig: SamlConfig;
  /** The sensors asked for that the user may see; userID is taken for the spec's call shape. */
  sensor: Array<Sensor>;
  sensorLogs: Array<SensorLog>;
  sensorLogsCount: Scalars['Int']['output'];
  sensors: Array<Sensor>;
  sensorsCount: Scalars['Int']['output'];
  /** Autocomplete of users the view may be shared with: at most 5, by e-mail. */
  shareUsers: Array<ShareUser>;
  /**
   * The public links of the views the user may share, newest first; withStatus adds the expired
   * and revoked ones.
   */
  sharedViews: Array<SharedView>;
  siteSummary: SiteSummary;
  siteSurvey: SiteSurvey;
  siteSurveys: Array<SiteSurvey>;
  /** An equipment's newest traps (Trap widgets); with a share link's token, of equipment its view's widgets show. */
  snmpTraps: Array<SnmpTrap>;
  /** The newest finished walk of an address (or the given action's), searchable by OID, type or value. */
  snmpWalk?: Maybe<SnmpWalk>;
  /** Whether a stored walk exists for the address (or any address) of the gateway. */
  snmpWalkExists: Scalars['Boolean']['output'];
  /**
   * Where a company's users sign in when it has single sign-on enabled (the route guard sends an
   * unauthenticated visitor of /{customerID}/… there), or null. Public.
   */
  ssoLoginPath?: Maybe<Scalars['String']['output']>;
  systemStatus: SystemStatus;
  /** The customer's tag tree (top-level tags, children nested). */
  tags: Array<ViewTag>;
  template?: Maybe<Template>;
  /**
   * The registers of a template's slots with their names and units: those the given template widgets
   * read (one per widget and register), or without widgetIDs every register of every slot (those no
   * widget reads with widgetID null). id may be left out when widgetIDs are given.
   */
  templateRegisters: Array<TemplateRegister>;
  templateTimers: Array<TemplateTimer>;
  /** The stamped views of a template that were changed after stamping, and how. */
  templateViewDrift: Array<TemplateViewDrift>;
  templateWidgets: Array<TemplateWidget>;
  /**
   * Templates of the customers the user sees, newest first (limit 50 by default, at most 200).
   * equipmentID / equipmentIDs: those the equipment fits (a slot of its library and protocol; only
   * equipment the user sees); isDefault: only defaults; isCustomer: only the customer's own;
   * protocol: by slot protocol; noEquipmentID: those with no slot; includeID: this one, listed
   * first, whatever the filters.
   */
  templates: Array<Template>;
  timers: Array<Timer>;
  userCount: Scalars['Int']['output'];
  /** The signed-in user's views across every customer they may see, optionally by tag ids. */
  userViews: Array<View>;
  /**
   * A company's users (its own company for a user without customerID), for the Users page and the
   * Set Home Page dialog; page size 50. email finds one address (the uniqueness check); userID one user.
   */
  users: Array<CompanyUser>;
  validateEquipmentNames: NameValidation;
  /** The user of a forgot-password link; 'Invalid token' when it is unknown, used or expired. */
  validatePasswordToken: VerificationUser;
  /** The user of a verification link; 'Invalid token' when it is unknown, used or older than 24 hours. */
  validateToken: VerificationUser;
  /** Which of the names are taken in the customer, with the spec's message. */
  validateViewNames: NameValidation;
  /** One view by name within a customer (id is the customer id) or by viewID; null when missing or not readable. */
  view?: Maybe<View>;
  /** The view's alarm rules (users who may update the view), oldest first. */
  viewAlarmRules: Array<AlarmRule>;
  /** A view's open alarms (Alarms widgets); with a share link's token, of its view only. */
  viewAlarms: Array<ViewAlarm>;
  /** Each user who may read the view, with their alert kinds on it (users who may update the view). */
  viewAlerts: Array<ViewUserAlerts>;
  /** Counts per status filter over the same search and tag as views. */
  viewCounts: ViewCounts;
  /** Users who may read the view, with their rights and alert kinds (Permissions & Sharing). */
  viewUsers: Array<ViewUser>;
  /** The views the user may read, paged; status filters: ok, warning, error, disconnected, repair, maintenance. */
  views: Array<View>;
  /** The widgets of a view (id is the view id; or viewName with customerID), or the given widgetIDs. */
  widgets: Array<Widget>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMiBsArgs = {
  partnerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryAlarmByTokenArgs = {
  token: Scalars['String']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryAlarmCountsArgs = {
  customerID: Scalars['ID']['input'];
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryAlarmDeliveriesArgs = {
  alarmID: Scalars['ID']['input'];
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryAlarmsArgs = {
  customerID: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  phase: Scalars['String']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryAllEquipmentArgs = {
  customerID: Scalars['ID']['input'];
  filters?: InputMaybe<EquipmentFilters>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  includeID?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryCompanySettingsArgs = {
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
  isPartner?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryCustomerCountArgs = {
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryDiscoveryArgs = {
  actionID: Scalars['ID']['input'];
  customerID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  wireless?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentAssetArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentFilesArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentIP: Scalars['String']['input'];
  gatewayID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentLibArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  withRegisters?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentListArgs = {
  allLists?: InputMaybe<Scalars['Boolean']['input']>;
  allTemplateLists?: InputMaybe<Scalars['Boolean']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  defaultList?: InputMaybe<Scalars['Boolean']['input']>;
  defaultTemplateList?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<Array<Scalars['String']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  validateModel?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentListCountArgs = {
  allLists?: InputMaybe<Scalars['Boolean']['input']>;
  allTemplateLists?: InputMaybe<Scalars['Boolean']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  defaultList?: InputMaybe<Scalars['Boolean']['input']>;
  defaultTemplateList?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<Array<Scalars['String']['input']>>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryEquipmentLogsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryGatewayActionArgs = {
  actionID: Scalars['ID']['input'];
  customerID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryGatewayActionQueueArgs = {
  actionTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
  gatewayType?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryGatewayCountArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  filters?: InputMaybe<GatewayFilters>;
  networkID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryGatewaysArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  filters?: InputMaybe<GatewayFilters>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  networkID?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  selectedID?: InputMaybe<Scalars['ID']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  sourceID?: InputMaybe<Scalars['ID']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryLicensesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryLogosArgs = {
  partnerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryManufacturersArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMarketingDocumentsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMarketingRequestCountArgs = {
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMarketingRequestsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMibModulesArgs = {
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMibObjectsArgs = {
  customerID: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  module: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryMyViewAlertsArgs = {
  customerID: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryNetworkArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  wireless?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryNetworksArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  includeDeviceCount?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  visibleID?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryOrderCountArgs = {
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryOverlayViewArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  viewID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryPartnerCountArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryPartnerUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  partnerID: Scalars['ID']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryPartnersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryProtocolsArgs = {
  equipmentID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryPublicSurveyArgs = {
  token: Scalars['String']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryQuoteArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  visibleID?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryQuoteCountArgs = {
  createdBy?: InputMaybe<Scalars['ID']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  includeHidden?: InputMaybe<Scalars['Boolean']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryQuotesArgs = {
  createdBy?: InputMaybe<Scalars['ID']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  includeHidden?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryReadingsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  widgets: Array<WidgetReadingsInput>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryRecentViewsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryRegistersArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID: Scalars['ID']['input'];
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryReportArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  endDate: Scalars['Float']['input'];
  productName?: InputMaybe<Scalars['String']['input']>;
  reportRange: TimeRange;
  startDate: Scalars['Float']['input'];
  timeZone?: InputMaybe<Scalars['String']['input']>;
  timezoneOffset: Scalars['Int']['input'];
  viewID: Scalars['ID']['input'];
  viewName?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryReportSchedulesArgs = {
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryReportsArgs = {
  customerID: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryResolveOidsArgs = {
  customerID: Scalars['ID']['input'];
  oids: Array<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySamlConfigArgs = {
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySensorArgs = {
  sensorIDs: Array<Scalars['ID']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySensorLogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sensorIDs: Array<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySensorLogsCountArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  sensorIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySensorsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  filters?: InputMaybe<Array<Scalars['String']['input']>>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
  widgetIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySensorsCountArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  filters?: InputMaybe<Array<Scalars['String']['input']>>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryShareUsersArgs = {
  customerID: Scalars['ID']['input'];
  query: Scalars['String']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySharedViewsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  viewID?: InputMaybe<Scalars['ID']['input']>;
  withStatus?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySiteSummaryArgs = {
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySiteSurveyArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  visibleID?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySiteSurveysArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  partnerID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySnmpTrapsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  equipmentIP?: InputMaybe<Scalars['String']['input']>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySnmpWalkArgs = {
  actionID?: InputMaybe<Scalars['ID']['input']>;
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
  ip?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySnmpWalkExistsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QuerySsoLoginPathArgs = {
  customerID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTagsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTemplateArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTemplateRegistersArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  widgetIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTemplateTimersArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  widgetIDs: Array<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTemplateViewDriftArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTemplateWidgetsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTemplatesArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  equipmentIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  includeID?: InputMaybe<Scalars['ID']['input']>;
  isCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  noEquipmentID?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  protocol?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryTimersArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  widgetIDs: Array<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryUserCountArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryUserViewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryUsersArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  excludeSelf?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryValidateEquipmentNamesArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  gatewayID: Scalars['ID']['input'];
  names: Array<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryValidatePasswordTokenArgs = {
  token: Scalars['String']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryValidateTokenArgs = {
  token: Scalars['String']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryValidateViewNamesArgs = {
  customerID: Scalars['ID']['input'];
  names: Array<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  viewID?: InputMaybe<Scalars['ID']['input']>;
  viewName?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewAlarmRulesArgs = {
  customerID: Scalars['ID']['input'];
  viewID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewAlarmsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  viewID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewAlertsArgs = {
  customerID: Scalars['ID']['input'];
  viewID: Scalars['ID']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewCountsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  disconnected?: InputMaybe<Scalars['Boolean']['input']>;
  maintenance?: InputMaybe<Scalars['Boolean']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  tagID?: InputMaybe<Scalars['ID']['input']>;
  viewType?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewUsersArgs = {
  customerID: Scalars['ID']['input'];
  viewID?: InputMaybe<Scalars['ID']['input']>;
  viewName?: InputMaybe<Scalars['String']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryViewsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  disconnected?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  maintenance?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  tagID?: InputMaybe<Scalars['ID']['input']>;
  viewType?: InputMaybe<Scalars['String']['input']>;
  withStatus?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type QueryWidgetsArgs = {
  customerID?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  viewName?: InputMaybe<Scalars['String']['input']>;
  widgetIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A partner's proposal to one of its customers (spec access §3 Proposal). */
export type Quote = {
  __typename?: 'Quote';
  comments: Array<QuoteComment>;
  createdAt: Scalars['String']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  createdByID?: Maybe<Scalars['ID']['output']>;
  customerID: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  /** Devices the plan covers (its tier's count, or the custom count). */
  deviceCount: Scalars['Int']['output'];
  /** Hidden quotes are kept but left out of the partner's Proposals list. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  items: Array<QuoteItem>;
  /** The order made from it, once there is one. */
  orderID?: Maybe<Scalars['ID']['output']>;
  partnerID: Scalars['ID']['output'];
  partnerName: Scalars['String']['output'];
  /** The plan quoted: 50 DEVICE, 100 DEVICE, 150 DEVICE, CUSTOM or UNKNOWN. */
  planType: Scalars['String']['output'];
  /** 0 normal, 1 high, 2 urgent. */
  priority: Scalars['Int']['output'];
  /** Starts at 1; each saved edit adds one. */
  revision: Scalars['Int']['output'];
  /** The site survey sent for it, if any. */
  surveyID?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  totalCents: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  /** What people quote and type: Q-000123. */
  visibleID: Scalars['String']['output'];
};

export type QuoteComment = {
  __typename?: 'QuoteComment';
  /** Who wrote it (name or e-mail). */
  author: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type QuoteInput = {
  customerID: Scalars['ID']['input'];
  deviceCount: Scalars['Int']['input'];
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  items: Array<QuoteItemInput>;
  planType: Scalars['String']['input'];
  priority?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One line of a quote: devices by plan, a hardware gateway or a service. */
export type QuoteItem = {
  __typename?: 'QuoteItem';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** PLAN, GATEWAY or SERVICE */
  kind: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** quantity × unitPriceCents */
  totalCents: Scalars['Int']['output'];
  /** Price of one, in cents. */
  unitPriceCents: Scalars['Int']['output'];
};

export type QuoteItemInput = {
  description: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  unitPriceCents: Scalars['Int']['input'];
};

/** A sensor's latest reading. */
export type Reading = {
  __typename?: 'Reading';
  battery?: Maybe<Scalars['Float']['output']>;
  createdAt?: Maybe<Scalars['String']['output']>;
  /** A state sensor's label, or a note the gateway sent. */
  detail?: Maybe<Scalars['String']['output']>;
  sigStr?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/**
 * What a Read Registers action read: the raw 16-bit words from startingRegister on, for the Add
 * Modbus Template preview to decode in each byte order (decodeAllOrders).
 */
export type RegisterBlock = {
  __typename?: 'RegisterBlock';
  /** 1 coils, 2 discrete inputs, 3 holding registers, 4 input registers. */
  functionCode: Scalars['Int']['output'];
  /** The protocol (0-based) address of the first word. */
  startingRegister: Scalars['Int']['output'];
  /** One word per register, 0-65535 (coils and discrete inputs: 0 or 1 each). */
  words: Array<Scalars['Int']['output']>;
};

/** A newly registered gateway; the token is shown this once and stored only hashed. */
export type RegisteredGateway = {
  __typename?: 'RegisteredGateway';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type Registers = {
  __typename?: 'Registers';
  modbusPoints: Array<ModbusPoint>;
  snmpPoints: Array<SnmpPoint>;
};

/** A PDF report kept for downloading again (the Reports page). */
export type Report = {
  __typename?: 'Report';
  /** Whether the user may delete it: its creator, a manager of the company, or who can update its view. */
  canDelete: Scalars['Boolean']['output'];
  createdAt: Scalars['Float']['output'];
  /** Who generated it; null for a scheduled report's run. */
  createdBy?: Maybe<Scalars['String']['output']>;
  endDate: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The preset the range was chosen by (HOUR … YEAR), or CUSTOM. */
  range: TimeRange;
  /** The schedule that made it, while that schedule exists. */
  scheduleID?: Maybe<Scalars['ID']['output']>;
  /** Bytes. */
  size: Scalars['Float']['output'];
  /** The range, epoch milliseconds. */
  startDate: Scalars['Float']['output'];
  /** The time zone the report's times are written in. */
  timeZone: Scalars['String']['output'];
  /** Where it downloads from (the browser's session, or the scheduled e-mail's attachment). */
  url: Scalars['String']['output'];
  /** Null once the view is deleted. */
  viewID?: Maybe<Scalars['ID']['output']>;
  viewName: Scalars['String']['output'];
};

export type ReportPage = {
  __typename?: 'ReportPage';
  reports: Array<Report>;
  total: Scalars['Int']['output'];
};

/** The answer of report: the PDF just generated. */
export type ReportResult = {
  __typename?: 'ReportResult';
  report: Report;
  reportUrl: Scalars['String']['output'];
};

/** A report sent by e-mail at a time of day (the Reports page). */
export type ReportSchedule = {
  __typename?: 'ReportSchedule';
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Why the last run failed; null when it was sent. */
  lastError?: Maybe<Scalars['String']['output']>;
  lastRunAt?: Maybe<Scalars['Float']['output']>;
  nextRunAt: Scalars['Float']['output'];
  /** A run waits to be sent (send now, or a due run not sent yet). */
  pending: Scalars['Boolean']['output'];
  /** DAY, WEEK or MONTH: each run covers the last day, week or month before it. */
  range: TimeRange;
  recipients: Array<Scalars['String']['output']>;
  /** HH:MM, 24-hour, in timeZone; weekly runs go on Mondays, monthly on the 1st. */
  time: Scalars['String']['output'];
  /** An IANA time zone, e.g. Europe/Berlin. */
  timeZone: Scalars['String']['output'];
  viewID: Scalars['ID']['output'];
  viewName: Scalars['String']['output'];
};

/**
 * One pasted OID, resolved: a symbolic name (UPS-MIB::upsBatteryStatus.0 or upsBatteryStatus.0) to
 * its numeric OID, a numeric one (a leading dot allowed) to the object it reads. error says why it
 * could not be resolved; warning notes an instance a read will likely need.
 */
export type ResolvedOid = {
  __typename?: 'ResolvedOid';
  error?: Maybe<Scalars['String']['output']>;
  /** As given. */
  input: Scalars['String']['output'];
  /** What follows the object's OID: '0' for a scalar, a row's index for a column; '' for none. */
  instance?: Maybe<Scalars['String']['output']>;
  module?: Maybe<Scalars['String']['output']>;
  /** The object the OID reads (the longest known prefix of a numeric one). */
  name?: Maybe<Scalars['String']['output']>;
  object?: Maybe<MibObject>;
  /** Numeric, without a leading dot; null when unresolved. */
  oid?: Maybe<Scalars['String']['output']>;
  warning?: Maybe<Scalars['String']['output']>;
};

/** One OID of an imported SNMP template. */
export type SnmpPointInput = {
  alarmOnly?: InputMaybe<Scalars['Boolean']['input']>;
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  multiplier?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Float']['input']>;
  oid: Scalars['String']['input'];
  redTo?: InputMaybe<Scalars['Float']['input']>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  strMask?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

/** A company's SAML single sign-on (identity provider and this service provider). */
export type SamlConfig = {
  __typename?: 'SamlConfig';
  customerID: Scalars['ID']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The identity provider's entity id, read from its metadata. */
  idpEntityId?: Maybe<Scalars['String']['output']>;
  idpMetadataUrl?: Maybe<Scalars['String']['output']>;
  /** The identity provider's sign-in address, read from its metadata. */
  idpSsoUrl?: Maybe<Scalars['String']['output']>;
  /** Where the company's users start a sign-in: /login/saml/{customerID}. */
  loginPath: Scalars['String']['output'];
  spAcsUrl: Scalars['String']['output'];
  /** The certificate the identity provider is given (PEM). */
  spCertificate: Scalars['String']['output'];
  /** This service provider's entity id, assertion consumer address and metadata address for the IdP. */
  spEntityId: Scalars['String']['output'];
  spMetadataUrl: Scalars['String']['output'];
};

/** One monitored point of one equipment (spec core §3 Sensor). */
export type Sensor = {
  __typename?: 'Sensor';
  alarmOnly: Scalars['Boolean']['output'];
  /** Per state, by index: Normal, Warning or Alarm (a missing one is Normal). */
  conditions: Array<Scalars['String']['output']>;
  customerID: Scalars['ID']['output'];
  deadband?: Maybe<Scalars['Float']['output']>;
  delay?: Maybe<Scalars['Int']['output']>;
  disconnected: Scalars['Boolean']['output'];
  equipment: EquipmentLibraryRef;
  equipmentID: Scalars['ID']['output'];
  /** Its equipment is in maintenance: the dashboards flag it. */
  equipmentMaintenance: Scalars['Boolean']['output'];
  equipmentName: Scalars['String']['output'];
  /** Its equipment is in repair. */
  equipmentRepair: Scalars['Boolean']['output'];
  gateway: GatewayRef;
  greenTo?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  locked: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  reading?: Maybe<Reading>;
  redTo?: Maybe<Scalars['Float']['output']>;
  /** The register or OID it reads. */
  register: Scalars['String']['output'];
  /** The library point it reads. */
  sensorId: Scalars['ID']['output'];
  smartThresholds?: Maybe<SmartThresholds>;
  states: Array<Scalars['String']['output']>;
  /** ok, warning, error, unknown or disconnected, from the latest reading. */
  status: Scalars['String']['output'];
  /** analog, or state for open/close sensors */
  type: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  yellowTo?: Maybe<Scalars['Float']['output']>;
};

export type SensorFailure = {
  __typename?: 'SensorFailure';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/**
 * One point of Manage Sensors: a point to start monitoring, or with sensorID the sensor that
 * monitors it, whose settings change. A setting left out takes the library point's value (new
 * sensor) or keeps the sensor's own (update); null clears it.
 */
export type SensorInput = {
  alarmOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Per state, by index: Normal, Warning or Alarm (a missing one is Normal). */
  conditions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At least 0. */
  deadband?: InputMaybe<Scalars['Float']['input']>;
  /** Whole seconds from 0 to 86400. */
  delay?: InputMaybe<Scalars['Int']['input']>;
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** A point of the equipment's library: a Modbus or an SNMP point id. */
  pointID: Scalars['ID']['input'];
  /** Modbus or SNMP. */
  protocol: Scalars['String']['input'];
  /** Blank is 1.2 times yellow (spec core §4). */
  redTo?: InputMaybe<Scalars['Float']['input']>;
  /** The sensor monitoring this point on the equipment: update its settings instead of adding one. */
  sensorID?: InputMaybe<Scalars['ID']['input']>;
  /** Labels by index, at most 64; an empty list makes an analog sensor. */
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  unit?: InputMaybe<Scalars['String']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

/** What the learned normal band says about a sensor's latest value (Artificial Intelligence widgets). */
export type SensorInsight = {
  __typename?: 'SensorInsight';
  anomaly: Scalars['Boolean']['output'];
  /** When the recent trend crosses the next threshold (epoch ms), if it heads for one. */
  crossesAt?: Maybe<Scalars['Float']['output']>;
  /** The threshold it heads for: warning or error. */
  crossesLevel?: Maybe<Scalars['String']['output']>;
  /** How many spreads the latest value is from normal (signed). */
  deviation?: Maybe<Scalars['Float']['output']>;
  /** The learned normal value for this hour of the week, and the robust spread around it. */
  expected?: Maybe<Scalars['Float']['output']>;
  /** Hours of history learned from. */
  learnedHours: Scalars['Int']['output'];
  sensorID: Scalars['ID']['output'];
  /** Warning and critical values proposed from the learned band. */
  smartThresholds?: Maybe<SmartThresholds>;
  spread?: Maybe<Scalars['Float']['output']>;
};

/** A change in a sensor's status, as the sensor log lists it. */
export type SensorLog = {
  __typename?: 'SensorLog';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  sensorID: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

/** A running server process, from its heartbeat. */
export type ServerProcess = {
  __typename?: 'ServerProcess';
  host: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['String']['output'];
  pid: Scalars['Int']['output'];
  rssBytes: Scalars['Float']['output'];
  startedAt: Scalars['String']['output'];
};

export type ServiceContact = {
  __typename?: 'ServiceContact';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type ServiceContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A public link to one view (spec core §3 Share link). url and token are given once, when the link
 * is created: only a hash of the token is kept.
 */
export type ShareLink = {
  __typename?: 'ShareLink';
  /** ISO time the link stops working. */
  expireAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  token: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A user the view may be shared with (spec core §3 Share user). */
export type ShareUser = {
  __typename?: 'ShareUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isInCustomer: Scalars['Boolean']['output'];
};

/** A public link of a view, as the list of links shows it (the token itself is not kept). */
export type SharedView = {
  __typename?: 'SharedView';
  /** ISO times. */
  createdAt: Scalars['String']['output'];
  /** The creator's name or address. */
  createdBy?: Maybe<Scalars['String']['output']>;
  expireAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  revokedAt?: Maybe<Scalars['String']['output']>;
  /** active, expired or revoked */
  status: Scalars['String']['output'];
  view: View;
};

/** Where a sign-in stands after a step. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** True while the session waits for the authenticator code. */
  needsTotp: Scalars['Boolean']['output'];
  /** Set once the user is fully signed in. */
  user?: Maybe<User>;
};

/** The site at a glance (the home page): gateways and equipment by status. */
export type SiteSummary = {
  __typename?: 'SiteSummary';
  equipment: Scalars['Int']['output'];
  equipmentDisconnected: Scalars['Int']['output'];
  equipmentError: Scalars['Int']['output'];
  equipmentMaintenance: Scalars['Int']['output'];
  equipmentOk: Scalars['Int']['output'];
  equipmentRepair: Scalars['Int']['output'];
  equipmentWarning: Scalars['Int']['output'];
  gateways: Scalars['Int']['output'];
  gatewaysConnected: Scalars['Int']['output'];
  gatewaysDisconnected: Scalars['Int']['output'];
  gatewaysListening: Scalars['Int']['output'];
};

/** A site survey the customer's site contact fills in (spec access §3 Site survey). */
export type SiteSurvey = {
  __typename?: 'SiteSurvey';
  attachments: Array<SurveyAttachment>;
  comments: Array<SurveyComment>;
  createdAt: Scalars['String']['output'];
  customerID: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  equipment: Array<SurveyEquipment>;
  feedback?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null on the public survey (the site contact does not see the link's state). */
  link?: Maybe<SurveyLink>;
  partnerID: Scalars['ID']['output'];
  /** 0 to 100, as the site contact reports it. */
  progress: Scalars['Int']['output'];
  quoteID?: Maybe<Scalars['ID']['output']>;
  siteContactEmail?: Maybe<Scalars['String']['output']>;
  siteContactName?: Maybe<Scalars['String']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  /** When the site contact marked it done; null while open. */
  submittedAt?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  /** S-000123 */
  visibleID: Scalars['String']['output'];
};

export type SiteSurveyInput = {
  customerID: Scalars['ID']['input'];
  equipment: Array<SurveyEquipmentInput>;
  quoteID?: InputMaybe<Scalars['ID']['input']>;
  siteContactEmail?: InputMaybe<Scalars['String']['input']>;
  siteContactName?: InputMaybe<Scalars['String']['input']>;
  siteName?: InputMaybe<Scalars['String']['input']>;
};

export type SmartThresholds = {
  __typename?: 'SmartThresholds';
  critical?: Maybe<Scalars['Float']['output']>;
  warning?: Maybe<Scalars['Float']['output']>;
};

/** SNMP credentials for an action: versions 1 and 2 a community string, version 3 its user. */
export type SnmpCredsInput = {
  authKey?: InputMaybe<Scalars['String']['input']>;
  authType?: InputMaybe<Scalars['String']['input']>;
  communityString?: InputMaybe<Scalars['String']['input']>;
  context?: InputMaybe<Scalars['String']['input']>;
  /** The UDP port the agents answer on (default 161). */
  port?: InputMaybe<Scalars['Int']['input']>;
  privacySecret?: InputMaybe<Scalars['String']['input']>;
  privacyType?: InputMaybe<Scalars['String']['input']>;
  securityLevel?: InputMaybe<Scalars['String']['input']>;
  snmpVersion?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** An SNMP OID point of an equipment library (spec core §3 snmpPoints). */
export type SnmpPoint = {
  __typename?: 'SnmpPoint';
  alarmOnly: Scalars['Boolean']['output'];
  /** Per state, by index: Normal, Warning or Alarm; a state without one is Normal. */
  conditions: Array<Scalars['String']['output']>;
  error?: Maybe<Scalars['Float']['output']>;
  greenTo?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  multiplier: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  offset: Scalars['Float']['output'];
  oid: Scalars['String']['output'];
  redTo?: Maybe<Scalars['Float']['output']>;
  renamedUnit?: Maybe<Scalars['String']['output']>;
  sensorID?: Maybe<Scalars['ID']['output']>;
  states: Array<Scalars['String']['output']>;
  strMask?: Maybe<Scalars['String']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  warning?: Maybe<Scalars['Float']['output']>;
  yellowTo?: Maybe<Scalars['Float']['output']>;
};

export type SnmpTrap = {
  __typename?: 'SnmpTrap';
  createdAt: Scalars['String']['output'];
  equipmentID?: Maybe<Scalars['ID']['output']>;
  equipmentIP: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  oid: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The newest SNMP walk of an address, one page of its OIDs. */
export type SnmpWalk = {
  __typename?: 'SnmpWalk';
  actionID: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  ip: Scalars['String']['output'];
  oids: Array<WalkedOid>;
  root: Scalars['String']['output'];
  /** Whether the walk stopped early: count, time, or null when it reached the end of the tree. */
  stopped?: Maybe<Scalars['String']['output']>;
  /** OIDs matching the query. */
  total: Scalars['Int']['output'];
};

export type SnmpWalkInput = {
  desc?: InputMaybe<Scalars['String']['input']>;
  /** Where the walk starts (default 1.3.6.1). */
  root?: InputMaybe<Scalars['String']['input']>;
};

/** A file attached to a survey (a photo of a rack, a one-line diagram…). */
export type SurveyAttachment = {
  __typename?: 'SurveyAttachment';
  contentType: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Path that downloads it (the partner's users, or the survey link's holder). */
  downloadPath: Scalars['String']['output'];
  /** The equipment it shows; null for the survey as a whole. */
  equipmentID?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type SurveyComment = {
  __typename?: 'SurveyComment';
  author: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  equipmentID?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
};

/** One kind of equipment at the surveyed site, with how many there are. */
export type SurveyEquipment = {
  __typename?: 'SurveyEquipment';
  attachmentCount: Scalars['Int']['output'];
  commentCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
};

export type SurveyEquipmentInput = {
  /** Absent for a new line. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

/** A site survey's public link (/partners/survey/{token}); the token itself is shown only when made. */
export type SurveyLink = {
  __typename?: 'SurveyLink';
  isActive: Scalars['Boolean']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  /** When it was last mailed, and to whom. */
  sentTo?: Maybe<Scalars['String']['output']>;
  /** The whole link, only in the answer that made it (createSiteSurvey, renewSurveyLink). */
  url?: Maybe<Scalars['String']['output']>;
};

/** System status (/status, super users). */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  checkedAt: Scalars['String']['output'];
  /** PostgreSQL or PGlite, with its version. */
  database: Scalars['String']['output'];
  databaseOk: Scalars['Boolean']['output'];
  gatewayActionsQueued: Scalars['Int']['output'];
  gatewaysConnected: Scalars['Int']['output'];
  gatewaysTotal: Scalars['Int']['output'];
  notificationsQueued: Scalars['Int']['output'];
  processes: Array<ServerProcess>;
  /** Readings stored over the last minute, per second. */
  readingsPerSecond: Scalars['Float']['output'];
  /** Null when REDIS_URL is not set. */
  redisOk?: Maybe<Scalars['Boolean']['output']>;
  reportRunsQueued: Scalars['Int']['output'];
};

/** A view captured so it can be stamped onto other equipment (spec core §3 Template). */
export type Template = {
  __typename?: 'Template';
  canDelete: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  displayEquipment: Array<TemplateDisplayEquipment>;
  equipment: Array<TemplateEquipment>;
  id: Scalars['ID']['output'];
  /** Offered for its libraries' equipment when it is onboarded. */
  isDefault: Scalars['Boolean']['output'];
  /** JSON text, as View.layout. */
  layout: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Stamped views whose layout or widgets were changed after stamping. */
  outOfSyncViewCount: Scalars['Int']['output'];
  /** The owning customer's name. */
  owner?: Maybe<Scalars['String']['output']>;
  ownerID: Scalars['ID']['output'];
  /** The view it was made from, while that view exists. */
  sourceViewID?: Maybe<Scalars['ID']['output']>;
  /** How many templates the same search finds (for paging). */
  templateCount: Scalars['Int']['output'];
  /** Views stamped from it. */
  viewCount: Scalars['Int']['output'];
  widgetCount: Scalars['Int']['output'];
};

/** The registers a slot's widgets read, by the library's register ids (spec core §3 Template). */
export type TemplateDisplayEquipment = {
  __typename?: 'TemplateDisplayEquipment';
  order: Scalars['Int']['output'];
  registers: Array<Scalars['ID']['output']>;
};

/** One equipment slot of a template: a device of this library (and protocol) is put in it when stamping. */
export type TemplateEquipment = {
  __typename?: 'TemplateEquipment';
  libraryID: Scalars['ID']['output'];
  manufacturer?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  oidVars: Array<TemplateOidVar>;
  /** The slot's place, from 0. */
  order: Scalars['Int']['output'];
  protocol: Scalars['String']['output'];
};

/** An OID variable's number on one equipment slot of a template. */
export type TemplateOidVar = {
  __typename?: 'TemplateOidVar';
  letter: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** What re-applying did. */
export type TemplateReapplyResult = {
  __typename?: 'TemplateReapplyResult';
  outOfSyncViewCount: Scalars['Int']['output'];
  /** Views brought back to the template. */
  views: Scalars['Int']['output'];
};

export type TemplateRef = {
  __typename?: 'TemplateRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  owner?: Maybe<Scalars['String']['output']>;
};

/** A register a template widget reads: which slot, and which register of the slot's library. */
export type TemplateRegister = {
  __typename?: 'TemplateRegister';
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  protocol: Scalars['String']['output'];
  registerID: Scalars['ID']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  /** The template widget (null: a slot's register no widget reads). */
  widgetID?: Maybe<Scalars['ID']['output']>;
};

/** A template widget's timer. */
export type TemplateTimer = {
  __typename?: 'TemplateTimer';
  greenTo?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  redTo?: Maybe<Scalars['Float']['output']>;
  repeatInterval: Scalars['Int']['output'];
  warnBefore: Scalars['Int']['output'];
  widgetID: Scalars['ID']['output'];
  yellowTo?: Maybe<Scalars['Float']['output']>;
};

/** A stamped view that differs from its template, and what re-applying would change. */
export type TemplateViewDrift = {
  __typename?: 'TemplateViewDrift';
  /** Plain sentences: 'The layout was changed.', 'Widget "UPS load" was changed.' … */
  changes: Array<Scalars['String']['output']>;
  viewID: Scalars['ID']['output'];
  viewName: Scalars['String']['output'];
};

/** A widget of a template, as stored (its sensors are the slots' registers). */
export type TemplateWidget = {
  __typename?: 'TemplateWidget';
  basis?: Maybe<Scalars['Float']['output']>;
  calculation?: Maybe<Scalars['String']['output']>;
  chartType?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  displayType: Scalars['String']['output'];
  greenTo?: Maybe<Scalars['Float']['output']>;
  greenTo2?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  link?: Maybe<Scalars['String']['output']>;
  lowerBound?: Maybe<Scalars['Float']['output']>;
  metaIDs: Array<Scalars['String']['output']>;
  mins?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  redTo?: Maybe<Scalars['Float']['output']>;
  registers: Array<TemplateRegister>;
  states: Array<Scalars['String']['output']>;
  templateID: Scalars['ID']['output'];
  type: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  upperBound?: Maybe<Scalars['Float']['output']>;
  yellowTo?: Maybe<Scalars['Float']['output']>;
  yellowTo2?: Maybe<Scalars['Float']['output']>;
};

/** What a test alert did on each channel the user has. */
export type TestAlertResult = {
  __typename?: 'TestAlertResult';
  channel: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  sent: Scalars['Boolean']['output'];
};

export type ThresholdsInput = {
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  redTo?: InputMaybe<Scalars['Float']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

export type TimeRange =
  'CUSTOM' | 'DAY' | 'HOUR' | 'LATEST' | 'MONTH' | 'SIX_MONTHS' | 'WEEK' | 'YEAR';

/** A countdown widget's timer (spec core §3 Timer); times are epoch milliseconds. */
export type Timer = {
  __typename?: 'Timer';
  expiresAt: Scalars['Float']['output'];
  greenTo?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  redTo?: Maybe<Scalars['Float']['output']>;
  /** Seconds a reset runs for. */
  repeatInterval: Scalars['Int']['output'];
  resetAt: Scalars['Float']['output'];
  timerID: Scalars['ID']['output'];
  /** Seconds before the end when it turns to warning. */
  warnBefore: Scalars['Int']['output'];
  widgetID: Scalars['ID']['output'];
  yellowTo?: Maybe<Scalars['Float']['output']>;
};

export type TimerInput = {
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  /** An existing timer to keep; new timers have none. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  redTo?: InputMaybe<Scalars['Float']['input']>;
  repeatInterval: Scalars['Int']['input'];
  warnBefore?: InputMaybe<Scalars['Int']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
};

/** The alarm an acknowledge link names, shown without signing in. */
export type TokenAlarm = {
  __typename?: 'TokenAlarm';
  alarm: Alarm;
  customerName: Scalars['String']['output'];
};

/** MFA once activated: the one-time recovery codes, shown this once. */
export type TotpActivation = {
  __typename?: 'TotpActivation';
  recoveryCodes: Array<Scalars['String']['output']>;
};

/** The manual code and QR image of an authenticator secret being set up (spec access §3). */
export type TotpSetup = {
  __typename?: 'TotpSetup';
  /** The secret in base 32, for typing into the app by hand. */
  plaintext: Scalars['String']['output'];
  /** The QR code as a data: URL of a PNG image. */
  url: Scalars['String']['output'];
};

/** One bucket of a trend: chunkSize milliseconds from chunkStart; values are [min, mean, max]. */
export type TrendChunk = {
  __typename?: 'TrendChunk';
  chunkStart: Scalars['Float']['output'];
  /** Readings in the bucket. */
  count: Scalars['Int']['output'];
  values: Array<Scalars['Float']['output']>;
};

export type TrendSeries = {
  __typename?: 'TrendSeries';
  /** Bucket width in milliseconds. */
  chunkSize: Scalars['Float']['output'];
  chunks: Array<TrendChunk>;
  gatewayID: Scalars['ID']['output'];
  sensorID: Scalars['ID']['output'];
  /** Null unless stats were asked for. */
  stats?: Maybe<TrendStats>;
};

/** A window's min, mean and max over all its readings (what a report's summary prints). */
export type TrendStats = {
  __typename?: 'TrendStats';
  count: Scalars['Int']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  mean?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
};

/** The signed-in user (spec access §3 User). */
export type User = {
  __typename?: 'User';
  /** Whether the user has accepted the service agreement. */
  acceptedTerms: Scalars['Boolean']['output'];
  customer?: Maybe<UserCustomer>;
  email: Scalars['String']['output'];
  emailAlerts: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  homeUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The customers the user's partner runs, where the user holds every role (ADR 021). */
  managedCustomerIDs: Array<Scalars['ID']['output']>;
  partner?: Maybe<UserPartner>;
  partnerAdmin: Scalars['Boolean']['output'];
  partnerID?: Maybe<Scalars['ID']['output']>;
  /** The user's roles in their partner's portal: technician, billing (partners' users only). */
  partnerRoles: Array<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Whether the user signs in through the company's single sign-on. */
  saml: Scalars['Boolean']['output'];
  smsAlerts: Scalars['Boolean']['output'];
  super: Scalars['Boolean']['output'];
  /** Whether multifactor authentication is enabled. */
  totp: Scalars['Boolean']['output'];
};

export type UserAlertsInput = {
  cleared?: InputMaybe<Scalars['Boolean']['input']>;
  disconnected?: InputMaybe<Scalars['Boolean']['input']>;
  red?: InputMaybe<Scalars['Boolean']['input']>;
  viewID: Scalars['ID']['input'];
  yellow?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The user's own company and the roles held on it. */
export type UserCustomer = {
  __typename?: 'UserCustomer';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
};

export type UserPartner = {
  __typename?: 'UserPartner';
  id: Scalars['ID']['output'];
  /** The partner's newest logo, shown in the partner theme; null when it has none. */
  logo?: Maybe<PartnerLogo>;
  name: Scalars['String']['output'];
};

/** One user's roles on the company, replacing the ones they held. */
export type UserPermissionsInput = {
  roles: Array<Scalars['String']['input']>;
  userID: Scalars['ID']['input'];
};

/** The signed-in user's alert kinds on one view they may read. */
export type UserViewAlerts = {
  __typename?: 'UserViewAlerts';
  cleared: Scalars['Boolean']['output'];
  customerID: Scalars['ID']['output'];
  disconnected: Scalars['Boolean']['output'];
  red: Scalars['Boolean']['output'];
  viewID: Scalars['ID']['output'];
  viewName: Scalars['String']['output'];
  yellow: Scalars['Boolean']['output'];
};

/** The invited user a verification link names (spec access §2 /verify/{token}). */
export type VerificationUser = {
  __typename?: 'VerificationUser';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

/** A dashboard of widgets (spec core §3 View). */
export type View = {
  __typename?: 'View';
  /** The creator's name. */
  author?: Maybe<Scalars['String']['output']>;
  canDelete: Scalars['Boolean']['output'];
  canShare: Scalars['Boolean']['output'];
  canUpdate: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  customerID: Scalars['ID']['output'];
  /** Sensors of the view that are disconnected. */
  disconnected: Scalars['Int']['output'];
  equipmentIDs: Array<Scalars['ID']['output']>;
  errorList: Array<ViewStatusItem>;
  /** Sensors of the view's widgets in error, and the list of them. */
  errors: Scalars['Int']['output'];
  fullTags: Array<ViewTag>;
  id: Scalars['ID']['output'];
  isCreator: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  /** Whether any equipment of the view is in repair. */
  isRepair: Scalars['Boolean']['output'];
  /** The latest time a sensor of the view went into warning or error (ISO time). */
  lastAlarmTimestamp?: Maybe<Scalars['String']['output']>;
  /** JSON text: one react-grid-layout item list per saved screen size, {lg: [...], xxs: [...]}. */
  layout: Scalars['String']['output'];
  /** Equipment of the view in maintenance. */
  maintenance: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The customer's name. */
  owner?: Maybe<Scalars['String']['output']>;
  ownerID?: Maybe<Scalars['ID']['output']>;
  tagIDs: Array<Scalars['ID']['output']>;
  /** Tag names. */
  tags: Array<Scalars['String']['output']>;
  trendSync: Scalars['Boolean']['output'];
  trendV2: Scalars['Boolean']['output'];
  /** dashboard (default) or asset */
  viewType: Scalars['String']['output'];
  warningList: Array<ViewStatusItem>;
  warnings: Scalars['Int']['output'];
  widgetCount: Scalars['Int']['output'];
};

/** An open alarm of a view: a sensor of its widgets in warning or error. */
export type ViewAlarm = {
  __typename?: 'ViewAlarm';
  detail?: Maybe<Scalars['String']['output']>;
  equipmentID: Scalars['ID']['output'];
  equipmentName: Scalars['String']['output'];
  sensorID: Scalars['ID']['output'];
  sensorName: Scalars['String']['output'];
  /** When the sensor entered this status (ISO time). */
  since: Scalars['String']['output'];
  status: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

export type ViewAlertsInput = {
  cleared?: InputMaybe<Scalars['Boolean']['input']>;
  disconnected?: InputMaybe<Scalars['Boolean']['input']>;
  red?: InputMaybe<Scalars['Boolean']['input']>;
  userID: Scalars['ID']['input'];
  yellow?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How many of the views the user may see are under each status filter. */
export type ViewCounts = {
  __typename?: 'ViewCounts';
  disconnected: Scalars['Int']['output'];
  error: Scalars['Int']['output'];
  maintenance: Scalars['Int']['output'];
  ok: Scalars['Int']['output'];
  repair: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  warning: Scalars['Int']['output'];
};

/** A sensor of the view in warning or error, as the view's status lists it. */
export type ViewStatusItem = {
  __typename?: 'ViewStatusItem';
  equipmentName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sensorID: Scalars['ID']['output'];
  /** When the sensor entered this status (ISO time), if known. */
  since?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/** A tag groups views; tags nest, and a tag with a position is drawn on the My Views map. */
export type ViewTag = {
  __typename?: 'ViewTag';
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  parentID?: Maybe<Scalars['ID']['output']>;
  /** Direct children. */
  tags: Array<ViewTag>;
  /** Views carrying this tag or one nested under it, among those the user may see. */
  viewCount: Scalars['Int']['output'];
};

/**
 * A user who may read the view (spec core §3 View user; §5: super users and users without read are
 * not listed). reasons says why they read it: 'Creator', 'Manages the company', 'Public view',
 * 'Shared with them'.
 */
export type ViewUser = {
  __typename?: 'ViewUser';
  alerts: ViewUserAlertKinds;
  permissions: ViewUserPermissions;
  reasons: Array<Scalars['String']['output']>;
  roles: Array<ViewUserRole>;
  user: ViewUserPerson;
};

/** A user's alert kinds on the view. */
export type ViewUserAlertKinds = {
  __typename?: 'ViewUserAlertKinds';
  cleared: Scalars['Boolean']['output'];
  disconnected: Scalars['Boolean']['output'];
  red: Scalars['Boolean']['output'];
  yellow: Scalars['Boolean']['output'];
};

/** A user's alert kinds on a view (spec core §3 View user alerts). */
export type ViewUserAlerts = {
  __typename?: 'ViewUserAlerts';
  cleared: Scalars['Boolean']['output'];
  disconnected: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  red: Scalars['Boolean']['output'];
  userID: Scalars['ID']['output'];
  yellow: Scalars['Boolean']['output'];
};

/** An address addViewUser could not share with, and why. */
export type ViewUserFailure = {
  __typename?: 'ViewUserFailure';
  email: Scalars['String']['output'];
  error: Scalars['String']['output'];
};

/** One address to share the view with; read is always given. */
export type ViewUserInviteInput = {
  email: Scalars['String']['input'];
  share?: InputMaybe<Scalars['Boolean']['input']>;
  update?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A user's rights on the view as the Permissions & Sharing dialog saves them. */
export type ViewUserPermissionInput = {
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  share?: InputMaybe<Scalars['Boolean']['input']>;
  update?: InputMaybe<Scalars['Boolean']['input']>;
  userID: Scalars['ID']['input'];
};

/** What a user may do with one view (spec core §3 View user). */
export type ViewUserPermissions = {
  __typename?: 'ViewUserPermissions';
  delete: Scalars['Boolean']['output'];
  read: Scalars['Boolean']['output'];
  share: Scalars['Boolean']['output'];
  update: Scalars['Boolean']['output'];
};

/** The person a view user row is about. */
export type ViewUserPerson = {
  __typename?: 'ViewUserPerson';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

/** A company role that gives the user rights on every view of the customer (manageCompany). */
export type ViewUserRole = {
  __typename?: 'ViewUserRole';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One OID of a stored walk. */
export type WalkedOid = {
  __typename?: 'WalkedOid';
  oid: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One widget of a view (spec core §3 Widget). */
export type Widget = {
  __typename?: 'Widget';
  basis?: Maybe<Scalars['Float']['output']>;
  calculation?: Maybe<Scalars['String']['output']>;
  /** bar or pie, for Chart widgets. */
  chartType?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  customerID: Scalars['ID']['output'];
  /** Whether every sensor of the widget is disconnected. */
  disconnected: Scalars['Boolean']['output'];
  displayType: Scalars['String']['output'];
  equipmentID?: Maybe<Scalars['ID']['output']>;
  /** Countdown end (epoch ms) and the warning range before it (ms). */
  expiration?: Maybe<Scalars['Float']['output']>;
  gatewayID?: Maybe<Scalars['ID']['output']>;
  greenTo?: Maybe<Scalars['Float']['output']>;
  greenTo2?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  imageTransform?: Maybe<ImageTransform>;
  imageURL?: Maybe<Scalars['String']['output']>;
  /** The layout key (the id as text). */
  key: Scalars['String']['output'];
  link?: Maybe<Scalars['String']['output']>;
  lowerBound?: Maybe<Scalars['Float']['output']>;
  metaIDs: Array<Scalars['String']['output']>;
  mins?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Encoded as the domain's encodeWidgetNotes does. */
  notes?: Maybe<Scalars['String']['output']>;
  range?: Maybe<Scalars['Float']['output']>;
  rawLink?: Maybe<Scalars['String']['output']>;
  redTo?: Maybe<Scalars['Float']['output']>;
  sensorIDs: Array<Scalars['ID']['output']>;
  smartThresholds?: Maybe<WidgetSmartThresholds>;
  states: Array<Scalars['String']['output']>;
  timers: Array<Timer>;
  type: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  upperBound?: Maybe<Scalars['Float']['output']>;
  viewID: Scalars['ID']['output'];
  viewName: Scalars['String']['output'];
  yellowTo?: Maybe<Scalars['Float']['output']>;
  yellowTo2?: Maybe<Scalars['Float']['output']>;
};

export type WidgetInput = {
  basis?: InputMaybe<Scalars['Float']['input']>;
  calculation?: InputMaybe<Scalars['String']['input']>;
  chartType?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  displayType?: InputMaybe<Scalars['String']['input']>;
  equipmentID?: InputMaybe<Scalars['ID']['input']>;
  expiration?: InputMaybe<Scalars['Float']['input']>;
  gatewayID?: InputMaybe<Scalars['ID']['input']>;
  greenTo?: InputMaybe<Scalars['Float']['input']>;
  greenTo2?: InputMaybe<Scalars['Float']['input']>;
  /** An uploaded image id (POST /files/images). */
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  lowerBound?: InputMaybe<Scalars['Float']['input']>;
  metaIDs?: InputMaybe<Array<Scalars['String']['input']>>;
  mins?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  range?: InputMaybe<Scalars['Float']['input']>;
  redTo?: InputMaybe<Scalars['Float']['input']>;
  sensorIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  smartCritical?: InputMaybe<Scalars['Float']['input']>;
  smartWarning?: InputMaybe<Scalars['Float']['input']>;
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  timers?: InputMaybe<Array<TimerInput>>;
  type: Scalars['String']['input'];
  unit?: InputMaybe<Scalars['String']['input']>;
  upperBound?: InputMaybe<Scalars['Float']['input']>;
  yellowTo?: InputMaybe<Scalars['Float']['input']>;
  yellowTo2?: InputMaybe<Scalars['Float']['input']>;
};

export type WidgetReadings = {
  __typename?: 'WidgetReadings';
  from: Scalars['Float']['output'];
  /** Empty unless insights were asked for. */
  insights: Array<SensorInsight>;
  latest: Array<LatestReading>;
  range: TimeRange;
  to: Scalars['Float']['output'];
  /** Empty for LATEST. */
  trend: Array<TrendSeries>;
  /** The calculation over the latest values, when one was asked for. */
  value?: Maybe<Scalars['Float']['output']>;
  widgetID?: Maybe<Scalars['ID']['output']>;
};

/** What one widget (or, until widgets exist, one set of sensors) wants read. */
export type WidgetReadingsInput = {
  /** sum, average, min, max or difference over the sensors' latest values. */
  calculation?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<DateRangeInput>;
  /** Artificial Intelligence widgets: also learn each sensor's normal band and judge the latest value. */
  insights?: InputMaybe<Scalars['Boolean']['input']>;
  range: TimeRange;
  /** The sensors to read; widgets name their own. */
  sensorIDs?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Also each sensor's min, mean and max over the whole range (TrendSeries.stats), as reports print them. */
  stats?: InputMaybe<Scalars['Boolean']['input']>;
  thresholds?: InputMaybe<ThresholdsInput>;
  widgetID?: InputMaybe<Scalars['ID']['input']>;
};

export type WidgetSmartThresholds = {
  __typename?: 'WidgetSmartThresholds';
  smartCritical?: Maybe<Scalars['Float']['output']>;
  smartWarning?: Maybe<Scalars['Float']['output']>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  OverlayData: OverlayLink | OverlayViewLink | Sensor;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  ActionBatch: ResolverTypeWrapper<ActionBatch>;
  ActionFile: ResolverTypeWrapper<ActionFile>;
  ActionIpResult: ResolverTypeWrapper<ActionIpResult>;
  ActionMeta: ResolverTypeWrapper<ActionMeta>;
  ActionOrderInput: ActionOrderInput;
  ActionProgress: ResolverTypeWrapper<ActionProgress>;
  ActionRecord: ResolverTypeWrapper<ActionRecord>;
  AddSensorsResult: ResolverTypeWrapper<AddSensorsResult>;
  AddViewUserResult: ResolverTypeWrapper<AddViewUserResult>;
  Alarm: ResolverTypeWrapper<Alarm>;
  AlarmCounts: ResolverTypeWrapper<AlarmCounts>;
  AlarmDelivery: ResolverTypeWrapper<AlarmDelivery>;
  AlarmRule: ResolverTypeWrapper<AlarmRule>;
  AlarmRuleToken: ResolverTypeWrapper<AlarmRuleToken>;
  AlarmRuleTokenInput: AlarmRuleTokenInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardConfigInput: CardConfigInput;
  CompanySettings: ResolverTypeWrapper<CompanySettings>;
  CompanySettingsInput: CompanySettingsInput;
  CompanyUser: ResolverTypeWrapper<CompanyUser>;
  DateRangeInput: DateRangeInput;
  DiscoveredDevice: ResolverTypeWrapper<DiscoveredDevice>;
  Discovery: ResolverTypeWrapper<Discovery>;
  DynamicOidLabel: ResolverTypeWrapper<DynamicOidLabel>;
  DynamicOidLabelInput: DynamicOidLabelInput;
  Equipment: ResolverTypeWrapper<Equipment>;
  EquipmentAsset: ResolverTypeWrapper<EquipmentAsset>;
  EquipmentError: ResolverTypeWrapper<EquipmentError>;
  EquipmentFile: ResolverTypeWrapper<EquipmentFile>;
  EquipmentFilters: EquipmentFilters;
  EquipmentInput: EquipmentInput;
  EquipmentLibrary: ResolverTypeWrapper<EquipmentLibrary>;
  EquipmentLibraryRef: ResolverTypeWrapper<EquipmentLibraryRef>;
  EquipmentLog: ResolverTypeWrapper<EquipmentLog>;
  EquipmentLogPage: ResolverTypeWrapper<EquipmentLogPage>;
  EquipmentMeta: ResolverTypeWrapper<EquipmentMeta>;
  EquipmentMetaInput: EquipmentMetaInput;
  EquipmentPage: ResolverTypeWrapper<EquipmentPage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GatewayAction: ResolverTypeWrapper<GatewayAction>;
  GatewayFilters: GatewayFilters;
  GatewayRef: ResolverTypeWrapper<GatewayRef>;
  HaNode: ResolverTypeWrapper<HaNode>;
  HeatMap: ResolverTypeWrapper<HeatMap>;
  HeatMapInput: HeatMapInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageTransform: ResolverTypeWrapper<ImageTransform>;
  ImageTransformInput: ImageTransformInput;
  ImportedCardInput: ImportedCardInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LatestReading: ResolverTypeWrapper<LatestReading>;
  LibraryMeta: ResolverTypeWrapper<LibraryMeta>;
  LibraryMetaInput: LibraryMetaInput;
  License: ResolverTypeWrapper<License>;
  MarketingDocument: ResolverTypeWrapper<MarketingDocument>;
  MarketingRequest: ResolverTypeWrapper<MarketingRequest>;
  MibEnum: ResolverTypeWrapper<MibEnum>;
  MibModule: ResolverTypeWrapper<MibModule>;
  MibObject: ResolverTypeWrapper<MibObject>;
  MibObjectPage: ResolverTypeWrapper<MibObjectPage>;
  ModbusPoint: ResolverTypeWrapper<ModbusPoint>;
  ModbusReadInput: ModbusReadInput;
  ModbusRegisterInput: ModbusRegisterInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameValidation: ResolverTypeWrapper<NameValidation>;
  Network: ResolverTypeWrapper<Network>;
  NewViewPermissionInput: NewViewPermissionInput;
  Notification: ResolverTypeWrapper<Notification>;
  OidVar: ResolverTypeWrapper<OidVar>;
  OidVarInput: OidVarInput;
  Order: ResolverTypeWrapper<Order>;
  OrderStatusDate: ResolverTypeWrapper<OrderStatusDate>;
  Overlay: ResolverTypeWrapper<
    Omit<Overlay, 'data'> & { data?: Maybe<ResolversTypes['OverlayData']> }
  >;
  OverlayData: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OverlayData']>;
  OverlayInput: OverlayInput;
  OverlayLink: ResolverTypeWrapper<OverlayLink>;
  OverlayView: ResolverTypeWrapper<
    Omit<OverlayView, 'overlays'> & { overlays: Array<ResolversTypes['Overlay']> }
  >;
  OverlayViewLink: ResolverTypeWrapper<OverlayViewLink>;
  PartnerLogo: ResolverTypeWrapper<PartnerLogo>;
  PartnerMib: ResolverTypeWrapper<PartnerMib>;
  PartnerUser: ResolverTypeWrapper<PartnerUser>;
  ProbeInput: ProbeInput;
  PublicSurveyInput: PublicSurveyInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  QuoteComment: ResolverTypeWrapper<QuoteComment>;
  QuoteInput: QuoteInput;
  QuoteItem: ResolverTypeWrapper<QuoteItem>;
  QuoteItemInput: QuoteItemInput;
  Reading: ResolverTypeWrapper<Reading>;
  RegisterBlock: ResolverTypeWrapper<RegisterBlock>;
  RegisteredGateway: ResolverTypeWrapper<RegisteredGateway>;
  Registers: ResolverTypeWrapper<Registers>;
  Report: ResolverTypeWrapper<Report>;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportResult: ResolverTypeWrapper<ReportResult>;
  ReportSchedule: ResolverTypeWrapper<ReportSchedule>;
  ResolvedOid: ResolverTypeWrapper<ResolvedOid>;
  SNMPPointInput: SnmpPointInput;
  SamlConfig: ResolverTypeWrapper<SamlConfig>;
  Sensor: ResolverTypeWrapper<Sensor>;
  SensorFailure: ResolverTypeWrapper<SensorFailure>;
  SensorInput: SensorInput;
  SensorInsight: ResolverTypeWrapper<SensorInsight>;
  SensorLog: ResolverTypeWrapper<SensorLog>;
  ServerProcess: ResolverTypeWrapper<ServerProcess>;
  ServiceContact: ResolverTypeWrapper<ServiceContact>;
  ServiceContactInput: ServiceContactInput;
  ShareLink: ResolverTypeWrapper<ShareLink>;
  ShareUser: ResolverTypeWrapper<ShareUser>;
  SharedView: ResolverTypeWrapper<SharedView>;
  SignInResult: ResolverTypeWrapper<
    Omit<SignInResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }
  >;
  SiteSummary: ResolverTypeWrapper<SiteSummary>;
  SiteSurvey: ResolverTypeWrapper<SiteSurvey>;
  SiteSurveyInput: SiteSurveyInput;
  SmartThresholds: ResolverTypeWrapper<SmartThresholds>;
  SnmpCredsInput: SnmpCredsInput;
  SnmpPoint: ResolverTypeWrapper<SnmpPoint>;
  SnmpTrap: ResolverTypeWrapper<SnmpTrap>;
  SnmpWalk: ResolverTypeWrapper<SnmpWalk>;
  SnmpWalkInput: SnmpWalkInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SurveyAttachment: ResolverTypeWrapper<SurveyAttachment>;
  SurveyComment: ResolverTypeWrapper<SurveyComment>;
  SurveyEquipment: ResolverTypeWrapper<SurveyEquipment>;
  SurveyEquipmentInput: SurveyEquipmentInput;
  SurveyLink: ResolverTypeWrapper<SurveyLink>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
  Template: ResolverTypeWrapper<Template>;
  TemplateDisplayEquipment: ResolverTypeWrapper<TemplateDisplayEquipment>;
  TemplateEquipment: ResolverTypeWrapper<TemplateEquipment>;
  TemplateOidVar: ResolverTypeWrapper<TemplateOidVar>;
  TemplateReapplyResult: ResolverTypeWrapper<TemplateReapplyResult>;
  TemplateRef: ResolverTypeWrapper<TemplateRef>;
  TemplateRegister: ResolverTypeWrapper<TemplateRegister>;
  TemplateTimer: ResolverTypeWrapper<TemplateTimer>;
  TemplateViewDrift: ResolverTypeWrapper<TemplateViewDrift>;
  TemplateWidget: ResolverTypeWrapper<TemplateWidget>;
  TestAlertResult: ResolverTypeWrapper<TestAlertResult>;
  ThresholdsInput: ThresholdsInput;
  TimeRange: TimeRange;
  Timer: ResolverTypeWrapper<Timer>;
  TimerInput: TimerInput;
  TokenAlarm: ResolverTypeWrapper<TokenAlarm>;
  TotpActivation: ResolverTypeWrapper<TotpActivation>;
  TotpSetup: ResolverTypeWrapper<TotpSetup>;
  TrendChunk: ResolverTypeWrapper<TrendChunk>;
  TrendSeries: ResolverTypeWrapper<TrendSeries>;
  TrendStats: ResolverTypeWrapper<TrendStats>;
  User: ResolverTypeWrapper<UserRecord>;
  UserAlertsInput: UserAlertsInput;
  UserCustomer: ResolverTypeWrapper<UserCustomer>;
  UserPartner: ResolverTypeWrapper<UserPartner>;
  UserPermissionsInput: UserPermissionsInput;
  UserViewAlerts: ResolverTypeWrapper<UserViewAlerts>;
  VerificationUser: ResolverTypeWrapper<VerificationUser>;
  View: ResolverTypeWrapper<View>;
  ViewAlarm: ResolverTypeWrapper<ViewAlarm>;
  ViewAlertsInput: ViewAlertsInput;
  ViewCounts: ResolverTypeWrapper<ViewCounts>;
  ViewStatusItem: ResolverTypeWrapper<ViewStatusItem>;
  ViewTag: ResolverTypeWrapper<ViewTag>;
  ViewUser: ResolverTypeWrapper<ViewUser>;
  ViewUserAlertKinds: ResolverTypeWrapper<ViewUserAlertKinds>;
  ViewUserAlerts: ResolverTypeWrapper<ViewUserAlerts>;
  ViewUserFailure: ResolverTypeWrapper<ViewUserFailure>;
  ViewUserInviteInput: ViewUserInviteInput;
  ViewUserPermissionInput: ViewUserPermissionInput;
  ViewUserPermissions: ResolverTypeWrapper<ViewUserPermissions>;
  ViewUserPerson: ResolverTypeWrapper<ViewUserPerson>;
  ViewUserRole: ResolverTypeWrapper<ViewUserRole>;
  WalkedOid: ResolverTypeWrapper<WalkedOid>;
  Widget: ResolverTypeWrapper<Widget>;
  WidgetInput: WidgetInput;
  WidgetReadings: ResolverTypeWrapper<WidgetReadings>;
  WidgetReadingsInput: WidgetReadingsInput;
  WidgetSmartThresholds: ResolverTypeWrapper<WidgetSmartThresholds>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  ActionBatch: ActionBatch;
  ActionFile: ActionFile;
  ActionIpResult: ActionIpResult;
  ActionMeta: ActionMeta;
  ActionOrderInput: ActionOrderInput;
  ActionProgress: ActionProgress;
  ActionRecord: ActionRecord;
  AddSensorsResult: AddSensorsResult;
  AddViewUserResult: AddViewUserResult;
  Alarm: Alarm;
  AlarmCounts: AlarmCounts;
  AlarmDelivery: AlarmDelivery;
  AlarmRule: AlarmRule;
  AlarmRuleToken: AlarmRuleToken;
  AlarmRuleTokenInput: AlarmRuleTokenInput;
  Boolean: Scalars['Boolean']['output'];
  CardConfigInput: CardConfigInput;
  CompanySettings: CompanySettings;
  CompanySettingsInput: CompanySettingsInput;
  CompanyUser: CompanyUser;
  DateRangeInput: DateRangeInput;
  DiscoveredDevice: DiscoveredDevice;
  Discovery: Discovery;
  DynamicOidLabel: DynamicOidLabel;
  DynamicOidLabelInput: DynamicOidLabelInput;
  Equipment: Equipment;
  EquipmentAsset: EquipmentAsset;
  EquipmentError: EquipmentError;
  EquipmentFile: EquipmentFile;
  EquipmentFilters: EquipmentFilters;
  EquipmentInput: EquipmentInput;
  EquipmentLibrary: EquipmentLibrary;
  EquipmentLibraryRef: EquipmentLibraryRef;
  EquipmentLog: EquipmentLog;
  EquipmentLogPage: EquipmentLogPage;
  EquipmentMeta: EquipmentMeta;
  EquipmentMetaInput: EquipmentMetaInput;
  EquipmentPage: EquipmentPage;
  Float: Scalars['Float']['output'];
  GatewayAction: GatewayAction;
  GatewayFilters: GatewayFilters;
  GatewayRef: GatewayRef;
  HaNode: HaNode;
  HeatMap: HeatMap;
  HeatMapInput: HeatMapInput;
  ID: Scalars['ID']['output'];
  ImageTransform: ImageTransform;
  ImageTransformInput: ImageTransformInput;
  ImportedCardInput: ImportedCardInput;
  Int: Scalars['Int']['output'];
  LatestReading: LatestReading;
  LibraryMeta: LibraryMeta;
  LibraryMetaInput: LibraryMetaInput;
  License: License;
  MarketingDocument: MarketingDocument;
  MarketingRequest: MarketingRequest;
  MibEnum: MibEnum;
  MibModule: MibModule;
  MibObject: MibObject;
  MibObjectPage: MibObjectPage;
  ModbusPoint: ModbusPoint;
  ModbusReadInput: ModbusReadInput;
  ModbusRegisterInput: ModbusRegisterInput;
  Mutation: Record<PropertyKey, never>;
  NameValidation: NameValidation;
  Network: Network;
  NewViewPermissionInput: NewViewPermissionInput;
  Notification: Notification;
  OidVar: OidVar;
  OidVarInput: OidVarInput;
  Order: Order;
  OrderStatusDate: OrderStatusDate;
  Overlay: Omit<Overlay, 'data'> & { data?: Maybe<ResolversParentTypes['OverlayData']> };
  OverlayData: ResolversUnionTypes<ResolversParentTypes>['OverlayData'];
  OverlayInput: OverlayInput;
  OverlayLink: OverlayLink;
  OverlayView: Omit<OverlayView, 'overlays'> & { overlays: Array<ResolversParentTypes['Overlay']> };
  OverlayViewLink: OverlayViewLink;
  PartnerLogo: PartnerLogo;
  PartnerMib: PartnerMib;
  PartnerUser: PartnerUser;
  ProbeInput: ProbeInput;
  PublicSurveyInput: PublicSurveyInput;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  QuoteComment: QuoteComment;
  QuoteInput: QuoteInput;
  QuoteItem: QuoteItem;
  QuoteItemInput: QuoteItemInput;
  Reading: Reading;
  RegisterBlock: RegisterBlock;
  RegisteredGateway: RegisteredGateway;
  Registers: Registers;
  Report: Report;
  ReportPage: ReportPage;
  ReportResult: ReportResult;
  ReportSchedule: ReportSchedule;
  ResolvedOid: ResolvedOid;
  SNMPPointInput: SnmpPointInput;
  SamlConfig: SamlConfig;
  Sensor: Sensor;
  SensorFailure: SensorFailure;
  SensorInput: SensorInput;
  SensorInsight: SensorInsight;
  SensorLog: SensorLog;
  ServerProcess: ServerProcess;
  ServiceContact: ServiceContact;
  ServiceContactInput: ServiceContactInput;
  ShareLink: ShareLink;
  ShareUser: ShareUser;
  SharedView: SharedView;
  SignInResult: Omit<SignInResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SiteSummary: SiteSummary;
  SiteSurvey: SiteSurvey;
  SiteSurveyInput: SiteSurveyInput;
  SmartThresholds: SmartThresholds;
  SnmpCredsInput: SnmpCredsInput;
  SnmpPoint: SnmpPoint;
  SnmpTrap: SnmpTrap;
  SnmpWalk: SnmpWalk;
  SnmpWalkInput: SnmpWalkInput;
  String: Scalars['String']['output'];
  SurveyAttachment: SurveyAttachment;
  SurveyComment: SurveyComment;
  SurveyEquipment: SurveyEquipment;
  SurveyEquipmentInput: SurveyEquipmentInput;
  SurveyLink: SurveyLink;
  SystemStatus: SystemStatus;
  Template: Template;
  TemplateDisplayEquipment: TemplateDisplayEquipment;
  TemplateEquipment: TemplateEquipment;
  TemplateOidVar: TemplateOidVar;
  TemplateReapplyResult: TemplateReapplyResult;
  TemplateRef: TemplateRef;
  TemplateRegister: TemplateRegister;
  TemplateTimer: TemplateTimer;
  TemplateViewDrift: TemplateViewDrift;
  TemplateWidget: TemplateWidget;
  TestAlertResult: TestAlertResult;
  ThresholdsInput: ThresholdsInput;
  Timer: Timer;
  TimerInput: TimerInput;
  TokenAlarm: TokenAlarm;
  TotpActivation: TotpActivation;
  TotpSetup: TotpSetup;
  TrendChunk: TrendChunk;
  TrendSeries: TrendSeries;
  TrendStats: TrendStats;
  User: UserRecord;
  UserAlertsInput: UserAlertsInput;
  UserCustomer: UserCustomer;
  UserPartner: UserPartner;
  UserPermissionsInput: UserPermissionsInput;
  UserViewAlerts: UserViewAlerts;
  VerificationUser: VerificationUser;
  View: View;
  ViewAlarm: ViewAlarm;
  ViewAlertsInput: ViewAlertsInput;
  ViewCounts: ViewCounts;
  ViewStatusItem: ViewStatusItem;
  ViewTag: ViewTag;
  ViewUser: ViewUser;
  ViewUserAlertKinds: ViewUserAlertKinds;
  ViewUserAlerts: ViewUserAlerts;
  ViewUserFailure: ViewUserFailure;
  ViewUserInviteInput: ViewUserInviteInput;
  ViewUserPermissionInput: ViewUserPermissionInput;
  ViewUserPermissions: ViewUserPermissions;
  ViewUserPerson: ViewUserPerson;
  ViewUserRole: ViewUserRole;
  WalkedOid: WalkedOid;
  Widget: Widget;
  WidgetInput: WidgetInput;
  WidgetReadings: WidgetReadings;
  WidgetReadingsInput: WidgetReadingsInput;
  WidgetSmartThresholds: WidgetSmartThresholds;
};

export type AccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'],
> = {
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gatewayCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActionBatchResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActionBatch'] = ResolversParentTypes['ActionBatch'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActionFileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActionFile'] = ResolversParentTypes['ActionFile'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActionIpResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActionIpResult'] =
    ResolversParentTypes['ActionIpResult'],
> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ActionMetaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActionMeta'] = ResolversParentTypes['ActionMeta'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActionProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActionProgress'] =
    ResolversParentTypes['ActionProgress'],
> = {
  found?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActionRecordResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActionRecord'] = ResolversParentTypes['ActionRecord'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddSensorsResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AddSensorsResult'] =
    ResolversParentTypes['AddSensorsResult'],
> = {
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fails?: Resolver<Array<ResolversTypes['SensorFailure']>, ParentType, ContextType>;
  passes?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AddViewUserResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AddViewUserResult'] =
    ResolversParentTypes['AddViewUserResult'],
> = {
  failures?: Resolver<Array<ResolversTypes['ViewUserFailure']>, ParentType, ContextType>;
  successes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AlarmResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Alarm'] = ResolversParentTypes['Alarm'],
> = {
  ack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ackAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ackBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ackComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clearedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  equipmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gatewayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensorID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suppressed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AlarmCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AlarmCounts'] = ResolversParentTypes['AlarmCounts'],
> = {
  acknowledged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cleared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlarmDeliveryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AlarmDelivery'] = ResolversParentTypes['AlarmDelivery'],
> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlarmRuleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AlarmRule'] = ResolversParentTypes['AlarmRule'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  condition?: Resolver<Array<ResolversTypes['AlarmRuleToken']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AlarmRuleTokenResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AlarmRuleToken'] =
    ResolversParentTypes['AlarmRuleToken'],
> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sensorID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanySettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CompanySettings'] =
    ResolversParentTypes['CompanySettings'],
> = {
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  defaultRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailAlertsDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  helpDeskDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpDeskEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpDeskTokenSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  livestreamURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceContacts?: Resolver<Array<ResolversTypes['ServiceContact']>, ParentType, ContextType>;
  smsAlertsDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CompanyUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CompanyUser'] = ResolversParentTypes['CompanyUser'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  saml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  super?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiscoveredDeviceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DiscoveredDevice'] =
    ResolversParentTypes['DiscoveredDevice'],
> = {
  credential?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  libraryID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  libraryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onboarded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sysDescr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sysName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sysObjectID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscoveryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Discovery'] = ResolversParentTypes['Discovery'],
> = {
  action?: Resolver<ResolversTypes['GatewayAction'], ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['DiscoveredDevice']>, ParentType, ContextType>;
};

export type DynamicOidLabelResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DynamicOidLabel'] =
    ResolversParentTypes['DynamicOidLabel'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquipmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Equipment'] = ResolversParentTypes['Equipment'],
> = {
  authType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  context?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dataSource?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['EquipmentLibraryRef'], ParentType, ContextType>;
  equipmentIP?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['EquipmentError']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['GatewayRef'], ParentType, ContextType>;
  hasCredentials?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMaintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRepair?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUpdated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oidVars?: Resolver<Array<ResolversTypes['OidVar']>, ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  privacyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  securityLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sensorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slaveID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EquipmentAssetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentAsset'] =
    ResolversParentTypes['EquipmentAsset'],
> = {
  equipmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta?: Resolver<Array<ResolversTypes['EquipmentMeta']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquipmentErrorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentError'] =
    ResolversParentTypes['EquipmentError'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquipmentFileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentFile'] = ResolversParentTypes['EquipmentFile'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EquipmentLibraryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentLibrary'] =
    ResolversParentTypes['EquipmentLibrary'],
> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docRevision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dynamicOIDLabels?: Resolver<Array<ResolversTypes['DynamicOidLabel']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaList?: Resolver<Array<ResolversTypes['LibraryMeta']>, ParentType, ContextType>;
  modbusPoints?: Resolver<Array<ResolversTypes['ModbusPoint']>, ParentType, ContextType>;
  modbusTemplate?: Resolver<Maybe<ResolversTypes['TemplateRef']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  protocols?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  snmpPoints?: Resolver<Array<ResolversTypes['SnmpPoint']>, ParentType, ContextType>;
  snmpTemplate?: Resolver<Maybe<ResolversTypes['TemplateRef']>, ParentType, ContextType>;
  sysObjectID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vertivModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EquipmentLibraryRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentLibraryRef'] =
    ResolversParentTypes['EquipmentLibraryRef'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EquipmentLogResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentLog'] = ResolversParentTypes['EquipmentLog'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EquipmentLogPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentLogPage'] =
    ResolversParentTypes['EquipmentLogPage'],
> = {
  items?: Resolver<Array<ResolversTypes['EquipmentLog']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EquipmentMetaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentMeta'] = ResolversParentTypes['EquipmentMeta'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquipmentPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EquipmentPage'] = ResolversParentTypes['EquipmentPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Equipment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GatewayActionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GatewayAction'] = ResolversParentTypes['GatewayAction'],
> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  batch?: Resolver<Maybe<ResolversTypes['ActionBatch']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ActionFile']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gatewayType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta?: Resolver<Array<ResolversTypes['ActionMeta']>, ParentType, ContextType>;
  mibChecksum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  output?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  perIp?: Resolver<Array<ResolversTypes['ActionIpResult']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['ActionProgress']>, ParentType, ContextType>;
  registers?: Resolver<Maybe<ResolversTypes['RegisterBlock']>, ParentType, ContextType>;
  slave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GatewayRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GatewayRef'] = ResolversParentTypes['GatewayRef'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HaNodeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HaNode'] = ResolversParentTypes['HaNode'],
> = {
  lastUpdated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HeatMapResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HeatMap'] = ResolversParentTypes['HeatMap'],
> = {
  colorA?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorB?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valueA?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  valueC?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ImageTransformResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ImageTransform'] =
    ResolversParentTypes['ImageTransform'],
> = {
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  translateX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  translateY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LatestReadingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LatestReading'] = ResolversParentTypes['LatestReading'],
> = {
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sensorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type LibraryMetaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LibraryMeta'] = ResolversParentTypes['LibraryMeta'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LicenseResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License'],
> = {
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  devicesInUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  overLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketingDocumentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketingDocument'] =
    ResolversParentTypes['MarketingDocument'],
> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketingRequestResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketingRequest'] =
    ResolversParentTypes['MarketingRequest'],
> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MibEnumResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MibEnum'] = ResolversParentTypes['MibEnum'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MibModuleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MibModule'] = ResolversParentTypes['MibModule'],
> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MibObjectResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MibObject'] = ResolversParentTypes['MibObject'],
> = {
  access?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enums?: Resolver<Array<ResolversTypes['MibEnum']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shape?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  syntax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MibObjectPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MibObjectPage'] = ResolversParentTypes['MibObjectPage'],
> = {
  items?: Resolver<Array<ResolversTypes['MibObject']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModbusPointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ModbusPoint'] = ResolversParentTypes['ModbusPoint'],
> = {
  addressDataType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  alarmOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dataType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  functionCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mask?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numOfReg?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sensorID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startingRegister?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wordOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acknowledgeAlarm?: Resolver<
    ResolversTypes['Alarm'],
    ParentType,
    ContextType,
    RequireFields<MutationAcknowledgeAlarmArgs, 'customerID' | 'id'>
  >;
  acknowledgeAlarmByToken?: Resolver<
    ResolversTypes['Alarm'],
    ParentType,
    ContextType,
    RequireFields<MutationAcknowledgeAlarmByTokenArgs, 'token'>
  >;
  activateTotp?: Resolver<ResolversTypes['TotpActivation'], ParentType, ContextType>;
  addEquipmentList?: Resolver<
    ResolversTypes['EquipmentLibrary'],
    ParentType,
    ContextType,
    RequireFields<MutationAddEquipmentListArgs, 'customerID' | 'manufacturer' | 'model'>
  >;
  addGatewayAction?: Resolver<
    ResolversTypes['ActionRecord'],
    ParentType,
    ContextType,
    RequireFields<MutationAddGatewayActionArgs, 'action' | 'gatewayID'>
  >;
  addGatewayHaNode?: Resolver<
    ResolversTypes['RegisteredGateway'],
    ParentType,
    ContextType,
    RequireFields<MutationAddGatewayHaNodeArgs, 'gatewayID'>
  >;
  addModbusTemplate?: Resolver<
    ResolversTypes['EquipmentLibrary'],
    ParentType,
    ContextType,
    RequireFields<MutationAddModbusTemplateArgs, 'customerID' | 'libraryID' | 'registers'>
  >;
  addOverlayView?: Resolver<
    ResolversTypes['OverlayView'],
    ParentType,
    ContextType,
    RequireFields<MutationAddOverlayViewArgs, 'customerID' | 'height' | 'image' | 'name' | 'width'>
  >;
  addPublicSurveyComment?: Resolver<
    ResolversTypes['SurveyComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPublicSurveyCommentArgs, 'author' | 'comment' | 'token'>
  >;
  addQuoteComment?: Resolver<
    ResolversTypes['QuoteComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddQuoteCommentArgs, 'comment' | 'quoteID'>
  >;
  addReportSchedule?: Resolver<
    ResolversTypes['ReportSchedule'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddReportScheduleArgs,
      'customerID' | 'range' | 'recipients' | 'time' | 'timeZone' | 'viewID'
    >
  >;
  addSensors?: Resolver<
    ResolversTypes['AddSensorsResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddSensorsArgs, 'customerID' | 'equipmentID' | 'sensors'>
  >;
  addSurveyComment?: Resolver<
    ResolversTypes['SurveyComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddSurveyCommentArgs, 'comment' | 'surveyID'>
  >;
  addViewUser?: Resolver<
    ResolversTypes['AddViewUserResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddViewUserArgs, 'customerID' | 'permissions' | 'viewID'>
  >;
  createOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateOrderArgs, 'partnerID' | 'visibleID'>
  >;
  createShareLink?: Resolver<
    ResolversTypes['ShareLink'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateShareLinkArgs, 'customerID' | 'viewID'>
  >;
  deactivateTotp?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeactivateTotpArgs, 'password'>
  >;
  deleteAlarmRule?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAlarmRuleArgs, 'customerID' | 'ruleID' | 'viewID'>
  >;
  deleteEquipment?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEquipmentArgs, 'id'>
  >;
  deleteEquipmentFile?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEquipmentFileArgs, 'equipmentID' | 'key'>
  >;
  deleteEquipmentLib?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEquipmentLibArgs, 'customerID' | 'id'>
  >;
  deleteGateway?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteGatewayArgs, 'gatewayID'>
  >;
  deleteGatewayAction?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteGatewayActionArgs, 'gatewayID'>
  >;
  deleteLogo?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteLogoArgs, 'id'>
  >;
  deleteMarketingDocument?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMarketingDocumentArgs, 'id'>
  >;
  deleteMib?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMibArgs, 'customerID' | 'name'>
  >;
  deleteModbusRegister?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteModbusRegisterArgs, 'customerID' | 'id'>
  >;
  deletePartnerMib?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePartnerMibArgs, 'key' | 'partnerID'>
  >;
  deletePublicSurveyAttachment?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePublicSurveyAttachmentArgs, 'id' | 'token'>
  >;
  deleteQuote?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteQuoteArgs, 'id'>
  >;
  deleteReport?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteReportArgs, 'customerID' | 'id'>
  >;
  deleteReportSchedule?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteReportScheduleArgs, 'customerID' | 'id'>
  >;
  deleteSNMPRegister?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteSnmpRegisterArgs, 'customerID' | 'id'>
  >;
  deleteSensors?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteSensorsArgs, 'customerID' | 'sensors'>
  >;
  deleteSurveyAttachment?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteSurveyAttachmentArgs, 'id'>
  >;
  deleteTag?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTagArgs, 'customerID' | 'id'>
  >;
  deleteTemplate?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTemplateArgs, 'customerID' | 'id'>
  >;
  deleteUser?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteUserArgs, 'customerID' | 'email'>
  >;
  deleteView?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteViewArgs, 'customerID' | 'id'>
  >;
  deleteViewUser?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteViewUserArgs, 'customerID' | 'id' | 'viewID'>
  >;
  deleteWidget?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWidgetArgs, 'id'>
  >;
  duplicateWidget?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationDuplicateWidgetArgs, 'id'>
  >;
  editCustomerHomePage?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationEditCustomerHomePageArgs, 'customerID' | 'userID'>
  >;
  editCustomerPermissions?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationEditCustomerPermissionsArgs, 'customerID' | 'permissions'>
  >;
  editEquipmentLib?: Resolver<
    ResolversTypes['EquipmentLibrary'],
    ParentType,
    ContextType,
    RequireFields<MutationEditEquipmentLibArgs, 'customerID' | 'id' | 'manufacturer' | 'model'>
  >;
  editModbusRegister?: Resolver<
    Array<ResolversTypes['ModbusPoint']>,
    ParentType,
    ContextType,
    RequireFields<
      MutationEditModbusRegisterArgs,
      'customerID' | 'dataType' | 'functionCode' | 'id' | 'name' | 'numOfReg' | 'startingRegister'
    >
  >;
  editPartnerUser?: Resolver<
    ResolversTypes['PartnerUser'],
    ParentType,
    ContextType,
    RequireFields<
      MutationEditPartnerUserArgs,
      'partnerAdmin' | 'partnerID' | 'partnerRoles' | 'userID'
    >
  >;
  editSNMPRegister?: Resolver<
    Array<ResolversTypes['SnmpPoint']>,
    ParentType,
    ContextType,
    RequireFields<MutationEditSnmpRegisterArgs, 'customerID' | 'id' | 'name' | 'oid'>
  >;
  editUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    Partial<MutationEditUserArgs>
  >;
  generatePasswordToken?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationGeneratePasswordTokenArgs, 'email'>
  >;
  generateTotp?: Resolver<
    ResolversTypes['TotpSetup'],
    ParentType,
    ContextType,
    Partial<MutationGenerateTotpArgs>
  >;
  importEquipmentTemplateSNMP?: Resolver<
    ResolversTypes['EquipmentLibrary'],
    ParentType,
    ContextType,
    RequireFields<
      MutationImportEquipmentTemplateSnmpArgs,
      'customerID' | 'manufacturer' | 'model' | 'oids'
    >
  >;
  importMib?: Resolver<
    ResolversTypes['MibModule'],
    ParentType,
    ContextType,
    RequireFields<MutationImportMibArgs, 'customerID' | 'fileName' | 'text'>
  >;
  importModbusTemplateCSV?: Resolver<
    ResolversTypes['EquipmentLibrary'],
    ParentType,
    ContextType,
    RequireFields<
      MutationImportModbusTemplateCsvArgs,
      'csv' | 'customerID' | 'manufacturer' | 'model'
    >
  >;
  importPartnerMib?: Resolver<
    ResolversTypes['PartnerMib'],
    ParentType,
    ContextType,
    RequireFields<MutationImportPartnerMibArgs, 'fileName' | 'partnerID' | 'text'>
  >;
  invitePartnerUser?: Resolver<
    ResolversTypes['PartnerUser'],
    ParentType,
    ContextType,
    RequireFields<MutationInvitePartnerUserArgs, 'email' | 'partnerID'>
  >;
  inviteToCompany?: Resolver<
    ResolversTypes['CompanyUser'],
    ParentType,
    ContextType,
    RequireFields<MutationInviteToCompanyArgs, 'customerID' | 'email'>
  >;
  newCustomer?: Resolver<
    ResolversTypes['Account'],
    ParentType,
    ContextType,
    RequireFields<MutationNewCustomerArgs, 'name'>
  >;
  newPartner?: Resolver<
    ResolversTypes['Account'],
    ParentType,
    ContextType,
    RequireFields<MutationNewPartnerArgs, 'name'>
  >;
  newTag?: Resolver<
    ResolversTypes['ViewTag'],
    ParentType,
    ContextType,
    RequireFields<MutationNewTagArgs, 'customerID' | 'name'>
  >;
  newTemplate?: Resolver<
    ResolversTypes['Template'],
    ParentType,
    ContextType,
    RequireFields<MutationNewTemplateArgs, 'customerID' | 'equipmentNames' | 'name' | 'viewID'>
  >;
  newTemplateView?: Resolver<
    ResolversTypes['View'],
    ParentType,
    ContextType,
    RequireFields<MutationNewTemplateViewArgs, 'customerID' | 'equipment' | 'name' | 'templateID'>
  >;
  newView?: Resolver<
    ResolversTypes['View'],
    ParentType,
    ContextType,
    RequireFields<MutationNewViewArgs, 'customerID' | 'name'>
  >;
  newWidget?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationNewWidgetArgs, 'viewID' | 'widget'>
  >;
  onboardCustomer?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<MutationOnboardCustomerArgs, 'customerName' | 'partnerID' | 'survey'>
  >;
  onboardEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationOnboardEquipmentArgs, 'customerID' | 'gatewayID'>
  >;
  onboardEquipmentList?: Resolver<
    Array<ResolversTypes['Equipment']>,
    ParentType,
    ContextType,
    RequireFields<MutationOnboardEquipmentListArgs, 'customerID' | 'equipment' | 'gatewayID'>
  >;
  reapplyTemplate?: Resolver<
    ResolversTypes['TemplateReapplyResult'],
    ParentType,
    ContextType,
    RequireFields<MutationReapplyTemplateArgs, 'id'>
  >;
  registerGateway?: Resolver<
    ResolversTypes['RegisteredGateway'],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterGatewayArgs, 'customerID' | 'name'>
  >;
  reinviteToCompany?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationReinviteToCompanyArgs, 'customerID' | 'id'>
  >;
  removePartnerUser?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemovePartnerUserArgs, 'partnerID' | 'userID'>
  >;
  renewSurveyLink?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<MutationRenewSurveyLinkArgs, 'id'>
  >;
  reorderActionQueue?: Resolver<
    Array<ResolversTypes['GatewayAction']>,
    ParentType,
    ContextType,
    RequireFields<MutationReorderActionQueueArgs, 'actions' | 'gatewayID'>
  >;
  requestDemo?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestDemoArgs, 'allowedToken' | 'email' | 'name'>
  >;
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'id' | 'password' | 'token'>
  >;
  resetTimer?: Resolver<
    ResolversTypes['Timer'],
    ParentType,
    ContextType,
    RequireFields<MutationResetTimerArgs, 'timerID'>
  >;
  resetUserPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetUserPasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  revokeShareLink?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeShareLinkArgs, 'customerID' | 'id'>
  >;
  rotateGatewayToken?: Resolver<
    ResolversTypes['RegisteredGateway'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateGatewayTokenArgs, 'gatewayID'>
  >;
  saveAlarmRule?: Resolver<
    ResolversTypes['AlarmRule'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSaveAlarmRuleArgs,
      'condition' | 'customerID' | 'name' | 'result' | 'viewID'
    >
  >;
  saveLicense?: Resolver<
    ResolversTypes['License'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveLicenseArgs, 'customerID' | 'planType' | 'startsOn'>
  >;
  saveOverlays?: Resolver<
    ResolversTypes['OverlayView'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveOverlaysArgs, 'customerID' | 'heatMaps' | 'overlays' | 'viewID'>
  >;
  saveQuote?: Resolver<
    ResolversTypes['Quote'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveQuoteArgs, 'partnerID' | 'quote'>
  >;
  saveSiteSurvey?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveSiteSurveyArgs, 'partnerID' | 'survey'>
  >;
  sendReportNow?: Resolver<
    ResolversTypes['ReportSchedule'],
    ParentType,
    ContextType,
    RequireFields<MutationSendReportNowArgs, 'customerID' | 'id'>
  >;
  sendSiteSurvey?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<MutationSendSiteSurveyArgs, 'id'>
  >;
  sendTestAlert?: Resolver<
    Array<ResolversTypes['TestAlertResult']>,
    ParentType,
    ContextType,
    Partial<MutationSendTestAlertArgs>
  >;
  setActivateSlave?: Resolver<
    Array<ResolversTypes['Network']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetActivateSlaveArgs, 'activate'>
  >;
  setLockedMode?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationSetLockedModeArgs, 'equipmentID' | 'locked'>
  >;
  setMaintenanceMode?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMaintenanceModeArgs, 'equipmentID' | 'isMaintenance'>
  >;
  setOrderStatus?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationSetOrderStatusArgs, 'id' | 'status'>
  >;
  setRepairMode?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationSetRepairModeArgs, 'equipmentID' | 'isRepair'>
  >;
  setSurveyLinkActive?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<MutationSetSurveyLinkActiveArgs, 'id' | 'isActive'>
  >;
  signIn?: Resolver<
    ResolversTypes['SignInResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'email' | 'password'>
  >;
  signInWithCode?: Resolver<
    ResolversTypes['SignInResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInWithCodeArgs, 'code'>
  >;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submitBugReport?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitBugReportArgs, 'email' | 'subject'>
  >;
  updateBasis?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBasisArgs, 'id'>
  >;
  updateCompanySettings?: Resolver<
    ResolversTypes['CompanySettings'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCompanySettingsArgs, 'customerID' | 'settings'>
  >;
  updateEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEquipmentArgs, 'customerID' | 'id'>
  >;
  updateEquipmentAsset?: Resolver<
    ResolversTypes['EquipmentAsset'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEquipmentAssetArgs, 'equipmentID' | 'meta'>
  >;
  updateGateway?: Resolver<
    ResolversTypes['Network'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateGatewayArgs, 'gatewayID'>
  >;
  updateOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOrderArgs, 'id'>
  >;
  updateOverlayImage?: Resolver<
    ResolversTypes['OverlayView'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOverlayImageArgs, 'customerID' | 'image' | 'viewID'>
  >;
  updateOverlayView?: Resolver<
    ResolversTypes['OverlayView'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOverlayViewArgs, 'customerID' | 'viewID'>
  >;
  updatePublicSurvey?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePublicSurveyArgs, 'survey' | 'token'>
  >;
  updateReportSchedule?: Resolver<
    ResolversTypes['ReportSchedule'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateReportScheduleArgs, 'customerID' | 'id'>
  >;
  updateSamlConfig?: Resolver<
    ResolversTypes['SamlConfig'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSamlConfigArgs, 'customerID' | 'enabled'>
  >;
  updateToken?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTokenArgs, 'email'>
  >;
  updateUserAlerts?: Resolver<
    Array<ResolversTypes['UserViewAlerts']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserAlertsArgs, 'alerts'>
  >;
  updateView?: Resolver<
    ResolversTypes['View'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateViewArgs, 'customerID' | 'id'>
  >;
  updateViewAlerts?: Resolver<
    Array<ResolversTypes['ViewUserAlerts']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateViewAlertsArgs, 'alerts' | 'customerID' | 'viewID'>
  >;
  updateViewLayout?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateViewLayoutArgs, 'id' | 'layout'>
  >;
  updateViewUsers?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateViewUsersArgs, 'customerID' | 'permissions' | 'viewID'>
  >;
  updateWidget?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWidgetArgs, 'id'>
  >;
  verifyTotp?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyTotpArgs, 'code'>
  >;
  verifyUser?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyUserArgs, 'id' | 'password' | 'token'>
  >;
};

export type NameValidationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['NameValidation'] =
    ResolversParentTypes['NameValidation'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taken?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NetworkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Network'] = ResolversParentTypes['Network'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataSource?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gwType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ha2Node?: Resolver<Maybe<ResolversTypes['HaNode']>, ParentType, ContextType>;
  haNodes?: Resolver<Array<ResolversTypes['HaNode']>, ParentType, ContextType>;
  haStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listenTriggered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pollInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification'],
> = {
  ack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  alertID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  widgetID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  widgetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OidVarResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OidVar'] = ResolversParentTypes['OidVar'],
> = {
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partnerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  settableStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusDates?: Resolver<Array<ResolversTypes['OrderStatusDate']>, ParentType, ContextType>;
  surveyID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  visibleID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderStatusDateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderStatusDate'] =
    ResolversParentTypes['OrderStatusDate'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OverlayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Overlay'] = ResolversParentTypes['Overlay'],
> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['OverlayData']>, ParentType, ContextType>;
  heatMapColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heatMapID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OverlayDataResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OverlayData'] = ResolversParentTypes['OverlayData'],
> = {
  __resolveType: TypeResolveFn<
    'OverlayLink' | 'OverlayViewLink' | 'Sensor',
    ParentType,
    ContextType
  >;
};

export type OverlayLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OverlayLink'] = ResolversParentTypes['OverlayLink'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OverlayViewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OverlayView'] = ResolversParentTypes['OverlayView'],
> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canShare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  heatMaps?: Resolver<Array<ResolversTypes['HeatMap']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overlays?: Resolver<Array<ResolversTypes['Overlay']>, ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OverlayViewLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OverlayViewLink'] =
    ResolversParentTypes['OverlayViewLink'],
> = {
  battery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PartnerLogoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerLogo'] = ResolversParentTypes['PartnerLogo'],
> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerMibResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerMib'] = ResolversParentTypes['PartnerMib'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  installError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerUser'] = ResolversParentTypes['PartnerUser'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partnerAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  MIBs?: Resolver<
    Array<ResolversTypes['PartnerMib']>,
    ParentType,
    ContextType,
    RequireFields<QueryMiBsArgs, 'partnerID'>
  >;
  alarmByToken?: Resolver<
    ResolversTypes['TokenAlarm'],
    ParentType,
    ContextType,
    RequireFields<QueryAlarmByTokenArgs, 'token'>
  >;
  alarmCounts?: Resolver<
    ResolversTypes['AlarmCounts'],
    ParentType,
    ContextType,
    RequireFields<QueryAlarmCountsArgs, 'customerID'>
  >;
  alarmDeliveries?: Resolver<
    Array<ResolversTypes['AlarmDelivery']>,
    ParentType,
    ContextType,
    RequireFields<QueryAlarmDeliveriesArgs, 'alarmID' | 'customerID'>
  >;
  alarms?: Resolver<
    Array<ResolversTypes['Alarm']>,
    ParentType,
    ContextType,
    RequireFields<QueryAlarmsArgs, 'customerID' | 'phase'>
  >;
  allEquipment?: Resolver<
    ResolversTypes['EquipmentPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAllEquipmentArgs, 'customerID'>
  >;
  companySettings?: Resolver<
    ResolversTypes['CompanySettings'],
    ParentType,
    ContextType,
    RequireFields<QueryCompanySettingsArgs, 'customerID'>
  >;
  customer?: Resolver<
    ResolversTypes['Account'],
    ParentType,
    ContextType,
    RequireFields<QueryCustomerArgs, 'id'>
  >;
  customerCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryCustomerCountArgs>
  >;
  customers?: Resolver<
    Array<ResolversTypes['Account']>,
    ParentType,
    ContextType,
    Partial<QueryCustomersArgs>
  >;
  discovery?: Resolver<
    Maybe<ResolversTypes['Discovery']>,
    ParentType,
    ContextType,
    RequireFields<QueryDiscoveryArgs, 'actionID'>
  >;
  equipment?: Resolver<
    Maybe<ResolversTypes['Equipment']>,
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentArgs, 'equipmentID'>
  >;
  equipmentAsset?: Resolver<
    Maybe<ResolversTypes['EquipmentAsset']>,
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentAssetArgs, 'equipmentID'>
  >;
  equipmentFiles?: Resolver<
    Array<ResolversTypes['EquipmentFile']>,
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentFilesArgs, 'equipmentIP' | 'gatewayID'>
  >;
  equipmentLib?: Resolver<
    Maybe<ResolversTypes['EquipmentLibrary']>,
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentLibArgs, 'equipmentID'>
  >;
  equipmentList?: Resolver<
    Array<ResolversTypes['EquipmentLibrary']>,
    ParentType,
    ContextType,
    Partial<QueryEquipmentListArgs>
  >;
  equipmentListCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryEquipmentListCountArgs>
  >;
  equipmentLogs?: Resolver<
    ResolversTypes['EquipmentLogPage'],
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentLogsArgs, 'equipmentID'>
  >;
  gatewayAction?: Resolver<
    Maybe<ResolversTypes['GatewayAction']>,
    ParentType,
    ContextType,
    RequireFields<QueryGatewayActionArgs, 'actionID'>
  >;
  gatewayActionQueue?: Resolver<
    Array<ResolversTypes['GatewayAction']>,
    ParentType,
    ContextType,
    RequireFields<QueryGatewayActionQueueArgs, 'gatewayID'>
  >;
  gatewayCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryGatewayCountArgs>
  >;
  gateways?: Resolver<
    Array<ResolversTypes['Network']>,
    ParentType,
    ContextType,
    Partial<QueryGatewaysArgs>
  >;
  licenses?: Resolver<
    Array<ResolversTypes['License']>,
    ParentType,
    ContextType,
    Partial<QueryLicensesArgs>
  >;
  logos?: Resolver<
    Array<ResolversTypes['PartnerLogo']>,
    ParentType,
    ContextType,
    RequireFields<QueryLogosArgs, 'partnerID'>
  >;
  manufacturers?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    Partial<QueryManufacturersArgs>
  >;
  marketingDocuments?: Resolver<
    Array<ResolversTypes['MarketingDocument']>,
    ParentType,
    ContextType,
    Partial<QueryMarketingDocumentsArgs>
  >;
  marketingRequestCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryMarketingRequestCountArgs>
  >;
  marketingRequests?: Resolver<
    Array<ResolversTypes['MarketingRequest']>,
    ParentType,
    ContextType,
    Partial<QueryMarketingRequestsArgs>
  >;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  mibModules?: Resolver<
    Array<ResolversTypes['MibModule']>,
    ParentType,
    ContextType,
    RequireFields<QueryMibModulesArgs, 'customerID'>
  >;
  mibObjects?: Resolver<
    ResolversTypes['MibObjectPage'],
    ParentType,
    ContextType,
    RequireFields<QueryMibObjectsArgs, 'customerID' | 'module'>
  >;
  myViewAlerts?: Resolver<
    Array<ResolversTypes['UserViewAlerts']>,
    ParentType,
    ContextType,
    RequireFields<QueryMyViewAlertsArgs, 'customerID'>
  >;
  needsTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  network?: Resolver<
    Maybe<ResolversTypes['Network']>,
    ParentType,
    ContextType,
    Partial<QueryNetworkArgs>
  >;
  networks?: Resolver<
    Array<ResolversTypes['Network']>,
    ParentType,
    ContextType,
    Partial<QueryNetworksArgs>
  >;
  notifications?: Resolver<
    Array<ResolversTypes['Notification']>,
    ParentType,
    ContextType,
    Partial<QueryNotificationsArgs>
  >;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, Partial<QueryOrderArgs>>;
  orderCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryOrderCountArgs>
  >;
  orders?: Resolver<
    Array<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    Partial<QueryOrdersArgs>
  >;
  overlayView?: Resolver<
    Maybe<ResolversTypes['OverlayView']>,
    ParentType,
    ContextType,
    RequireFields<QueryOverlayViewArgs, 'viewID'>
  >;
  partnerCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryPartnerCountArgs>
  >;
  partnerUsers?: Resolver<
    Array<ResolversTypes['PartnerUser']>,
    ParentType,
    ContextType,
    RequireFields<QueryPartnerUsersArgs, 'partnerID'>
  >;
  partners?: Resolver<
    Array<ResolversTypes['Account']>,
    ParentType,
    ContextType,
    Partial<QueryPartnersArgs>
  >;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  protocols?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<QueryProtocolsArgs, 'equipmentID'>
  >;
  publicSurvey?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    RequireFields<QueryPublicSurveyArgs, 'token'>
  >;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, Partial<QueryQuoteArgs>>;
  quoteCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QueryQuoteCountArgs>
  >;
  quotes?: Resolver<
    Array<ResolversTypes['Quote']>,
    ParentType,
    ContextType,
    Partial<QueryQuotesArgs>
  >;
  readings?: Resolver<
    Array<ResolversTypes['WidgetReadings']>,
    ParentType,
    ContextType,
    RequireFields<QueryReadingsArgs, 'widgets'>
  >;
  recentViews?: Resolver<
    Array<ResolversTypes['View']>,
    ParentType,
    ContextType,
    Partial<QueryRecentViewsArgs>
  >;
  registers?: Resolver<
    ResolversTypes['Registers'],
    ParentType,
    ContextType,
    RequireFields<QueryRegistersArgs, 'equipmentID'>
  >;
  report?: Resolver<
    ResolversTypes['ReportResult'],
    ParentType,
    ContextType,
    RequireFields<
      QueryReportArgs,
      'endDate' | 'reportRange' | 'startDate' | 'timezoneOffset' | 'viewID'
    >
  >;
  reportSchedules?: Resolver<
    Array<ResolversTypes['ReportSchedule']>,
    ParentType,
    ContextType,
    RequireFields<QueryReportSchedulesArgs, 'customerID'>
  >;
  reports?: Resolver<
    ResolversTypes['ReportPage'],
    ParentType,
    ContextType,
    RequireFields<QueryReportsArgs, 'customerID'>
  >;
  resolveOids?: Resolver<
    Array<ResolversTypes['ResolvedOid']>,
    ParentType,
    ContextType,
    RequireFields<QueryResolveOidsArgs, 'customerID' | 'oids'>
  >;
  samlConfig?: Resolver<
    ResolversTypes['SamlConfig'],
    ParentType,
    ContextType,
    RequireFields<QuerySamlConfigArgs, 'customerID'>
  >;
  sensor?: Resolver<
    Array<ResolversTypes['Sensor']>,
    ParentType,
    ContextType,
    RequireFields<QuerySensorArgs, 'sensorIDs'>
  >;
  sensorLogs?: Resolver<
    Array<ResolversTypes['SensorLog']>,
    ParentType,
    ContextType,
    RequireFields<QuerySensorLogsArgs, 'sensorIDs'>
  >;
  sensorLogsCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QuerySensorLogsCountArgs>
  >;
  sensors?: Resolver<
    Array<ResolversTypes['Sensor']>,
    ParentType,
    ContextType,
    Partial<QuerySensorsArgs>
  >;
  sensorsCount?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    Partial<QuerySensorsCountArgs>
  >;
  shareUsers?: Resolver<
    Array<ResolversTypes['ShareUser']>,
    ParentType,
    ContextType,
    RequireFields<QueryShareUsersArgs, 'customerID' | 'query'>
  >;
  sharedViews?: Resolver<
    Array<ResolversTypes['SharedView']>,
    ParentType,
    ContextType,
    Partial<QuerySharedViewsArgs>
  >;
  siteSummary?: Resolver<
    ResolversTypes['SiteSummary'],
    ParentType,
    ContextType,
    RequireFields<QuerySiteSummaryArgs, 'customerID'>
  >;
  siteSurvey?: Resolver<
    ResolversTypes['SiteSurvey'],
    ParentType,
    ContextType,
    Partial<QuerySiteSurveyArgs>
  >;
  siteSurveys?: Resolver<
    Array<ResolversTypes['SiteSurvey']>,
    ParentType,
    ContextType,
    Partial<QuerySiteSurveysArgs>
  >;
  snmpTraps?: Resolver<
    Array<ResolversTypes['SnmpTrap']>,
    ParentType,
    ContextType,
    Partial<QuerySnmpTrapsArgs>
  >;
  snmpWalk?: Resolver<
    Maybe<ResolversTypes['SnmpWalk']>,
    ParentType,
    ContextType,
    RequireFields<QuerySnmpWalkArgs, 'gatewayID'>
  >;
  snmpWalkExists?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    Partial<QuerySnmpWalkExistsArgs>
  >;
  ssoLoginPath?: Resolver<
    Maybe<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<QuerySsoLoginPathArgs, 'customerID'>
  >;
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
  tags?: Resolver<
    Array<ResolversTypes['ViewTag']>,
    ParentType,
    ContextType,
    Partial<QueryTagsArgs>
  >;
  template?: Resolver<
    Maybe<ResolversTypes['Template']>,
    ParentType,
    ContextType,
    RequireFields<QueryTemplateArgs, 'id'>
  >;
  templateRegisters?: Resolver<
    Array<ResolversTypes['TemplateRegister']>,
    ParentType,
    ContextType,
    Partial<QueryTemplateRegistersArgs>
  >;
  templateTimers?: Resolver<
    Array<ResolversTypes['TemplateTimer']>,
    ParentType,
    ContextType,
    RequireFields<QueryTemplateTimersArgs, 'widgetIDs'>
  >;
  templateViewDrift?: Resolver<
    Array<ResolversTypes['TemplateViewDrift']>,
    ParentType,
    ContextType,
    RequireFields<QueryTemplateViewDriftArgs, 'id'>
  >;
  templateWidgets?: Resolver<
    Array<ResolversTypes['TemplateWidget']>,
    ParentType,
    ContextType,
    RequireFields<QueryTemplateWidgetsArgs, 'id'>
  >;
  templates?: Resolver<
    Array<ResolversTypes['Template']>,
    ParentType,
    ContextType,
    Partial<QueryTemplatesArgs>
  >;
  timers?: Resolver<
    Array<ResolversTypes['Timer']>,
    ParentType,
    ContextType,
    RequireFields<QueryTimersArgs, 'widgetIDs'>
  >;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUserCountArgs>>;
  userViews?: Resolver<
    Array<ResolversTypes['View']>,
    ParentType,
    ContextType,
    Partial<QueryUserViewsArgs>
  >;
  users?: Resolver<
    Array<ResolversTypes['CompanyUser']>,
    ParentType,
    ContextType,
    Partial<QueryUsersArgs>
  >;
  validateEquipmentNames?: Resolver<
    ResolversTypes['NameValidation'],
    ParentType,
    ContextType,
    RequireFields<QueryValidateEquipmentNamesArgs, 'gatewayID' | 'names'>
  >;
  validatePasswordToken?: Resolver<
    ResolversTypes['VerificationUser'],
    ParentType,
    ContextType,
    RequireFields<QueryValidatePasswordTokenArgs, 'token'>
  >;
  validateToken?: Resolver<
    ResolversTypes['VerificationUser'],
    ParentType,
    ContextType,
    RequireFields<QueryValidateTokenArgs, 'token'>
  >;
  validateViewNames?: Resolver<
    ResolversTypes['NameValidation'],
    ParentType,
    ContextType,
    RequireFields<QueryValidateViewNamesArgs, 'customerID' | 'names'>
  >;
  view?: Resolver<Maybe<ResolversTypes['View']>, ParentType, ContextType, Partial<QueryViewArgs>>;
  viewAlarmRules?: Resolver<
    Array<ResolversTypes['AlarmRule']>,
    ParentType,
    ContextType,
    RequireFields<QueryViewAlarmRulesArgs, 'customerID' | 'viewID'>
  >;
  viewAlarms?: Resolver<
    Array<ResolversTypes['ViewAlarm']>,
    ParentType,
    ContextType,
    RequireFields<QueryViewAlarmsArgs, 'viewID'>
  >;
  viewAlerts?: Resolver<
    Array<ResolversTypes['ViewUserAlerts']>,
    ParentType,
    ContextType,
    RequireFields<QueryViewAlertsArgs, 'customerID' | 'viewID'>
  >;
  viewCounts?: Resolver<
    ResolversTypes['ViewCounts'],
    ParentType,
    ContextType,
    Partial<QueryViewCountsArgs>
  >;
  viewUsers?: Resolver<
    Array<ResolversTypes['ViewUser']>,
    ParentType,
    ContextType,
    RequireFields<QueryViewUsersArgs, 'customerID'>
  >;
  views?: Resolver<Array<ResolversTypes['View']>, ParentType, ContextType, Partial<QueryViewsArgs>>;
  widgets?: Resolver<
    Array<ResolversTypes['Widget']>,
    ParentType,
    ContextType,
    Partial<QueryWidgetsArgs>
  >;
};

export type QuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote'],
> = {
  comments?: Resolver<Array<ResolversTypes['QuoteComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['QuoteItem']>, ParentType, ContextType>;
  orderID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  partnerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surveyID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibleID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuoteCommentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuoteComment'] = ResolversParentTypes['QuoteComment'],
> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QuoteItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuoteItem'] = ResolversParentTypes['QuoteItem'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReadingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Reading'] = ResolversParentTypes['Reading'],
> = {
  battery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sigStr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RegisterBlockResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RegisterBlock'] = ResolversParentTypes['RegisterBlock'],
> = {
  functionCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startingRegister?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RegisteredGatewayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RegisteredGateway'] =
    ResolversParentTypes['RegisteredGateway'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistersResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Registers'] = ResolversParentTypes['Registers'],
> = {
  modbusPoints?: Resolver<Array<ResolversTypes['ModbusPoint']>, ParentType, ContextType>;
  snmpPoints?: Resolver<Array<ResolversTypes['SnmpPoint']>, ParentType, ContextType>;
};

export type ReportResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report'],
> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['TimeRange'], ParentType, ContextType>;
  scheduleID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  viewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage'],
> = {
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReportResult'] = ResolversParentTypes['ReportResult'],
> = {
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType>;
  reportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportScheduleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReportSchedule'] =
    ResolversParentTypes['ReportSchedule'],
> = {
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nextRunAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['TimeRange'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResolvedOidResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ResolvedOid'] = ResolversParentTypes['ResolvedOid'],
> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  input?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  object?: Resolver<Maybe<ResolversTypes['MibObject']>, ParentType, ContextType>;
  oid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SamlConfigResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SamlConfig'] = ResolversParentTypes['SamlConfig'],
> = {
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  idpEntityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idpMetadataUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idpSsoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loginPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spAcsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spCertificate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spEntityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spMetadataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SensorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Sensor'] = ResolversParentTypes['Sensor'],
> = {
  alarmOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deadband?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  delay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['EquipmentLibraryRef'], ParentType, ContextType>;
  equipmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  equipmentMaintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  equipmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentRepair?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['GatewayRef'], ParentType, ContextType>;
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reading?: Resolver<Maybe<ResolversTypes['Reading']>, ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  register?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  smartThresholds?: Resolver<Maybe<ResolversTypes['SmartThresholds']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SensorFailureResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SensorFailure'] = ResolversParentTypes['SensorFailure'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SensorInsightResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SensorInsight'] = ResolversParentTypes['SensorInsight'],
> = {
  anomaly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  crossesAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  crossesLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  learnedHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sensorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  smartThresholds?: Resolver<Maybe<ResolversTypes['SmartThresholds']>, ParentType, ContextType>;
  spread?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SensorLogResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SensorLog'] = ResolversParentTypes['SensorLog'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ServerProcessResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ServerProcess'] = ResolversParentTypes['ServerProcess'],
> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rssBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceContactResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ServiceContact'] =
    ResolversParentTypes['ServiceContact'],
> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShareLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink'],
> = {
  expireAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShareUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShareUser'] = ResolversParentTypes['ShareUser'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isInCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SharedViewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SharedView'] = ResolversParentTypes['SharedView'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expireAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['View'], ParentType, ContextType>;
};

export type SignInResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult'],
> = {
  needsTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SiteSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SiteSummary'] = ResolversParentTypes['SiteSummary'],
> = {
  equipment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentDisconnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentError?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentMaintenance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentOk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentRepair?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentWarning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gateways?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gatewaysConnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gatewaysDisconnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gatewaysListening?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteSurveyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SiteSurvey'] = ResolversParentTypes['SiteSurvey'],
> = {
  attachments?: Resolver<Array<ResolversTypes['SurveyAttachment']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['SurveyComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<Array<ResolversTypes['SurveyEquipment']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['SurveyLink']>, ParentType, ContextType>;
  partnerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siteContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibleID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmartThresholdsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SmartThresholds'] =
    ResolversParentTypes['SmartThresholds'],
> = {
  critical?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SnmpPointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SnmpPoint'] = ResolversParentTypes['SnmpPoint'],
> = {
  alarmOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  oid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  renamedUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sensorID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  strMask?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SnmpTrapResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SnmpTrap'] = ResolversParentTypes['SnmpTrap'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  equipmentIP?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  oid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SnmpWalkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SnmpWalk'] = ResolversParentTypes['SnmpWalk'],
> = {
  actionID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oids?: Resolver<Array<ResolversTypes['WalkedOid']>, ParentType, ContextType>;
  root?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stopped?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SurveyAttachmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SurveyAttachment'] =
    ResolversParentTypes['SurveyAttachment'],
> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SurveyCommentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SurveyComment'] = ResolversParentTypes['SurveyComment'],
> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SurveyEquipmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SurveyEquipment'] =
    ResolversParentTypes['SurveyEquipment'],
> = {
  attachmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SurveyLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SurveyLink'] = ResolversParentTypes['SurveyLink'],
> = {
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus'],
> = {
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseOk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gatewayActionsQueued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gatewaysConnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gatewaysTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationsQueued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processes?: Resolver<Array<ResolversTypes['ServerProcess']>, ParentType, ContextType>;
  readingsPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redisOk?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  reportRunsQueued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template'],
> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayEquipment?: Resolver<
    Array<ResolversTypes['TemplateDisplayEquipment']>,
    ParentType,
    ContextType
  >;
  equipment?: Resolver<Array<ResolversTypes['TemplateEquipment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfSyncViewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceViewID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widgetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateDisplayEquipmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateDisplayEquipment'] =
    ResolversParentTypes['TemplateDisplayEquipment'],
> = {
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registers?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TemplateEquipmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateEquipment'] =
    ResolversParentTypes['TemplateEquipment'],
> = {
  libraryID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oidVars?: Resolver<Array<ResolversTypes['TemplateOidVar']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateOidVarResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateOidVar'] =
    ResolversParentTypes['TemplateOidVar'],
> = {
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateReapplyResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateReapplyResult'] =
    ResolversParentTypes['TemplateReapplyResult'],
> = {
  outOfSyncViewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateRef'] = ResolversParentTypes['TemplateRef'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TemplateRegisterResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateRegister'] =
    ResolversParentTypes['TemplateRegister'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  widgetID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TemplateTimerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateTimer'] = ResolversParentTypes['TemplateTimer'],
> = {
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  repeatInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widgetID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TemplateViewDriftResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateViewDrift'] =
    ResolversParentTypes['TemplateViewDrift'],
> = {
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateWidgetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TemplateWidget'] =
    ResolversParentTypes['TemplateWidget'],
> = {
  basis?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  calculation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chartType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  greenTo2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowerBound?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metaIDs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registers?: Resolver<Array<ResolversTypes['TemplateRegister']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  templateID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upperBound?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  yellowTo2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TestAlertResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TestAlertResult'] =
    ResolversParentTypes['TestAlertResult'],
> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TimerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Timer'] = ResolversParentTypes['Timer'],
> = {
  expiresAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  repeatInterval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warnBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widgetID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TokenAlarmResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TokenAlarm'] = ResolversParentTypes['TokenAlarm'],
> = {
  alarm?: Resolver<ResolversTypes['Alarm'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpActivationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TotpActivation'] =
    ResolversParentTypes['TotpActivation'],
> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TotpSetupResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TotpSetup'] = ResolversParentTypes['TotpSetup'],
> = {
  plaintext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrendChunkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TrendChunk'] = ResolversParentTypes['TrendChunk'],
> = {
  chunkStart?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TrendSeriesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TrendSeries'] = ResolversParentTypes['TrendSeries'],
> = {
  chunkSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  chunks?: Resolver<Array<ResolversTypes['TrendChunk']>, ParentType, ContextType>;
  gatewayID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sensorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['TrendStats']>, ParentType, ContextType>;
};

export type TrendStatsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TrendStats'] = ResolversParentTypes['TrendStats'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mean?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  acceptedTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['UserCustomer']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managedCustomerIDs?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['UserPartner']>, ParentType, ContextType>;
  partnerAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  partnerRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  super?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserCustomerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserCustomer'] = ResolversParentTypes['UserCustomer'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserPartnerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserPartner'] = ResolversParentTypes['UserPartner'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['PartnerLogo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserViewAlertsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserViewAlerts'] =
    ResolversParentTypes['UserViewAlerts'],
> = {
  cleared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  red?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yellow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VerificationUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VerificationUser'] =
    ResolversParentTypes['VerificationUser'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ViewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['View'] = ResolversParentTypes['View'],
> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canShare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipmentIDs?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errorList?: Resolver<Array<ResolversTypes['ViewStatusItem']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullTags?: Resolver<Array<ResolversTypes['ViewTag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRepair?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastAlarmTimestamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tagIDs?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trendSync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trendV2?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warningList?: Resolver<Array<ResolversTypes['ViewStatusItem']>, ParentType, ContextType>;
  warnings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widgetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewAlarmResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewAlarm'] = ResolversParentTypes['ViewAlarm'],
> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  equipmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sensorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ViewCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewCounts'] = ResolversParentTypes['ViewCounts'],
> = {
  disconnected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repair?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewStatusItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewStatusItem'] =
    ResolversParentTypes['ViewStatusItem'],
> = {
  equipmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ViewTagResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewTag'] = ResolversParentTypes['ViewTag'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ViewTag']>, ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUser'] = ResolversParentTypes['ViewUser'],
> = {
  alerts?: Resolver<ResolversTypes['ViewUserAlertKinds'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['ViewUserPermissions'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['ViewUserRole']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ViewUserPerson'], ParentType, ContextType>;
};

export type ViewUserAlertKindsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUserAlertKinds'] =
    ResolversParentTypes['ViewUserAlertKinds'],
> = {
  cleared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  red?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  yellow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ViewUserAlertsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUserAlerts'] =
    ResolversParentTypes['ViewUserAlerts'],
> = {
  cleared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  red?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  yellow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ViewUserFailureResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUserFailure'] =
    ResolversParentTypes['ViewUserFailure'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewUserPermissionsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUserPermissions'] =
    ResolversParentTypes['ViewUserPermissions'],
> = {
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ViewUserPersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUserPerson'] =
    ResolversParentTypes['ViewUserPerson'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ViewUserRoleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ViewUserRole'] = ResolversParentTypes['ViewUserRole'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalkedOidResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WalkedOid'] = ResolversParentTypes['WalkedOid'],
> = {
  oid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WidgetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Widget'] = ResolversParentTypes['Widget'],
> = {
  basis?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  calculation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chartType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  disconnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gatewayID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  greenTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  greenTo2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageTransform?: Resolver<Maybe<ResolversTypes['ImageTransform']>, ParentType, ContextType>;
  imageURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowerBound?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metaIDs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  range?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rawLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sensorIDs?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  smartThresholds?: Resolver<
    Maybe<ResolversTypes['WidgetSmartThresholds']>,
    ParentType,
    ContextType
  >;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timers?: Resolver<Array<ResolversTypes['Timer']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upperBound?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yellowTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  yellowTo2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type WidgetReadingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WidgetReadings'] =
    ResolversParentTypes['WidgetReadings'],
> = {
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  insights?: Resolver<Array<ResolversTypes['SensorInsight']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['LatestReading']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['TimeRange'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['TrendSeries']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  widgetID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WidgetSmartThresholdsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WidgetSmartThresholds'] =
    ResolversParentTypes['WidgetSmartThresholds'],
> = {
  smartCritical?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  smartWarning?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Account?: AccountResolvers<ContextType>;
  ActionBatch?: ActionBatchResolvers<ContextType>;
  ActionFile?: ActionFileResolvers<ContextType>;
  ActionIpResult?: ActionIpResultResolvers<ContextType>;
  ActionMeta?: ActionMetaResolvers<ContextType>;
  ActionProgress?: ActionProgressResolvers<ContextType>;
  ActionRecord?: ActionRecordResolvers<ContextType>;
  AddSensorsResult?: AddSensorsResultResolvers<ContextType>;
  AddViewUserResult?: AddViewUserResultResolvers<ContextType>;
  Alarm?: AlarmResolvers<ContextType>;
  AlarmCounts?: AlarmCountsResolvers<ContextType>;
  AlarmDelivery?: AlarmDeliveryResolvers<ContextType>;
  AlarmRule?: AlarmRuleResolvers<ContextType>;
  AlarmRuleToken?: AlarmRuleTokenResolvers<ContextType>;
  CompanySettings?: CompanySettingsResolvers<ContextType>;
  CompanyUser?: CompanyUserResolvers<ContextType>;
  DiscoveredDevice?: DiscoveredDeviceResolvers<ContextType>;
  Discovery?: DiscoveryResolvers<ContextType>;
  DynamicOidLabel?: DynamicOidLabelResolvers<ContextType>;
  Equipment?: EquipmentResolvers<ContextType>;
  EquipmentAsset?: EquipmentAssetResolvers<ContextType>;
  EquipmentError?: EquipmentErrorResolvers<ContextType>;
  EquipmentFile?: EquipmentFileResolvers<ContextType>;
  EquipmentLibrary?: EquipmentLibraryResolvers<ContextType>;
  EquipmentLibraryRef?: EquipmentLibraryRefResolvers<ContextType>;
  EquipmentLog?: EquipmentLogResolvers<ContextType>;
  EquipmentLogPage?: EquipmentLogPageResolvers<ContextType>;
  EquipmentMeta?: EquipmentMetaResolvers<ContextType>;
  EquipmentPage?: EquipmentPageResolvers<ContextType>;
  GatewayAction?: GatewayActionResolvers<ContextType>;
  GatewayRef?: GatewayRefResolvers<ContextType>;
  HaNode?: HaNodeResolvers<ContextType>;
  HeatMap?: HeatMapResolvers<ContextType>;
  ImageTransform?: ImageTransformResolvers<ContextType>;
  LatestReading?: LatestReadingResolvers<ContextType>;
  LibraryMeta?: LibraryMetaResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  MarketingDocument?: MarketingDocumentResolvers<ContextType>;
  MarketingRequest?: MarketingRequestResolvers<ContextType>;
  MibEnum?: MibEnumResolvers<ContextType>;
  MibModule?: MibModuleResolvers<ContextType>;
  MibObject?: MibObjectResolvers<ContextType>;
  MibObjectPage?: MibObjectPageResolvers<ContextType>;
  ModbusPoint?: ModbusPointResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NameValidation?: NameValidationResolvers<ContextType>;
  Network?: NetworkResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  OidVar?: OidVarResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderStatusDate?: OrderStatusDateResolvers<ContextType>;
  Overlay?: OverlayResolvers<ContextType>;
  OverlayData?: OverlayDataResolvers<ContextType>;
  OverlayLink?: OverlayLinkResolvers<ContextType>;
  OverlayView?: OverlayViewResolvers<ContextType>;
  OverlayViewLink?: OverlayViewLinkResolvers<ContextType>;
  PartnerLogo?: PartnerLogoResolvers<ContextType>;
  PartnerMib?: PartnerMibResolvers<ContextType>;
  PartnerUser?: PartnerUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteComment?: QuoteCommentResolvers<ContextType>;
  QuoteItem?: QuoteItemResolvers<ContextType>;
  Reading?: ReadingResolvers<ContextType>;
  RegisterBlock?: RegisterBlockResolvers<ContextType>;
  RegisteredGateway?: RegisteredGatewayResolvers<ContextType>;
  Registers?: RegistersResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ReportResult?: ReportResultResolvers<ContextType>;
  ReportSchedule?: ReportScheduleResolvers<ContextType>;
  ResolvedOid?: ResolvedOidResolvers<ContextType>;
  SamlConfig?: SamlConfigResolvers<ContextType>;
  Sensor?: SensorResolvers<ContextType>;
  SensorFailure?: SensorFailureResolvers<ContextType>;
  SensorInsight?: SensorInsightResolvers<ContextType>;
  SensorLog?: SensorLogResolvers<ContextType>;
  ServerProcess?: ServerProcessResolvers<ContextType>;
  ServiceContact?: ServiceContactResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  ShareUser?: ShareUserResolvers<ContextType>;
  SharedView?: SharedViewResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SiteSummary?: SiteSummaryResolvers<ContextType>;
  SiteSurvey?: SiteSurveyResolvers<ContextType>;
  SmartThresholds?: SmartThresholdsResolvers<ContextType>;
  SnmpPoint?: SnmpPointResolvers<ContextType>;
  SnmpTrap?: SnmpTrapResolvers<ContextType>;
  SnmpWalk?: SnmpWalkResolvers<ContextType>;
  SurveyAttachment?: SurveyAttachmentResolvers<ContextType>;
  SurveyComment?: SurveyCommentResolvers<ContextType>;
  SurveyEquipment?: SurveyEquipmentResolvers<ContextType>;
  SurveyLink?: SurveyLinkResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateDisplayEquipment?: TemplateDisplayEquipmentResolvers<ContextType>;
  TemplateEquipment?: TemplateEquipmentResolvers<ContextType>;
  TemplateOidVar?: TemplateOidVarResolvers<ContextType>;
  TemplateReapplyResult?: TemplateReapplyResultResolvers<ContextType>;
  TemplateRef?: TemplateRefResolvers<ContextType>;
  TemplateRegister?: TemplateRegisterResolvers<ContextType>;
  TemplateTimer?: TemplateTimerResolvers<ContextType>;
  TemplateViewDrift?: TemplateViewDriftResolvers<ContextType>;
  TemplateWidget?: TemplateWidgetResolvers<ContextType>;
  TestAlertResult?: TestAlertResultResolvers<ContextType>;
  Timer?: TimerResolvers<ContextType>;
  TokenAlarm?: TokenAlarmResolvers<ContextType>;
  TotpActivation?: TotpActivationResolvers<ContextType>;
  TotpSetup?: TotpSetupResolvers<ContextType>;
  TrendChunk?: TrendChunkResolvers<ContextType>;
  TrendSeries?: TrendSeriesResolvers<ContextType>;
  TrendStats?: TrendStatsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserCustomer?: UserCustomerResolvers<ContextType>;
  UserPartner?: UserPartnerResolvers<ContextType>;
  UserViewAlerts?: UserViewAlertsResolvers<ContextType>;
  VerificationUser?: VerificationUserResolvers<ContextType>;
  View?: ViewResolvers<ContextType>;
  ViewAlarm?: ViewAlarmResolvers<ContextType>;
  ViewCounts?: ViewCountsResolvers<ContextType>;
  ViewStatusItem?: ViewStatusItemResolvers<ContextType>;
  ViewTag?: ViewTagResolvers<ContextType>;
  ViewUser?: ViewUserResolvers<ContextType>;
  ViewUserAlertKinds?: ViewUserAlertKindsResolvers<ContextType>;
  ViewUserAlerts?: ViewUserAlertsResolvers<ContextType>;
  ViewUserFailure?: ViewUserFailureResolvers<ContextType>;
  ViewUserPermissions?: ViewUserPermissionsResolvers<ContextType>;
  ViewUserPerson?: ViewUserPersonResolvers<ContextType>;
  ViewUserRole?: ViewUserRoleResolvers<ContextType>;
  WalkedOid?: WalkedOidResolvers<ContextType>;
  Widget?: WidgetResolvers<ContextType>;
  WidgetReadings?: WidgetReadingsResolvers<ContextType>;
  WidgetSmartThresholds?: WidgetSmartThresholdsResolvers<ContextType>;
};
