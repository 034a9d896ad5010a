import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  MODBUS_TEMPLATE_CSV_HEADER,
  modbusTemplateCsvMessages as csvMessages,
  parseModbusTemplateCsv,
} from './modbusTemplateCsv.js';

const HEADER = MODBUS_TEMPLATE_CSV_HEADER;
const VOLTAGE = 'Input voltage,4,12,1,UINT16,0,0.1,0,V,,';
const POWER = 'Output power,3,100,2,FLOAT,,,,kW,,LE';

const csv = (...lines: string[]) => lines.join('\n');

describe('parseModbusTemplateCsv reads points', () => {
  it.each<[string, string, Record<string, unknown>[]]>([
    [
      'a full row and a row of blanks taking the defaults',
      csv(HEADER, VOLTAGE, POWER),
      [
        {
          name: 'Input voltage',
          functionCode: 4,
          startingRegister: 12,
          numberOfRegisters: 1,
          dataType: 'UINT16',
          addressOffset: 0,
          multiplier: 0.1,
          offset: 0,
          unit: 'V',
          mask: undefined,
          wordOrder: 'ABCD',
        },
        {
          name: 'Output power',
          functionCode: 3,
          startingRegister: 100,
          numberOfRegisters: 2,
          dataType: 'FLOAT',
          addressOffset: 0,
          multiplier: undefined,
          offset: undefined,
          unit: 'kW',
          wordOrder: 'CDAB',
        },
      ],
    ],
    ['CRLF line endings', [HEADER, VOLTAGE, ''].join('\r\n'), [{ name: 'Input voltage' }]],
    ['a trailing newline', `${csv(HEADER, VOLTAGE)}\n`, [{ name: 'Input voltage' }]],
    ['a byte-order mark', `\uFEFF${csv(HEADER, VOLTAGE)}`, [{ name: 'Input voltage' }]],
    [
      'blank lines and rows of empty cells skipped',
      csv(HEADER, '', VOLTAGE, '   ', ',,,,,,,,,,', POWER, ''),
      [{ name: 'Input voltage' }, { name: 'Output power' }],
    ],
    [
      'whitespace around cells and header names',
      csv(HEADER.split(',').join(' , '), '  Fan speed , 3 , 7 , 1 , INT16 , 2 ,  , , rpm , , be '),
      [
        {
          name: 'Fan speed',
          startingRegister: 7,
          addressOffset: 2,
          wordOrder: 'ABCD',
          unit: 'rpm',
        },
      ],
    ],
    [
      'quoted cells with commas, quotes and a line break',
      csv(
        HEADER,
        '"Temp, ""inlet""",3,1,1,INT16,0,1,0,"°C",,BE',
        '"Alarm\nword",1,5,1,UINT16,0,1,0,,"0x00FF",',
      ),
      [
        { name: 'Temp, "inlet"', unit: '°C' },
        { name: 'Alarm\nword', functionCode: 1, mask: 255 },
      ],
    ],
    ['a hexadecimal mask', csv(HEADER, 'Bits,3,1,1,UINT16,0,1,0,,0xFF00,'), [{ mask: 0xff00 }]],
    [
      'the older word orders BE and LE, in any case',
      csv(HEADER, 'A,3,10,2,UINT32,0,1,0,,,BE', 'B,3,12,2,INT32,0,1,0,,,le'),
      [{ wordOrder: 'ABCD' }, { wordOrder: 'CDAB' }],
    ],
    [
      'the four byte orders',
      csv(
        HEADER,
        'A,3,10,2,FLOAT,0,1,0,,,ABCD',
        'B,3,12,2,FLOAT,0,1,0,,,CDAB',
        'C,3,14,2,FLOAT,0,1,0,,,badc',
        'D,3,16,2,FLOAT,0,1,0,,,DCBA',
      ),
      [{ wordOrder: 'ABCD' }, { wordOrder: 'CDAB' }, { wordOrder: 'BADC' }, { wordOrder: 'DCBA' }],
    ],
  ])('%s', (_case, text, expected) => {
    const result = parseModbusTemplateCsv(text);
    expect(result).toEqual({ ok: true, points: expect.any(Array) });
    if (!result.ok) return;
    expect(result.points).toHaveLength(expected.length);
    expected.forEach((point, index) => expect(result.points[index]).toMatchObject(point));
  });
});

