// A dashboard view's data over a range, gathered into the report model the PDF renderer draws
// (issue 17). Trends and the summary come from the same buckets the readings API answers with
// (trendPlan, trendStats), so a report's min/mean/max are the API's for the same range.
import {
  WIDGET_TYPE_LABELS,
  brandForProductName,
  calculate,
  readingStatus,
  stateLabel,
  timeInStatuses,
  trendPlan,
  type Calculation,
  type WidgetType,
} from '@vigil/domain';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../files/FileStore.js';
import { imageKey } from '../../files/fileKeys.js';
import { imageTypeOf } from '../../files/imageType.js';
import { createImagesRepository } from '../../files/images.repository.js';
import type {
  ReportAlarm,
  ReportLatest,
  ReportModel,
  ReportPoint,
  ReportRange,
  ReportStateSegment,
  ReportSummaryRow,
  ReportThresholds,
  ReportWidget,
} from '../../reports/ReportModel.js';
import { formatReportTime } from '../../reports/reportFormat.js';
import { createReadingsRepository } from '../readings/readings.repository.js';
import { statsOf } from '../readings/readings.service.js';
import { createWidgetsRepository, type WidgetRecord } from '../widgets/widgets.repository.js';
import { createReportsRepository, type ReportSensorRow } from './reports.repository.js';

/** Rows a report's alarm and trap tables print at most. */
const ALARMS_MAX = 500;
const TRAPS_MAX = 200;
/** An image larger than this is left out of the PDF (uploads are at most 10 MB). */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sensors whose buckets one query reads (see bucketed). */
const SENSORS_PER_TREND_QUERY = 2;
/** Buckets a report's trend line has at most: about one per point of an A4 page's width. */
const CHART_BUCKETS_MAX = 250;
/** A range ending this close to now shows the sensors' latest values, not the last bucket's. */
const LIVE_END_MS = 2 * 60_000;

const TREND_TYPES = new Set<WidgetType>(['TREND', 'CHART', 'ARTIFICIAL_INTELLIGENCE']);
const VALUE_TYPES = new Set<WidgetType>(['SENSOR_VALUE', 'SINGLE_VALUE', 'OTHER', 'CALCULATION']);

export const REPORT_MODEL_TEXTS = {
  imageMissing: 'The image is not available.',
  noTimers: 'No timers.',
  timerColumns: ['Timer', 'Ends'],
  trapColumns: ['Received', 'OID', 'Value'],
  metaColumns: ['Field', 'Value'],
  alarmColumns: ['Sensor', 'Alarm', 'Opened', 'Acknowledged'],
  notAcknowledged: 'Not acknowledged',
} as const;

export interface ReportRequest {
  viewId: number;
  start: number;
  end: number;
  utcOffsetMinutes: number;
  timeZoneLabel: string;
  productName?: string | null;
  now: number;
}

interface Bucketed {
  points: Map<number, ReportPoint[]>;
  stats: Map<number, ReturnType<typeof statsOf>>;
  /** Each sensor's last bucket mean in the range. */
  last: Map<number, { value: number; at: number }>;
  rawMeans: Map<number, { from: number; to: number; value: number }[]>;
}

/** Widgets in the order the desktop layout shows them (top to bottom, left to right). */
function inLayoutOrder(records: readonly WidgetRecord[], layout: unknown): WidgetRecord[] {
  const items = (layout as { lg?: { i: string; x: number; y: number }[] } | null)?.lg ?? [];
  const place = new Map(items.map((item) => [item.i, item]));
  const rank = (record: WidgetRecord) => {
    const item = place.get(String(record.row.id));
    return item ? item.y * 1000 + item.x : Number.MAX_SAFE_INTEGER;
  };
  return [...records].sort((a, b) => rank(a) - rank(b) || a.row.id - b.row.id);
}

