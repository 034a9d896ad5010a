// The SNMP template CSV: one header line, then one OID point per line, each checked with the same
// schema as the SNMP register form (core §5: oid and name required). The SNMP Walk page writes it
// from the OIDs a user picks; a library's SNMP template import reads it.
import { readCsvRecords } from './csvRecords.js';
import type { CsvRecord } from './csvRecords.js';
import { snmpRegisterSchema } from './equipmentForms.js';
import type { SnmpRegister } from './equipmentForms.js';
import { fieldErrors } from './fields.js';
import { canonicalOid } from './validation.js';

/** The columns, in the order the header must list them. */
export const SNMP_TEMPLATE_CSV_COLUMNS = ['oid', 'name', 'unit', 'multiplier', 'offset'] as const;
export type SnmpTemplateCsvColumn = (typeof SNMP_TEMPLATE_CSV_COLUMNS)[number];

/** The header line exactly as a template file starts. */
export const SNMP_TEMPLATE_CSV_HEADER = SNMP_TEMPLATE_CSV_COLUMNS.join(',');

/** The import's own wording; field messages come from the register schema (messages.ts). */
export const snmpTemplateCsvMessages = {
  noRows: 'The CSV has no OID rows: add one line per OID under the header.',
  header: (line: number) => `Line ${line}: the header must be ${SNMP_TEMPLATE_CSV_HEADER}.`,
  cellCount: (line: number, found: number) =>
    `Line ${line}: expected ${SNMP_TEMPLATE_CSV_COLUMNS.length} cells, found ${found}.`,
  unclosedQuote: (line: number) => `Line ${line}: a quoted cell is not closed.`,
  textAfterQuote: (line: number) => `Line ${line}: only a comma may follow a closing quote.`,
  row: (line: number, field: string, message: string) => `Line ${line}: ${field}: ${message}`,
} as const;

/** One line of the file; blank unit, multiplier and offset leave the library's defaults. */
export interface SnmpTemplateCsvRow {
  oid: string;
  name: string;
  unit?: string | null;
  multiplier?: number | null;
  offset?: number | null;
}

/**
 * A cell as the reader takes it back: quoted when it holds a comma, a quote, a line break or
 * space at either end (the reader trims unquoted cells), with its quotes doubled.
 */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text of the rows, header first, one line per row, ending with a line break. */
export function buildSnmpTemplateCsv(rows: readonly SnmpTemplateCsvRow[]): string {
  const lines = rows.map((row) =>
    [
      row.oid,
      row.name,
      row.unit ?? '',
      row.multiplier === null || row.multiplier === undefined ? '' : String(row.multiplier),
      row.offset === null || row.offset === undefined ? '' : String(row.offset),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[SNMP_TEMPLATE_CSV_HEADER, ...lines].join('\n')}\n`;
}

/**
 * Template rows for walked OIDs: each named after its OID (a walk knows no names; the user
 * renames them before importing), in OID order, each OID once.
 */
export function snmpTemplateRowsFromWalk(oids: readonly { oid: string }[]): SnmpTemplateCsvRow[] {
  const unique = [...new Set(oids.map((entry) => canonicalOid(entry.oid)))];
  const byOid = (a: string, b: string) => {
    const left = a.split('.').map(Number);
    const right = b.split('.').map(Number);
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
      const difference = (left[index] ?? -1) - (right[index] ?? -1);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  return unique.sort(byOid).map((oid) => ({ oid, name: oid }));
}

export type SnmpTemplateCsvResult =
  { ok: true; points: SnmpRegister[] } | { ok: false; error: string };

function headerMatches({ cells }: CsvRecord): boolean {
  return (
    cells.length === SNMP_TEMPLATE_CSV_COLUMNS.length &&
    cells.every((cell, index) => cell === SNMP_TEMPLATE_CSV_COLUMNS[index])
  );
}

/**
 * Reads an SNMP template CSV (header {@link SNMP_TEMPLATE_CSV_HEADER}) into OID points. Blank
 * cells are absent values. The first problem is returned with its line number (the header is
 * line 1).
 */
export function parseSnmpTemplateCsv(csv: string): SnmpTemplateCsvResult {
  const read = readCsvRecords(csv);
  if ('error' in read) {
    const { kind, line } = read.error;
    return { ok: false, error: snmpTemplateCsvMessages[kind](line) };
  }
  const [header, ...rows] = read.records;
  if (!header) return { ok: false, error: snmpTemplateCsvMessages.noRows };
  if (!headerMatches(header)) return { ok: false, error: snmpTemplateCsvMessages.header(1) };
  if (rows.length === 0) return { ok: false, error: snmpTemplateCsvMessages.noRows };

  const points: SnmpRegister[] = [];
  for (const { line, cells } of rows) {
    if (cells.length !== SNMP_TEMPLATE_CSV_COLUMNS.length) {
      return { ok: false, error: snmpTemplateCsvMessages.cellCount(line, cells.length) };
    }
    const row: Record<string, string | undefined> = {};
    SNMP_TEMPLATE_CSV_COLUMNS.forEach((column, index) => {
      const value = cells[index]?.trim();
      row[column] = value ? value : undefined;
    });
    const parsed = snmpRegisterSchema.safeParse(row);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const field =
        SNMP_TEMPLATE_CSV_COLUMNS.find((column) => errors[column] !== undefined) ??
        Object.keys(errors)[0] ??
        'oid';
      return {
        ok: false,
        error: snmpTemplateCsvMessages.row(line, field, errors[field] ?? ''),
      };
    }
    points.push(parsed.data);
  }
  return { ok: true, points };
}
