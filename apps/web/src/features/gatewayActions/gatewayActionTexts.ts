// The words of the gateway action screens; the spec's labels and messages come from the domain
// (ACTION_LABELS, GATEWAY_MODE_LABELS, messages).
import type { ActionStatus, CardConfigFlag } from '@vigil/domain';
import { formatFileSize } from '../../components/formatFileSize';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const gatewayActionTexts = {
  // the drawer
  drawerTitle: 'Action queue',
  queueCount: (count: number) => `${count} in queue`,
  openDrawer: 'Open the action queue',
  closeDrawer: 'Close the action queue',
  nodeSwitch: 'Queue of node',
  node1: 'Node 1',
  node2: 'Node 2',
  loadingQueue: 'Loading the action queue',
  emptyQueue: 'No actions queued. Actions you add to this gateway show here until they finish.',
  finishedHeading: 'Finished',
  statuses: {
    PENDING: 'Pending',
    IN_PROGRESS: 'In progress',
    SUCCESS: 'Succeeded',
    FAILED: 'Failed',
    CANCELLED: 'Cancelled',
  } satisfies Record<ActionStatus, string>,
  gatewayItself: 'This gateway',
  moreIps: (first: string, more: number) => `${first} and ${plural(more, 'other', 'others')}`,
  queuedBy: (who: string | null | undefined, when: string) =>
    who ? `Queued by ${who} ${when}` : `Queued ${when}`,
  batch: (label: string, pending: number, total: number) =>
    `Batch ${label}: ${pending} of ${total} pending`,
  fixedHint: 'Running: it keeps its place.',
  dragHandle: (label: string) => `Drag ${label} to a new place`,
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  moved: (label: string, position: number, count: number) =>
    `${label} moved to position ${position} of ${count}.`,
  remove: (label: string) => `Remove ${label}`,
  results: (label: string) => `Results of ${label}`,
  resultsButton: 'Results',
  removeTitle: (label: string) => `Remove ${label}?`,
  removeRunningBody:
    'This action is running on the gateway: removing it cancels it, and what it has done so far is not undone.',
  removeBatchBody: (done: number, total: number) =>
    `${done} of the ${total} parts of this batch have already run: removing it does not undo them.`,
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  close: 'Close',

  // results
  resultsTitle: (label: string, status: string) => `${label}: ${status}`,
  target: 'Address',
  queuedAt: 'Queued',
  startedAt: 'Started',
  finishedAt: 'Finished',
  notYet: '—',
  output: 'Output',
  perIp: 'Addresses',
  ipColumn: 'IP address',
  outcomeColumn: 'Outcome',
  ipOk: 'Done',
  ipFailed: 'Failed',
  meta: 'What the gateway reported',
  files: 'Files',
  fileSize: formatFileSize,
  progress: (scanned: number, total: number) => `${scanned} of ${total} addresses scanned`,
  found: (count: number) => `${plural(count, 'device', 'devices')} found so far`,
  openDiscovery: 'Open the found equipment',
  openWalk: 'Open the walk',
  noResults: 'The gateway reported nothing more for this action.',

  // the action menu
  actionsButton: 'Gateway actions',
  queued: (label: string) => `${label} queued.`,
  confirmQueue: 'Queue it',
  restartTitle: (name: string) => `Restart ${name}?`,
  restartBody: (minutes: number) =>
    `The gateway stops polling while it restarts. A reboot typically takes under ${minutes} minutes.`,
  patchTitle: (name: string) => `Install security patches on ${name}?`,
  patchBody:
    'The gateway stops polling while the patches install, and may restart to finish installing them.',
  snmpWalk: 'SNMP Walk',
  findEquipment: 'Find Equipment',

  // Configure Card(s)
  configureIntro: (ip: string) =>
    `The gateway writes the settings you choose to the card at ${ip} over SNMP.`,
  configureManyIntro:
    'The gateway writes the settings you choose to each card over SNMP. Lists of more than 100 addresses are queued 100 at a time, as one batch.',
  cardIpLabel: 'Card address',
  ipsLabel: 'Card addresses',
  ipsHint: 'One per line, or separated by commas.',
  ipsCount: (count: number) => `${plural(count, 'address', 'addresses')} to configure.`,
  notAnAddress: (entries: readonly string[]) =>
    entries.length > 3
      ? `Check ${entries.slice(0, 3).join(', ')} and ${plural(entries.length - 3, 'other', 'others')}.`
      : `Check ${entries.join(', ')}.`,
  pickToggle: "Pick from this gateway's SNMP equipment",
  pickSearch: 'Search SNMP equipment',
  pickLoading: 'Loading the SNMP equipment',
  pickNone: 'This gateway has no SNMP equipment.',
  pickNoMatch: 'No SNMP equipment matches the search.',
  pickMore: (shown: number, total: number) =>
    `Showing ${shown} of ${total}: search to narrow the list.`,
  pickCard: (name: string, ip: string) => `${name} (${ip})`,
  pickedCount: (count: number) => `${count} picked`,
  settingsLegend: 'Settings to write',
  flagLabels: {
    'set-name': 'Set the card name',
    'set-traps': 'Send traps to an address',
    'set-user': 'Set a user',
    'set-V3-access': 'Give SNMPv3 access',
    'set-approved': 'Mark the card approved',
  } satisfies Record<CardConfigFlag, string>,
  flagLabel: (label: string, flag: string) => `${label} (${flag})`,
  cardNameLabel: 'Card name',
  cardNameManyHint: 'Every card listed gets this name.',
  trapIPLabel: 'Trap destination IP',
  trapIPHint: "Where the card sends its traps: the gateway's address as the card reaches it.",
  trapCommunityLabel: 'Trap community (optional)',
  cardUsernameLabel: 'Username',
  v3UserLabel: 'V3 user',
  sharedUserHint: 'Also the user given SNMPv3 access.',
  cardPasswordLabel: 'Password',
  contactLabel: 'Contact (optional)',
  writeCredentials: 'SNMP credentials to write with',
  writeCredentialsHint:
    "The card's write community (versions 1 and 2c), or a version 3 user allowed to write.",
  configure: 'Configure',
  queuedProgress: (queued: number, total: number) => `Queued ${queued} of ${total}`,
  showQueue: "Show the gateway's action queue",

  // the SNMP Walk page
  walkTitle: 'SNMP Walk',
  walkSubtitle: (gateway: string) => `On ${gateway}`,
  backToGateway: 'Gateway',
  checkingWalks: 'Looking for a stored walk',
  ipLabel: 'IP address',
  rootLabel: 'Root OID',
  rootHint: 'Where the walk starts; 1.3.6.1 walks everything the agent shows.',
  descLabel: 'Description (optional)',
  credentials: 'SNMP credentials',
  /** Find Equipment's further sets of credentials, tried in order after the first. */
  addCredentials: 'Add credentials',
  removeCredentials: 'Remove',
  credentialSet: (number: number) => `SNMP credentials ${number}`,
  credentialsOrder:
    'Each address is asked with the credentials above first, then with each further set in order.',
  portLabel: 'Port',
  portHint: 'The UDP port the agents answer on (default 161).',
  /** Said after the credentials when the port is not SNMP's own. */
  onPort: (port: string) => (port === '' || port === '161' ? '' : ` · port ${port}`),
  walk: 'Walk',
  newWalk: 'New walk',
  walkWaiting: (ip: string) =>
    `Waiting for the gateway to walk ${ip}: the action queue below shows how far it has got.`,
  walkFailed: 'The walk did not finish.',
  walkOf: (ip: string, root: string) => `Walk of ${ip} from ${root}`,
  walkTaken: (when: string, total: number) => `Taken ${when}; ${plural(total, 'OID', 'OIDs')}.`,
  walkStopped: (reason: string) =>
    reason === 'count'
      ? 'The walk stopped at the most OIDs one walk may hold; walk a deeper root OID to see the rest.'
      : reason === 'time'
        ? 'The walk stopped when it ran out of time; walk a deeper root OID to see the rest.'
        : `The walk stopped early (${reason}).`,
  walkGone: 'This walk is no longer stored.',
  searchOids: 'Search OIDs, types and values',
  oidColumn: 'OID',
  typeColumn: 'Type',
  valueColumn: 'Value',
  loadingWalk: 'Loading the walk',
  noOids: 'The agent showed no OIDs under this root.',
  noOidsMatch: 'No OIDs match the search.',
  selectOid: (oid: string) => `Select ${oid}`,
  selectPage: 'Select every OID on this page',
  selectedCount: (count: number) => `${plural(count, 'OID', 'OIDs')} selected`,
  clearSelection: 'Clear selection',
  exportSelected: 'Export selected as SNMP template CSV',
  csvFileName: (ip: string) => `snmp-template-${ip}.csv`,
  createLibrary: 'Create a library from the selected OIDs',
  createLibraryTitle: 'Create a library from the selected OIDs',
  createLibraryIntro: (count: number) =>
    `Its SNMP template reads the ${plural(count, 'OID', 'OIDs')} below; name each one as it should show on sensors.`,
  manufacturerLabel: 'Manufacturer',
  modelLabel: 'Model',
  sysObjectIDLabel: 'sysObjectID',
  sysObjectIDHint: 'What the equipment answers for 1.3.6.1.2.1.1.2.0, so discovery recognises it.',
  loadingSysObjectID: 'Looking for the sysObjectID in the walk',
  libraryOidsHeading: 'OIDs',
  pointNameLabel: 'Name',
  pointUnitLabel: 'Unit',
  pointMultiplierLabel: 'Multiplier',
  createLibrarySubmit: 'Create library',
  libraryCreated: (name: string) =>
    `Library ${name} created. It can now be chosen when adding equipment.`,

  // Find Equipment
  findTitle: 'Find Equipment',
  backToEquipment: 'My Equipment',
  findIntro:
    'The gateway asks every address of the range for its system name and description over SNMP; the devices that answer can then be imported.',
  rangeLabel: 'Address range',
  rangeHint: 'CIDR (10.0.0.0/24), start–end (10.0.0.1-10.0.0.254) or one address; at most a /16.',
  rangeCount: (count: number) => `${plural(count, 'address', 'addresses')} to scan.`,
  find: 'Find',
  newSearch: 'New search',
  scanOf: (label: string, when: string) => `${label}, queued ${when}`,
  scanRange: (range: string) => `Range ${range}`,
  scanWaiting: 'Waiting for the gateway to start the scan (it starts after its next poll).',
  scanDone: 'The scan has finished.',
  scanFailed: 'The scan did not finish.',
  loadingScan: 'Loading the scan',
  scanGone: 'This scan is no longer stored, or you cannot see it.',
  searchFound: 'Search found devices',
  devicesHeading: 'Found devices',
  noDevicesYet: 'No devices have answered yet.',
  noDevices: 'No device answered in this range.',
  noDevicesMatch: 'No found device matches the search.',
  sysName: 'sysName',
  sysDescr: 'sysDescr',
  sysObjectID: 'sysObjectID',
  library: 'Library',
  noLibrary: 'None matched',
  onboarded: 'Onboarded',
  onboardedYes: 'onboarded',
  selectDevice: (ip: string) => `Select ${ip}`,
  selectAllDevices: 'Select every device not yet onboarded',
  continueToImport: (count: number) =>
    count === 1 ? 'Import 1 device' : `Import ${count} devices`,

  // Import Equipment
  importTitle: 'Import Equipment',
  importIntro:
    'Each selected device is added to the gateway with its name and library, polled with the credentials below.',
  importCredentials: 'Credentials that found these devices',
  credentialsReentry:
    'The server never returns credentials: enter the ones the scan used (they were not kept after the page was left).',
  credentialsKept: 'Filled in from the scan you started on this page.',
  credentialsPerDevice:
    'Each device is added with the credentials it answered to in the scan you started on this page.',
  credentialsApplyToAll:
    'These devices answered to different credentials of the scan: the ones entered here apply to every row.',
  rowsHeading: 'Devices',
  includeDevice: (ip: string) => `Import ${ip}`,
  nameLabel: (ip: string) => `Name of ${ip}`,
  libraryLabel: (ip: string) => `Library of ${ip}`,
  librarySearch: 'Type a manufacturer or model',
  importNothingFound: 'This scan found no device that is not already onboarded.',
  importButton: (count: number) => (count === 1 ? 'Import 1 device' : `Import ${count} devices`),
  backToFind: 'Found equipment',
  noDiscovery: 'Open Find Equipment and run a scan first.',
  chooseScan: 'Find Equipment',

  // Test connection (the add-equipment form)
  testConnection: 'Test connection',
  testWaiting:
    'Waiting for the gateway to test the connection (it takes the test at its next check-in)…',
  testSucceeded: 'Connection works',
  testFailed: 'Connection failed',
  testGone: 'This test is no longer stored.',
} as const;
