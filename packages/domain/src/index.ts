export * from './accountForms.js';
export * from './acknowledgeAlarm.js';
export * from './alarmRules.js';
export * from './alarmLifecycle.js';
export * from './assetData.js';
export * from './brands.js';
export * from './bulkEquipmentCsv.js';
export * from './chunk.js';
export * from './constants.js';
export * from './countdown.js';
export * from './csvRecords.js';
export * from './equipment.js';
export * from './equipmentForms.js';
export * from './equipmentEdit.js';
export * from './equipmentList.js';
export * from './equipmentLogs.js';
export * from './fields.js';
export * from './gatewayActions.js';
export * from './heatMap.js';
export * from './marketing.js';
export * from './messages.js';
export {
  MFA_RECOVERY_ALPHABET,
  MFA_RECOVERY_CODE_COUNT,
  MFA_RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  mfaSignInCodeSchema,
  normalizeRecoveryCode,
} from './mfaRecovery.js';
export * from './modbus.js';
export * from './modbusAddress.js';
export * from './modbusTemplateCsv.js';
export * from './snmpTemplateCsv.js';
export * from './orders.js';
export * from './partnerPortal.js';
export * from './password.js';
export * from './permissions.js';
export * from './routes.js';
export * from './reports.js';
export * from './sensorSettings.js';
export * from './status.js';
export * from './timeRanges.js';
export * from './upload.js';
export * from './validation.js';
export * from './views.js';
export * from './viewLayout.js';
export * from './viewStatus.js';
export * from './widgets.js';
export * from './anomaly.js';
export * from './gatewayProtocol.js';
export * from './liveFeed.js';
export * from './gatewayForms.js';
export * from './gatewayStatus.js';
export * from './trendPlan.js';
export * from './decodeRegisters.js';
export * from './decodeAllOrders.js';
export * from './decodeSnmpValue.js';
export * from './inputLimits.js';
export * from './notifications.js';
export * from './oidForms.js';
export * from './oidVariables.js';
export * from './libraryMeta.js';
export * from './gatewayActionForms.js';
export * from './gatewayActionProtocol.js';
export * from './cardConfigOids.js';
export * from './stateParser.js';
export {
  TEMPLATE_NAME_MAX,
  TEMPLATE_SLOTS_MAX,
  TEMPLATE_SLOT_NAME_MAX,
  compareSlotEquipment,
  parseSlotNames,
  remapLayoutKeys,
  sameLayout,
  slotMismatch,
  templateDriftMessages,
  templateMessages,
  templateNameSchema,
  templateSlotOrder,
  templateViewChanges,
  widgetLabel,
  type DriftWidget,
  type SlotCandidate,
  type SlotFit,
  type SlotMismatch,
} from './templates.js';
export {
  SHARE_ADDRESSES_MAX,
  SHARE_LINK_DAYS_DEFAULT,
  SHARE_LINK_DAYS_MAX,
  SHARE_LINK_EXPIRY_CHOICES,
  SHARE_QUERY_MAX,
  SHARE_USERS_MAX,
} from './sharing.js';
export {
  HEAT_MAPS_MAX,
  OVERLAYS_MAX,
  OVERLAY_KINDS,
  OVERLAY_VIEW_TYPE,
  isHexColor,
  isOverlayKind,
  isOverlayOpacity,
  isOverlaySize,
  overlayMessages,
  overlayViewStatus,
  type OverlayKind,
} from './overlays.js';
export { DISPLAY_MAX_DECIMALS, formatDisplayNumber } from './numberDisplay.js';
export {
  COMPANIES_PAGE_SIZE,
  COMPANY_SETTINGS_TABS,
  COMPANY_SETTINGS_TAB_LABELS,
  CUSTOMER_NAME_MENU_MAX,
  SERVICE_CONTACTS_MAX,
  companyMessages,
  companySettingsSchema,
  companySettingsTab,
  isDomainName,
  isHttpUrl,
  menuCustomerName,
  normalizeCompanyName,
  serviceContactSchema,
  type CompanySettingsChange,
  type CompanySettingsTab,
  type ServiceContactInput,
} from './companies.js';
export {
  HEARTBEAT_INTERVAL_MS,
  INGEST_RATE_WINDOW_S,
  PROCESS_FORGET_AFTER_MS,
  PROCESS_SEEN_WINDOW_MS,
  SYSTEM_STATUS_POLL_MS,
  databaseLabel,
} from './systemStatus.js';
export {
  USERS_PAGE_SIZE,
  USER_ROW_HEIGHT,
  USER_SUGGESTIONS_MAX,
  changedRoles,
  grantedRoles,
  isHomePagePath,
  rolesBeyondEditor,
  sortedRoles,
  unknownRoles,
  userAdminMessages,
} from './userAdmin.js';
export {
  HEAT_FIELD_FADE_START,
  HEAT_FIELD_MAX_CELLS,
  HEAT_FIELD_PALETTE_STEPS,
  HEAT_FIELD_POWER,
  HEAT_FIELD_RADIUS_FRACTION,
  heatFieldAlpha,
  heatFieldCell,
  heatFieldGrid,
  heatFieldLegend,
  heatFieldPalette,
  heatFieldRadius,
  heatFieldValue,
  renderHeatField,
  type HeatFieldGrid,
  type HeatFieldOptions,
  type HeatSample,
} from './heatField.js';
