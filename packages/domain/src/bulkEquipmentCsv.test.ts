import { describe, expect, it } from 'vitest';
import {
  BULK_EQUIPMENT_CSV_HEADER,
  bulkEquipmentMessages as bulk,
  emptyBulkEquipmentRow,
  parseBulkEquipmentCsv,
  validateBulkEquipment,
} from './bulkEquipmentCsv.js';
import type { BulkEquipmentRow, BulkEquipmentShared } from './bulkEquipmentCsv.js';
import { readCsvRecords } from './csvRecords.js';
import { messages } from './messages.js';

const lines = (...text: string[]) => text.join('\n');
const row = (values: Partial<BulkEquipmentRow>): BulkEquipmentRow => ({
  ...emptyBulkEquipmentRow(),
  ...values,
});

describe('readCsvRecords', () => {
  it.each<[string, string, string, { line: number; cells: string[] }[]]>([
    [
      'commas, trimmed',
      'a , b\nc,d',
      ',',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['c', 'd'] },
      ],
    ],
    [
      'tabs',
      'a\tb c\r\nd\t',
      '\t',
      [
        { line: 1, cells: ['a', 'b c'] },
        { line: 2, cells: ['d', ''] },
      ],
    ],
    [
      'quotes holding the delimiter, a doubled quote and a line break',
      '"a,1","say ""hi""","x\ny"\n\nz',
      ',',
      [
        { line: 1, cells: ['a,1', 'say "hi"', 'x\ny'] },
        { line: 4, cells: ['z'] },
      ],
    ],
    [
      'a byte-order mark and blank lines',
      '\uFEFFa;b\n ; \n',
      ';',
      [{ line: 1, cells: ['a', 'b'] }],
    ],
  ])('reads %s', (_case, text, delimiter, expected) => {
    expect(readCsvRecords(text, delimiter)).toEqual({ records: expected });
  });

  it.each([
    ['"a,b\nc', { kind: 'unclosedQuote', line: 1 }],
    ['a\n"b" c', { kind: 'textAfterQuote', line: 2 }],
  ])('refuses %j', (text, error) => {
    expect(readCsvRecords(text)).toEqual({ error });
  });
});

describe('parseBulkEquipmentCsv', () => {
  it('has a header template naming every column', () => {
    expect(BULK_EQUIPMENT_CSV_HEADER).toBe('description,ip,port,slave id,community string');
  });

  it.each<[string, string, BulkEquipmentRow[]]>([
    [
      'the header template',
      lines(BULK_EQUIPMENT_CSV_HEADER, 'PDU 1,10.0.0.5,502,3,', 'UPS 2,10.0.0.6,,,public'),
      [
        row({ description: 'PDU 1', ip: '10.0.0.5', port: '502', slaveID: '3' }),
        row({ description: 'UPS 2', ip: '10.0.0.6', communityString: 'public' }),
      ],
    ],
    [
      'columns in another order, under other spellings, rows short of cells',
      lines('IP Address\tName\tSlave_ID', '10.0.0.7\tCRAC 3\t9', '10.0.0.8\tCRAC 4'),
      [
        row({ description: 'CRAC 3', ip: '10.0.0.7', slaveID: '9' }),
        row({ description: 'CRAC 4', ip: '10.0.0.8' }),
      ],
    ],
    [
      'semicolons and a quoted name holding one',
      lines('description;ip;community', '"Rack; left";10.0.0.9;private'),
      [row({ description: 'Rack; left', ip: '10.0.0.9', communityString: 'private' })],
    ],
    [
      'a quoted name holding a comma, CRLF line ends and blank lines',
      'name,ip\r\n"Gen, north",10.0.1.1\r\n\r\n',
      [row({ description: 'Gen, north', ip: '10.0.1.1' })],
    ],
  ])('reads %s', (_case, text, rows) => {
    expect(parseBulkEquipmentCsv(text)).toEqual({ ok: true, rows });
  });

  it.each<[string, string, string]>([
    ['nothing', '  \n', bulk.empty],
    ['a header alone', 'description,ip', bulk.noRows],
    [
      'an unknown column',
      lines('description,ip,colour', 'a,1.2.3.4,red'),
      bulk.unknownColumn(1, 'colour'),
    ],
    [
      'a column named twice',
      lines('name,description,ip', 'a,b,1.2.3.4'),
      bulk.duplicateColumn(1, 'description'),
    ],
    ['no ip column', lines('description,port', 'a,502'), bulk.missingColumns(1, ['ip'])],
    [
      'neither required column',
      lines('port', '502'),
      bulk.missingColumns(1, ['description', 'ip']),
    ],
    [
      'a row longer than the header',
      lines('description,ip', 'a,1.2.3.4', 'b,1.2.3.5,502'),
      bulk.tooManyCells(3, 3, 2),
    ],
    ['an unclosed quote', lines('description,ip', '"a,1.2.3.4'), bulk.unclosedQuote(2)],
    ['text after a quote', lines('description,ip', '"a" b,1.2.3.4'), bulk.textAfterQuote(2)],
  ])('refuses %s', (_case, text, error) => {
    expect(parseBulkEquipmentCsv(text)).toEqual({ ok: false, error });
  });
});

