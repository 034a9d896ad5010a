import { formatLocalTime, formatUpdated } from '../formatUpdated';

/**
 * A moment both ways: relative ("5 minutes ago") and the local date and time, in a `time`
 * element carrying the exact instant. Nothing for a missing or unreadable date.
 */
export function AlarmTime({ iso, now }: { iso: string | null | undefined; now: number }) {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (!iso || !Number.isFinite(at)) return null;
  const absolute = formatLocalTime(at);
  const relative = formatUpdated(iso, now);
  return (
    <time dateTime={iso} title={absolute}>
      {relative && relative !== absolute ? `${relative} (${absolute})` : absolute}
    </time>
  );
}
