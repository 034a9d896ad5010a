// Scheduled reports as durable jobs (issue 17): due schedules become report_runs rows, and each
// run is claimed by one process (FOR UPDATE SKIP LOCKED, under a lease), rendered once, kept,
// and mailed to each recipient once — a retry after a failure skips those already sent.
import {
  SCHEDULE_RANGE_LABELS,
  nextScheduledRun,
  reportMessages,
  scheduledRunWindow,
  zoneOffsetMinutes,
  type ScheduleRange,
} from '@vigil/domain';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../files/FileStore.js';
import type { MailTransport } from '../../mail/MailTransport.js';
import { DeliveryError, oneLine } from '../../mail/deliveryError.js';
import { formatReportRange } from '../../reports/reportFormat.js';
import {
  createReportsRepository,
  type ReportRow,
  type ReportRunRow,
  type ReportScheduleRow,
} from './reports.repository.js';
import { produceReport } from './reports.service.js';

/** Attempts before a run is given up on; waits between them grow from a minute. */
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/** How long a claimed run is another process's before it may be taken over. */
const LEASE_MS = 10 * 60_000;
/** Schedules turned into runs per look. */
const QUEUE_BATCH = 50;

export interface ReportRunnerOptions {
  db: Database;
  files: FileStore;
  mail: Pick<MailTransport, 'send'>;
  /** Where the Reports page is, for the message's link. */
  publicUrl: string;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  pollMs?: number;
  now?: () => number;
}

export type ReportRunner = ReturnType<typeof createReportRunner>;

async function readAll(files: FileStore, key: string): Promise<Buffer> {
  const stored = await files.open(key);
  if (!stored) throw new Error('the kept report is missing from the file store');
  return buffer(stored.stream);
}

export function createReportRunner(options: ReportRunnerOptions) {
  const repo = createReportsRepository(options.db);
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let running: Promise<void> | undefined;
  let again = false;

  async function reportOf(run: ReportRunRow, schedule: ReportScheduleRow): Promise<ReportRow> {
    if (run.reportId !== null) {
      const kept = await repo.reportById(run.reportId);
      if (kept) return kept;
    }
    const range = schedule.range as ScheduleRange;
    const window = scheduledRunWindow({ range, timeZone: schedule.timeZone }, run.dueAt.getTime());
    const stored = await produceReport(options, {
      viewId: schedule.viewId,
      customerId: schedule.customerId,
      range,
      start: window.start,
      end: window.end,
      utcOffsetMinutes: zoneOffsetMinutes(window.end, schedule.timeZone),
      timeZone: schedule.timeZone,
      productName: schedule.productName,
      scheduleId: schedule.id,
      now: now(),
    });
    await repo.setRunReport(run.id, stored.row.id);
    return stored.row;
  }

  async function execute(run: ReportRunRow): Promise<void> {
    const schedule = await repo.scheduleOfRun(run);
    // A schedule deleted meanwhile took its runs with it.
    if (!schedule) return;
    try {
      const report = await reportOf(run, schedule);
      const pdf = await readAll(options.files, report.fileKey);
      const range = formatReportRange({
        start: report.startAt.getTime(),
        end: report.endAt.getTime(),
        utcOffsetMinutes: zoneOffsetMinutes(report.endAt.getTime(), schedule.timeZone),
        timeZoneLabel: schedule.timeZone,
      });
      const label = SCHEDULE_RANGE_LABELS[schedule.range as ScheduleRange] ?? schedule.range;
      const link = `${options.publicUrl.replace(/\/$/, '')}/${schedule.customerId}/reports`;
      for (const to of schedule.recipients) {
        if (run.sentTo.includes(to)) continue;
        await options.mail.send({
          to,
          subject: `${schedule.productName} report: ${report.viewName}`,
          text:
            `The ${schedule.productName} report of ${report.viewName} is attached.\n\n` +
            `Range: ${range}\nSchedule: ${label} at ${schedule.time} (${schedule.timeZone})\n\n` +
            `Past reports: ${link}\n`,
          attachments: [
            { filename: report.fileName, contentType: 'application/pdf', content: pdf },
          ],
        });
        await repo.markSentTo(run.id, to);
        run.sentTo = [...run.sentTo, to];
      }
      await repo.finishRun(run, { error: null, at: new Date(now()) });
    } catch (error) {
      // What is stored (and shown as the schedule's last error) never holds internals.
      const delivery = error instanceof DeliveryError ? error : null;
      const message = delivery ? oneLine(delivery.message) : reportMessages.unableToGenerate;
      if (!delivery) options.log.error({ err: error, runId: run.id }, 'scheduled report failed');
      if (delivery?.permanent || run.attempts >= MAX_ATTEMPTS) {
        await repo.finishRun(run, { error: message, at: new Date(now()) });
      } else {
        const wait = RETRY_BASE_MS * 2 ** (run.attempts - 1);
        await repo.retryRun(run, message, new Date(now() + wait));
      }
    }
  }

  async function look(): Promise<void> {
    const at = now();
    await repo.queueDueRuns(
      new Date(at),
      QUEUE_BATCH,
      (schedule) =>
        new Date(
          nextScheduledRun(
            {
              range: schedule.range as ScheduleRange,
              time: schedule.time,
              timeZone: schedule.timeZone,
            },
            Math.max(at, schedule.nextRunAt.getTime()),
          ),
        ),
    );
    for (;;) {
      if (stopped) return;
      const run = await repo.claimRun(new Date(now()), LEASE_MS);
      if (!run) return;
      await execute(run);
    }
  }

  function wake(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await look();
        } catch (error) {
          options.log.warn({ err: error }, 'scheduled reports: could not look for due runs');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    wake,
    /** Looks for due runs and sends them, resolving when done (tests). */
    async runOnce(): Promise<void> {
      const wasStopped = stopped;
      stopped = false;
      wake();
      while (running) await running;
      stopped = wasStopped;
    },
    start(): void {
      if (timer) return;
      stopped = false;
      timer = setInterval(wake, options.pollMs ?? 30_000);
      timer.unref();
      wake();
    },
    /** Claims no more; a run in progress finishes first. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
