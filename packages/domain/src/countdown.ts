// Countdown rules (spec core §3 Timer and Widget "countdown expiration with range", §4 date
// status): a timer runs for its repeat interval from its last reset and turns to warning
// `warnBefore` seconds before it ends.
import { z } from 'zod';
import { optionalNumber, requiredText } from './fields.js';
import { dateStatus, type Status } from './status.js';

const SECONDS_PER_YEAR = 365 * 24 * 60 * 60;
/** The longest a timer may run between resets: ten years, in seconds. */
export const MAX_REPEAT_INTERVAL_SECONDS = 10 * SECONDS_PER_YEAR;
/** Most timers one countdown widget holds. */
export const MAX_TIMERS_PER_WIDGET = 50;

export const REPEAT_INTERVAL_INVALID =
  'The repeat interval must be a whole number of seconds from 1 second to 10 years.';
export const WARN_BEFORE_INVALID =
  'The warning must start a whole number of seconds before the end, within the repeat interval.';
export const TOO_MANY_TIMERS = `A countdown holds at most ${MAX_TIMERS_PER_WIDGET} timers.`;
export const COUNTDOWN_RANGE_INVALID = 'The warning range cannot be negative.';

/** When a timer restarted at `resetAt` (epoch ms) ends. */
export function timerExpiry(resetAt: number, repeatIntervalSeconds: number): number {
  return resetAt + repeatIntervalSeconds * 1000;
}

/** A reset restarts the timer now for one repeat interval. */
export function resetTimerAt(
  timer: { repeatInterval: number },
  now: number,
): { resetAt: number; expiresAt: number } {
  return { resetAt: now, expiresAt: timerExpiry(now, timer.repeatInterval) };
}

/** The window a timer's colour goes by: warning from `warnBefore` seconds before the end. */
export function timerWindow(timer: { expiresAt: number; warnBefore: number }): {
  start: number;
  end: number;
} {
  return { start: timer.expiresAt - timer.warnBefore * 1000, end: timer.expiresAt };
}

/** ok until the warning window, warning inside it, error once it has run out. */
export function timerStatus(timer: { expiresAt: number; warnBefore: number }, now: number): Status {
  return dateStatus(timerWindow(timer), now);
}

/** A countdown widget's own window: the expiration and the range (ms) of warning before it. */
export function countdownWindow(widget: { expiration?: number | null; range?: number | null }): {
  start: number | null;
  end: number | null;
} {
  const end = widget.expiration ?? null;
  if (end === null) return { start: null, end: null };
  return { start: widget.range ? end - widget.range : null, end };
}

/** Seconds from the API or a form (numbers or numeric text), whole and within bounds. */
function seconds(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** One timer as added or edited; `id` keeps an existing timer (and its running clock). */
export const timerInputSchema = z
  .object({
    id: z.string().min(1).nullish(),
    name: requiredText(),
    repeatInterval: seconds(1, MAX_REPEAT_INTERVAL_SECONDS, REPEAT_INTERVAL_INVALID),
    warnBefore: seconds(0, MAX_REPEAT_INTERVAL_SECONDS, WARN_BEFORE_INVALID)
      .nullish()
      .transform((value) => value ?? 0),
    greenTo: optionalNumber(),
    yellowTo: optionalNumber(),
    redTo: optionalNumber(),
  })
  .refine((timer) => timer.warnBefore <= timer.repeatInterval, {
    message: WARN_BEFORE_INVALID,
    path: ['warnBefore'],
  });
export type TimerInput = z.input<typeof timerInputSchema>;
export type TimerFields = z.output<typeof timerInputSchema>;

/** A countdown widget's own fields: its timers, and an optional expiration with its range. */
export const countdownSchema = z.object({
  timers: z.array(timerInputSchema).max(MAX_TIMERS_PER_WIDGET, TOO_MANY_TIMERS).nullish(),
  expiration: optionalNumber(),
  range: optionalNumber().pipe(z.number().min(0, COUNTDOWN_RANGE_INVALID).optional()),
});
export type CountdownFields = z.output<typeof countdownSchema>;
