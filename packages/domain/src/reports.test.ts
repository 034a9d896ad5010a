import { describe, expect, it } from 'vitest';
import {
  REPORT_SPAN_MAX_MS,
  isTimeZone,
  nextScheduledRun,
  reportFileName,
  reportMessages,
  reportRange,
  reportScheduleSchema,
  scheduledRunWindow,
  splitRecipients,
  timeInStatuses,
  utcOffsetLabel,
  zoneOffsetMinutes,
  zonedInstant,
} from './reports.js';

const at = (iso: string) => new Date(iso).getTime();

describe('report ranges', () => {
  const now = at('2026-11-27T12:00:00Z');
  it.each([
    [now - 3600_000, now, { start: now - 3600_000, end: now }],
    [now - 3600_000, now + 5 * 3600_000, { start: now - 3600_000, end: now }],
    [now, now, { error: reportMessages.rangeOrder }],
    [now, now - 1, { error: reportMessages.rangeOrder }],
    [now + 1, now + 3600_000, { error: reportMessages.rangeOrder }],
    [Number.NaN, now, { error: reportMessages.rangeOrder }],
    [now - REPORT_SPAN_MAX_MS - 1, now, { error: reportMessages.rangeTooLong }],
  ])('%s..%s → %o', (start, end, result) => {
    expect(reportRange(start, end, now)).toEqual(result);
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });

  it('gives the offset at an instant, with daylight saving', () => {
    expect(zoneOffsetMinutes(at('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(at('2026-01-01T00:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-01-01T00:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(at('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('finds the instant of a wall-clock time; a skipped time moves forward', () => {
    expect(zonedInstant({ year: 2026, month: 6, day: 1 }, 7, 0, 'Europe/Berlin')).toBe(
      at('2026-07-01T05:00:00Z'),
    );
    // 2026-03-29 02:30 does not exist in Berlin (clocks go 02:00 → 03:00).
    expect(zonedInstant({ year: 2026, month: 2, day: 29 }, 2, 30, 'Europe/Berlin')).toBe(
      at('2026-03-29T01:30:00Z'),
    );
  });

  it('labels browser offsets', () => {
    expect(utcOffsetLabel(120)).toBe('UTC+02:00');
    expect(utcOffsetLabel(-330)).toBe('UTC-05:30');
    expect(utcOffsetLabel(0)).toBe('UTC+00:00');
  });
});

describe('schedules', () => {
  const berlin = 'Europe/Berlin';
  it('runs daily at the time, later today or tomorrow', () => {
    const schedule = { range: 'DAY' as const, time: '07:00', timeZone: berlin };
    expect(nextScheduledRun(schedule, at('2026-11-27T05:00:00Z'))).toBe(at('2026-11-27T06:00:00Z'));
    expect(nextScheduledRun(schedule, at('2026-11-27T06:00:00Z'))).toBe(at('2026-11-28T06:00:00Z'));
  });

  it('runs weekly on Mondays and monthly on the 1st, across daylight saving', () => {
    // 2026-11-27 is a Friday.
    expect(
      nextScheduledRun(
        { range: 'WEEK', time: '08:30', timeZone: berlin },
        at('2026-11-27T12:00:00Z'),
      ),
    ).toBe(at('2026-11-30T07:30:00Z'));
    expect(
      nextScheduledRun(
        { range: 'MONTH', time: '00:00', timeZone: berlin },
        at('2026-02-15T00:00:00Z'),
      ),
    ).toBe(at('2026-02-28T23:00:00Z'));
    expect(
      nextScheduledRun(
        { range: 'MONTH', time: '00:00', timeZone: berlin },
        at('2026-03-15T00:00:00Z'),
      ),
    ).toBe(at('2026-03-31T22:00:00Z'));
  });

  it('covers the last day, week or calendar month before a run', () => {
    const run = at('2026-04-01T05:00:00Z'); // 07:00 in Berlin, summer time
    expect(scheduledRunWindow({ range: 'DAY', timeZone: berlin }, run)).toEqual({
      start: at('2026-03-31T05:00:00Z'),
      end: run,
    });
    expect(scheduledRunWindow({ range: 'WEEK', timeZone: berlin }, run).start).toBe(
      at('2026-03-25T06:00:00Z'),
    );
    expect(scheduledRunWindow({ range: 'MONTH', timeZone: berlin }, run).start).toBe(
      at('2026-03-01T06:00:00Z'),
    );
  });

  it('validates a schedule form with the messages', () => {
    const ok = reportScheduleSchema.safeParse({
      range: 'DAY',
      time: '07:00',
      timeZone: berlin,
      recipients: [' a@example.com', 'a@example.com', '', 'b@example.com'],
    });
    expect(ok.success && ok.data.recipients).toEqual(['a@example.com', 'b@example.com']);
    const bad = reportScheduleSchema.safeParse({
      range: 'DAY',
      time: '7:00',
      timeZone: 'Nowhere/Else',
      recipients: ['not-an-address'],
    });
    expect(bad.success).toBe(false);
    const texts = bad.error?.issues.map((issue) => issue.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        reportMessages.time,
        reportMessages.timeZone,
        reportMessages.recipient('not-an-address'),
      ]),
    );
    const many = Array.from({ length: 21 }, (_, i) => `u${i}@example.com`);
    expect(
      reportScheduleSchema.safeParse({
        range: 'DAY',
        time: '07:00',
        timeZone: berlin,
        recipients: many,
      }).error?.issues[0]?.message,
    ).toBe(reportMessages.recipientsMax);
    expect(
      reportScheduleSchema.safeParse({
        range: 'DAY',
        time: '07:00',
        timeZone: berlin,
        recipients: [],
      }).error?.issues[0]?.message,
    ).toBe(reportMessages.recipientsRequired);
  });

  it('splits typed recipients', () => {
    expect(splitRecipients('a@x.io, b@x.io;\nc@x.io\n\n')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });
});

describe('report file names', () => {
  it('names by view and first day in the user offset, without path characters', () => {
    expect(reportFileName('Main room', at('2026-11-26T23:30:00Z'), 60)).toBe(
      'Main room 2026-11-27.pdf',
    );
    expect(reportFileName('a/b:c', at('2026-11-26T12:00:00Z'), 0)).toBe('a b c 2026-11-26.pdf');
  });
});

describe('repeated wall-clock times', () => {
  it('take the first occurrence', () => {
    // 2026-10-25 02:30 happens twice in Berlin: first in summer time (00:30Z).
    expect(zonedInstant({ year: 2026, month: 9, day: 25 }, 2, 30, 'Europe/Berlin')).toBe(
      at('2026-10-25T00:30:00Z'),
    );
  });
});

describe('time in statuses', () => {
  it('sums each status over the range, starting from the status before it', () => {
    const totals = timeInStatuses(
      [
        { at: 0, status: 'warning' },
        { at: 150, status: 'ok' },
        { at: 200, status: 'error' },
        { at: 260, status: 'warning' },
        { at: 400, status: 'ok' },
      ],
      100,
      300,
    );
    expect(Object.fromEntries(totals)).toEqual({ warning: 90, ok: 50, error: 60 });
  });

  it('counts nothing before the first change, or without changes', () => {
    expect(Object.fromEntries(timeInStatuses([{ at: 250, status: 'error' }], 100, 300))).toEqual({
      error: 50,
    });
    expect(timeInStatuses([], 0, 100).size).toBe(0);
  });
});
