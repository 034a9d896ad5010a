/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A queue position: the action and where it goes. */
export type ActionOrderInput = {
  id: string;
  position: number;
};

export type AlarmRuleTokenInput = {
  kind: string;
  sensorID?: string | null | undefined;
  value?: string | null | undefined;
};

/** Card config (spec core §3): the flags to set and the values they set. */
export type CardConfigInput = {
  cardName?: string | null | undefined;
  communityString?: string | null | undefined;
  contact?: string | null | undefined;
  /** set-approved, set-V3-access, set-traps, set-name or set-user */
  flags: Array<string>;
  password?: string | null | undefined;
  /** Where set-traps points the card's traps. */
  trapIP?: string | null | undefined;
  username?: string | null | undefined;
};

/** Fields left out are kept; helpDeskToken empty removes the stored token. */
export type CompanySettingsInput = {
  defaultRoles?: Array<string> | null | undefined;
  emailAlertsDefault?: boolean | null | undefined;
  helpDeskDomain?: string | null | undefined;
  helpDeskEmail?: string | null | undefined;
  helpDeskToken?: string | null | undefined;
  livestreamURL?: string | null | undefined;
  name?: string | null | undefined;
  serviceContacts?: Array<ServiceContactInput> | null | undefined;
  smsAlertsDefault?: boolean | null | undefined;
};

/** A CUSTOM range's bounds, epoch milliseconds. */
export type DateRangeInput = {
  end: number;
  start: number;
};

export type DynamicOidLabelInput = {
  label: string;
  value: string;
};

/**
 * Filters of My Equipment (query eq_filter): each given one narrows the list. status and protocol
 * take one or many values; gatewayIDs one or many gateways.
 */
export type EquipmentFilters = {
  disconnected?: boolean | null | undefined;
  gatewayIDs?: Array<string> | null | undefined;
  /** Only devices of these equipment libraries (models): the devices a template's slot takes. */
  libraryIDs?: Array<string> | null | undefined;
  locked?: boolean | null | undefined;
  maintenance?: boolean | null | undefined;
  /** Modbus, SNMP */
  protocol?: Array<string> | null | undefined;
  repair?: boolean | null | undefined;
  /** OK, WARNING, ERROR, UNKNOWN (sensor status), MAINTENANCE, REPAIR, DISCONNECTED */
  status?: Array<string> | null | undefined;
};

/** One device of the bulk add form. */
export type EquipmentInput = {
  authKey?: string | null | undefined;
  authType?: string | null | undefined;
  communityString?: string | null | undefined;
  context?: string | null | undefined;
  description?: string | null | undefined;
  ip?: string | null | undefined;
  manufacturerModel?: string | null | undefined;
  port?: number | null | undefined;
  privacySecret?: string | null | undefined;
  privacyType?: string | null | undefined;
  protocol?: string | null | undefined;
  securityLevel?: string | null | undefined;
  slaveID?: number | null | undefined;
  snmpVersion?: string | null | undefined;
  username?: string | null | undefined;
};

/** One asset datum of an equipment as edited on the Assets screen. */
export type EquipmentMetaInput = {
  label: string;
  /** number, string, date or firmware */
  type: string;
  value: string;
};

export type GatewayFilters = {
  disconnected?: boolean | null | undefined;
  listenTriggered?: boolean | null | undefined;
  slave?: boolean | null | undefined;
};

/** A heat map to keep: with id, one of the view's to change; without, a new one. Maps left out are deleted. */
export type HeatMapInput = {
  colorA?: string | null | undefined;
  colorB?: string | null | undefined;
  colorC?: string | null | undefined;
  id?: string | null | undefined;
  valueA: number;
  valueC: number;
};

export type ImageTransformInput = {
  rotation: number;
  scale: number;
  translateX: number;
  translateY: number;
};

/** One fact as edited: id when it is kept; label defaults to the kind's (Model Number, Serial Number, Name). */
export type LibraryMetaInput = {
  id?: string | null | undefined;
  label?: string | null | undefined;
  oid: string;
  type: string;
  values?: Array<string> | null | undefined;
};

/**
 * Read Registers (our own action): a block of one Modbus device's registers, read once through
 * the gateway for the Add Modbus Template preview.
 */
export type ModbusReadInput = {
  /** How many registers, 1 to 50 (core §9 block read size). */
  count: number;
  /** 1 status coil, 2 input contacts, 3 holding registers, 4 input registers. */
  functionCode: number;
  /** The device's Modbus TCP port (default 502). */
  port?: number | null | undefined;
  /** The unit (slave) id (default 1). */
  slaveID?: number | null | undefined;
  /** The protocol (0-based) address of the first register. */
  startingRegister: number;
};

/** One register of a Modbus template as the Add Modbus Template page sends it (spec core §5 register rules). */
export type ModbusRegisterInput = {
  addressDataType?: string | null | undefined;
  addressOffset?: number | null | undefined;
  alarmOnly?: boolean | null | undefined;
  /** UINT16, UINT32, INT16, INT32 or FLOAT. */
  dataType: string;
  /** 1 status coil, 2 input contacts, 3 holding registers, 4 input registers. */
  functionCode: number;
  greenTo?: number | null | undefined;
  mask?: number | null | undefined;
  multiplier?: number | null | undefined;
  name: string;
  numOfReg: number;
  offset?: number | null | undefined;
  redTo?: number | null | undefined;
  /** The protocol (0-based) address of the first register. */
  startingRegister: number;
  states?: Array<string> | null | undefined;
  unit?: string | null | undefined;
  /** ABCD, CDAB, BADC or DCBA (BE and LE are read as ABCD and CDAB); 32-bit types only. */
  wordOrder?: string | null | undefined;
  yellowTo?: number | null | undefined;
};

export type OidVarInput = {
  letter: string;
  value: string;
};

/**
 * An overlay to keep: with id, one of the view's to change; without, a new one (its opacity, when not
 * given, is the first existing overlay's). Overlays left out are deleted.
 */
export type OverlayInput = {
  backgroundColor?: string | null | undefined;
  /** The heat map, as its index in saveOverlays' heatMaps. */
  heatMap?: number | null | undefined;
  id?: string | null | undefined;
  /** sensor, view or link */
  kind: string;
  /** A link's name and address (http, https or a page of the app). */
  name?: string | null | undefined;
  opacity?: number | null | undefined;
  open?: boolean | null | undefined;
  sensorID?: string | null | undefined;
  size: number;
  url?: string | null | undefined;
  /** The view a view overlay opens; left out with an id, the overlay keeps the view it has. */
  viewID?: string | null | undefined;
  x: number;
  y: number;
};

/**
 * Test Connection (our own action): the device as the add-equipment form has it. The gateway
 * reads its library's first point of the protocol (SNMP without a library: sysDescr.0).
 */
export type ProbeInput = {
  /** The library (manufacturerModel of onboardEquipment). */
  manufacturerModel?: string | null | undefined;
  port?: number | null | undefined;
  /** SNMP or Modbus. */
  protocol: string;
  slaveID?: number | null | undefined;
};

/** One OID of an imported SNMP template. */
export type SnmpPointInput = {
  alarmOnly?: boolean | null | undefined;
  greenTo?: number | null | undefined;
  multiplier?: number | null | undefined;
  name: string;
  offset?: number | null | undefined;
  oid: string;
  redTo?: number | null | undefined;
  states?: Array<string> | null | undefined;
  strMask?: string | null | undefined;
  unit?: string | null | undefined;
  yellowTo?: number | null | undefined;
};

/**
 * One point of Manage Sensors: a point to start monitoring, or with sensorID the sensor that
 * monitors it, whose settings change. A setting left out takes the library point's value (new
 * sensor) or keeps the sensor's own (update); null clears it.
 */
export type SensorInput = {
  alarmOnly?: boolean | null | undefined;
  /** Per state, by index: Normal, Warning or Alarm (a missing one is Normal). */
  conditions?: Array<string> | null | undefined;
  /** At least 0. */
  deadband?: number | null | undefined;
  /** Whole seconds from 0 to 86400. */
  delay?: number | null | undefined;
  greenTo?: number | null | undefined;
  name?: string | null | undefined;
  /** A point of the equipment's library: a Modbus or an SNMP point id. */
  pointID: string;
  /** Modbus or SNMP. */
  protocol: string;
  /** Blank is 1.2 times yellow (spec core §4). */
  redTo?: number | null | undefined;
  /** The sensor monitoring this point on the equipment: update its settings instead of adding one. */
  sensorID?: string | null | undefined;
  /** Labels by index, at most 64; an empty list makes an analog sensor. */
  states?: Array<string> | null | undefined;
  unit?: string | null | undefined;
  yellowTo?: number | null | undefined;
};

export type ServiceContactInput = {
  email?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
};

/** SNMP credentials for an action: versions 1 and 2 a community string, version 3 its user. */
export type SnmpCredsInput = {
  authKey?: string | null | undefined;
  authType?: string | null | undefined;
  communityString?: string | null | undefined;
  context?: string | null | undefined;
  /** The UDP port the agents answer on (default 161). */
  port?: number | null | undefined;
  privacySecret?: string | null | undefined;
  privacyType?: string | null | undefined;
  securityLevel?: string | null | undefined;
  snmpVersion?: string | null | undefined;
  username?: string | null | undefined;
};

export type SnmpWalkInput = {
  desc?: string | null | undefined;
  /** Where the walk starts (default 1.3.6.1). */
  root?: string | null | undefined;
};

export type ThresholdsInput = {
  greenTo?: number | null | undefined;
  redTo?: number | null | undefined;
  yellowTo?: number | null | undefined;
};

export type TimeRange =
  'CUSTOM' | 'DAY' | 'HOUR' | 'LATEST' | 'MONTH' | 'SIX_MONTHS' | 'WEEK' | 'YEAR';

export type TimerInput = {
  greenTo?: number | null | undefined;
  /** An existing timer to keep; new timers have none. */
  id?: string | null | undefined;
  name: string;
  redTo?: number | null | undefined;
  repeatInterval: number;
  warnBefore?: number | null | undefined;
  yellowTo?: number | null | undefined;
};

export type UserAlertsInput = {
  cleared?: boolean | null | undefined;
  disconnected?: boolean | null | undefined;
  red?: boolean | null | undefined;
  viewID: string;
  yellow?: boolean | null | undefined;
};

/** One user's roles on the company, replacing the ones they held. */
export type UserPermissionsInput = {
  roles: Array<string>;
  userID: string;
};

export type ViewAlertsInput = {
  cleared?: boolean | null | undefined;
  disconnected?: boolean | null | undefined;
  red?: boolean | null | undefined;
  userID: string;
  yellow?: boolean | null | undefined;
};

/** One address to share the view with; read is always given. */
export type ViewUserInviteInput = {
  email: string;
  share?: boolean | null | undefined;
  update?: boolean | null | undefined;
};

/** A user's rights on the view as the Permissions & Sharing dialog saves them. */
export type ViewUserPermissionInput = {
  delete?: boolean | null | undefined;
  read?: boolean | null | undefined;
  share?: boolean | null | undefined;
  update?: boolean | null | undefined;
  userID: string;
};

export type WidgetInput = {
  basis?: number | null | undefined;
  calculation?: string | null | undefined;
  chartType?: string | null | undefined;
  color?: string | null | undefined;
  displayType?: string | null | undefined;
  equipmentID?: string | null | undefined;
  expiration?: number | null | undefined;
  gatewayID?: string | null | undefined;
  greenTo?: number | null | undefined;
  greenTo2?: number | null | undefined;
  /** An uploaded image id (POST /files/images). */
  image?: string | null | undefined;
  link?: string | null | undefined;
  lowerBound?: number | null | undefined;
  metaIDs?: Array<string> | null | undefined;
  mins?: number | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  range?: number | null | undefined;
  redTo?: number | null | undefined;
  sensorIDs?: Array<string> | null | undefined;
  smartCritical?: number | null | undefined;
  smartWarning?: number | null | undefined;
  states?: Array<string> | null | undefined;
  timers?: Array<TimerInput> | null | undefined;
  type: string;
  unit?: string | null | undefined;
  upperBound?: number | null | undefined;
  yellowTo?: number | null | undefined;
  yellowTo2?: number | null | undefined;
};

/** What one widget (or, until widgets exist, one set of sensors) wants read. */
export type WidgetReadingsInput = {
  /** sum, average, min, max or difference over the sensors' latest values. */
  calculation?: string | null | undefined;
  date?: DateRangeInput | null | undefined;
  /** Artificial Intelligence widgets: also learn each sensor's normal band and judge the latest value. */
  insights?: boolean | null | undefined;
  range: TimeRange;
  /** The sensors to read; widgets name their own. */
  sensorIDs?: Array<string> | null | undefined;
  /** Also each sensor's min, mean and max over the whole range (TrendSeries.stats), as reports print them. */
  stats?: boolean | null | undefined;
  thresholds?: ThresholdsInput | null | undefined;
  widgetID?: string | null | undefined;
};

export type AcknowledgeAlarmMutationVariables = Exact<{
  customerID: string;
  id: string;
  comment?: string | null | undefined;
}>;

export type AcknowledgeAlarmMutation = {
  acknowledgeAlarm: {
    id: string;
    customerID: string;
    subjectKind: string;
    name: string;
    sensorID: string | null;
    equipmentID: string | null;
    equipmentName: string | null;
    gatewayID: string;
    gatewayName: string;
    phase: string;
    severity: string;
    value: number | null;
    unit: string | null;
    detail: string | null;
    startedAt: string;
    openedAt: string | null;
    clearedAt: string | null;
    suppressed: boolean;
    ack: boolean;
    ackAt: string | null;
    ackBy: string | null;
    ackComment: string | null;
  };
};

export type AlarmCountsQueryVariables = Exact<{
  customerID: string;
  query?: string | null | undefined;
  mine?: boolean | null | undefined;
}>;

export type AlarmCountsQuery = {
  alarmCounts: { open: number; acknowledged: number; cleared: number };
};

export type AlarmDeliveriesQueryVariables = Exact<{
  customerID: string;
  alarmID: string;
}>;

export type AlarmDeliveriesQuery = {
  alarmDeliveries: Array<{
    id: string;
    kind: string;
    channel: string;
    recipient: string;
    status: string;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    createdAt: string;
  }>;
};

export type AlarmFieldsFragment = {
  id: string;
  customerID: string;
  subjectKind: string;
  name: string;
  sensorID: string | null;
  equipmentID: string | null;
  equipmentName: string | null;
  gatewayID: string;
  gatewayName: string;
  phase: string;
  severity: string;
  value: number | null;
  unit: string | null;
  detail: string | null;
  startedAt: string;
  openedAt: string | null;
  clearedAt: string | null;
  suppressed: boolean;
  ack: boolean;
  ackAt: string | null;
  ackBy: string | null;
  ackComment: string | null;
};

export type AlarmsQueryVariables = Exact<{
  customerID: string;
  phase: string;
  query?: string | null | undefined;
  mine?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type AlarmsQuery = {
  alarms: Array<{
    id: string;
    customerID: string;
    subjectKind: string;
    name: string;
    sensorID: string | null;
    equipmentID: string | null;
    equipmentName: string | null;
    gatewayID: string;
    gatewayName: string;
    phase: string;
    severity: string;
    value: number | null;
    unit: string | null;
    detail: string | null;
    startedAt: string;
    openedAt: string | null;
    clearedAt: string | null;
    suppressed: boolean;
    ack: boolean;
    ackAt: string | null;
    ackBy: string | null;
    ackComment: string | null;
  }>;
};

export type SendTestAlertMutationVariables = Exact<{
  customerID?: string | null | undefined;
  productName?: string | null | undefined;
}>;

export type SendTestAlertMutation = {
  sendTestAlert: Array<{ channel: string; sent: boolean; error: string | null }>;
};

export type AccountProfileQueryVariables = Exact<{ [key: string]: never }>;

export type AccountProfileQuery = {
  me: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    totp: boolean;
    saml: boolean;
    customer: { id: string } | null;
  } | null;
};

export type ActivateTotpMutationVariables = Exact<{ [key: string]: never }>;

export type ActivateTotpMutation = { activateTotp: { recoveryCodes: Array<string> } };

export type DeactivateTotpMutationVariables = Exact<{
  password: string;
}>;

export type DeactivateTotpMutation = { deactivateTotp: boolean };

export type EditUserMutationVariables = Exact<{
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}>;

export type EditUserMutation = {
  editUser: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
  };
};

export type GeneratePasswordTokenMutationVariables = Exact<{
  email: string;
  productName?: string | null | undefined;
}>;

export type GeneratePasswordTokenMutation = { generatePasswordToken: boolean };

export type GenerateTotpMutationVariables = Exact<{
  productName?: string | null | undefined;
  isMsAuth?: boolean | null | undefined;
}>;

export type GenerateTotpMutation = { generateTotp: { url: string; plaintext: string } };

export type ResetPasswordMutationVariables = Exact<{
  id: string;
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = { resetPassword: boolean };

export type ResetUserPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;

export type ResetUserPasswordMutation = { resetUserPassword: boolean };

export type SamlConfigQueryVariables = Exact<{
  customerID: string;
}>;

export type SamlConfigQuery = {
  samlConfig: {
    customerID: string;
    enabled: boolean;
    idpMetadataUrl: string | null;
    idpEntityId: string | null;
    idpSsoUrl: string | null;
    spEntityId: string;
    spAcsUrl: string;
    spMetadataUrl: string;
    spCertificate: string;
    loginPath: string;
  };
};

export type SessionQueryVariables = Exact<{ [key: string]: never }>;

export type SessionQuery = {
  needsTotp: boolean;
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    totp: boolean;
    super: boolean;
    saml: boolean;
    homeUrl: string | null;
    partnerAdmin: boolean;
    partnerID: string | null;
    managedCustomerIDs: Array<string>;
    customer: { id: string; name: string; roles: Array<string> } | null;
    partner: { id: string; name: string } | null;
  } | null;
};

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type SignInMutation = { signIn: { needsTotp: boolean; user: { id: string } | null } };

