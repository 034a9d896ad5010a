// The plain data a report is rendered from (issue 17). The data gathering fills it from the
// database; the renderer draws it and decides nothing about the data.
import type { EquipmentStatus, Status, Thresholds } from '@vigil/domain';

/** A reading time and its value, epoch milliseconds; series arrive already bucketed. */
export type ReportPoint = readonly [t: number, v: number];

export interface ReportThresholds extends Thresholds {
  redTo?: number | null;
}

export interface ReportSeries {
  sensorName: string;
  points: readonly ReportPoint[];
}

export type ReportStatus = Status | 'disconnected' | EquipmentStatus;

/** A value as a widget shows it: the number (or a state's label) and its status colour. */
export interface ReportLatest {
  value: number | null;
  /** A state sensor's label instead of the number. */
  text?: string | null;
  status: ReportStatus;
  at?: number | null;
}

export interface ReportStateSegment {
  from: number;
  to: number;
  label: string;
  status: ReportStatus;
}

interface WidgetBase {
  title: string;
}

export interface ReportTrendWidget extends WidgetBase {
  kind: 'trend';
  unit?: string | null;
  thresholds: ReportThresholds;
  series: readonly ReportSeries[];
}

export interface ReportGaugeWidget extends WidgetBase {
  kind: 'gauge';
  unit?: string | null;
  thresholds: ReportThresholds;
  min: number;
  max: number;
  latest: ReportLatest;
}

export interface ReportValueWidget extends WidgetBase {
  kind: 'value';
  unit?: string | null;
  sensorName?: string | null;
  latest: ReportLatest;
}

export interface ReportStateHistoryWidget extends WidgetBase {
  kind: 'stateHistory';
  sensorName: string;
  segments: readonly ReportStateSegment[];
}

export interface ReportTableWidget extends WidgetBase {
  kind: 'table';
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A header widget: a section title over the widgets after it. */
export interface ReportHeadingWidget extends WidgetBase {
  kind: 'heading';
}

/** A text widget's words, or a note standing for what a page cannot show. */
export interface ReportTextWidget extends WidgetBase {
  kind: 'text';
  text: string;
}

/** An image widget's picture: PNG or JPEG bytes. */
export interface ReportImageWidget extends WidgetBase {
  kind: 'image';
  data: Buffer;
}

export type ReportWidget =
  | ReportHeadingWidget
  | ReportTextWidget
  | ReportImageWidget
  | ReportTrendWidget
  | ReportGaugeWidget
  | ReportValueWidget
  | ReportStateHistoryWidget
  | ReportTableWidget;

/** One sensor's figures over the range; min/mean/max are null when it sent nothing. */
export interface ReportSummaryRow {
  sensorName: string;
  unit?: string | null;
  min: number | null;
  mean: number | null;
  max: number | null;
  warningMs: number;
  alarmMs: number;
}

export interface ReportAlarm {
  sensorName: string;
  message?: string | null;
  openedAt: number;
  acknowledgedAt: number | null;
  acknowledgedBy?: string | null;
}

export interface ReportRange {
  start: number;
  end: number;
  /** The user's offset from UTC over the range, in minutes (UTC+02:00 is 120). */
  utcOffsetMinutes: number;
  /** The user's time zone as shown, e.g. "Europe/Berlin". */
  timeZoneLabel: string;
}

export interface ReportModel {
  brand: { productName: string; color?: string | null };
  customerName: string;
  viewName: string;
  range: ReportRange;
  generatedAt: number;
  widgets: readonly ReportWidget[];
  summary: readonly ReportSummaryRow[];
  alarms: readonly ReportAlarm[];
}
