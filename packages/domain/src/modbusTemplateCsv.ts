// The Modbus template CSV a library import reads: one header line, then one register point per
// line, each checked with the same schema as the register form (core §5).
import { readCsvRecords } from './csvRecords.js';
import type { CsvRecord } from './csvRecords.js';
import { modbusRegisterSchema } from './equipmentForms.js';
import type { ModbusRegister } from './equipmentForms.js';
import { fieldErrors } from './fields.js';
import { messages } from './messages.js';

/** The columns, in the order the header must list them. */
export const MODBUS_TEMPLATE_CSV_COLUMNS = [
  'name',
  'functionCode',
  'startingRegister',
  'numberOfRegisters',
  'dataType',
  'addressOffset',
  'multiplier',
  'offset',
  'unit',
  'mask',
  'wordOrder',
] as const;
export type ModbusTemplateCsvColumn = (typeof MODBUS_TEMPLATE_CSV_COLUMNS)[number];

/** The header line exactly as a template file starts. */
export const MODBUS_TEMPLATE_CSV_HEADER = MODBUS_TEMPLATE_CSV_COLUMNS.join(',');

/** The mask is stored as a 32-bit signed integer. */
const MASK_MAX = 0x7fff_ffff;

/** The import's own wording; field messages come from the register schema (messages.ts). */
export const modbusTemplateCsvMessages = {
  noRows: 'The CSV has no register rows: add one line per register under the header.',
  header: (line: number, missing: readonly string[], unexpected: readonly string[]) =>
    [
      `Line ${line}: the header must be ${MODBUS_TEMPLATE_CSV_HEADER}.`,
      missing.length ? `Missing: ${missing.join(', ')}.` : '',
      unexpected.length ? `Unexpected: ${unexpected.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  headerOrder: (line: number) =>
    `Line ${line}: the header must list the columns in this order: ${MODBUS_TEMPLATE_CSV_HEADER}.`,
  cellCount: (line: number, found: number) =>
    `Line ${line}: expected ${MODBUS_TEMPLATE_CSV_COLUMNS.length} cells, found ${found}.`,
  unclosedQuote: (line: number) => `Line ${line}: a quoted cell is not closed.`,
  textAfterQuote: (line: number) => `Line ${line}: only a comma may follow a closing quote.`,
  invalidWordOrder: messages.invalidWordOrder,
  invalidMask: `Must be a whole number from 0 to ${MASK_MAX}.`,
  row: (line: number, field: string, message: string) => `Line ${line}: ${field}: ${message}`,
} as const;

export type ModbusTemplateCsvResult =
  { ok: true; points: ModbusRegister[] } | { ok: false; error: string };

function headerError({ line, cells }: CsvRecord): string | null {
  const expected: readonly string[] = MODBUS_TEMPLATE_CSV_COLUMNS;
  const missing = expected.filter((column) => !cells.includes(column));
  const unexpected = cells.filter(
    (cell, index) => !expected.includes(cell) || cells.indexOf(cell) !== index,
  );
  if (missing.length || unexpected.length) {
    return modbusTemplateCsvMessages.header(
      line,
      missing,
      unexpected.map((cell) => (cell === '' ? '(a blank column)' : cell)),
    );
  }
  return cells.every((cell, index) => cell === expected[index])
    ? null
    : modbusTemplateCsvMessages.headerOrder(line);
}

/** A row's register point, or the first bad cell (left to right) and its message. */
function readRow(
  row: Record<string, string | undefined>,
): { point: ModbusRegister } | { field: string; message: string } {
  const parsed = modbusRegisterSchema.safeParse(row);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const mask = parsed.data?.mask;
  if (mask !== undefined && (!Number.isInteger(mask) || mask < 0 || mask > MASK_MAX)) {
    errors.mask = modbusTemplateCsvMessages.invalidMask;
  }
  for (const field of [...MODBUS_TEMPLATE_CSV_COLUMNS, ...Object.keys(errors)]) {
    const message = errors[field];
    if (message !== undefined) return { field, message };
  }
  if (!parsed.success) throw new Error('register schema refused a row without a field message');
  return { point: parsed.data };
}

/**
 * Reads a Modbus template CSV (header {@link MODBUS_TEMPLATE_CSV_HEADER}) into register points.
 * Blank cells are absent values: address offset 0, byte order ABCD, and multiplier and offset
 * left for the library to default (1 and 0). The byte order is read case-insensitively, with BE
 * and LE (what older files say) read as ABCD and CDAB. The first problem is returned with its
 * line number (the header is line 1).
 */
export function parseModbusTemplateCsv(csv: string): ModbusTemplateCsvResult {
  const read = readCsvRecords(csv);
  if ('error' in read) {
    const { kind, line } = read.error;
    return { ok: false, error: modbusTemplateCsvMessages[kind](line) };
  }
  const [header, ...rows] = read.records;
  if (!header) return { ok: false, error: modbusTemplateCsvMessages.noRows };
  const badHeader = headerError(header);
  if (badHeader) return { ok: false, error: badHeader };
  if (rows.length === 0) return { ok: false, error: modbusTemplateCsvMessages.noRows };

  const points: ModbusRegister[] = [];
  for (const { line, cells } of rows) {
    if (cells.length !== MODBUS_TEMPLATE_CSV_COLUMNS.length) {
      return { ok: false, error: modbusTemplateCsvMessages.cellCount(line, cells.length) };
    }
    const row: Record<string, string | undefined> = {};
    MODBUS_TEMPLATE_CSV_COLUMNS.forEach((column, index) => {
      const value = cells[index]?.trim();
      row[column] = value ? value : undefined;
    });
    const result = readRow(row);
    if ('field' in result) {
      return {
        ok: false,
        error: modbusTemplateCsvMessages.row(line, result.field, result.message),
      };
    }
    points.push(result.point);
  }
  return { ok: true, points };
}
