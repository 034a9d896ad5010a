// The bulk form of Add Equipment (spec core §2, §5): many devices of one library on one gateway,
// typed in rows or pasted from a spreadsheet / CSV file. What the rows share (library, protocol,
// SNMP version and v3 credentials) is given once; each row is checked with the onboarding schema.
import { readCsvRecords } from './csvRecords.js';
import type { CsvReadError } from './csvRecords.js';
import type { Onboarding, OnboardingInput } from './equipmentForms.js';
import { onboardingSchema } from './equipmentForms.js';
import { fieldErrors } from './fields.js';

/** The columns of a bulk row, in the order the header template lists them. */
export const BULK_EQUIPMENT_COLUMNS = [
  'description',
  'ip',
  'port',
  'slaveID',
  'communityString',
] as const;
export type BulkEquipmentColumn = (typeof BULK_EQUIPMENT_COLUMNS)[number];

/** Column names as the header template writes them and the grid labels them. */
export const BULK_EQUIPMENT_COLUMN_LABELS: Record<BulkEquipmentColumn, string> = {
  description: 'description',
  ip: 'ip',
  port: 'port',
  slaveID: 'slave id',
  communityString: 'community string',
};

/** The header line a pasted table or CSV file starts with. */
export const BULK_EQUIPMENT_CSV_HEADER = BULK_EQUIPMENT_COLUMNS.map(
  (column) => BULK_EQUIPMENT_COLUMN_LABELS[column],
).join(',');

/** Columns the header must name; the others may be left out (blank for every row). */
const REQUIRED_COLUMNS: readonly BulkEquipmentColumn[] = ['description', 'ip'];

/**
 * Header names as people write them, compared in lower case without spaces, dots, underscores or
 * hyphens: `Slave ID`, `slave_id` and `slaveID` are one column.
 */
const COLUMN_ALIASES: Record<string, BulkEquipmentColumn> = {
  description: 'description',
  name: 'description',
  devicename: 'description',
  ip: 'ip',
  ipaddress: 'ip',
  address: 'ip',
  port: 'port',
  slaveid: 'slaveID',
  slave: 'slaveID',
  unitid: 'slaveID',
  communitystring: 'communityString',
  community: 'communityString',
};

function columnOf(name: string): BulkEquipmentColumn | undefined {
  return COLUMN_ALIASES[name.toLowerCase().replace(/[\s._-]/g, '')];
}

/** One device row as the grid holds it: text per column, blank when not given. */
export type BulkEquipmentRow = Record<BulkEquipmentColumn, string>;

export function emptyBulkEquipmentRow(): BulkEquipmentRow {
  return { description: '', ip: '', port: '', slaveID: '', communityString: '' };
}

export function isBlankBulkEquipmentRow(row: BulkEquipmentRow): boolean {
  return BULK_EQUIPMENT_COLUMNS.every((column) => row[column].trim() === '');
}

/** The import's and the bulk form's own wording; field messages come from the onboarding schema. */
export const bulkEquipmentMessages = {
  empty: `Nothing to import: paste the header line ${BULK_EQUIPMENT_CSV_HEADER} and one line per device.`,
  noRows: 'The table has no device rows: add one line per device under the header.',
  noDevices: 'Add at least one device.',
  unknownColumn: (line: number, name: string) =>
    `Line ${line}: unknown column '${name}'. The columns are ${BULK_EQUIPMENT_CSV_HEADER}.`,
  duplicateColumn: (line: number, name: string) =>
    `Line ${line}: the column '${name}' is named twice.`,
  missingColumns: (line: number, missing: readonly string[]) =>
    `Line ${line}: the header must name the column${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}.`,
  tooManyCells: (line: number, found: number, expected: number) =>
    `Line ${line}: expected at most ${expected} cells, found ${found}.`,
  unclosedQuote: (line: number) => `Line ${line}: a quoted cell is not closed.`,
  textAfterQuote: (line: number) => `Line ${line}: only a separator may follow a closing quote.`,
  duplicateName: 'This name is listed twice.',
} as const;

export type BulkEquipmentCsvResult =
  { ok: true; rows: BulkEquipmentRow[] } | { ok: false; error: string };

function readError(error: CsvReadError): string {
  return error.kind === 'unclosedQuote'
    ? bulkEquipmentMessages.unclosedQuote(error.line)
    : bulkEquipmentMessages.textAfterQuote(error.line);
}

/** A spreadsheet's copy is tab-separated; some locales write CSV with semicolons. */
function delimiterOf(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(';') && !firstLine.includes(',')) return ';';
  return ',';
}

/**
 * Reads pasted text or a CSV file into bulk rows. The first line names the columns (any of
 * {@link BULK_EQUIPMENT_CSV_HEADER}, in any order; description and ip required); cells are
 * separated by commas, tabs (a spreadsheet's copy) or semicolons. Short rows are padded with
 * blanks, as spreadsheets drop trailing empty cells. The first problem is returned with its line.
 */
