/** A log entry's only field the grouping needs. */
export interface DatedEntry {
  createdAt: string;
}

export interface DayGroup<T extends DatedEntry> {
  /** The local calendar day, yyyy-mm-dd. */
  day: string;
  entries: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an instant, yyyy-mm-dd. */
export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Log entries under one date separator per local day (spec core §3 "Sensor log", Equipment Logs): days newest
 * first, entries newest first within a day. Entries with an unreadable date are dropped.
 */
export function groupLogsByDay<T extends DatedEntry>(entries: readonly T[]): DayGroup<T>[] {
  const dated = entries
    .map((entry) => ({ entry, at: Date.parse(entry.createdAt) }))
    .filter(({ at }) => Number.isFinite(at))
    .sort((a, b) => b.at - a.at);
  const groups: DayGroup<T>[] = [];
  for (const { entry, at } of dated) {
    const day = localDayKey(new Date(at));
    const last = groups[groups.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else groups.push({ day, entries: [entry] });
  }
  return groups;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });

/** A day key as the separator shows it, e.g. "Tuesday, 3 March 2026". */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayFormat.format(new Date(y, m - 1, d));
}
