import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  REPORTS_PAGE_MAX,
  OVERLAY_VIEW_TYPE,
  REPORT_RANGES,
  REPORT_SCHEDULES_MAX,
  brandForProductName,
  isTimeZone,
  messages,
  nextScheduledRun,
  reportFileName,
  reportMessages,
  reportRange,
  reportScheduleSchema,
  utcOffsetLabel,
  type ScheduleRange,
} from '@vigil/domain';
import {
  holdsPermission,
  parseId,
  requireCustomer,
  requireView,
  requireViewer,
  viewAccessFor,
  viewReaderFor,
} from '../../auth/access.js';
import { createOwnershipRepository } from '../../auth/ownership.repository.js';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../files/FileStore.js';
import { keySegmentOf } from '../../files/FileStore.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { UserRecord } from '../access/access.repository.js';
import { badInput, coded, firstIssue, noAccess } from '../../graphql/errors.js';
import type {
  MutationAddReportScheduleArgs,
  MutationUpdateReportScheduleArgs,
  QueryReportArgs,
} from '../../graphql/generated/resolvers-types.js';
import { ReportRenderPool } from '../../reports/ReportRenderPool.js';
import { gatherReportModel } from './reportModel.js';
import {
  createReportsRepository,
  type ReportRow,
  type ReportScheduleRow,
} from './reports.repository.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'files'> & {
  reports?: { wake(): void } | undefined;
};

/** A stored report's largest size: far above a year of a 100-widget view. */
const REPORT_MAX_BYTES = 200 * 1024 * 1024;
/** Reports one process renders at once, and how many more may wait their turn. */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING_MAX = 20;
/** A browser's getTimezoneOffset() lies within UTC-14:00..UTC+14:00. */
const TIMEZONE_OFFSET_MAX = 14 * 60;

/** Where a kept report downloads from (the session's user must still be allowed to see it). */
export const reportUrl = (id: number) => `/files/reports/${id}`;

export function toReport(row: ReportRow, canDelete: boolean) {
  return {
    canDelete,
    id: String(row.id),
    viewID: row.viewId === null ? null : String(row.viewId),
    viewName: row.viewName,
    range: row.range as (typeof REPORT_RANGES)[number],
    startDate: row.startAt.getTime(),
    endDate: row.endAt.getTime(),
    timeZone: row.timeZone,
    createdBy: row.createdByName,
    scheduleID: row.scheduleId === null ? null : String(row.scheduleId),
    createdAt: row.createdAt.getTime(),
    size: row.size,
    url: reportUrl(row.id),
  };
}

export function toSchedule(record: {
  schedule: ReportScheduleRow;
  viewName: string;
  pending: boolean;
  createdByName?: string | null;
}) {
  const { schedule } = record;
  return {
    id: String(schedule.id),
    viewID: String(schedule.viewId),
    viewName: record.viewName,
    range: schedule.range as ScheduleRange,
    time: schedule.time,
    timeZone: schedule.timeZone,
    recipients: schedule.recipients,
    nextRunAt: schedule.nextRunAt.getTime(),
    lastRunAt: schedule.lastRunAt?.getTime() ?? null,
    lastError: schedule.lastError,
    createdBy: record.createdByName ?? null,
    pending: record.pending,
  };
}