describe('validateBulkEquipment', () => {
  const modbus: BulkEquipmentShared = { manufacturerModel: '7', protocol: 'Modbus' };
  const snmp2: BulkEquipmentShared = {
    manufacturerModel: '8',
    protocol: 'SNMP',
    snmpVersion: '2',
    communityString: 'public',
  };

  it('turns the given rows into devices, skipping blank ones', () => {
    const result = validateBulkEquipment(modbus, [
      row({ description: 'PDU 1', ip: '10.0.0.5', port: '502', slaveID: '3' }),
      row({}),
      row({ description: 'PDU 2', ip: '10.0.0.6' }),
    ]);
    expect(result).toEqual({
      ok: true,
      equipment: [
        expect.objectContaining({ description: 'PDU 1', ip: '10.0.0.5', port: 502, slaveID: 3 }),
        expect.objectContaining({ description: 'PDU 2', ip: '10.0.0.6', port: undefined }),
      ],
    });
  });

  it('gives SNMP rows the shared community string unless they name their own', () => {
    const result = validateBulkEquipment(snmp2, [
      row({ description: 'UPS 1', ip: '10.0.0.5' }),
      row({ description: 'UPS 2', ip: '10.0.0.6', communityString: 'private' }),
    ]);
    expect(result.ok && result.equipment.map((e) => e.communityString)).toEqual([
      'public',
      'private',
    ]);
  });

  it.each<[string, BulkEquipmentShared, BulkEquipmentRow[], object[], Record<string, string>]>([
    [
      'bad cells, on their row and column',
      modbus,
      [
        row({ description: 'PDU 1', ip: '10.0.0.300' }),
        row({ ip: '10.0.0.6', port: '70000', slaveID: '300' }),
      ],
      [
        { ip: messages.invalidIPv4 },
        {
          description: messages.required,
          port: messages.invalidPort,
          slaveID: messages.invalidUnitId,
        },
      ],
      {},
    ],
    [
      'a name listed twice',
      modbus,
      [
        row({ description: 'PDU 1', ip: '10.0.0.5' }),
        row({ description: 'PDU 1', ip: '10.0.0.6' }),
      ],
      [{ description: bulk.duplicateName }, { description: bulk.duplicateName }],
      {},
    ],
    [
      'an SNMP v2 row without any community string',
      { ...snmp2, communityString: '' },
      [row({ description: 'UPS 1', ip: '10.0.0.5' })],
      [{ communityString: messages.required }],
      {},
    ],
    [
      'shared fields missing, reported once',
      { manufacturerModel: '', protocol: 'SNMP', snmpVersion: '3', securityLevel: 'authNoPriv' },
      [
        row({ description: 'UPS 1', ip: '10.0.0.5' }),
        row({ description: 'UPS 2', ip: '10.0.0.6' }),
      ],
      [{}, {}],
      {
        manufacturerModel: messages.required,
        username: messages.required,
        authType: messages.required,
        authKey: messages.required,
      },
    ],
  ])('refuses %s', (_case, shared, rows, rowErrors, sharedErrors) => {
    expect(validateBulkEquipment(shared, rows)).toEqual({ ok: false, rowErrors, sharedErrors });
  });

  it('refuses a list without devices, still checking the shared fields', () => {
    expect(validateBulkEquipment({ manufacturerModel: '', protocol: 'Modbus' }, [row({})])).toEqual(
      {
        ok: false,
        rowErrors: [{}],
        sharedErrors: { manufacturerModel: messages.required },
        error: bulk.noDevices,
      },
    );
  });
});
