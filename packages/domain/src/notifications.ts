// Alarm notifications (spec core §3 notification, §9 channels) and the limits that keep a storm
// of alarms from becoming a storm of messages (issue 15, ADR 014).

/**
 * A user's first notification goes out at once; the ones that follow within this window wait for
 * its end and go out together, as one message listing them.
 */
export const NOTIFY_GROUP_WINDOW_MS = 10_000;
/** At most this many messages per user and channel in any minute; the rest wait, grouped. */
export const NOTIFY_MAX_PER_USER_PER_MINUTE = 6;
/** A notification that keeps failing for a transient reason is given up after this many tries. */
export const NOTIFY_MAX_ATTEMPTS = 10;
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 30 * 60_000;

/** How long after its `attempt`-th failure (1-based) a notification is tried again. */
export function notificationRetryDelayMs(attempt: number): number {
  const doubled = RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(RETRY_MAX_MS, doubled);
}

/** The longest acknowledgement comment (characters). */
export const ACK_COMMENT_MAX_LENGTH = 500;

/**
 * A stored phone number as an SMS gateway wants it (E.164): ten digits are a North American
 * number (the profile's (AAA) BBB-CCCC), a leading + keeps its country code; anything else is
 * not a number a message can go to (null).
 */
export function smsNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
