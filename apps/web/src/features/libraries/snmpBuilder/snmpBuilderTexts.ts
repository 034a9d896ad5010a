import type { SnmpBuilderSource } from './snmpBuilderModel';

/** The words of the SNMP template builder; the spec's messages come from the domain's catalogue. */
export const snmpBuilderTexts = {
  newTemplate: 'New SNMP template',
  build: 'Build SNMP template',
  replace: 'Replace SNMP template',
  titleNew: 'New SNMP template',
  titleReplace: (model: string) => `Replace the SNMP template of ${model}`,
  replaceHint:
    'Saving replaces every OID of this template. It is refused while sensors still read the old OIDs.',
  close: 'Close',
  save: 'Save template',
  libraryHeading: 'Library',
  manufacturer: 'Manufacturer',
  model: 'Model',
  sysObjectID: 'sysObjectID',
  sysObjectIDHint: 'Discovery matches found devices to this library by it (1.3.6.1.2.1.1.2.0).',
  sourcesLabel: 'Where the OIDs come from',
  sources: {
    mib: 'MIB',
    walk: 'Walk',
    paste: 'Paste',
  } satisfies Record<SnmpBuilderSource, string>,

  // MIB
  uploadMib: 'Upload a MIB file',
  uploadHint: (maxMb: number) => `A .mib, .my or .txt file of at most ${maxMb}MB.`,
  uploading: (name: string) => `Reading ${name}…`,
  uploaded: (name: string, count: number) => `${name} was read: ${count} objects.`,
  moduleLabel: 'MIB module',
  builtIn: 'built in',
  moduleOption: (name: string, count: number, builtIn: boolean) =>
    `${name} (${count} objects${builtIn ? ', built in' : ''})`,
  chooseModule: 'Choose a module, or upload a MIB file.',
  searchObjects: 'Search objects',
  rowIndex: 'Row index for table columns',
  rowIndexHint: 'A column is read at a row: 1 is the first.',
  objectsLabel: 'Objects of the module',
  noObjects: 'No object matches.',
  loadingObjects: 'Loading objects',
  objectColumns: {
    pick: 'Pick',
    name: 'Name',
    oid: 'OID',
    syntax: 'Syntax',
    access: 'Access',
    units: 'Units',
    description: 'Description',
  },
  pickObject: (name: string) => `Pick ${name}`,
  notReadable: 'Not a value to read',

  // walk
  gatewayLabel: 'Gateway',
  chooseGateway: 'Choose a gateway to see its walks.',
  walkLabel: 'Walk',
  walkOption: (ip: string, at: string) => `${ip} — ${at}`,
  noWalks: 'This gateway holds no finished walk.',
  makeWalk: 'Walk a device',
  searchWalk: 'Search OIDs or values',
  walkedLabel: 'Walked OIDs',
  walkColumns: { pick: 'Pick', oid: 'OID', type: 'Type', value: 'Value' },
  pickWalked: (oid: string) => `Pick ${oid}`,
  loadingWalk: 'Loading the walk',
  sysObjectIDFound: (oid: string) => `The walk's sysObjectID ${oid} is the library's.`,

  // paste
  pasteLabel: 'OIDs, one a line',
  pasteHint:
    'Numeric (1.3.6.1.2.1.33.1.2.4.0 or .1.3.6.1.2.1.33.1.2.4.0) or by name (UPS-MIB::upsEstimatedChargeRemaining.0).',
  lineProblem: (line: number, input: string, message: string) =>
    `Line ${line}: ${input} — ${message}`,
  resolving: 'Checking the OIDs…',
  resolvedLabel: 'Checked OIDs',
  resolvedColumns: { input: 'As pasted', oid: 'OID', name: 'Object', note: 'Note' },
  unknownObject: 'not in a known MIB',
  addPasted: (count: number) => (count === 1 ? 'Add 1 OID' : `Add ${count} OIDs`),

  // picked
  pickedHeading: (count: number) => `Picked OIDs (${count})`,
  nonePicked: 'Pick OIDs from a MIB, a walk or a pasted list.',
  pickedLabel: 'Picked OIDs',
  fields: {
    name: 'Name',
    unit: 'Unit',
    multiplier: 'Multiplier',
    offset: 'Offset',
    strMask: 'String mask',
    states: 'States',
  },
  remove: (oid: string) => `Remove ${oid}`,
  alreadyPicked: (oid: string) => `${oid} is already picked.`,
} as const;
