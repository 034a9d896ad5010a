/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation AcknowledgeAlarm($customerID: ID!, $id: ID!, $comment: String) {\n  acknowledgeAlarm(customerID: $customerID, id: $id, comment: $comment) {\n    ...AlarmFields\n  }\n}': typeof types.AcknowledgeAlarmDocument;
  'query AlarmCounts($customerID: ID!, $query: String, $mine: Boolean) {\n  alarmCounts(customerID: $customerID, query: $query, mine: $mine) {\n    open\n    acknowledged\n    cleared\n  }\n}': typeof types.AlarmCountsDocument;
  'query AlarmDeliveries($customerID: ID!, $alarmID: ID!) {\n  alarmDeliveries(customerID: $customerID, alarmID: $alarmID) {\n    id\n    kind\n    channel\n    recipient\n    status\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n}': typeof types.AlarmDeliveriesDocument;
  'fragment AlarmFields on Alarm {\n  id\n  customerID\n  subjectKind\n  name\n  sensorID\n  equipmentID\n  equipmentName\n  gatewayID\n  gatewayName\n  phase\n  severity\n  value\n  unit\n  detail\n  startedAt\n  openedAt\n  clearedAt\n  suppressed\n  ack\n  ackAt\n  ackBy\n  ackComment\n}': typeof types.AlarmFieldsFragmentDoc;
  'query Alarms($customerID: ID!, $phase: String!, $query: String, $mine: Boolean, $limit: Int, $offset: Int) {\n  alarms(\n    customerID: $customerID\n    phase: $phase\n    query: $query\n    mine: $mine\n    limit: $limit\n    offset: $offset\n  ) {\n    ...AlarmFields\n  }\n}': typeof types.AlarmsDocument;
  'mutation SendTestAlert($customerID: ID, $productName: String) {\n  sendTestAlert(customerID: $customerID, productName: $productName) {\n    channel\n    sent\n    error\n  }\n}': typeof types.SendTestAlertDocument;
  'query AccountProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    totp\n    saml\n    customer {\n      id\n    }\n  }\n}': typeof types.AccountProfileDocument;
  'mutation ActivateTotp {\n  activateTotp {\n    recoveryCodes\n  }\n}': typeof types.ActivateTotpDocument;
  'mutation DeactivateTotp($password: String!) {\n  deactivateTotp(password: $password)\n}': typeof types.DeactivateTotpDocument;
  'mutation EditUser($firstName: String, $lastName: String, $phone: String, $email: String) {\n  editUser(\n    firstName: $firstName\n    lastName: $lastName\n    phone: $phone\n    email: $email\n  ) {\n    id\n    email\n    firstName\n    lastName\n    phone\n  }\n}': typeof types.EditUserDocument;
  'mutation GeneratePasswordToken($email: String!, $productName: String) {\n  generatePasswordToken(email: $email, productName: $productName)\n}': typeof types.GeneratePasswordTokenDocument;
  'mutation GenerateTotp($productName: String, $isMsAuth: Boolean) {\n  generateTotp(productName: $productName, isMsAuth: $isMsAuth) {\n    url\n    plaintext\n  }\n}': typeof types.GenerateTotpDocument;
  'mutation ResetPassword($id: ID!, $token: String!, $password: String!) {\n  resetPassword(id: $id, token: $token, password: $password)\n}': typeof types.ResetPasswordDocument;
  'mutation ResetUserPassword($currentPassword: String!, $newPassword: String!) {\n  resetUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}': typeof types.ResetUserPasswordDocument;
  'query SamlConfig($customerID: ID!) {\n  samlConfig(customerID: $customerID) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}': typeof types.SamlConfigDocument;
  'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    managedCustomerIDs\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n      logo {\n        id\n        width\n        height\n        url\n      }\n    }\n  }\n  needsTotp\n}': typeof types.SessionDocument;
  'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}': typeof types.SignInDocument;
  'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}': typeof types.SignInWithCodeDocument;
  'mutation SignOut {\n  signOut\n}': typeof types.SignOutDocument;
  'query SsoLoginPath($customerID: ID!) {\n  ssoLoginPath(customerID: $customerID)\n}': typeof types.SsoLoginPathDocument;
  'mutation UpdateSamlConfig($customerID: ID!, $enabled: Boolean!, $idpMetadataUrl: String, $idpMetadataXml: String) {\n  updateSamlConfig(\n    customerID: $customerID\n    enabled: $enabled\n    idpMetadataUrl: $idpMetadataUrl\n    idpMetadataXml: $idpMetadataXml\n  ) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}': typeof types.UpdateSamlConfigDocument;
  'mutation UpdateToken($email: String!, $productName: String) {\n  updateToken(email: $email, productName: $productName)\n}': typeof types.UpdateTokenDocument;
  'query ValidatePasswordToken($token: String!) {\n  validatePasswordToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}': typeof types.ValidatePasswordTokenDocument;
  'query ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}': typeof types.ValidateTokenDocument;
  'mutation VerifyTotp($code: String!) {\n  verifyTotp(code: $code)\n}': typeof types.VerifyTotpDocument;
  'mutation VerifyUser($id: ID!, $token: String!, $password: String!, $acceptedTerms: Boolean) {\n  verifyUser(\n    id: $id\n    token: $token\n    password: $password\n    acceptedTerms: $acceptedTerms\n  )\n}': typeof types.VerifyUserDocument;
  'fragment AccountFields on Account {\n  id\n  name\n  kind\n  parentID\n  parentName\n  customerCount\n  userCount\n  gatewayCount\n}': typeof types.AccountFieldsFragmentDoc;
  'query AllGateways($query: String, $limit: Int, $offset: Int) {\n  gateways(query: $query, limit: $limit, offset: $offset, sortColumn: "name") {\n    ...GatewayFields\n    customerName\n  }\n  gatewayCount(query: $query)\n}': typeof types.AllGatewaysDocument;
  'query CompanySettings($customerID: ID!) {\n  companySettings(customerID: $customerID) {\n    ...CompanySettingsFields\n  }\n}': typeof types.CompanySettingsDocument;
  'fragment CompanySettingsFields on CompanySettings {\n  customerID\n  name\n  defaultRoles\n  emailAlertsDefault\n  smsAlertsDefault\n  serviceContacts {\n    name\n    email\n    phone\n  }\n  helpDeskEmail\n  helpDeskTokenSet\n  helpDeskDomain\n  livestreamURL\n}': typeof types.CompanySettingsFieldsFragmentDoc;
  'query CompanyUsers($customerID: ID, $query: String, $limit: Int, $offset: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit, offset: $offset) {\n    id\n    email\n    firstName\n    lastName\n    verified\n    saml\n    super\n    roles\n    isSelf\n  }\n  userCount(customerID: $customerID, query: $query)\n}': typeof types.CompanyUsersDocument;
  'query Customer($id: ID!, $isPartner: Boolean) {\n  customer(id: $id, isPartner: $isPartner) {\n    id\n    name\n    kind\n  }\n}': typeof types.CustomerDocument;
  'query Customers($query: String, $partnerID: ID, $limit: Int, $offset: Int) {\n  customers(query: $query, partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...AccountFields\n  }\n  customerCount(query: $query, partnerID: $partnerID)\n}': typeof types.CustomersDocument;
  'mutation DeleteUser($customerID: ID!, $email: String!) {\n  deleteUser(customerID: $customerID, email: $email)\n}': typeof types.DeleteUserDocument;
  'mutation EditCustomerHomePage($customerID: ID!, $userID: ID!, $desktopUrl: String) {\n  editCustomerHomePage(\n    customerID: $customerID\n    userID: $userID\n    desktopUrl: $desktopUrl\n  )\n}': typeof types.EditCustomerHomePageDocument;
  'mutation EditCustomerPermissions($customerID: ID!, $permissions: [UserPermissionsInput!]!) {\n  editCustomerPermissions(customerID: $customerID, permissions: $permissions)\n}': typeof types.EditCustomerPermissionsDocument;
  'mutation InviteToCompany($email: String!, $customerID: ID!, $productName: String, $roles: [String!]) {\n  inviteToCompany(\n    email: $email\n    customerID: $customerID\n    productName: $productName\n    roles: $roles\n  ) {\n    id\n    email\n  }\n}': typeof types.InviteToCompanyDocument;
  'mutation NewCustomer($name: String!, $productName: String, $partnerID: ID) {\n  newCustomer(name: $name, productName: $productName, partnerID: $partnerID) {\n    ...AccountFields\n  }\n}': typeof types.NewCustomerDocument;
  'mutation ReinviteToCompany($id: ID!, $customerID: ID!, $productName: String) {\n  reinviteToCompany(id: $id, customerID: $customerID, productName: $productName)\n}': typeof types.ReinviteToCompanyDocument;
  'query SystemStatus {\n  systemStatus {\n    checkedAt\n    processes {\n      id\n      host\n      pid\n      startedAt\n      lastSeenAt\n      rssBytes\n    }\n    database\n    databaseOk\n    redisOk\n    gatewaysConnected\n    gatewaysTotal\n    readingsPerSecond\n    notificationsQueued\n    reportRunsQueued\n    gatewayActionsQueued\n  }\n}': typeof types.SystemStatusDocument;
  'mutation UpdateCompanySettings($customerID: ID!, $settings: CompanySettingsInput!) {\n  updateCompanySettings(customerID: $customerID, settings: $settings) {\n    ...CompanySettingsFields\n  }\n}': typeof types.UpdateCompanySettingsDocument;
  'query UserSuggestions($customerID: ID, $query: String, $limit: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    email\n    firstName\n    lastName\n  }\n}': typeof types.UserSuggestionsDocument;
  'mutation AcknowledgeAlarmByToken($token: String!, $comment: String) {\n  acknowledgeAlarmByToken(token: $token, comment: $comment) {\n    ...AlarmFields\n  }\n}': typeof types.AcknowledgeAlarmByTokenDocument;
  'query AlarmByToken($token: String!) {\n  alarmByToken(token: $token) {\n    customerName\n    alarm {\n      ...AlarmFields\n    }\n  }\n}': typeof types.AlarmByTokenDocument;
  'fragment AlarmRuleFields on AlarmRule {\n  id\n  viewID\n  name\n  condition {\n    kind\n    sensorID\n    name\n    unit\n    value\n  }\n  result\n  text\n  active\n  createdAt\n}': typeof types.AlarmRuleFieldsFragmentDoc;
  'query AlertsView($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    canUpdate\n  }\n}': typeof types.AlertsViewDocument;
  'mutation DeleteAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID!) {\n  deleteAlarmRule(viewID: $viewID, customerID: $customerID, ruleID: $ruleID)\n}': typeof types.DeleteAlarmRuleDocument;
  'query MyViewAlerts($customerID: ID!, $limit: Int, $offset: Int) {\n  myViewAlerts(customerID: $customerID, limit: $limit, offset: $offset) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}': typeof types.MyViewAlertsDocument;
  'mutation SaveAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID, $name: String!, $condition: [AlarmRuleTokenInput!]!, $result: String!) {\n  saveAlarmRule(\n    viewID: $viewID\n    customerID: $customerID\n    ruleID: $ruleID\n    name: $name\n    condition: $condition\n    result: $result\n  ) {\n    ...AlarmRuleFields\n  }\n}': typeof types.SaveAlarmRuleDocument;
  'mutation UpdateUserAlerts($alerts: [UserAlertsInput!]!) {\n  updateUserAlerts(alerts: $alerts) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}': typeof types.UpdateUserAlertsDocument;
  'mutation UpdateViewAlerts($viewID: ID!, $viewName: String, $customerID: ID!, $alerts: [ViewAlertsInput!]!) {\n  updateViewAlerts(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    alerts: $alerts\n  ) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}': typeof types.UpdateViewAlertsDocument;
  'query ViewAlarmRules($viewID: ID!, $customerID: ID!) {\n  viewAlarmRules(viewID: $viewID, customerID: $customerID) {\n    ...AlarmRuleFields\n  }\n}': typeof types.ViewAlarmRulesDocument;
  'query ViewAlerts($viewID: ID!, $customerID: ID!) {\n  viewAlerts(viewID: $viewID, customerID: $customerID) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}': typeof types.ViewAlertsDocument;
  'query AllEquipment($customerID: ID!, $query: String, $limit: Int, $offset: Int, $includeID: ID, $filters: EquipmentFilters, $sortColumn: String, $sortOrder: String) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    includeID: $includeID\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    items {\n      ...EquipmentFields\n    }\n    total\n  }\n}': typeof types.AllEquipmentDocument;
  'fragment AssetsEquipmentAsset on EquipmentAsset {\n  equipmentID\n  name\n  manufacturer\n  model\n  protocol\n  ip\n  meta {\n    label\n    value\n    type\n    oid\n  }\n}': typeof types.AssetsEquipmentAssetFragmentDoc;
  'mutation AssetsUpdateEquipmentAsset($equipmentID: ID!, $customerID: ID, $meta: [EquipmentMetaInput!]!) {\n  updateEquipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    meta: $meta\n  ) {\n    ...AssetsEquipmentAsset\n  }\n}': typeof types.AssetsUpdateEquipmentAssetDocument;
  'query AssetsView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    viewType\n    equipmentIDs\n    canUpdate\n  }\n}': typeof types.AssetsViewDocument;
  'mutation DeleteEquipment($id: ID!, $customerID: ID) {\n  deleteEquipment(id: $id, customerID: $customerID)\n}': typeof types.DeleteEquipmentDocument;
  'query EquipmentAssetViews($customerID: ID, $limit: Int) {\n  views(customerID: $customerID, viewType: "asset", limit: $limit) {\n    id\n    name\n    equipmentIDs\n  }\n}': typeof types.EquipmentAssetViewsDocument;
  'query EquipmentDetails($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    ...EquipmentFields\n  }\n}': typeof types.EquipmentDetailsDocument;
  'fragment EquipmentFields on Equipment {\n  id\n  name\n  kind\n  protocol\n  equipmentIP\n  port\n  slaveID\n  disconnected\n  locked\n  isMaintenance\n  isRepair\n  sensorCount\n  status\n  gateway {\n    id\n    name\n  }\n  equipment {\n    id\n    name\n    manufacturer\n    model\n    owner\n  }\n  notes\n  tags\n  version\n  securityLevel\n  authType\n  privacyType\n  context\n  username\n  hasCredentials\n  error {\n    message\n    createdAt\n  }\n  lastUpdated\n  createdAt\n}': typeof types.EquipmentFieldsFragmentDoc;
  'query EquipmentFiles($gatewayID: ID!, $equipmentIP: String!, $customerID: ID) {\n  equipmentFiles(\n    gatewayID: $gatewayID\n    equipmentIP: $equipmentIP\n    customerID: $customerID\n  ) {\n    key\n    filename\n    type\n    size\n    createdAt\n    userName\n    url\n  }\n}': typeof types.EquipmentFilesDocument;
  'mutation EquipmentFilesDelete($equipmentID: ID!, $key: ID!, $customerID: ID) {\n  deleteEquipmentFile(\n    equipmentID: $equipmentID\n    key: $key\n    customerID: $customerID\n  )\n}': typeof types.EquipmentFilesDeleteDocument;
  'query EquipmentFilesEquipment($customerID: ID!, $gatewayID: ID, $query: String) {\n  allEquipment(\n    customerID: $customerID\n    gatewayID: $gatewayID\n    query: $query\n    limit: 50\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n      customerID\n      gateway {\n        id\n        name\n      }\n    }\n  }\n}': typeof types.EquipmentFilesEquipmentDocument;
  'query EquipmentGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n  }\n}': typeof types.EquipmentGatewayOptionsDocument;
  'query EquipmentLibraryOptions($customerID: ID, $manufacturer: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allLists: true\n    archived: true\n    manufacturer: $manufacturer\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n    protocols\n  }\n}': typeof types.EquipmentLibraryOptionsDocument;
  'query EquipmentLogs($equipmentID: ID!, $customerID: ID, $limit: Int, $offset: Int) {\n  equipmentLogs(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      id\n      kind\n      message\n      userName\n      createdAt\n    }\n    total\n  }\n}': typeof types.EquipmentLogsDocument;
  'query EquipmentLogsEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n  }\n}': typeof types.EquipmentLogsEquipmentDocument;
  'query EquipmentManufacturers($customerID: ID, $query: String) {\n  manufacturers(customerID: $customerID, query: $query)\n}': typeof types.EquipmentManufacturersDocument;
  'query EquipmentSensors($customerID: ID, $equipmentID: ID!, $limit: Int) {\n  sensors(\n    customerID: $customerID\n    equipmentID: $equipmentID\n    limit: $limit\n    sortColumn: "name"\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, equipmentID: $equipmentID)\n}': typeof types.EquipmentSensorsDocument;
  'query EquipmentTraps($gatewayID: ID, $equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}': typeof types.EquipmentTrapsDocument;
  'mutation OnboardEquipment($gatewayID: ID!, $customerID: ID!, $ip: String, $port: Int, $slaveID: Int, $manufacturerModel: ID, $description: String, $protocol: String, $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  onboardEquipment(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    manufacturerModel: $manufacturerModel\n    description: $description\n    protocol: $protocol\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}': typeof types.OnboardEquipmentDocument;
  'mutation OnboardEquipmentList($gatewayID: ID!, $customerID: ID!, $equipment: [EquipmentInput!]!) {\n  onboardEquipmentList(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    equipment: $equipment\n  ) {\n    ...EquipmentFields\n  }\n}': typeof types.OnboardEquipmentListDocument;
  'mutation SetLockedMode($equipmentID: ID!, $locked: Boolean!, $customerID: ID) {\n  setLockedMode(\n    equipmentID: $equipmentID\n    locked: $locked\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}': typeof types.SetLockedModeDocument;
  'mutation SetMaintenanceMode($equipmentID: ID!, $isMaintenance: Boolean!, $customerID: ID) {\n  setMaintenanceMode(\n    equipmentID: $equipmentID\n    isMaintenance: $isMaintenance\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}': typeof types.SetMaintenanceModeDocument;
  'mutation SetRepairMode($equipmentID: ID!, $isRepair: Boolean!, $customerID: ID) {\n  setRepairMode(\n    equipmentID: $equipmentID\n    isRepair: $isRepair\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}': typeof types.SetRepairModeDocument;
  'mutation UpdateEquipment($id: ID!, $customerID: ID!, $description: String, $ip: String, $port: Int, $slaveID: Int, $notes: String, $tags: [String!], $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  updateEquipment(\n    id: $id\n    customerID: $customerID\n    description: $description\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    notes: $notes\n    tags: $tags\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}': typeof types.UpdateEquipmentDocument;
  'query ValidateEquipmentNames($gatewayID: ID!, $names: [String!]!, $customerID: ID) {\n  validateEquipmentNames(\n    gatewayID: $gatewayID\n    names: $names\n    customerID: $customerID\n  ) {\n    valid\n    taken\n    message\n  }\n}': typeof types.ValidateEquipmentNamesDocument;
  'mutation AddGatewayAction($gatewayID: ID!, $customerID: ID, $action: String!, $gatewayType: String, $ip: String, $ips: [String!], $offset: Int, $actionID: ID, $cardConfig: CardConfigInput, $snmpCreds: SnmpCredsInput, $snmpCredsList: [SnmpCredsInput!], $snmpWalk: SnmpWalkInput, $probe: ProbeInput) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: $action\n    gatewayType: $gatewayType\n    ip: $ip\n    ips: $ips\n    offset: $offset\n    actionID: $actionID\n    cardConfig: $cardConfig\n    snmpCreds: $snmpCreds\n    snmpCredsList: $snmpCredsList\n    snmpWalk: $snmpWalk\n    probe: $probe\n  ) {\n    id\n    label\n    createdAt\n  }\n}': typeof types.AddGatewayActionDocument;
  'query CardConfigEquipment($customerID: ID!, $gatewayID: ID!, $query: String, $limit: Int) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    filters: {protocol: ["SNMP"], gatewayIDs: [$gatewayID]}\n    sortColumn: "equipmentIP"\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n    }\n    total\n  }\n}': typeof types.CardConfigEquipmentDocument;
  'mutation CreateWalkLibrary($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}': typeof types.CreateWalkLibraryDocument;
  'mutation DeleteGatewayAction($gatewayID: ID!, $customerID: ID, $actionID: ID, $batchLabel: String, $createdAt: String) {\n  deleteGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actionID: $actionID\n    batchLabel: $batchLabel\n    createdAt: $createdAt\n  )\n}': typeof types.DeleteGatewayActionDocument;
  'query Discovery($actionID: ID!, $customerID: ID) {\n  discovery(actionID: $actionID, customerID: $customerID) {\n    action {\n      ...GatewayActionFields\n    }\n    devices {\n      ip\n      sysName\n      sysDescr\n      sysObjectID\n      credential\n      libraryID\n      libraryName\n      onboarded\n    }\n  }\n}': typeof types.DiscoveryDocument;
  'query FindGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n    gwType\n  }\n}': typeof types.FindGatewayOptionsDocument;
  'query GatewayAction($actionID: ID!, $customerID: ID) {\n  gatewayAction(actionID: $actionID, customerID: $customerID) {\n    ...GatewayActionFields\n  }\n}': typeof types.GatewayActionDocument;
  'fragment GatewayActionFields on GatewayAction {\n  id\n  gatewayID\n  gatewayType\n  action\n  label\n  ip\n  ips\n  offset\n  createdAt\n  startedAt\n  finishedAt\n  status\n  batch {\n    label\n    totalCount\n    pendingCount\n  }\n  createdBy\n  output\n  error\n  files {\n    name\n    size\n    url\n  }\n  progress {\n    scanned\n    total\n    found\n  }\n  perIp {\n    ip\n    ok\n    error\n  }\n  meta {\n    name\n    value\n  }\n  registers {\n    functionCode\n    startingRegister\n    words\n  }\n}': typeof types.GatewayActionFieldsFragmentDoc;
  'query GatewayActionQueue($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n  ) {\n    ...GatewayActionFields\n  }\n}': typeof types.GatewayActionQueueDocument;
  'query ImportLibraryOptions($customerID: ID, $query: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allTemplateLists: true\n    archived: true\n    query: $query\n    filters: ["SNMP"]\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}': typeof types.ImportLibraryOptionsDocument;
  'mutation ReorderActionQueue($gatewayID: ID!, $customerID: ID, $actions: [ActionOrderInput!]!) {\n  reorderActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actions: $actions\n  ) {\n    ...GatewayActionFields\n  }\n}': typeof types.ReorderActionQueueDocument;
  'query SnmpWalk($gatewayID: ID!, $customerID: ID, $ip: String, $actionID: ID, $query: String, $limit: Int, $offset: Int) {\n  snmpWalk(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    actionID: $actionID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    actionID\n    ip\n    root\n    createdAt\n    stopped\n    total\n    oids {\n      oid\n      type\n      value\n    }\n  }\n}': typeof types.SnmpWalkDocument;
  'query SnmpWalkExists($gatewayID: ID!, $ip: String, $customerID: ID) {\n  snmpWalkExists(gatewayID: $gatewayID, ip: $ip, customerID: $customerID)\n}': typeof types.SnmpWalkExistsDocument;
  'mutation AddGatewayHaNode($gatewayID: ID!, $customerID: ID) {\n  addGatewayHaNode(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}': typeof types.AddGatewayHaNodeDocument;
  'mutation DeleteGateway($gatewayID: ID!, $customerID: ID) {\n  deleteGateway(gatewayID: $gatewayID, customerID: $customerID)\n}': typeof types.DeleteGatewayDocument;
  'query Gateway($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    ...GatewayFields\n  }\n}': typeof types.GatewayDocument;
  'fragment GatewayFields on Network {\n  id\n  name\n  customerID\n  ip\n  lastUpdated\n  pollInterval\n  slave\n  listenTriggered\n  disconnected\n  gwType\n  haStatus\n  version\n  externalID\n  deviceCount\n  createdAt\n}': typeof types.GatewayFieldsFragmentDoc;
  'query GatewayHaNodes($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    id\n    gwType\n    haStatus\n    haNodes {\n      node\n      role\n      lastUpdated\n      version\n    }\n  }\n}': typeof types.GatewayHaNodesDocument;
  'query Gateways($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: GatewayFilters, $sortColumn: String, $sortOrder: String, $selectedID: ID) {\n  gateways(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n    selectedID: $selectedID\n  ) {\n    ...GatewayFields\n  }\n  gatewayCount(customerID: $customerID, query: $query, filters: $filters)\n}': typeof types.GatewaysDocument;
  'mutation RegisterGateway($customerID: ID!, $name: String!, $pollInterval: Int, $externalID: String) {\n  registerGateway(\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n    externalID: $externalID\n  ) {\n    id\n    name\n    token\n  }\n}': typeof types.RegisterGatewayDocument;
  'mutation RotateGatewayToken($gatewayID: ID!, $customerID: ID) {\n  rotateGatewayToken(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}': typeof types.RotateGatewayTokenDocument;
  'mutation SetActivateSlave($gatewayID: ID!, $activate: Boolean!) {\n  setActivateSlave(gatewayID: $gatewayID, activate: $activate) {\n    id\n    slave\n    listenTriggered\n    disconnected\n  }\n}': typeof types.SetActivateSlaveDocument;
  'mutation UpdateGateway($gatewayID: ID!, $customerID: ID, $name: String, $pollInterval: Int) {\n  updateGateway(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n  ) {\n    ...GatewayFields\n  }\n}': typeof types.UpdateGatewayDocument;
  'query RecentViews($customerID: ID, $limit: Int) {\n  recentViews(customerID: $customerID, limit: $limit) {\n    id\n    name\n    customerID\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n  }\n}': typeof types.RecentViewsDocument;
  'query SiteSummary($customerID: ID!) {\n  siteSummary(customerID: $customerID) {\n    gateways\n    gatewaysConnected\n    gatewaysDisconnected\n    gatewaysListening\n    equipment\n    equipmentOk\n    equipmentWarning\n    equipmentError\n    equipmentDisconnected\n    equipmentMaintenance\n    equipmentRepair\n  }\n}': typeof types.SiteSummaryDocument;
  'mutation AddLibrary($customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!]) {\n  addEquipmentList(\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n  ) {\n    ...LibraryFields\n  }\n}': typeof types.AddLibraryDocument;
  'mutation AddModbusTemplate($libraryID: ID!, $customerID: ID!, $registers: [ModbusRegisterInput!]!) {\n  addModbusTemplate(\n    libraryID: $libraryID\n    customerID: $customerID\n    registers: $registers\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n  }\n}': typeof types.AddModbusTemplateDocument;
  'mutation DeleteLibrary($id: ID!, $customerID: ID!) {\n  deleteEquipmentLib(id: $id, customerID: $customerID)\n}': typeof types.DeleteLibraryDocument;
  'mutation DeleteModbusRegister($id: ID!, $customerID: ID!) {\n  deleteModbusRegister(id: $id, customerID: $customerID)\n}': typeof types.DeleteModbusRegisterDocument;
  'mutation DeleteSnmpRegister($id: ID!, $customerID: ID!) {\n  deleteSNMPRegister(id: $id, customerID: $customerID)\n}': typeof types.DeleteSnmpRegisterDocument;
  'mutation EditLibrary($id: ID!, $customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!], $dynamicOIDLabels: [DynamicOidLabelInput!], $metaList: [LibraryMetaInput!]) {\n  editEquipmentLib(\n    id: $id\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n    dynamicOIDLabels: $dynamicOIDLabels\n    metaList: $metaList\n  ) {\n    ...LibraryFields\n  }\n}': typeof types.EditLibraryDocument;
  'mutation EditModbusRegister($id: ID!, $customerID: ID!, $name: String!, $functionCode: Int!, $startingRegister: Int!, $numOfReg: Int!, $dataType: String!, $wordOrder: String, $addressOffset: Int, $addressDataType: String, $multiplier: Float, $offset: Float, $unit: String, $mask: Int, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editModbusRegister(\n    id: $id\n    customerID: $customerID\n    name: $name\n    functionCode: $functionCode\n    startingRegister: $startingRegister\n    numOfReg: $numOfReg\n    dataType: $dataType\n    wordOrder: $wordOrder\n    addressOffset: $addressOffset\n    addressDataType: $addressDataType\n    multiplier: $multiplier\n    offset: $offset\n    unit: $unit\n    mask: $mask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...ModbusPointFields\n  }\n}': typeof types.EditModbusRegisterDocument;
  'mutation EditSnmpRegister($id: ID!, $customerID: ID!, $oid: String!, $name: String!, $unit: String, $renamedUnit: String, $multiplier: Float, $offset: Float, $strMask: String, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editSNMPRegister(\n    id: $id\n    customerID: $customerID\n    oid: $oid\n    name: $name\n    unit: $unit\n    renamedUnit: $renamedUnit\n    multiplier: $multiplier\n    offset: $offset\n    strMask: $strMask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...SnmpPointFields\n  }\n}': typeof types.EditSnmpRegisterDocument;
  'query Library($equipmentID: ID!, $customerID: ID) {\n  equipmentLib(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    withRegisters: true\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}': typeof types.LibraryDocument;
  'fragment LibraryFields on EquipmentLibrary {\n  id\n  name\n  model\n  manufacturer\n  archived\n  docRevision\n  tags\n  owner\n  ownerID\n  sysObjectID\n  protocols\n  modbusTemplate {\n    id\n    name\n  }\n  snmpTemplate {\n    id\n    name\n  }\n  dynamicOIDLabels {\n    label\n    value\n  }\n  metaList {\n    id\n    oid\n    type\n    values\n    label\n  }\n}': typeof types.LibraryFieldsFragmentDoc;
  'query LibraryList($customerID: ID, $defaultList: Boolean, $allLists: Boolean, $defaultTemplateList: Boolean, $allTemplateLists: Boolean, $filters: [String!], $manufacturer: String, $query: String, $limit: Int, $offset: Int, $archived: Boolean) {\n  equipmentList(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    limit: $limit\n    offset: $offset\n    archived: $archived\n  ) {\n    ...LibraryFields\n  }\n  equipmentListCount(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    archived: $archived\n  )\n}': typeof types.LibraryListDocument;
  'query LibraryManufacturers($customerID: ID) {\n  manufacturers(customerID: $customerID)\n}': typeof types.LibraryManufacturersDocument;
  'fragment ModbusPointFields on ModbusPoint {\n  id\n  name\n  functionCode\n  startingRegister\n  numberOfRegisters\n  dataType\n  wordOrder\n  addressOffset\n  addressDataType\n  multiplier\n  offset\n  unit\n  mask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}': typeof types.ModbusPointFieldsFragmentDoc;
  'mutation QueueModbusRead($gatewayID: ID!, $customerID: ID, $gatewayType: String, $ip: String!, $modbusRead: ModbusReadInput!) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: "MODBUS_READ"\n    gatewayType: $gatewayType\n    ip: $ip\n    modbusRead: $modbusRead\n  ) {\n    id\n    label\n    createdAt\n  }\n}': typeof types.QueueModbusReadDocument;
  'fragment SnmpPointFields on SnmpPoint {\n  id\n  oid\n  name\n  unit\n  renamedUnit\n  multiplier\n  offset\n  strMask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}': typeof types.SnmpPointFieldsFragmentDoc;
  'mutation ImportMib($customerID: ID!, $fileName: String!, $text: String!) {\n  importMib(customerID: $customerID, fileName: $fileName, text: $text) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}': typeof types.ImportMibDocument;
  'query MibModules($customerID: ID!) {\n  mibModules(customerID: $customerID) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}': typeof types.MibModulesDocument;
  'fragment MibObjectFields on MibObject {\n  oid\n  name\n  module\n  kind\n  shape\n  syntax\n  access\n  units\n  description\n  enums {\n    value\n    label\n  }\n}': typeof types.MibObjectFieldsFragmentDoc;
  'query MibObjects($customerID: ID!, $module: String!, $query: String, $limit: Int, $offset: Int) {\n  mibObjects(\n    customerID: $customerID\n    module: $module\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    items {\n      ...MibObjectFields\n    }\n  }\n}': typeof types.MibObjectsDocument;
  'query ResolveOids($customerID: ID!, $oids: [String!]!) {\n  resolveOids(customerID: $customerID, oids: $oids) {\n    input\n    oid\n    name\n    module\n    instance\n    error\n    warning\n    object {\n      ...MibObjectFields\n    }\n  }\n}': typeof types.ResolveOidsDocument;
  'mutation SaveSnmpTemplate($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!, $libraryID: ID) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n    libraryID: $libraryID\n  ) {\n    ...LibraryFields\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}': typeof types.SaveSnmpTemplateDocument;
  'query SnmpWalkOptions($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n    actionTypes: ["SNMP_WALK"]\n  ) {\n    id\n    ip\n    status\n    createdAt\n    finishedAt\n  }\n}': typeof types.SnmpWalkOptionsDocument;
  'query MarketingRequests($type: String, $limit: Int, $offset: Int) {\n  marketingRequests(type: $type, limit: $limit, offset: $offset) {\n    id\n    type\n    name\n    email\n    company\n    phone\n    planType\n    notes\n    productName\n    createdAt\n    mailedAt\n  }\n  marketingRequestCount(type: $type)\n}': typeof types.MarketingRequestsDocument;
  'mutation RequestDemo($name: String!, $email: String!, $company: String, $phone: String, $type: String, $productName: String, $allowedToken: String!, $planType: String, $notes: String) {\n  requestDemo(\n    name: $name\n    email: $email\n    company: $company\n    phone: $phone\n    type: $type\n    productName: $productName\n    allowedToken: $allowedToken\n    planType: $planType\n    notes: $notes\n  )\n}': typeof types.RequestDemoDocument;
  'mutation SubmitBugReport($email: String!, $subject: String!, $description: String) {\n  submitBugReport(email: $email, subject: $subject, description: $description)\n}': typeof types.SubmitBugReportDocument;
  'mutation AddOverlayView($name: String!, $image: String!, $height: Float!, $width: Float!, $customerID: ID!) {\n  addOverlayView(\n    name: $name\n    image: $image\n    height: $height\n    width: $width\n    customerID: $customerID\n  ) {\n    ...OverlayViewFields\n  }\n}': typeof types.AddOverlayViewDocument;
  'query OverlaySensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    unit\n    states\n    disconnected\n    status\n    equipmentName\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}': typeof types.OverlaySensorPickerDocument;
  'query OverlayView($viewID: ID!, $customerID: ID, $token: String) {\n  overlayView(viewID: $viewID, customerID: $customerID, token: $token) {\n    ...OverlayViewFields\n  }\n}': typeof types.OverlayViewDocument;
  'fragment OverlayViewFields on OverlayView {\n  id\n  name\n  customerID\n  image\n  imageID\n  height\n  width\n  x\n  y\n  rotation\n  canUpdate\n  canDelete\n  canShare\n  heatMaps {\n    id\n    colorA\n    colorB\n    colorC\n    valueA\n    valueC\n  }\n  overlays {\n    id\n    kind\n    size\n    x\n    y\n    open\n    opacity\n    backgroundColor\n    heatMapColor\n    heatMapID\n    status\n    statusColor\n    data {\n      __typename\n      ... on Sensor {\n        id\n        name\n        unit\n        states\n        disconnected\n        status\n        equipmentName\n        reading {\n          value\n          detail\n          createdAt\n        }\n      }\n      ... on OverlayViewLink {\n        viewID\n        name\n        viewType\n        warnings\n        errors\n        disconnectedCount: disconnected\n      }\n      ... on OverlayLink {\n        name\n        url\n      }\n    }\n  }\n}': typeof types.OverlayViewFieldsFragmentDoc;
  'query OverlayViewPicker($customerID: ID, $query: String, $limit: Int) {\n  views(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    viewType\n    warnings\n    errors\n    disconnected\n  }\n}': typeof types.OverlayViewPickerDocument;
  'mutation SaveOverlays($viewID: ID!, $customerID: ID!, $overlays: [OverlayInput!]!, $heatMaps: [HeatMapInput!]!) {\n  saveOverlays(\n    viewID: $viewID\n    customerID: $customerID\n    overlays: $overlays\n    heatMaps: $heatMaps\n  ) {\n    ...OverlayViewFields\n  }\n}': typeof types.SaveOverlaysDocument;
  'mutation UpdateOverlayImage($viewID: ID!, $image: String!, $customerID: ID!) {\n  updateOverlayImage(viewID: $viewID, image: $image, customerID: $customerID) {\n    ...OverlayViewFields\n  }\n}': typeof types.UpdateOverlayImageDocument;
  'mutation UpdateOverlayView($viewID: ID!, $customerID: ID!, $name: String, $height: Float, $width: Float, $x: Float, $y: Float, $rotation: Float) {\n  updateOverlayView(\n    viewID: $viewID\n    customerID: $customerID\n    name: $name\n    height: $height\n    width: $width\n    x: $x\n    y: $y\n    rotation: $rotation\n  ) {\n    ...OverlayViewFields\n  }\n}': typeof types.UpdateOverlayViewDocument;
  'mutation AddQuoteComment($quoteID: ID!, $comment: String!) {\n  addQuoteComment(quoteID: $quoteID, comment: $comment) {\n    ...QuoteCommentFields\n  }\n}': typeof types.AddQuoteCommentDocument;
  'mutation CreateOrder($visibleID: String!, $partnerID: ID!) {\n  createOrder(visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}': typeof types.CreateOrderDocument;
  'mutation DeleteQuote($id: ID!) {\n  deleteQuote(id: $id)\n}': typeof types.DeleteQuoteDocument;
  'fragment LicenseFields on License {\n  id\n  partnerID\n  partnerName\n  customerID\n  customerName\n  planType\n  deviceLimit\n  devicesInUse\n  overLimit\n  startsOn\n  renewsOn\n  orderID\n}': typeof types.LicenseFieldsFragmentDoc;
  'query Licenses($partnerID: ID, $limit: Int, $offset: Int) {\n  licenses(partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...LicenseFields\n  }\n}': typeof types.LicensesDocument;
  'mutation NewPartner($name: String!) {\n  newPartner(name: $name) {\n    ...PartnerListFields\n  }\n}': typeof types.NewPartnerDocument;
  'query Order($id: ID, $visibleID: String, $partnerID: ID) {\n  order(id: $id, visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}': typeof types.OrderDocument;
  'fragment OrderFields on Order {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  internalID\n  quoteID\n  surveyID\n  status\n  statusDates {\n    status\n    at\n    by\n  }\n  settableStatuses\n  createdAt\n}': typeof types.OrderFieldsFragmentDoc;
  'query Orders($partnerID: ID, $status: String, $limit: Int, $offset: Int) {\n  orders(partnerID: $partnerID, status: $status, limit: $limit, offset: $offset) {\n    ...OrderFields\n  }\n  orderCount(partnerID: $partnerID, status: $status)\n}': typeof types.OrdersDocument;
  'query PartnerDocs($category: String) {\n  marketingDocuments(category: $category) {\n    id\n    name\n    category\n    description\n    fileName\n    contentType\n    size\n    thumbnailPath\n    downloadPath\n    partnerID\n    createdAt\n  }\n}': typeof types.PartnerDocsDocument;
  'mutation PartnerDocsDelete($id: ID!) {\n  deleteMarketingDocument(id: $id)\n}': typeof types.PartnerDocsDeleteDocument;
  'query PartnerList($query: String, $limit: Int, $offset: Int) {\n  partners(query: $query, limit: $limit, offset: $offset) {\n    ...PartnerListFields\n  }\n  partnerCount(query: $query)\n}': typeof types.PartnerListDocument;
  'fragment PartnerListFields on Account {\n  id\n  name\n  kind\n  customerCount\n  userCount\n}': typeof types.PartnerListFieldsFragmentDoc;
  'mutation PartnerLogoDelete($id: ID!) {\n  deleteLogo(id: $id)\n}': typeof types.PartnerLogoDeleteDocument;
  'query PartnerLogos($partnerID: ID!) {\n  logos(partnerID: $partnerID) {\n    id\n    width\n    height\n    url\n  }\n}': typeof types.PartnerLogosDocument;
  'mutation PartnerMibDelete($partnerID: ID!, $key: ID!) {\n  deletePartnerMib(partnerID: $partnerID, key: $key)\n}': typeof types.PartnerMibDeleteDocument;
  'fragment PartnerMibFields on PartnerMib {\n  key\n  name\n  fileName\n  installing\n  installError\n  objectCount\n  createdAt\n}': typeof types.PartnerMibFieldsFragmentDoc;
  'mutation PartnerMibImport($partnerID: ID!, $fileName: String!, $text: String!) {\n  importPartnerMib(partnerID: $partnerID, fileName: $fileName, text: $text) {\n    ...PartnerMibFields\n  }\n}': typeof types.PartnerMibImportDocument;
  'query PartnerMibs($partnerID: ID!) {\n  MIBs(partnerID: $partnerID) {\n    ...PartnerMibFields\n  }\n}': typeof types.PartnerMibsDocument;
  'query PartnerUsers($partnerID: ID!, $query: String, $limit: Int, $offset: Int) {\n  partnerUsers(\n    partnerID: $partnerID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...PartnerUserFields\n  }\n}\n\nfragment PartnerUserFields on PartnerUser {\n  id\n  email\n  firstName\n  lastName\n  verified\n  partnerAdmin\n  partnerRoles\n  isSelf\n}': typeof types.PartnerUsersDocument;
  'mutation PartnerUsersEdit($partnerID: ID!, $userID: ID!, $partnerAdmin: Boolean!, $partnerRoles: [String!]!) {\n  editPartnerUser(\n    partnerID: $partnerID\n    userID: $userID\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n  ) {\n    ...PartnerUserFields\n  }\n}': typeof types.PartnerUsersEditDocument;
  'mutation PartnerUsersInvite($partnerID: ID!, $email: String!, $partnerAdmin: Boolean, $partnerRoles: [String!], $productName: String) {\n  invitePartnerUser(\n    partnerID: $partnerID\n    email: $email\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n    productName: $productName\n  ) {\n    ...PartnerUserFields\n  }\n}': typeof types.PartnerUsersInviteDocument;
  'mutation PartnerUsersRemove($partnerID: ID!, $userID: ID!) {\n  removePartnerUser(partnerID: $partnerID, userID: $userID)\n}': typeof types.PartnerUsersRemoveDocument;
  'query PublicSurvey($token: String!) {\n  publicSurvey(token: $token) {\n    ...SurveyFields\n  }\n}': typeof types.PublicSurveyDocument;
  'mutation PublicSurveyAddComment($token: String!, $equipmentID: ID, $author: String!, $comment: String!) {\n  addPublicSurveyComment(\n    token: $token\n    equipmentID: $equipmentID\n    author: $author\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}': typeof types.PublicSurveyAddCommentDocument;
  'mutation PublicSurveyDeleteAttachment($token: String!, $id: ID!) {\n  deletePublicSurveyAttachment(token: $token, id: $id)\n}': typeof types.PublicSurveyDeleteAttachmentDocument;
  'mutation PublicSurveyUpdate($token: String!, $survey: PublicSurveyInput!) {\n  updatePublicSurvey(token: $token, survey: $survey) {\n    ...SurveyFields\n  }\n}': typeof types.PublicSurveyUpdateDocument;
  'query Quote($id: ID, $visibleID: String) {\n  quote(id: $id, visibleID: $visibleID) {\n    ...QuoteFields\n  }\n}': typeof types.QuoteDocument;
  'fragment QuoteCommentFields on QuoteComment {\n  id\n  comment\n  author\n  createdAt\n}': typeof types.QuoteCommentFieldsFragmentDoc;
  'query QuoteCustomers($partnerID: ID, $limit: Int) {\n  customers(partnerID: $partnerID, limit: $limit) {\n    id\n    name\n    parentID\n  }\n}': typeof types.QuoteCustomersDocument;
  'fragment QuoteFields on Quote {\n  ...QuoteRowFields\n  planType\n  deviceCount\n  items {\n    id\n    kind\n    description\n    quantity\n    unitPriceCents\n    totalCents\n  }\n  comments {\n    ...QuoteCommentFields\n  }\n  createdByID\n  createdAt\n  surveyID\n}': typeof types.QuoteFieldsFragmentDoc;
  'fragment QuoteRowFields on Quote {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  title\n  hidden\n  priority\n  revision\n  totalCents\n  createdBy\n  updatedAt\n  orderID\n}': typeof types.QuoteRowFieldsFragmentDoc;
  'query Quotes($partnerID: ID, $createdBy: ID, $includeHidden: Boolean, $query: String, $limit: Int, $offset: Int) {\n  quotes(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...QuoteRowFields\n  }\n  quoteCount(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n  )\n}': typeof types.QuotesDocument;
  'mutation SaveLicense($customerID: ID!, $planType: String!, $deviceLimit: Int, $startsOn: String!) {\n  saveLicense(\n    customerID: $customerID\n    planType: $planType\n    deviceLimit: $deviceLimit\n    startsOn: $startsOn\n  ) {\n    ...LicenseFields\n  }\n}': typeof types.SaveLicenseDocument;
  'mutation SaveQuote($id: ID, $partnerID: ID!, $quote: QuoteInput!) {\n  saveQuote(id: $id, partnerID: $partnerID, quote: $quote) {\n    ...QuoteFields\n  }\n}': typeof types.SaveQuoteDocument;
  'mutation SetOrderStatus($id: ID!, $status: String!, $at: String) {\n  setOrderStatus(id: $id, status: $status, at: $at) {\n    ...OrderFields\n  }\n}': typeof types.SetOrderStatusDocument;
  'mutation SurveyAddComment($surveyID: ID!, $equipmentID: ID, $comment: String!) {\n  addSurveyComment(\n    surveyID: $surveyID\n    equipmentID: $equipmentID\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}': typeof types.SurveyAddCommentDocument;
  'query SurveyCustomers($partnerID: ID, $query: String, $limit: Int) {\n  customers(partnerID: $partnerID, query: $query, limit: $limit) {\n    id\n    name\n  }\n}': typeof types.SurveyCustomersDocument;
  'mutation SurveyDeleteAttachment($id: ID!) {\n  deleteSurveyAttachment(id: $id)\n}': typeof types.SurveyDeleteAttachmentDocument;
  'fragment SurveyFields on SiteSurvey {\n  id\n  visibleID\n  partnerID\n  customerID\n  customerName\n  quoteID\n  siteName\n  siteContactName\n  siteContactEmail\n  link {\n    isActive\n    url\n    sentTo\n    sentAt\n  }\n  progress\n  feedback\n  equipment {\n    id\n    name\n    quantity\n    commentCount\n    attachmentCount\n  }\n  attachments {\n    id\n    equipmentID\n    name\n    description\n    contentType\n    size\n    downloadPath\n    createdAt\n  }\n  comments {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n  submittedAt\n  createdAt\n  updatedAt\n}': typeof types.SurveyFieldsFragmentDoc;
  'mutation SurveyOnboard($partnerID: ID!, $customerName: String!, $survey: SiteSurveyInput!) {\n  onboardCustomer(\n    partnerID: $partnerID\n    customerName: $customerName\n    survey: $survey\n  ) {\n    ...SurveyFields\n  }\n}': typeof types.SurveyOnboardDocument;
  'query SurveyQuote($id: ID) {\n  quote(id: $id) {\n    id\n    visibleID\n    customerID\n    customerName\n  }\n}': typeof types.SurveyQuoteDocument;
  'mutation SurveyRenewLink($id: ID!) {\n  renewSurveyLink(id: $id) {\n    ...SurveyFields\n  }\n}': typeof types.SurveyRenewLinkDocument;
  'mutation SurveySave($id: ID, $partnerID: ID!, $survey: SiteSurveyInput!) {\n  saveSiteSurvey(id: $id, partnerID: $partnerID, survey: $survey) {\n    ...SurveyFields\n  }\n}': typeof types.SurveySaveDocument;
  'mutation SurveySend($id: ID!, $productName: String) {\n  sendSiteSurvey(id: $id, productName: $productName) {\n    ...SurveyFields\n  }\n}': typeof types.SurveySendDocument;
  'mutation SurveySetLinkActive($id: ID!, $isActive: Boolean!) {\n  setSurveyLinkActive(id: $id, isActive: $isActive) {\n    ...SurveyFields\n  }\n}': typeof types.SurveySetLinkActiveDocument;
  'query SurveySiteSurvey($id: ID, $visibleID: String) {\n  siteSurvey(id: $id, visibleID: $visibleID) {\n    ...SurveyFields\n  }\n}': typeof types.SurveySiteSurveyDocument;
  'mutation UpdateOrder($id: ID!, $internalID: String, $surveyID: ID) {\n  updateOrder(id: $id, internalID: $internalID, surveyID: $surveyID) {\n    ...OrderFields\n  }\n}': typeof types.UpdateOrderDocument;
  'mutation AddReportSchedule($customerID: ID!, $viewID: ID!, $range: TimeRange!, $time: String!, $timeZone: String!, $recipients: [String!]!, $productName: String) {\n  addReportSchedule(\n    customerID: $customerID\n    viewID: $viewID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n    productName: $productName\n  ) {\n    ...ReportScheduleFields\n  }\n}': typeof types.AddReportScheduleDocument;
  'mutation DeleteReport($id: ID!, $customerID: ID!) {\n  deleteReport(id: $id, customerID: $customerID)\n}': typeof types.DeleteReportDocument;
  'mutation DeleteReportSchedule($id: ID!, $customerID: ID!) {\n  deleteReportSchedule(id: $id, customerID: $customerID)\n}': typeof types.DeleteReportScheduleDocument;
  'query Report($viewName: String, $viewID: ID!, $customerID: ID, $reportRange: TimeRange!, $startDate: Float!, $endDate: Float!, $timezoneOffset: Int!, $productName: String, $timeZone: String) {\n  report(\n    viewName: $viewName\n    viewID: $viewID\n    customerID: $customerID\n    reportRange: $reportRange\n    startDate: $startDate\n    endDate: $endDate\n    timezoneOffset: $timezoneOffset\n    productName: $productName\n    timeZone: $timeZone\n  ) {\n    reportUrl\n    report {\n      ...ReportFields\n    }\n  }\n}': typeof types.ReportDocument;
  'fragment ReportFields on Report {\n  id\n  viewID\n  viewName\n  range\n  startDate\n  endDate\n  timeZone\n  createdBy\n  scheduleID\n  createdAt\n  size\n  url\n  canDelete\n}': typeof types.ReportFieldsFragmentDoc;
  'fragment ReportScheduleFields on ReportSchedule {\n  id\n  viewID\n  viewName\n  range\n  time\n  timeZone\n  recipients\n  nextRunAt\n  lastRunAt\n  lastError\n  createdBy\n  pending\n}': typeof types.ReportScheduleFieldsFragmentDoc;
  'query ReportSchedules($customerID: ID!) {\n  reportSchedules(customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}': typeof types.ReportSchedulesDocument;
  'query ReportViews($customerID: ID, $query: String, $limit: Int) {\n  views(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    viewType: "dashboard"\n  ) {\n    id\n    name\n    canUpdate\n  }\n}': typeof types.ReportViewsDocument;
  'query Reports($customerID: ID!, $limit: Int, $offset: Int) {\n  reports(customerID: $customerID, limit: $limit, offset: $offset) {\n    reports {\n      ...ReportFields\n    }\n    total\n  }\n}': typeof types.ReportsDocument;
  'mutation SendReportNow($id: ID!, $customerID: ID!) {\n  sendReportNow(id: $id, customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}': typeof types.SendReportNowDocument;
  'mutation UpdateReportSchedule($id: ID!, $customerID: ID!, $range: TimeRange, $time: String, $timeZone: String, $recipients: [String!]) {\n  updateReportSchedule(\n    id: $id\n    customerID: $customerID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n  ) {\n    ...ReportScheduleFields\n  }\n}': typeof types.UpdateReportScheduleDocument;
  'mutation AddSensors($sensors: [SensorInput!]!, $equipmentID: ID!, $customerID: ID!, $dynamicConversions: Boolean, $deleteSensors: [ID!], $oidVars: [OidVarInput!]) {\n  addSensors(\n    sensors: $sensors\n    equipmentID: $equipmentID\n    customerID: $customerID\n    dynamicConversions: $dynamicConversions\n    deleteSensors: $deleteSensors\n    oidVars: $oidVars\n  ) {\n    passes\n    fails {\n      id\n      message\n    }\n    updated\n    deleted\n  }\n}': typeof types.AddSensorsDocument;
  'query ManageSensors($gatewayID: ID!, $equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    oidVars {\n      letter\n      value\n    }\n  }\n  registers(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n  ) {\n    modbusPoints {\n      id\n      sensorID\n      name\n      unit\n      functionCode\n      startingRegister\n      addressOffset\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n    snmpPoints {\n      id\n      sensorID\n      name\n      unit\n      oid\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n  }\n}': typeof types.ManageSensorsDocument;
  'query ManageSensorsLibrary($libraryID: ID!, $customerID: ID) {\n  equipmentLib(equipmentID: $libraryID, customerID: $customerID) {\n    id\n    dynamicOIDLabels {\n      label\n      value\n    }\n  }\n}': typeof types.ManageSensorsLibraryDocument;
  'query ManagedSensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    unit\n    greenTo\n    yellowTo\n    redTo\n    deadband\n    delay\n    alarmOnly\n    states\n    conditions\n    smartThresholds {\n      warning\n      critical\n    }\n  }\n}': typeof types.ManagedSensorDocument;
  'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}': typeof types.SensorDocument;
  'query SensorInsight($customerID: ID, $sensorIDs: [ID!]!) {\n  readings(\n    customerID: $customerID\n    widgets: [{sensorIDs: $sensorIDs, range: LATEST, insights: true}]\n  ) {\n    insights {\n      sensorID\n      learnedHours\n      smartThresholds {\n        warning\n        critical\n      }\n    }\n  }\n}': typeof types.SensorInsightDocument;
  'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}': typeof types.SensorLogsDocument;
  'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}': typeof types.SensorTrendDocument;
  'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}': typeof types.SensorsDocument;
  'mutation AddViewUser($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserInviteInput!]!, $productName: String) {\n  addViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    productName: $productName\n  ) {\n    successes\n    failures {\n      email\n      error\n    }\n  }\n}': typeof types.AddViewUserDocument;
  'mutation CreateShareLink($viewID: ID!, $customerID: ID!, $productName: String, $expireDays: Int) {\n  createShareLink(\n    viewID: $viewID\n    customerID: $customerID\n    productName: $productName\n    expireDays: $expireDays\n  ) {\n    id\n    url\n    token\n    expireAt\n  }\n}': typeof types.CreateShareLinkDocument;
  'mutation DeleteViewUser($viewID: ID!, $viewName: String, $id: ID!, $customerID: ID!) {\n  deleteViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    id: $id\n    customerID: $customerID\n  )\n}': typeof types.DeleteViewUserDocument;
  'mutation RevokeShareLink($id: ID!, $customerID: ID!) {\n  revokeShareLink(id: $id, customerID: $customerID)\n}': typeof types.RevokeShareLinkDocument;
  'query ShareUsers($customerID: ID!, $query: String!) {\n  shareUsers(customerID: $customerID, query: $query) {\n    id\n    email\n    isInCustomer\n  }\n}': typeof types.ShareUsersDocument;
  'query SharedViewByToken($token: String!) {\n  view(token: $token) {\n    ...ViewPageFields\n  }\n}': typeof types.SharedViewByTokenDocument;
  'query SharingView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    isPublic\n    canShare\n  }\n}': typeof types.SharingViewDocument;
  'mutation UpdateViewUsers($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserPermissionInput!]!, $isPublic: Boolean) {\n  updateViewUsers(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    isPublic: $isPublic\n  )\n}': typeof types.UpdateViewUsersDocument;
  'query ViewShareLinks($viewID: ID!, $customerID: ID) {\n  sharedViews(viewID: $viewID, customerID: $customerID, withStatus: true) {\n    id\n    createdAt\n    expireAt\n    revokedAt\n    createdBy\n    status\n  }\n}': typeof types.ViewShareLinksDocument;
  'query ViewUsers($viewID: ID!, $customerID: ID!) {\n  viewUsers(viewID: $viewID, customerID: $customerID) {\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    permissions {\n      read\n      update\n      delete\n      share\n    }\n    alerts {\n      yellow\n      red\n      disconnected\n      cleared\n    }\n    roles {\n      id\n      name\n    }\n    reasons\n  }\n}': typeof types.ViewUsersDocument;
  'query DefaultTemplates($equipmentID: ID!, $customerID: ID) {\n  templates(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    isDefault: true\n    limit: 5\n  ) {\n    id\n    name\n  }\n}': typeof types.DefaultTemplatesDocument;
  'mutation DeleteTemplate($id: ID!, $customerID: ID!) {\n  deleteTemplate(id: $id, customerID: $customerID)\n}': typeof types.DeleteTemplateDocument;
  'mutation NewTemplate($viewID: ID!, $name: String!, $customerID: ID!, $equipmentNames: [String!]!, $makeDefault: Boolean) {\n  newTemplate(\n    viewID: $viewID\n    name: $name\n    customerID: $customerID\n    equipmentNames: $equipmentNames\n    makeDefault: $makeDefault\n  ) {\n    ...TemplateFields\n  }\n}': typeof types.NewTemplateDocument;
  'mutation NewTemplateView($templateID: ID!, $name: String!, $customerID: ID!, $isPublic: Boolean, $equipment: [ID!]!, $overwriteThresholds: Boolean) {\n  newTemplateView(\n    templateID: $templateID\n    name: $name\n    customerID: $customerID\n    isPublic: $isPublic\n    equipment: $equipment\n    overwriteThresholds: $overwriteThresholds\n  ) {\n    id\n    name\n  }\n}': typeof types.NewTemplateViewDocument;
  'mutation ReapplyTemplate($id: ID!, $customerID: ID) {\n  reapplyTemplate(id: $id, customerID: $customerID) {\n    views\n    outOfSyncViewCount\n  }\n}': typeof types.ReapplyTemplateDocument;
  'query StampEquipment($customerID: ID!, $query: String, $limit: Int, $includeID: ID, $filters: EquipmentFilters) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n    filters: $filters\n  ) {\n    items {\n      id\n      name\n      protocol\n      gateway {\n        id\n        name\n      }\n      equipment {\n        id\n        manufacturer\n        model\n      }\n    }\n    total\n  }\n}': typeof types.StampEquipmentDocument;
  'query Template($customerID: ID, $id: ID!) {\n  template(customerID: $customerID, id: $id) {\n    ...TemplateFields\n    layout\n    sourceViewID\n    displayEquipment {\n      order\n      registers\n    }\n  }\n}': typeof types.TemplateDocument;
  'fragment TemplateFields on Template {\n  id\n  name\n  owner\n  ownerID\n  viewCount\n  outOfSyncViewCount\n  isDefault\n  widgetCount\n  canDelete\n  createdAt\n  equipment {\n    order\n    name\n    protocol\n    libraryID\n    manufacturer\n    model\n  }\n}': typeof types.TemplateFieldsFragmentDoc;
  'query TemplateRegisters($id: ID, $customerID: ID) {\n  templateRegisters(id: $id, customerID: $customerID) {\n    widgetID\n    order\n    registerID\n    name\n    unit\n    protocol\n  }\n}': typeof types.TemplateRegistersDocument;
  'query TemplateSlotEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n  }\n}': typeof types.TemplateSlotEquipmentDocument;
  'query TemplateViewDrift($id: ID!, $customerID: ID) {\n  templateViewDrift(id: $id, customerID: $customerID) {\n    viewID\n    viewName\n    changes\n  }\n}': typeof types.TemplateViewDriftDocument;
  'query TemplateViewEquipment($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    id\n    equipmentID\n    equipmentName\n  }\n}': typeof types.TemplateViewEquipmentDocument;
  'query TemplateWidgets($id: ID!, $customerID: ID) {\n  templateWidgets(id: $id, customerID: $customerID) {\n    id\n    key\n    name\n    type\n    displayType\n    unit\n  }\n}': typeof types.TemplateWidgetsDocument;
  'query Templates($customerID: ID, $query: String, $limit: Int, $offset: Int, $isDefault: Boolean, $isCustomer: Boolean) {\n  templates(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    isDefault: $isDefault\n    isCustomer: $isCustomer\n  ) {\n    ...TemplateFields\n    templateCount\n  }\n}': typeof types.TemplatesDocument;
  'mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}': typeof types.DeleteTagDocument;
  'mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}': typeof types.DeleteViewDocument;
  'mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}': typeof types.DeleteWidgetDocument;
  'mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}': typeof types.DuplicateWidgetDocument;
  'mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}': typeof types.NewTagDocument;
  'mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}': typeof types.NewViewDocument;
  'mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}': typeof types.NewWidgetDocument;
  'query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}': typeof types.SensorPickerDocument;
  'fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}': typeof types.TagNodeFieldsFragmentDoc;
  'mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}': typeof types.UpdateViewLayoutDocument;
  'mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}': typeof types.UpdateViewTrendSyncDocument;
  'mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}': typeof types.UpdateWidgetDocument;
  'query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}': typeof types.ValidateViewNamesDocument;
  'query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    ...ViewPageFields\n  }\n}': typeof types.ViewDocument;
  'query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}': typeof types.ViewCountsDocument;
  'fragment ViewPageFields on View {\n  id\n  name\n  customerID\n  layout\n  canUpdate\n  canShare\n  canDelete\n  trendV2\n  trendSync\n  viewType\n}': typeof types.ViewPageFieldsFragmentDoc;
  'query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}': typeof types.ViewsDocument;
  'query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}': typeof types.WidgetEquipmentPickerDocument;
  'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}': typeof types.WidgetFieldsFragmentDoc;
  'query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!, $token: String) {\n  readings(customerID: $customerID, widgets: $widgets, token: $token) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}': typeof types.WidgetReadingsDocument;
  'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  equipmentMaintenance\n  equipmentRepair\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}': typeof types.WidgetSensorFieldsFragmentDoc;
  'query WidgetSensors($widgetIDs: [ID!]!, $token: String) {\n  sensors(widgetIDs: $widgetIDs, token: $token) {\n    ...WidgetSensorFields\n    register\n  }\n}': typeof types.WidgetSensorsDocument;
  'query Widgets($viewID: ID!, $token: String) {\n  widgets(id: $viewID, token: $token) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}': typeof types.WidgetsDocument;
  'mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}': typeof types.ResetTimerDocument;
  'query ViewAlarms($viewID: ID!, $customerID: ID, $token: String) {\n  viewAlarms(viewID: $viewID, customerID: $customerID, token: $token) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}': typeof types.ViewAlarmsDocument;
  'query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID, $token: String) {\n  equipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    token: $token\n  ) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}': typeof types.WidgetEquipmentAssetDocument;
  'fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID, $token: String) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID, token: $token) {\n    ...WidgetTimerFields\n  }\n}': typeof types.WidgetTimerFieldsFragmentDoc;
  'query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int, $token: String) {\n  snmpTraps(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    token: $token\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}': typeof types.WidgetTrapsDocument;
};
const documents: Documents = {
  'mutation AcknowledgeAlarm($customerID: ID!, $id: ID!, $comment: String) {\n  acknowledgeAlarm(customerID: $customerID, id: $id, comment: $comment) {\n    ...AlarmFields\n  }\n}':
    types.AcknowledgeAlarmDocument,
  'query AlarmCounts($customerID: ID!, $query: String, $mine: Boolean) {\n  alarmCounts(customerID: $customerID, query: $query, mine: $mine) {\n    open\n    acknowledged\n    cleared\n  }\n}':
    types.AlarmCountsDocument,
  'query AlarmDeliveries($customerID: ID!, $alarmID: ID!) {\n  alarmDeliveries(customerID: $customerID, alarmID: $alarmID) {\n    id\n    kind\n    channel\n    recipient\n    status\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n}':
    types.AlarmDeliveriesDocument,
  'fragment AlarmFields on Alarm {\n  id\n  customerID\n  subjectKind\n  name\n  sensorID\n  equipmentID\n  equipmentName\n  gatewayID\n  gatewayName\n  phase\n  severity\n  value\n  unit\n  detail\n  startedAt\n  openedAt\n  clearedAt\n  suppressed\n  ack\n  ackAt\n  ackBy\n  ackComment\n}':
    types.AlarmFieldsFragmentDoc,
  'query Alarms($customerID: ID!, $phase: String!, $query: String, $mine: Boolean, $limit: Int, $offset: Int) {\n  alarms(\n    customerID: $customerID\n    phase: $phase\n    query: $query\n    mine: $mine\n    limit: $limit\n    offset: $offset\n  ) {\n    ...AlarmFields\n  }\n}':
    types.AlarmsDocument,
  'mutation SendTestAlert($customerID: ID, $productName: String) {\n  sendTestAlert(customerID: $customerID, productName: $productName) {\n    channel\n    sent\n    error\n  }\n}':
    types.SendTestAlertDocument,
  'query AccountProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    totp\n    saml\n    customer {\n      id\n    }\n  }\n}':
    types.AccountProfileDocument,
  'mutation ActivateTotp {\n  activateTotp {\n    recoveryCodes\n  }\n}':
    types.ActivateTotpDocument,
  'mutation DeactivateTotp($password: String!) {\n  deactivateTotp(password: $password)\n}':
    types.DeactivateTotpDocument,
  'mutation EditUser($firstName: String, $lastName: String, $phone: String, $email: String) {\n  editUser(\n    firstName: $firstName\n    lastName: $lastName\n    phone: $phone\n    email: $email\n  ) {\n    id\n    email\n    firstName\n    lastName\n    phone\n  }\n}':
    types.EditUserDocument,
  'mutation GeneratePasswordToken($email: String!, $productName: String) {\n  generatePasswordToken(email: $email, productName: $productName)\n}':
    types.GeneratePasswordTokenDocument,
  'mutation GenerateTotp($productName: String, $isMsAuth: Boolean) {\n  generateTotp(productName: $productName, isMsAuth: $isMsAuth) {\n    url\n    plaintext\n  }\n}':
    types.GenerateTotpDocument,
  'mutation ResetPassword($id: ID!, $token: String!, $password: String!) {\n  resetPassword(id: $id, token: $token, password: $password)\n}':
    types.ResetPasswordDocument,
  'mutation ResetUserPassword($currentPassword: String!, $newPassword: String!) {\n  resetUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}':
    types.ResetUserPasswordDocument,
  'query SamlConfig($customerID: ID!) {\n  samlConfig(customerID: $customerID) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}':
    types.SamlConfigDocument,
  'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    managedCustomerIDs\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n      logo {\n        id\n        width\n        height\n        url\n      }\n    }\n  }\n  needsTotp\n}':
    types.SessionDocument,
  'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInDocument,
  'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}':
    types.SignInWithCodeDocument,
  'mutation SignOut {\n  signOut\n}': types.SignOutDocument,
  'query SsoLoginPath($customerID: ID!) {\n  ssoLoginPath(customerID: $customerID)\n}':
    types.SsoLoginPathDocument,
  'mutation UpdateSamlConfig($customerID: ID!, $enabled: Boolean!, $idpMetadataUrl: String, $idpMetadataXml: String) {\n  updateSamlConfig(\n    customerID: $customerID\n    enabled: $enabled\n    idpMetadataUrl: $idpMetadataUrl\n    idpMetadataXml: $idpMetadataXml\n  ) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}':
    types.UpdateSamlConfigDocument,
  'mutation UpdateToken($email: String!, $productName: String) {\n  updateToken(email: $email, productName: $productName)\n}':
    types.UpdateTokenDocument,
  'query ValidatePasswordToken($token: String!) {\n  validatePasswordToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}':
    types.ValidatePasswordTokenDocument,
  'query ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}':
    types.ValidateTokenDocument,
  'mutation VerifyTotp($code: String!) {\n  verifyTotp(code: $code)\n}': types.VerifyTotpDocument,
  'mutation VerifyUser($id: ID!, $token: String!, $password: String!, $acceptedTerms: Boolean) {\n  verifyUser(\n    id: $id\n    token: $token\n    password: $password\n    acceptedTerms: $acceptedTerms\n  )\n}':
    types.VerifyUserDocument,
  'fragment AccountFields on Account {\n  id\n  name\n  kind\n  parentID\n  parentName\n  customerCount\n  userCount\n  gatewayCount\n}':
    types.AccountFieldsFragmentDoc,
  'query AllGateways($query: String, $limit: Int, $offset: Int) {\n  gateways(query: $query, limit: $limit, offset: $offset, sortColumn: "name") {\n    ...GatewayFields\n    customerName\n  }\n  gatewayCount(query: $query)\n}':
    types.AllGatewaysDocument,
  'query CompanySettings($customerID: ID!) {\n  companySettings(customerID: $customerID) {\n    ...CompanySettingsFields\n  }\n}':
    types.CompanySettingsDocument,
  'fragment CompanySettingsFields on CompanySettings {\n  customerID\n  name\n  defaultRoles\n  emailAlertsDefault\n  smsAlertsDefault\n  serviceContacts {\n    name\n    email\n    phone\n  }\n  helpDeskEmail\n  helpDeskTokenSet\n  helpDeskDomain\n  livestreamURL\n}':
    types.CompanySettingsFieldsFragmentDoc,
  'query CompanyUsers($customerID: ID, $query: String, $limit: Int, $offset: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit, offset: $offset) {\n    id\n    email\n    firstName\n    lastName\n    verified\n    saml\n    super\n    roles\n    isSelf\n  }\n  userCount(customerID: $customerID, query: $query)\n}':
    types.CompanyUsersDocument,
  'query Customer($id: ID!, $isPartner: Boolean) {\n  customer(id: $id, isPartner: $isPartner) {\n    id\n    name\n    kind\n  }\n}':
    types.CustomerDocument,
  'query Customers($query: String, $partnerID: ID, $limit: Int, $offset: Int) {\n  customers(query: $query, partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...AccountFields\n  }\n  customerCount(query: $query, partnerID: $partnerID)\n}':
    types.CustomersDocument,
  'mutation DeleteUser($customerID: ID!, $email: String!) {\n  deleteUser(customerID: $customerID, email: $email)\n}':
    types.DeleteUserDocument,
  'mutation EditCustomerHomePage($customerID: ID!, $userID: ID!, $desktopUrl: String) {\n  editCustomerHomePage(\n    customerID: $customerID\n    userID: $userID\n    desktopUrl: $desktopUrl\n  )\n}':
    types.EditCustomerHomePageDocument,
  'mutation EditCustomerPermissions($customerID: ID!, $permissions: [UserPermissionsInput!]!) {\n  editCustomerPermissions(customerID: $customerID, permissions: $permissions)\n}':
    types.EditCustomerPermissionsDocument,
  'mutation InviteToCompany($email: String!, $customerID: ID!, $productName: String, $roles: [String!]) {\n  inviteToCompany(\n    email: $email\n    customerID: $customerID\n    productName: $productName\n    roles: $roles\n  ) {\n    id\n    email\n  }\n}':
    types.InviteToCompanyDocument,
  'mutation NewCustomer($name: String!, $productName: String, $partnerID: ID) {\n  newCustomer(name: $name, productName: $productName, partnerID: $partnerID) {\n    ...AccountFields\n  }\n}':
    types.NewCustomerDocument,
  'mutation ReinviteToCompany($id: ID!, $customerID: ID!, $productName: String) {\n  reinviteToCompany(id: $id, customerID: $customerID, productName: $productName)\n}':
    types.ReinviteToCompanyDocument,
  'query SystemStatus {\n  systemStatus {\n    checkedAt\n    processes {\n      id\n      host\n      pid\n      startedAt\n      lastSeenAt\n      rssBytes\n    }\n    database\n    databaseOk\n    redisOk\n    gatewaysConnected\n    gatewaysTotal\n    readingsPerSecond\n    notificationsQueued\n    reportRunsQueued\n    gatewayActionsQueued\n  }\n}':
    types.SystemStatusDocument,
  'mutation UpdateCompanySettings($customerID: ID!, $settings: CompanySettingsInput!) {\n  updateCompanySettings(customerID: $customerID, settings: $settings) {\n    ...CompanySettingsFields\n  }\n}':
    types.UpdateCompanySettingsDocument,
  'query UserSuggestions($customerID: ID, $query: String, $limit: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    email\n    firstName\n    lastName\n  }\n}':
    types.UserSuggestionsDocument,
  'mutation AcknowledgeAlarmByToken($token: String!, $comment: String) {\n  acknowledgeAlarmByToken(token: $token, comment: $comment) {\n    ...AlarmFields\n  }\n}':
    types.AcknowledgeAlarmByTokenDocument,
  'query AlarmByToken($token: String!) {\n  alarmByToken(token: $token) {\n    customerName\n    alarm {\n      ...AlarmFields\n    }\n  }\n}':
    types.AlarmByTokenDocument,
  'fragment AlarmRuleFields on AlarmRule {\n  id\n  viewID\n  name\n  condition {\n    kind\n    sensorID\n    name\n    unit\n    value\n  }\n  result\n  text\n  active\n  createdAt\n}':
    types.AlarmRuleFieldsFragmentDoc,
  'query AlertsView($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    canUpdate\n  }\n}':
    types.AlertsViewDocument,
  'mutation DeleteAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID!) {\n  deleteAlarmRule(viewID: $viewID, customerID: $customerID, ruleID: $ruleID)\n}':
    types.DeleteAlarmRuleDocument,
  'query MyViewAlerts($customerID: ID!, $limit: Int, $offset: Int) {\n  myViewAlerts(customerID: $customerID, limit: $limit, offset: $offset) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}':
    types.MyViewAlertsDocument,
  'mutation SaveAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID, $name: String!, $condition: [AlarmRuleTokenInput!]!, $result: String!) {\n  saveAlarmRule(\n    viewID: $viewID\n    customerID: $customerID\n    ruleID: $ruleID\n    name: $name\n    condition: $condition\n    result: $result\n  ) {\n    ...AlarmRuleFields\n  }\n}':
    types.SaveAlarmRuleDocument,
  'mutation UpdateUserAlerts($alerts: [UserAlertsInput!]!) {\n  updateUserAlerts(alerts: $alerts) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}':
    types.UpdateUserAlertsDocument,
  'mutation UpdateViewAlerts($viewID: ID!, $viewName: String, $customerID: ID!, $alerts: [ViewAlertsInput!]!) {\n  updateViewAlerts(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    alerts: $alerts\n  ) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}':
    types.UpdateViewAlertsDocument,
  'query ViewAlarmRules($viewID: ID!, $customerID: ID!) {\n  viewAlarmRules(viewID: $viewID, customerID: $customerID) {\n    ...AlarmRuleFields\n  }\n}':
    types.ViewAlarmRulesDocument,
  'query ViewAlerts($viewID: ID!, $customerID: ID!) {\n  viewAlerts(viewID: $viewID, customerID: $customerID) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}':
    types.ViewAlertsDocument,
  'query AllEquipment($customerID: ID!, $query: String, $limit: Int, $offset: Int, $includeID: ID, $filters: EquipmentFilters, $sortColumn: String, $sortOrder: String) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    includeID: $includeID\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    items {\n      ...EquipmentFields\n    }\n    total\n  }\n}':
    types.AllEquipmentDocument,
  'fragment AssetsEquipmentAsset on EquipmentAsset {\n  equipmentID\n  name\n  manufacturer\n  model\n  protocol\n  ip\n  meta {\n    label\n    value\n    type\n    oid\n  }\n}':
    types.AssetsEquipmentAssetFragmentDoc,
  'mutation AssetsUpdateEquipmentAsset($equipmentID: ID!, $customerID: ID, $meta: [EquipmentMetaInput!]!) {\n  updateEquipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    meta: $meta\n  ) {\n    ...AssetsEquipmentAsset\n  }\n}':
    types.AssetsUpdateEquipmentAssetDocument,
  'query AssetsView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    viewType\n    equipmentIDs\n    canUpdate\n  }\n}':
    types.AssetsViewDocument,
  'mutation DeleteEquipment($id: ID!, $customerID: ID) {\n  deleteEquipment(id: $id, customerID: $customerID)\n}':
    types.DeleteEquipmentDocument,
  'query EquipmentAssetViews($customerID: ID, $limit: Int) {\n  views(customerID: $customerID, viewType: "asset", limit: $limit) {\n    id\n    name\n    equipmentIDs\n  }\n}':
    types.EquipmentAssetViewsDocument,
  'query EquipmentDetails($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    ...EquipmentFields\n  }\n}':
    types.EquipmentDetailsDocument,
  'fragment EquipmentFields on Equipment {\n  id\n  name\n  kind\n  protocol\n  equipmentIP\n  port\n  slaveID\n  disconnected\n  locked\n  isMaintenance\n  isRepair\n  sensorCount\n  status\n  gateway {\n    id\n    name\n  }\n  equipment {\n    id\n    name\n    manufacturer\n    model\n    owner\n  }\n  notes\n  tags\n  version\n  securityLevel\n  authType\n  privacyType\n  context\n  username\n  hasCredentials\n  error {\n    message\n    createdAt\n  }\n  lastUpdated\n  createdAt\n}':
    types.EquipmentFieldsFragmentDoc,
  'query EquipmentFiles($gatewayID: ID!, $equipmentIP: String!, $customerID: ID) {\n  equipmentFiles(\n    gatewayID: $gatewayID\n    equipmentIP: $equipmentIP\n    customerID: $customerID\n  ) {\n    key\n    filename\n    type\n    size\n    createdAt\n    userName\n    url\n  }\n}':
    types.EquipmentFilesDocument,
  'mutation EquipmentFilesDelete($equipmentID: ID!, $key: ID!, $customerID: ID) {\n  deleteEquipmentFile(\n    equipmentID: $equipmentID\n    key: $key\n    customerID: $customerID\n  )\n}':
    types.EquipmentFilesDeleteDocument,
  'query EquipmentFilesEquipment($customerID: ID!, $gatewayID: ID, $query: String) {\n  allEquipment(\n    customerID: $customerID\n    gatewayID: $gatewayID\n    query: $query\n    limit: 50\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n      customerID\n      gateway {\n        id\n        name\n      }\n    }\n  }\n}':
    types.EquipmentFilesEquipmentDocument,
  'query EquipmentGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n  }\n}':
    types.EquipmentGatewayOptionsDocument,
  'query EquipmentLibraryOptions($customerID: ID, $manufacturer: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allLists: true\n    archived: true\n    manufacturer: $manufacturer\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n    protocols\n  }\n}':
    types.EquipmentLibraryOptionsDocument,
  'query EquipmentLogs($equipmentID: ID!, $customerID: ID, $limit: Int, $offset: Int) {\n  equipmentLogs(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      id\n      kind\n      message\n      userName\n      createdAt\n    }\n    total\n  }\n}':
    types.EquipmentLogsDocument,
  'query EquipmentLogsEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n  }\n}':
    types.EquipmentLogsEquipmentDocument,
  'query EquipmentManufacturers($customerID: ID, $query: String) {\n  manufacturers(customerID: $customerID, query: $query)\n}':
    types.EquipmentManufacturersDocument,
  'query EquipmentSensors($customerID: ID, $equipmentID: ID!, $limit: Int) {\n  sensors(\n    customerID: $customerID\n    equipmentID: $equipmentID\n    limit: $limit\n    sortColumn: "name"\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, equipmentID: $equipmentID)\n}':
    types.EquipmentSensorsDocument,
  'query EquipmentTraps($gatewayID: ID, $equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}':
    types.EquipmentTrapsDocument,
  'mutation OnboardEquipment($gatewayID: ID!, $customerID: ID!, $ip: String, $port: Int, $slaveID: Int, $manufacturerModel: ID, $description: String, $protocol: String, $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  onboardEquipment(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    manufacturerModel: $manufacturerModel\n    description: $description\n    protocol: $protocol\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}':
    types.OnboardEquipmentDocument,
  'mutation OnboardEquipmentList($gatewayID: ID!, $customerID: ID!, $equipment: [EquipmentInput!]!) {\n  onboardEquipmentList(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    equipment: $equipment\n  ) {\n    ...EquipmentFields\n  }\n}':
    types.OnboardEquipmentListDocument,
  'mutation SetLockedMode($equipmentID: ID!, $locked: Boolean!, $customerID: ID) {\n  setLockedMode(\n    equipmentID: $equipmentID\n    locked: $locked\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}':
    types.SetLockedModeDocument,
  'mutation SetMaintenanceMode($equipmentID: ID!, $isMaintenance: Boolean!, $customerID: ID) {\n  setMaintenanceMode(\n    equipmentID: $equipmentID\n    isMaintenance: $isMaintenance\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}':
    types.SetMaintenanceModeDocument,
  'mutation SetRepairMode($equipmentID: ID!, $isRepair: Boolean!, $customerID: ID) {\n  setRepairMode(\n    equipmentID: $equipmentID\n    isRepair: $isRepair\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}':
    types.SetRepairModeDocument,
  'mutation UpdateEquipment($id: ID!, $customerID: ID!, $description: String, $ip: String, $port: Int, $slaveID: Int, $notes: String, $tags: [String!], $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  updateEquipment(\n    id: $id\n    customerID: $customerID\n    description: $description\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    notes: $notes\n    tags: $tags\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}':
    types.UpdateEquipmentDocument,
  'query ValidateEquipmentNames($gatewayID: ID!, $names: [String!]!, $customerID: ID) {\n  validateEquipmentNames(\n    gatewayID: $gatewayID\n    names: $names\n    customerID: $customerID\n  ) {\n    valid\n    taken\n    message\n  }\n}':
    types.ValidateEquipmentNamesDocument,
  'mutation AddGatewayAction($gatewayID: ID!, $customerID: ID, $action: String!, $gatewayType: String, $ip: String, $ips: [String!], $offset: Int, $actionID: ID, $cardConfig: CardConfigInput, $snmpCreds: SnmpCredsInput, $snmpCredsList: [SnmpCredsInput!], $snmpWalk: SnmpWalkInput, $probe: ProbeInput) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: $action\n    gatewayType: $gatewayType\n    ip: $ip\n    ips: $ips\n    offset: $offset\n    actionID: $actionID\n    cardConfig: $cardConfig\n    snmpCreds: $snmpCreds\n    snmpCredsList: $snmpCredsList\n    snmpWalk: $snmpWalk\n    probe: $probe\n  ) {\n    id\n    label\n    createdAt\n  }\n}':
    types.AddGatewayActionDocument,
  'query CardConfigEquipment($customerID: ID!, $gatewayID: ID!, $query: String, $limit: Int) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    filters: {protocol: ["SNMP"], gatewayIDs: [$gatewayID]}\n    sortColumn: "equipmentIP"\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n    }\n    total\n  }\n}':
    types.CardConfigEquipmentDocument,
  'mutation CreateWalkLibrary($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}':
    types.CreateWalkLibraryDocument,
  'mutation DeleteGatewayAction($gatewayID: ID!, $customerID: ID, $actionID: ID, $batchLabel: String, $createdAt: String) {\n  deleteGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actionID: $actionID\n    batchLabel: $batchLabel\n    createdAt: $createdAt\n  )\n}':
    types.DeleteGatewayActionDocument,
  'query Discovery($actionID: ID!, $customerID: ID) {\n  discovery(actionID: $actionID, customerID: $customerID) {\n    action {\n      ...GatewayActionFields\n    }\n    devices {\n      ip\n      sysName\n      sysDescr\n      sysObjectID\n      credential\n      libraryID\n      libraryName\n      onboarded\n    }\n  }\n}':
    types.DiscoveryDocument,
  'query FindGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n    gwType\n  }\n}':
    types.FindGatewayOptionsDocument,
  'query GatewayAction($actionID: ID!, $customerID: ID) {\n  gatewayAction(actionID: $actionID, customerID: $customerID) {\n    ...GatewayActionFields\n  }\n}':
    types.GatewayActionDocument,
  'fragment GatewayActionFields on GatewayAction {\n  id\n  gatewayID\n  gatewayType\n  action\n  label\n  ip\n  ips\n  offset\n  createdAt\n  startedAt\n  finishedAt\n  status\n  batch {\n    label\n    totalCount\n    pendingCount\n  }\n  createdBy\n  output\n  error\n  files {\n    name\n    size\n    url\n  }\n  progress {\n    scanned\n    total\n    found\n  }\n  perIp {\n    ip\n    ok\n    error\n  }\n  meta {\n    name\n    value\n  }\n  registers {\n    functionCode\n    startingRegister\n    words\n  }\n}':
    types.GatewayActionFieldsFragmentDoc,
  'query GatewayActionQueue($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n  ) {\n    ...GatewayActionFields\n  }\n}':
    types.GatewayActionQueueDocument,
  'query ImportLibraryOptions($customerID: ID, $query: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allTemplateLists: true\n    archived: true\n    query: $query\n    filters: ["SNMP"]\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}':
    types.ImportLibraryOptionsDocument,
  'mutation ReorderActionQueue($gatewayID: ID!, $customerID: ID, $actions: [ActionOrderInput!]!) {\n  reorderActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actions: $actions\n  ) {\n    ...GatewayActionFields\n  }\n}':
    types.ReorderActionQueueDocument,
  'query SnmpWalk($gatewayID: ID!, $customerID: ID, $ip: String, $actionID: ID, $query: String, $limit: Int, $offset: Int) {\n  snmpWalk(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    actionID: $actionID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    actionID\n    ip\n    root\n    createdAt\n    stopped\n    total\n    oids {\n      oid\n      type\n      value\n    }\n  }\n}':
    types.SnmpWalkDocument,
  'query SnmpWalkExists($gatewayID: ID!, $ip: String, $customerID: ID) {\n  snmpWalkExists(gatewayID: $gatewayID, ip: $ip, customerID: $customerID)\n}':
    types.SnmpWalkExistsDocument,
  'mutation AddGatewayHaNode($gatewayID: ID!, $customerID: ID) {\n  addGatewayHaNode(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}':
    types.AddGatewayHaNodeDocument,
  'mutation DeleteGateway($gatewayID: ID!, $customerID: ID) {\n  deleteGateway(gatewayID: $gatewayID, customerID: $customerID)\n}':
    types.DeleteGatewayDocument,
  'query Gateway($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    ...GatewayFields\n  }\n}':
    types.GatewayDocument,
  'fragment GatewayFields on Network {\n  id\n  name\n  customerID\n  ip\n  lastUpdated\n  pollInterval\n  slave\n  listenTriggered\n  disconnected\n  gwType\n  haStatus\n  version\n  externalID\n  deviceCount\n  createdAt\n}':
    types.GatewayFieldsFragmentDoc,
  'query GatewayHaNodes($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    id\n    gwType\n    haStatus\n    haNodes {\n      node\n      role\n      lastUpdated\n      version\n    }\n  }\n}':
    types.GatewayHaNodesDocument,
  'query Gateways($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: GatewayFilters, $sortColumn: String, $sortOrder: String, $selectedID: ID) {\n  gateways(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n    selectedID: $selectedID\n  ) {\n    ...GatewayFields\n  }\n  gatewayCount(customerID: $customerID, query: $query, filters: $filters)\n}':
    types.GatewaysDocument,
  'mutation RegisterGateway($customerID: ID!, $name: String!, $pollInterval: Int, $externalID: String) {\n  registerGateway(\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n    externalID: $externalID\n  ) {\n    id\n    name\n    token\n  }\n}':
    types.RegisterGatewayDocument,
  'mutation RotateGatewayToken($gatewayID: ID!, $customerID: ID) {\n  rotateGatewayToken(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}':
    types.RotateGatewayTokenDocument,
  'mutation SetActivateSlave($gatewayID: ID!, $activate: Boolean!) {\n  setActivateSlave(gatewayID: $gatewayID, activate: $activate) {\n    id\n    slave\n    listenTriggered\n    disconnected\n  }\n}':
    types.SetActivateSlaveDocument,
  'mutation UpdateGateway($gatewayID: ID!, $customerID: ID, $name: String, $pollInterval: Int) {\n  updateGateway(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n  ) {\n    ...GatewayFields\n  }\n}':
    types.UpdateGatewayDocument,
  'query RecentViews($customerID: ID, $limit: Int) {\n  recentViews(customerID: $customerID, limit: $limit) {\n    id\n    name\n    customerID\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n  }\n}':
    types.RecentViewsDocument,
  'query SiteSummary($customerID: ID!) {\n  siteSummary(customerID: $customerID) {\n    gateways\n    gatewaysConnected\n    gatewaysDisconnected\n    gatewaysListening\n    equipment\n    equipmentOk\n    equipmentWarning\n    equipmentError\n    equipmentDisconnected\n    equipmentMaintenance\n    equipmentRepair\n  }\n}':
    types.SiteSummaryDocument,
  'mutation AddLibrary($customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!]) {\n  addEquipmentList(\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n  ) {\n    ...LibraryFields\n  }\n}':
    types.AddLibraryDocument,
  'mutation AddModbusTemplate($libraryID: ID!, $customerID: ID!, $registers: [ModbusRegisterInput!]!) {\n  addModbusTemplate(\n    libraryID: $libraryID\n    customerID: $customerID\n    registers: $registers\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n  }\n}':
    types.AddModbusTemplateDocument,
  'mutation DeleteLibrary($id: ID!, $customerID: ID!) {\n  deleteEquipmentLib(id: $id, customerID: $customerID)\n}':
    types.DeleteLibraryDocument,
  'mutation DeleteModbusRegister($id: ID!, $customerID: ID!) {\n  deleteModbusRegister(id: $id, customerID: $customerID)\n}':
    types.DeleteModbusRegisterDocument,
  'mutation DeleteSnmpRegister($id: ID!, $customerID: ID!) {\n  deleteSNMPRegister(id: $id, customerID: $customerID)\n}':
    types.DeleteSnmpRegisterDocument,
  'mutation EditLibrary($id: ID!, $customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!], $dynamicOIDLabels: [DynamicOidLabelInput!], $metaList: [LibraryMetaInput!]) {\n  editEquipmentLib(\n    id: $id\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n    dynamicOIDLabels: $dynamicOIDLabels\n    metaList: $metaList\n  ) {\n    ...LibraryFields\n  }\n}':
    types.EditLibraryDocument,
  'mutation EditModbusRegister($id: ID!, $customerID: ID!, $name: String!, $functionCode: Int!, $startingRegister: Int!, $numOfReg: Int!, $dataType: String!, $wordOrder: String, $addressOffset: Int, $addressDataType: String, $multiplier: Float, $offset: Float, $unit: String, $mask: Int, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editModbusRegister(\n    id: $id\n    customerID: $customerID\n    name: $name\n    functionCode: $functionCode\n    startingRegister: $startingRegister\n    numOfReg: $numOfReg\n    dataType: $dataType\n    wordOrder: $wordOrder\n    addressOffset: $addressOffset\n    addressDataType: $addressDataType\n    multiplier: $multiplier\n    offset: $offset\n    unit: $unit\n    mask: $mask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...ModbusPointFields\n  }\n}':
    types.EditModbusRegisterDocument,
  'mutation EditSnmpRegister($id: ID!, $customerID: ID!, $oid: String!, $name: String!, $unit: String, $renamedUnit: String, $multiplier: Float, $offset: Float, $strMask: String, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editSNMPRegister(\n    id: $id\n    customerID: $customerID\n    oid: $oid\n    name: $name\n    unit: $unit\n    renamedUnit: $renamedUnit\n    multiplier: $multiplier\n    offset: $offset\n    strMask: $strMask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...SnmpPointFields\n  }\n}':
    types.EditSnmpRegisterDocument,
  'query Library($equipmentID: ID!, $customerID: ID) {\n  equipmentLib(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    withRegisters: true\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}':
    types.LibraryDocument,
  'fragment LibraryFields on EquipmentLibrary {\n  id\n  name\n  model\n  manufacturer\n  archived\n  docRevision\n  tags\n  owner\n  ownerID\n  sysObjectID\n  protocols\n  modbusTemplate {\n    id\n    name\n  }\n  snmpTemplate {\n    id\n    name\n  }\n  dynamicOIDLabels {\n    label\n    value\n  }\n  metaList {\n    id\n    oid\n    type\n    values\n    label\n  }\n}':
    types.LibraryFieldsFragmentDoc,
  'query LibraryList($customerID: ID, $defaultList: Boolean, $allLists: Boolean, $defaultTemplateList: Boolean, $allTemplateLists: Boolean, $filters: [String!], $manufacturer: String, $query: String, $limit: Int, $offset: Int, $archived: Boolean) {\n  equipmentList(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    limit: $limit\n    offset: $offset\n    archived: $archived\n  ) {\n    ...LibraryFields\n  }\n  equipmentListCount(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    archived: $archived\n  )\n}':
    types.LibraryListDocument,
  'query LibraryManufacturers($customerID: ID) {\n  manufacturers(customerID: $customerID)\n}':
    types.LibraryManufacturersDocument,
  'fragment ModbusPointFields on ModbusPoint {\n  id\n  name\n  functionCode\n  startingRegister\n  numberOfRegisters\n  dataType\n  wordOrder\n  addressOffset\n  addressDataType\n  multiplier\n  offset\n  unit\n  mask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}':
    types.ModbusPointFieldsFragmentDoc,
  'mutation QueueModbusRead($gatewayID: ID!, $customerID: ID, $gatewayType: String, $ip: String!, $modbusRead: ModbusReadInput!) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: "MODBUS_READ"\n    gatewayType: $gatewayType\n    ip: $ip\n    modbusRead: $modbusRead\n  ) {\n    id\n    label\n    createdAt\n  }\n}':
    types.QueueModbusReadDocument,
  'fragment SnmpPointFields on SnmpPoint {\n  id\n  oid\n  name\n  unit\n  renamedUnit\n  multiplier\n  offset\n  strMask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}':
    types.SnmpPointFieldsFragmentDoc,
  'mutation ImportMib($customerID: ID!, $fileName: String!, $text: String!) {\n  importMib(customerID: $customerID, fileName: $fileName, text: $text) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}':
    types.ImportMibDocument,
  'query MibModules($customerID: ID!) {\n  mibModules(customerID: $customerID) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}':
    types.MibModulesDocument,
  'fragment MibObjectFields on MibObject {\n  oid\n  name\n  module\n  kind\n  shape\n  syntax\n  access\n  units\n  description\n  enums {\n    value\n    label\n  }\n}':
    types.MibObjectFieldsFragmentDoc,
  'query MibObjects($customerID: ID!, $module: String!, $query: String, $limit: Int, $offset: Int) {\n  mibObjects(\n    customerID: $customerID\n    module: $module\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    items {\n      ...MibObjectFields\n    }\n  }\n}':
    types.MibObjectsDocument,
  'query ResolveOids($customerID: ID!, $oids: [String!]!) {\n  resolveOids(customerID: $customerID, oids: $oids) {\n    input\n    oid\n    name\n    module\n    instance\n    error\n    warning\n    object {\n      ...MibObjectFields\n    }\n  }\n}':
    types.ResolveOidsDocument,
  'mutation SaveSnmpTemplate($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!, $libraryID: ID) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n    libraryID: $libraryID\n  ) {\n    ...LibraryFields\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}':
    types.SaveSnmpTemplateDocument,
  'query SnmpWalkOptions($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n    actionTypes: ["SNMP_WALK"]\n  ) {\n    id\n    ip\n    status\n    createdAt\n    finishedAt\n  }\n}':
    types.SnmpWalkOptionsDocument,
  'query MarketingRequests($type: String, $limit: Int, $offset: Int) {\n  marketingRequests(type: $type, limit: $limit, offset: $offset) {\n    id\n    type\n    name\n    email\n    company\n    phone\n    planType\n    notes\n    productName\n    createdAt\n    mailedAt\n  }\n  marketingRequestCount(type: $type)\n}':
    types.MarketingRequestsDocument,
  'mutation RequestDemo($name: String!, $email: String!, $company: String, $phone: String, $type: String, $productName: String, $allowedToken: String!, $planType: String, $notes: String) {\n  requestDemo(\n    name: $name\n    email: $email\n    company: $company\n    phone: $phone\n    type: $type\n    productName: $productName\n    allowedToken: $allowedToken\n    planType: $planType\n    notes: $notes\n  )\n}':
    types.RequestDemoDocument,
  'mutation SubmitBugReport($email: String!, $subject: String!, $description: String) {\n  submitBugReport(email: $email, subject: $subject, description: $description)\n}':
    types.SubmitBugReportDocument,
  'mutation AddOverlayView($name: String!, $image: String!, $height: Float!, $width: Float!, $customerID: ID!) {\n  addOverlayView(\n    name: $name\n    image: $image\n    height: $height\n    width: $width\n    customerID: $customerID\n  ) {\n    ...OverlayViewFields\n  }\n}':
    types.AddOverlayViewDocument,
  'query OverlaySensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    unit\n    states\n    disconnected\n    status\n    equipmentName\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}':
    types.OverlaySensorPickerDocument,
  'query OverlayView($viewID: ID!, $customerID: ID, $token: String) {\n  overlayView(viewID: $viewID, customerID: $customerID, token: $token) {\n    ...OverlayViewFields\n  }\n}':
    types.OverlayViewDocument,
  'fragment OverlayViewFields on OverlayView {\n  id\n  name\n  customerID\n  image\n  imageID\n  height\n  width\n  x\n  y\n  rotation\n  canUpdate\n  canDelete\n  canShare\n  heatMaps {\n    id\n    colorA\n    colorB\n    colorC\n    valueA\n    valueC\n  }\n  overlays {\n    id\n    kind\n    size\n    x\n    y\n    open\n    opacity\n    backgroundColor\n    heatMapColor\n    heatMapID\n    status\n    statusColor\n    data {\n      __typename\n      ... on Sensor {\n        id\n        name\n        unit\n        states\n        disconnected\n        status\n        equipmentName\n        reading {\n          value\n          detail\n          createdAt\n        }\n      }\n      ... on OverlayViewLink {\n        viewID\n        name\n        viewType\n        warnings\n        errors\n        disconnectedCount: disconnected\n      }\n      ... on OverlayLink {\n        name\n        url\n      }\n    }\n  }\n}':
    types.OverlayViewFieldsFragmentDoc,
  'query OverlayViewPicker($customerID: ID, $query: String, $limit: Int) {\n  views(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    viewType\n    warnings\n    errors\n    disconnected\n  }\n}':
    types.OverlayViewPickerDocument,
  'mutation SaveOverlays($viewID: ID!, $customerID: ID!, $overlays: [OverlayInput!]!, $heatMaps: [HeatMapInput!]!) {\n  saveOverlays(\n    viewID: $viewID\n    customerID: $customerID\n    overlays: $overlays\n    heatMaps: $heatMaps\n  ) {\n    ...OverlayViewFields\n  }\n}':
    types.SaveOverlaysDocument,
  'mutation UpdateOverlayImage($viewID: ID!, $image: String!, $customerID: ID!) {\n  updateOverlayImage(viewID: $viewID, image: $image, customerID: $customerID) {\n    ...OverlayViewFields\n  }\n}':
    types.UpdateOverlayImageDocument,
  'mutation UpdateOverlayView($viewID: ID!, $customerID: ID!, $name: String, $height: Float, $width: Float, $x: Float, $y: Float, $rotation: Float) {\n  updateOverlayView(\n    viewID: $viewID\n    customerID: $customerID\n    name: $name\n    height: $height\n    width: $width\n    x: $x\n    y: $y\n    rotation: $rotation\n  ) {\n    ...OverlayViewFields\n  }\n}':
    types.UpdateOverlayViewDocument,
  'mutation AddQuoteComment($quoteID: ID!, $comment: String!) {\n  addQuoteComment(quoteID: $quoteID, comment: $comment) {\n    ...QuoteCommentFields\n  }\n}':
    types.AddQuoteCommentDocument,
  'mutation CreateOrder($visibleID: String!, $partnerID: ID!) {\n  createOrder(visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}':
    types.CreateOrderDocument,
  'mutation DeleteQuote($id: ID!) {\n  deleteQuote(id: $id)\n}': types.DeleteQuoteDocument,
  'fragment LicenseFields on License {\n  id\n  partnerID\n  partnerName\n  customerID\n  customerName\n  planType\n  deviceLimit\n  devicesInUse\n  overLimit\n  startsOn\n  renewsOn\n  orderID\n}':
    types.LicenseFieldsFragmentDoc,
  'query Licenses($partnerID: ID, $limit: Int, $offset: Int) {\n  licenses(partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...LicenseFields\n  }\n}':
    types.LicensesDocument,
  'mutation NewPartner($name: String!) {\n  newPartner(name: $name) {\n    ...PartnerListFields\n  }\n}':
    types.NewPartnerDocument,
  'query Order($id: ID, $visibleID: String, $partnerID: ID) {\n  order(id: $id, visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}':
    types.OrderDocument,
  'fragment OrderFields on Order {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  internalID\n  quoteID\n  surveyID\n  status\n  statusDates {\n    status\n    at\n    by\n  }\n  settableStatuses\n  createdAt\n}':
    types.OrderFieldsFragmentDoc,
  'query Orders($partnerID: ID, $status: String, $limit: Int, $offset: Int) {\n  orders(partnerID: $partnerID, status: $status, limit: $limit, offset: $offset) {\n    ...OrderFields\n  }\n  orderCount(partnerID: $partnerID, status: $status)\n}':
    types.OrdersDocument,
  'query PartnerDocs($category: String) {\n  marketingDocuments(category: $category) {\n    id\n    name\n    category\n    description\n    fileName\n    contentType\n    size\n    thumbnailPath\n    downloadPath\n    partnerID\n    createdAt\n  }\n}':
    types.PartnerDocsDocument,
  'mutation PartnerDocsDelete($id: ID!) {\n  deleteMarketingDocument(id: $id)\n}':
    types.PartnerDocsDeleteDocument,
  'query PartnerList($query: String, $limit: Int, $offset: Int) {\n  partners(query: $query, limit: $limit, offset: $offset) {\n    ...PartnerListFields\n  }\n  partnerCount(query: $query)\n}':
    types.PartnerListDocument,
  'fragment PartnerListFields on Account {\n  id\n  name\n  kind\n  customerCount\n  userCount\n}':
    types.PartnerListFieldsFragmentDoc,
  'mutation PartnerLogoDelete($id: ID!) {\n  deleteLogo(id: $id)\n}':
    types.PartnerLogoDeleteDocument,
  'query PartnerLogos($partnerID: ID!) {\n  logos(partnerID: $partnerID) {\n    id\n    width\n    height\n    url\n  }\n}':
    types.PartnerLogosDocument,
  'mutation PartnerMibDelete($partnerID: ID!, $key: ID!) {\n  deletePartnerMib(partnerID: $partnerID, key: $key)\n}':
    types.PartnerMibDeleteDocument,
  'fragment PartnerMibFields on PartnerMib {\n  key\n  name\n  fileName\n  installing\n  installError\n  objectCount\n  createdAt\n}':
    types.PartnerMibFieldsFragmentDoc,
  'mutation PartnerMibImport($partnerID: ID!, $fileName: String!, $text: String!) {\n  importPartnerMib(partnerID: $partnerID, fileName: $fileName, text: $text) {\n    ...PartnerMibFields\n  }\n}':
    types.PartnerMibImportDocument,
  'query PartnerMibs($partnerID: ID!) {\n  MIBs(partnerID: $partnerID) {\n    ...PartnerMibFields\n  }\n}':
    types.PartnerMibsDocument,
  'query PartnerUsers($partnerID: ID!, $query: String, $limit: Int, $offset: Int) {\n  partnerUsers(\n    partnerID: $partnerID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...PartnerUserFields\n  }\n}\n\nfragment PartnerUserFields on PartnerUser {\n  id\n  email\n  firstName\n  lastName\n  verified\n  partnerAdmin\n  partnerRoles\n  isSelf\n}':
    types.PartnerUsersDocument,
  'mutation PartnerUsersEdit($partnerID: ID!, $userID: ID!, $partnerAdmin: Boolean!, $partnerRoles: [String!]!) {\n  editPartnerUser(\n    partnerID: $partnerID\n    userID: $userID\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n  ) {\n    ...PartnerUserFields\n  }\n}':
    types.PartnerUsersEditDocument,
  'mutation PartnerUsersInvite($partnerID: ID!, $email: String!, $partnerAdmin: Boolean, $partnerRoles: [String!], $productName: String) {\n  invitePartnerUser(\n    partnerID: $partnerID\n    email: $email\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n    productName: $productName\n  ) {\n    ...PartnerUserFields\n  }\n}':
    types.PartnerUsersInviteDocument,
  'mutation PartnerUsersRemove($partnerID: ID!, $userID: ID!) {\n  removePartnerUser(partnerID: $partnerID, userID: $userID)\n}':
    types.PartnerUsersRemoveDocument,
  'query PublicSurvey($token: String!) {\n  publicSurvey(token: $token) {\n    ...SurveyFields\n  }\n}':
    types.PublicSurveyDocument,
  'mutation PublicSurveyAddComment($token: String!, $equipmentID: ID, $author: String!, $comment: String!) {\n  addPublicSurveyComment(\n    token: $token\n    equipmentID: $equipmentID\n    author: $author\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}':
    types.PublicSurveyAddCommentDocument,
  'mutation PublicSurveyDeleteAttachment($token: String!, $id: ID!) {\n  deletePublicSurveyAttachment(token: $token, id: $id)\n}':
    types.PublicSurveyDeleteAttachmentDocument,
  'mutation PublicSurveyUpdate($token: String!, $survey: PublicSurveyInput!) {\n  updatePublicSurvey(token: $token, survey: $survey) {\n    ...SurveyFields\n  }\n}':
    types.PublicSurveyUpdateDocument,
  'query Quote($id: ID, $visibleID: String) {\n  quote(id: $id, visibleID: $visibleID) {\n    ...QuoteFields\n  }\n}':
    types.QuoteDocument,
  'fragment QuoteCommentFields on QuoteComment {\n  id\n  comment\n  author\n  createdAt\n}':
    types.QuoteCommentFieldsFragmentDoc,
  'query QuoteCustomers($partnerID: ID, $limit: Int) {\n  customers(partnerID: $partnerID, limit: $limit) {\n    id\n    name\n    parentID\n  }\n}':
    types.QuoteCustomersDocument,
  'fragment QuoteFields on Quote {\n  ...QuoteRowFields\n  planType\n  deviceCount\n  items {\n    id\n    kind\n    description\n    quantity\n    unitPriceCents\n    totalCents\n  }\n  comments {\n    ...QuoteCommentFields\n  }\n  createdByID\n  createdAt\n  surveyID\n}':
    types.QuoteFieldsFragmentDoc,
  'fragment QuoteRowFields on Quote {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  title\n  hidden\n  priority\n  revision\n  totalCents\n  createdBy\n  updatedAt\n  orderID\n}':
    types.QuoteRowFieldsFragmentDoc,
  'query Quotes($partnerID: ID, $createdBy: ID, $includeHidden: Boolean, $query: String, $limit: Int, $offset: Int) {\n  quotes(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...QuoteRowFields\n  }\n  quoteCount(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n  )\n}':
    types.QuotesDocument,
  'mutation SaveLicense($customerID: ID!, $planType: String!, $deviceLimit: Int, $startsOn: String!) {\n  saveLicense(\n    customerID: $customerID\n    planType: $planType\n    deviceLimit: $deviceLimit\n    startsOn: $startsOn\n  ) {\n    ...LicenseFields\n  }\n}':
    types.SaveLicenseDocument,
  'mutation SaveQuote($id: ID, $partnerID: ID!, $quote: QuoteInput!) {\n  saveQuote(id: $id, partnerID: $partnerID, quote: $quote) {\n    ...QuoteFields\n  }\n}':
    types.SaveQuoteDocument,
  'mutation SetOrderStatus($id: ID!, $status: String!, $at: String) {\n  setOrderStatus(id: $id, status: $status, at: $at) {\n    ...OrderFields\n  }\n}':
    types.SetOrderStatusDocument,
  'mutation SurveyAddComment($surveyID: ID!, $equipmentID: ID, $comment: String!) {\n  addSurveyComment(\n    surveyID: $surveyID\n    equipmentID: $equipmentID\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}':
    types.SurveyAddCommentDocument,
  'query SurveyCustomers($partnerID: ID, $query: String, $limit: Int) {\n  customers(partnerID: $partnerID, query: $query, limit: $limit) {\n    id\n    name\n  }\n}':
    types.SurveyCustomersDocument,
  'mutation SurveyDeleteAttachment($id: ID!) {\n  deleteSurveyAttachment(id: $id)\n}':
    types.SurveyDeleteAttachmentDocument,
  'fragment SurveyFields on SiteSurvey {\n  id\n  visibleID\n  partnerID\n  customerID\n  customerName\n  quoteID\n  siteName\n  siteContactName\n  siteContactEmail\n  link {\n    isActive\n    url\n    sentTo\n    sentAt\n  }\n  progress\n  feedback\n  equipment {\n    id\n    name\n    quantity\n    commentCount\n    attachmentCount\n  }\n  attachments {\n    id\n    equipmentID\n    name\n    description\n    contentType\n    size\n    downloadPath\n    createdAt\n  }\n  comments {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n  submittedAt\n  createdAt\n  updatedAt\n}':
    types.SurveyFieldsFragmentDoc,
  'mutation SurveyOnboard($partnerID: ID!, $customerName: String!, $survey: SiteSurveyInput!) {\n  onboardCustomer(\n    partnerID: $partnerID\n    customerName: $customerName\n    survey: $survey\n  ) {\n    ...SurveyFields\n  }\n}':
    types.SurveyOnboardDocument,
  'query SurveyQuote($id: ID) {\n  quote(id: $id) {\n    id\n    visibleID\n    customerID\n    customerName\n  }\n}':
    types.SurveyQuoteDocument,
  'mutation SurveyRenewLink($id: ID!) {\n  renewSurveyLink(id: $id) {\n    ...SurveyFields\n  }\n}':
    types.SurveyRenewLinkDocument,
  'mutation SurveySave($id: ID, $partnerID: ID!, $survey: SiteSurveyInput!) {\n  saveSiteSurvey(id: $id, partnerID: $partnerID, survey: $survey) {\n    ...SurveyFields\n  }\n}':
    types.SurveySaveDocument,
  'mutation SurveySend($id: ID!, $productName: String) {\n  sendSiteSurvey(id: $id, productName: $productName) {\n    ...SurveyFields\n  }\n}':
    types.SurveySendDocument,
  'mutation SurveySetLinkActive($id: ID!, $isActive: Boolean!) {\n  setSurveyLinkActive(id: $id, isActive: $isActive) {\n    ...SurveyFields\n  }\n}':
    types.SurveySetLinkActiveDocument,
  'query SurveySiteSurvey($id: ID, $visibleID: String) {\n  siteSurvey(id: $id, visibleID: $visibleID) {\n    ...SurveyFields\n  }\n}':
    types.SurveySiteSurveyDocument,
  'mutation UpdateOrder($id: ID!, $internalID: String, $surveyID: ID) {\n  updateOrder(id: $id, internalID: $internalID, surveyID: $surveyID) {\n    ...OrderFields\n  }\n}':
    types.UpdateOrderDocument,
  'mutation AddReportSchedule($customerID: ID!, $viewID: ID!, $range: TimeRange!, $time: String!, $timeZone: String!, $recipients: [String!]!, $productName: String) {\n  addReportSchedule(\n    customerID: $customerID\n    viewID: $viewID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n    productName: $productName\n  ) {\n    ...ReportScheduleFields\n  }\n}':
    types.AddReportScheduleDocument,
  'mutation DeleteReport($id: ID!, $customerID: ID!) {\n  deleteReport(id: $id, customerID: $customerID)\n}':
    types.DeleteReportDocument,
  'mutation DeleteReportSchedule($id: ID!, $customerID: ID!) {\n  deleteReportSchedule(id: $id, customerID: $customerID)\n}':
    types.DeleteReportScheduleDocument,
  'query Report($viewName: String, $viewID: ID!, $customerID: ID, $reportRange: TimeRange!, $startDate: Float!, $endDate: Float!, $timezoneOffset: Int!, $productName: String, $timeZone: String) {\n  report(\n    viewName: $viewName\n    viewID: $viewID\n    customerID: $customerID\n    reportRange: $reportRange\n    startDate: $startDate\n    endDate: $endDate\n    timezoneOffset: $timezoneOffset\n    productName: $productName\n    timeZone: $timeZone\n  ) {\n    reportUrl\n    report {\n      ...ReportFields\n    }\n  }\n}':
    types.ReportDocument,
  'fragment ReportFields on Report {\n  id\n  viewID\n  viewName\n  range\n  startDate\n  endDate\n  timeZone\n  createdBy\n  scheduleID\n  createdAt\n  size\n  url\n  canDelete\n}':
    types.ReportFieldsFragmentDoc,
  'fragment ReportScheduleFields on ReportSchedule {\n  id\n  viewID\n  viewName\n  range\n  time\n  timeZone\n  recipients\n  nextRunAt\n  lastRunAt\n  lastError\n  createdBy\n  pending\n}':
    types.ReportScheduleFieldsFragmentDoc,
  'query ReportSchedules($customerID: ID!) {\n  reportSchedules(customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}':
    types.ReportSchedulesDocument,
  'query ReportViews($customerID: ID, $query: String, $limit: Int) {\n  views(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    viewType: "dashboard"\n  ) {\n    id\n    name\n    canUpdate\n  }\n}':
    types.ReportViewsDocument,
  'query Reports($customerID: ID!, $limit: Int, $offset: Int) {\n  reports(customerID: $customerID, limit: $limit, offset: $offset) {\n    reports {\n      ...ReportFields\n    }\n    total\n  }\n}':
    types.ReportsDocument,
  'mutation SendReportNow($id: ID!, $customerID: ID!) {\n  sendReportNow(id: $id, customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}':
    types.SendReportNowDocument,
  'mutation UpdateReportSchedule($id: ID!, $customerID: ID!, $range: TimeRange, $time: String, $timeZone: String, $recipients: [String!]) {\n  updateReportSchedule(\n    id: $id\n    customerID: $customerID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n  ) {\n    ...ReportScheduleFields\n  }\n}':
    types.UpdateReportScheduleDocument,
  'mutation AddSensors($sensors: [SensorInput!]!, $equipmentID: ID!, $customerID: ID!, $dynamicConversions: Boolean, $deleteSensors: [ID!], $oidVars: [OidVarInput!]) {\n  addSensors(\n    sensors: $sensors\n    equipmentID: $equipmentID\n    customerID: $customerID\n    dynamicConversions: $dynamicConversions\n    deleteSensors: $deleteSensors\n    oidVars: $oidVars\n  ) {\n    passes\n    fails {\n      id\n      message\n    }\n    updated\n    deleted\n  }\n}':
    types.AddSensorsDocument,
  'query ManageSensors($gatewayID: ID!, $equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    oidVars {\n      letter\n      value\n    }\n  }\n  registers(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n  ) {\n    modbusPoints {\n      id\n      sensorID\n      name\n      unit\n      functionCode\n      startingRegister\n      addressOffset\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n    snmpPoints {\n      id\n      sensorID\n      name\n      unit\n      oid\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n  }\n}':
    types.ManageSensorsDocument,
  'query ManageSensorsLibrary($libraryID: ID!, $customerID: ID) {\n  equipmentLib(equipmentID: $libraryID, customerID: $customerID) {\n    id\n    dynamicOIDLabels {\n      label\n      value\n    }\n  }\n}':
    types.ManageSensorsLibraryDocument,
  'query ManagedSensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    unit\n    greenTo\n    yellowTo\n    redTo\n    deadband\n    delay\n    alarmOnly\n    states\n    conditions\n    smartThresholds {\n      warning\n      critical\n    }\n  }\n}':
    types.ManagedSensorDocument,
  'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}':
    types.SensorDocument,
  'query SensorInsight($customerID: ID, $sensorIDs: [ID!]!) {\n  readings(\n    customerID: $customerID\n    widgets: [{sensorIDs: $sensorIDs, range: LATEST, insights: true}]\n  ) {\n    insights {\n      sensorID\n      learnedHours\n      smartThresholds {\n        warning\n        critical\n      }\n    }\n  }\n}':
    types.SensorInsightDocument,
  'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}':
    types.SensorLogsDocument,
  'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}':
    types.SensorTrendDocument,
  'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}':
    types.SensorsDocument,
  'mutation AddViewUser($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserInviteInput!]!, $productName: String) {\n  addViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    productName: $productName\n  ) {\n    successes\n    failures {\n      email\n      error\n    }\n  }\n}':
    types.AddViewUserDocument,
  'mutation CreateShareLink($viewID: ID!, $customerID: ID!, $productName: String, $expireDays: Int) {\n  createShareLink(\n    viewID: $viewID\n    customerID: $customerID\n    productName: $productName\n    expireDays: $expireDays\n  ) {\n    id\n    url\n    token\n    expireAt\n  }\n}':
    types.CreateShareLinkDocument,
  'mutation DeleteViewUser($viewID: ID!, $viewName: String, $id: ID!, $customerID: ID!) {\n  deleteViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    id: $id\n    customerID: $customerID\n  )\n}':
    types.DeleteViewUserDocument,
  'mutation RevokeShareLink($id: ID!, $customerID: ID!) {\n  revokeShareLink(id: $id, customerID: $customerID)\n}':
    types.RevokeShareLinkDocument,
  'query ShareUsers($customerID: ID!, $query: String!) {\n  shareUsers(customerID: $customerID, query: $query) {\n    id\n    email\n    isInCustomer\n  }\n}':
    types.ShareUsersDocument,
  'query SharedViewByToken($token: String!) {\n  view(token: $token) {\n    ...ViewPageFields\n  }\n}':
    types.SharedViewByTokenDocument,
  'query SharingView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    isPublic\n    canShare\n  }\n}':
    types.SharingViewDocument,
  'mutation UpdateViewUsers($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserPermissionInput!]!, $isPublic: Boolean) {\n  updateViewUsers(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    isPublic: $isPublic\n  )\n}':
    types.UpdateViewUsersDocument,
  'query ViewShareLinks($viewID: ID!, $customerID: ID) {\n  sharedViews(viewID: $viewID, customerID: $customerID, withStatus: true) {\n    id\n    createdAt\n    expireAt\n    revokedAt\n    createdBy\n    status\n  }\n}':
    types.ViewShareLinksDocument,
  'query ViewUsers($viewID: ID!, $customerID: ID!) {\n  viewUsers(viewID: $viewID, customerID: $customerID) {\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    permissions {\n      read\n      update\n      delete\n      share\n    }\n    alerts {\n      yellow\n      red\n      disconnected\n      cleared\n    }\n    roles {\n      id\n      name\n    }\n    reasons\n  }\n}':
    types.ViewUsersDocument,
  'query DefaultTemplates($equipmentID: ID!, $customerID: ID) {\n  templates(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    isDefault: true\n    limit: 5\n  ) {\n    id\n    name\n  }\n}':
    types.DefaultTemplatesDocument,
  'mutation DeleteTemplate($id: ID!, $customerID: ID!) {\n  deleteTemplate(id: $id, customerID: $customerID)\n}':
    types.DeleteTemplateDocument,
  'mutation NewTemplate($viewID: ID!, $name: String!, $customerID: ID!, $equipmentNames: [String!]!, $makeDefault: Boolean) {\n  newTemplate(\n    viewID: $viewID\n    name: $name\n    customerID: $customerID\n    equipmentNames: $equipmentNames\n    makeDefault: $makeDefault\n  ) {\n    ...TemplateFields\n  }\n}':
    types.NewTemplateDocument,
  'mutation NewTemplateView($templateID: ID!, $name: String!, $customerID: ID!, $isPublic: Boolean, $equipment: [ID!]!, $overwriteThresholds: Boolean) {\n  newTemplateView(\n    templateID: $templateID\n    name: $name\n    customerID: $customerID\n    isPublic: $isPublic\n    equipment: $equipment\n    overwriteThresholds: $overwriteThresholds\n  ) {\n    id\n    name\n  }\n}':
    types.NewTemplateViewDocument,
  'mutation ReapplyTemplate($id: ID!, $customerID: ID) {\n  reapplyTemplate(id: $id, customerID: $customerID) {\n    views\n    outOfSyncViewCount\n  }\n}':
    types.ReapplyTemplateDocument,
  'query StampEquipment($customerID: ID!, $query: String, $limit: Int, $includeID: ID, $filters: EquipmentFilters) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n    filters: $filters\n  ) {\n    items {\n      id\n      name\n      protocol\n      gateway {\n        id\n        name\n      }\n      equipment {\n        id\n        manufacturer\n        model\n      }\n    }\n    total\n  }\n}':
    types.StampEquipmentDocument,
  'query Template($customerID: ID, $id: ID!) {\n  template(customerID: $customerID, id: $id) {\n    ...TemplateFields\n    layout\n    sourceViewID\n    displayEquipment {\n      order\n      registers\n    }\n  }\n}':
    types.TemplateDocument,
  'fragment TemplateFields on Template {\n  id\n  name\n  owner\n  ownerID\n  viewCount\n  outOfSyncViewCount\n  isDefault\n  widgetCount\n  canDelete\n  createdAt\n  equipment {\n    order\n    name\n    protocol\n    libraryID\n    manufacturer\n    model\n  }\n}':
    types.TemplateFieldsFragmentDoc,
  'query TemplateRegisters($id: ID, $customerID: ID) {\n  templateRegisters(id: $id, customerID: $customerID) {\n    widgetID\n    order\n    registerID\n    name\n    unit\n    protocol\n  }\n}':
    types.TemplateRegistersDocument,
  'query TemplateSlotEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n  }\n}':
    types.TemplateSlotEquipmentDocument,
  'query TemplateViewDrift($id: ID!, $customerID: ID) {\n  templateViewDrift(id: $id, customerID: $customerID) {\n    viewID\n    viewName\n    changes\n  }\n}':
    types.TemplateViewDriftDocument,
  'query TemplateViewEquipment($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    id\n    equipmentID\n    equipmentName\n  }\n}':
    types.TemplateViewEquipmentDocument,
  'query TemplateWidgets($id: ID!, $customerID: ID) {\n  templateWidgets(id: $id, customerID: $customerID) {\n    id\n    key\n    name\n    type\n    displayType\n    unit\n  }\n}':
    types.TemplateWidgetsDocument,
  'query Templates($customerID: ID, $query: String, $limit: Int, $offset: Int, $isDefault: Boolean, $isCustomer: Boolean) {\n  templates(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    isDefault: $isDefault\n    isCustomer: $isCustomer\n  ) {\n    ...TemplateFields\n    templateCount\n  }\n}':
    types.TemplatesDocument,
  'mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}':
    types.DeleteTagDocument,
  'mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}':
    types.DeleteViewDocument,
  'mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}': types.DeleteWidgetDocument,
  'mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}':
    types.DuplicateWidgetDocument,
  'mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}':
    types.NewTagDocument,
  'mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}':
    types.NewViewDocument,
  'mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}':
    types.NewWidgetDocument,
  'query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}':
    types.SensorPickerDocument,
  'fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}':
    types.TagNodeFieldsFragmentDoc,
  'mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}':
    types.UpdateViewLayoutDocument,
  'mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}':
    types.UpdateViewTrendSyncDocument,
  'mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}':
    types.UpdateWidgetDocument,
  'query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}':
    types.ValidateViewNamesDocument,
  'query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    ...ViewPageFields\n  }\n}':
    types.ViewDocument,
  'query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}':
    types.ViewCountsDocument,
  'fragment ViewPageFields on View {\n  id\n  name\n  customerID\n  layout\n  canUpdate\n  canShare\n  canDelete\n  trendV2\n  trendSync\n  viewType\n}':
    types.ViewPageFieldsFragmentDoc,
  'query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}':
    types.ViewsDocument,
  'query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}':
    types.WidgetEquipmentPickerDocument,
  'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}':
    types.WidgetFieldsFragmentDoc,
  'query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!, $token: String) {\n  readings(customerID: $customerID, widgets: $widgets, token: $token) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}':
    types.WidgetReadingsDocument,
  'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  equipmentMaintenance\n  equipmentRepair\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}':
    types.WidgetSensorFieldsFragmentDoc,
  'query WidgetSensors($widgetIDs: [ID!]!, $token: String) {\n  sensors(widgetIDs: $widgetIDs, token: $token) {\n    ...WidgetSensorFields\n    register\n  }\n}':
    types.WidgetSensorsDocument,
  'query Widgets($viewID: ID!, $token: String) {\n  widgets(id: $viewID, token: $token) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}':
    types.WidgetsDocument,
  'mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}':
    types.ResetTimerDocument,
  'query ViewAlarms($viewID: ID!, $customerID: ID, $token: String) {\n  viewAlarms(viewID: $viewID, customerID: $customerID, token: $token) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}':
    types.ViewAlarmsDocument,
  'query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID, $token: String) {\n  equipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    token: $token\n  ) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}':
    types.WidgetEquipmentAssetDocument,
  'fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID, $token: String) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID, token: $token) {\n    ...WidgetTimerFields\n  }\n}':
    types.WidgetTimerFieldsFragmentDoc,
  'query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int, $token: String) {\n  snmpTraps(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    token: $token\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}':
    types.WidgetTrapsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AcknowledgeAlarm($customerID: ID!, $id: ID!, $comment: String) {\n  acknowledgeAlarm(customerID: $customerID, id: $id, comment: $comment) {\n    ...AlarmFields\n  }\n}',
): (typeof documents)['mutation AcknowledgeAlarm($customerID: ID!, $id: ID!, $comment: String) {\n  acknowledgeAlarm(customerID: $customerID, id: $id, comment: $comment) {\n    ...AlarmFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AlarmCounts($customerID: ID!, $query: String, $mine: Boolean) {\n  alarmCounts(customerID: $customerID, query: $query, mine: $mine) {\n    open\n    acknowledged\n    cleared\n  }\n}',
): (typeof documents)['query AlarmCounts($customerID: ID!, $query: String, $mine: Boolean) {\n  alarmCounts(customerID: $customerID, query: $query, mine: $mine) {\n    open\n    acknowledged\n    cleared\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AlarmDeliveries($customerID: ID!, $alarmID: ID!) {\n  alarmDeliveries(customerID: $customerID, alarmID: $alarmID) {\n    id\n    kind\n    channel\n    recipient\n    status\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n}',
): (typeof documents)['query AlarmDeliveries($customerID: ID!, $alarmID: ID!) {\n  alarmDeliveries(customerID: $customerID, alarmID: $alarmID) {\n    id\n    kind\n    channel\n    recipient\n    status\n    attempts\n    lastError\n    sentAt\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AlarmFields on Alarm {\n  id\n  customerID\n  subjectKind\n  name\n  sensorID\n  equipmentID\n  equipmentName\n  gatewayID\n  gatewayName\n  phase\n  severity\n  value\n  unit\n  detail\n  startedAt\n  openedAt\n  clearedAt\n  suppressed\n  ack\n  ackAt\n  ackBy\n  ackComment\n}',
): (typeof documents)['fragment AlarmFields on Alarm {\n  id\n  customerID\n  subjectKind\n  name\n  sensorID\n  equipmentID\n  equipmentName\n  gatewayID\n  gatewayName\n  phase\n  severity\n  value\n  unit\n  detail\n  startedAt\n  openedAt\n  clearedAt\n  suppressed\n  ack\n  ackAt\n  ackBy\n  ackComment\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Alarms($customerID: ID!, $phase: String!, $query: String, $mine: Boolean, $limit: Int, $offset: Int) {\n  alarms(\n    customerID: $customerID\n    phase: $phase\n    query: $query\n    mine: $mine\n    limit: $limit\n    offset: $offset\n  ) {\n    ...AlarmFields\n  }\n}',
): (typeof documents)['query Alarms($customerID: ID!, $phase: String!, $query: String, $mine: Boolean, $limit: Int, $offset: Int) {\n  alarms(\n    customerID: $customerID\n    phase: $phase\n    query: $query\n    mine: $mine\n    limit: $limit\n    offset: $offset\n  ) {\n    ...AlarmFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SendTestAlert($customerID: ID, $productName: String) {\n  sendTestAlert(customerID: $customerID, productName: $productName) {\n    channel\n    sent\n    error\n  }\n}',
): (typeof documents)['mutation SendTestAlert($customerID: ID, $productName: String) {\n  sendTestAlert(customerID: $customerID, productName: $productName) {\n    channel\n    sent\n    error\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AccountProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    totp\n    saml\n    customer {\n      id\n    }\n  }\n}',
): (typeof documents)['query AccountProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    totp\n    saml\n    customer {\n      id\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ActivateTotp {\n  activateTotp {\n    recoveryCodes\n  }\n}',
): (typeof documents)['mutation ActivateTotp {\n  activateTotp {\n    recoveryCodes\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeactivateTotp($password: String!) {\n  deactivateTotp(password: $password)\n}',
): (typeof documents)['mutation DeactivateTotp($password: String!) {\n  deactivateTotp(password: $password)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EditUser($firstName: String, $lastName: String, $phone: String, $email: String) {\n  editUser(\n    firstName: $firstName\n    lastName: $lastName\n    phone: $phone\n    email: $email\n  ) {\n    id\n    email\n    firstName\n    lastName\n    phone\n  }\n}',
): (typeof documents)['mutation EditUser($firstName: String, $lastName: String, $phone: String, $email: String) {\n  editUser(\n    firstName: $firstName\n    lastName: $lastName\n    phone: $phone\n    email: $email\n  ) {\n    id\n    email\n    firstName\n    lastName\n    phone\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation GeneratePasswordToken($email: String!, $productName: String) {\n  generatePasswordToken(email: $email, productName: $productName)\n}',
): (typeof documents)['mutation GeneratePasswordToken($email: String!, $productName: String) {\n  generatePasswordToken(email: $email, productName: $productName)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation GenerateTotp($productName: String, $isMsAuth: Boolean) {\n  generateTotp(productName: $productName, isMsAuth: $isMsAuth) {\n    url\n    plaintext\n  }\n}',
): (typeof documents)['mutation GenerateTotp($productName: String, $isMsAuth: Boolean) {\n  generateTotp(productName: $productName, isMsAuth: $isMsAuth) {\n    url\n    plaintext\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetPassword($id: ID!, $token: String!, $password: String!) {\n  resetPassword(id: $id, token: $token, password: $password)\n}',
): (typeof documents)['mutation ResetPassword($id: ID!, $token: String!, $password: String!) {\n  resetPassword(id: $id, token: $token, password: $password)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetUserPassword($currentPassword: String!, $newPassword: String!) {\n  resetUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}',
): (typeof documents)['mutation ResetUserPassword($currentPassword: String!, $newPassword: String!) {\n  resetUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SamlConfig($customerID: ID!) {\n  samlConfig(customerID: $customerID) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}',
): (typeof documents)['query SamlConfig($customerID: ID!) {\n  samlConfig(customerID: $customerID) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    managedCustomerIDs\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n      logo {\n        id\n        width\n        height\n        url\n      }\n    }\n  }\n  needsTotp\n}',
): (typeof documents)['query Session {\n  me {\n    id\n    firstName\n    lastName\n    email\n    totp\n    super\n    saml\n    homeUrl\n    partnerAdmin\n    partnerID\n    managedCustomerIDs\n    customer {\n      id\n      name\n      roles\n    }\n    partner {\n      id\n      name\n      logo {\n        id\n        width\n        height\n        url\n      }\n    }\n  }\n  needsTotp\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}',
): (typeof documents)['mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}',
): (typeof documents)['mutation SignInWithCode($code: String!) {\n  signInWithCode(code: $code) {\n    needsTotp\n    user {\n      id\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignOut {\n  signOut\n}',
): (typeof documents)['mutation SignOut {\n  signOut\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SsoLoginPath($customerID: ID!) {\n  ssoLoginPath(customerID: $customerID)\n}',
): (typeof documents)['query SsoLoginPath($customerID: ID!) {\n  ssoLoginPath(customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateSamlConfig($customerID: ID!, $enabled: Boolean!, $idpMetadataUrl: String, $idpMetadataXml: String) {\n  updateSamlConfig(\n    customerID: $customerID\n    enabled: $enabled\n    idpMetadataUrl: $idpMetadataUrl\n    idpMetadataXml: $idpMetadataXml\n  ) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}',
): (typeof documents)['mutation UpdateSamlConfig($customerID: ID!, $enabled: Boolean!, $idpMetadataUrl: String, $idpMetadataXml: String) {\n  updateSamlConfig(\n    customerID: $customerID\n    enabled: $enabled\n    idpMetadataUrl: $idpMetadataUrl\n    idpMetadataXml: $idpMetadataXml\n  ) {\n    customerID\n    enabled\n    idpMetadataUrl\n    idpEntityId\n    idpSsoUrl\n    spEntityId\n    spAcsUrl\n    spMetadataUrl\n    spCertificate\n    loginPath\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateToken($email: String!, $productName: String) {\n  updateToken(email: $email, productName: $productName)\n}',
): (typeof documents)['mutation UpdateToken($email: String!, $productName: String) {\n  updateToken(email: $email, productName: $productName)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidatePasswordToken($token: String!) {\n  validatePasswordToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}',
): (typeof documents)['query ValidatePasswordToken($token: String!) {\n  validatePasswordToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}',
): (typeof documents)['query ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    id\n    email\n    firstName\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation VerifyTotp($code: String!) {\n  verifyTotp(code: $code)\n}',
): (typeof documents)['mutation VerifyTotp($code: String!) {\n  verifyTotp(code: $code)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation VerifyUser($id: ID!, $token: String!, $password: String!, $acceptedTerms: Boolean) {\n  verifyUser(\n    id: $id\n    token: $token\n    password: $password\n    acceptedTerms: $acceptedTerms\n  )\n}',
): (typeof documents)['mutation VerifyUser($id: ID!, $token: String!, $password: String!, $acceptedTerms: Boolean) {\n  verifyUser(\n    id: $id\n    token: $token\n    password: $password\n    acceptedTerms: $acceptedTerms\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AccountFields on Account {\n  id\n  name\n  kind\n  parentID\n  parentName\n  customerCount\n  userCount\n  gatewayCount\n}',
): (typeof documents)['fragment AccountFields on Account {\n  id\n  name\n  kind\n  parentID\n  parentName\n  customerCount\n  userCount\n  gatewayCount\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AllGateways($query: String, $limit: Int, $offset: Int) {\n  gateways(query: $query, limit: $limit, offset: $offset, sortColumn: "name") {\n    ...GatewayFields\n    customerName\n  }\n  gatewayCount(query: $query)\n}',
): (typeof documents)['query AllGateways($query: String, $limit: Int, $offset: Int) {\n  gateways(query: $query, limit: $limit, offset: $offset, sortColumn: "name") {\n    ...GatewayFields\n    customerName\n  }\n  gatewayCount(query: $query)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompanySettings($customerID: ID!) {\n  companySettings(customerID: $customerID) {\n    ...CompanySettingsFields\n  }\n}',
): (typeof documents)['query CompanySettings($customerID: ID!) {\n  companySettings(customerID: $customerID) {\n    ...CompanySettingsFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CompanySettingsFields on CompanySettings {\n  customerID\n  name\n  defaultRoles\n  emailAlertsDefault\n  smsAlertsDefault\n  serviceContacts {\n    name\n    email\n    phone\n  }\n  helpDeskEmail\n  helpDeskTokenSet\n  helpDeskDomain\n  livestreamURL\n}',
): (typeof documents)['fragment CompanySettingsFields on CompanySettings {\n  customerID\n  name\n  defaultRoles\n  emailAlertsDefault\n  smsAlertsDefault\n  serviceContacts {\n    name\n    email\n    phone\n  }\n  helpDeskEmail\n  helpDeskTokenSet\n  helpDeskDomain\n  livestreamURL\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompanyUsers($customerID: ID, $query: String, $limit: Int, $offset: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit, offset: $offset) {\n    id\n    email\n    firstName\n    lastName\n    verified\n    saml\n    super\n    roles\n    isSelf\n  }\n  userCount(customerID: $customerID, query: $query)\n}',
): (typeof documents)['query CompanyUsers($customerID: ID, $query: String, $limit: Int, $offset: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit, offset: $offset) {\n    id\n    email\n    firstName\n    lastName\n    verified\n    saml\n    super\n    roles\n    isSelf\n  }\n  userCount(customerID: $customerID, query: $query)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Customer($id: ID!, $isPartner: Boolean) {\n  customer(id: $id, isPartner: $isPartner) {\n    id\n    name\n    kind\n  }\n}',
): (typeof documents)['query Customer($id: ID!, $isPartner: Boolean) {\n  customer(id: $id, isPartner: $isPartner) {\n    id\n    name\n    kind\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Customers($query: String, $partnerID: ID, $limit: Int, $offset: Int) {\n  customers(query: $query, partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...AccountFields\n  }\n  customerCount(query: $query, partnerID: $partnerID)\n}',
): (typeof documents)['query Customers($query: String, $partnerID: ID, $limit: Int, $offset: Int) {\n  customers(query: $query, partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...AccountFields\n  }\n  customerCount(query: $query, partnerID: $partnerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteUser($customerID: ID!, $email: String!) {\n  deleteUser(customerID: $customerID, email: $email)\n}',
): (typeof documents)['mutation DeleteUser($customerID: ID!, $email: String!) {\n  deleteUser(customerID: $customerID, email: $email)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EditCustomerHomePage($customerID: ID!, $userID: ID!, $desktopUrl: String) {\n  editCustomerHomePage(\n    customerID: $customerID\n    userID: $userID\n    desktopUrl: $desktopUrl\n  )\n}',
): (typeof documents)['mutation EditCustomerHomePage($customerID: ID!, $userID: ID!, $desktopUrl: String) {\n  editCustomerHomePage(\n    customerID: $customerID\n    userID: $userID\n    desktopUrl: $desktopUrl\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EditCustomerPermissions($customerID: ID!, $permissions: [UserPermissionsInput!]!) {\n  editCustomerPermissions(customerID: $customerID, permissions: $permissions)\n}',
): (typeof documents)['mutation EditCustomerPermissions($customerID: ID!, $permissions: [UserPermissionsInput!]!) {\n  editCustomerPermissions(customerID: $customerID, permissions: $permissions)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation InviteToCompany($email: String!, $customerID: ID!, $productName: String, $roles: [String!]) {\n  inviteToCompany(\n    email: $email\n    customerID: $customerID\n    productName: $productName\n    roles: $roles\n  ) {\n    id\n    email\n  }\n}',
): (typeof documents)['mutation InviteToCompany($email: String!, $customerID: ID!, $productName: String, $roles: [String!]) {\n  inviteToCompany(\n    email: $email\n    customerID: $customerID\n    productName: $productName\n    roles: $roles\n  ) {\n    id\n    email\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewCustomer($name: String!, $productName: String, $partnerID: ID) {\n  newCustomer(name: $name, productName: $productName, partnerID: $partnerID) {\n    ...AccountFields\n  }\n}',
): (typeof documents)['mutation NewCustomer($name: String!, $productName: String, $partnerID: ID) {\n  newCustomer(name: $name, productName: $productName, partnerID: $partnerID) {\n    ...AccountFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReinviteToCompany($id: ID!, $customerID: ID!, $productName: String) {\n  reinviteToCompany(id: $id, customerID: $customerID, productName: $productName)\n}',
): (typeof documents)['mutation ReinviteToCompany($id: ID!, $customerID: ID!, $productName: String) {\n  reinviteToCompany(id: $id, customerID: $customerID, productName: $productName)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SystemStatus {\n  systemStatus {\n    checkedAt\n    processes {\n      id\n      host\n      pid\n      startedAt\n      lastSeenAt\n      rssBytes\n    }\n    database\n    databaseOk\n    redisOk\n    gatewaysConnected\n    gatewaysTotal\n    readingsPerSecond\n    notificationsQueued\n    reportRunsQueued\n    gatewayActionsQueued\n  }\n}',
): (typeof documents)['query SystemStatus {\n  systemStatus {\n    checkedAt\n    processes {\n      id\n      host\n      pid\n      startedAt\n      lastSeenAt\n      rssBytes\n    }\n    database\n    databaseOk\n    redisOk\n    gatewaysConnected\n    gatewaysTotal\n    readingsPerSecond\n    notificationsQueued\n    reportRunsQueued\n    gatewayActionsQueued\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCompanySettings($customerID: ID!, $settings: CompanySettingsInput!) {\n  updateCompanySettings(customerID: $customerID, settings: $settings) {\n    ...CompanySettingsFields\n  }\n}',
): (typeof documents)['mutation UpdateCompanySettings($customerID: ID!, $settings: CompanySettingsInput!) {\n  updateCompanySettings(customerID: $customerID, settings: $settings) {\n    ...CompanySettingsFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UserSuggestions($customerID: ID, $query: String, $limit: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    email\n    firstName\n    lastName\n  }\n}',
): (typeof documents)['query UserSuggestions($customerID: ID, $query: String, $limit: Int) {\n  users(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    email\n    firstName\n    lastName\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AcknowledgeAlarmByToken($token: String!, $comment: String) {\n  acknowledgeAlarmByToken(token: $token, comment: $comment) {\n    ...AlarmFields\n  }\n}',
): (typeof documents)['mutation AcknowledgeAlarmByToken($token: String!, $comment: String) {\n  acknowledgeAlarmByToken(token: $token, comment: $comment) {\n    ...AlarmFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AlarmByToken($token: String!) {\n  alarmByToken(token: $token) {\n    customerName\n    alarm {\n      ...AlarmFields\n    }\n  }\n}',
): (typeof documents)['query AlarmByToken($token: String!) {\n  alarmByToken(token: $token) {\n    customerName\n    alarm {\n      ...AlarmFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AlarmRuleFields on AlarmRule {\n  id\n  viewID\n  name\n  condition {\n    kind\n    sensorID\n    name\n    unit\n    value\n  }\n  result\n  text\n  active\n  createdAt\n}',
): (typeof documents)['fragment AlarmRuleFields on AlarmRule {\n  id\n  viewID\n  name\n  condition {\n    kind\n    sensorID\n    name\n    unit\n    value\n  }\n  result\n  text\n  active\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AlertsView($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    canUpdate\n  }\n}',
): (typeof documents)['query AlertsView($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    id\n    name\n    customerID\n    canUpdate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID!) {\n  deleteAlarmRule(viewID: $viewID, customerID: $customerID, ruleID: $ruleID)\n}',
): (typeof documents)['mutation DeleteAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID!) {\n  deleteAlarmRule(viewID: $viewID, customerID: $customerID, ruleID: $ruleID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MyViewAlerts($customerID: ID!, $limit: Int, $offset: Int) {\n  myViewAlerts(customerID: $customerID, limit: $limit, offset: $offset) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}',
): (typeof documents)['query MyViewAlerts($customerID: ID!, $limit: Int, $offset: Int) {\n  myViewAlerts(customerID: $customerID, limit: $limit, offset: $offset) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SaveAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID, $name: String!, $condition: [AlarmRuleTokenInput!]!, $result: String!) {\n  saveAlarmRule(\n    viewID: $viewID\n    customerID: $customerID\n    ruleID: $ruleID\n    name: $name\n    condition: $condition\n    result: $result\n  ) {\n    ...AlarmRuleFields\n  }\n}',
): (typeof documents)['mutation SaveAlarmRule($viewID: ID!, $customerID: ID!, $ruleID: ID, $name: String!, $condition: [AlarmRuleTokenInput!]!, $result: String!) {\n  saveAlarmRule(\n    viewID: $viewID\n    customerID: $customerID\n    ruleID: $ruleID\n    name: $name\n    condition: $condition\n    result: $result\n  ) {\n    ...AlarmRuleFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateUserAlerts($alerts: [UserAlertsInput!]!) {\n  updateUserAlerts(alerts: $alerts) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}',
): (typeof documents)['mutation UpdateUserAlerts($alerts: [UserAlertsInput!]!) {\n  updateUserAlerts(alerts: $alerts) {\n    viewID\n    viewName\n    customerID\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateViewAlerts($viewID: ID!, $viewName: String, $customerID: ID!, $alerts: [ViewAlertsInput!]!) {\n  updateViewAlerts(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    alerts: $alerts\n  ) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}',
): (typeof documents)['mutation UpdateViewAlerts($viewID: ID!, $viewName: String, $customerID: ID!, $alerts: [ViewAlertsInput!]!) {\n  updateViewAlerts(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    alerts: $alerts\n  ) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewAlarmRules($viewID: ID!, $customerID: ID!) {\n  viewAlarmRules(viewID: $viewID, customerID: $customerID) {\n    ...AlarmRuleFields\n  }\n}',
): (typeof documents)['query ViewAlarmRules($viewID: ID!, $customerID: ID!) {\n  viewAlarmRules(viewID: $viewID, customerID: $customerID) {\n    ...AlarmRuleFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewAlerts($viewID: ID!, $customerID: ID!) {\n  viewAlerts(viewID: $viewID, customerID: $customerID) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}',
): (typeof documents)['query ViewAlerts($viewID: ID!, $customerID: ID!) {\n  viewAlerts(viewID: $viewID, customerID: $customerID) {\n    userID\n    email\n    yellow\n    red\n    disconnected\n    cleared\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AllEquipment($customerID: ID!, $query: String, $limit: Int, $offset: Int, $includeID: ID, $filters: EquipmentFilters, $sortColumn: String, $sortOrder: String) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    includeID: $includeID\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    items {\n      ...EquipmentFields\n    }\n    total\n  }\n}',
): (typeof documents)['query AllEquipment($customerID: ID!, $query: String, $limit: Int, $offset: Int, $includeID: ID, $filters: EquipmentFilters, $sortColumn: String, $sortOrder: String) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    includeID: $includeID\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    items {\n      ...EquipmentFields\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AssetsEquipmentAsset on EquipmentAsset {\n  equipmentID\n  name\n  manufacturer\n  model\n  protocol\n  ip\n  meta {\n    label\n    value\n    type\n    oid\n  }\n}',
): (typeof documents)['fragment AssetsEquipmentAsset on EquipmentAsset {\n  equipmentID\n  name\n  manufacturer\n  model\n  protocol\n  ip\n  meta {\n    label\n    value\n    type\n    oid\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AssetsUpdateEquipmentAsset($equipmentID: ID!, $customerID: ID, $meta: [EquipmentMetaInput!]!) {\n  updateEquipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    meta: $meta\n  ) {\n    ...AssetsEquipmentAsset\n  }\n}',
): (typeof documents)['mutation AssetsUpdateEquipmentAsset($equipmentID: ID!, $customerID: ID, $meta: [EquipmentMetaInput!]!) {\n  updateEquipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    meta: $meta\n  ) {\n    ...AssetsEquipmentAsset\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AssetsView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    viewType\n    equipmentIDs\n    canUpdate\n  }\n}',
): (typeof documents)['query AssetsView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    viewType\n    equipmentIDs\n    canUpdate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteEquipment($id: ID!, $customerID: ID) {\n  deleteEquipment(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteEquipment($id: ID!, $customerID: ID) {\n  deleteEquipment(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentAssetViews($customerID: ID, $limit: Int) {\n  views(customerID: $customerID, viewType: "asset", limit: $limit) {\n    id\n    name\n    equipmentIDs\n  }\n}',
): (typeof documents)['query EquipmentAssetViews($customerID: ID, $limit: Int) {\n  views(customerID: $customerID, viewType: "asset", limit: $limit) {\n    id\n    name\n    equipmentIDs\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentDetails($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['query EquipmentDetails($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment EquipmentFields on Equipment {\n  id\n  name\n  kind\n  protocol\n  equipmentIP\n  port\n  slaveID\n  disconnected\n  locked\n  isMaintenance\n  isRepair\n  sensorCount\n  status\n  gateway {\n    id\n    name\n  }\n  equipment {\n    id\n    name\n    manufacturer\n    model\n    owner\n  }\n  notes\n  tags\n  version\n  securityLevel\n  authType\n  privacyType\n  context\n  username\n  hasCredentials\n  error {\n    message\n    createdAt\n  }\n  lastUpdated\n  createdAt\n}',
): (typeof documents)['fragment EquipmentFields on Equipment {\n  id\n  name\n  kind\n  protocol\n  equipmentIP\n  port\n  slaveID\n  disconnected\n  locked\n  isMaintenance\n  isRepair\n  sensorCount\n  status\n  gateway {\n    id\n    name\n  }\n  equipment {\n    id\n    name\n    manufacturer\n    model\n    owner\n  }\n  notes\n  tags\n  version\n  securityLevel\n  authType\n  privacyType\n  context\n  username\n  hasCredentials\n  error {\n    message\n    createdAt\n  }\n  lastUpdated\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentFiles($gatewayID: ID!, $equipmentIP: String!, $customerID: ID) {\n  equipmentFiles(\n    gatewayID: $gatewayID\n    equipmentIP: $equipmentIP\n    customerID: $customerID\n  ) {\n    key\n    filename\n    type\n    size\n    createdAt\n    userName\n    url\n  }\n}',
): (typeof documents)['query EquipmentFiles($gatewayID: ID!, $equipmentIP: String!, $customerID: ID) {\n  equipmentFiles(\n    gatewayID: $gatewayID\n    equipmentIP: $equipmentIP\n    customerID: $customerID\n  ) {\n    key\n    filename\n    type\n    size\n    createdAt\n    userName\n    url\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EquipmentFilesDelete($equipmentID: ID!, $key: ID!, $customerID: ID) {\n  deleteEquipmentFile(\n    equipmentID: $equipmentID\n    key: $key\n    customerID: $customerID\n  )\n}',
): (typeof documents)['mutation EquipmentFilesDelete($equipmentID: ID!, $key: ID!, $customerID: ID) {\n  deleteEquipmentFile(\n    equipmentID: $equipmentID\n    key: $key\n    customerID: $customerID\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentFilesEquipment($customerID: ID!, $gatewayID: ID, $query: String) {\n  allEquipment(\n    customerID: $customerID\n    gatewayID: $gatewayID\n    query: $query\n    limit: 50\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n      customerID\n      gateway {\n        id\n        name\n      }\n    }\n  }\n}',
): (typeof documents)['query EquipmentFilesEquipment($customerID: ID!, $gatewayID: ID, $query: String) {\n  allEquipment(\n    customerID: $customerID\n    gatewayID: $gatewayID\n    query: $query\n    limit: 50\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n      customerID\n      gateway {\n        id\n        name\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n  }\n}',
): (typeof documents)['query EquipmentGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentLibraryOptions($customerID: ID, $manufacturer: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allLists: true\n    archived: true\n    manufacturer: $manufacturer\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n    protocols\n  }\n}',
): (typeof documents)['query EquipmentLibraryOptions($customerID: ID, $manufacturer: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allLists: true\n    archived: true\n    manufacturer: $manufacturer\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n    protocols\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentLogs($equipmentID: ID!, $customerID: ID, $limit: Int, $offset: Int) {\n  equipmentLogs(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      id\n      kind\n      message\n      userName\n      createdAt\n    }\n    total\n  }\n}',
): (typeof documents)['query EquipmentLogs($equipmentID: ID!, $customerID: ID, $limit: Int, $offset: Int) {\n  equipmentLogs(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      id\n      kind\n      message\n      userName\n      createdAt\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentLogsEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n  }\n}',
): (typeof documents)['query EquipmentLogsEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentManufacturers($customerID: ID, $query: String) {\n  manufacturers(customerID: $customerID, query: $query)\n}',
): (typeof documents)['query EquipmentManufacturers($customerID: ID, $query: String) {\n  manufacturers(customerID: $customerID, query: $query)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentSensors($customerID: ID, $equipmentID: ID!, $limit: Int) {\n  sensors(\n    customerID: $customerID\n    equipmentID: $equipmentID\n    limit: $limit\n    sortColumn: "name"\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, equipmentID: $equipmentID)\n}',
): (typeof documents)['query EquipmentSensors($customerID: ID, $equipmentID: ID!, $limit: Int) {\n  sensors(\n    customerID: $customerID\n    equipmentID: $equipmentID\n    limit: $limit\n    sortColumn: "name"\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, equipmentID: $equipmentID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EquipmentTraps($gatewayID: ID, $equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}',
): (typeof documents)['query EquipmentTraps($gatewayID: ID, $equipmentID: ID, $customerID: ID, $limit: Int) {\n  snmpTraps(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation OnboardEquipment($gatewayID: ID!, $customerID: ID!, $ip: String, $port: Int, $slaveID: Int, $manufacturerModel: ID, $description: String, $protocol: String, $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  onboardEquipment(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    manufacturerModel: $manufacturerModel\n    description: $description\n    protocol: $protocol\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['mutation OnboardEquipment($gatewayID: ID!, $customerID: ID!, $ip: String, $port: Int, $slaveID: Int, $manufacturerModel: ID, $description: String, $protocol: String, $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  onboardEquipment(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    manufacturerModel: $manufacturerModel\n    description: $description\n    protocol: $protocol\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation OnboardEquipmentList($gatewayID: ID!, $customerID: ID!, $equipment: [EquipmentInput!]!) {\n  onboardEquipmentList(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    equipment: $equipment\n  ) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['mutation OnboardEquipmentList($gatewayID: ID!, $customerID: ID!, $equipment: [EquipmentInput!]!) {\n  onboardEquipmentList(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    equipment: $equipment\n  ) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetLockedMode($equipmentID: ID!, $locked: Boolean!, $customerID: ID) {\n  setLockedMode(\n    equipmentID: $equipmentID\n    locked: $locked\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['mutation SetLockedMode($equipmentID: ID!, $locked: Boolean!, $customerID: ID) {\n  setLockedMode(\n    equipmentID: $equipmentID\n    locked: $locked\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetMaintenanceMode($equipmentID: ID!, $isMaintenance: Boolean!, $customerID: ID) {\n  setMaintenanceMode(\n    equipmentID: $equipmentID\n    isMaintenance: $isMaintenance\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['mutation SetMaintenanceMode($equipmentID: ID!, $isMaintenance: Boolean!, $customerID: ID) {\n  setMaintenanceMode(\n    equipmentID: $equipmentID\n    isMaintenance: $isMaintenance\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetRepairMode($equipmentID: ID!, $isRepair: Boolean!, $customerID: ID) {\n  setRepairMode(\n    equipmentID: $equipmentID\n    isRepair: $isRepair\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['mutation SetRepairMode($equipmentID: ID!, $isRepair: Boolean!, $customerID: ID) {\n  setRepairMode(\n    equipmentID: $equipmentID\n    isRepair: $isRepair\n    customerID: $customerID\n  ) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateEquipment($id: ID!, $customerID: ID!, $description: String, $ip: String, $port: Int, $slaveID: Int, $notes: String, $tags: [String!], $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  updateEquipment(\n    id: $id\n    customerID: $customerID\n    description: $description\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    notes: $notes\n    tags: $tags\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}',
): (typeof documents)['mutation UpdateEquipment($id: ID!, $customerID: ID!, $description: String, $ip: String, $port: Int, $slaveID: Int, $notes: String, $tags: [String!], $snmpVersion: String, $communityString: String, $username: String, $authType: String, $authKey: String, $securityLevel: String, $privacyType: String, $privacySecret: String, $context: String) {\n  updateEquipment(\n    id: $id\n    customerID: $customerID\n    description: $description\n    ip: $ip\n    port: $port\n    slaveID: $slaveID\n    notes: $notes\n    tags: $tags\n    snmpVersion: $snmpVersion\n    communityString: $communityString\n    username: $username\n    authType: $authType\n    authKey: $authKey\n    securityLevel: $securityLevel\n    privacyType: $privacyType\n    privacySecret: $privacySecret\n    context: $context\n  ) {\n    ...EquipmentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidateEquipmentNames($gatewayID: ID!, $names: [String!]!, $customerID: ID) {\n  validateEquipmentNames(\n    gatewayID: $gatewayID\n    names: $names\n    customerID: $customerID\n  ) {\n    valid\n    taken\n    message\n  }\n}',
): (typeof documents)['query ValidateEquipmentNames($gatewayID: ID!, $names: [String!]!, $customerID: ID) {\n  validateEquipmentNames(\n    gatewayID: $gatewayID\n    names: $names\n    customerID: $customerID\n  ) {\n    valid\n    taken\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddGatewayAction($gatewayID: ID!, $customerID: ID, $action: String!, $gatewayType: String, $ip: String, $ips: [String!], $offset: Int, $actionID: ID, $cardConfig: CardConfigInput, $snmpCreds: SnmpCredsInput, $snmpCredsList: [SnmpCredsInput!], $snmpWalk: SnmpWalkInput, $probe: ProbeInput) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: $action\n    gatewayType: $gatewayType\n    ip: $ip\n    ips: $ips\n    offset: $offset\n    actionID: $actionID\n    cardConfig: $cardConfig\n    snmpCreds: $snmpCreds\n    snmpCredsList: $snmpCredsList\n    snmpWalk: $snmpWalk\n    probe: $probe\n  ) {\n    id\n    label\n    createdAt\n  }\n}',
): (typeof documents)['mutation AddGatewayAction($gatewayID: ID!, $customerID: ID, $action: String!, $gatewayType: String, $ip: String, $ips: [String!], $offset: Int, $actionID: ID, $cardConfig: CardConfigInput, $snmpCreds: SnmpCredsInput, $snmpCredsList: [SnmpCredsInput!], $snmpWalk: SnmpWalkInput, $probe: ProbeInput) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: $action\n    gatewayType: $gatewayType\n    ip: $ip\n    ips: $ips\n    offset: $offset\n    actionID: $actionID\n    cardConfig: $cardConfig\n    snmpCreds: $snmpCreds\n    snmpCredsList: $snmpCredsList\n    snmpWalk: $snmpWalk\n    probe: $probe\n  ) {\n    id\n    label\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CardConfigEquipment($customerID: ID!, $gatewayID: ID!, $query: String, $limit: Int) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    filters: {protocol: ["SNMP"], gatewayIDs: [$gatewayID]}\n    sortColumn: "equipmentIP"\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n    }\n    total\n  }\n}',
): (typeof documents)['query CardConfigEquipment($customerID: ID!, $gatewayID: ID!, $query: String, $limit: Int) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    filters: {protocol: ["SNMP"], gatewayIDs: [$gatewayID]}\n    sortColumn: "equipmentIP"\n  ) {\n    items {\n      id\n      name\n      equipmentIP\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateWalkLibrary($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}',
): (typeof documents)['mutation CreateWalkLibrary($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteGatewayAction($gatewayID: ID!, $customerID: ID, $actionID: ID, $batchLabel: String, $createdAt: String) {\n  deleteGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actionID: $actionID\n    batchLabel: $batchLabel\n    createdAt: $createdAt\n  )\n}',
): (typeof documents)['mutation DeleteGatewayAction($gatewayID: ID!, $customerID: ID, $actionID: ID, $batchLabel: String, $createdAt: String) {\n  deleteGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actionID: $actionID\n    batchLabel: $batchLabel\n    createdAt: $createdAt\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Discovery($actionID: ID!, $customerID: ID) {\n  discovery(actionID: $actionID, customerID: $customerID) {\n    action {\n      ...GatewayActionFields\n    }\n    devices {\n      ip\n      sysName\n      sysDescr\n      sysObjectID\n      credential\n      libraryID\n      libraryName\n      onboarded\n    }\n  }\n}',
): (typeof documents)['query Discovery($actionID: ID!, $customerID: ID) {\n  discovery(actionID: $actionID, customerID: $customerID) {\n    action {\n      ...GatewayActionFields\n    }\n    devices {\n      ip\n      sysName\n      sysDescr\n      sysObjectID\n      credential\n      libraryID\n      libraryName\n      onboarded\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FindGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n    gwType\n  }\n}',
): (typeof documents)['query FindGatewayOptions($customerID: ID) {\n  networks(customerID: $customerID) {\n    id\n    name\n    gwType\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GatewayAction($actionID: ID!, $customerID: ID) {\n  gatewayAction(actionID: $actionID, customerID: $customerID) {\n    ...GatewayActionFields\n  }\n}',
): (typeof documents)['query GatewayAction($actionID: ID!, $customerID: ID) {\n  gatewayAction(actionID: $actionID, customerID: $customerID) {\n    ...GatewayActionFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment GatewayActionFields on GatewayAction {\n  id\n  gatewayID\n  gatewayType\n  action\n  label\n  ip\n  ips\n  offset\n  createdAt\n  startedAt\n  finishedAt\n  status\n  batch {\n    label\n    totalCount\n    pendingCount\n  }\n  createdBy\n  output\n  error\n  files {\n    name\n    size\n    url\n  }\n  progress {\n    scanned\n    total\n    found\n  }\n  perIp {\n    ip\n    ok\n    error\n  }\n  meta {\n    name\n    value\n  }\n  registers {\n    functionCode\n    startingRegister\n    words\n  }\n}',
): (typeof documents)['fragment GatewayActionFields on GatewayAction {\n  id\n  gatewayID\n  gatewayType\n  action\n  label\n  ip\n  ips\n  offset\n  createdAt\n  startedAt\n  finishedAt\n  status\n  batch {\n    label\n    totalCount\n    pendingCount\n  }\n  createdBy\n  output\n  error\n  files {\n    name\n    size\n    url\n  }\n  progress {\n    scanned\n    total\n    found\n  }\n  perIp {\n    ip\n    ok\n    error\n  }\n  meta {\n    name\n    value\n  }\n  registers {\n    functionCode\n    startingRegister\n    words\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GatewayActionQueue($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n  ) {\n    ...GatewayActionFields\n  }\n}',
): (typeof documents)['query GatewayActionQueue($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n  ) {\n    ...GatewayActionFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ImportLibraryOptions($customerID: ID, $query: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allTemplateLists: true\n    archived: true\n    query: $query\n    filters: ["SNMP"]\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}',
): (typeof documents)['query ImportLibraryOptions($customerID: ID, $query: String, $limit: Int) {\n  equipmentList(\n    customerID: $customerID\n    allTemplateLists: true\n    archived: true\n    query: $query\n    filters: ["SNMP"]\n    limit: $limit\n  ) {\n    id\n    name\n    model\n    manufacturer\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReorderActionQueue($gatewayID: ID!, $customerID: ID, $actions: [ActionOrderInput!]!) {\n  reorderActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actions: $actions\n  ) {\n    ...GatewayActionFields\n  }\n}',
): (typeof documents)['mutation ReorderActionQueue($gatewayID: ID!, $customerID: ID, $actions: [ActionOrderInput!]!) {\n  reorderActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    actions: $actions\n  ) {\n    ...GatewayActionFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SnmpWalk($gatewayID: ID!, $customerID: ID, $ip: String, $actionID: ID, $query: String, $limit: Int, $offset: Int) {\n  snmpWalk(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    actionID: $actionID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    actionID\n    ip\n    root\n    createdAt\n    stopped\n    total\n    oids {\n      oid\n      type\n      value\n    }\n  }\n}',
): (typeof documents)['query SnmpWalk($gatewayID: ID!, $customerID: ID, $ip: String, $actionID: ID, $query: String, $limit: Int, $offset: Int) {\n  snmpWalk(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    ip: $ip\n    actionID: $actionID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    actionID\n    ip\n    root\n    createdAt\n    stopped\n    total\n    oids {\n      oid\n      type\n      value\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SnmpWalkExists($gatewayID: ID!, $ip: String, $customerID: ID) {\n  snmpWalkExists(gatewayID: $gatewayID, ip: $ip, customerID: $customerID)\n}',
): (typeof documents)['query SnmpWalkExists($gatewayID: ID!, $ip: String, $customerID: ID) {\n  snmpWalkExists(gatewayID: $gatewayID, ip: $ip, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddGatewayHaNode($gatewayID: ID!, $customerID: ID) {\n  addGatewayHaNode(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}',
): (typeof documents)['mutation AddGatewayHaNode($gatewayID: ID!, $customerID: ID) {\n  addGatewayHaNode(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteGateway($gatewayID: ID!, $customerID: ID) {\n  deleteGateway(gatewayID: $gatewayID, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteGateway($gatewayID: ID!, $customerID: ID) {\n  deleteGateway(gatewayID: $gatewayID, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Gateway($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    ...GatewayFields\n  }\n}',
): (typeof documents)['query Gateway($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    ...GatewayFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment GatewayFields on Network {\n  id\n  name\n  customerID\n  ip\n  lastUpdated\n  pollInterval\n  slave\n  listenTriggered\n  disconnected\n  gwType\n  haStatus\n  version\n  externalID\n  deviceCount\n  createdAt\n}',
): (typeof documents)['fragment GatewayFields on Network {\n  id\n  name\n  customerID\n  ip\n  lastUpdated\n  pollInterval\n  slave\n  listenTriggered\n  disconnected\n  gwType\n  haStatus\n  version\n  externalID\n  deviceCount\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GatewayHaNodes($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    id\n    gwType\n    haStatus\n    haNodes {\n      node\n      role\n      lastUpdated\n      version\n    }\n  }\n}',
): (typeof documents)['query GatewayHaNodes($id: ID!, $customerID: ID) {\n  network(id: $id, customerID: $customerID) {\n    id\n    gwType\n    haStatus\n    haNodes {\n      node\n      role\n      lastUpdated\n      version\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Gateways($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: GatewayFilters, $sortColumn: String, $sortOrder: String, $selectedID: ID) {\n  gateways(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n    selectedID: $selectedID\n  ) {\n    ...GatewayFields\n  }\n  gatewayCount(customerID: $customerID, query: $query, filters: $filters)\n}',
): (typeof documents)['query Gateways($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: GatewayFilters, $sortColumn: String, $sortOrder: String, $selectedID: ID) {\n  gateways(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n    selectedID: $selectedID\n  ) {\n    ...GatewayFields\n  }\n  gatewayCount(customerID: $customerID, query: $query, filters: $filters)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RegisterGateway($customerID: ID!, $name: String!, $pollInterval: Int, $externalID: String) {\n  registerGateway(\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n    externalID: $externalID\n  ) {\n    id\n    name\n    token\n  }\n}',
): (typeof documents)['mutation RegisterGateway($customerID: ID!, $name: String!, $pollInterval: Int, $externalID: String) {\n  registerGateway(\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n    externalID: $externalID\n  ) {\n    id\n    name\n    token\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RotateGatewayToken($gatewayID: ID!, $customerID: ID) {\n  rotateGatewayToken(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}',
): (typeof documents)['mutation RotateGatewayToken($gatewayID: ID!, $customerID: ID) {\n  rotateGatewayToken(gatewayID: $gatewayID, customerID: $customerID) {\n    id\n    name\n    token\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetActivateSlave($gatewayID: ID!, $activate: Boolean!) {\n  setActivateSlave(gatewayID: $gatewayID, activate: $activate) {\n    id\n    slave\n    listenTriggered\n    disconnected\n  }\n}',
): (typeof documents)['mutation SetActivateSlave($gatewayID: ID!, $activate: Boolean!) {\n  setActivateSlave(gatewayID: $gatewayID, activate: $activate) {\n    id\n    slave\n    listenTriggered\n    disconnected\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateGateway($gatewayID: ID!, $customerID: ID, $name: String, $pollInterval: Int) {\n  updateGateway(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n  ) {\n    ...GatewayFields\n  }\n}',
): (typeof documents)['mutation UpdateGateway($gatewayID: ID!, $customerID: ID, $name: String, $pollInterval: Int) {\n  updateGateway(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    name: $name\n    pollInterval: $pollInterval\n  ) {\n    ...GatewayFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query RecentViews($customerID: ID, $limit: Int) {\n  recentViews(customerID: $customerID, limit: $limit) {\n    id\n    name\n    customerID\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n  }\n}',
): (typeof documents)['query RecentViews($customerID: ID, $limit: Int) {\n  recentViews(customerID: $customerID, limit: $limit) {\n    id\n    name\n    customerID\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SiteSummary($customerID: ID!) {\n  siteSummary(customerID: $customerID) {\n    gateways\n    gatewaysConnected\n    gatewaysDisconnected\n    gatewaysListening\n    equipment\n    equipmentOk\n    equipmentWarning\n    equipmentError\n    equipmentDisconnected\n    equipmentMaintenance\n    equipmentRepair\n  }\n}',
): (typeof documents)['query SiteSummary($customerID: ID!) {\n  siteSummary(customerID: $customerID) {\n    gateways\n    gatewaysConnected\n    gatewaysDisconnected\n    gatewaysListening\n    equipment\n    equipmentOk\n    equipmentWarning\n    equipmentError\n    equipmentDisconnected\n    equipmentMaintenance\n    equipmentRepair\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddLibrary($customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!]) {\n  addEquipmentList(\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n  ) {\n    ...LibraryFields\n  }\n}',
): (typeof documents)['mutation AddLibrary($customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!]) {\n  addEquipmentList(\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n  ) {\n    ...LibraryFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddModbusTemplate($libraryID: ID!, $customerID: ID!, $registers: [ModbusRegisterInput!]!) {\n  addModbusTemplate(\n    libraryID: $libraryID\n    customerID: $customerID\n    registers: $registers\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n  }\n}',
): (typeof documents)['mutation AddModbusTemplate($libraryID: ID!, $customerID: ID!, $registers: [ModbusRegisterInput!]!) {\n  addModbusTemplate(\n    libraryID: $libraryID\n    customerID: $customerID\n    registers: $registers\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteLibrary($id: ID!, $customerID: ID!) {\n  deleteEquipmentLib(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteLibrary($id: ID!, $customerID: ID!) {\n  deleteEquipmentLib(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteModbusRegister($id: ID!, $customerID: ID!) {\n  deleteModbusRegister(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteModbusRegister($id: ID!, $customerID: ID!) {\n  deleteModbusRegister(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteSnmpRegister($id: ID!, $customerID: ID!) {\n  deleteSNMPRegister(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteSnmpRegister($id: ID!, $customerID: ID!) {\n  deleteSNMPRegister(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EditLibrary($id: ID!, $customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!], $dynamicOIDLabels: [DynamicOidLabelInput!], $metaList: [LibraryMetaInput!]) {\n  editEquipmentLib(\n    id: $id\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n    dynamicOIDLabels: $dynamicOIDLabels\n    metaList: $metaList\n  ) {\n    ...LibraryFields\n  }\n}',
): (typeof documents)['mutation EditLibrary($id: ID!, $customerID: ID!, $model: String!, $manufacturer: String!, $revision: String, $tags: [String!], $dynamicOIDLabels: [DynamicOidLabelInput!], $metaList: [LibraryMetaInput!]) {\n  editEquipmentLib(\n    id: $id\n    customerID: $customerID\n    model: $model\n    manufacturer: $manufacturer\n    revision: $revision\n    tags: $tags\n    dynamicOIDLabels: $dynamicOIDLabels\n    metaList: $metaList\n  ) {\n    ...LibraryFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EditModbusRegister($id: ID!, $customerID: ID!, $name: String!, $functionCode: Int!, $startingRegister: Int!, $numOfReg: Int!, $dataType: String!, $wordOrder: String, $addressOffset: Int, $addressDataType: String, $multiplier: Float, $offset: Float, $unit: String, $mask: Int, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editModbusRegister(\n    id: $id\n    customerID: $customerID\n    name: $name\n    functionCode: $functionCode\n    startingRegister: $startingRegister\n    numOfReg: $numOfReg\n    dataType: $dataType\n    wordOrder: $wordOrder\n    addressOffset: $addressOffset\n    addressDataType: $addressDataType\n    multiplier: $multiplier\n    offset: $offset\n    unit: $unit\n    mask: $mask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...ModbusPointFields\n  }\n}',
): (typeof documents)['mutation EditModbusRegister($id: ID!, $customerID: ID!, $name: String!, $functionCode: Int!, $startingRegister: Int!, $numOfReg: Int!, $dataType: String!, $wordOrder: String, $addressOffset: Int, $addressDataType: String, $multiplier: Float, $offset: Float, $unit: String, $mask: Int, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editModbusRegister(\n    id: $id\n    customerID: $customerID\n    name: $name\n    functionCode: $functionCode\n    startingRegister: $startingRegister\n    numOfReg: $numOfReg\n    dataType: $dataType\n    wordOrder: $wordOrder\n    addressOffset: $addressOffset\n    addressDataType: $addressDataType\n    multiplier: $multiplier\n    offset: $offset\n    unit: $unit\n    mask: $mask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...ModbusPointFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EditSnmpRegister($id: ID!, $customerID: ID!, $oid: String!, $name: String!, $unit: String, $renamedUnit: String, $multiplier: Float, $offset: Float, $strMask: String, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editSNMPRegister(\n    id: $id\n    customerID: $customerID\n    oid: $oid\n    name: $name\n    unit: $unit\n    renamedUnit: $renamedUnit\n    multiplier: $multiplier\n    offset: $offset\n    strMask: $strMask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...SnmpPointFields\n  }\n}',
): (typeof documents)['mutation EditSnmpRegister($id: ID!, $customerID: ID!, $oid: String!, $name: String!, $unit: String, $renamedUnit: String, $multiplier: Float, $offset: Float, $strMask: String, $greenTo: Float, $yellowTo: Float, $redTo: Float, $states: [String!], $alarmOnly: Boolean) {\n  editSNMPRegister(\n    id: $id\n    customerID: $customerID\n    oid: $oid\n    name: $name\n    unit: $unit\n    renamedUnit: $renamedUnit\n    multiplier: $multiplier\n    offset: $offset\n    strMask: $strMask\n    greenTo: $greenTo\n    yellowTo: $yellowTo\n    redTo: $redTo\n    states: $states\n    alarmOnly: $alarmOnly\n  ) {\n    ...SnmpPointFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Library($equipmentID: ID!, $customerID: ID) {\n  equipmentLib(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    withRegisters: true\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}',
): (typeof documents)['query Library($equipmentID: ID!, $customerID: ID) {\n  equipmentLib(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    withRegisters: true\n  ) {\n    ...LibraryFields\n    modbusPoints {\n      ...ModbusPointFields\n    }\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment LibraryFields on EquipmentLibrary {\n  id\n  name\n  model\n  manufacturer\n  archived\n  docRevision\n  tags\n  owner\n  ownerID\n  sysObjectID\n  protocols\n  modbusTemplate {\n    id\n    name\n  }\n  snmpTemplate {\n    id\n    name\n  }\n  dynamicOIDLabels {\n    label\n    value\n  }\n  metaList {\n    id\n    oid\n    type\n    values\n    label\n  }\n}',
): (typeof documents)['fragment LibraryFields on EquipmentLibrary {\n  id\n  name\n  model\n  manufacturer\n  archived\n  docRevision\n  tags\n  owner\n  ownerID\n  sysObjectID\n  protocols\n  modbusTemplate {\n    id\n    name\n  }\n  snmpTemplate {\n    id\n    name\n  }\n  dynamicOIDLabels {\n    label\n    value\n  }\n  metaList {\n    id\n    oid\n    type\n    values\n    label\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LibraryList($customerID: ID, $defaultList: Boolean, $allLists: Boolean, $defaultTemplateList: Boolean, $allTemplateLists: Boolean, $filters: [String!], $manufacturer: String, $query: String, $limit: Int, $offset: Int, $archived: Boolean) {\n  equipmentList(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    limit: $limit\n    offset: $offset\n    archived: $archived\n  ) {\n    ...LibraryFields\n  }\n  equipmentListCount(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    archived: $archived\n  )\n}',
): (typeof documents)['query LibraryList($customerID: ID, $defaultList: Boolean, $allLists: Boolean, $defaultTemplateList: Boolean, $allTemplateLists: Boolean, $filters: [String!], $manufacturer: String, $query: String, $limit: Int, $offset: Int, $archived: Boolean) {\n  equipmentList(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    limit: $limit\n    offset: $offset\n    archived: $archived\n  ) {\n    ...LibraryFields\n  }\n  equipmentListCount(\n    customerID: $customerID\n    defaultList: $defaultList\n    allLists: $allLists\n    defaultTemplateList: $defaultTemplateList\n    allTemplateLists: $allTemplateLists\n    filters: $filters\n    manufacturer: $manufacturer\n    query: $query\n    archived: $archived\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LibraryManufacturers($customerID: ID) {\n  manufacturers(customerID: $customerID)\n}',
): (typeof documents)['query LibraryManufacturers($customerID: ID) {\n  manufacturers(customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ModbusPointFields on ModbusPoint {\n  id\n  name\n  functionCode\n  startingRegister\n  numberOfRegisters\n  dataType\n  wordOrder\n  addressOffset\n  addressDataType\n  multiplier\n  offset\n  unit\n  mask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}',
): (typeof documents)['fragment ModbusPointFields on ModbusPoint {\n  id\n  name\n  functionCode\n  startingRegister\n  numberOfRegisters\n  dataType\n  wordOrder\n  addressOffset\n  addressDataType\n  multiplier\n  offset\n  unit\n  mask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation QueueModbusRead($gatewayID: ID!, $customerID: ID, $gatewayType: String, $ip: String!, $modbusRead: ModbusReadInput!) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: "MODBUS_READ"\n    gatewayType: $gatewayType\n    ip: $ip\n    modbusRead: $modbusRead\n  ) {\n    id\n    label\n    createdAt\n  }\n}',
): (typeof documents)['mutation QueueModbusRead($gatewayID: ID!, $customerID: ID, $gatewayType: String, $ip: String!, $modbusRead: ModbusReadInput!) {\n  addGatewayAction(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    action: "MODBUS_READ"\n    gatewayType: $gatewayType\n    ip: $ip\n    modbusRead: $modbusRead\n  ) {\n    id\n    label\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment SnmpPointFields on SnmpPoint {\n  id\n  oid\n  name\n  unit\n  renamedUnit\n  multiplier\n  offset\n  strMask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}',
): (typeof documents)['fragment SnmpPointFields on SnmpPoint {\n  id\n  oid\n  name\n  unit\n  renamedUnit\n  multiplier\n  offset\n  strMask\n  greenTo\n  yellowTo\n  redTo\n  states\n  conditions\n  alarmOnly\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ImportMib($customerID: ID!, $fileName: String!, $text: String!) {\n  importMib(customerID: $customerID, fileName: $fileName, text: $text) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}',
): (typeof documents)['mutation ImportMib($customerID: ID!, $fileName: String!, $text: String!) {\n  importMib(customerID: $customerID, fileName: $fileName, text: $text) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MibModules($customerID: ID!) {\n  mibModules(customerID: $customerID) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}',
): (typeof documents)['query MibModules($customerID: ID!) {\n  mibModules(customerID: $customerID) {\n    name\n    builtIn\n    fileName\n    objectCount\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment MibObjectFields on MibObject {\n  oid\n  name\n  module\n  kind\n  shape\n  syntax\n  access\n  units\n  description\n  enums {\n    value\n    label\n  }\n}',
): (typeof documents)['fragment MibObjectFields on MibObject {\n  oid\n  name\n  module\n  kind\n  shape\n  syntax\n  access\n  units\n  description\n  enums {\n    value\n    label\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MibObjects($customerID: ID!, $module: String!, $query: String, $limit: Int, $offset: Int) {\n  mibObjects(\n    customerID: $customerID\n    module: $module\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    items {\n      ...MibObjectFields\n    }\n  }\n}',
): (typeof documents)['query MibObjects($customerID: ID!, $module: String!, $query: String, $limit: Int, $offset: Int) {\n  mibObjects(\n    customerID: $customerID\n    module: $module\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    total\n    items {\n      ...MibObjectFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ResolveOids($customerID: ID!, $oids: [String!]!) {\n  resolveOids(customerID: $customerID, oids: $oids) {\n    input\n    oid\n    name\n    module\n    instance\n    error\n    warning\n    object {\n      ...MibObjectFields\n    }\n  }\n}',
): (typeof documents)['query ResolveOids($customerID: ID!, $oids: [String!]!) {\n  resolveOids(customerID: $customerID, oids: $oids) {\n    input\n    oid\n    name\n    module\n    instance\n    error\n    warning\n    object {\n      ...MibObjectFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SaveSnmpTemplate($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!, $libraryID: ID) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n    libraryID: $libraryID\n  ) {\n    ...LibraryFields\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}',
): (typeof documents)['mutation SaveSnmpTemplate($model: String!, $manufacturer: String!, $sysObjectID: String, $customerID: ID!, $oids: [SNMPPointInput!]!, $libraryID: ID) {\n  importEquipmentTemplateSNMP(\n    model: $model\n    manufacturer: $manufacturer\n    sysObjectID: $sysObjectID\n    customerID: $customerID\n    oids: $oids\n    libraryID: $libraryID\n  ) {\n    ...LibraryFields\n    snmpPoints {\n      ...SnmpPointFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SnmpWalkOptions($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n    actionTypes: ["SNMP_WALK"]\n  ) {\n    id\n    ip\n    status\n    createdAt\n    finishedAt\n  }\n}',
): (typeof documents)['query SnmpWalkOptions($gatewayID: ID!, $customerID: ID, $gatewayType: String) {\n  gatewayActionQueue(\n    gatewayID: $gatewayID\n    customerID: $customerID\n    gatewayType: $gatewayType\n    actionTypes: ["SNMP_WALK"]\n  ) {\n    id\n    ip\n    status\n    createdAt\n    finishedAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MarketingRequests($type: String, $limit: Int, $offset: Int) {\n  marketingRequests(type: $type, limit: $limit, offset: $offset) {\n    id\n    type\n    name\n    email\n    company\n    phone\n    planType\n    notes\n    productName\n    createdAt\n    mailedAt\n  }\n  marketingRequestCount(type: $type)\n}',
): (typeof documents)['query MarketingRequests($type: String, $limit: Int, $offset: Int) {\n  marketingRequests(type: $type, limit: $limit, offset: $offset) {\n    id\n    type\n    name\n    email\n    company\n    phone\n    planType\n    notes\n    productName\n    createdAt\n    mailedAt\n  }\n  marketingRequestCount(type: $type)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RequestDemo($name: String!, $email: String!, $company: String, $phone: String, $type: String, $productName: String, $allowedToken: String!, $planType: String, $notes: String) {\n  requestDemo(\n    name: $name\n    email: $email\n    company: $company\n    phone: $phone\n    type: $type\n    productName: $productName\n    allowedToken: $allowedToken\n    planType: $planType\n    notes: $notes\n  )\n}',
): (typeof documents)['mutation RequestDemo($name: String!, $email: String!, $company: String, $phone: String, $type: String, $productName: String, $allowedToken: String!, $planType: String, $notes: String) {\n  requestDemo(\n    name: $name\n    email: $email\n    company: $company\n    phone: $phone\n    type: $type\n    productName: $productName\n    allowedToken: $allowedToken\n    planType: $planType\n    notes: $notes\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubmitBugReport($email: String!, $subject: String!, $description: String) {\n  submitBugReport(email: $email, subject: $subject, description: $description)\n}',
): (typeof documents)['mutation SubmitBugReport($email: String!, $subject: String!, $description: String) {\n  submitBugReport(email: $email, subject: $subject, description: $description)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddOverlayView($name: String!, $image: String!, $height: Float!, $width: Float!, $customerID: ID!) {\n  addOverlayView(\n    name: $name\n    image: $image\n    height: $height\n    width: $width\n    customerID: $customerID\n  ) {\n    ...OverlayViewFields\n  }\n}',
): (typeof documents)['mutation AddOverlayView($name: String!, $image: String!, $height: Float!, $width: Float!, $customerID: ID!) {\n  addOverlayView(\n    name: $name\n    image: $image\n    height: $height\n    width: $width\n    customerID: $customerID\n  ) {\n    ...OverlayViewFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OverlaySensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    unit\n    states\n    disconnected\n    status\n    equipmentName\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}',
): (typeof documents)['query OverlaySensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    unit\n    states\n    disconnected\n    status\n    equipmentName\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OverlayView($viewID: ID!, $customerID: ID, $token: String) {\n  overlayView(viewID: $viewID, customerID: $customerID, token: $token) {\n    ...OverlayViewFields\n  }\n}',
): (typeof documents)['query OverlayView($viewID: ID!, $customerID: ID, $token: String) {\n  overlayView(viewID: $viewID, customerID: $customerID, token: $token) {\n    ...OverlayViewFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OverlayViewFields on OverlayView {\n  id\n  name\n  customerID\n  image\n  imageID\n  height\n  width\n  x\n  y\n  rotation\n  canUpdate\n  canDelete\n  canShare\n  heatMaps {\n    id\n    colorA\n    colorB\n    colorC\n    valueA\n    valueC\n  }\n  overlays {\n    id\n    kind\n    size\n    x\n    y\n    open\n    opacity\n    backgroundColor\n    heatMapColor\n    heatMapID\n    status\n    statusColor\n    data {\n      __typename\n      ... on Sensor {\n        id\n        name\n        unit\n        states\n        disconnected\n        status\n        equipmentName\n        reading {\n          value\n          detail\n          createdAt\n        }\n      }\n      ... on OverlayViewLink {\n        viewID\n        name\n        viewType\n        warnings\n        errors\n        disconnectedCount: disconnected\n      }\n      ... on OverlayLink {\n        name\n        url\n      }\n    }\n  }\n}',
): (typeof documents)['fragment OverlayViewFields on OverlayView {\n  id\n  name\n  customerID\n  image\n  imageID\n  height\n  width\n  x\n  y\n  rotation\n  canUpdate\n  canDelete\n  canShare\n  heatMaps {\n    id\n    colorA\n    colorB\n    colorC\n    valueA\n    valueC\n  }\n  overlays {\n    id\n    kind\n    size\n    x\n    y\n    open\n    opacity\n    backgroundColor\n    heatMapColor\n    heatMapID\n    status\n    statusColor\n    data {\n      __typename\n      ... on Sensor {\n        id\n        name\n        unit\n        states\n        disconnected\n        status\n        equipmentName\n        reading {\n          value\n          detail\n          createdAt\n        }\n      }\n      ... on OverlayViewLink {\n        viewID\n        name\n        viewType\n        warnings\n        errors\n        disconnectedCount: disconnected\n      }\n      ... on OverlayLink {\n        name\n        url\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OverlayViewPicker($customerID: ID, $query: String, $limit: Int) {\n  views(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    viewType\n    warnings\n    errors\n    disconnected\n  }\n}',
): (typeof documents)['query OverlayViewPicker($customerID: ID, $query: String, $limit: Int) {\n  views(customerID: $customerID, query: $query, limit: $limit) {\n    id\n    name\n    viewType\n    warnings\n    errors\n    disconnected\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SaveOverlays($viewID: ID!, $customerID: ID!, $overlays: [OverlayInput!]!, $heatMaps: [HeatMapInput!]!) {\n  saveOverlays(\n    viewID: $viewID\n    customerID: $customerID\n    overlays: $overlays\n    heatMaps: $heatMaps\n  ) {\n    ...OverlayViewFields\n  }\n}',
): (typeof documents)['mutation SaveOverlays($viewID: ID!, $customerID: ID!, $overlays: [OverlayInput!]!, $heatMaps: [HeatMapInput!]!) {\n  saveOverlays(\n    viewID: $viewID\n    customerID: $customerID\n    overlays: $overlays\n    heatMaps: $heatMaps\n  ) {\n    ...OverlayViewFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateOverlayImage($viewID: ID!, $image: String!, $customerID: ID!) {\n  updateOverlayImage(viewID: $viewID, image: $image, customerID: $customerID) {\n    ...OverlayViewFields\n  }\n}',
): (typeof documents)['mutation UpdateOverlayImage($viewID: ID!, $image: String!, $customerID: ID!) {\n  updateOverlayImage(viewID: $viewID, image: $image, customerID: $customerID) {\n    ...OverlayViewFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateOverlayView($viewID: ID!, $customerID: ID!, $name: String, $height: Float, $width: Float, $x: Float, $y: Float, $rotation: Float) {\n  updateOverlayView(\n    viewID: $viewID\n    customerID: $customerID\n    name: $name\n    height: $height\n    width: $width\n    x: $x\n    y: $y\n    rotation: $rotation\n  ) {\n    ...OverlayViewFields\n  }\n}',
): (typeof documents)['mutation UpdateOverlayView($viewID: ID!, $customerID: ID!, $name: String, $height: Float, $width: Float, $x: Float, $y: Float, $rotation: Float) {\n  updateOverlayView(\n    viewID: $viewID\n    customerID: $customerID\n    name: $name\n    height: $height\n    width: $width\n    x: $x\n    y: $y\n    rotation: $rotation\n  ) {\n    ...OverlayViewFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddQuoteComment($quoteID: ID!, $comment: String!) {\n  addQuoteComment(quoteID: $quoteID, comment: $comment) {\n    ...QuoteCommentFields\n  }\n}',
): (typeof documents)['mutation AddQuoteComment($quoteID: ID!, $comment: String!) {\n  addQuoteComment(quoteID: $quoteID, comment: $comment) {\n    ...QuoteCommentFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateOrder($visibleID: String!, $partnerID: ID!) {\n  createOrder(visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}',
): (typeof documents)['mutation CreateOrder($visibleID: String!, $partnerID: ID!) {\n  createOrder(visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteQuote($id: ID!) {\n  deleteQuote(id: $id)\n}',
): (typeof documents)['mutation DeleteQuote($id: ID!) {\n  deleteQuote(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment LicenseFields on License {\n  id\n  partnerID\n  partnerName\n  customerID\n  customerName\n  planType\n  deviceLimit\n  devicesInUse\n  overLimit\n  startsOn\n  renewsOn\n  orderID\n}',
): (typeof documents)['fragment LicenseFields on License {\n  id\n  partnerID\n  partnerName\n  customerID\n  customerName\n  planType\n  deviceLimit\n  devicesInUse\n  overLimit\n  startsOn\n  renewsOn\n  orderID\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Licenses($partnerID: ID, $limit: Int, $offset: Int) {\n  licenses(partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...LicenseFields\n  }\n}',
): (typeof documents)['query Licenses($partnerID: ID, $limit: Int, $offset: Int) {\n  licenses(partnerID: $partnerID, limit: $limit, offset: $offset) {\n    ...LicenseFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewPartner($name: String!) {\n  newPartner(name: $name) {\n    ...PartnerListFields\n  }\n}',
): (typeof documents)['mutation NewPartner($name: String!) {\n  newPartner(name: $name) {\n    ...PartnerListFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Order($id: ID, $visibleID: String, $partnerID: ID) {\n  order(id: $id, visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}',
): (typeof documents)['query Order($id: ID, $visibleID: String, $partnerID: ID) {\n  order(id: $id, visibleID: $visibleID, partnerID: $partnerID) {\n    ...OrderFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OrderFields on Order {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  internalID\n  quoteID\n  surveyID\n  status\n  statusDates {\n    status\n    at\n    by\n  }\n  settableStatuses\n  createdAt\n}',
): (typeof documents)['fragment OrderFields on Order {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  internalID\n  quoteID\n  surveyID\n  status\n  statusDates {\n    status\n    at\n    by\n  }\n  settableStatuses\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Orders($partnerID: ID, $status: String, $limit: Int, $offset: Int) {\n  orders(partnerID: $partnerID, status: $status, limit: $limit, offset: $offset) {\n    ...OrderFields\n  }\n  orderCount(partnerID: $partnerID, status: $status)\n}',
): (typeof documents)['query Orders($partnerID: ID, $status: String, $limit: Int, $offset: Int) {\n  orders(partnerID: $partnerID, status: $status, limit: $limit, offset: $offset) {\n    ...OrderFields\n  }\n  orderCount(partnerID: $partnerID, status: $status)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PartnerDocs($category: String) {\n  marketingDocuments(category: $category) {\n    id\n    name\n    category\n    description\n    fileName\n    contentType\n    size\n    thumbnailPath\n    downloadPath\n    partnerID\n    createdAt\n  }\n}',
): (typeof documents)['query PartnerDocs($category: String) {\n  marketingDocuments(category: $category) {\n    id\n    name\n    category\n    description\n    fileName\n    contentType\n    size\n    thumbnailPath\n    downloadPath\n    partnerID\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerDocsDelete($id: ID!) {\n  deleteMarketingDocument(id: $id)\n}',
): (typeof documents)['mutation PartnerDocsDelete($id: ID!) {\n  deleteMarketingDocument(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PartnerList($query: String, $limit: Int, $offset: Int) {\n  partners(query: $query, limit: $limit, offset: $offset) {\n    ...PartnerListFields\n  }\n  partnerCount(query: $query)\n}',
): (typeof documents)['query PartnerList($query: String, $limit: Int, $offset: Int) {\n  partners(query: $query, limit: $limit, offset: $offset) {\n    ...PartnerListFields\n  }\n  partnerCount(query: $query)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment PartnerListFields on Account {\n  id\n  name\n  kind\n  customerCount\n  userCount\n}',
): (typeof documents)['fragment PartnerListFields on Account {\n  id\n  name\n  kind\n  customerCount\n  userCount\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerLogoDelete($id: ID!) {\n  deleteLogo(id: $id)\n}',
): (typeof documents)['mutation PartnerLogoDelete($id: ID!) {\n  deleteLogo(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PartnerLogos($partnerID: ID!) {\n  logos(partnerID: $partnerID) {\n    id\n    width\n    height\n    url\n  }\n}',
): (typeof documents)['query PartnerLogos($partnerID: ID!) {\n  logos(partnerID: $partnerID) {\n    id\n    width\n    height\n    url\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerMibDelete($partnerID: ID!, $key: ID!) {\n  deletePartnerMib(partnerID: $partnerID, key: $key)\n}',
): (typeof documents)['mutation PartnerMibDelete($partnerID: ID!, $key: ID!) {\n  deletePartnerMib(partnerID: $partnerID, key: $key)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment PartnerMibFields on PartnerMib {\n  key\n  name\n  fileName\n  installing\n  installError\n  objectCount\n  createdAt\n}',
): (typeof documents)['fragment PartnerMibFields on PartnerMib {\n  key\n  name\n  fileName\n  installing\n  installError\n  objectCount\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerMibImport($partnerID: ID!, $fileName: String!, $text: String!) {\n  importPartnerMib(partnerID: $partnerID, fileName: $fileName, text: $text) {\n    ...PartnerMibFields\n  }\n}',
): (typeof documents)['mutation PartnerMibImport($partnerID: ID!, $fileName: String!, $text: String!) {\n  importPartnerMib(partnerID: $partnerID, fileName: $fileName, text: $text) {\n    ...PartnerMibFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PartnerMibs($partnerID: ID!) {\n  MIBs(partnerID: $partnerID) {\n    ...PartnerMibFields\n  }\n}',
): (typeof documents)['query PartnerMibs($partnerID: ID!) {\n  MIBs(partnerID: $partnerID) {\n    ...PartnerMibFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PartnerUsers($partnerID: ID!, $query: String, $limit: Int, $offset: Int) {\n  partnerUsers(\n    partnerID: $partnerID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...PartnerUserFields\n  }\n}\n\nfragment PartnerUserFields on PartnerUser {\n  id\n  email\n  firstName\n  lastName\n  verified\n  partnerAdmin\n  partnerRoles\n  isSelf\n}',
): (typeof documents)['query PartnerUsers($partnerID: ID!, $query: String, $limit: Int, $offset: Int) {\n  partnerUsers(\n    partnerID: $partnerID\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...PartnerUserFields\n  }\n}\n\nfragment PartnerUserFields on PartnerUser {\n  id\n  email\n  firstName\n  lastName\n  verified\n  partnerAdmin\n  partnerRoles\n  isSelf\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerUsersEdit($partnerID: ID!, $userID: ID!, $partnerAdmin: Boolean!, $partnerRoles: [String!]!) {\n  editPartnerUser(\n    partnerID: $partnerID\n    userID: $userID\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n  ) {\n    ...PartnerUserFields\n  }\n}',
): (typeof documents)['mutation PartnerUsersEdit($partnerID: ID!, $userID: ID!, $partnerAdmin: Boolean!, $partnerRoles: [String!]!) {\n  editPartnerUser(\n    partnerID: $partnerID\n    userID: $userID\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n  ) {\n    ...PartnerUserFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerUsersInvite($partnerID: ID!, $email: String!, $partnerAdmin: Boolean, $partnerRoles: [String!], $productName: String) {\n  invitePartnerUser(\n    partnerID: $partnerID\n    email: $email\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n    productName: $productName\n  ) {\n    ...PartnerUserFields\n  }\n}',
): (typeof documents)['mutation PartnerUsersInvite($partnerID: ID!, $email: String!, $partnerAdmin: Boolean, $partnerRoles: [String!], $productName: String) {\n  invitePartnerUser(\n    partnerID: $partnerID\n    email: $email\n    partnerAdmin: $partnerAdmin\n    partnerRoles: $partnerRoles\n    productName: $productName\n  ) {\n    ...PartnerUserFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PartnerUsersRemove($partnerID: ID!, $userID: ID!) {\n  removePartnerUser(partnerID: $partnerID, userID: $userID)\n}',
): (typeof documents)['mutation PartnerUsersRemove($partnerID: ID!, $userID: ID!) {\n  removePartnerUser(partnerID: $partnerID, userID: $userID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PublicSurvey($token: String!) {\n  publicSurvey(token: $token) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['query PublicSurvey($token: String!) {\n  publicSurvey(token: $token) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PublicSurveyAddComment($token: String!, $equipmentID: ID, $author: String!, $comment: String!) {\n  addPublicSurveyComment(\n    token: $token\n    equipmentID: $equipmentID\n    author: $author\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}',
): (typeof documents)['mutation PublicSurveyAddComment($token: String!, $equipmentID: ID, $author: String!, $comment: String!) {\n  addPublicSurveyComment(\n    token: $token\n    equipmentID: $equipmentID\n    author: $author\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PublicSurveyDeleteAttachment($token: String!, $id: ID!) {\n  deletePublicSurveyAttachment(token: $token, id: $id)\n}',
): (typeof documents)['mutation PublicSurveyDeleteAttachment($token: String!, $id: ID!) {\n  deletePublicSurveyAttachment(token: $token, id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PublicSurveyUpdate($token: String!, $survey: PublicSurveyInput!) {\n  updatePublicSurvey(token: $token, survey: $survey) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['mutation PublicSurveyUpdate($token: String!, $survey: PublicSurveyInput!) {\n  updatePublicSurvey(token: $token, survey: $survey) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Quote($id: ID, $visibleID: String) {\n  quote(id: $id, visibleID: $visibleID) {\n    ...QuoteFields\n  }\n}',
): (typeof documents)['query Quote($id: ID, $visibleID: String) {\n  quote(id: $id, visibleID: $visibleID) {\n    ...QuoteFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment QuoteCommentFields on QuoteComment {\n  id\n  comment\n  author\n  createdAt\n}',
): (typeof documents)['fragment QuoteCommentFields on QuoteComment {\n  id\n  comment\n  author\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query QuoteCustomers($partnerID: ID, $limit: Int) {\n  customers(partnerID: $partnerID, limit: $limit) {\n    id\n    name\n    parentID\n  }\n}',
): (typeof documents)['query QuoteCustomers($partnerID: ID, $limit: Int) {\n  customers(partnerID: $partnerID, limit: $limit) {\n    id\n    name\n    parentID\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment QuoteFields on Quote {\n  ...QuoteRowFields\n  planType\n  deviceCount\n  items {\n    id\n    kind\n    description\n    quantity\n    unitPriceCents\n    totalCents\n  }\n  comments {\n    ...QuoteCommentFields\n  }\n  createdByID\n  createdAt\n  surveyID\n}',
): (typeof documents)['fragment QuoteFields on Quote {\n  ...QuoteRowFields\n  planType\n  deviceCount\n  items {\n    id\n    kind\n    description\n    quantity\n    unitPriceCents\n    totalCents\n  }\n  comments {\n    ...QuoteCommentFields\n  }\n  createdByID\n  createdAt\n  surveyID\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment QuoteRowFields on Quote {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  title\n  hidden\n  priority\n  revision\n  totalCents\n  createdBy\n  updatedAt\n  orderID\n}',
): (typeof documents)['fragment QuoteRowFields on Quote {\n  id\n  visibleID\n  partnerID\n  partnerName\n  customerID\n  customerName\n  title\n  hidden\n  priority\n  revision\n  totalCents\n  createdBy\n  updatedAt\n  orderID\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Quotes($partnerID: ID, $createdBy: ID, $includeHidden: Boolean, $query: String, $limit: Int, $offset: Int) {\n  quotes(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...QuoteRowFields\n  }\n  quoteCount(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n  )\n}',
): (typeof documents)['query Quotes($partnerID: ID, $createdBy: ID, $includeHidden: Boolean, $query: String, $limit: Int, $offset: Int) {\n  quotes(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n    limit: $limit\n    offset: $offset\n  ) {\n    ...QuoteRowFields\n  }\n  quoteCount(\n    partnerID: $partnerID\n    createdBy: $createdBy\n    includeHidden: $includeHidden\n    query: $query\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SaveLicense($customerID: ID!, $planType: String!, $deviceLimit: Int, $startsOn: String!) {\n  saveLicense(\n    customerID: $customerID\n    planType: $planType\n    deviceLimit: $deviceLimit\n    startsOn: $startsOn\n  ) {\n    ...LicenseFields\n  }\n}',
): (typeof documents)['mutation SaveLicense($customerID: ID!, $planType: String!, $deviceLimit: Int, $startsOn: String!) {\n  saveLicense(\n    customerID: $customerID\n    planType: $planType\n    deviceLimit: $deviceLimit\n    startsOn: $startsOn\n  ) {\n    ...LicenseFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SaveQuote($id: ID, $partnerID: ID!, $quote: QuoteInput!) {\n  saveQuote(id: $id, partnerID: $partnerID, quote: $quote) {\n    ...QuoteFields\n  }\n}',
): (typeof documents)['mutation SaveQuote($id: ID, $partnerID: ID!, $quote: QuoteInput!) {\n  saveQuote(id: $id, partnerID: $partnerID, quote: $quote) {\n    ...QuoteFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetOrderStatus($id: ID!, $status: String!, $at: String) {\n  setOrderStatus(id: $id, status: $status, at: $at) {\n    ...OrderFields\n  }\n}',
): (typeof documents)['mutation SetOrderStatus($id: ID!, $status: String!, $at: String) {\n  setOrderStatus(id: $id, status: $status, at: $at) {\n    ...OrderFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveyAddComment($surveyID: ID!, $equipmentID: ID, $comment: String!) {\n  addSurveyComment(\n    surveyID: $surveyID\n    equipmentID: $equipmentID\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}',
): (typeof documents)['mutation SurveyAddComment($surveyID: ID!, $equipmentID: ID, $comment: String!) {\n  addSurveyComment(\n    surveyID: $surveyID\n    equipmentID: $equipmentID\n    comment: $comment\n  ) {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SurveyCustomers($partnerID: ID, $query: String, $limit: Int) {\n  customers(partnerID: $partnerID, query: $query, limit: $limit) {\n    id\n    name\n  }\n}',
): (typeof documents)['query SurveyCustomers($partnerID: ID, $query: String, $limit: Int) {\n  customers(partnerID: $partnerID, query: $query, limit: $limit) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveyDeleteAttachment($id: ID!) {\n  deleteSurveyAttachment(id: $id)\n}',
): (typeof documents)['mutation SurveyDeleteAttachment($id: ID!) {\n  deleteSurveyAttachment(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment SurveyFields on SiteSurvey {\n  id\n  visibleID\n  partnerID\n  customerID\n  customerName\n  quoteID\n  siteName\n  siteContactName\n  siteContactEmail\n  link {\n    isActive\n    url\n    sentTo\n    sentAt\n  }\n  progress\n  feedback\n  equipment {\n    id\n    name\n    quantity\n    commentCount\n    attachmentCount\n  }\n  attachments {\n    id\n    equipmentID\n    name\n    description\n    contentType\n    size\n    downloadPath\n    createdAt\n  }\n  comments {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n  submittedAt\n  createdAt\n  updatedAt\n}',
): (typeof documents)['fragment SurveyFields on SiteSurvey {\n  id\n  visibleID\n  partnerID\n  customerID\n  customerName\n  quoteID\n  siteName\n  siteContactName\n  siteContactEmail\n  link {\n    isActive\n    url\n    sentTo\n    sentAt\n  }\n  progress\n  feedback\n  equipment {\n    id\n    name\n    quantity\n    commentCount\n    attachmentCount\n  }\n  attachments {\n    id\n    equipmentID\n    name\n    description\n    contentType\n    size\n    downloadPath\n    createdAt\n  }\n  comments {\n    id\n    equipmentID\n    comment\n    author\n    createdAt\n  }\n  submittedAt\n  createdAt\n  updatedAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveyOnboard($partnerID: ID!, $customerName: String!, $survey: SiteSurveyInput!) {\n  onboardCustomer(\n    partnerID: $partnerID\n    customerName: $customerName\n    survey: $survey\n  ) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['mutation SurveyOnboard($partnerID: ID!, $customerName: String!, $survey: SiteSurveyInput!) {\n  onboardCustomer(\n    partnerID: $partnerID\n    customerName: $customerName\n    survey: $survey\n  ) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SurveyQuote($id: ID) {\n  quote(id: $id) {\n    id\n    visibleID\n    customerID\n    customerName\n  }\n}',
): (typeof documents)['query SurveyQuote($id: ID) {\n  quote(id: $id) {\n    id\n    visibleID\n    customerID\n    customerName\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveyRenewLink($id: ID!) {\n  renewSurveyLink(id: $id) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['mutation SurveyRenewLink($id: ID!) {\n  renewSurveyLink(id: $id) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveySave($id: ID, $partnerID: ID!, $survey: SiteSurveyInput!) {\n  saveSiteSurvey(id: $id, partnerID: $partnerID, survey: $survey) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['mutation SurveySave($id: ID, $partnerID: ID!, $survey: SiteSurveyInput!) {\n  saveSiteSurvey(id: $id, partnerID: $partnerID, survey: $survey) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveySend($id: ID!, $productName: String) {\n  sendSiteSurvey(id: $id, productName: $productName) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['mutation SurveySend($id: ID!, $productName: String) {\n  sendSiteSurvey(id: $id, productName: $productName) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SurveySetLinkActive($id: ID!, $isActive: Boolean!) {\n  setSurveyLinkActive(id: $id, isActive: $isActive) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['mutation SurveySetLinkActive($id: ID!, $isActive: Boolean!) {\n  setSurveyLinkActive(id: $id, isActive: $isActive) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SurveySiteSurvey($id: ID, $visibleID: String) {\n  siteSurvey(id: $id, visibleID: $visibleID) {\n    ...SurveyFields\n  }\n}',
): (typeof documents)['query SurveySiteSurvey($id: ID, $visibleID: String) {\n  siteSurvey(id: $id, visibleID: $visibleID) {\n    ...SurveyFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateOrder($id: ID!, $internalID: String, $surveyID: ID) {\n  updateOrder(id: $id, internalID: $internalID, surveyID: $surveyID) {\n    ...OrderFields\n  }\n}',
): (typeof documents)['mutation UpdateOrder($id: ID!, $internalID: String, $surveyID: ID) {\n  updateOrder(id: $id, internalID: $internalID, surveyID: $surveyID) {\n    ...OrderFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddReportSchedule($customerID: ID!, $viewID: ID!, $range: TimeRange!, $time: String!, $timeZone: String!, $recipients: [String!]!, $productName: String) {\n  addReportSchedule(\n    customerID: $customerID\n    viewID: $viewID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n    productName: $productName\n  ) {\n    ...ReportScheduleFields\n  }\n}',
): (typeof documents)['mutation AddReportSchedule($customerID: ID!, $viewID: ID!, $range: TimeRange!, $time: String!, $timeZone: String!, $recipients: [String!]!, $productName: String) {\n  addReportSchedule(\n    customerID: $customerID\n    viewID: $viewID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n    productName: $productName\n  ) {\n    ...ReportScheduleFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteReport($id: ID!, $customerID: ID!) {\n  deleteReport(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteReport($id: ID!, $customerID: ID!) {\n  deleteReport(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteReportSchedule($id: ID!, $customerID: ID!) {\n  deleteReportSchedule(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteReportSchedule($id: ID!, $customerID: ID!) {\n  deleteReportSchedule(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Report($viewName: String, $viewID: ID!, $customerID: ID, $reportRange: TimeRange!, $startDate: Float!, $endDate: Float!, $timezoneOffset: Int!, $productName: String, $timeZone: String) {\n  report(\n    viewName: $viewName\n    viewID: $viewID\n    customerID: $customerID\n    reportRange: $reportRange\n    startDate: $startDate\n    endDate: $endDate\n    timezoneOffset: $timezoneOffset\n    productName: $productName\n    timeZone: $timeZone\n  ) {\n    reportUrl\n    report {\n      ...ReportFields\n    }\n  }\n}',
): (typeof documents)['query Report($viewName: String, $viewID: ID!, $customerID: ID, $reportRange: TimeRange!, $startDate: Float!, $endDate: Float!, $timezoneOffset: Int!, $productName: String, $timeZone: String) {\n  report(\n    viewName: $viewName\n    viewID: $viewID\n    customerID: $customerID\n    reportRange: $reportRange\n    startDate: $startDate\n    endDate: $endDate\n    timezoneOffset: $timezoneOffset\n    productName: $productName\n    timeZone: $timeZone\n  ) {\n    reportUrl\n    report {\n      ...ReportFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ReportFields on Report {\n  id\n  viewID\n  viewName\n  range\n  startDate\n  endDate\n  timeZone\n  createdBy\n  scheduleID\n  createdAt\n  size\n  url\n  canDelete\n}',
): (typeof documents)['fragment ReportFields on Report {\n  id\n  viewID\n  viewName\n  range\n  startDate\n  endDate\n  timeZone\n  createdBy\n  scheduleID\n  createdAt\n  size\n  url\n  canDelete\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ReportScheduleFields on ReportSchedule {\n  id\n  viewID\n  viewName\n  range\n  time\n  timeZone\n  recipients\n  nextRunAt\n  lastRunAt\n  lastError\n  createdBy\n  pending\n}',
): (typeof documents)['fragment ReportScheduleFields on ReportSchedule {\n  id\n  viewID\n  viewName\n  range\n  time\n  timeZone\n  recipients\n  nextRunAt\n  lastRunAt\n  lastError\n  createdBy\n  pending\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ReportSchedules($customerID: ID!) {\n  reportSchedules(customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}',
): (typeof documents)['query ReportSchedules($customerID: ID!) {\n  reportSchedules(customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ReportViews($customerID: ID, $query: String, $limit: Int) {\n  views(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    viewType: "dashboard"\n  ) {\n    id\n    name\n    canUpdate\n  }\n}',
): (typeof documents)['query ReportViews($customerID: ID, $query: String, $limit: Int) {\n  views(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    viewType: "dashboard"\n  ) {\n    id\n    name\n    canUpdate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Reports($customerID: ID!, $limit: Int, $offset: Int) {\n  reports(customerID: $customerID, limit: $limit, offset: $offset) {\n    reports {\n      ...ReportFields\n    }\n    total\n  }\n}',
): (typeof documents)['query Reports($customerID: ID!, $limit: Int, $offset: Int) {\n  reports(customerID: $customerID, limit: $limit, offset: $offset) {\n    reports {\n      ...ReportFields\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SendReportNow($id: ID!, $customerID: ID!) {\n  sendReportNow(id: $id, customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}',
): (typeof documents)['mutation SendReportNow($id: ID!, $customerID: ID!) {\n  sendReportNow(id: $id, customerID: $customerID) {\n    ...ReportScheduleFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateReportSchedule($id: ID!, $customerID: ID!, $range: TimeRange, $time: String, $timeZone: String, $recipients: [String!]) {\n  updateReportSchedule(\n    id: $id\n    customerID: $customerID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n  ) {\n    ...ReportScheduleFields\n  }\n}',
): (typeof documents)['mutation UpdateReportSchedule($id: ID!, $customerID: ID!, $range: TimeRange, $time: String, $timeZone: String, $recipients: [String!]) {\n  updateReportSchedule(\n    id: $id\n    customerID: $customerID\n    range: $range\n    time: $time\n    timeZone: $timeZone\n    recipients: $recipients\n  ) {\n    ...ReportScheduleFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddSensors($sensors: [SensorInput!]!, $equipmentID: ID!, $customerID: ID!, $dynamicConversions: Boolean, $deleteSensors: [ID!], $oidVars: [OidVarInput!]) {\n  addSensors(\n    sensors: $sensors\n    equipmentID: $equipmentID\n    customerID: $customerID\n    dynamicConversions: $dynamicConversions\n    deleteSensors: $deleteSensors\n    oidVars: $oidVars\n  ) {\n    passes\n    fails {\n      id\n      message\n    }\n    updated\n    deleted\n  }\n}',
): (typeof documents)['mutation AddSensors($sensors: [SensorInput!]!, $equipmentID: ID!, $customerID: ID!, $dynamicConversions: Boolean, $deleteSensors: [ID!], $oidVars: [OidVarInput!]) {\n  addSensors(\n    sensors: $sensors\n    equipmentID: $equipmentID\n    customerID: $customerID\n    dynamicConversions: $dynamicConversions\n    deleteSensors: $deleteSensors\n    oidVars: $oidVars\n  ) {\n    passes\n    fails {\n      id\n      message\n    }\n    updated\n    deleted\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ManageSensors($gatewayID: ID!, $equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    oidVars {\n      letter\n      value\n    }\n  }\n  registers(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n  ) {\n    modbusPoints {\n      id\n      sensorID\n      name\n      unit\n      functionCode\n      startingRegister\n      addressOffset\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n    snmpPoints {\n      id\n      sensorID\n      name\n      unit\n      oid\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n  }\n}',
): (typeof documents)['query ManageSensors($gatewayID: ID!, $equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n    protocol\n    equipmentIP\n    customerID\n    gateway {\n      id\n      name\n    }\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    oidVars {\n      letter\n      value\n    }\n  }\n  registers(\n    gatewayID: $gatewayID\n    equipmentID: $equipmentID\n    customerID: $customerID\n  ) {\n    modbusPoints {\n      id\n      sensorID\n      name\n      unit\n      functionCode\n      startingRegister\n      addressOffset\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n    snmpPoints {\n      id\n      sensorID\n      name\n      unit\n      oid\n      greenTo\n      yellowTo\n      redTo\n      states\n      conditions\n      alarmOnly\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ManageSensorsLibrary($libraryID: ID!, $customerID: ID) {\n  equipmentLib(equipmentID: $libraryID, customerID: $customerID) {\n    id\n    dynamicOIDLabels {\n      label\n      value\n    }\n  }\n}',
): (typeof documents)['query ManageSensorsLibrary($libraryID: ID!, $customerID: ID) {\n  equipmentLib(equipmentID: $libraryID, customerID: $customerID) {\n    id\n    dynamicOIDLabels {\n      label\n      value\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ManagedSensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    unit\n    greenTo\n    yellowTo\n    redTo\n    deadband\n    delay\n    alarmOnly\n    states\n    conditions\n    smartThresholds {\n      warning\n      critical\n    }\n  }\n}',
): (typeof documents)['query ManagedSensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    unit\n    greenTo\n    yellowTo\n    redTo\n    deadband\n    delay\n    alarmOnly\n    states\n    conditions\n    smartThresholds {\n      warning\n      critical\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}',
): (typeof documents)['query Sensor($sensorIDs: [ID!]!) {\n  sensor(sensorIDs: $sensorIDs) {\n    id\n    name\n    type\n    unit\n    disconnected\n    message\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    customerID\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorInsight($customerID: ID, $sensorIDs: [ID!]!) {\n  readings(\n    customerID: $customerID\n    widgets: [{sensorIDs: $sensorIDs, range: LATEST, insights: true}]\n  ) {\n    insights {\n      sensorID\n      learnedHours\n      smartThresholds {\n        warning\n        critical\n      }\n    }\n  }\n}',
): (typeof documents)['query SensorInsight($customerID: ID, $sensorIDs: [ID!]!) {\n  readings(\n    customerID: $customerID\n    widgets: [{sensorIDs: $sensorIDs, range: LATEST, insights: true}]\n  ) {\n    insights {\n      sensorID\n      learnedHours\n      smartThresholds {\n        warning\n        critical\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}',
): (typeof documents)['query SensorLogs($sensorIDs: [ID!]!, $limit: Int, $offset: Int) {\n  sensorLogs(sensorIDs: $sensorIDs, limit: $limit, offset: $offset) {\n    id\n    sensorID\n    status\n    value\n    message\n    createdAt\n  }\n  sensorLogsCount(sensorIDs: $sensorIDs)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}',
): (typeof documents)['query SensorTrend($customerID: ID, $widgets: [WidgetReadingsInput!]!) {\n  readings(customerID: $customerID, widgets: $widgets) {\n    range\n    from\n    to\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}',
): (typeof documents)['query Sensors($customerID: ID, $query: String, $limit: Int, $offset: Int, $filters: [String!], $sortColumn: String, $sortOrder: String) {\n  sensors(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    filters: $filters\n    sortColumn: $sortColumn\n    sortOrder: $sortOrder\n  ) {\n    id\n    name\n    type\n    unit\n    disconnected\n    greenTo\n    yellowTo\n    redTo\n    states\n    conditions\n    status\n    equipmentID\n    equipmentName\n    equipment {\n      id\n      manufacturer\n      model\n    }\n    gateway {\n      id\n      name\n    }\n    reading {\n      value\n      detail\n      createdAt\n    }\n  }\n  sensorsCount(customerID: $customerID, query: $query, filters: $filters)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddViewUser($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserInviteInput!]!, $productName: String) {\n  addViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    productName: $productName\n  ) {\n    successes\n    failures {\n      email\n      error\n    }\n  }\n}',
): (typeof documents)['mutation AddViewUser($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserInviteInput!]!, $productName: String) {\n  addViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    productName: $productName\n  ) {\n    successes\n    failures {\n      email\n      error\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateShareLink($viewID: ID!, $customerID: ID!, $productName: String, $expireDays: Int) {\n  createShareLink(\n    viewID: $viewID\n    customerID: $customerID\n    productName: $productName\n    expireDays: $expireDays\n  ) {\n    id\n    url\n    token\n    expireAt\n  }\n}',
): (typeof documents)['mutation CreateShareLink($viewID: ID!, $customerID: ID!, $productName: String, $expireDays: Int) {\n  createShareLink(\n    viewID: $viewID\n    customerID: $customerID\n    productName: $productName\n    expireDays: $expireDays\n  ) {\n    id\n    url\n    token\n    expireAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteViewUser($viewID: ID!, $viewName: String, $id: ID!, $customerID: ID!) {\n  deleteViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    id: $id\n    customerID: $customerID\n  )\n}',
): (typeof documents)['mutation DeleteViewUser($viewID: ID!, $viewName: String, $id: ID!, $customerID: ID!) {\n  deleteViewUser(\n    viewID: $viewID\n    viewName: $viewName\n    id: $id\n    customerID: $customerID\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RevokeShareLink($id: ID!, $customerID: ID!) {\n  revokeShareLink(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation RevokeShareLink($id: ID!, $customerID: ID!) {\n  revokeShareLink(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ShareUsers($customerID: ID!, $query: String!) {\n  shareUsers(customerID: $customerID, query: $query) {\n    id\n    email\n    isInCustomer\n  }\n}',
): (typeof documents)['query ShareUsers($customerID: ID!, $query: String!) {\n  shareUsers(customerID: $customerID, query: $query) {\n    id\n    email\n    isInCustomer\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SharedViewByToken($token: String!) {\n  view(token: $token) {\n    ...ViewPageFields\n  }\n}',
): (typeof documents)['query SharedViewByToken($token: String!) {\n  view(token: $token) {\n    ...ViewPageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SharingView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    isPublic\n    canShare\n  }\n}',
): (typeof documents)['query SharingView($viewID: ID!) {\n  view(viewID: $viewID) {\n    id\n    name\n    customerID\n    isPublic\n    canShare\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateViewUsers($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserPermissionInput!]!, $isPublic: Boolean) {\n  updateViewUsers(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    isPublic: $isPublic\n  )\n}',
): (typeof documents)['mutation UpdateViewUsers($viewID: ID!, $viewName: String, $customerID: ID!, $permissions: [ViewUserPermissionInput!]!, $isPublic: Boolean) {\n  updateViewUsers(\n    viewID: $viewID\n    viewName: $viewName\n    customerID: $customerID\n    permissions: $permissions\n    isPublic: $isPublic\n  )\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewShareLinks($viewID: ID!, $customerID: ID) {\n  sharedViews(viewID: $viewID, customerID: $customerID, withStatus: true) {\n    id\n    createdAt\n    expireAt\n    revokedAt\n    createdBy\n    status\n  }\n}',
): (typeof documents)['query ViewShareLinks($viewID: ID!, $customerID: ID) {\n  sharedViews(viewID: $viewID, customerID: $customerID, withStatus: true) {\n    id\n    createdAt\n    expireAt\n    revokedAt\n    createdBy\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewUsers($viewID: ID!, $customerID: ID!) {\n  viewUsers(viewID: $viewID, customerID: $customerID) {\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    permissions {\n      read\n      update\n      delete\n      share\n    }\n    alerts {\n      yellow\n      red\n      disconnected\n      cleared\n    }\n    roles {\n      id\n      name\n    }\n    reasons\n  }\n}',
): (typeof documents)['query ViewUsers($viewID: ID!, $customerID: ID!) {\n  viewUsers(viewID: $viewID, customerID: $customerID) {\n    user {\n      id\n      email\n      firstName\n      lastName\n    }\n    permissions {\n      read\n      update\n      delete\n      share\n    }\n    alerts {\n      yellow\n      red\n      disconnected\n      cleared\n    }\n    roles {\n      id\n      name\n    }\n    reasons\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query DefaultTemplates($equipmentID: ID!, $customerID: ID) {\n  templates(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    isDefault: true\n    limit: 5\n  ) {\n    id\n    name\n  }\n}',
): (typeof documents)['query DefaultTemplates($equipmentID: ID!, $customerID: ID) {\n  templates(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    isDefault: true\n    limit: 5\n  ) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteTemplate($id: ID!, $customerID: ID!) {\n  deleteTemplate(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteTemplate($id: ID!, $customerID: ID!) {\n  deleteTemplate(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewTemplate($viewID: ID!, $name: String!, $customerID: ID!, $equipmentNames: [String!]!, $makeDefault: Boolean) {\n  newTemplate(\n    viewID: $viewID\n    name: $name\n    customerID: $customerID\n    equipmentNames: $equipmentNames\n    makeDefault: $makeDefault\n  ) {\n    ...TemplateFields\n  }\n}',
): (typeof documents)['mutation NewTemplate($viewID: ID!, $name: String!, $customerID: ID!, $equipmentNames: [String!]!, $makeDefault: Boolean) {\n  newTemplate(\n    viewID: $viewID\n    name: $name\n    customerID: $customerID\n    equipmentNames: $equipmentNames\n    makeDefault: $makeDefault\n  ) {\n    ...TemplateFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewTemplateView($templateID: ID!, $name: String!, $customerID: ID!, $isPublic: Boolean, $equipment: [ID!]!, $overwriteThresholds: Boolean) {\n  newTemplateView(\n    templateID: $templateID\n    name: $name\n    customerID: $customerID\n    isPublic: $isPublic\n    equipment: $equipment\n    overwriteThresholds: $overwriteThresholds\n  ) {\n    id\n    name\n  }\n}',
): (typeof documents)['mutation NewTemplateView($templateID: ID!, $name: String!, $customerID: ID!, $isPublic: Boolean, $equipment: [ID!]!, $overwriteThresholds: Boolean) {\n  newTemplateView(\n    templateID: $templateID\n    name: $name\n    customerID: $customerID\n    isPublic: $isPublic\n    equipment: $equipment\n    overwriteThresholds: $overwriteThresholds\n  ) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReapplyTemplate($id: ID!, $customerID: ID) {\n  reapplyTemplate(id: $id, customerID: $customerID) {\n    views\n    outOfSyncViewCount\n  }\n}',
): (typeof documents)['mutation ReapplyTemplate($id: ID!, $customerID: ID) {\n  reapplyTemplate(id: $id, customerID: $customerID) {\n    views\n    outOfSyncViewCount\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StampEquipment($customerID: ID!, $query: String, $limit: Int, $includeID: ID, $filters: EquipmentFilters) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n    filters: $filters\n  ) {\n    items {\n      id\n      name\n      protocol\n      gateway {\n        id\n        name\n      }\n      equipment {\n        id\n        manufacturer\n        model\n      }\n    }\n    total\n  }\n}',
): (typeof documents)['query StampEquipment($customerID: ID!, $query: String, $limit: Int, $includeID: ID, $filters: EquipmentFilters) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n    filters: $filters\n  ) {\n    items {\n      id\n      name\n      protocol\n      gateway {\n        id\n        name\n      }\n      equipment {\n        id\n        manufacturer\n        model\n      }\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Template($customerID: ID, $id: ID!) {\n  template(customerID: $customerID, id: $id) {\n    ...TemplateFields\n    layout\n    sourceViewID\n    displayEquipment {\n      order\n      registers\n    }\n  }\n}',
): (typeof documents)['query Template($customerID: ID, $id: ID!) {\n  template(customerID: $customerID, id: $id) {\n    ...TemplateFields\n    layout\n    sourceViewID\n    displayEquipment {\n      order\n      registers\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment TemplateFields on Template {\n  id\n  name\n  owner\n  ownerID\n  viewCount\n  outOfSyncViewCount\n  isDefault\n  widgetCount\n  canDelete\n  createdAt\n  equipment {\n    order\n    name\n    protocol\n    libraryID\n    manufacturer\n    model\n  }\n}',
): (typeof documents)['fragment TemplateFields on Template {\n  id\n  name\n  owner\n  ownerID\n  viewCount\n  outOfSyncViewCount\n  isDefault\n  widgetCount\n  canDelete\n  createdAt\n  equipment {\n    order\n    name\n    protocol\n    libraryID\n    manufacturer\n    model\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TemplateRegisters($id: ID, $customerID: ID) {\n  templateRegisters(id: $id, customerID: $customerID) {\n    widgetID\n    order\n    registerID\n    name\n    unit\n    protocol\n  }\n}',
): (typeof documents)['query TemplateRegisters($id: ID, $customerID: ID) {\n  templateRegisters(id: $id, customerID: $customerID) {\n    widgetID\n    order\n    registerID\n    name\n    unit\n    protocol\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TemplateSlotEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n  }\n}',
): (typeof documents)['query TemplateSlotEquipment($equipmentID: ID!, $customerID: ID) {\n  equipment(equipmentID: $equipmentID, customerID: $customerID) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TemplateViewDrift($id: ID!, $customerID: ID) {\n  templateViewDrift(id: $id, customerID: $customerID) {\n    viewID\n    viewName\n    changes\n  }\n}',
): (typeof documents)['query TemplateViewDrift($id: ID!, $customerID: ID) {\n  templateViewDrift(id: $id, customerID: $customerID) {\n    viewID\n    viewName\n    changes\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TemplateViewEquipment($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    id\n    equipmentID\n    equipmentName\n  }\n}',
): (typeof documents)['query TemplateViewEquipment($widgetIDs: [ID!]!) {\n  sensors(widgetIDs: $widgetIDs) {\n    id\n    equipmentID\n    equipmentName\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TemplateWidgets($id: ID!, $customerID: ID) {\n  templateWidgets(id: $id, customerID: $customerID) {\n    id\n    key\n    name\n    type\n    displayType\n    unit\n  }\n}',
): (typeof documents)['query TemplateWidgets($id: ID!, $customerID: ID) {\n  templateWidgets(id: $id, customerID: $customerID) {\n    id\n    key\n    name\n    type\n    displayType\n    unit\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Templates($customerID: ID, $query: String, $limit: Int, $offset: Int, $isDefault: Boolean, $isCustomer: Boolean) {\n  templates(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    isDefault: $isDefault\n    isCustomer: $isCustomer\n  ) {\n    ...TemplateFields\n    templateCount\n  }\n}',
): (typeof documents)['query Templates($customerID: ID, $query: String, $limit: Int, $offset: Int, $isDefault: Boolean, $isCustomer: Boolean) {\n  templates(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    offset: $offset\n    isDefault: $isDefault\n    isCustomer: $isCustomer\n  ) {\n    ...TemplateFields\n    templateCount\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteTag($id: ID!, $customerID: ID!) {\n  deleteTag(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}',
): (typeof documents)['mutation DeleteView($id: ID!, $customerID: ID!) {\n  deleteView(id: $id, customerID: $customerID)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}',
): (typeof documents)['mutation DeleteWidget($id: ID!) {\n  deleteWidget(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}',
): (typeof documents)['mutation DuplicateWidget($id: ID!) {\n  duplicateWidget(id: $id) {\n    ...WidgetFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}',
): (typeof documents)['mutation NewTag($name: String!, $customerID: ID!, $parentID: ID, $latitude: Float, $longitude: Float) {\n  newTag(\n    name: $name\n    customerID: $customerID\n    parentID: $parentID\n    latitude: $latitude\n    longitude: $longitude\n  ) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}',
): (typeof documents)['mutation NewView($name: String!, $tagIDs: [ID!], $customerID: ID!, $isPublic: Boolean) {\n  newView(\n    name: $name\n    tagIDs: $tagIDs\n    customerID: $customerID\n    isPublic: $isPublic\n  ) {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}',
): (typeof documents)['mutation NewWidget($viewID: ID!, $customerID: ID, $widget: WidgetInput!) {\n  newWidget(viewID: $viewID, customerID: $customerID, widget: $widget) {\n    ...WidgetFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}',
): (typeof documents)['query SensorPicker($customerID: ID, $query: String, $limit: Int) {\n  sensors(customerID: $customerID, query: $query, limit: $limit) {\n    ...WidgetSensorFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['fragment TagNodeFields on ViewTag {\n  id\n  name\n  parentID\n  latitude\n  longitude\n  viewCount\n}\n\nquery Tags($customerID: ID) {\n  tags(customerID: $customerID) {\n    ...TagNodeFields\n    tags {\n      ...TagNodeFields\n      tags {\n        ...TagNodeFields\n        tags {\n          ...TagNodeFields\n          tags {\n            ...TagNodeFields\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}',
): (typeof documents)['mutation UpdateViewLayout($viewName: String, $layout: String!, $id: ID!) {\n  updateViewLayout(viewName: $viewName, layout: $layout, id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}',
): (typeof documents)['mutation UpdateViewTrendSync($id: ID!, $customerID: ID!, $trendSync: Boolean!) {\n  updateView(\n    id: $id\n    customerID: $customerID\n    trendSync: $trendSync\n    nameOnly: true\n  ) {\n    id\n    trendSync\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}',
): (typeof documents)['mutation UpdateWidget($id: ID!, $widget: WidgetInput, $imageTransform: ImageTransformInput) {\n  updateWidget(id: $id, widget: $widget, imageTransform: $imageTransform) {\n    ...WidgetFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}',
): (typeof documents)['query ValidateViewNames($names: [String!]!, $customerID: ID!) {\n  validateViewNames(names: $names, customerID: $customerID) {\n    valid\n    taken\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    ...ViewPageFields\n  }\n}',
): (typeof documents)['query View($viewName: String!, $customerID: ID) {\n  view(viewName: $viewName, id: $customerID) {\n    ...ViewPageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}',
): (typeof documents)['query ViewCounts($customerID: ID, $query: String, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  viewCounts(\n    customerID: $customerID\n    query: $query\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    total\n    ok\n    warning\n    error\n    disconnected\n    repair\n    maintenance\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ViewPageFields on View {\n  id\n  name\n  customerID\n  layout\n  canUpdate\n  canShare\n  canDelete\n  trendV2\n  trendSync\n  viewType\n}',
): (typeof documents)['fragment ViewPageFields on View {\n  id\n  name\n  customerID\n  layout\n  canUpdate\n  canShare\n  canDelete\n  trendV2\n  trendSync\n  viewType\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}',
): (typeof documents)['query Views($customerID: ID, $query: String, $status: [String!], $limit: Int, $offset: Int, $tagID: ID, $maintenance: Boolean, $disconnected: Boolean, $viewType: String) {\n  views(\n    customerID: $customerID\n    query: $query\n    withStatus: true\n    status: $status\n    limit: $limit\n    offset: $offset\n    tagID: $tagID\n    maintenance: $maintenance\n    disconnected: $disconnected\n    viewType: $viewType\n  ) {\n    id\n    name\n    customerID\n    canDelete\n    isPublic\n    viewType\n    fullTags {\n      id\n      name\n    }\n    errors\n    warnings\n    disconnected\n    maintenance\n    isRepair\n    lastAlarmTimestamp\n    author\n    widgetCount\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}',
): (typeof documents)['query WidgetEquipmentPicker($customerID: ID!, $query: String, $limit: Int, $includeID: ID) {\n  allEquipment(\n    customerID: $customerID\n    query: $query\n    limit: $limit\n    includeID: $includeID\n  ) {\n    items {\n      id\n      name\n      protocol\n      equipmentIP\n      gateway {\n        id\n        name\n      }\n    }\n    total\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}',
): (typeof documents)['fragment WidgetFields on Widget {\n  id\n  key\n  viewID\n  viewName\n  customerID\n  name\n  type\n  displayType\n  calculation\n  chartType\n  image\n  imageURL\n  link\n  basis\n  color\n  greenTo\n  yellowTo\n  greenTo2\n  yellowTo2\n  redTo\n  lowerBound\n  upperBound\n  smartThresholds {\n    smartWarning\n    smartCritical\n  }\n  states\n  sensorIDs\n  metaIDs\n  mins\n  equipmentID\n  gatewayID\n  unit\n  notes\n  disconnected\n  imageTransform {\n    translateX\n    translateY\n    scale\n    rotation\n  }\n  expiration\n  range\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!, $token: String) {\n  readings(customerID: $customerID, widgets: $widgets, token: $token) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}',
): (typeof documents)['query WidgetReadings($customerID: ID, $widgets: [WidgetReadingsInput!]!, $token: String) {\n  readings(customerID: $customerID, widgets: $widgets, token: $token) {\n    widgetID\n    range\n    from\n    to\n    latest {\n      sensorID\n      value\n      detail\n      createdAt\n      status\n      disconnected\n    }\n    trend {\n      sensorID\n      gatewayID\n      chunkSize\n      chunks {\n        chunkStart\n        values\n      }\n    }\n    value\n    insights {\n      sensorID\n      expected\n      spread\n      deviation\n      anomaly\n      crossesAt\n      crossesLevel\n      smartThresholds {\n        warning\n        critical\n      }\n      learnedHours\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  equipmentMaintenance\n  equipmentRepair\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}',
): (typeof documents)['fragment WidgetSensorFields on Sensor {\n  id\n  name\n  type\n  unit\n  states\n  conditions\n  greenTo\n  yellowTo\n  redTo\n  disconnected\n  status\n  equipmentID\n  equipmentName\n  equipmentMaintenance\n  equipmentRepair\n  gateway {\n    id\n    name\n  }\n  reading {\n    value\n    detail\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetSensors($widgetIDs: [ID!]!, $token: String) {\n  sensors(widgetIDs: $widgetIDs, token: $token) {\n    ...WidgetSensorFields\n    register\n  }\n}',
): (typeof documents)['query WidgetSensors($widgetIDs: [ID!]!, $token: String) {\n  sensors(widgetIDs: $widgetIDs, token: $token) {\n    ...WidgetSensorFields\n    register\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Widgets($viewID: ID!, $token: String) {\n  widgets(id: $viewID, token: $token) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}',
): (typeof documents)['query Widgets($viewID: ID!, $token: String) {\n  widgets(id: $viewID, token: $token) {\n    ...WidgetFields\n    rawLink\n    timers {\n      id\n      name\n      repeatInterval\n      warnBefore\n      greenTo\n      yellowTo\n      redTo\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}',
): (typeof documents)['mutation ResetTimer($timerID: ID!, $customerID: ID, $viewID: ID) {\n  resetTimer(timerID: $timerID, customerID: $customerID, viewID: $viewID) {\n    ...WidgetTimerFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewAlarms($viewID: ID!, $customerID: ID, $token: String) {\n  viewAlarms(viewID: $viewID, customerID: $customerID, token: $token) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}',
): (typeof documents)['query ViewAlarms($viewID: ID!, $customerID: ID, $token: String) {\n  viewAlarms(viewID: $viewID, customerID: $customerID, token: $token) {\n    sensorID\n    sensorName\n    equipmentID\n    equipmentName\n    status\n    value\n    detail\n    unit\n    since\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID, $token: String) {\n  equipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    token: $token\n  ) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}',
): (typeof documents)['query WidgetEquipmentAsset($equipmentID: ID!, $customerID: ID, $token: String) {\n  equipmentAsset(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    token: $token\n  ) {\n    equipmentID\n    name\n    manufacturer\n    model\n    protocol\n    ip\n    meta {\n      label\n      value\n      type\n      oid\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID, $token: String) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID, token: $token) {\n    ...WidgetTimerFields\n  }\n}',
): (typeof documents)['fragment WidgetTimerFields on Timer {\n  id\n  timerID\n  widgetID\n  name\n  repeatInterval\n  warnBefore\n  resetAt\n  expiresAt\n}\n\nquery WidgetTimers($widgetIDs: [ID!]!, $customerID: ID, $token: String) {\n  timers(widgetIDs: $widgetIDs, customerID: $customerID, token: $token) {\n    ...WidgetTimerFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int, $token: String) {\n  snmpTraps(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    token: $token\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}',
): (typeof documents)['query WidgetTraps($equipmentID: ID, $customerID: ID, $limit: Int, $token: String) {\n  snmpTraps(\n    equipmentID: $equipmentID\n    customerID: $customerID\n    limit: $limit\n    token: $token\n  ) {\n    id\n    oid\n    value\n    createdAt\n    equipmentID\n    equipmentIP\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
