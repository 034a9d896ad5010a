import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  SNMP_TEMPLATE_CSV_HEADER,
  buildSnmpTemplateCsv,
  csvCell,
  parseSnmpTemplateCsv,
  snmpTemplateCsvMessages as csvMessages,
  snmpTemplateRowsFromWalk,
} from './snmpTemplateCsv.js';

const csv = (...lines: string[]) => lines.join('\n');

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['1.3.6.1.2.1.1.5.0', '1.3.6.1.2.1.1.5.0'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('buildSnmpTemplateCsv', () => {
  it('writes the header and one line per row, blanks for absent values', () => {
    expect(
      buildSnmpTemplateCsv([
        { oid: '1.3.6.1.2.1.1.5.0', name: 'System name' },
        { oid: '1.3.6.1.4.1.318.1.1.1.2.2.1.0', name: 'Battery, %', unit: '%', multiplier: 0.1 },
        { oid: '1.3.6.1.4.1.9.1', name: 'Temp', unit: '°C', multiplier: 1, offset: -40 },
      ]),
    ).toBe(
      csv(
        SNMP_TEMPLATE_CSV_HEADER,
        '1.3.6.1.2.1.1.5.0,System name,,,',
        '1.3.6.1.4.1.318.1.1.1.2.2.1.0,"Battery, %",%,0.1,',
        '1.3.6.1.4.1.9.1,Temp,°C,1,-40',
        '',
      ),
    );
  });

  it('is read back by parseSnmpTemplateCsv as the same points', () => {
    const rows = [
      { oid: '1.3.6.1.2.1.1.1.0', name: 'Description "sys", long' },
      { oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Charge', unit: '%', multiplier: 1, offset: 0 },
    ];
    const result = parseSnmpTemplateCsv(buildSnmpTemplateCsv(rows));
    expect(result).toEqual({
      ok: true,
      points: [
        expect.objectContaining({ oid: '1.3.6.1.2.1.1.1.0', name: 'Description "sys", long' }),
        expect.objectContaining({
          oid: '1.3.6.1.2.1.33.1.2.4.0',
          name: 'Charge',
          unit: '%',
          multiplier: 1,
          offset: 0,
        }),
      ],
    });
  });
});

describe('snmpTemplateRowsFromWalk', () => {
  it('names each OID after itself, once, in OID order, without a leading dot', () => {
    expect(
      snmpTemplateRowsFromWalk([
        { oid: '1.3.6.1.2.1.1.10.0' },
        { oid: '.1.3.6.1.2.1.1.5.0' },
        { oid: '1.3.6.1.2.1.1.5.0' },
        { oid: '1.3.6.1.2.1.1.1.0' },
      ]),
    ).toEqual([
      { oid: '1.3.6.1.2.1.1.1.0', name: '1.3.6.1.2.1.1.1.0' },
      { oid: '1.3.6.1.2.1.1.5.0', name: '1.3.6.1.2.1.1.5.0' },
      { oid: '1.3.6.1.2.1.1.10.0', name: '1.3.6.1.2.1.1.10.0' },
    ]);
  });
});

describe('parseSnmpTemplateCsv refuses', () => {
  it.each([
    ['an empty file', '', csvMessages.noRows],
    ['a header alone', SNMP_TEMPLATE_CSV_HEADER, csvMessages.noRows],
    ['another header', csv('oid,name', '1.3.6.1.2.1.1.5.0,x'), csvMessages.header(1)],
    ['a short row', csv(SNMP_TEMPLATE_CSV_HEADER, '1.3.6.1,x'), csvMessages.cellCount(2, 2)],
    [
      'a missing name',
      csv(SNMP_TEMPLATE_CSV_HEADER, '1.3.6.1.2.1.1.5.0,,,,'),
      csvMessages.row(2, 'name', messages.required),
    ],
    [
      'a malformed OID',
      csv(SNMP_TEMPLATE_CSV_HEADER, 'not-an-oid,x,,,'),
      csvMessages.row(2, 'oid', messages.invalidOID),
    ],
    [
      'a multiplier that is not a number',
      csv(SNMP_TEMPLATE_CSV_HEADER, '1.3.6.1.2.1.1.5.0,x,,ten,'),
      csvMessages.row(2, 'multiplier', messages.mustBeNumber),
    ],
    [
      'an unclosed quote',
      csv(SNMP_TEMPLATE_CSV_HEADER, '1.3.6.1.2.1.1.5.0,"x,,,'),
      csvMessages.unclosedQuote(2),
    ],
  ])('%s', (_case, text, error) => {
    expect(parseSnmpTemplateCsv(text)).toEqual({ ok: false, error });
  });
});
