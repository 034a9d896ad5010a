import { formatLocalTime } from '../../components/formatUpdated';

/** A moment the server sent (ISO 8601) in the viewer's time; the text itself when unreadable. */
export function formatPortalTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatLocalTime(ms);
}

/** A calendar date (YYYY-MM-DD, or the date part of a moment), as the portal shows dates. */
export function formatPortalDay(iso: string): string {
  return iso.slice(0, 10);
}
