import type { AssetDataType } from '@vigil/domain';

// Wording of the Assets screen that the spec leaves to us.

export const assetsTexts = {
  loadingTitle: 'Assets',
  loading: 'Loading the asset view',
  loadingAssets: 'Loading asset data',
  back: 'Back',
  subtitle: (count: number) =>
    count === 1 ? 'Asset data of 1 equipment' : `Asset data of ${count} equipment`,
  notAssetView: (name: string) => `${name} is a dashboard, not an asset view.`,
  noEquipment: 'This asset view has no equipment yet.',
  tabsLabel: 'Asset views',
  tableTab: 'Asset data',
  summaryTab: 'Summary',
  tableLabel: 'Asset data of the equipment',
  columns: { equipment: 'Equipment', manufacturer: 'Manufacturer', model: 'Model', ip: 'IP' },
  types: {
    number: 'number',
    string: 'text',
    date: 'date',
    firmware: 'firmware',
  } satisfies Record<AssetDataType, string>,
  noValue: '—',
  cellLabel: (label: string, equipment: string) => `${label} of ${equipment}`,
  readFromDevice: (oid: string) => `Read from the device (OID ${oid})`,
  readFromDeviceEdit: (oid: string) =>
    `Read from the device (OID ${oid}): its next read replaces what you enter.`,
  edit: 'Edit',
  save: 'Save',
  done: 'Done',
  addDatum: 'Add datum',
  addDatumTitle: 'Add an asset datum',
  label: 'Label',
  type: 'Type',
  add: 'Add',
  cancel: 'Cancel',
  readOnly: 'You can see the asset data of this view but not change it.',
  fixErrors: 'Some values are not valid. Correct the marked cells, then save.',
  saved: (count: number) =>
    count === 1
      ? 'Saved the asset data of 1 equipment.'
      : `Saved the asset data of ${count} equipment.`,
  saveFailed: (count: number) =>
    count === 1
      ? 'The asset data of 1 equipment was not saved: see the marked cells.'
      : `The asset data of ${count} equipment was not saved: see the marked cells.`,
  nothingToSave: 'Nothing has changed.',
  discardTitle: 'Discard changes?',
  discardBody: 'The values you changed have not been saved.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  summaryOf: (label: string) => `${label}`,
  summaryCount: (count: number) => (count === 1 ? '1 equipment' : `${count} equipment`),
  summaryNone: 'No model or firmware data to summarise yet.',
  notSet: 'Not set',
} as const;