async function bucketed(
  db: Database,
  ids: readonly number[],
  start: number,
  end: number,
): Promise<Bucketed> {
  // Coarser buckets than a screen's for the pictures; the summary's figures come from the
  // readings API's own stats query over the same source, so they are the API's exactly.
  const plan = trendPlan(start, end, CHART_BUCKETS_MAX);
  const repo = createReadingsRepository(db);
  const stats = await repo.stats(ids, { from: start, to: end }, plan.source);
  const chunks = new Map<number, { chunkStart: number; values: number[]; count: number }[]>();
  // A few sensors a query, one query after the other: each answer is parsed in a short stretch,
  // so the process's other requests are served in between (a month of 28 sensors is 20k rows).
  for (let i = 0; i < ids.length; i += SENSORS_PER_TREND_QUERY) {
    const rows = await repo.trend(
      ids.slice(i, i + SENSORS_PER_TREND_QUERY),
      { from: start, to: end },
      plan,
    );
    for (const row of rows) {
      const list = chunks.get(row.sensor_id) ?? [];
      list.push({
        chunkStart: start + row.bucket * plan.chunkSize,
        values: [Number(row.min), Number(row.mean), Number(row.max)],
        count: Number(row.count),
      });
      chunks.set(row.sensor_id, list);
    }
  }
  const result: Bucketed = {
    points: new Map(),
    stats: new Map(stats.map((row) => [row.sensor_id, statsOf(row)])),
    last: new Map(),
    rawMeans: new Map(),
  };
  for (const id of ids) {
    const list = chunks.get(id) ?? [];
    const half = plan.chunkSize / 2;
    result.points.set(
      id,
      list.map((chunk) => [chunk.chunkStart + half, chunk.values[1] as number] as const),
    );
    const lastChunk = list[list.length - 1];
    if (lastChunk) {
      result.last.set(id, {
        value: lastChunk.values[1] as number,
        at: Math.min(end, lastChunk.chunkStart + plan.chunkSize),
      });
    }
    result.rawMeans.set(
      id,
      list.map((chunk) => ({
        from: chunk.chunkStart,
        to: Math.min(end, chunk.chunkStart + plan.chunkSize),
        value: chunk.values[1] as number,
      })),
    );
  }
  return result;
}

function thresholdsOf(record: WidgetRecord, sensor: ReportSensorRow | undefined): ReportThresholds {
  const { row } = record;
  return {
    greenTo: row.greenTo ?? sensor?.greenTo ?? null,
    yellowTo: row.yellowTo ?? sensor?.yellowTo ?? null,
    redTo: row.redTo ?? sensor?.redTo ?? null,
  };
}

/**
 * What a widget shows for a sensor at the end of the range: the latest reading when the range
 * ends now, else the last bucket's mean.
 */
function latestOf(
  sensor: ReportSensorRow,
  data: Bucketed,
  thresholds: ReportThresholds,
  live: boolean,
): ReportLatest {
  const rule = { ...thresholds, states: sensor.states, conditions: sensor.conditions };
  if (live) {
    const value = sensor.latestValue;
    return {
      value,
      text:
        sensor.states.length > 0 && value !== null
          ? (sensor.latestDetail ?? stateLabel(value, sensor.states))
          : null,
      status: readingStatus({ value, disconnected: sensor.disconnected }, rule),
      at: sensor.latestAt ? sensor.latestAt.getTime() : null,
    };
  }
  const last = data.last.get(sensor.id);
  const value = last?.value ?? null;
  return {
    value,
    text:
      sensor.states.length > 0 && value !== null
        ? stateLabel(Math.round(value), sensor.states)
        : null,
    status: readingStatus({ value }, rule),
    at: last?.at ?? null,
  };
}

/** A state sensor's history: runs of equal (rounded) bucket values as labelled segments. */
function stateSegments(sensor: ReportSensorRow, data: Bucketed): ReportStateSegment[] {
  const segments: ReportStateSegment[] = [];
  const rule = { states: sensor.states, conditions: sensor.conditions };
  for (const bucket of data.rawMeans.get(sensor.id) ?? []) {
    const value = Math.round(bucket.value);
    const label = stateLabel(value, sensor.states);
    const previous = segments[segments.length - 1];
    if (previous && previous.label === label && previous.to >= bucket.from) {
      previous.to = bucket.to;
    } else {
      segments.push({
        from: bucket.from,
        to: bucket.to,
        label,
        status: readingStatus({ value }, rule),
      });
    }
  }
  return segments;
}