export type SignInWithCodeMutationVariables = Exact<{
  code: string;
}>;

export type SignInWithCodeMutation = {
  signInWithCode: { needsTotp: boolean; user: { id: string } | null };
};

export type SignOutMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutMutation = { signOut: boolean };

export type SsoLoginPathQueryVariables = Exact<{
  customerID: string;
}>;

export type SsoLoginPathQuery = { ssoLoginPath: string | null };

export type UpdateSamlConfigMutationVariables = Exact<{
  customerID: string;
  enabled: boolean;
  idpMetadataUrl?: string | null | undefined;
  idpMetadataXml?: string | null | undefined;
}>;

export type UpdateSamlConfigMutation = {
  updateSamlConfig: {
    customerID: string;
    enabled: boolean;
    idpMetadataUrl: string | null;
    idpEntityId: string | null;
    idpSsoUrl: string | null;
    spEntityId: string;
    spAcsUrl: string;
    spMetadataUrl: string;
    spCertificate: string;
    loginPath: string;
  };
};

export type UpdateTokenMutationVariables = Exact<{
  email: string;
  productName?: string | null | undefined;
}>;

export type UpdateTokenMutation = { updateToken: boolean };

export type ValidatePasswordTokenQueryVariables = Exact<{
  token: string;
}>;

export type ValidatePasswordTokenQuery = {
  validatePasswordToken: { id: string; email: string; firstName: string | null };
};

export type ValidateTokenQueryVariables = Exact<{
  token: string;
}>;

export type ValidateTokenQuery = {
  validateToken: { id: string; email: string; firstName: string | null };
};

export type VerifyTotpMutationVariables = Exact<{
  code: string;
}>;

export type VerifyTotpMutation = { verifyTotp: boolean };

export type VerifyUserMutationVariables = Exact<{
  id: string;
  token: string;
  password: string;
  acceptedTerms?: boolean | null | undefined;
}>;

export type VerifyUserMutation = { verifyUser: boolean };

export type AccountFieldsFragment = {
  id: string;
  name: string;
  kind: string;
  parentID: string | null;
  parentName: string | null;
  customerCount: number;
  userCount: number;
  gatewayCount: number;
};

export type AllGatewaysQueryVariables = Exact<{
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type AllGatewaysQuery = {
  gatewayCount: number;
  gateways: Array<{
    customerName: string | null;
    id: string;
    name: string;
    customerID: string;
    ip: string | null;
    lastUpdated: string | null;
    pollInterval: number;
    slave: boolean;
    listenTriggered: boolean;
    disconnected: boolean;
    gwType: string;
    haStatus: string;
    version: string | null;
    externalID: string | null;
    deviceCount: number;
    createdAt: string;
  }>;
};

export type CompanySettingsQueryVariables = Exact<{
  customerID: string;
}>;

export type CompanySettingsQuery = {
  companySettings: {
    customerID: string;
    name: string;
    defaultRoles: Array<string>;
    emailAlertsDefault: boolean;
    smsAlertsDefault: boolean;
    helpDeskEmail: string | null;
    helpDeskTokenSet: boolean;
    helpDeskDomain: string | null;
    livestreamURL: string | null;
    serviceContacts: Array<{ name: string; email: string | null; phone: string | null }>;
  };
};

export type CompanySettingsFieldsFragment = {
  customerID: string;
  name: string;
  defaultRoles: Array<string>;
  emailAlertsDefault: boolean;
  smsAlertsDefault: boolean;
  helpDeskEmail: string | null;
  helpDeskTokenSet: boolean;
  helpDeskDomain: string | null;
  livestreamURL: string | null;
  serviceContacts: Array<{ name: string; email: string | null; phone: string | null }>;
};

export type CompanyUsersQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type CompanyUsersQuery = {
  userCount: number;
  users: Array<{
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    verified: boolean;
    saml: boolean;
    super: boolean;
    roles: Array<string>;
    isSelf: boolean;
  }>;
};

export type CustomerQueryVariables = Exact<{
  id: string;
  isPartner?: boolean | null | undefined;
}>;

export type CustomerQuery = { customer: { id: string; name: string; kind: string } };

export type CustomersQueryVariables = Exact<{
  query?: string | null | undefined;
  partnerID?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type CustomersQuery = {
  customerCount: number;
  customers: Array<{
    id: string;
    name: string;
    kind: string;
    parentID: string | null;
    parentName: string | null;
    customerCount: number;
    userCount: number;
    gatewayCount: number;
  }>;
};

export type DeleteUserMutationVariables = Exact<{
  customerID: string;
  email: string;
}>;

export type DeleteUserMutation = { deleteUser: boolean };

export type EditCustomerHomePageMutationVariables = Exact<{
  customerID: string;
  userID: string;
  desktopUrl?: string | null | undefined;
}>;

export type EditCustomerHomePageMutation = { editCustomerHomePage: boolean };

export type EditCustomerPermissionsMutationVariables = Exact<{
  customerID: string;
  permissions: Array<UserPermissionsInput> | UserPermissionsInput;
}>;

export type EditCustomerPermissionsMutation = { editCustomerPermissions: number };

export type InviteToCompanyMutationVariables = Exact<{
  email: string;
  customerID: string;
  productName?: string | null | undefined;
  roles?: Array<string> | string | null | undefined;
}>;

export type InviteToCompanyMutation = { inviteToCompany: { id: string; email: string } };

export type NewCustomerMutationVariables = Exact<{
  name: string;
  productName?: string | null | undefined;
  partnerID?: string | null | undefined;
}>;

export type NewCustomerMutation = {
  newCustomer: {
    id: string;
    name: string;
    kind: string;
    parentID: string | null;
    parentName: string | null;
    customerCount: number;
    userCount: number;
    gatewayCount: number;
  };
};

export type ReinviteToCompanyMutationVariables = Exact<{
  id: string;
  customerID: string;
  productName?: string | null | undefined;
}>;

export type ReinviteToCompanyMutation = { reinviteToCompany: boolean };

export type SystemStatusQueryVariables = Exact<{ [key: string]: never }>;

export type SystemStatusQuery = {
  systemStatus: {
    checkedAt: string;
    database: string;
    databaseOk: boolean;
    redisOk: boolean | null;
    gatewaysConnected: number;
    gatewaysTotal: number;
    readingsPerSecond: number;
    notificationsQueued: number;
    reportRunsQueued: number;
    gatewayActionsQueued: number;
    processes: Array<{
      id: string;
      host: string;
      pid: number;
      startedAt: string;
      lastSeenAt: string;
      rssBytes: number;
    }>;
  };
};

export type UpdateCompanySettingsMutationVariables = Exact<{
  customerID: string;
  settings: CompanySettingsInput;
}>;

export type UpdateCompanySettingsMutation = {
  updateCompanySettings: {
    customerID: string;
    name: string;
    defaultRoles: Array<string>;
    emailAlertsDefault: boolean;
    smsAlertsDefault: boolean;
    helpDeskEmail: string | null;
    helpDeskTokenSet: boolean;
    helpDeskDomain: string | null;
    livestreamURL: string | null;
    serviceContacts: Array<{ name: string; email: string | null; phone: string | null }>;
  };
};

export type UserSuggestionsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type UserSuggestionsQuery = {
  users: Array<{ id: string; email: string; firstName: string | null; lastName: string | null }>;
};

export type AcknowledgeAlarmByTokenMutationVariables = Exact<{
  token: string;
  comment?: string | null | undefined;
}>;

export type AcknowledgeAlarmByTokenMutation = {
  acknowledgeAlarmByToken: {
    id: string;
    customerID: string;
    subjectKind: string;
    name: string;
    sensorID: string | null;
    equipmentID: string | null;
    equipmentName: string | null;
    gatewayID: string;
    gatewayName: string;
    phase: string;
    severity: string;
    value: number | null;
    unit: string | null;
    detail: string | null;
    startedAt: string;
    openedAt: string | null;
    clearedAt: string | null;
    suppressed: boolean;
    ack: boolean;
    ackAt: string | null;
    ackBy: string | null;
    ackComment: string | null;
  };
};

export type AlarmByTokenQueryVariables = Exact<{
  token: string;
}>;

export type AlarmByTokenQuery = {
  alarmByToken: {
    customerName: string;
    alarm: {
      id: string;
      customerID: string;
      subjectKind: string;
      name: string;
      sensorID: string | null;
      equipmentID: string | null;
      equipmentName: string | null;
      gatewayID: string;
      gatewayName: string;
      phase: string;
      severity: string;
      value: number | null;
      unit: string | null;
      detail: string | null;
      startedAt: string;
      openedAt: string | null;
      clearedAt: string | null;
      suppressed: boolean;
      ack: boolean;
      ackAt: string | null;
      ackBy: string | null;
      ackComment: string | null;
    };
  };
};

export type AlarmRuleFieldsFragment = {
  id: string;
  viewID: string;
  name: string;
  result: string;
  text: string;
  active: boolean;
  createdAt: string;
  condition: Array<{
    kind: string;
    sensorID: string | null;
    name: string | null;
    unit: string | null;
    value: string | null;
  }>;
};

export type AlertsViewQueryVariables = Exact<{
  viewName: string;
  customerID?: string | null | undefined;
}>;

export type AlertsViewQuery = {
  view: { id: string; name: string; customerID: string; canUpdate: boolean } | null;
};

export type DeleteAlarmRuleMutationVariables = Exact<{
  viewID: string;
  customerID: string;
  ruleID: string;
}>;

export type DeleteAlarmRuleMutation = { deleteAlarmRule: boolean };

export type MyViewAlertsQueryVariables = Exact<{
  customerID: string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type MyViewAlertsQuery = {
  myViewAlerts: Array<{
    viewID: string;
    viewName: string;
    customerID: string;
    yellow: boolean;
    red: boolean;
    disconnected: boolean;
    cleared: boolean;
  }>;
};

export type SaveAlarmRuleMutationVariables = Exact<{
  viewID: string;
  customerID: string;
  ruleID?: string | null | undefined;
  name: string;
  condition: Array<AlarmRuleTokenInput> | AlarmRuleTokenInput;
  result: string;
}>;

export type SaveAlarmRuleMutation = {
  saveAlarmRule: {
    id: string;
    viewID: string;
    name: string;
    result: string;
    text: string;
    active: boolean;
    createdAt: string;
    condition: Array<{
      kind: string;
      sensorID: string | null;
      name: string | null;
      unit: string | null;
      value: string | null;
    }>;
  };
};

export type UpdateUserAlertsMutationVariables = Exact<{
  alerts: Array<UserAlertsInput> | UserAlertsInput;
}>;

export type UpdateUserAlertsMutation = {
  updateUserAlerts: Array<{
    viewID: string;
    viewName: string;
    customerID: string;
    yellow: boolean;
    red: boolean;
    disconnected: boolean;
    cleared: boolean;
  }>;
};

export type UpdateViewAlertsMutationVariables = Exact<{
  viewID: string;
  viewName?: string | null | undefined;
  customerID: string;
  alerts: Array<ViewAlertsInput> | ViewAlertsInput;
}>;

export type UpdateViewAlertsMutation = {
  updateViewAlerts: Array<{
    userID: string;
    email: string;
    yellow: boolean;
    red: boolean;
    disconnected: boolean;
    cleared: boolean;
  }>;
};

export type ViewAlarmRulesQueryVariables = Exact<{
  viewID: string;
  customerID: string;
}>;

export type ViewAlarmRulesQuery = {
  viewAlarmRules: Array<{
    id: string;
    viewID: string;
    name: string;
    result: string;
    text: string;
    active: boolean;
    createdAt: string;
    condition: Array<{
      kind: string;
      sensorID: string | null;
      name: string | null;
      unit: string | null;
      value: string | null;
    }>;
  }>;
};

export type ViewAlertsQueryVariables = Exact<{
  viewID: string;
  customerID: string;
}>;

export type ViewAlertsQuery = {
  viewAlerts: Array<{
    userID: string;
    email: string;
    yellow: boolean;
    red: boolean;
    disconnected: boolean;
    cleared: boolean;
  }>;
};

export type AllEquipmentQueryVariables = Exact<{
  customerID: string;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  includeID?: string | null | undefined;
  filters?: EquipmentFilters | null | undefined;
  sortColumn?: string | null | undefined;
  sortOrder?: string | null | undefined;
}>;

export type AllEquipmentQuery = {
  allEquipment: {
    total: number;
    items: Array<{
      id: string;
      name: string;
      kind: string;
      protocol: string;
      equipmentIP: string;
      port: number;
      slaveID: number | null;
      disconnected: boolean;
      locked: boolean;
      isMaintenance: boolean;
      isRepair: boolean;
      sensorCount: number;
      status: string;
      notes: string | null;
      tags: Array<string>;
      version: string | null;
      securityLevel: string | null;
      authType: string | null;
      privacyType: string | null;
      context: string | null;
      username: string | null;
      hasCredentials: boolean;
      lastUpdated: string | null;
      createdAt: string;
      gateway: { id: string; name: string };
      equipment: {
        id: string;
        name: string;
        manufacturer: string;
        model: string;
        owner: string | null;
      };
      error: { message: string; createdAt: string } | null;
    }>;
  };
};

export type AssetsEquipmentAssetFragment = {
  equipmentID: string;
  name: string;
  manufacturer: string;
  model: string;
  protocol: string;
  ip: string;
  meta: Array<{ label: string; value: string; type: string; oid: string | null }>;
};

export type AssetsUpdateEquipmentAssetMutationVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
  meta: Array<EquipmentMetaInput> | EquipmentMetaInput;
}>;

export type AssetsUpdateEquipmentAssetMutation = {
  updateEquipmentAsset: {
    equipmentID: string;
    name: string;
    manufacturer: string;
    model: string;
    protocol: string;
    ip: string;
    meta: Array<{ label: string; value: string; type: string; oid: string | null }>;
  };
};

export type AssetsViewQueryVariables = Exact<{
  viewID: string;
}>;

export type AssetsViewQuery = {
  view: {
    id: string;
    name: string;
    customerID: string;
    viewType: string;
    equipmentIDs: Array<string>;
    canUpdate: boolean;
  } | null;
};

export type DeleteEquipmentMutationVariables = Exact<{
  id: string;
  customerID?: string | null | undefined;
}>;

export type DeleteEquipmentMutation = { deleteEquipment: boolean };

export type EquipmentAssetViewsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type EquipmentAssetViewsQuery = {
  views: Array<{ id: string; name: string; equipmentIDs: Array<string> }>;
};

export type EquipmentDetailsQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type EquipmentDetailsQuery = {
  equipment: {
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  } | null;
};

export type EquipmentFieldsFragment = {
  id: string;
  name: string;
  kind: string;
  protocol: string;
  equipmentIP: string;
  port: number;
  slaveID: number | null;
  disconnected: boolean;
  locked: boolean;
  isMaintenance: boolean;
  isRepair: boolean;
  sensorCount: number;
  status: string;
  notes: string | null;
  tags: Array<string>;
  version: string | null;
  securityLevel: string | null;
  authType: string | null;
  privacyType: string | null;
  context: string | null;
  username: string | null;
  hasCredentials: boolean;
  lastUpdated: string | null;
  createdAt: string;
  gateway: { id: string; name: string };
  equipment: {
    id: string;
    name: string;
    manufacturer: string;
    model: string;
    owner: string | null;
  };
  error: { message: string; createdAt: string } | null;
};

export type EquipmentFilesQueryVariables = Exact<{
  gatewayID: string;
  equipmentIP: string;
  customerID?: string | null | undefined;
}>;

export type EquipmentFilesQuery = {
  equipmentFiles: Array<{
    key: string;
    filename: string;
    type: string;
    size: number;
    createdAt: string;
    userName: string | null;
    url: string;
  }>;
};

export type EquipmentFilesDeleteMutationVariables = Exact<{
  equipmentID: string;
  key: string;
  customerID?: string | null | undefined;
}>;

export type EquipmentFilesDeleteMutation = { deleteEquipmentFile: boolean };

export type EquipmentFilesEquipmentQueryVariables = Exact<{
  customerID: string;
  gatewayID?: string | null | undefined;
  query?: string | null | undefined;
}>;

export type EquipmentFilesEquipmentQuery = {
  allEquipment: {
    items: Array<{
      id: string;
      name: string;
      equipmentIP: string;
      customerID: string;
      gateway: { id: string; name: string };
    }>;
  };
};

export type EquipmentGatewayOptionsQueryVariables = Exact<{
  customerID?: string | null | undefined;
}>;

export type EquipmentGatewayOptionsQuery = { networks: Array<{ id: string; name: string }> };

export type EquipmentLibraryOptionsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  manufacturer?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type EquipmentLibraryOptionsQuery = {
  equipmentList: Array<{
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    protocols: Array<string>;
  }>;
};

export type EquipmentLogsQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type EquipmentLogsQuery = {
  equipmentLogs: {
    total: number;
    items: Array<{
      id: string;
      kind: string;
      message: string;
      userName: string | null;
      createdAt: string;
    }>;
  };
};

export type EquipmentLogsEquipmentQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type EquipmentLogsEquipmentQuery = {
  equipment: {
    id: string;
    name: string;
    protocol: string;
    equipmentIP: string;
    customerID: string;
    gateway: { id: string; name: string };
  } | null;
};

export type EquipmentManufacturersQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
}>;

export type EquipmentManufacturersQuery = { manufacturers: Array<string> };

export type EquipmentSensorsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  equipmentID: string;
  limit?: number | null | undefined;
}>;

