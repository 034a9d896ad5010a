// How a gateway's state reads in lists and details (spec core §2 "gateway status indicator",
// §4 "Gateway modes and actions"): its status words and colour, and the next-poll countdown.
import { GATEWAY_MODE_LABELS, nextPollAt } from './gatewayActions.js';
import type { GatewayMode } from './gatewayActions.js';
import { STATUS_COLORS, statusColor } from './status.js';

/**
 * The indicator's words. A list answers "is it online?", so a gateway that is merely polling
 * reads Connected; the other modes keep the action view's labels.
 */
export const GATEWAY_STATUS_LABELS: Record<GatewayMode, string> = {
  ...GATEWAY_MODE_LABELS,
  polling: 'Connected',
};

/** What each status means for the user, for the indicator's description. */
export const GATEWAY_STATUS_DESCRIPTIONS: Record<GatewayMode, string> = {
  polling: 'Checking in and polling; queued actions wait for listen mode.',
  listening: 'Connected in listen mode; queued actions run now.',
  waiting: 'Listen mode starts at the next poll; queued actions run then.',
  disconnected: 'Not checking in; actions do not run.',
};

/** Green online, blue listening, yellow about to listen, grey like any disconnected item. */
export function gatewayStatusColor(mode: GatewayMode): string {
  switch (mode) {
    case 'polling':
      return statusColor('CONNECTED');
    case 'listening':
      return STATUS_COLORS.blue;
    case 'waiting':
      return STATUS_COLORS.yellow;
    case 'disconnected':
      return statusColor('DISCONNECTED');
  }
}

export type NextPollCountdown =
  /** Never checked in, or a time that cannot be read. */
  | { state: 'unknown' }
  /** Whole seconds left, rounded up so it reaches 0 exactly when the poll is due. */
  | { state: 'due'; seconds: number }
  /** Whole seconds since the poll was due, rounded down. */
  | { state: 'overdue'; seconds: number };

/**
 * The next-poll countdown: lastUpdated plus the poll interval, against `now` (epoch ms). Past
 * that moment the poll is overdue, which is what a user needs to see on a gateway that went
 * quiet before the server marks it disconnected.
 */
export function nextPollCountdown(
  lastUpdated: number | string | Date | null | undefined,
  pollIntervalSeconds: number,
  now: number,
): NextPollCountdown {
  if (lastUpdated === null || lastUpdated === undefined) return { state: 'unknown' };
  const dueAt = nextPollAt(lastUpdated, pollIntervalSeconds);
  if (!Number.isFinite(dueAt) || !Number.isFinite(now)) return { state: 'unknown' };
  const left = dueAt - now;
  if (left >= 0) return { state: 'due', seconds: Math.ceil(left / 1000) };
  return { state: 'overdue', seconds: Math.floor(-left / 1000) };
}

/** A duration as a clock: 0:05, 1:05, 59:59, 1:00:00, 26:03:09. */
export function formatCountdownClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The countdown as the lists show it: "in 0:42", "overdue by 1:05", or "unknown". */
export function formatNextPoll(countdown: NextPollCountdown): string {
  switch (countdown.state) {
    case 'unknown':
      return 'unknown';
    case 'due':
      return `in ${formatCountdownClock(countdown.seconds)}`;
    case 'overdue':
      return `overdue by ${formatCountdownClock(countdown.seconds)}`;
  }
}
