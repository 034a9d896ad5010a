// The Gateways tab's own words. The spec's messages come from the domain's catalogue.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const gatewayTexts = {
  searchLabel: 'Search gateways',
  connectionLabel: 'Connection',
  connected: 'Connected',
  disconnected: 'Disconnected',
  listenMode: 'Listen Mode',
  sortBy: 'Sort by',
  sortOrder: (order: 'asc' | 'desc') => (order === 'asc' ? 'Ascending' : 'Descending'),
  loading: 'Loading gateways',
  noGateways: 'No gateways yet',
  noGatewaysHint: 'Register a gateway, then run its agent on the site to start polling equipment.',
  noMatch: 'No gateways match the search and filters.',
  clearFilters: 'Clear search and filters',
  register: 'Register gateway',

  columns: {
    name: 'Name',
    status: 'Status',
    lastUpdated: 'Last seen',
    pollInterval: 'Poll interval',
    deviceCount: 'Devices',
    version: 'Version',
    ha: 'HA type / role',
    createdAt: 'Registered',
  },

  nextPoll: 'Next poll',
  never: 'Never',
  seconds: (seconds: number) => `${seconds} s`,
  devices: (count: number) => plural(count, 'device', 'devices'),
  externalID: 'Appliance serial',
  ip: 'IP address',
  gwType: 'HA type',
  haStatus: 'HA role',
  none: '—',

  detailsTitle: 'Gateway',
  closeDetails: 'Close details',
  detailsLoadFailed: 'Could not load this gateway.',
  edit: 'Edit',
  rotateToken: 'Rotate token',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  done: 'Done',

  nameLabel: 'Name',
  pollIntervalLabel: 'Poll interval (seconds)',
  pollIntervalHint: 'The agent picks a new interval up at its next check-in.',
  externalIDLabel: 'Appliance serial (optional)',
  externalIDHint: "The appliance's own id, if it has one: one gateway per appliance.",

  registeredTitle: (name: string) => `Gateway ${name} registered`,
  rotatedTitle: (name: string) => `New token for ${name}`,
  tokenOnce:
    'Copy the token now: it is shown only this once. If it is lost, rotate the token to get a new one.',
  tokenLabel: 'Gateway token',
  installIntro:
    "On the site's machine, in a copy of Vigil with its dependencies installed, start the agent with:",
  installCommandLabel: 'Install command',
  installAfter:
    'The agent only dials out to this site. The gateway shows as connected at its first check-in.',
  copyToken: 'Copy token',
  copyCommand: 'Copy command',
  copied: 'Copied',
  copyByHand: 'Select the text and copy it (Ctrl+C).',

  rotateTitle: (name: string) => `Rotate the token of ${name}?`,
  rotateBody:
    'The current token stops working at once: the agent cannot send readings until it is restarted with the new token.',

  // HA pairs (spec core §3: gateway types STD, HA1, HA2; roles STD, MASTER, BACKUP)
  haChip: 'HA',
  haChipLabel: 'HA pair',
  haPair: 'HA pair',
  haNode: (node: string) => (node === 'HA2' ? `Node 2 (${node})` : `Node 1 (${node})`),
  haLastCheckIn: 'Last check-in',
  haLoading: 'Loading the HA nodes',
  haNoNodes: 'The nodes of this pair have not been reported yet.',
  addHaNode: 'Add HA node',
  replaceHaToken: 'Replace HA node token',
  replaceHaTitle: (name: string) => `Replace the HA node token of ${name}?`,
  replaceHaBody:
    "The second node's current token stops working at once: that node cannot check in or take over until it is restarted with the new token.",
  haTokenTitle: (name: string) => `Second node of ${name}`,
  haTokenOnce:
    'Copy the token now: it is shown only this once. If it is lost, replace the HA node token to get a new one.',
  haInstallIntro:
    "On the second node's machine, in a copy of Vigil with its dependencies installed, start the agent with:",
  haInstallAfter:
    'Both nodes check in; the server tells the MASTER to poll and the BACKUP to take over if the master goes silent.',

  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: (count: number) =>
    `This deletes the gateway and its ${plural(count, 'device', 'devices')} with their sensors, readings and files. It cannot be undone.`,
  deleteTypeName: (name: string) => `Type ${name} to confirm`,
} as const;