export async function gatherReportModel(
  deps: { db: Database; files: FileStore },
  request: ReportRequest,
): Promise<ReportModel> {
  const { db, files } = deps;
  const repo = createReportsRepository(db);
  const widgetsRepo = createWidgetsRepository(db);
  const view = await repo.viewForReport(request.viewId);
  if (!view) throw new Error(`gatherReportModel: no view ${request.viewId}`);
  const { start, end } = request;
  const records = inLayoutOrder(await widgetsRepo.listByView(view.id), view.layout);
  const sensorIds = [...new Set(records.flatMap((record) => record.sensors.map((s) => s.id)))];
  const [sensorRows, data, changes, alarmRows] = await Promise.all([
    repo.sensorsForReport(sensorIds),
    bucketed(db, sensorIds, start, end),
    repo.statusChanges(sensorIds, start, end),
    repo.alarmsOpened(sensorIds, start, end, ALARMS_MAX),
  ]);
  await yieldToEventLoop();
  const sensorById = new Map(sensorRows.map((row) => [row.id, row]));
  const live = request.now - end <= LIVE_END_MS;
  const range: ReportRange = {
    start,
    end,
    utcOffsetMinutes: request.utcOffsetMinutes,
    timeZoneLabel: request.timeZoneLabel,
  };
  const time = (ms: number) => formatReportTime(ms, request.utcOffsetMinutes);
  const sensorLabel = (sensor: ReportSensorRow) => `${sensor.equipmentName} · ${sensor.name}`;

  const alarms: ReportAlarm[] = alarmRows.map((row) => {
    const sensor = row.sensorId === null ? undefined : sensorById.get(row.sensorId);
    return {
      sensorName: sensor ? sensorLabel(sensor) : '',
      message: row.detail ? `${row.severity}: ${row.detail}` : row.severity,
      openedAt: row.openedAt?.getTime() ?? start,
      acknowledgedAt: row.ackAt?.getTime() ?? null,
      acknowledgedBy: row.ackByName,
    };
  });

  const widgets: ReportWidget[] = [];
  for (const record of records) {
    // One widget at a time, so the process's other requests are served in between.
    await yieldToEventLoop();
    const { row } = record;
    const type = row.type as WidgetType;
    const title = row.name?.trim() || WIDGET_TYPE_LABELS[type] || row.type;
    const sensorsOf = record.sensors
      .map((s) => sensorById.get(s.id))
      .filter((s): s is ReportSensorRow => s !== undefined);
    const first = sensorsOf[0];
    const thresholds = thresholdsOf(record, first);
    const unit = row.unit ?? first?.unit ?? null;

    if (type === 'HEADER') {
      widgets.push({ kind: 'heading', title });
    } else if (type === 'TEXT') {
      widgets.push({ kind: 'text', title, text: row.notes ?? '' });
    } else if (type === 'IMAGE') {
      widgets.push(await imageWidget(db, files, title, row.imageId));
    } else if (TREND_TYPES.has(type) || (row.displayType === 'trend' && sensorsOf.length > 0)) {
      widgets.push({
        kind: 'trend',
        title,
        unit,
        thresholds,
        series: sensorsOf.map((sensor) => ({
          sensorName: sensorLabel(sensor),
          points: data.points.get(sensor.id) ?? [],
        })),
      });
    } else if (type === 'GAUGE' && first) {
      const latest = latestOf(first, data, thresholds, live);
      const top = [thresholds.redTo, thresholds.yellowTo, thresholds.greenTo, latest.value].find(
        (v): v is number => typeof v === 'number' && Number.isFinite(v),
      );
      const min = row.lowerBound ?? 0;
      const max = row.upperBound ?? (top !== undefined && top > min ? top * 1.25 : min + 100);
      widgets.push({ kind: 'gauge', title, unit, thresholds, min, max, latest });
    } else if (type === 'OPEN_CLOSED' && first) {
      widgets.push({
        kind: 'stateHistory',
        title,
        sensorName: sensorLabel(first),
        segments: stateSegments(first, data),
      });
    } else if (type === 'CALCULATION' && sensorsOf.length > 0) {
      const values = sensorsOf.map((sensor) => latestOf(sensor, data, thresholds, live).value);
      const value = calculate((row.calculation ?? 'sum') as Calculation, values);
      widgets.push({
        kind: 'value',
        title,
        unit,
        sensorName: row.calculation ?? 'sum',
        latest: {
          value,
          status: readingStatus({ value }, thresholds),
          at: live ? request.now : end,
        },
      });
    } else if (VALUE_TYPES.has(type) && first) {
      widgets.push({
        kind: 'value',
        title,
        unit,
        sensorName: sensorLabel(first),
        latest: latestOf(first, data, thresholds, live),
      });
    } else if (type === 'ALARMS') {
      widgets.push({
        kind: 'table',
        title,
        columns: REPORT_MODEL_TEXTS.alarmColumns,
        rows: alarms.map((alarm) => [
          alarm.sensorName,
          alarm.message ?? '',
          time(alarm.openedAt),
          alarm.acknowledgedAt === null
            ? REPORT_MODEL_TEXTS.notAcknowledged
            : time(alarm.acknowledgedAt),
        ]),
      });
    } else if (type === 'TRAP' && row.equipmentId !== null) {
      const traps = await repo.trapsInRange(row.equipmentId, start, end, TRAPS_MAX);
      widgets.push({
        kind: 'table',
        title,
        columns: REPORT_MODEL_TEXTS.trapColumns,
        rows: traps.map((trap) => [time(trap.createdAt.getTime()), trap.oid, trap.value]),
      });
    } else if (type === 'META' && row.equipmentId !== null) {
      const asset = await widgetsRepo.equipmentAsset(row.equipmentId);
      widgets.push({
        kind: 'table',
        title,
        columns: REPORT_MODEL_TEXTS.metaColumns,
        rows: asset
          ? [
              ['Manufacturer', asset.manufacturer],
              ['Model', asset.model],
              ...asset.meta.map((item) => [item.label, item.value]),
            ]
          : [],
      });
    } else if (type === 'COUNTDOWN') {
      widgets.push({
        kind: 'table',
        title,
        columns: REPORT_MODEL_TEXTS.timerColumns,
        rows: record.timers.map((timer) => [timer.name, time(timer.expiresAt.getTime())]),
      });
    } else {
      // A widget with nothing to draw over the range (no sensors yet) still shows its title.
      widgets.push({ kind: 'text', title, text: '' });
    }
  }

  const statusChanges = new Map<number, { at: number; status: string }[]>();
  for (const change of changes) {
    const list = statusChanges.get(change.sensorId) ?? [];
    list.push(change);
    statusChanges.set(change.sensorId, list);
  }
  const summary: ReportSummaryRow[] = sensorIds
    .map((id) => sensorById.get(id))
    .filter(
      (sensor): sensor is ReportSensorRow => sensor !== undefined && sensor.states.length === 0,
    )
    .map((sensor) => {
      const stats = data.stats.get(sensor.id);
      const times = timeInStatuses(statusChanges.get(sensor.id) ?? [], start, end);
      return {
        sensorName: sensorLabel(sensor),
        unit: sensor.unit,
        min: stats?.min ?? null,
        mean: stats?.mean ?? null,
        max: stats?.max ?? null,
        warningMs: times.get('warning') ?? 0,
        alarmMs: times.get('error') ?? 0,
      };
    });

  const brand = brandForProductName(request.productName);
  return {
    brand: { productName: brand.productName, color: brand.palette.primary },
    customerName: view.customerName,
    viewName: view.name,
    range,
    generatedAt: request.now,
    widgets,
    summary,
    alarms,
  };
}

async function imageWidget(
  db: Database,
  files: FileStore,
  title: string,
  imageId: string | null,
): Promise<ReportWidget> {
  const missing = { kind: 'text', title, text: REPORT_MODEL_TEXTS.imageMissing } as const;
  if (!imageId) return missing;
  const image = await createImagesRepository(db).byId(imageId);
  if (!image) return missing;
  let data: Buffer;
  if (image.bytes) {
    // Seeded and older images keep their bytes in the database.
    data = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
  } else {
    const stored = await files.open(imageKey(imageId)).catch(() => undefined);
    if (!stored || stored.size > IMAGE_MAX_BYTES) {
      stored?.stream.destroy();
      return missing;
    }
    data = await buffer(stored.stream);
  }
  const type = imageTypeOf(data);
  // pdfkit draws PNG and JPEG; GIF and WebP uploads are named instead.
  if (type !== 'image/png' && type !== 'image/jpeg') return missing;
  return { kind: 'image', title, data };
}