export type EquipmentSensorsQuery = {
  sensorsCount: number;
  sensors: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    disconnected: boolean;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    conditions: Array<string>;
    status: string;
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type EquipmentTrapsQueryVariables = Exact<{
  gatewayID?: string | null | undefined;
  equipmentID?: string | null | undefined;
  customerID?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type EquipmentTrapsQuery = {
  snmpTraps: Array<{
    id: string;
    oid: string;
    value: string;
    createdAt: string;
    equipmentID: string | null;
    equipmentIP: string;
  }>;
};

export type OnboardEquipmentMutationVariables = Exact<{
  gatewayID: string;
  customerID: string;
  ip?: string | null | undefined;
  port?: number | null | undefined;
  slaveID?: number | null | undefined;
  manufacturerModel?: string | null | undefined;
  description?: string | null | undefined;
  protocol?: string | null | undefined;
  snmpVersion?: string | null | undefined;
  communityString?: string | null | undefined;
  username?: string | null | undefined;
  authType?: string | null | undefined;
  authKey?: string | null | undefined;
  securityLevel?: string | null | undefined;
  privacyType?: string | null | undefined;
  privacySecret?: string | null | undefined;
  context?: string | null | undefined;
}>;

export type OnboardEquipmentMutation = {
  onboardEquipment: {
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  };
};

export type OnboardEquipmentListMutationVariables = Exact<{
  gatewayID: string;
  customerID: string;
  equipment: Array<EquipmentInput> | EquipmentInput;
}>;

export type OnboardEquipmentListMutation = {
  onboardEquipmentList: Array<{
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  }>;
};

export type SetLockedModeMutationVariables = Exact<{
  equipmentID: string;
  locked: boolean;
  customerID?: string | null | undefined;
}>;

export type SetLockedModeMutation = {
  setLockedMode: {
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  };
};

export type SetMaintenanceModeMutationVariables = Exact<{
  equipmentID: string;
  isMaintenance: boolean;
  customerID?: string | null | undefined;
}>;

export type SetMaintenanceModeMutation = {
  setMaintenanceMode: {
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  };
};

export type SetRepairModeMutationVariables = Exact<{
  equipmentID: string;
  isRepair: boolean;
  customerID?: string | null | undefined;
}>;

export type SetRepairModeMutation = {
  setRepairMode: {
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  };
};

export type UpdateEquipmentMutationVariables = Exact<{
  id: string;
  customerID: string;
  description?: string | null | undefined;
  ip?: string | null | undefined;
  port?: number | null | undefined;
  slaveID?: number | null | undefined;
  notes?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  snmpVersion?: string | null | undefined;
  communityString?: string | null | undefined;
  username?: string | null | undefined;
  authType?: string | null | undefined;
  authKey?: string | null | undefined;
  securityLevel?: string | null | undefined;
  privacyType?: string | null | undefined;
  privacySecret?: string | null | undefined;
  context?: string | null | undefined;
}>;

export type UpdateEquipmentMutation = {
  updateEquipment: {
    id: string;
    name: string;
    kind: string;
    protocol: string;
    equipmentIP: string;
    port: number;
    slaveID: number | null;
    disconnected: boolean;
    locked: boolean;
    isMaintenance: boolean;
    isRepair: boolean;
    sensorCount: number;
    status: string;
    notes: string | null;
    tags: Array<string>;
    version: string | null;
    securityLevel: string | null;
    authType: string | null;
    privacyType: string | null;
    context: string | null;
    username: string | null;
    hasCredentials: boolean;
    lastUpdated: string | null;
    createdAt: string;
    gateway: { id: string; name: string };
    equipment: {
      id: string;
      name: string;
      manufacturer: string;
      model: string;
      owner: string | null;
    };
    error: { message: string; createdAt: string } | null;
  };
};

export type ValidateEquipmentNamesQueryVariables = Exact<{
  gatewayID: string;
  names: Array<string> | string;
  customerID?: string | null | undefined;
}>;

export type ValidateEquipmentNamesQuery = {
  validateEquipmentNames: { valid: boolean; taken: Array<string>; message: string | null };
};

export type AddGatewayActionMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  action: string;
  gatewayType?: string | null | undefined;
  ip?: string | null | undefined;
  ips?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  actionID?: string | null | undefined;
  cardConfig?: CardConfigInput | null | undefined;
  snmpCreds?: SnmpCredsInput | null | undefined;
  snmpCredsList?: Array<SnmpCredsInput> | SnmpCredsInput | null | undefined;
  snmpWalk?: SnmpWalkInput | null | undefined;
  probe?: ProbeInput | null | undefined;
}>;

export type AddGatewayActionMutation = {
  addGatewayAction: { id: string; label: string; createdAt: string };
};

export type CardConfigEquipmentQueryVariables = Exact<{
  customerID: string;
  gatewayID: string;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type CardConfigEquipmentQuery = {
  allEquipment: { total: number; items: Array<{ id: string; name: string; equipmentIP: string }> };
};

export type CreateWalkLibraryMutationVariables = Exact<{
  model: string;
  manufacturer: string;
  sysObjectID?: string | null | undefined;
  customerID: string;
  oids: Array<SnmpPointInput> | SnmpPointInput;
}>;

export type CreateWalkLibraryMutation = {
  importEquipmentTemplateSNMP: { id: string; name: string; model: string; manufacturer: string };
};

export type DeleteGatewayActionMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  actionID?: string | null | undefined;
  batchLabel?: string | null | undefined;
  createdAt?: string | null | undefined;
}>;

export type DeleteGatewayActionMutation = { deleteGatewayAction: boolean };

export type DiscoveryQueryVariables = Exact<{
  actionID: string;
  customerID?: string | null | undefined;
}>;

export type DiscoveryQuery = {
  discovery: {
    action: {
      id: string;
      gatewayID: string;
      gatewayType: string;
      action: string;
      label: string;
      ip: string | null;
      ips: Array<string>;
      offset: number;
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      status: string;
      createdBy: string | null;
      output: string | null;
      error: string | null;
      batch: { label: string; totalCount: number; pendingCount: number } | null;
      files: Array<{ name: string; size: number; url: string }>;
      progress: { scanned: number; total: number; found: number } | null;
      perIp: Array<{ ip: string; ok: boolean; error: string | null }>;
      meta: Array<{ name: string; value: string }>;
      registers: { functionCode: number; startingRegister: number; words: Array<number> } | null;
    };
    devices: Array<{
      ip: string;
      sysName: string;
      sysDescr: string;
      sysObjectID: string;
      credential: number;
      libraryID: string | null;
      libraryName: string | null;
      onboarded: boolean;
    }>;
  } | null;
};

export type FindGatewayOptionsQueryVariables = Exact<{
  customerID?: string | null | undefined;
}>;

export type FindGatewayOptionsQuery = {
  networks: Array<{ id: string; name: string; gwType: string }>;
};

export type GatewayActionQueryVariables = Exact<{
  actionID: string;
  customerID?: string | null | undefined;
}>;

export type GatewayActionQuery = {
  gatewayAction: {
    id: string;
    gatewayID: string;
    gatewayType: string;
    action: string;
    label: string;
    ip: string | null;
    ips: Array<string>;
    offset: number;
    createdAt: string;
    startedAt: string | null;
    finishedAt: string | null;
    status: string;
    createdBy: string | null;
    output: string | null;
    error: string | null;
    batch: { label: string; totalCount: number; pendingCount: number } | null;
    files: Array<{ name: string; size: number; url: string }>;
    progress: { scanned: number; total: number; found: number } | null;
    perIp: Array<{ ip: string; ok: boolean; error: string | null }>;
    meta: Array<{ name: string; value: string }>;
    registers: { functionCode: number; startingRegister: number; words: Array<number> } | null;
  } | null;
};

export type GatewayActionFieldsFragment = {
  id: string;
  gatewayID: string;
  gatewayType: string;
  action: string;
  label: string;
  ip: string | null;
  ips: Array<string>;
  offset: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: string;
  createdBy: string | null;
  output: string | null;
  error: string | null;
  batch: { label: string; totalCount: number; pendingCount: number } | null;
  files: Array<{ name: string; size: number; url: string }>;
  progress: { scanned: number; total: number; found: number } | null;
  perIp: Array<{ ip: string; ok: boolean; error: string | null }>;
  meta: Array<{ name: string; value: string }>;
  registers: { functionCode: number; startingRegister: number; words: Array<number> } | null;
};

export type GatewayActionQueueQueryVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  gatewayType?: string | null | undefined;
}>;

export type GatewayActionQueueQuery = {
  gatewayActionQueue: Array<{
    id: string;
    gatewayID: string;
    gatewayType: string;
    action: string;
    label: string;
    ip: string | null;
    ips: Array<string>;
    offset: number;
    createdAt: string;
    startedAt: string | null;
    finishedAt: string | null;
    status: string;
    createdBy: string | null;
    output: string | null;
    error: string | null;
    batch: { label: string; totalCount: number; pendingCount: number } | null;
    files: Array<{ name: string; size: number; url: string }>;
    progress: { scanned: number; total: number; found: number } | null;
    perIp: Array<{ ip: string; ok: boolean; error: string | null }>;
    meta: Array<{ name: string; value: string }>;
    registers: { functionCode: number; startingRegister: number; words: Array<number> } | null;
  }>;
};

export type ImportLibraryOptionsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type ImportLibraryOptionsQuery = {
  equipmentList: Array<{ id: string; name: string; model: string; manufacturer: string }>;
};

export type ReorderActionQueueMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  actions: Array<ActionOrderInput> | ActionOrderInput;
}>;

export type ReorderActionQueueMutation = {
  reorderActionQueue: Array<{
    id: string;
    gatewayID: string;
    gatewayType: string;
    action: string;
    label: string;
    ip: string | null;
    ips: Array<string>;
    offset: number;
    createdAt: string;
    startedAt: string | null;
    finishedAt: string | null;
    status: string;
    createdBy: string | null;
    output: string | null;
    error: string | null;
    batch: { label: string; totalCount: number; pendingCount: number } | null;
    files: Array<{ name: string; size: number; url: string }>;
    progress: { scanned: number; total: number; found: number } | null;
    perIp: Array<{ ip: string; ok: boolean; error: string | null }>;
    meta: Array<{ name: string; value: string }>;
    registers: { functionCode: number; startingRegister: number; words: Array<number> } | null;
  }>;
};

export type SnmpWalkQueryVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  ip?: string | null | undefined;
  actionID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type SnmpWalkQuery = {
  snmpWalk: {
    actionID: string;
    ip: string;
    root: string;
    createdAt: string;
    stopped: string | null;
    total: number;
    oids: Array<{ oid: string; type: string; value: string }>;
  } | null;
};

export type SnmpWalkExistsQueryVariables = Exact<{
  gatewayID: string;
  ip?: string | null | undefined;
  customerID?: string | null | undefined;
}>;

export type SnmpWalkExistsQuery = { snmpWalkExists: boolean };

export type AddGatewayHaNodeMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
}>;

export type AddGatewayHaNodeMutation = {
  addGatewayHaNode: { id: string; name: string; token: string };
};

export type DeleteGatewayMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
}>;

export type DeleteGatewayMutation = { deleteGateway: boolean };

export type GatewayQueryVariables = Exact<{
  id: string;
  customerID?: string | null | undefined;
}>;

export type GatewayQuery = {
  network: {
    id: string;
    name: string;
    customerID: string;
    ip: string | null;
    lastUpdated: string | null;
    pollInterval: number;
    slave: boolean;
    listenTriggered: boolean;
    disconnected: boolean;
    gwType: string;
    haStatus: string;
    version: string | null;
    externalID: string | null;
    deviceCount: number;
    createdAt: string;
  } | null;
};

export type GatewayFieldsFragment = {
  id: string;
  name: string;
  customerID: string;
  ip: string | null;
  lastUpdated: string | null;
  pollInterval: number;
  slave: boolean;
  listenTriggered: boolean;
  disconnected: boolean;
  gwType: string;
  haStatus: string;
  version: string | null;
  externalID: string | null;
  deviceCount: number;
  createdAt: string;
};

export type GatewayHaNodesQueryVariables = Exact<{
  id: string;
  customerID?: string | null | undefined;
}>;

export type GatewayHaNodesQuery = {
  network: {
    id: string;
    gwType: string;
    haStatus: string;
    haNodes: Array<{
      node: string;
      role: string;
      lastUpdated: string | null;
      version: string | null;
    }>;
  } | null;
};

export type GatewaysQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  filters?: GatewayFilters | null | undefined;
  sortColumn?: string | null | undefined;
  sortOrder?: string | null | undefined;
  selectedID?: string | null | undefined;
}>;

export type GatewaysQuery = {
  gatewayCount: number;
  gateways: Array<{
    id: string;
    name: string;
    customerID: string;
    ip: string | null;
    lastUpdated: string | null;
    pollInterval: number;
    slave: boolean;
    listenTriggered: boolean;
    disconnected: boolean;
    gwType: string;
    haStatus: string;
    version: string | null;
    externalID: string | null;
    deviceCount: number;
    createdAt: string;
  }>;
};

export type RegisterGatewayMutationVariables = Exact<{
  customerID: string;
  name: string;
  pollInterval?: number | null | undefined;
  externalID?: string | null | undefined;
}>;

export type RegisterGatewayMutation = {
  registerGateway: { id: string; name: string; token: string };
};

export type RotateGatewayTokenMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
}>;

export type RotateGatewayTokenMutation = {
  rotateGatewayToken: { id: string; name: string; token: string };
};

export type SetActivateSlaveMutationVariables = Exact<{
  gatewayID: string;
  activate: boolean;
}>;

export type SetActivateSlaveMutation = {
  setActivateSlave: Array<{
    id: string;
    slave: boolean;
    listenTriggered: boolean;
    disconnected: boolean;
  }>;
};

export type UpdateGatewayMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  name?: string | null | undefined;
  pollInterval?: number | null | undefined;
}>;

export type UpdateGatewayMutation = {
  updateGateway: {
    id: string;
    name: string;
    customerID: string;
    ip: string | null;
    lastUpdated: string | null;
    pollInterval: number;
    slave: boolean;
    listenTriggered: boolean;
    disconnected: boolean;
    gwType: string;
    haStatus: string;
    version: string | null;
    externalID: string | null;
    deviceCount: number;
    createdAt: string;
  };
};

export type RecentViewsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type RecentViewsQuery = {
  recentViews: Array<{
    id: string;
    name: string;
    customerID: string;
    errors: number;
    warnings: number;
    disconnected: number;
    maintenance: number;
    isRepair: boolean;
  }>;
};

export type SiteSummaryQueryVariables = Exact<{
  customerID: string;
}>;

export type SiteSummaryQuery = {
  siteSummary: {
    gateways: number;
    gatewaysConnected: number;
    gatewaysDisconnected: number;
    gatewaysListening: number;
    equipment: number;
    equipmentOk: number;
    equipmentWarning: number;
    equipmentError: number;
    equipmentDisconnected: number;
    equipmentMaintenance: number;
    equipmentRepair: number;
  };
};

export type AddLibraryMutationVariables = Exact<{
  customerID: string;
  model: string;
  manufacturer: string;
  revision?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
}>;

export type AddLibraryMutation = {
  addEquipmentList: {
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    archived: boolean;
    docRevision: string | null;
    tags: Array<string>;
    owner: string | null;
    ownerID: string | null;
    sysObjectID: string | null;
    protocols: Array<string>;
    modbusTemplate: { id: string; name: string } | null;
    snmpTemplate: { id: string; name: string } | null;
    dynamicOIDLabels: Array<{ label: string; value: string }>;
    metaList: Array<{
      id: string;
      oid: string;
      type: string;
      values: Array<string>;
      label: string;
    }>;
  };
};

export type AddModbusTemplateMutationVariables = Exact<{
  libraryID: string;
  customerID: string;
  registers: Array<ModbusRegisterInput> | ModbusRegisterInput;
}>;

export type AddModbusTemplateMutation = {
  addModbusTemplate: {
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    archived: boolean;
    docRevision: string | null;
    tags: Array<string>;
    owner: string | null;
    ownerID: string | null;
    sysObjectID: string | null;
    protocols: Array<string>;
    modbusPoints: Array<{
      id: string;
      name: string;
      functionCode: number;
      startingRegister: number;
      numberOfRegisters: number;
      dataType: string;
      wordOrder: string;
      addressOffset: number;
      addressDataType: string | null;
      multiplier: number;
      offset: number;
      unit: string | null;
      mask: number | null;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
      states: Array<string>;
      conditions: Array<string>;
      alarmOnly: boolean;
    }>;
    modbusTemplate: { id: string; name: string } | null;
    snmpTemplate: { id: string; name: string } | null;
    dynamicOIDLabels: Array<{ label: string; value: string }>;
    metaList: Array<{
      id: string;
      oid: string;
      type: string;
      values: Array<string>;
      label: string;
    }>;
  };
};

export type DeleteLibraryMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteLibraryMutation = { deleteEquipmentLib: boolean };

export type DeleteModbusRegisterMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteModbusRegisterMutation = { deleteModbusRegister: boolean };

export type DeleteSnmpRegisterMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteSnmpRegisterMutation = { deleteSNMPRegister: boolean };

export type EditLibraryMutationVariables = Exact<{
  id: string;
  customerID: string;
  model: string;
  manufacturer: string;
  revision?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  dynamicOIDLabels?: Array<DynamicOidLabelInput> | DynamicOidLabelInput | null | undefined;
  metaList?: Array<LibraryMetaInput> | LibraryMetaInput | null | undefined;
}>;

export type EditLibraryMutation = {
  editEquipmentLib: {
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    archived: boolean;
    docRevision: string | null;
    tags: Array<string>;
    owner: string | null;
    ownerID: string | null;
    sysObjectID: string | null;
    protocols: Array<string>;
    modbusTemplate: { id: string; name: string } | null;
    snmpTemplate: { id: string; name: string } | null;
    dynamicOIDLabels: Array<{ label: string; value: string }>;
    metaList: Array<{
      id: string;
      oid: string;
      type: string;
      values: Array<string>;
      label: string;
    }>;
  };
};

export type EditModbusRegisterMutationVariables = Exact<{
  id: string;
  customerID: string;
  name: string;
  functionCode: number;
  startingRegister: number;
  numOfReg: number;
  dataType: string;
  wordOrder?: string | null | undefined;
  addressOffset?: number | null | undefined;
  addressDataType?: string | null | undefined;
  multiplier?: number | null | undefined;
  offset?: number | null | undefined;
  unit?: string | null | undefined;
  mask?: number | null | undefined;
  greenTo?: number | null | undefined;
  yellowTo?: number | null | undefined;
  redTo?: number | null | undefined;
  states?: Array<string> | string | null | undefined;
  alarmOnly?: boolean | null | undefined;
}>;

