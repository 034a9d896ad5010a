// Every user-facing string of the specs' error catalogues (access §5/§8, core §5/§8), by name.
// Nothing else retypes them: server, web and gateway import this catalogue. Messages that carry
// a value are functions of it.
export const messages = {
  // sign-in and MFA (access §8)
  loginFailed: 'Unable to login with the provided credentials.',
  lockout:
    'Your account has been temporarily locked due to too many login attempts. Please wait an hour and try again.',
  mfaTokenIncorrect: 'Your token is not correct.',
  mfaCodeFormat: 'Must be a six digit code',
  ssoFailed:
    'Unable to login via SSO. Please contact your administrator to verify SSO is setup and that you are able to access this application.',
  ssoEncryptionFailed:
    'Unable to login via SSO. There is a problem with the encryption configuration: the public key must match the one given to the identity provider.',
  ssoLoginFailedTitle: 'Login Failed',
  /** Our own: a company's single sign-on settings (the identity provider's SAML metadata). */
  samlMetadataNeeded:
    "Give the identity provider's metadata, by its address or as XML, to turn single sign-on on.",
  samlMetadataOneSource: "Give the identity provider's metadata address or its XML, not both.",
  samlMetadataUrl: 'The metadata address must be an http:// or https:// URL.',
  samlMetadataUnreachable: (detail: string) =>
    `The identity provider's metadata could not be fetched: ${detail}`,
  samlMetadataTooLarge: (max: number) =>
    `The identity provider's metadata is larger than ${max} characters.`,
  samlMetadataInvalid: (reason: string) =>
    `The identity provider's metadata cannot be used: ${reason}`,
  somethingWentWrong: 'Something went wrong.',
  problemActivatingMfa: 'Problem activating MFA',
  problemDeactivatingMfa: 'Problem deactivating MFA',
  problemGettingCode: 'Problem getting code',
  disableMfaWarning:
    'Turning off MFA will disable a security feature that helps keep your account secure. We do not recommend disabling MFA.',

  // 404 page (access §2)
  notFoundTitle: 'Oops!',
  notFound: 'Sorry, the page you were trying to view does not exist.',

  // password reset, verification and the account page (access §2/§4/§8)
  resetLinkExpired:
    'Your link has expired. Please reset your password again to receive a new email.',
  resetYourPasswordTitle: 'Reset Your Password',
  createNewPassword: 'Please create a new password.',
  passwordResetDone: 'Your password has been reset.',
  passwordResetFailed: 'We were unable to reset your password. Please try again.',
  resetEmailSent:
    'If your account is in our records, you should receive an email from us shortly to reset your password. Thank you!',
  resetEmailFailed: 'We were not able to send you a reset email. Please try again',
  accountUpdated: 'Your account has been updated.',
  passwordNotUpdated: 'Your password was not updated. Make sure your current password is correct',
  emailVerified: 'Your email has been verified. Congratulations!',
  resendFailed: 'We were unable to send you an email. Please try again',
  resendSent:
    'If your account is in our records and is still unverified, you should receive an email from us shortly. Thank you!',
  verificationFailed:
    'Your credentials were unable to be verified. Your email may have already been verified or your account was added more than 24 hours ago. Enter your email to try again.',
  passwordCreateFailed: 'We were unable to create your password. Please try again',
  phoneConsent:
    'By providing us your phone number, you consent to allow us to send you automatic text alerts. To stop receiving alerts, remove your phone number from our system.',
  /** Our own: verification refused until the service agreement is accepted (access §5). */
  termsNotAccepted: 'Please accept the Service Agreement to create your password.',
  /** Our own: single-sign-on users cannot change password or MFA settings (access §6). */
  ssoManagesSignIn:
    'Your company signs you in with single sign-on: your password and MFA are managed there.',

  // permission messages (access §8, core §8)
  mustBeLoggedIn: 'You must be logged in.',
  accessExpired: 'Your access has expired. Please refresh the page and try again',
  mustHaveFullAccess: 'You must have full access to access this information.',
  mustManageGateways: 'You must be able to manage gateways to access this information.',
  noAccess: 'You do not have access to this information.',
  noCreateTemplates: 'You do not have permission to create templates.',
  noDeleteTemplates: 'You do not have permission to delete templates.',
  noCreateLibraries: 'You do not have permission to create equipment libraries.',
  noCreateOrUpdateLibraries: 'You do not have permission to create or update equipment libraries.',
  noUpdateLibraries: 'You do not have permission to update equipment libraries.',
  noDeleteLibraries: 'You do not have permission to delete equipment libraries.',
  noShareWithUser: 'You do not have permission to share with this user.',
  insufficientPrivileges: 'You must do not have sufficient privileges to perform this action.',

  // field validation (access §5, core §5)
  required: 'Required.',
  mustBeNumber: 'Must be a number.',
  /** Our own: a second asset datum with a label the equipment already has. */
  assetLabelTaken: (label: string) => `There is already a datum named '${label}'.`,
  invalidEmail: 'Invalid email address.',
  /** The profile form's own wording (access §5), without the full stop of the generic ones. */
  profileEmailRequired: 'Required',
  profileEmailInvalid: 'Invalid email address',
  invalidPhone: 'Invalid phone number. Must include an area code',
  enterEmail: 'Please enter an email address.',
  useValidEmail: 'Please use a valid email address.',
  passwordLength: 'Must be between 10 and 128 characters',
  passwordPickThree: 'Pick 3: lower-case, upper-case, number, special character',
  passwordInvalidSpecial: 'You have used an invalid special character. Try using a different one.',
  passwordsDoNotMatch: 'Passwords do not match',
  demoNameRequired: 'Please provide your name.',
  demoEmailRequired: 'Please provide an email address.',
  mustBeHuman: 'Must be human',
  invalidIPv4: 'Must be an IPv4 address such as 192.168.1.20.',
  invalidOID: 'Must be an OID of dot-separated numbers, such as 1.3.6.1.2.1.1.5.',
  invalidCardName: 'Only letters, numbers, spaces and . , _ - ( ) # are allowed.',
  invalidCommunityString: 'Only letters, numbers, _, @ and - are allowed.',
  invalidFunctionCode: 'Must be 1, 2, 3 or 4.',
  invalidDataType: 'Must be UINT16, UINT32, INT16, INT32 or FLOAT.',
  invalidWordOrder: 'Must be ABCD, CDAB, BADC or DCBA (BE and LE are read as ABCD and CDAB).',
  registersForDataType: (dataType: string, needed: number) =>
    `${dataType} needs ${needed} registers.`,
  wholeNumberAtLeast: (min: number) => `Must be a whole number of at least ${min}.`,
  invalidPort: 'Must be a port from 1 to 65535.',
  invalidUnitId: 'Must be a unit id from 1 to 247.',
  endDateAfterToday: 'The end date cannot be after today.',
  startAfterEnd: 'The start must be before the end.',
  invalidWidgetType: 'Unknown widget type.',
  invalidWidgetLink: 'Enter a web address (https://…) or a page of this site (/…).',
  invalidChoice: 'Not one of the choices.',
  invalidDate: 'Must be a date such as 2026-01-31.',

  // remote uniqueness checks (access §5, core §5)
  emailTaken: 'Email has already been taken.',
  gatewayRegistered: 'This gateway is already registered.',
  gatewayNameTaken: (name: string) => `There is already a gateway named ${name}`,
  equipmentNameTaken: (name: string) => `Your gateway already has device '${name}'`,
  equipmentNamesTaken: (names: readonly string[]) =>
    `Your gateway already has the following equipment: ${names.join(', ')}.`,
  pointAlreadyMonitored: 'This point is already monitored.',
  pointNotInLibrary: 'This point is not in the equipment library.',
  /** Our own (Manage Sensors): a sensor to update that is not this point's on this equipment. */
  sensorNotOnPoint: 'This sensor does not monitor this point of this equipment.',
  sensorRemovedInSameCall: 'This sensor is removed by the same save.',
  numberAtLeast: (min: number) => `Must be at least ${min}.`,
  sensorDelayRange: (min: number, max: number) =>
    `The delay must be a whole number of seconds from ${min} to ${max}.`,
  tooManyStates: (max: number) => `A sensor has at most ${max} states.`,
  conditionPerState: 'Give one condition per state.',
  libraryHasNoTemplate: (protocol: string) => `This equipment library has no ${protocol} template.`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
  pollIntervalRange: (min: number, max: number) =>
    `The poll interval must be a whole number of seconds from ${min} to ${max}.`,
  libraryModelTaken: (model: string) => `There is already a library for '${model}'.`,
  viewNameInvalidChars: (chars: readonly string[]) =>
    `A view name cannot contain ${chars.join(' ')}`,
  viewNameIsTaken: (name: string) => `${name} is already a view name.`,

  // loading and saving (core §8)
  invalidToken: 'Invalid token',
  errorLoadingView: 'Error loading view',
  unableToLoad: 'Unable to load',
  couldNotFindEquipment: 'Could not find equipment',
  errorSavingRegisters: 'There was an error saving registers',
  unableToUpdateRegisters: 'Unable to update registers.',
  unableToUpdate: 'Unable to update',
  errorUnableToUpdate: 'ERROR: Unable to update',
  deleteError: 'Error',
  couldNotDeleteEquipment: 'Could not delete equipment',
  /** Our own (README): locked equipment is neither edited nor deleted until it is unlocked. */
  equipmentLocked: 'This equipment is locked. Unlock it to change it.',
  unableToDeleteTemplate: 'Unable to delete template.',
  sensorsDependOnRegister: (count: number, kind: 'register' | 'OID' = 'register') =>
    `There are ${count} active sensors that depend on this ${kind}. It cannot be deleted.`,
  /** Our own, in the spec's form: view templates keep the registers they read. */
  viewTemplatesReadRegister: (count: number, kind: 'register' | 'OID' = 'register') =>
    `There are ${count} view templates that read this ${kind}. It cannot be deleted.`,
  viewTemplatesReadTemplate: (count: number) =>
    `There are ${count} view templates that read registers of this template. It cannot be replaced.`,
  newViewNameTaken: (name: string) => `ERROR: The name '${name}' is already taken.`,
  newViewFailed: 'ERROR: There was a problem creating the view.',
  renameViewNameTaken: (name: string) => `The name '${name}' is already taken.`,
  updateViewFailed: 'There was a problem updating the view.',
  unableToCreateView: 'Unable to create view',
  /** Our own: template names are unique within a customer, ignoring case. */
  templateNameTaken: (name: string) => `There is already a template named '${name}'.`,
  invitationNotSent: 'Invitation not sent',
  unableToSetMaintenance: 'Unable to set maintenance mode.',
  unableToAddUser: 'Unable to add user.',
  deleteActionFailed: 'Something went wrong deleting the action',
  // gateway actions (our own, where the spec has none)
  invalidIpRange:
    'Enter a range as CIDR (10.0.0.0/24), start–end (10.0.0.1-10.0.0.254) or one address.',
  ipRangeTooLarge: 'A range may hold at most 65,536 addresses (a /16).',
  chooseCardConfig: 'Choose at least one setting to configure.',
  tooManyCredentials: 'A scan tries at most 8 sets of credentials.',
  cardConfigFileUnsupported:
    'Configuration files are not supported: choose the settings to apply instead.',
  firmwareUpdatesUnsupported: 'Firmware updates are not available on a Vigil gateway.',
  actionIpsTooMany:
    'An action takes at most 100 addresses; larger lists are sent in batches of 100.',
  actionNotFound: 'That action is no longer in the queue.',
  invalidRegisterAddress: 'Must be a register address from 0 to 65535.',
  modbusReadCount: (max: number) =>
    `Must be a whole number from 1 to ${max}: registers are read at most ${max} at a time.`,
  modbusReadPastEnd: 'The registers read must end at address 65535 or before.',
  registerNumberForm:
    'Must be a register number of 5 or 6 digits whose first digit names the table (0 coils, 1 contacts, 3 input registers, 4 holding registers), e.g. 40001.',
  registerNumberRange: (max: number) =>
    `Must be a register number from 1 to ${max} after the table digit.`,
  actionQueueChanged: 'The queue has changed; reload it and try again.',
  actionFinished: 'That action has already finished.',
  failedToLoad: 'Failed to load',
  demoRequestFailed: 'Request failed, try again later.',
  demoFormProblem: 'There was a problem—please try again.',
  /** Our own words: public requests are limited per address and per network address. */
  demoRequestRateLimited:
    'We have received several requests from you in the last hour. Please try again later.',
  // A partner's marketing document as a super user uploads it (our own words).
  marketingDocumentNameRequired: 'Give the document a name.',
  marketingDocumentCategoryRequired: 'Choose a category for the document.',
  marketingDocumentFileRequired: 'Choose the file to upload.',
  marketingDocumentThumbnailImage: 'The thumbnail must be a PNG, JPEG, GIF or WebP image.',
  marketingDocumentPartnerUnknown: 'No partner has that id.',

  // uploads (access §5/§8, core §5/§8)
  errorUploading: 'Error uploading',
  uploadTooBig: (sizeMb: string) => `Too big: ${sizeMb}MB/10MB`,
  uploadUnsupported: 'Your browser does not support modern upload',
  /** Our own limit (README), not the spec's. */
  imageQuotaExceeded: (quotaMb: number) =>
    `Image storage is full: a company may keep ${quotaMb}MB of images.`,
  /** Our own limit (README): equipment files share the images' quota. */
  fileQuotaExceeded: (quotaMb: number) =>
    `File storage is full: a company may keep ${quotaMb}MB of images and files.`,

  // live feed limits (our own, README)
  liveTooManyRooms: (max: number) => `A live connection may follow at most ${max} items at once.`,
  liveJoinsTooFast: (perSecond: number) =>
    `Too many live items asked for at once: at most ${perSecond} more a second.`,

  // server errors (our own, README): an unexpected failure names only its request id
  unexpectedError: 'Unexpected error.',
  queryTooLong: (max: number) => `The query text is longer than ${max} characters.`,
  // API input limits (our own, README "Limits"; packages/domain inputLimits.ts)
  inputTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  inputTooMany: (field: string, max: number) => `${field} may hold at most ${max} items.`,
  inputNotAnId: (field: string) => `${field} is not a valid id.`,
  inputHasNul: (field: string) => `${field} must not contain NUL characters.`,

  // OIDs pasted into the SNMP template builder, and MIB modules (our own: oidForms.ts, mibs)
  oidFormUnknown:
    'Must be a numeric OID (1.3.6.1.2.1.33.1.2.4.0, a leading dot allowed) or a MIB name (UPS-MIB::upsEstimatedChargeRemaining.0).',
  oidArcTooBig: 'Each number of an OID is at most 4294967295.',
  oidNeedsObject: "Name an object after '::', such as UPS-MIB::upsBatteryStatus.0.",
  oidModuleCase: "A MIB module's name starts with a capital letter, such as UPS-MIB.",
  oidObjectCase: "An object's name starts with a small letter, such as upsBatteryStatus.",
  oidOnePerLine: 'One OID per line (or separate them with commas).',
  oidDuplicate: (line: number) => `The same OID as line ${line}.`,
  oidListTooLong: (max: number, count: number) =>
    `At most ${max} OIDs at once; this list has ${count}.`,
  oidModuleUnknown: (module: string) =>
    `${module} is not a MIB module Vigil knows: upload it first.`,
  oidNameNotInModule: (module: string, name: string) => `${module} defines no object ${name}.`,
  oidNameUnknown: (name: string) => `No MIB module Vigil knows defines ${name}.`,
  oidNameAmbiguous: (name: string, modules: readonly string[]) =>
    `${name} is defined by ${modules.join(' and ')}: write MODULE::${name}.`,
  oidScalarInstance: (name: string) => `${name} is a scalar: read it at instance .0.`,
  oidColumnInstance: (name: string) =>
    `${name} is a table column: add the row's index, such as .1.`,
  // Variables of a library's OIDs and the device facts it reads (our own: oidVariables.ts,
  // libraryMeta.ts)
  oidVariableLetter: 'A variable is one small letter, such as x.',
  oidVariableTwice: (letter: string) => `The variable ${letter} is listed twice.`,
  oidVariableValue: 'Must be a whole number from 0 to 4294967295.',
  oidVariablesMissing: (letters: readonly string[]) =>
    `Give a number for ${letters.join(', ')}: the library's OIDs need ${letters.length > 1 ? 'them' : 'it'}.`,
  metaOidTwice: 'This OID is already in the list.',
  metaKindTwice: (label: string) => `The list already reads the ${label}.`,
  metaValueForm: 'Write each value as number=text, such as 2=Online.',
  mibTooBig: (sizeMb: string, maxMb: number) => `Too big: ${sizeMb}MB/${maxMb}MB`,
  mibEmpty: 'The MIB file is empty.',
  mibLine: (line: number, reason: string) => `line ${line}: ${reason}`,
  mibMissingImports: (modules: readonly string[]) =>
    `imports from ${modules.join(', ')}, which Vigil does not know: upload ${modules.length > 1 ? 'them' : 'it'} first.`,
  mibCoreModule: (name: string) =>
    `${name} is one of the base modules built into Vigil: it cannot be replaced.`,
  mibTooSlow: (seconds: number) =>
    `The MIB file took over ${seconds} s to read and was not imported: check that it is one MIB module, or split it into smaller ones.`,

  // alarm rules (access §5, core §4)
  invalidSyntax: 'Invalid syntax',
  switchNeedsStateSensor: "'Switches from' compares states: choose a sensor with states.",
  alarmRuleNotFound: 'That alarm rule no longer exists.',
  alarmRuleNameRequired: 'Give the rule a name.',

  // status snackbar (access §8)
  snackbarError: 'Error',
  snackbarSuccess: 'Success',

  // alarms (not in the spec: our words)
  alarmPhaseUnknown: 'phase must be open, acknowledged or cleared.',
  onlyOpenAlarmsAcknowledged: 'Only an open alarm can be acknowledged.',

  // view sharing: Permissions & Sharing and share links (our own words where the spec has none)
  shareTooManyAddresses: (max: number) => `Share with at most ${max} addresses at once.`,
  shareLinkDays: (max: number) => `A link works for a whole number of days from 1 to ${max}.`,
  shareCreatorKeepsRights: "The view's creator keeps every right on it.",
  /** Why a user reads a view (ViewUser.reasons), and the company role behind it. */
  viewUserCreator: 'Creator',
  viewUserManagesCompany: 'Manages the company',
  viewUserPublicView: 'Public view',
  viewUserSharedWith: 'Shared with them',

  // bug reports, /feedback/bug (our own words: the spec has none)
  bugReportSent: 'Thank you! Your report was sent to our support team.',
  bugReportKeptNotMailed:
    'Your report was saved, but it could not be e-mailed to our support team: bug report e-mail is not set up or not working on this server. Please tell your administrator.',
  bugReportRateLimited: (max: number) =>
    `You have sent ${max} reports in the last hour. Please wait a while before sending another.`,
  // The partner portal (not in the spec: our wording).
  quantityAtLeastOne: 'Must be at least 1.',
  quoteNeedsItem: 'Add at least one line to the quote.',
  quoteDevicesOverPlan: 'More devices than the plan covers: choose a larger plan or Custom.',
  quoteHasOrder: 'This proposal has an order: it can no longer be deleted.',
  surveyNotSent: 'The survey could not be e-mailed. Please try again.',
  surveyNeedsContactEmail: 'Enter the site contact’s e-mail address to send the survey.',
  surveyAttachmentsFull: (max: number) => `A survey keeps at most ${max} attachments.`,
  unknownOrderStatus: (status: string) => `There is no order status '${status}'.`,
  orderStatusOutOfOrder: (next: string | null) =>
    next === null ? 'This order has reached every status.' : `The next status is ${next}.`,
  orderStatusInFuture: 'The date cannot be in the future.',
  orderStatusBeforePrevious: (status: string) =>
    `The date cannot be before the date the order was ${status}.`,
  unknownPartnerRole: (role: string) => `There is no partner role '${role}'.`,
  partnerOwnAdmin: 'You cannot take away your own administrator rights.',
  partnerLastAdmin: 'The partner must keep at least one administrator.',
  removeSelfFromPartner: 'You cannot remove yourself.',
  licenseNeedsPartner: 'The company has no partner to hold its licence.',
  unknownPlanType: (plan: string) => `There is no plan '${plan}'.`,
} as const;

export type MessageKey = keyof typeof messages;
