import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  ROW_ERROR,
  assetColumns,
  deviceOid,
  draftErrors,
  metaToSave,
  saveErrorPlace,
  shownValue,
  withDraft,
} from './assetsModel';
import type { EquipmentAsset } from './assetsModel';

const asset = (id: string, meta: [label: string, value: string, type: string][]) =>
  ({
    equipmentID: id,
    name: id,
    manufacturer: 'Vertiv',
    model: 'GXT5',
    protocol: 'SNMP',
    ip: '10.0.0.1',
    meta: meta.map(([label, value, type]) => ({ label, value, type, oid: null })),
  }) as EquipmentAsset;

const A = asset('e1', [
  ['Serial number', 'SN-1', 'string'],
  ['Firmware', '2.1', 'firmware'],
]);
const B = asset('e2', [
  ['serial NUMBER', 'SN-2', 'string'],
  ['Install date', '2024-05-01', 'date'],
  ['Odd', 'x', 'colour'],
]);

describe('assetColumns', () => {
  it('takes each label once (case aside) in the order met, typed as first met, then the added', () => {
    expect(assetColumns([A, B], [{ label: 'Warranty end', type: 'date' }])).toEqual([
      { label: 'Serial number', type: 'string' },
      { label: 'Firmware', type: 'firmware' },
      { label: 'Install date', type: 'date' },
      { label: 'Odd', type: 'string' },
      { label: 'Warranty end', type: 'date' },
    ]);
  });
});

describe('drafts', () => {
  it('keeps a changed value and forgets one set back to what is stored', () => {
    const once = withDraft({}, A, 'Firmware', '2.2');
    expect(once).toEqual({ e1: { Firmware: '2.2' } });
    expect(shownValue(A, once, 'Firmware')).toBe('2.2');
    expect(shownValue(B, once, 'Serial number')).toBe('SN-2');
    expect(withDraft(once, A, 'Firmware', '2.1')).toEqual({});
  });

  it.each<[string, string, string, string | undefined]>([
    ['number', 'Power', '12.5', undefined],
    ['number', 'Power', 'lots', messages.mustBeNumber],
    ['date', 'Install date', '2026-02-30', messages.invalidDate],
    ['text', 'Serial number', 'anything', undefined],
  ])('a %s cell with %j → %s', (_kind, label, value, expected) => {
    const columns = assetColumns([A, B], [{ label: 'Power', type: 'number' }]);
    expect(draftErrors({ e2: { [label]: value } }, columns)).toEqual(
      expected ? { e2: { [label]: expected } } : {},
    );
  });
});

describe('metaToSave', () => {
  it('sends the whole stored data in order with the drafts over it, then new data, trimmed', () => {
    const columns = assetColumns([A, B], [{ label: 'Warranty end', type: 'date' }]);
    const drafts = {
      e2: { 'Serial number': ' SN-2b ', 'Warranty end': '2027-01-31', Firmware: '' },
    };
    expect(metaToSave(B, drafts, columns)).toEqual([
      { label: 'serial NUMBER', value: 'SN-2b', type: 'string' },
      { label: 'Install date', value: '2024-05-01', type: 'date' },
      { label: 'Odd', value: 'x', type: 'colour' },
      { label: 'Firmware', value: '', type: 'firmware' },
      { label: 'Warranty end', value: '2027-01-31', type: 'date' },
    ]);
  });
});

describe('saveErrorPlace', () => {
  const sent = [
    { label: 'Serial number', value: 'x', type: 'string' },
    { label: 'Install date', value: 'soon', type: 'date' },
  ];
  const graphQLError = (field?: string) =>
    new CombinedGraphQLErrors({
      errors: [
        {
          message: messages.invalidDate,
          extensions: field ? { code: 'BAD_USER_INPUT', field } : { code: 'BAD_USER_INPUT' },
        },
      ],
    });

  it.each<[string, unknown, { label: string; message: string }]>([
    [
      'a named value',
      graphQLError('meta.1.value'),
      { label: 'Install date', message: messages.invalidDate },
    ],
    [
      'a named label',
      graphQLError('meta.0.label'),
      { label: 'Serial number', message: messages.invalidDate },
    ],
    ['no field', graphQLError(), { label: ROW_ERROR, message: messages.invalidDate }],
    [
      'an index not sent',
      graphQLError('meta.9.value'),
      { label: ROW_ERROR, message: messages.invalidDate },
    ],
    [
      'a network failure',
      new Error('Failed to fetch'),
      { label: ROW_ERROR, message: 'Failed to fetch' },
    ],
  ])('%s', (_case, error, expected) => {
    expect(saveErrorPlace(error, sent)).toEqual(expected);
  });
});

describe('deviceOid', () => {
  const read = {
    ...A,
    meta: [{ ...A.meta[0]!, oid: '1.3.6.1.2.1.33.1.1.2.0' }, A.meta[1]!],
  } as EquipmentAsset;

  it.each<[string, string | null]>([
    ['Serial number', '1.3.6.1.2.1.33.1.1.2.0'],
    ['SERIAL number', '1.3.6.1.2.1.33.1.1.2.0'],
    ['Firmware', null],
    ['Warranty end', null],
  ])('%s: %s', (label, oid) => {
    expect(deviceOid(read, label)).toBe(oid);
  });
});