export type EditModbusRegisterMutation = {
  editModbusRegister: Array<{
    id: string;
    name: string;
    functionCode: number;
    startingRegister: number;
    numberOfRegisters: number;
    dataType: string;
    wordOrder: string;
    addressOffset: number;
    addressDataType: string | null;
    multiplier: number;
    offset: number;
    unit: string | null;
    mask: number | null;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    conditions: Array<string>;
    alarmOnly: boolean;
  }>;
};

export type EditSnmpRegisterMutationVariables = Exact<{
  id: string;
  customerID: string;
  oid: string;
  name: string;
  unit?: string | null | undefined;
  renamedUnit?: string | null | undefined;
  multiplier?: number | null | undefined;
  offset?: number | null | undefined;
  strMask?: string | null | undefined;
  greenTo?: number | null | undefined;
  yellowTo?: number | null | undefined;
  redTo?: number | null | undefined;
  states?: Array<string> | string | null | undefined;
  alarmOnly?: boolean | null | undefined;
}>;

export type EditSnmpRegisterMutation = {
  editSNMPRegister: Array<{
    id: string;
    oid: string;
    name: string;
    unit: string | null;
    renamedUnit: string | null;
    multiplier: number;
    offset: number;
    strMask: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    conditions: Array<string>;
    alarmOnly: boolean;
  }>;
};

export type LibraryQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type LibraryQuery = {
  equipmentLib: {
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    archived: boolean;
    docRevision: string | null;
    tags: Array<string>;
    owner: string | null;
    ownerID: string | null;
    sysObjectID: string | null;
    protocols: Array<string>;
    modbusPoints: Array<{
      id: string;
      name: string;
      functionCode: number;
      startingRegister: number;
      numberOfRegisters: number;
      dataType: string;
      wordOrder: string;
      addressOffset: number;
      addressDataType: string | null;
      multiplier: number;
      offset: number;
      unit: string | null;
      mask: number | null;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
      states: Array<string>;
      conditions: Array<string>;
      alarmOnly: boolean;
    }>;
    snmpPoints: Array<{
      id: string;
      oid: string;
      name: string;
      unit: string | null;
      renamedUnit: string | null;
      multiplier: number;
      offset: number;
      strMask: string | null;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
      states: Array<string>;
      conditions: Array<string>;
      alarmOnly: boolean;
    }>;
    modbusTemplate: { id: string; name: string } | null;
    snmpTemplate: { id: string; name: string } | null;
    dynamicOIDLabels: Array<{ label: string; value: string }>;
    metaList: Array<{
      id: string;
      oid: string;
      type: string;
      values: Array<string>;
      label: string;
    }>;
  } | null;
};

export type LibraryFieldsFragment = {
  id: string;
  name: string;
  model: string;
  manufacturer: string;
  archived: boolean;
  docRevision: string | null;
  tags: Array<string>;
  owner: string | null;
  ownerID: string | null;
  sysObjectID: string | null;
  protocols: Array<string>;
  modbusTemplate: { id: string; name: string } | null;
  snmpTemplate: { id: string; name: string } | null;
  dynamicOIDLabels: Array<{ label: string; value: string }>;
  metaList: Array<{ id: string; oid: string; type: string; values: Array<string>; label: string }>;
};

export type LibraryListQueryVariables = Exact<{
  customerID?: string | null | undefined;
  defaultList?: boolean | null | undefined;
  allLists?: boolean | null | undefined;
  defaultTemplateList?: boolean | null | undefined;
  allTemplateLists?: boolean | null | undefined;
  filters?: Array<string> | string | null | undefined;
  manufacturer?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  archived?: boolean | null | undefined;
}>;

export type LibraryListQuery = {
  equipmentListCount: number;
  equipmentList: Array<{
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    archived: boolean;
    docRevision: string | null;
    tags: Array<string>;
    owner: string | null;
    ownerID: string | null;
    sysObjectID: string | null;
    protocols: Array<string>;
    modbusTemplate: { id: string; name: string } | null;
    snmpTemplate: { id: string; name: string } | null;
    dynamicOIDLabels: Array<{ label: string; value: string }>;
    metaList: Array<{
      id: string;
      oid: string;
      type: string;
      values: Array<string>;
      label: string;
    }>;
  }>;
};

export type LibraryManufacturersQueryVariables = Exact<{
  customerID?: string | null | undefined;
}>;

export type LibraryManufacturersQuery = { manufacturers: Array<string> };

export type ModbusPointFieldsFragment = {
  id: string;
  name: string;
  functionCode: number;
  startingRegister: number;
  numberOfRegisters: number;
  dataType: string;
  wordOrder: string;
  addressOffset: number;
  addressDataType: string | null;
  multiplier: number;
  offset: number;
  unit: string | null;
  mask: number | null;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  states: Array<string>;
  conditions: Array<string>;
  alarmOnly: boolean;
};

export type QueueModbusReadMutationVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  gatewayType?: string | null | undefined;
  ip: string;
  modbusRead: ModbusReadInput;
}>;

export type QueueModbusReadMutation = {
  addGatewayAction: { id: string; label: string; createdAt: string };
};

export type SnmpPointFieldsFragment = {
  id: string;
  oid: string;
  name: string;
  unit: string | null;
  renamedUnit: string | null;
  multiplier: number;
  offset: number;
  strMask: string | null;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  states: Array<string>;
  conditions: Array<string>;
  alarmOnly: boolean;
};

export type ImportMibMutationVariables = Exact<{
  customerID: string;
  fileName: string;
  text: string;
}>;

export type ImportMibMutation = {
  importMib: {
    name: string;
    builtIn: boolean;
    fileName: string | null;
    objectCount: number;
    createdAt: string | null;
  };
};

export type MibModulesQueryVariables = Exact<{
  customerID: string;
}>;

export type MibModulesQuery = {
  mibModules: Array<{
    name: string;
    builtIn: boolean;
    fileName: string | null;
    objectCount: number;
    createdAt: string | null;
  }>;
};

export type MibObjectFieldsFragment = {
  oid: string;
  name: string;
  module: string;
  kind: string;
  shape: string | null;
  syntax: string | null;
  access: string | null;
  units: string | null;
  description: string | null;
  enums: Array<{ value: number; label: string }>;
};

