// Delimited text as spreadsheets write it (RFC 4180, with the delimiter chosen by the caller):
// the one reader behind the imports that take pasted or uploaded tables.

export interface CsvRecord {
  /** The 1-based line the record starts on. */
  line: number;
  cells: string[];
}

export type CsvReadError = { kind: 'unclosedQuote' | 'textAfterQuote'; line: number };

/**
 * Records of `text`: cells split on `delimiter`; double-quoted cells may hold the delimiter, line
 * breaks and doubled quotes. Unquoted cells are trimmed; records whose cells are all blank are
 * skipped. A leading byte-order mark is ignored.
 */
export function readCsvRecords(
  text: string,
  delimiter: string = ',',
): { records: CsvRecord[] } | { error: CsvReadError } {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let line = 1;
  let recordLine = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let inQuotes = false;
  let afterQuote = false;
  let recordQuoted = false;

  const endCell = () => {
    cells.push(quoted ? cell : cell.trim());
    cell = '';
    quoted = false;
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    if (recordQuoted || cells.some((c) => c !== '')) records.push({ line: recordLine, cells });
    cells = [];
    recordQuoted = false;
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (inQuotes) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          inQuotes = false;
          afterQuote = true;
        }
      } else if (!(ch === '\r' && source[i + 1] === '\n')) {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === delimiter) {
      endCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (afterQuote) {
      if (ch !== ' ' && ch !== '\t') return { error: { kind: 'textAfterQuote', line } };
    } else if (ch === '"' && cell.trim() === '') {
      inQuotes = true;
      quoted = true;
      recordQuoted = true;
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (inQuotes) return { error: { kind: 'unclosedQuote', line: recordLine } };
  endRecord();
  return { records };
}
