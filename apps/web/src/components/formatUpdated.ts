const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** Local date and time, e.g. "3 Mar 2026, 14:05". */
export function formatLocalTime(ms: number): string {
  return absolute.format(new Date(ms));
}

/**
 * When a reading arrived: relative within a week ("5 minutes ago"), else the local date and time.
 * Null for a missing or unreadable date.
 */
export function formatUpdated(iso: string | null | undefined, now: number): string | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(at)) return null;
  // `now` ticks coarsely and gateway clocks drift a little: a reading is never "in 9 seconds".
  let amount = Math.min(0, Math.round((at - now) / 1000));
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return formatLocalTime(at);
}