export type MibObjectsQueryVariables = Exact<{
  customerID: string;
  module: string;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type MibObjectsQuery = {
  mibObjects: {
    total: number;
    items: Array<{
      oid: string;
      name: string;
      module: string;
      kind: string;
      shape: string | null;
      syntax: string | null;
      access: string | null;
      units: string | null;
      description: string | null;
      enums: Array<{ value: number; label: string }>;
    }>;
  };
};

export type ResolveOidsQueryVariables = Exact<{
  customerID: string;
  oids: Array<string> | string;
}>;

export type ResolveOidsQuery = {
  resolveOids: Array<{
    input: string;
    oid: string | null;
    name: string | null;
    module: string | null;
    instance: string | null;
    error: string | null;
    warning: string | null;
    object: {
      oid: string;
      name: string;
      module: string;
      kind: string;
      shape: string | null;
      syntax: string | null;
      access: string | null;
      units: string | null;
      description: string | null;
      enums: Array<{ value: number; label: string }>;
    } | null;
  }>;
};

export type SaveSnmpTemplateMutationVariables = Exact<{
  model: string;
  manufacturer: string;
  sysObjectID?: string | null | undefined;
  customerID: string;
  oids: Array<SnmpPointInput> | SnmpPointInput;
  libraryID?: string | null | undefined;
}>;

export type SaveSnmpTemplateMutation = {
  importEquipmentTemplateSNMP: {
    id: string;
    name: string;
    model: string;
    manufacturer: string;
    archived: boolean;
    docRevision: string | null;
    tags: Array<string>;
    owner: string | null;
    ownerID: string | null;
    sysObjectID: string | null;
    protocols: Array<string>;
    snmpPoints: Array<{
      id: string;
      oid: string;
      name: string;
      unit: string | null;
      renamedUnit: string | null;
      multiplier: number;
      offset: number;
      strMask: string | null;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
      states: Array<string>;
      conditions: Array<string>;
      alarmOnly: boolean;
    }>;
    modbusTemplate: { id: string; name: string } | null;
    snmpTemplate: { id: string; name: string } | null;
    dynamicOIDLabels: Array<{ label: string; value: string }>;
    metaList: Array<{
      id: string;
      oid: string;
      type: string;
      values: Array<string>;
      label: string;
    }>;
  };
};

export type SnmpWalkOptionsQueryVariables = Exact<{
  gatewayID: string;
  customerID?: string | null | undefined;
  gatewayType?: string | null | undefined;
}>;

export type SnmpWalkOptionsQuery = {
  gatewayActionQueue: Array<{
    id: string;
    ip: string | null;
    status: string;
    createdAt: string;
    finishedAt: string | null;
  }>;
};

export type SubmitBugReportMutationVariables = Exact<{
  email: string;
  subject: string;
  description?: string | null | undefined;
}>;

export type SubmitBugReportMutation = { submitBugReport: boolean };

export type AddOverlayViewMutationVariables = Exact<{
  name: string;
  image: string;
  height: number;
  width: number;
  customerID: string;
}>;

export type AddOverlayViewMutation = {
  addOverlayView: {
    id: string;
    name: string;
    customerID: string;
    image: string;
    imageID: string;
    height: number;
    width: number;
    x: number;
    y: number;
    rotation: number;
    canUpdate: boolean;
    canDelete: boolean;
    canShare: boolean;
    heatMaps: Array<{
      id: string;
      colorA: string;
      colorB: string;
      colorC: string;
      valueA: number;
      valueC: number;
    }>;
    overlays: Array<{
      id: string;
      kind: string;
      size: number;
      x: number;
      y: number;
      open: boolean;
      opacity: number;
      backgroundColor: string | null;
      heatMapColor: string | null;
      heatMapID: string | null;
      status: string | null;
      statusColor: string | null;
      data:
        | { __typename: 'OverlayLink'; name: string; url: string }
        | {
            __typename: 'OverlayViewLink';
            viewID: string;
            name: string;
            viewType: string;
            warnings: number;
            errors: number;
            disconnectedCount: number;
          }
        | {
            __typename: 'Sensor';
            id: string;
            name: string;
            unit: string | null;
            states: Array<string>;
            disconnected: boolean;
            status: string;
            equipmentName: string;
            reading: {
              value: number | null;
              detail: string | null;
              createdAt: string | null;
            } | null;
          }
        | null;
    }>;
  };
};

export type OverlaySensorPickerQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type OverlaySensorPickerQuery = {
  sensors: Array<{
    id: string;
    name: string;
    unit: string | null;
    states: Array<string>;
    disconnected: boolean;
    status: string;
    equipmentName: string;
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type OverlayViewQueryVariables = Exact<{
  viewID: string;
  customerID?: string | null | undefined;
  token?: string | null | undefined;
}>;

export type OverlayViewQuery = {
  overlayView: {
    id: string;
    name: string;
    customerID: string;
    image: string;
    imageID: string;
    height: number;
    width: number;
    x: number;
    y: number;
    rotation: number;
    canUpdate: boolean;
    canDelete: boolean;
    canShare: boolean;
    heatMaps: Array<{
      id: string;
      colorA: string;
      colorB: string;
      colorC: string;
      valueA: number;
      valueC: number;
    }>;
    overlays: Array<{
      id: string;
      kind: string;
      size: number;
      x: number;
      y: number;
      open: boolean;
      opacity: number;
      backgroundColor: string | null;
      heatMapColor: string | null;
      heatMapID: string | null;
      status: string | null;
      statusColor: string | null;
      data:
        | { __typename: 'OverlayLink'; name: string; url: string }
        | {
            __typename: 'OverlayViewLink';
            viewID: string;
            name: string;
            viewType: string;
            warnings: number;
            errors: number;
            disconnectedCount: number;
          }
        | {
            __typename: 'Sensor';
            id: string;
            name: string;
            unit: string | null;
            states: Array<string>;
            disconnected: boolean;
            status: string;
            equipmentName: string;
            reading: {
              value: number | null;
              detail: string | null;
              createdAt: string | null;
            } | null;
          }
        | null;
    }>;
  } | null;
};

export type OverlayViewFieldsFragment = {
  id: string;
  name: string;
  customerID: string;
  image: string;
  imageID: string;
  height: number;
  width: number;
  x: number;
  y: number;
  rotation: number;
  canUpdate: boolean;
  canDelete: boolean;
  canShare: boolean;
  heatMaps: Array<{
    id: string;
    colorA: string;
    colorB: string;
    colorC: string;
    valueA: number;
    valueC: number;
  }>;
  overlays: Array<{
    id: string;
    kind: string;
    size: number;
    x: number;
    y: number;
    open: boolean;
    opacity: number;
    backgroundColor: string | null;
    heatMapColor: string | null;
    heatMapID: string | null;
    status: string | null;
    statusColor: string | null;
    data:
      | { __typename: 'OverlayLink'; name: string; url: string }
      | {
          __typename: 'OverlayViewLink';
          viewID: string;
          name: string;
          viewType: string;
          warnings: number;
          errors: number;
          disconnectedCount: number;
        }
      | {
          __typename: 'Sensor';
          id: string;
          name: string;
          unit: string | null;
          states: Array<string>;
          disconnected: boolean;
          status: string;
          equipmentName: string;
          reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
        }
      | null;
  }>;
};

export type OverlayViewPickerQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type OverlayViewPickerQuery = {
  views: Array<{
    id: string;
    name: string;
    viewType: string;
    warnings: number;
    errors: number;
    disconnected: number;
  }>;
};

export type SaveOverlaysMutationVariables = Exact<{
  viewID: string;
  customerID: string;
  overlays: Array<OverlayInput> | OverlayInput;
  heatMaps: Array<HeatMapInput> | HeatMapInput;
}>;

export type SaveOverlaysMutation = {
  saveOverlays: {
    id: string;
    name: string;
    customerID: string;
    image: string;
    imageID: string;
    height: number;
    width: number;
    x: number;
    y: number;
    rotation: number;
    canUpdate: boolean;
    canDelete: boolean;
    canShare: boolean;
    heatMaps: Array<{
      id: string;
      colorA: string;
      colorB: string;
      colorC: string;
      valueA: number;
      valueC: number;
    }>;
    overlays: Array<{
      id: string;
      kind: string;
      size: number;
      x: number;
      y: number;
      open: boolean;
      opacity: number;
      backgroundColor: string | null;
      heatMapColor: string | null;
      heatMapID: string | null;
      status: string | null;
      statusColor: string | null;
      data:
        | { __typename: 'OverlayLink'; name: string; url: string }
        | {
            __typename: 'OverlayViewLink';
            viewID: string;
            name: string;
            viewType: string;
            warnings: number;
            errors: number;
            disconnectedCount: number;
          }
        | {
            __typename: 'Sensor';
            id: string;
            name: string;
            unit: string | null;
            states: Array<string>;
            disconnected: boolean;
            status: string;
            equipmentName: string;
            reading: {
              value: number | null;
              detail: string | null;
              createdAt: string | null;
            } | null;
          }
        | null;
    }>;
  };
};

export type UpdateOverlayImageMutationVariables = Exact<{
  viewID: string;
  image: string;
  customerID: string;
}>;

export type UpdateOverlayImageMutation = {
  updateOverlayImage: {
    id: string;
    name: string;
    customerID: string;
    image: string;
    imageID: string;
    height: number;
    width: number;
    x: number;
    y: number;
    rotation: number;
    canUpdate: boolean;
    canDelete: boolean;
    canShare: boolean;
    heatMaps: Array<{
      id: string;
      colorA: string;
      colorB: string;
      colorC: string;
      valueA: number;
      valueC: number;
    }>;
    overlays: Array<{
      id: string;
      kind: string;
      size: number;
      x: number;
      y: number;
      open: boolean;
      opacity: number;
      backgroundColor: string | null;
      heatMapColor: string | null;
      heatMapID: string | null;
      status: string | null;
      statusColor: string | null;
      data:
        | { __typename: 'OverlayLink'; name: string; url: string }
        | {
            __typename: 'OverlayViewLink';
            viewID: string;
            name: string;
            viewType: string;
            warnings: number;
            errors: number;
            disconnectedCount: number;
          }
        | {
            __typename: 'Sensor';
            id: string;
            name: string;
            unit: string | null;
            states: Array<string>;
            disconnected: boolean;
            status: string;
            equipmentName: string;
            reading: {
              value: number | null;
              detail: string | null;
              createdAt: string | null;
            } | null;
          }
        | null;
    }>;
  };
};

export type UpdateOverlayViewMutationVariables = Exact<{
  viewID: string;
  customerID: string;
  name?: string | null | undefined;
  height?: number | null | undefined;
  width?: number | null | undefined;
  x?: number | null | undefined;
  y?: number | null | undefined;
  rotation?: number | null | undefined;
}>;

export type UpdateOverlayViewMutation = {
  updateOverlayView: {
    id: string;
    name: string;
    customerID: string;
    image: string;
    imageID: string;
    height: number;
    width: number;
    x: number;
    y: number;
    rotation: number;
    canUpdate: boolean;
    canDelete: boolean;
    canShare: boolean;
    heatMaps: Array<{
      id: string;
      colorA: string;
      colorB: string;
      colorC: string;
      valueA: number;
      valueC: number;
    }>;
    overlays: Array<{
      id: string;
      kind: string;
      size: number;
      x: number;
      y: number;
      open: boolean;
      opacity: number;
      backgroundColor: string | null;
      heatMapColor: string | null;
      heatMapID: string | null;
      status: string | null;
      statusColor: string | null;
      data:
        | { __typename: 'OverlayLink'; name: string; url: string }
        | {
            __typename: 'OverlayViewLink';
            viewID: string;
            name: string;
            viewType: string;
            warnings: number;
            errors: number;
            disconnectedCount: number;
          }
        | {
            __typename: 'Sensor';
            id: string;
            name: string;
            unit: string | null;
            states: Array<string>;
            disconnected: boolean;
            status: string;
            equipmentName: string;
            reading: {
              value: number | null;
              detail: string | null;
              createdAt: string | null;
            } | null;
          }
        | null;
    }>;
  };
};

export type AddReportScheduleMutationVariables = Exact<{
  customerID: string;
  viewID: string;
  range: TimeRange;
  time: string;
  timeZone: string;
  recipients: Array<string> | string;
  productName?: string | null | undefined;
}>;

export type AddReportScheduleMutation = {
  addReportSchedule: {
    id: string;
    viewID: string;
    viewName: string;
    range: TimeRange;
    time: string;
    timeZone: string;
    recipients: Array<string>;
    nextRunAt: number;
    lastRunAt: number | null;
    lastError: string | null;
    createdBy: string | null;
    pending: boolean;
  };
};

export type DeleteReportMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteReportMutation = { deleteReport: boolean };

export type DeleteReportScheduleMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteReportScheduleMutation = { deleteReportSchedule: boolean };

export type ReportQueryVariables = Exact<{
  viewName?: string | null | undefined;
  viewID: string;
  customerID?: string | null | undefined;
  reportRange: TimeRange;
  startDate: number;
  endDate: number;
  timezoneOffset: number;
  productName?: string | null | undefined;
  timeZone?: string | null | undefined;
}>;

export type ReportQuery = {
  report: {
    reportUrl: string;
    report: {
      id: string;
      viewID: string | null;
      viewName: string;
      range: TimeRange;
      startDate: number;
      endDate: number;
      timeZone: string;
      createdBy: string | null;
      scheduleID: string | null;
      createdAt: number;
      size: number;
      url: string;
      canDelete: boolean;
    };
  };
};

export type ReportFieldsFragment = {
  id: string;
  viewID: string | null;
  viewName: string;
  range: TimeRange;
  startDate: number;
  endDate: number;
  timeZone: string;
  createdBy: string | null;
  scheduleID: string | null;
  createdAt: number;
  size: number;
  url: string;
  canDelete: boolean;
};

export type ReportScheduleFieldsFragment = {
  id: string;
  viewID: string;
  viewName: string;
  range: TimeRange;
  time: string;
  timeZone: string;
  recipients: Array<string>;
  nextRunAt: number;
  lastRunAt: number | null;
  lastError: string | null;
  createdBy: string | null;
  pending: boolean;
};

export type ReportSchedulesQueryVariables = Exact<{
  customerID: string;
}>;

export type ReportSchedulesQuery = {
  reportSchedules: Array<{
    id: string;
    viewID: string;
    viewName: string;
    range: TimeRange;
    time: string;
    timeZone: string;
    recipients: Array<string>;
    nextRunAt: number;
    lastRunAt: number | null;
    lastError: string | null;
    createdBy: string | null;
    pending: boolean;
  }>;
};

export type ReportViewsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type ReportViewsQuery = { views: Array<{ id: string; name: string; canUpdate: boolean }> };

export type ReportsQueryVariables = Exact<{
  customerID: string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type ReportsQuery = {
  reports: {
    total: number;
    reports: Array<{
      id: string;
      viewID: string | null;
      viewName: string;
      range: TimeRange;
      startDate: number;
      endDate: number;
      timeZone: string;
      createdBy: string | null;
      scheduleID: string | null;
      createdAt: number;
      size: number;
      url: string;
      canDelete: boolean;
    }>;
  };
};

export type SendReportNowMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type SendReportNowMutation = {
  sendReportNow: {
    id: string;
    viewID: string;
    viewName: string;
    range: TimeRange;
    time: string;
    timeZone: string;
    recipients: Array<string>;
    nextRunAt: number;
    lastRunAt: number | null;
    lastError: string | null;
    createdBy: string | null;
    pending: boolean;
  };
};

export type UpdateReportScheduleMutationVariables = Exact<{
  id: string;
  customerID: string;
  range?: TimeRange | null | undefined;
  time?: string | null | undefined;
  timeZone?: string | null | undefined;
  recipients?: Array<string> | string | null | undefined;
}>;

export type UpdateReportScheduleMutation = {
  updateReportSchedule: {
    id: string;
    viewID: string;
    viewName: string;
    range: TimeRange;
    time: string;
    timeZone: string;
    recipients: Array<string>;
    nextRunAt: number;
    lastRunAt: number | null;
    lastError: string | null;
    createdBy: string | null;
    pending: boolean;
  };
};

export type AddSensorsMutationVariables = Exact<{
  sensors: Array<SensorInput> | SensorInput;
  equipmentID: string;
  customerID: string;
  dynamicConversions?: boolean | null | undefined;
  deleteSensors?: Array<string> | string | null | undefined;
  oidVars?: Array<OidVarInput> | OidVarInput | null | undefined;
}>;

export type AddSensorsMutation = {
  addSensors: {
    passes: Array<string>;
    updated: number;
    deleted: number;
    fails: Array<{ id: string; message: string }>;
  };
};

export type ManageSensorsQueryVariables = Exact<{
  gatewayID: string;
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type ManageSensorsQuery = {
  equipment: {
    id: string;
    name: string;
    protocol: string;
    equipmentIP: string;
    customerID: string;
    gateway: { id: string; name: string };
    equipment: { id: string; manufacturer: string; model: string };
    oidVars: Array<{ letter: string; value: string }>;
  } | null;
  registers: {
    modbusPoints: Array<{
      id: string;
      sensorID: string | null;
      name: string;
      unit: string | null;
      functionCode: number;
      startingRegister: number;
      addressOffset: number;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
      states: Array<string>;
      conditions: Array<string>;
      alarmOnly: boolean;
    }>;
    snmpPoints: Array<{
      id: string;
      sensorID: string | null;
      name: string;
      unit: string | null;
      oid: string;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
      states: Array<string>;
      conditions: Array<string>;
      alarmOnly: boolean;
    }>;
  };
};

export type ManageSensorsLibraryQueryVariables = Exact<{
  libraryID: string;
  customerID?: string | null | undefined;
}>;

export type ManageSensorsLibraryQuery = {
  equipmentLib: { id: string; dynamicOIDLabels: Array<{ label: string; value: string }> } | null;
};

export type ManagedSensorQueryVariables = Exact<{
  sensorIDs: Array<string> | string;
}>;

export type ManagedSensorQuery = {
  sensor: Array<{
    id: string;
    name: string;
    unit: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    deadband: number | null;
    delay: number | null;
    alarmOnly: boolean;
    states: Array<string>;
    conditions: Array<string>;
    smartThresholds: { warning: number | null; critical: number | null } | null;
  }>;
};

export type SensorQueryVariables = Exact<{
  sensorIDs: Array<string> | string;
}>;

export type SensorQuery = {
  sensor: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    disconnected: boolean;
    message: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    conditions: Array<string>;
    status: string;
    customerID: string;
    equipmentID: string;
    equipmentName: string;
    equipment: { id: string; manufacturer: string; model: string };
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type SensorInsightQueryVariables = Exact<{
  customerID?: string | null | undefined;
  sensorIDs: Array<string> | string;
}>;

export type SensorInsightQuery = {
  readings: Array<{
    insights: Array<{
      sensorID: string;
      learnedHours: number;
      smartThresholds: { warning: number | null; critical: number | null } | null;
    }>;
  }>;
};

export type SensorLogsQueryVariables = Exact<{
  sensorIDs: Array<string> | string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type SensorLogsQuery = {
  sensorLogsCount: number;
  sensorLogs: Array<{
    id: string;
    sensorID: string;
    status: string;
    value: number | null;
    message: string;
    createdAt: string;
  }>;
};

export type SensorTrendQueryVariables = Exact<{
  customerID?: string | null | undefined;
  widgets: Array<WidgetReadingsInput> | WidgetReadingsInput;
}>;

export type SensorTrendQuery = {
  readings: Array<{
    range: TimeRange;
    from: number;
    to: number;
    trend: Array<{
      sensorID: string;
      gatewayID: string;
      chunkSize: number;
      chunks: Array<{ chunkStart: number; values: Array<number> }>;
    }>;
  }>;
};

export type SensorsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  filters?: Array<string> | string | null | undefined;
  sortColumn?: string | null | undefined;
  sortOrder?: string | null | undefined;
}>;

export type SensorsQuery = {
  sensorsCount: number;
  sensors: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    disconnected: boolean;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    conditions: Array<string>;
    status: string;
    equipmentID: string;
    equipmentName: string;
    equipment: { id: string; manufacturer: string; model: string };
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type AddViewUserMutationVariables = Exact<{
  viewID: string;
  viewName?: string | null | undefined;
  customerID: string;
  permissions: Array<ViewUserInviteInput> | ViewUserInviteInput;
  productName?: string | null | undefined;
}>;

export type AddViewUserMutation = {
  addViewUser: { successes: Array<string>; failures: Array<{ email: string; error: string }> };
};

export type CreateShareLinkMutationVariables = Exact<{
  viewID: string;
  customerID: string;
  productName?: string | null | undefined;
  expireDays?: number | null | undefined;
}>;

export type CreateShareLinkMutation = {
  createShareLink: { id: string; url: string; token: string; expireAt: string };
};

export type DeleteViewUserMutationVariables = Exact<{
  viewID: string;
  viewName?: string | null | undefined;
  id: string;
  customerID: string;
}>;

export type DeleteViewUserMutation = { deleteViewUser: boolean };

export type RevokeShareLinkMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type RevokeShareLinkMutation = { revokeShareLink: boolean };

export type ShareUsersQueryVariables = Exact<{
  customerID: string;
  query: string;
}>;

export type ShareUsersQuery = {
  shareUsers: Array<{ id: string; email: string; isInCustomer: boolean }>;
};

export type SharedViewByTokenQueryVariables = Exact<{
  token: string;
}>;

export type SharedViewByTokenQuery = {
  view: {
    id: string;
    name: string;
    customerID: string;
    layout: string;
    canUpdate: boolean;
    canShare: boolean;
    canDelete: boolean;
    trendV2: boolean;
    trendSync: boolean;
    viewType: string;
  } | null;
};

export type SharingViewQueryVariables = Exact<{
  viewID: string;
}>;

export type SharingViewQuery = {
  view: {
    id: string;
    name: string;
    customerID: string;
    isPublic: boolean;
    canShare: boolean;
  } | null;
};

export type UpdateViewUsersMutationVariables = Exact<{
  viewID: string;
  viewName?: string | null | undefined;
  customerID: string;
  permissions: Array<ViewUserPermissionInput> | ViewUserPermissionInput;
  isPublic?: boolean | null | undefined;
}>;

export type UpdateViewUsersMutation = { updateViewUsers: boolean };

export type ViewShareLinksQueryVariables = Exact<{
  viewID: string;
  customerID?: string | null | undefined;
}>;

export type ViewShareLinksQuery = {
  sharedViews: Array<{
    id: string;
    createdAt: string;
    expireAt: string;
    revokedAt: string | null;
    createdBy: string | null;
    status: string;
  }>;
};

export type ViewUsersQueryVariables = Exact<{
  viewID: string;
  customerID: string;
}>;

export type ViewUsersQuery = {
  viewUsers: Array<{
    reasons: Array<string>;
    user: { id: string; email: string; firstName: string | null; lastName: string | null };
    permissions: { read: boolean; update: boolean; delete: boolean; share: boolean };
    alerts: { yellow: boolean; red: boolean; disconnected: boolean; cleared: boolean };
    roles: Array<{ id: string; name: string }>;
  }>;
};

export type DefaultTemplatesQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type DefaultTemplatesQuery = { templates: Array<{ id: string; name: string }> };

export type DeleteTemplateMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteTemplateMutation = { deleteTemplate: boolean };

export type NewTemplateMutationVariables = Exact<{
  viewID: string;
  name: string;
  customerID: string;
  equipmentNames: Array<string> | string;
  makeDefault?: boolean | null | undefined;
}>;

export type NewTemplateMutation = {
  newTemplate: {
    id: string;
    name: string;
    owner: string | null;
    ownerID: string;
    viewCount: number;
    outOfSyncViewCount: number;
    isDefault: boolean;
    widgetCount: number;
    canDelete: boolean;
    createdAt: string;
    equipment: Array<{
      order: number;
      name: string;
      protocol: string;
      libraryID: string;
      manufacturer: string | null;
      model: string | null;
    }>;
  };
};

export type NewTemplateViewMutationVariables = Exact<{
  templateID: string;
  name: string;
  customerID: string;
  isPublic?: boolean | null | undefined;
  equipment: Array<string> | string;
  overwriteThresholds?: boolean | null | undefined;
}>;

export type NewTemplateViewMutation = { newTemplateView: { id: string; name: string } };

export type ReapplyTemplateMutationVariables = Exact<{
  id: string;
  customerID?: string | null | undefined;
}>;

export type ReapplyTemplateMutation = {
  reapplyTemplate: { views: number; outOfSyncViewCount: number };
};

export type StampEquipmentQueryVariables = Exact<{
  customerID: string;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  includeID?: string | null | undefined;
  filters?: EquipmentFilters | null | undefined;
}>;

export type StampEquipmentQuery = {
  allEquipment: {
    total: number;
    items: Array<{
      id: string;
      name: string;
      protocol: string;
      gateway: { id: string; name: string };
      equipment: { id: string; manufacturer: string; model: string };
    }>;
  };
};

export type TemplateQueryVariables = Exact<{
  customerID?: string | null | undefined;
  id: string;
}>;

export type TemplateQuery = {
  template: {
    layout: string;
    sourceViewID: string | null;
    id: string;
    name: string;
    owner: string | null;
    ownerID: string;
    viewCount: number;
    outOfSyncViewCount: number;
    isDefault: boolean;
    widgetCount: number;
    canDelete: boolean;
    createdAt: string;
    displayEquipment: Array<{ order: number; registers: Array<string> }>;
    equipment: Array<{
      order: number;
      name: string;
      protocol: string;
      libraryID: string;
      manufacturer: string | null;
      model: string | null;
    }>;
  } | null;
};

export type TemplateFieldsFragment = {
  id: string;
  name: string;
  owner: string | null;
  ownerID: string;
  viewCount: number;
  outOfSyncViewCount: number;
  isDefault: boolean;
  widgetCount: number;
  canDelete: boolean;
  createdAt: string;
  equipment: Array<{
    order: number;
    name: string;
    protocol: string;
    libraryID: string;
    manufacturer: string | null;
    model: string | null;
  }>;
};

export type TemplateRegistersQueryVariables = Exact<{
  id?: string | null | undefined;
  customerID?: string | null | undefined;
}>;

export type TemplateRegistersQuery = {
  templateRegisters: Array<{
    widgetID: string | null;
    order: number;
    registerID: string;
    name: string;
    unit: string | null;
    protocol: string;
  }>;
};

export type TemplateSlotEquipmentQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type TemplateSlotEquipmentQuery = { equipment: { id: string; name: string } | null };

export type TemplateViewDriftQueryVariables = Exact<{
  id: string;
  customerID?: string | null | undefined;
}>;

export type TemplateViewDriftQuery = {
  templateViewDrift: Array<{ viewID: string; viewName: string; changes: Array<string> }>;
};

export type TemplateViewEquipmentQueryVariables = Exact<{
  widgetIDs: Array<string> | string;
}>;

export type TemplateViewEquipmentQuery = {
  sensors: Array<{ id: string; equipmentID: string; equipmentName: string }>;
};

export type TemplateWidgetsQueryVariables = Exact<{
  id: string;
  customerID?: string | null | undefined;
}>;

export type TemplateWidgetsQuery = {
  templateWidgets: Array<{
    id: string;
    key: string;
    name: string | null;
    type: string;
    displayType: string;
    unit: string | null;
  }>;
};

export type TemplatesQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  isDefault?: boolean | null | undefined;
  isCustomer?: boolean | null | undefined;
}>;

export type TemplatesQuery = {
  templates: Array<{
    templateCount: number;
    id: string;
    name: string;
    owner: string | null;
    ownerID: string;
    viewCount: number;
    outOfSyncViewCount: number;
    isDefault: boolean;
    widgetCount: number;
    canDelete: boolean;
    createdAt: string;
    equipment: Array<{
      order: number;
      name: string;
      protocol: string;
      libraryID: string;
      manufacturer: string | null;
      model: string | null;
    }>;
  }>;
};

export type DeleteTagMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteTagMutation = { deleteTag: boolean };

export type DeleteViewMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteViewMutation = { deleteView: boolean };

export type DeleteWidgetMutationVariables = Exact<{
  id: string;
}>;

export type DeleteWidgetMutation = { deleteWidget: boolean };

export type DuplicateWidgetMutationVariables = Exact<{
  id: string;
}>;

export type DuplicateWidgetMutation = {
  duplicateWidget: {
    id: string;
    key: string;
    viewID: string;
    viewName: string;
    customerID: string;
    name: string | null;
    type: string;
    displayType: string;
    calculation: string | null;
    chartType: string | null;
    image: string | null;
    imageURL: string | null;
    link: string | null;
    basis: number | null;
    color: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    greenTo2: number | null;
    yellowTo2: number | null;
    redTo: number | null;
    lowerBound: number | null;
    upperBound: number | null;
    states: Array<string>;
    sensorIDs: Array<string>;
    metaIDs: Array<string>;
    mins: number | null;
    equipmentID: string | null;
    gatewayID: string | null;
    unit: string | null;
    notes: string | null;
    disconnected: boolean;
    expiration: number | null;
    range: number | null;
    smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
    imageTransform: {
      translateX: number;
      translateY: number;
      scale: number;
      rotation: number;
    } | null;
  };
};

export type NewTagMutationVariables = Exact<{
  name: string;
  customerID: string;
  parentID?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;

export type NewTagMutation = { newTag: { id: string; name: string } };

export type NewViewMutationVariables = Exact<{
  name: string;
  tagIDs?: Array<string> | string | null | undefined;
  customerID: string;
  isPublic?: boolean | null | undefined;
}>;

export type NewViewMutation = { newView: { id: string; name: string } };

export type NewWidgetMutationVariables = Exact<{
  viewID: string;
  customerID?: string | null | undefined;
  widget: WidgetInput;
}>;

export type NewWidgetMutation = {
  newWidget: {
    id: string;
    key: string;
    viewID: string;
    viewName: string;
    customerID: string;
    name: string | null;
    type: string;
    displayType: string;
    calculation: string | null;
    chartType: string | null;
    image: string | null;
    imageURL: string | null;
    link: string | null;
    basis: number | null;
    color: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    greenTo2: number | null;
    yellowTo2: number | null;
    redTo: number | null;
    lowerBound: number | null;
    upperBound: number | null;
    states: Array<string>;
    sensorIDs: Array<string>;
    metaIDs: Array<string>;
    mins: number | null;
    equipmentID: string | null;
    gatewayID: string | null;
    unit: string | null;
    notes: string | null;
    disconnected: boolean;
    expiration: number | null;
    range: number | null;
    smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
    imageTransform: {
      translateX: number;
      translateY: number;
      scale: number;
      rotation: number;
    } | null;
  };
};

export type SensorPickerQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type SensorPickerQuery = {
  sensors: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    states: Array<string>;
    conditions: Array<string>;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    disconnected: boolean;
    status: string;
    equipmentID: string;
    equipmentName: string;
    equipmentMaintenance: boolean;
    equipmentRepair: boolean;
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type TagNodeFieldsFragment = {
  id: string;
  name: string;
  parentID: string | null;
  latitude: number | null;
  longitude: number | null;
  viewCount: number;
};

export type TagsQueryVariables = Exact<{
  customerID?: string | null | undefined;
}>;

export type TagsQuery = {
  tags: Array<{
    id: string;
    name: string;
    parentID: string | null;
    latitude: number | null;
    longitude: number | null;
    viewCount: number;
    tags: Array<{
      id: string;
      name: string;
      parentID: string | null;
      latitude: number | null;
      longitude: number | null;
      viewCount: number;
      tags: Array<{
        id: string;
        name: string;
        parentID: string | null;
        latitude: number | null;
        longitude: number | null;
        viewCount: number;
        tags: Array<{
          id: string;
          name: string;
          parentID: string | null;
          latitude: number | null;
          longitude: number | null;
          viewCount: number;
          tags: Array<{
            id: string;
            name: string;
            parentID: string | null;
            latitude: number | null;
            longitude: number | null;
            viewCount: number;
          }>;
        }>;
      }>;
    }>;
  }>;
};

export type UpdateViewLayoutMutationVariables = Exact<{
  viewName?: string | null | undefined;
  layout: string;
  id: string;
}>;

export type UpdateViewLayoutMutation = { updateViewLayout: string };

export type UpdateViewTrendSyncMutationVariables = Exact<{
  id: string;
  customerID: string;
  trendSync: boolean;
}>;

export type UpdateViewTrendSyncMutation = { updateView: { id: string; trendSync: boolean } };

export type UpdateWidgetMutationVariables = Exact<{
  id: string;
  widget?: WidgetInput | null | undefined;
  imageTransform?: ImageTransformInput | null | undefined;
}>;

export type UpdateWidgetMutation = {
  updateWidget: {
    id: string;
    key: string;
    viewID: string;
    viewName: string;
    customerID: string;
    name: string | null;
    type: string;
    displayType: string;
    calculation: string | null;
    chartType: string | null;
    image: string | null;
    imageURL: string | null;
    link: string | null;
    basis: number | null;
    color: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    greenTo2: number | null;
    yellowTo2: number | null;
    redTo: number | null;
    lowerBound: number | null;
    upperBound: number | null;
    states: Array<string>;
    sensorIDs: Array<string>;
    metaIDs: Array<string>;
    mins: number | null;
    equipmentID: string | null;
    gatewayID: string | null;
    unit: string | null;
    notes: string | null;
    disconnected: boolean;
    expiration: number | null;
    range: number | null;
    smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
    imageTransform: {
      translateX: number;
      translateY: number;
      scale: number;
      rotation: number;
    } | null;
  };
};

export type ValidateViewNamesQueryVariables = Exact<{
  names: Array<string> | string;
  customerID: string;
}>;

export type ValidateViewNamesQuery = {
  validateViewNames: { valid: boolean; taken: Array<string>; message: string | null };
};

export type ViewQueryVariables = Exact<{
  viewName: string;
  customerID?: string | null | undefined;
}>;

export type ViewQuery = {
  view: {
    id: string;
    name: string;
    customerID: string;
    layout: string;
    canUpdate: boolean;
    canShare: boolean;
    canDelete: boolean;
    trendV2: boolean;
    trendSync: boolean;
    viewType: string;
  } | null;
};

export type ViewCountsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  tagID?: string | null | undefined;
  maintenance?: boolean | null | undefined;
  disconnected?: boolean | null | undefined;
  viewType?: string | null | undefined;
}>;

export type ViewCountsQuery = {
  viewCounts: {
    total: number;
    ok: number;
    warning: number;
    error: number;
    disconnected: number;
    repair: number;
    maintenance: number;
  };
};

export type ViewPageFieldsFragment = {
  id: string;
  name: string;
  customerID: string;
  layout: string;
  canUpdate: boolean;
  canShare: boolean;
  canDelete: boolean;
  trendV2: boolean;
  trendSync: boolean;
  viewType: string;
};

export type ViewsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  status?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  tagID?: string | null | undefined;
  maintenance?: boolean | null | undefined;
  disconnected?: boolean | null | undefined;
  viewType?: string | null | undefined;
}>;

export type ViewsQuery = {
  views: Array<{
    id: string;
    name: string;
    customerID: string;
    canDelete: boolean;
    isPublic: boolean;
    viewType: string;
    errors: number;
    warnings: number;
    disconnected: number;
    maintenance: number;
    isRepair: boolean;
    lastAlarmTimestamp: string | null;
    author: string | null;
    widgetCount: number;
    fullTags: Array<{ id: string; name: string }>;
  }>;
};

export type WidgetEquipmentPickerQueryVariables = Exact<{
  customerID: string;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  includeID?: string | null | undefined;
}>;

export type WidgetEquipmentPickerQuery = {
  allEquipment: {
    total: number;
    items: Array<{
      id: string;
      name: string;
      protocol: string;
      equipmentIP: string;
      gateway: { id: string; name: string };
    }>;
  };
};

export type WidgetFieldsFragment = {
  id: string;
  key: string;
  viewID: string;
  viewName: string;
  customerID: string;
  name: string | null;
  type: string;
  displayType: string;
  calculation: string | null;
  chartType: string | null;
  image: string | null;
  imageURL: string | null;
  link: string | null;
  basis: number | null;
  color: string | null;
  greenTo: number | null;
  yellowTo: number | null;
  greenTo2: number | null;
  yellowTo2: number | null;
  redTo: number | null;
  lowerBound: number | null;
  upperBound: number | null;
  states: Array<string>;
  sensorIDs: Array<string>;
  metaIDs: Array<string>;
  mins: number | null;
  equipmentID: string | null;
  gatewayID: string | null;
  unit: string | null;
  notes: string | null;
  disconnected: boolean;
  expiration: number | null;
  range: number | null;
  smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
  imageTransform: {
    translateX: number;
    translateY: number;
    scale: number;
    rotation: number;
  } | null;
};

export type WidgetReadingsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  widgets: Array<WidgetReadingsInput> | WidgetReadingsInput;
  token?: string | null | undefined;
}>;

export type WidgetReadingsQuery = {
  readings: Array<{
    widgetID: string | null;
    range: TimeRange;
    from: number;
    to: number;
    value: number | null;
    latest: Array<{
      sensorID: string;
      value: number | null;
      detail: string | null;
      createdAt: string | null;
      status: string;
      disconnected: boolean;
    }>;
    trend: Array<{
      sensorID: string;
      gatewayID: string;
      chunkSize: number;
      chunks: Array<{ chunkStart: number; values: Array<number> }>;
    }>;
    insights: Array<{
      sensorID: string;
      expected: number | null;
      spread: number | null;
      deviation: number | null;
      anomaly: boolean;
      crossesAt: number | null;
      crossesLevel: string | null;
      learnedHours: number;
      smartThresholds: { warning: number | null; critical: number | null } | null;
    }>;
  }>;
};

export type WidgetSensorFieldsFragment = {
  id: string;
  name: string;
  type: string;
  unit: string | null;
  states: Array<string>;
  conditions: Array<string>;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  disconnected: boolean;
  status: string;
  equipmentID: string;
  equipmentName: string;
  equipmentMaintenance: boolean;
  equipmentRepair: boolean;
  gateway: { id: string; name: string };
  reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
};

export type WidgetSensorsQueryVariables = Exact<{
  widgetIDs: Array<string> | string;
  token?: string | null | undefined;
}>;

export type WidgetSensorsQuery = {
  sensors: Array<{
    register: string;
    id: string;
    name: string;
    type: string;
    unit: string | null;
    states: Array<string>;
    conditions: Array<string>;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    disconnected: boolean;
    status: string;
    equipmentID: string;
    equipmentName: string;
    equipmentMaintenance: boolean;
    equipmentRepair: boolean;
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type WidgetsQueryVariables = Exact<{
  viewID: string;
  token?: string | null | undefined;
}>;

export type WidgetsQuery = {
  widgets: Array<{
    rawLink: string | null;
    id: string;
    key: string;
    viewID: string;
    viewName: string;
    customerID: string;
    name: string | null;
    type: string;
    displayType: string;
    calculation: string | null;
    chartType: string | null;
    image: string | null;
    imageURL: string | null;
    link: string | null;
    basis: number | null;
    color: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    greenTo2: number | null;
    yellowTo2: number | null;
    redTo: number | null;
    lowerBound: number | null;
    upperBound: number | null;
    states: Array<string>;
    sensorIDs: Array<string>;
    metaIDs: Array<string>;
    mins: number | null;
    equipmentID: string | null;
    gatewayID: string | null;
    unit: string | null;
    notes: string | null;
    disconnected: boolean;
    expiration: number | null;
    range: number | null;
    timers: Array<{
      id: string;
      name: string;
      repeatInterval: number;
      warnBefore: number;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
    }>;
    smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
    imageTransform: {
      translateX: number;
      translateY: number;
      scale: number;
      rotation: number;
    } | null;
  }>;
};

export type ResetTimerMutationVariables = Exact<{
  timerID: string;
  customerID?: string | null | undefined;
  viewID?: string | null | undefined;
}>;

export type ResetTimerMutation = {
  resetTimer: {
    id: string;
    timerID: string;
    widgetID: string;
    name: string;
    repeatInterval: number;
    warnBefore: number;
    resetAt: number;
    expiresAt: number;
  };
};

export type ViewAlarmsQueryVariables = Exact<{
  viewID: string;
  customerID?: string | null | undefined;
  token?: string | null | undefined;
}>;

export type ViewAlarmsQuery = {
  viewAlarms: Array<{
    sensorID: string;
    sensorName: string;
    equipmentID: string;
    equipmentName: string;
    status: string;
    value: number | null;
    detail: string | null;
    unit: string | null;
    since: string;
  }>;
};

export type WidgetEquipmentAssetQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
  token?: string | null | undefined;
}>;

export type WidgetEquipmentAssetQuery = {
  equipmentAsset: {
    equipmentID: string;
    name: string;
    manufacturer: string;
    model: string;
    protocol: string;
    ip: string;
    meta: Array<{ label: string; value: string; type: string; oid: string | null }>;
  } | null;
};

export type WidgetTimerFieldsFragment = {
  id: string;
  timerID: string;
  widgetID: string;
  name: string;
  repeatInterval: number;
  warnBefore: number;
  resetAt: number;
  expiresAt: number;
};

export type WidgetTimersQueryVariables = Exact<{
  widgetIDs: Array<string> | string;
  customerID?: string | null | undefined;
  token?: string | null | undefined;
}>;

export type WidgetTimersQuery = {
  timers: Array<{
    id: string;
    timerID: string;
    widgetID: string;
    name: string;
    repeatInterval: number;
    warnBefore: number;
    resetAt: number;
    expiresAt: number;
  }>;
};

export type WidgetTrapsQueryVariables = Exact<{
  equipmentID?: string | null | undefined;
  customerID?: string | null | undefined;
  limit?: number | null | undefined;
  token?: string | null | undefined;
}>;

export type WidgetTrapsQuery = {
  snmpTraps: Array<{
    id: string;
    oid: string;
    value: string;
    createdAt: string;
    equipmentID: string | null;
    equipmentIP: string;
  }>;
};

export const AlarmFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Alarm' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subjectKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clearedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suppressed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackComment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlarmFieldsFragment, unknown>;
export const AccountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Account' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const CompanySettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompanySettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanySettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultRoles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailAlertsDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsAlertsDefault' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'serviceContacts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskTokenSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livestreamURL' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanySettingsFieldsFragment, unknown>;
export const AlarmRuleFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlarmRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'condition' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlarmRuleFieldsFragment, unknown>;
export const AssetsEquipmentAssetFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssetsEquipmentAsset' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssetsEquipmentAssetFragment, unknown>;
export const EquipmentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentFieldsFragment, unknown>;
export const GatewayActionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayActionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GatewayAction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'output' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scanned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'perIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewayActionFieldsFragment, unknown>;
export const GatewayFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Network' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pollInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listenTriggered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'haStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deviceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewayFieldsFragment, unknown>;
export const LibraryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LibraryFieldsFragment, unknown>;
export const ModbusPointFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModbusPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModbusPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfRegisters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wordOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressOffset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressDataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModbusPointFieldsFragment, unknown>;
export const SnmpPointFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SnmpPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renamedUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strMask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SnmpPointFieldsFragment, unknown>;
export const MibObjectFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MibObjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MibObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syntax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enums' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MibObjectFieldsFragment, unknown>;
export const OverlayViewFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverlayViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'x' } },
          { kind: 'Field', name: { kind: 'Name', value: 'y' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heatMaps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorB' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorC' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueC' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlays' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backgroundColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusColor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'Sensor' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'reading' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayViewLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'disconnectedCount' },
                              name: { kind: 'Name', value: 'disconnected' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverlayViewFieldsFragment, unknown>;
export const ReportFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportFieldsFragment, unknown>;
export const ReportScheduleFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportScheduleFieldsFragment, unknown>;
export const TemplateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemplateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Template' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfSyncViewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'libraryID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateFieldsFragment, unknown>;
export const TagNodeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagNodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ViewTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagNodeFieldsFragment, unknown>;
export const ViewPageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'View' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trendV2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trendSync' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewPageFieldsFragment, unknown>;
export const WidgetFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Widget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chartType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageURL' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowerBound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upperBound' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'smartThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'smartWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smartCritical' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'metaIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imageTransform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'translateX' } },
                { kind: 'Field', name: { kind: 'Name', value: 'translateY' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetFieldsFragment, unknown>;
export const WidgetSensorFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetSensorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sensor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentRepair' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetSensorFieldsFragment, unknown>;
export const WidgetTimerFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetTimerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Timer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resetAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetTimerFieldsFragment, unknown>;
export const AcknowledgeAlarmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcknowledgeAlarm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acknowledgeAlarm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'comment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlarmFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Alarm' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subjectKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clearedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suppressed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackComment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcknowledgeAlarmMutation, AcknowledgeAlarmMutationVariables>;
export const AlarmCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AlarmCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mine' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alarmCounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mine' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mine' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acknowledged' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleared' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlarmCountsQuery, AlarmCountsQueryVariables>;
export const AlarmDeliveriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AlarmDeliveries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alarmID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alarmDeliveries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'alarmID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alarmID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'channel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlarmDeliveriesQuery, AlarmDeliveriesQueryVariables>;
export const AlarmsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Alarms' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phase' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mine' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alarms' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phase' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phase' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mine' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mine' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlarmFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Alarm' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subjectKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clearedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suppressed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackComment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlarmsQuery, AlarmsQueryVariables>;
export const SendTestAlertDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendTestAlert' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendTestAlert' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'channel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendTestAlertMutation, SendTestAlertMutationVariables>;
export const AccountProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountProfile' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saml' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountProfileQuery, AccountProfileQueryVariables>;
export const ActivateTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ActivateTotp' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activateTotp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'recoveryCodes' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActivateTotpMutation, ActivateTotpMutationVariables>;
export const DeactivateTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeactivateTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deactivateTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeactivateTotpMutation, DeactivateTotpMutationVariables>;
export const EditUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phone' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'firstName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'firstName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lastName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lastName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditUserMutation, EditUserMutationVariables>;
export const GeneratePasswordTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GeneratePasswordToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generatePasswordToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GeneratePasswordTokenMutation, GeneratePasswordTokenMutationVariables>;
export const GenerateTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GenerateTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isMsAuth' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generateTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isMsAuth' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isMsAuth' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plaintext' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GenerateTotpMutation, GenerateTotpMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResetUserPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetUserPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetUserPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const SamlConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SamlConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'samlConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idpMetadataUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idpEntityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idpSsoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spEntityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spAcsUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spMetadataUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spCertificate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loginPath' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SamlConfigQuery, SamlConfigQueryVariables>;
export const SessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Session' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'super' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saml' } },
                { kind: 'Field', name: { kind: 'Name', value: 'homeUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partnerAdmin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partnerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'managedCustomerIDs' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'partner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'needsTotp' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'needsTotp' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignInWithCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInWithCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signInWithCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'needsTotp' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInWithCodeMutation, SignInWithCodeMutationVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOut' } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SsoLoginPathDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SsoLoginPath' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ssoLoginPath' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SsoLoginPathQuery, SsoLoginPathQueryVariables>;
export const UpdateSamlConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSamlConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enabled' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idpMetadataUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idpMetadataXml' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSamlConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enabled' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enabled' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idpMetadataUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idpMetadataUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idpMetadataXml' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idpMetadataXml' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idpMetadataUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idpEntityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idpSsoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spEntityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spAcsUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spMetadataUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spCertificate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loginPath' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSamlConfigMutation, UpdateSamlConfigMutationVariables>;
export const UpdateTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTokenMutation, UpdateTokenMutationVariables>;
export const ValidatePasswordTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ValidatePasswordToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validatePasswordToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidatePasswordTokenQuery, ValidatePasswordTokenQueryVariables>;
export const ValidateTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ValidateToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateTokenQuery, ValidateTokenQueryVariables>;
export const VerifyTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyTotpMutation, VerifyTotpMutationVariables>;
export const VerifyUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'acceptedTerms' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'acceptedTerms' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'acceptedTerms' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyUserMutation, VerifyUserMutationVariables>;
export const AllGatewaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AllGateways' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateways' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'StringValue', value: 'name', block: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gatewayCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Network' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pollInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listenTriggered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'haStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deviceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AllGatewaysQuery, AllGatewaysQueryVariables>;
export const CompanySettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanySettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'companySettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompanySettingsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompanySettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanySettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultRoles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailAlertsDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsAlertsDefault' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'serviceContacts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskTokenSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livestreamURL' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanySettingsQuery, CompanySettingsQueryVariables>;
export const CompanyUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saml' } },
                { kind: 'Field', name: { kind: 'Name', value: 'super' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isSelf' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const CustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Customer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isPartner' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isPartner' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isPartner' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerQuery, CustomerQueryVariables>;
export const CustomersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Customers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partnerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partnerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partnerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partnerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partnerID' } },
              },
            ],
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Account' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const DeleteUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const EditCustomerHomePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditCustomerHomePage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'desktopUrl' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editCustomerHomePage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'desktopUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'desktopUrl' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditCustomerHomePageMutation, EditCustomerHomePageMutationVariables>;
export const EditCustomerPermissionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditCustomerPermissions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'permissions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserPermissionsInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editCustomerPermissions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'permissions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'permissions' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  EditCustomerPermissionsMutation,
  EditCustomerPermissionsMutationVariables
>;
export const InviteToCompanyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteToCompany' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roles' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteToCompany' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roles' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roles' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteToCompanyMutation, InviteToCompanyMutationVariables>;
export const NewCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partnerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newCustomer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partnerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partnerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Account' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewCustomerMutation, NewCustomerMutationVariables>;
export const ReinviteToCompanyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReinviteToCompany' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reinviteToCompany' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReinviteToCompanyMutation, ReinviteToCompanyMutationVariables>;
export const SystemStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SystemStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'systemStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'checkedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'processes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'host' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rssBytes' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'database' } },
                { kind: 'Field', name: { kind: 'Name', value: 'databaseOk' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redisOk' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gatewaysConnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gatewaysTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readingsPerSecond' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notificationsQueued' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reportRunsQueued' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gatewayActionsQueued' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SystemStatusQuery, SystemStatusQueryVariables>;
export const UpdateCompanySettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCompanySettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'settings' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanySettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCompanySettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'settings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'settings' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompanySettingsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompanySettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanySettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'defaultRoles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailAlertsDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'smsAlertsDefault' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'serviceContacts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskTokenSet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'helpDeskDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'livestreamURL' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCompanySettingsMutation, UpdateCompanySettingsMutationVariables>;
export const UserSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserSuggestionsQuery, UserSuggestionsQueryVariables>;
export const AcknowledgeAlarmByTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcknowledgeAlarmByToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acknowledgeAlarmByToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'comment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'comment' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlarmFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Alarm' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subjectKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clearedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suppressed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackComment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AcknowledgeAlarmByTokenMutation,
  AcknowledgeAlarmByTokenMutationVariables
>;
export const AlarmByTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AlarmByToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alarmByToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alarm' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlarmFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Alarm' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subjectKind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clearedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suppressed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ack' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ackComment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlarmByTokenQuery, AlarmByTokenQueryVariables>;
export const AlertsViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AlertsView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'view' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AlertsViewQuery, AlertsViewQueryVariables>;
export const DeleteAlarmRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAlarmRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ruleID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAlarmRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ruleID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ruleID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAlarmRuleMutation, DeleteAlarmRuleMutationVariables>;
export const MyViewAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyViewAlerts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myViewAlerts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'red' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleared' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyViewAlertsQuery, MyViewAlertsQueryVariables>;
export const SaveAlarmRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveAlarmRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ruleID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'condition' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'AlarmRuleTokenInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'result' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveAlarmRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ruleID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ruleID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'condition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'condition' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'result' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'result' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlarmRuleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlarmRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'condition' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveAlarmRuleMutation, SaveAlarmRuleMutationVariables>;
export const UpdateUserAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateUserAlerts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alerts' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAlertsInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUserAlerts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'alerts' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alerts' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'red' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleared' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateUserAlertsMutation, UpdateUserAlertsMutationVariables>;
export const UpdateViewAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateViewAlerts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alerts' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ViewAlertsInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateViewAlerts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'alerts' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alerts' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'red' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleared' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateViewAlertsMutation, UpdateViewAlertsMutationVariables>;
export const ViewAlarmRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewAlarmRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewAlarmRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AlarmRuleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AlarmRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AlarmRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'condition' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewAlarmRulesQuery, ViewAlarmRulesQueryVariables>;
export const ViewAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewAlerts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewAlerts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'red' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cleared' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewAlertsQuery, ViewAlertsQueryVariables>;
export const AllEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AllEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentFilters' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AllEquipmentQuery, AllEquipmentQueryVariables>;
export const AssetsUpdateEquipmentAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssetsUpdateEquipmentAsset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentMetaInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEquipmentAsset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssetsEquipmentAsset' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssetsEquipmentAsset' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentAsset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AssetsUpdateEquipmentAssetMutation,
  AssetsUpdateEquipmentAssetMutationVariables
>;
export const AssetsViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssetsView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'view' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIDs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssetsViewQuery, AssetsViewQueryVariables>;
export const DeleteEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteEquipmentMutation, DeleteEquipmentMutationVariables>;
export const EquipmentAssetViewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentAssetViews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'views' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewType' },
                value: { kind: 'StringValue', value: 'asset', block: false },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIDs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentAssetViewsQuery, EquipmentAssetViewsQueryVariables>;
export const EquipmentDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentDetailsQuery, EquipmentDetailsQueryVariables>;
export const EquipmentFilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentFiles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentIP' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentFiles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentIP' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentIP' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentFilesQuery, EquipmentFilesQueryVariables>;
export const EquipmentFilesDeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EquipmentFilesDelete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEquipmentFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentFilesDeleteMutation, EquipmentFilesDeleteMutationVariables>;
export const EquipmentFilesEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentFilesEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '50' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'gateway' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentFilesEquipmentQuery, EquipmentFilesEquipmentQueryVariables>;
export const EquipmentGatewayOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentGatewayOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'networks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentGatewayOptionsQuery, EquipmentGatewayOptionsQueryVariables>;
export const EquipmentLibraryOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentLibraryOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allLists' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'archived' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentLibraryOptionsQuery, EquipmentLibraryOptionsQueryVariables>;
export const EquipmentLogsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentLogs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentLogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentLogsQuery, EquipmentLogsQueryVariables>;
export const EquipmentLogsEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentLogsEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gateway' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentLogsEquipmentQuery, EquipmentLogsEquipmentQueryVariables>;
export const EquipmentManufacturersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentManufacturers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufacturers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentManufacturersQuery, EquipmentManufacturersQueryVariables>;
export const EquipmentSensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentSensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'StringValue', value: 'name', block: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorsCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentSensorsQuery, EquipmentSensorsQueryVariables>;
export const EquipmentTrapsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EquipmentTraps' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTraps' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EquipmentTrapsQuery, EquipmentTrapsQueryVariables>;
export const OnboardEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OnboardEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'port' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slaveID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturerModel' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'protocol' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'snmpVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'communityString' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'authType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'authKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityLevel' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'privacyType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'privacySecret' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'context' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'port' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'port' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slaveID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slaveID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturerModel' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturerModel' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'protocol' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'protocol' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'snmpVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'snmpVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'communityString' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'communityString' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'username' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'authType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'authType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'authKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'authKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityLevel' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityLevel' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'privacyType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'privacyType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'privacySecret' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'privacySecret' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'context' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'context' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OnboardEquipmentMutation, OnboardEquipmentMutationVariables>;
export const OnboardEquipmentListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OnboardEquipmentList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipment' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardEquipmentList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipment' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OnboardEquipmentListMutation, OnboardEquipmentListMutationVariables>;
export const SetLockedModeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetLockedMode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locked' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setLockedMode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locked' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locked' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetLockedModeMutation, SetLockedModeMutationVariables>;
export const SetMaintenanceModeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetMaintenanceMode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isMaintenance' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMaintenanceMode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isMaintenance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isMaintenance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMaintenanceModeMutation, SetMaintenanceModeMutationVariables>;
export const SetRepairModeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRepairMode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isRepair' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRepairMode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isRepair' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isRepair' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRepairModeMutation, SetRepairModeMutationVariables>;
export const UpdateEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'port' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slaveID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notes' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'snmpVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'communityString' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'authType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'authKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityLevel' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'privacyType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'privacySecret' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'context' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'port' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'port' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slaveID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slaveID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'snmpVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'snmpVersion' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'communityString' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'communityString' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'username' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'authType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'authType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'authKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'authKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityLevel' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityLevel' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'privacyType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'privacyType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'privacySecret' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'privacySecret' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'context' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'context' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EquipmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EquipmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Equipment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
          { kind: 'Field', name: { kind: 'Name', value: 'port' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slaveID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'securityLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'privacyType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'context' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasCredentials' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEquipmentMutation, UpdateEquipmentMutationVariables>;
export const ValidateEquipmentNamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ValidateEquipmentNames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateEquipmentNames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateEquipmentNamesQuery, ValidateEquipmentNamesQueryVariables>;
export const AddGatewayActionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddGatewayAction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ips' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cardConfig' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CardConfigInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'snmpCreds' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpCredsInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'snmpCredsList' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpCredsInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'snmpWalk' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpWalkInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'probe' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProbeInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addGatewayAction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ips' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ips' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actionID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cardConfig' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cardConfig' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'snmpCreds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'snmpCreds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'snmpCredsList' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'snmpCredsList' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'snmpWalk' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'snmpWalk' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'probe' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'probe' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddGatewayActionMutation, AddGatewayActionMutationVariables>;
export const CardConfigEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CardConfigEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'protocol' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'StringValue', value: 'SNMP', block: false }],
                      },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'gatewayIDs' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } }],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'StringValue', value: 'equipmentIP', block: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CardConfigEquipmentQuery, CardConfigEquipmentQueryVariables>;
export const CreateWalkLibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateWalkLibrary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sysObjectID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'oids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'SNMPPointInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importEquipmentTemplateSNMP' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'model' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sysObjectID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sysObjectID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'oids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'oids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateWalkLibraryMutation, CreateWalkLibraryMutationVariables>;
export const DeleteGatewayActionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteGatewayAction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchLabel' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'createdAt' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteGatewayAction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actionID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchLabel' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchLabel' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'createdAt' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'createdAt' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteGatewayActionMutation, DeleteGatewayActionMutationVariables>;
export const DiscoveryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Discovery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discovery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actionID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'action' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'GatewayActionFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'devices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sysName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sysDescr' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credential' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'libraryID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'libraryName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'onboarded' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayActionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GatewayAction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'output' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scanned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'perIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DiscoveryQuery, DiscoveryQueryVariables>;
export const FindGatewayOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FindGatewayOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'networks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FindGatewayOptionsQuery, FindGatewayOptionsQueryVariables>;
export const GatewayActionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GatewayAction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gatewayAction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actionID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayActionFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayActionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GatewayAction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'output' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scanned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'perIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewayActionQuery, GatewayActionQueryVariables>;
export const GatewayActionQueueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GatewayActionQueue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gatewayActionQueue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayActionFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayActionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GatewayAction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'output' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scanned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'perIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewayActionQueueQuery, GatewayActionQueueQueryVariables>;
export const ImportLibraryOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ImportLibraryOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allTemplateLists' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'archived' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ListValue',
                  values: [{ kind: 'StringValue', value: 'SNMP', block: false }],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportLibraryOptionsQuery, ImportLibraryOptionsQueryVariables>;
export const ReorderActionQueueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReorderActionQueue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'actions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionOrderInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reorderActionQueue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'actions' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayActionFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayActionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GatewayAction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batch' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'output' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scanned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'perIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReorderActionQueueMutation, ReorderActionQueueMutationVariables>;
export const SnmpWalkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SnmpWalk' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpWalk' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actionID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'actionID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'actionID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'root' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stopped' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'oids' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SnmpWalkQuery, SnmpWalkQueryVariables>;
export const SnmpWalkExistsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SnmpWalkExists' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpWalkExists' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SnmpWalkExistsQuery, SnmpWalkExistsQueryVariables>;
export const AddGatewayHaNodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddGatewayHaNode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addGatewayHaNode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddGatewayHaNodeMutation, AddGatewayHaNodeMutationVariables>;
export const DeleteGatewayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteGateway' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteGateway' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteGatewayMutation, DeleteGatewayMutationVariables>;
export const GatewayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Gateway' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'network' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Network' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pollInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listenTriggered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'haStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deviceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewayQuery, GatewayQueryVariables>;
export const GatewayHaNodesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GatewayHaNodes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'network' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'haStatus' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'haNodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'node' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewayHaNodesQuery, GatewayHaNodesQueryVariables>;
export const GatewaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Gateways' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GatewayFilters' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'selectedID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateways' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'selectedID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'selectedID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gatewayCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Network' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pollInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listenTriggered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'haStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deviceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GatewaysQuery, GatewaysQueryVariables>;
export const RegisterGatewayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterGateway' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pollInterval' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'externalID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerGateway' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pollInterval' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pollInterval' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'externalID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'externalID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterGatewayMutation, RegisterGatewayMutationVariables>;
export const RotateGatewayTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateGatewayToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateGatewayToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateGatewayTokenMutation, RotateGatewayTokenMutationVariables>;
export const SetActivateSlaveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetActivateSlave' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'activate' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setActivateSlave' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'activate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'activate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slave' } },
                { kind: 'Field', name: { kind: 'Name', value: 'listenTriggered' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetActivateSlaveMutation, SetActivateSlaveMutationVariables>;
export const UpdateGatewayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateGateway' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pollInterval' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateGateway' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pollInterval' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pollInterval' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GatewayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GatewayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Network' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pollInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listenTriggered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gwType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'haStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'externalID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deviceCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateGatewayMutation, UpdateGatewayMutationVariables>;
export const RecentViewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecentViews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recentViews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maintenance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecentViewsQuery, RecentViewsQueryVariables>;
export const SiteSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SiteSummary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'siteSummary' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'gateways' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gatewaysConnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gatewaysDisconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gatewaysListening' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentOk' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentError' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentDisconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentMaintenance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentRepair' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteSummaryQuery, SiteSummaryQueryVariables>;
export const AddLibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddLibrary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addEquipmentList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'model' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'revision' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LibraryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddLibraryMutation, AddLibraryMutationVariables>;
export const AddModbusTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddModbusTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'libraryID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'registers' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ModbusRegisterInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addModbusTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'libraryID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'libraryID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'registers' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'registers' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LibraryFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'modbusPoints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ModbusPointFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModbusPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModbusPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfRegisters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wordOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressOffset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressDataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddModbusTemplateMutation, AddModbusTemplateMutationVariables>;
export const DeleteLibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteLibrary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEquipmentLib' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteLibraryMutation, DeleteLibraryMutationVariables>;
export const DeleteModbusRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteModbusRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteModbusRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteModbusRegisterMutation, DeleteModbusRegisterMutationVariables>;
export const DeleteSnmpRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSnmpRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSNMPRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSnmpRegisterMutation, DeleteSnmpRegisterMutationVariables>;
export const EditLibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditLibrary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dynamicOIDLabels' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'DynamicOidLabelInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'metaList' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'LibraryMetaInput' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editEquipmentLib' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'model' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'revision' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'revision' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tags' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dynamicOIDLabels' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dynamicOIDLabels' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'metaList' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'metaList' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LibraryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditLibraryMutation, EditLibraryMutationVariables>;
export const EditModbusRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditModbusRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'functionCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startingRegister' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'numOfReg' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dataType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wordOrder' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'addressOffset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'addressDataType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'multiplier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mask' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'greenTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'yellowTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'redTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'states' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alarmOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editModbusRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'functionCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'functionCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startingRegister' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startingRegister' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'numOfReg' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'numOfReg' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dataType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dataType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wordOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wordOrder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'addressOffset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'addressOffset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'addressDataType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'addressDataType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'multiplier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'multiplier' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mask' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mask' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'greenTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'greenTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'yellowTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'yellowTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'redTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'redTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'states' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'states' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'alarmOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alarmOnly' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ModbusPointFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModbusPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModbusPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfRegisters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wordOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressOffset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressDataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditModbusRegisterMutation, EditModbusRegisterMutationVariables>;
export const EditSnmpRegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditSnmpRegister' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'oid' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'renamedUnit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'multiplier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'strMask' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'greenTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'yellowTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'redTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'states' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alarmOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editSNMPRegister' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'oid' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'oid' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'renamedUnit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'renamedUnit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'multiplier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'multiplier' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'strMask' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'strMask' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'greenTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'greenTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'yellowTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'yellowTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'redTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'redTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'states' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'states' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'alarmOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alarmOnly' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SnmpPointFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SnmpPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renamedUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strMask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditSnmpRegisterMutation, EditSnmpRegisterMutationVariables>;
export const LibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Library' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentLib' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withRegisters' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LibraryFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'modbusPoints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ModbusPointFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'snmpPoints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SnmpPointFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModbusPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModbusPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfRegisters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wordOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressOffset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addressDataType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SnmpPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renamedUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strMask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LibraryQuery, LibraryQueryVariables>;
export const LibraryListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LibraryList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultList' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'allLists' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'defaultTemplateList' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'allTemplateLists' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultList' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultList' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allLists' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allLists' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultTemplateList' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultTemplateList' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allTemplateLists' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allTemplateLists' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'archived' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LibraryFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentListCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultList' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultList' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allLists' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allLists' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'defaultTemplateList' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'defaultTemplateList' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allTemplateLists' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allTemplateLists' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'archived' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } },
              },
            ],
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LibraryListQuery, LibraryListQueryVariables>;
export const LibraryManufacturersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LibraryManufacturers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufacturers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LibraryManufacturersQuery, LibraryManufacturersQueryVariables>;
export const QueueModbusReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QueueModbusRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'modbusRead' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ModbusReadInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addGatewayAction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'StringValue', value: 'MODBUS_READ', block: false },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ip' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'modbusRead' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'modbusRead' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QueueModbusReadMutation, QueueModbusReadMutationVariables>;
export const ImportMibDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportMib' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importMib' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'builtIn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'objectCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportMibMutation, ImportMibMutationVariables>;
export const MibModulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MibModules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mibModules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'builtIn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'objectCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MibModulesQuery, MibModulesQueryVariables>;
export const MibObjectsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MibObjects' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'module' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mibObjects' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'module' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'module' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MibObjectFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MibObjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MibObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syntax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enums' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MibObjectsQuery, MibObjectsQueryVariables>;
export const ResolveOidsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResolveOids' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'oids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resolveOids' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'oids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'oids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'input' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'module' } },
                { kind: 'Field', name: { kind: 'Name', value: 'instance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'object' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MibObjectFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MibObjectFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MibObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shape' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syntax' } },
          { kind: 'Field', name: { kind: 'Name', value: 'access' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enums' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResolveOidsQuery, ResolveOidsQueryVariables>;
export const SaveSnmpTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveSnmpTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sysObjectID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'oids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'SNMPPointInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'libraryID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importEquipmentTemplateSNMP' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'model' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'model' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacturer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacturer' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sysObjectID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sysObjectID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'oids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'oids' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'libraryID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'libraryID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LibraryFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'snmpPoints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SnmpPointFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LibraryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentLibrary' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
          { kind: 'Field', name: { kind: 'Name', value: 'docRevision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sysObjectID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocols' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'modbusTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTemplate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dynamicOIDLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metaList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SnmpPointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SnmpPoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'renamedUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strMask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveSnmpTemplateMutation, SaveSnmpTemplateMutationVariables>;
export const SnmpWalkOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SnmpWalkOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gatewayActionQueue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'actionTypes' },
                value: {
                  kind: 'ListValue',
                  values: [{ kind: 'StringValue', value: 'SNMP_WALK', block: false }],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SnmpWalkOptionsQuery, SnmpWalkOptionsQueryVariables>;
export const SubmitBugReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitBugReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subject' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitBugReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subject' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subject' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitBugReportMutation, SubmitBugReportMutationVariables>;
export const AddOverlayViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddOverlayView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addOverlayView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'image' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'height' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'width' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverlayViewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverlayViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'x' } },
          { kind: 'Field', name: { kind: 'Name', value: 'y' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heatMaps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorB' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorC' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueC' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlays' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backgroundColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusColor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'Sensor' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'reading' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayViewLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'disconnectedCount' },
                              name: { kind: 'Name', value: 'disconnected' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddOverlayViewMutation, AddOverlayViewMutationVariables>;
export const OverlaySensorPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverlaySensorPicker' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverlaySensorPickerQuery, OverlaySensorPickerQueryVariables>;
export const OverlayViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverlayView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlayView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverlayViewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverlayViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'x' } },
          { kind: 'Field', name: { kind: 'Name', value: 'y' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heatMaps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorB' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorC' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueC' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlays' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backgroundColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusColor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'Sensor' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'reading' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayViewLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'disconnectedCount' },
                              name: { kind: 'Name', value: 'disconnected' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverlayViewQuery, OverlayViewQueryVariables>;
export const OverlayViewPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverlayViewPicker' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'views' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverlayViewPickerQuery, OverlayViewPickerQueryVariables>;
export const SaveOverlaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveOverlays' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'overlays' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'heatMaps' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'HeatMapInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveOverlays' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'overlays' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'overlays' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'heatMaps' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'heatMaps' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverlayViewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverlayViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'x' } },
          { kind: 'Field', name: { kind: 'Name', value: 'y' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heatMaps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorB' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorC' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueC' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlays' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backgroundColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusColor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'Sensor' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'reading' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayViewLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'disconnectedCount' },
                              name: { kind: 'Name', value: 'disconnected' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveOverlaysMutation, SaveOverlaysMutationVariables>;
export const UpdateOverlayImageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOverlayImage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOverlayImage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'image' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverlayViewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverlayViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'x' } },
          { kind: 'Field', name: { kind: 'Name', value: 'y' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heatMaps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorB' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorC' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueC' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlays' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backgroundColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusColor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'Sensor' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'reading' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayViewLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'disconnectedCount' },
                              name: { kind: 'Name', value: 'disconnected' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOverlayImageMutation, UpdateOverlayImageMutationVariables>;
export const UpdateOverlayViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOverlayView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'x' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'y' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rotation' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOverlayView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'height' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'width' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'x' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'x' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'y' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'y' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rotation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rotation' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OverlayViewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OverlayViewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OverlayView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'x' } },
          { kind: 'Field', name: { kind: 'Name', value: 'y' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heatMaps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorB' } },
                { kind: 'Field', name: { kind: 'Name', value: 'colorC' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueA' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valueC' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overlays' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'opacity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backgroundColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'heatMapID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusColor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'Sensor' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'reading' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayViewLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                            {
                              kind: 'Field',
                              alias: { kind: 'Name', value: 'disconnectedCount' },
                              name: { kind: 'Name', value: 'disconnected' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'OverlayLink' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOverlayViewMutation, UpdateOverlayViewMutationVariables>;
export const AddReportScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddReportSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'range' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeRange' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'time' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipients' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addReportSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'range' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'range' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'time' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'time' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recipients' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recipients' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportScheduleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddReportScheduleMutation, AddReportScheduleMutationVariables>;
export const DeleteReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteReportMutation, DeleteReportMutationVariables>;
export const DeleteReportScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteReportSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteReportSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteReportScheduleMutation, DeleteReportScheduleMutationVariables>;
export const ReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Report' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reportRange' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeRange' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endDate' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timezoneOffset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'report' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reportRange' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reportRange' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'startDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'startDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timezoneOffset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timezoneOffset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reportUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'report' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportQuery, ReportQueryVariables>;
export const ReportSchedulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReportSchedules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportSchedules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportScheduleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportSchedulesQuery, ReportSchedulesQueryVariables>;
export const ReportViewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReportViews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'views' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewType' },
                value: { kind: 'StringValue', value: 'dashboard', block: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportViewsQuery, ReportViewsQueryVariables>;
export const ReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Reports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reports' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Report' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportsQuery, ReportsQueryVariables>;
export const SendReportNowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendReportNow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendReportNow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportScheduleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendReportNowMutation, SendReportNowMutationVariables>;
export const UpdateReportScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateReportSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'range' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TimeRange' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'time' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipients' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateReportSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'range' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'range' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'time' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'time' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recipients' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recipients' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportScheduleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastRunAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateReportScheduleMutation, UpdateReportScheduleMutationVariables>;
export const AddSensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddSensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensors' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'SensorInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dynamicConversions' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deleteSensors' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'oidVars' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'OidVarInput' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addSensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensors' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensors' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dynamicConversions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dynamicConversions' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deleteSensors' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deleteSensors' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'oidVars' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'oidVars' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'passes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fails' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddSensorsMutation, AddSensorsMutationVariables>;
export const ManageSensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManageSensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gateway' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'oidVars' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'modbusPoints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'functionCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startingRegister' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressOffset' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'snmpPoints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManageSensorsQuery, ManageSensorsQueryVariables>;
export const ManageSensorsLibraryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManageSensorsLibrary' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'libraryID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentLib' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'libraryID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dynamicOIDLabels' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManageSensorsLibraryQuery, ManageSensorsLibraryQueryVariables>;
export const ManagedSensorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManagedSensor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deadband' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alarmOnly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'smartThresholds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'critical' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManagedSensorQuery, ManagedSensorQueryVariables>;
export const SensorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Sensor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gateway' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorQuery, SensorQueryVariables>;
export const SensorInsightDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorInsight' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgets' },
                value: {
                  kind: 'ListValue',
                  values: [
                    {
                      kind: 'ObjectValue',
                      fields: [
                        {
                          kind: 'ObjectField',
                          name: { kind: 'Name', value: 'sensorIDs' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
                        },
                        {
                          kind: 'ObjectField',
                          name: { kind: 'Name', value: 'range' },
                          value: { kind: 'EnumValue', value: 'LATEST' },
                        },
                        {
                          kind: 'ObjectField',
                          name: { kind: 'Name', value: 'insights' },
                          value: { kind: 'BooleanValue', value: true },
                        },
                      ],
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'insights' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'learnedHours' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'smartThresholds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'critical' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorInsightQuery, SensorInsightQueryVariables>;
export const SensorLogsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorLogs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorLogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorLogsCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorLogsQuery, SensorLogsQueryVariables>;
export const SensorTrendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorTrend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgets' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetReadingsInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgets' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgets' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'range' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trend' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chunkSize' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chunks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'chunkStart' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorTrendQuery, SensorTrendQueryVariables>;
export const SensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Sensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gateway' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorsCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorsQuery, SensorsQueryVariables>;
export const AddViewUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddViewUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'permissions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ViewUserInviteInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addViewUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'permissions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'permissions' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'successes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'failures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddViewUserMutation, AddViewUserMutationVariables>;
export const CreateShareLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateShareLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expireDays' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createShareLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expireDays' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expireDays' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const DeleteViewUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteViewUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteViewUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteViewUserMutation, DeleteViewUserMutationVariables>;
export const RevokeShareLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeShareLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeShareLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const ShareUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShareUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shareUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInCustomer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShareUsersQuery, ShareUsersQueryVariables>;
export const SharedViewByTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SharedViewByToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'view' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ViewPageFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'View' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trendV2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trendSync' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SharedViewByTokenQuery, SharedViewByTokenQueryVariables>;
export const SharingViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SharingView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'view' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SharingViewQuery, SharingViewQueryVariables>;
export const UpdateViewUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateViewUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'permissions' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: {
                  kind: 'NamedType',
                  name: { kind: 'Name', value: 'ViewUserPermissionInput' },
                },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateViewUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'permissions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'permissions' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isPublic' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateViewUsersMutation, UpdateViewUsersMutationVariables>;
export const ViewShareLinksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewShareLinks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sharedViews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withStatus' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewShareLinksQuery, ViewShareLinksQueryVariables>;
export const ViewUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'permissions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alerts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'yellow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'red' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cleared' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewUsersQuery, ViewUsersQueryVariables>;
export const DefaultTemplatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DefaultTemplates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isDefault' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '5' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DefaultTemplatesQuery, DefaultTemplatesQueryVariables>;
export const DeleteTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTemplateMutation, DeleteTemplateMutationVariables>;
export const NewTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentNames' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'makeDefault' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentNames' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentNames' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'makeDefault' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'makeDefault' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TemplateFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemplateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Template' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfSyncViewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'libraryID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewTemplateMutation, NewTemplateMutationVariables>;
export const NewTemplateViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewTemplateView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'templateID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipment' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'overwriteThresholds' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newTemplateView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'templateID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'templateID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isPublic' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipment' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'overwriteThresholds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'overwriteThresholds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewTemplateViewMutation, NewTemplateViewMutationVariables>;
export const ReapplyTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReapplyTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reapplyTemplate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'views' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outOfSyncViewCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReapplyTemplateMutation, ReapplyTemplateMutationVariables>;
export const StampEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StampEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentFilters' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'gateway' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StampEquipmentQuery, StampEquipmentQueryVariables>;
export const TemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Template' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'template' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TemplateFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceViewID' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'displayEquipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registers' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemplateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Template' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfSyncViewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'libraryID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateQuery, TemplateQueryVariables>;
export const TemplateRegistersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemplateRegisters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templateRegisters' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateRegistersQuery, TemplateRegistersQueryVariables>;
export const TemplateSlotEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemplateSlotEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateSlotEquipmentQuery, TemplateSlotEquipmentQueryVariables>;
export const TemplateViewDriftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemplateViewDrift' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templateViewDrift' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateViewDriftQuery, TemplateViewDriftQueryVariables>;
export const TemplateViewEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemplateViewEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgetIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateViewEquipmentQuery, TemplateViewEquipmentQueryVariables>;
export const TemplateWidgetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TemplateWidgets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templateWidgets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplateWidgetsQuery, TemplateWidgetsQueryVariables>;
export const TemplatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Templates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isDefault' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isCustomer' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isDefault' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isDefault' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isCustomer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isCustomer' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TemplateFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'templateCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TemplateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Template' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfSyncViewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'libraryID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TemplatesQuery, TemplatesQueryVariables>;
export const DeleteTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const DeleteViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteViewMutation, DeleteViewMutationVariables>;
export const DeleteWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteWidgetMutation, DeleteWidgetMutationVariables>;
export const DuplicateWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Widget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chartType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageURL' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowerBound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upperBound' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'smartThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'smartWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smartCritical' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'metaIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imageTransform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'translateX' } },
                { kind: 'Field', name: { kind: 'Name', value: 'translateY' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateWidgetMutation, DuplicateWidgetMutationVariables>;
export const NewTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'latitude' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'longitude' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'latitude' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'latitude' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'longitude' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'longitude' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewTagMutation, NewTagMutationVariables>;
export const NewViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagIDs' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isPublic' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewViewMutation, NewViewMutationVariables>;
export const NewWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Widget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chartType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageURL' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowerBound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upperBound' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'smartThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'smartWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smartCritical' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'metaIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imageTransform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'translateX' } },
                { kind: 'Field', name: { kind: 'Name', value: 'translateY' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewWidgetMutation, NewWidgetMutationVariables>;
export const SensorPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorPicker' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetSensorFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetSensorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sensor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentRepair' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorPickerQuery, SensorPickerQueryVariables>;
export const TagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Tags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagNodeFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagNodeFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tags' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'TagNodeFields' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'tags' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'TagNodeFields' },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'tags' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'FragmentSpread',
                                          name: { kind: 'Name', value: 'TagNodeFields' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagNodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ViewTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagsQuery, TagsQueryVariables>;
export const UpdateViewLayoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateViewLayout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'layout' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateViewLayout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'layout' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'layout' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateViewLayoutMutation, UpdateViewLayoutMutationVariables>;
export const UpdateViewTrendSyncDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateViewTrendSync' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'trendSync' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'trendSync' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'trendSync' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nameOnly' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trendSync' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateViewTrendSyncMutation, UpdateViewTrendSyncMutationVariables>;
export const UpdateWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'imageTransform' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageTransformInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'imageTransform' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'imageTransform' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Widget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chartType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageURL' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowerBound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upperBound' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'smartThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'smartWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smartCritical' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'metaIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imageTransform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'translateX' } },
                { kind: 'Field', name: { kind: 'Name', value: 'translateY' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateWidgetMutation, UpdateWidgetMutationVariables>;
export const ValidateViewNamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ValidateViewNames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateViewNames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateViewNamesQuery, ValidateViewNamesQueryVariables>;
export const ViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'View' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'view' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ViewPageFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ViewPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'View' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trendV2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trendSync' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewQuery, ViewQueryVariables>;
export const ViewCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewCounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maintenance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'disconnected' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'repair' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maintenance' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewCountsQuery, ViewCountsQueryVariables>;
export const ViewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Views' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'views' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withStatus' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maintenance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'disconnected' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fullTags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maintenance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastAlarmTimestamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'widgetCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewsQuery, ViewsQueryVariables>;
export const WidgetEquipmentPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetEquipmentPicker' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'gateway' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetEquipmentPickerQuery, WidgetEquipmentPickerQueryVariables>;
export const WidgetReadingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetReadings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgets' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetReadingsInput' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgets' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgets' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'range' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'latest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trend' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chunkSize' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chunks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'chunkStart' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'insights' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expected' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'spread' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deviation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'anomaly' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'crossesAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'crossesLevel' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'smartThresholds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'critical' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'learnedHours' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetReadingsQuery, WidgetReadingsQueryVariables>;
export const WidgetSensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetSensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgetIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetSensorFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'register' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetSensorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sensor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentMaintenance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentRepair' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetSensorsQuery, WidgetSensorsQueryVariables>;
export const WidgetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Widgets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'widgets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rawLink' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Widget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chartType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageURL' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowerBound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upperBound' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'smartThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'smartWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smartCritical' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'metaIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imageTransform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'translateX' } },
                { kind: 'Field', name: { kind: 'Name', value: 'translateY' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetsQuery, WidgetsQueryVariables>;
export const ResetTimerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetTimer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetTimer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetTimerFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetTimerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Timer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resetAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetTimerMutation, ResetTimerMutationVariables>;
export const ViewAlarmsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewAlarms' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewAlarms' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'since' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewAlarmsQuery, ViewAlarmsQueryVariables>;
export const WidgetEquipmentAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetEquipmentAsset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentAsset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'meta' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetEquipmentAssetQuery, WidgetEquipmentAssetQueryVariables>;
export const WidgetTimersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetTimers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgetIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetTimerFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetTimerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Timer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resetAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetTimersQuery, WidgetTimersQueryVariables>;
export const WidgetTrapsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetTraps' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTraps' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetTrapsQuery, WidgetTrapsQueryVariables>;
