// The words of the Add Modbus Template page; the spec's messages come from the domain's catalogue.
import type { ModbusAddressBase } from '@vigil/domain';

export const modbusTemplateTexts = {
  addTitle: 'Add Modbus Template',
  replaceTitle: 'Replace Modbus Template',
  backToLibrary: (model: string) => `Back to ${model}`,
  notAllowed:
    'Only your company can change the Modbus template of its own libraries, with permission to update libraries.',
  replaceNote: (count: number) =>
    `The template's ${count} ${count === 1 ? 'register is' : 'registers are'} shown below; saving replaces them all.`,

  baseLegend: 'Addresses are written as',
  bases: {
    protocol: 'Protocol addresses (0-based, with a function code)',
    register: 'Register numbers (1-based, e.g. 40001 or 30001)',
  } satisfies Record<ModbusAddressBase, string>,
  baseHelp:
    'A register number’s first digit names its table: 0 coils, 1 contacts, 3 input registers, 4 holding registers. 40001 is holding register 0.',

  rowsLabel: 'Registers',
  rowLegend: (index: number, name: string) =>
    name ? `Register ${index + 1}: ${name}` : `Register ${index + 1}`,
  registerNumber: 'Register number',
  convertedAddress: (functionCode: number, table: string, address: number) =>
    `Function code ${functionCode} (${table}), address ${address}`,
  addRow: 'Add register',
  duplicateRow: (label: string) => `Duplicate ${label}`,
  removeRow: (label: string) => `Remove ${label}`,
  duplicate: 'Duplicate',
  remove: 'Remove',
  save: 'Save template',
  cancel: 'Cancel',

  // the preview
  previewTitle: 'Live preview',
  previewHelp:
    'Read the registers from a device once through a gateway, then pick the byte order whose value reads right.',
  gateway: 'Gateway',
  noGateways: 'This company has no gateway to read through.',
  deviceIP: 'Device IP',
  port: 'Port',
  unitId: 'Unit id',
  readAround: 'Read around',
  block: (functionCode: number, table: string, from: number, count: number) =>
    `Reads ${count} ${count === 1 ? 'register' : 'registers'} of ${table} (function code ${functionCode}) from address ${from}.`,
  noBlock: 'Give a register a valid address to read it.',
  read: 'Read',
  waiting: (status: string) => `${status}: waiting for the gateway to read the registers…`,
  timeoutNote:
    'The gateway takes the read at its next check-in; a read that gets no answer fails after a minute.',
  readFailed: 'The registers could not be read',
  readGone: 'This read is no longer stored.',
  noWords: 'The gateway reported no registers.',
  resultsLabel: 'Values read',
  notInBlock: 'Not in the block read: select it above and read again.',
  order: 'Order',
  value: 'Value',
  readsAs: 'Reads as',
  current: 'current',
  useOrder: 'Use this order',
  useOrderLabel: (order: string, name: string) => `Use ${order} for ${name}`,
  orderInUse: (order: string) => `${order} (current)`,
  unnamed: (index: number) => `register ${index + 1}`,
} as const;