describe('parseModbusTemplateCsv refuses', () => {
  it.each<[string, string, string]>([
    ['an empty file', '', csvMessages.noRows],
    ['only blank lines', '\n \r\n', csvMessages.noRows],
    ['a header without rows', `${HEADER}\n`, csvMessages.noRows],
    [
      'a header missing a column',
      csv(HEADER.replace(',mask', ''), VOLTAGE),
      csvMessages.header(1, ['mask'], []),
    ],
    [
      'a header with a misspelt and an extra column',
      csv(HEADER.replace('dataType', 'datatype') + ',comment', VOLTAGE),
      csvMessages.header(1, ['dataType'], ['datatype', 'comment']),
    ],
    [
      'a header naming a column twice',
      csv(`${HEADER},unit`, VOLTAGE),
      csvMessages.header(1, [], ['unit']),
    ],
    [
      'a header with a blank column',
      csv(`${HEADER},`, VOLTAGE),
      csvMessages.header(1, [], ['(a blank column)']),
    ],
    [
      'a header in another order',
      csv(HEADER.replace('name,functionCode', 'functionCode,name'), VOLTAGE),
      csvMessages.headerOrder(1),
    ],
    [
      'a header after blank lines',
      csv('', 'nope', VOLTAGE),
      csvMessages.header(2, [...HEADER.split(',')], ['nope']),
    ],
    [
      'a bad function code on line 3',
      csv(HEADER, VOLTAGE, 'Bad,5,1,1,UINT16,0,1,0,,,'),
      csvMessages.row(3, 'functionCode', messages.invalidFunctionCode),
    ],
    [
      'line numbers count blank lines',
      csv(HEADER, '', VOLTAGE, 'Bad,3,1,1,DOUBLE,0,1,0,,,'),
      csvMessages.row(4, 'dataType', messages.invalidDataType),
    ],
    [
      'a missing name',
      csv(HEADER, ',3,1,1,UINT16,0,1,0,,,'),
      csvMessages.row(2, 'name', messages.required),
    ],
    [
      'the first bad cell from the left',
      csv(HEADER, 'X,three,-1,1,UINT16,0,1,0,,,'),
      csvMessages.row(2, 'functionCode', messages.mustBeNumber),
    ],
    [
      'a negative starting register',
      csv(HEADER, 'X,3,-1,1,UINT16,0,1,0,,,'),
      csvMessages.row(2, 'startingRegister', messages.wholeNumberAtLeast(0)),
    ],
    [
      'a 32-bit type in one register',
      csv(HEADER, 'X,3,1,1,FLOAT,0,1,0,,,'),
      csvMessages.row(2, 'numberOfRegisters', messages.registersForDataType('FLOAT', 2)),
    ],
    [
      'a multiplier that is not a number',
      csv(HEADER, 'X,3,1,1,UINT16,0,ten,0,,,'),
      csvMessages.row(2, 'multiplier', messages.mustBeNumber),
    ],
    [
      'a fractional address offset',
      csv(HEADER, 'X,3,1,1,UINT16,0.5,1,0,,,'),
      csvMessages.row(2, 'addressOffset', messages.mustBeNumber),
    ],
    [
      'an unknown word order',
      csv(HEADER, 'X,3,1,2,UINT32,0,1,0,,,MID'),
      csvMessages.row(2, 'wordOrder', csvMessages.invalidWordOrder),
    ],
    [
      'a fractional mask',
      csv(HEADER, 'X,3,1,1,UINT16,0,1,0,,1.5,'),
      csvMessages.row(2, 'mask', csvMessages.invalidMask),
    ],
    [
      'a mask too wide to store',
      csv(HEADER, 'X,3,1,1,UINT16,0,1,0,,0xFFFFFFFF,'),
      csvMessages.row(2, 'mask', csvMessages.invalidMask),
    ],
    ['a short row', csv(HEADER, 'X,3,1,1,UINT16'), csvMessages.cellCount(2, 5)],
    ['a long row', csv(HEADER, `${VOLTAGE},extra`), csvMessages.cellCount(2, 12)],
    [
      'an unclosed quote, by the line it opens on',
      csv(HEADER, VOLTAGE, '"X,3,1,1,UINT16,0,1,0,,,', 'more'),
      csvMessages.unclosedQuote(3),
    ],
    [
      'text after a closing quote',
      csv(HEADER, '"X" y,3,1,1,UINT16,0,1,0,,,'),
      csvMessages.textAfterQuote(2),
    ],
  ])('%s', (_case, text, error) => {
    expect(parseModbusTemplateCsv(text)).toEqual({ ok: false, error });
  });

  it('words a row error as "Line n: field: message"', () => {
    expect(csvMessages.row(3, 'functionCode', messages.invalidFunctionCode)).toBe(
      'Line 3: functionCode: Must be 1, 2, 3 or 4.',
    );
  });
});
