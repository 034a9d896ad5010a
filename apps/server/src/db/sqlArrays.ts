// Postgres array literals for `unnest(...)` and `= any(...)`: one text parameter per column,
// cheaper for both drivers than a parameter per value or JSON.

/** Numbers as `{1,2.5,3}`; only finite numbers ever reach here. */
export function numberArray(list: readonly number[]): string {
  return `{${list.join(',')}}`;
}

/** Texts as `{"a","b \"c\"",NULL}`, each quoted, null as NULL. */
export function textArray(list: readonly (string | null)[]): string {
  const quote = (t: string) => `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${list.map((t) => (t === null ? 'NULL' : quote(t))).join(',')}}`;
}
