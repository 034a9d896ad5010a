/** A printed result table; the same object goes into the JSON results. */
export interface Table {
  title: string;
  columns: string[];
  rows: (string | number | null)[][];
  /** Lines printed under the table: skipped runs, what holds a missed goal back. */
  notes?: string[];
}

const cell = (value: string | number | null) => (value === null ? '' : String(value));
const numeric = (text: string) => /^[≤≥<>~+-]?\s?[\d,.]+( ?[a-z%/×]+)?$/i.test(text);

/** The table as aligned text: numbers to the right, words to the left. */
export function formatTable(table: Table): string {
  const rows = table.rows.map((row) => row.map(cell));
  const widths = table.columns.map((column, i) =>
    Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => {
        const width = widths[i] ?? 0;
        return numeric(value) ? value.padStart(width) : value.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const out = [
    `\n${table.title}`,
    line(table.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
  ];
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const fixed = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A ratio to two decimals, cut rather than rounded: 0.499 reads 0.49, never a met-looking 0.50. */
export const ratio = (n: number) => (Math.floor(n * 100) / 100).toFixed(2);
export const ms = (n: number) => `${fixed(n, n < 10 ? 2 : 1)} ms`;

/** A goal beside a figure: "≥ 100,000" and whether it was met. */
export interface Goal {
  text: string;
  met: boolean;
}

export function atLeast(value: number, target: number, show = int): Goal {
  return { text: `≥ ${show(target)}`, met: value >= target };
}

export function atMost(value: number, target: number, show = ms): Goal {
  return { text: `≤ ${show(target)}`, met: value <= target };
}

export const metCell = (goal: Goal) => (goal.met ? 'yes' : 'NO');