export function parseBulkEquipmentCsv(text: string): BulkEquipmentCsvResult {
  const read = readCsvRecords(text, delimiterOf(text));
  if ('error' in read) return { ok: false, error: readError(read.error) };
  const [header, ...rows] = read.records;
  if (!header) return { ok: false, error: bulkEquipmentMessages.empty };

  const columns: BulkEquipmentColumn[] = [];
  for (const name of header.cells) {
    const column = columnOf(name);
    if (!column) {
      return { ok: false, error: bulkEquipmentMessages.unknownColumn(header.line, name) };
    }
    if (columns.includes(column)) {
      return { ok: false, error: bulkEquipmentMessages.duplicateColumn(header.line, name) };
    }
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      error: bulkEquipmentMessages.missingColumns(
        header.line,
        missing.map((column) => BULK_EQUIPMENT_COLUMN_LABELS[column]),
      ),
    };
  }
  if (rows.length === 0) return { ok: false, error: bulkEquipmentMessages.noRows };

  const parsed: BulkEquipmentRow[] = [];
  for (const { line, cells } of rows) {
    if (cells.length > columns.length) {
      return {
        ok: false,
        error: bulkEquipmentMessages.tooManyCells(line, cells.length, columns.length),
      };
    }
    const row = emptyBulkEquipmentRow();
    columns.forEach((column, index) => {
      row[column] = (cells[index] ?? '').trim();
    });
    parsed.push(row);
  }
  return { ok: true, rows: parsed };
}

/** What every row of one bulk add shares: the library, protocol and SNMP settings. */
export type BulkEquipmentShared = Omit<OnboardingInput, BulkEquipmentColumn> & {
  /** Used by rows that leave their own community string blank. */
  communityString?: string | null;
};

export type BulkEquipmentErrors = Partial<Record<BulkEquipmentColumn, string>>;

export type BulkEquipmentValidation =
  | { ok: true; equipment: Onboarding[] }
  | {
      ok: false;
      /** Per row given (blank rows included, as empty), the first message of each cell. */
      rowErrors: BulkEquipmentErrors[];
      /** Messages of the shared fields, keyed by field. */
      sharedErrors: Record<string, string>;
      /** A problem of the whole list, such as no device at all. */
      error?: string;
    };

const isRowColumn = (field: string): field is BulkEquipmentColumn =>
  (BULK_EQUIPMENT_COLUMNS as readonly string[]).includes(field);

/**
 * Checks every non-blank row with the onboarding schema (core §5), merged with the shared fields
 * (a blank community string takes the shared one), and flags names listed twice. Blank rows are
 * left out of the devices sent.
 */
export function validateBulkEquipment(
  shared: BulkEquipmentShared,
  rows: readonly BulkEquipmentRow[],
): BulkEquipmentValidation {
  const rowErrors: BulkEquipmentErrors[] = rows.map(() => ({}));
  const sharedErrors: Record<string, string> = {};
  const equipment: Onboarding[] = [];
  const names = new Map<string, number>();
  for (const row of rows) {
    const name = row.description.trim();
    if (name) names.set(name, (names.get(name) ?? 0) + 1);
  }

  const given = rows.filter((row) => !isBlankBulkEquipmentRow(row));
  rows.forEach((row, index) => {
    if (isBlankBulkEquipmentRow(row)) return;
    const errors = rowErrors[index] as BulkEquipmentErrors;
    const input = {
      ...shared,
      description: row.description,
      ip: row.ip,
      port: row.port,
      slaveID: row.slaveID,
      communityString: row.communityString.trim() || shared.communityString,
    };
    const result = onboardingSchema.safeParse(input);
    if (result.success) equipment.push(result.data);
    else {
      for (const [field, message] of Object.entries(fieldErrors(result.error))) {
        if (isRowColumn(field)) errors[field] = message;
        else sharedErrors[field] ??= message;
      }
    }
    if ((names.get(row.description.trim()) ?? 0) > 1) {
      errors.description ??= bulkEquipmentMessages.duplicateName;
    }
  });

  const rowsFail = rowErrors.some((errors) => Object.keys(errors).length > 0);
  if (given.length === 0) {
    // The shared fields are still checked, so the form can show every problem at once.
    const sharedOnly = onboardingSchema.safeParse({
      ...shared,
      description: 'x',
      ip: '192.0.2.1',
    });
    if (!sharedOnly.success) {
      for (const [field, message] of Object.entries(fieldErrors(sharedOnly.error))) {
        if (!isRowColumn(field)) sharedErrors[field] ??= message;
      }
    }
    return { ok: false, rowErrors, sharedErrors, error: bulkEquipmentMessages.noDevices };
  }
  if (rowsFail || Object.keys(sharedErrors).length > 0) {
    return { ok: false, rowErrors, sharedErrors };
  }
  return { ok: true, equipment };
}