/** A small gate: at most `size` renders at once, `waiting` more queued, the rest refused. */
function createGate(size: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) {
      if (queue.length >= waiting) throw coded(reportMessages.busy, 'TOO_MANY_REQUESTS');
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
const renderGate = createGate(RENDERS_AT_ONCE, RENDERS_WAITING_MAX);
/** PDFs are drawn on worker threads, one per render the gate lets through. */
const renderers = new ReportRenderPool(RENDERS_AT_ONCE);

/** Ends the render threads (at shutdown). */
export const closeReportRenderers = () => renderers.close();

export interface StoredReport {
  row: ReportRow;
  key: string;
}

/**
 * Gathers, renders and keeps one report: the PDF streams into the file store as its pages are
 * drawn, then its row is written. A render that fails leaves no file behind.
 */
export async function produceReport(
  deps: { db: Database; files: FileStore },
  request: {
    viewId: number;
    customerId: number;
    range: string;
    start: number;
    end: number;
    utcOffsetMinutes: number;
    timeZone: string;
    productName?: string | null;
    createdBy?: { id: number; name: string } | null;
    scheduleId?: number | null;
    now: number;
  },
): Promise<StoredReport> {
  return renderGate(async () => {
    const model = await gatherReportModel(deps, {
      viewId: request.viewId,
      start: request.start,
      end: request.end,
      utcOffsetMinutes: request.utcOffsetMinutes,
      timeZoneLabel: request.timeZone,
      productName: request.productName,
      now: request.now,
    });
    const fileName = reportFileName(model.viewName, request.start, request.utcOffsetMinutes);
    const key = `reports/${request.customerId}/${randomUUID()}-${keySegmentOf(fileName)}`;
    const pipe = new PassThrough();
    const receiving = deps.files.receive(pipe, { maxBytes: REPORT_MAX_BYTES }).then((received) => {
      if ('refused' in received) pipe.destroy(new Error('report too large for the file store'));
      return received;
    });
    const [received] = await Promise.all([receiving, renderers.render(model, pipe)]);
    if ('refused' in received) throw new Error('report too large for the file store');
    await received.keep(key, { contentType: 'application/pdf', filename: fileName });
    try {
      const row = await createReportsRepository(deps.db).insertReport({
        customerId: request.customerId,
        viewId: request.viewId,
        viewName: model.viewName,
        range: request.range,
        startAt: new Date(request.start),
        endAt: new Date(request.end),
        timeZone: request.timeZone,
        createdBy: request.createdBy?.id ?? null,
        createdByName: request.createdBy?.name ?? null,
        scheduleId: request.scheduleId ?? null,
        fileKey: key,
        fileName,
        size: received.size,
      });
      return { row, key };
    } catch (error) {
      await deps.files.remove(key);
      throw error;
    }
  });
}

const displayName = (viewer: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}) => [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email;

/** Generate Report (spec core §7 report): a dashboard's PDF over the range, kept and linked. */
export async function generateReport(ctx: Ctx, args: QueryReportArgs, now: number = Date.now()) {
  const viewer = requireViewer(ctx);
  const viewId = parseId(args.viewID);
  const customerId = args.customerID ? parseId(args.customerID) : undefined;
  const view = await requireView(ctx, viewId, 'update', customerId);
  if (!(REPORT_RANGES as readonly string[]).includes(args.reportRange)) {
    throw badInput(messages.invalidChoice, 'reportRange');
  }
  const range = reportRange(args.startDate, args.endDate, now);
  if ('error' in range) throw badInput(range.error, 'startDate');
  if (
    !Number.isInteger(args.timezoneOffset) ||
    Math.abs(args.timezoneOffset) > TIMEZONE_OFFSET_MAX
  ) {
    throw badInput(reportMessages.timeZone, 'timezoneOffset');
  }
  if (args.timeZone && !isTimeZone(args.timeZone)) {
    throw badInput(reportMessages.timeZone, 'timeZone');
  }
  if (view.viewType === OVERLAY_VIEW_TYPE) throw badInput(reportMessages.notDashboard, 'viewID');
  // The browser's offset (positive west of UTC) is the user's; a named zone labels it.
  const utcOffsetMinutes = -args.timezoneOffset;
  const stored = await produceReport(ctx, {
    viewId,
    customerId: view.customerId,
    range: args.reportRange,
    start: range.start,
    end: range.end,
    utcOffsetMinutes,
    timeZone: args.timeZone || utcOffsetLabel(utcOffsetMinutes),
    productName: args.productName,
    createdBy: { id: viewer.id, name: displayName(viewer) },
    now,
  });
  return { reportUrl: reportUrl(stored.row.id), report: toReport(stored.row, true) };
}

/** The Reports page's past reports: those of the customer the user may see, newest first. */
export async function listReports(
  ctx: Ctx,
  args: { customerID: string; limit?: number | null; offset?: number | null },
) {
  const viewer = requireCustomer(ctx, parseId(args.customerID));
  const customerId = parseId(args.customerID);
  const limit = Math.min(Math.max(args.limit ?? 25, 1), REPORTS_PAGE_MAX);
  const offset = Math.max(args.offset ?? 0, 0);
  if (!Number.isInteger(limit) || !Number.isInteger(offset) || offset > 1_000_000) {
    throw badInput(messages.invalidChoice);
  }
  const page = await createReportsRepository(ctx.db).page(
    viewReaderFor(viewer, [customerId]),
    customerId,
    { limit, offset },
  );
  const deletable = await deletableReports(ctx, viewer, page.rows);
  return {
    reports: page.rows.map((row) => toReport(row, deletable(row))),
    total: page.total,
  };
}

/**
 * Who may delete a kept report: its creator, super users and managers of the company, and users
 * who can update its view. One query for the views of a page of reports.
 */
async function deletableReports(
  ctx: Pick<GraphQLContext, 'db'>,
  viewer: UserRecord,
  rows: readonly ReportRow[],
): Promise<(row: ReportRow) => boolean> {
  const viewIds = [...new Set(rows.flatMap((row) => (row.viewId === null ? [] : [row.viewId])))];
  const views = await createOwnershipRepository(ctx.db).viewsWithGrant(viewIds, viewer.id);
  const updatable = new Set(
    views.filter((view) => viewAccessFor(viewer, view).canUpdate).map((view) => view.id),
  );
  return (row) =>
    row.createdBy === viewer.id ||
    viewer.isSuper ||
    holdsPermission(viewer, row.customerId, 'mc') ||
    (row.viewId !== null && updatable.has(row.viewId));
}

/** A kept report the user may download (the HTTP route asks); undefined when not. */
export async function downloadableReport(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  id: number,
): Promise<ReportRow | undefined> {
  const viewer = ctx.viewer;
  if (!viewer) return undefined;
  const repo = createReportsRepository(ctx.db);
  const row = await repo.reportById(id);
  if (!row) return undefined;
  const reader = viewReaderFor(viewer, viewer.isSuper ? 'all' : [row.customerId]);
  if (!viewer.isSuper && !holdsCustomer(ctx, row.customerId)) return undefined;
  return (await repo.visible(reader, id)) ? row : undefined;
}

function holdsCustomer(ctx: Pick<GraphQLContext, 'viewer'>, customerId: number): boolean {
  try {
    requireCustomer(ctx, customerId);
    return true;
  } catch {
    return false;
  }
}

/** Deletes a kept report: its creator, a manager of the company, or who can update its view. */
export async function deleteReport(ctx: Ctx, args: { id: string; customerID: string }) {
  const viewer = requireCustomer(ctx, parseId(args.customerID));
  const repo = createReportsRepository(ctx.db);
  const row = await repo.reportById(parseId(args.id));
  if (!row || row.customerId !== parseId(args.customerID)) throw noAccess();
  if (!(await deletableReports(ctx, viewer, [row]))(row)) {
    // A report the user reads but may not delete lacks privileges; one they cannot see is none of theirs.
    if (row.viewId === null) throw noAccess();
    await requireView(ctx, row.viewId, 'update', row.customerId);
  }
  const deleted = await repo.deleteReport(row.id);
  if (deleted) await ctx.files.remove(deleted.fileKey);
  return Boolean(deleted);
}

// ---- schedules ------------------------------------------------------------------------------

/** The customer's schedules on views the user can update. */
export async function listSchedules(ctx: Ctx, args: { customerID: string }) {
  const customerId = parseId(args.customerID);
  const viewer = requireCustomer(ctx, customerId);
  const records = await createReportsRepository(ctx.db).schedulesOf(customerId);
  const views = await createOwnershipRepository(ctx.db).viewsWithGrant(
    [...new Set(records.map((record) => record.schedule.viewId))],
    viewer.id,
  );
  const updatable = new Set(
    views.filter((view) => viewAccessFor(viewer, view).canUpdate).map((view) => view.id),
  );
  return records.filter((record) => updatable.has(record.schedule.viewId)).map(toSchedule);
}

/** A schedule of the customer on a view the user can update; refused otherwise. */
async function requireSchedule(ctx: Ctx, id: string, customerID: string) {
  const customerId = parseId(customerID);
  requireCustomer(ctx, customerId);
  const record = await createReportsRepository(ctx.db).scheduleById(parseId(id));
  if (!record || record.schedule.customerId !== customerId) throw noAccess();
  await requireView(ctx, record.schedule.viewId, 'update', customerId);
  return record;
}

function parsedSchedule(input: {
  range: string;
  time: string;
  timeZone: string;
  recipients: readonly string[];
}) {
  const parsed = reportScheduleSchema.safeParse({ ...input, recipients: [...input.recipients] });
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data;
}

export async function addReportSchedule(
  ctx: Ctx,
  args: MutationAddReportScheduleArgs,
  now: number = Date.now(),
) {
  const customerId = parseId(args.customerID);
  const viewer = requireCustomer(ctx, customerId);
  const viewId = parseId(args.viewID);
  const view = await requireView(ctx, viewId, 'update', customerId);
  if (view.viewType === OVERLAY_VIEW_TYPE) throw badInput(reportMessages.notDashboard, 'viewID');
  const schedule = parsedSchedule(args);
  const repo = createReportsRepository(ctx.db);
  if ((await repo.countSchedules(customerId)) >= REPORT_SCHEDULES_MAX) {
    throw badInput(reportMessages.schedulesMax);
  }
  const row = await repo.insertSchedule({
    customerId,
    viewId,
    createdBy: viewer.id,
    ...schedule,
    productName: brandForProductName(args.productName).productName,
    nextRunAt: new Date(nextScheduledRun(schedule, now)),
  });
  return toSchedule({
    schedule: row,
    viewName: view.name,
    pending: false,
    createdByName: displayName(viewer),
  });
}

export async function updateReportSchedule(
  ctx: Ctx,
  args: MutationUpdateReportScheduleArgs,
  now: number = Date.now(),
) {
  const record = await requireSchedule(ctx, args.id, args.customerID);
  const schedule = parsedSchedule({
    range: args.range ?? record.schedule.range,
    time: args.time ?? record.schedule.time,
    timeZone: args.timeZone ?? record.schedule.timeZone,
    recipients: args.recipients ?? record.schedule.recipients,
  });
  const repo = createReportsRepository(ctx.db);
  await repo.updateSchedule(record.schedule.id, {
    ...schedule,
    nextRunAt: new Date(nextScheduledRun(schedule, now)),
  });
  const updated = await repo.scheduleById(record.schedule.id);
  if (!updated) throw noAccess();
  return toSchedule(updated);
}

export async function deleteReportSchedule(ctx: Ctx, args: { id: string; customerID: string }) {
  const record = await requireSchedule(ctx, args.id, args.customerID);
  return createReportsRepository(ctx.db).deleteSchedule(record.schedule.id);
}

/** Queues a run now (a test of the schedule); the runner sends it once, from one process. */
export async function sendReportNow(
  ctx: Ctx,
  args: { id: string; customerID: string },
  now: number = Date.now(),
) {
  const record = await requireSchedule(ctx, args.id, args.customerID);
  const repo = createReportsRepository(ctx.db);
  await repo.queueRun(record.schedule, new Date(now));
  ctx.reports?.wake();
  const updated = await repo.scheduleById(record.schedule.id);
  if (!updated) throw noAccess();
  return toSchedule(updated);
}
