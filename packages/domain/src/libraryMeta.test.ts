import { describe, expect, it } from 'vitest';
import { fileMetaAnswers, libraryMetaListSchema, metaValueText } from './libraryMeta.js';

describe('library meta list', () => {
  it('gives each kind its label and keeps OIDs in their stored form', () => {
    const parsed = libraryMetaListSchema.safeParse([
      { oid: '.1.3.6.1.2.1.33.1.1.2.0', type: 'MODEL_NUMBER' },
      { oid: '1.3.6.1.2.1.1.5.0', type: 'OTHER', label: 'System name', values: ['1 = Up'] },
    ]);
    expect(parsed.data).toEqual([
      {
        id: null,
        oid: '1.3.6.1.2.1.33.1.1.2.0',
        type: 'MODEL_NUMBER',
        label: 'Model Number',
        values: [],
      },
      {
        id: null,
        oid: '1.3.6.1.2.1.1.5.0',
        type: 'OTHER',
        label: 'System name',
        values: ['1 = Up'],
      },
    ]);
  });

  it('refuses an OTHER without a label, an OID twice, a kind twice, a bad translation', () => {
    const parsed = libraryMetaListSchema.safeParse([
      { oid: '1.3.6.1.2.1.1.5.0', type: 'OTHER' },
      { oid: '1.3.6.1.2.1.1.1.0', type: 'SERIAL_NUMBER' },
      { oid: '1.3.6.1.2.1.1.1.0', type: 'SERIAL_NUMBER' },
      { oid: 'sysName.0', type: 'NAME' },
      { oid: '1.3.6.1.2.1.1.6.0', type: 'OTHER', label: 'Where', values: ['Online'] },
    ]);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.label', 'Required.'],
      ['3.oid', 'Must be an OID of dot-separated numbers, such as 1.3.6.1.2.1.1.5.'],
      ['4.values.0', 'Write each value as number=text, such as 2=Online.'],
    ]);
    const twice = libraryMetaListSchema.safeParse([
      { oid: '1.3.6.1.2.1.1.1.0', type: 'SERIAL_NUMBER' },
      { oid: '1.3.6.1.2.1.1.1.0', type: 'SERIAL_NUMBER' },
    ]);
    expect(twice.error?.issues.map((i) => i.message)).toEqual([
      'This OID is already in the list.',
      'The list already reads the Serial Number.',
    ]);
  });

  it.each([
    ['2', ['1=Other', '2=Online'], 'Online'],
    [' 3 ', ['1=Other', '2=Online'], '3'],
    ['SN-123', [], 'SN-123'],
  ])('shows the answer %j as %j', (answer, values, text) => {
    expect(metaValueText(answer, values)).toBe(text);
  });

  it('files answers by OID, then by label, and keeps the rest', () => {
    const entries = [
      { oid: '1.3.6.1.2.1.33.1.1.2.0', label: 'Model Number', values: [] },
      { oid: '1.3.6.1.2.1.1.5.0', label: 'Name', values: [] },
      { oid: '1.3.6.1.2.1.1.7.0', label: 'Services', values: ['72=Applications'] },
    ];
    const data = [
      { label: 'Install date', value: '2024-01-02', type: 'date' },
      { label: 'model number', value: 'typed by hand', type: 'string' },
      { label: 'Old name', value: 'ups-a', type: 'string', oid: '1.3.6.1.2.1.1.5.0' },
    ];
    expect(
      fileMetaAnswers(data, entries, [
        { oid: '1.3.6.1.2.1.33.1.1.2.0', value: 'Smart-UPS 3000' },
        { oid: '1.3.6.1.2.1.1.5.0', value: 'ups-b' },
        { oid: '1.3.6.1.2.1.1.7.0', value: '72' },
        { oid: '1.3.6.1.2.1.1.9.0', value: 'not in the list' },
      ]),
    ).toEqual([
      { label: 'Install date', value: '2024-01-02', type: 'date' },
      {
        label: 'Model Number',
        value: 'Smart-UPS 3000',
        type: 'string',
        oid: '1.3.6.1.2.1.33.1.1.2.0',
      },
      { label: 'Name', value: 'ups-b', type: 'string', oid: '1.3.6.1.2.1.1.5.0' },
      { label: 'Services', value: 'Applications', type: 'string', oid: '1.3.6.1.2.1.1.7.0' },
    ]);
  });

  it('keeps labels unique when a renamed entry meets a typed-in datum', () => {
    const entries = [{ oid: '1.3.6.1.2.1.1.5.0', label: 'Name', values: [] }];
    const data = [
      { label: 'Name', value: 'typed', type: 'string' },
      { label: 'Old name', value: 'ups-a', type: 'string', oid: '1.3.6.1.2.1.1.5.0' },
    ];
    expect(fileMetaAnswers(data, entries, [{ oid: '1.3.6.1.2.1.1.5.0', value: 'ups-b' }])).toEqual([
      { label: 'Name', value: 'ups-b', type: 'string', oid: '1.3.6.1.2.1.1.5.0' },
    ]);
  });
});
