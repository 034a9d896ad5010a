// A report model → a PDF, drawn from data on the server with no browser (issue 17,
// architecture §5): pdfkit for the pages, ECharts' SSR SVG for the charts, DejaVu embedded.
//
// Pages stream out as they are finished (pdfkit without bufferPages writes a page when the
// next one starts), so memory holds one page, not the document. Between widgets and table
// chunks the renderer yields to the event loop (setImmediate), so other requests of the
// process keep being served while a report renders.
import { PassThrough } from 'node:stream';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { statusColor } from '@vigil/domain';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type {
  ReportAlarm,
  ReportGaugeWidget,
  ReportModel,
  ReportStateHistoryWidget,
  ReportSummaryRow,
  ReportTrendWidget,
  ReportValueWidget,
  ReportWidget,
} from './ReportModel.js';
import { gaugeChartSvg } from './gaugeChartSvg.js';
import { REPORT_FONT, REPORT_FONT_BOLD, reportFontFiles } from './reportFonts.js';
import {
  NO_VALUE,
  formatReportDuration,
  formatReportRange,
  formatReportTime,
  formatReportValue,
} from './reportFormat.js';
import { trendChartSvg } from './trendChartSvg.js';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER_H = 20;
const TEXT = '#212121';
const MUTED = '#616161';
const RULE = '#e0e0e0';
const DEFAULT_BRAND_COLOR = '#1976d2';
const TABLE_ROWS_PER_YIELD = 40;

export const REPORT_TEXTS = {
  title: 'Monitoring report',
  customer: 'Customer',
  view: 'View',
  range: 'Range',
  generated: 'Generated',
  summary: 'Summary',
  alarms: 'Alarms in the range',
  noAlarms: 'No alarms were opened in the range.',
  noData: 'No data in the range.',
  imageUnreadable: 'The image could not be read.',
  summaryColumns: ['Sensor', 'Min', 'Mean', 'Max', 'In warning', 'In alarm'],
  alarmColumns: ['Sensor', 'Alarm', 'Opened', 'Acknowledged'],
  notAcknowledged: 'Not acknowledged',
  page: (n: number) => `Page ${n}`,
} as const;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Renders the report into `out` (a file, an HTTP response, an upload), page by page. */
export async function renderReportPdf(
  model: ReportModel,
  out: NodeJS.WritableStream,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: `${model.viewName} – ${formatReportRange(model.range)}`,
      Author: model.brand.productName,
      Subject: model.customerName,
    },
  });
  const done = pipeline(doc, out as Writable);
  try {
    await drawReport(doc, model);
  } catch (error) {
    doc.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  doc.end();
  await done;
}

/** The same, collected into one Buffer (tests, small reports, mail attachments). */
export async function renderReportPdfBuffer(model: ReportModel): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (c: Buffer) => chunks.push(c));
  await renderReportPdf(model, sink);
  return Buffer.concat(chunks);
}

async function drawReport(doc: Doc, model: ReportModel): Promise<void> {
  const fonts = reportFontFiles();
  doc.registerFont(REPORT_FONT, fonts.regular);
  doc.registerFont(REPORT_FONT_BOLD, fonts.bold);
  let pageNumber = 0;
  doc.on('pageAdded', () => {
    pageNumber += 1;
    drawFooter(doc, model, pageNumber);
  });

  drawCover(doc, model);
  await yieldToEventLoop();

  doc.addPage();
  for (const widget of model.widgets) {
    drawWidget(doc, model, widget);
    await yieldToEventLoop();
  }

  doc.addPage();
  await drawSummary(doc, model.summary);
  await drawAlarms(doc, model);
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const contentBottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_H;

/** Starts a new page unless `height` more fits on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

function drawFooter(doc: Doc, model: ReportModel, n: number): void {
  const y = doc.page.height - MARGIN - 10;
  const bottom = doc.page.margins.bottom;
  // Writing below the bottom margin would make pdfkit start yet another page.
  doc.page.margins.bottom = 0;
  doc
    .font(REPORT_FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${model.brand.productName} · ${model.viewName}`, MARGIN, y, {
      width: contentWidth(doc) - 60,
      lineBreak: false,
    })
    .text(REPORT_TEXTS.page(n), MARGIN, y, { width: contentWidth(doc), align: 'right' });
  doc.page.margins.bottom = bottom;
  doc.x = MARGIN;
  doc.y = MARGIN;
}

function drawCover(doc: Doc, model: ReportModel): void {
  doc.addPage();
  const brandColor = model.brand.color ?? DEFAULT_BRAND_COLOR;
  doc.rect(0, 0, doc.page.width, 120).fill(brandColor);
  doc
    .font(REPORT_FONT_BOLD)
    .fontSize(28)
    .fillColor('#ffffff')
    .text(model.brand.productName, MARGIN, 44, { width: contentWidth(doc) });
  doc.font(REPORT_FONT).fontSize(12).text(REPORT_TEXTS.title, MARGIN, 84);

  doc.y = 200;
  doc
    .font(REPORT_FONT_BOLD)
    .fontSize(24)
    .fillColor(TEXT)
    .text(model.viewName, MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(1.5);
  const rows: [string, string][] = [
    [REPORT_TEXTS.customer, model.customerName],
    [REPORT_TEXTS.view, model.viewName],
    [REPORT_TEXTS.range, formatReportRange(model.range)],
    [REPORT_TEXTS.generated, formatReportTime(model.generatedAt, model.range.utcOffsetMinutes)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(REPORT_FONT).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 90 });
    doc
      .font(REPORT_FONT)
      .fontSize(11)
      .fillColor(TEXT)
      .text(value, MARGIN + 100, y, { width: contentWidth(doc) - 100 });
    doc.moveDown(0.6);
  }
}

const WIDGET_HEIGHTS: Record<ReportWidget['kind'], number> = {
  heading: 40,
  text: 40,
  image: 220,
  trend: 200,
  gauge: 170,
  value: 70,
  stateHistory: 90,
  table: 60,
};

function drawWidgetTitle(doc: Doc, title: string): void {
  doc
    .font(REPORT_FONT_BOLD)
    .fontSize(12)
    .fillColor(TEXT)
    .text(title, MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(0.3);
}

function drawWidget(doc: Doc, model: ReportModel, widget: ReportWidget): void {
  ensureRoom(doc, WIDGET_HEIGHTS[widget.kind] + 24);
  if (widget.kind === 'heading') {
    doc.moveDown(0.4);
    doc
      .font(REPORT_FONT_BOLD)
      .fontSize(16)
      .fillColor(TEXT)
      .text(widget.title, MARGIN, doc.y, {
        width: contentWidth(doc),
      });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + contentWidth(doc), doc.y + 2)
      .lineWidth(1)
      .stroke(RULE);
    doc.moveDown(0.8);
    return;
  }
  drawWidgetTitle(doc, widget.title);
  switch (widget.kind) {
    case 'text':
      doc
        .font(REPORT_FONT)
        .fontSize(10)
        .fillColor(TEXT)
        .text(widget.text, MARGIN, doc.y, {
          width: contentWidth(doc),
        });
      break;
    case 'image':
      drawImage(doc, widget.data);
      break;
    case 'trend':
      drawTrend(doc, model, widget);
      break;
    case 'gauge':
      drawGauge(doc, widget);
      break;
    case 'value':
      drawValue(doc, model, widget);
      break;
    case 'stateHistory':
      drawStateHistory(doc, model, widget);
      break;
    case 'table':
      drawTable(doc, widget.columns, widget.rows);
      break;
  }
  doc.moveDown(1.2);
}

function drawImage(doc: Doc, data: Buffer): void {
  const y = doc.y;
  const height = WIDGET_HEIGHTS.image;
  try {
    doc.image(data, MARGIN, y, { fit: [contentWidth(doc), height], align: 'center' });
  } catch {
    // A picture pdfkit cannot read (a corrupt upload) leaves a note rather than no report.
    doc
      .font(REPORT_FONT)
      .fontSize(10)
      .fillColor(MUTED)
      .text(REPORT_TEXTS.imageUnreadable, MARGIN, y);
    return;
  }
  doc.x = MARGIN;
  doc.y = y + height;
}

function drawSvg(doc: Doc, svg: string, x: number, y: number, width: number, height: number) {
  SVGtoPDF(doc, svg, x, y, {
    width,
    height,
    assumePt: true,
    fontCallback: (_family, bold) => (bold ? REPORT_FONT_BOLD : REPORT_FONT),
  });
}

function drawTrend(doc: Doc, model: ReportModel, w: ReportTrendWidget): void {
  const y = doc.y;
  const height = WIDGET_HEIGHTS.trend;
  if (w.series.every((s) => s.points.length === 0)) {
    doc.font(REPORT_FONT).fontSize(10).fillColor(MUTED).text(REPORT_TEXTS.noData, MARGIN, y);
    return;
  }
  drawSvg(
    doc,
    trendChartSvg(w, model.range, contentWidth(doc), height),
    MARGIN,
    y,
    contentWidth(doc),
    height,
  );
  doc.x = MARGIN;
  doc.y = y + height;
}

function drawGauge(doc: Doc, w: ReportGaugeWidget): void {
  const y = doc.y;
  const height = WIDGET_HEIGHTS.gauge;
  const width = 240;
  drawSvg(doc, gaugeChartSvg(w, width, height), MARGIN, y, width, height);
  doc.x = MARGIN;
  doc.y = y + height;
}

function drawValue(doc: Doc, model: ReportModel, w: ReportValueWidget): void {
  const y = doc.y;
  doc.roundedRect(MARGIN, y, 10, 44, 2).fill(statusColor(w.latest.status));
  const text = w.latest.text ?? formatReportValue(w.latest.value, w.unit);
  doc.font(REPORT_FONT_BOLD).fontSize(22).fillColor(statusColor(w.latest.status));
  doc.text(text, MARGIN + 20, y + 2, { width: contentWidth(doc) - 20 });
  const details = [
    w.sensorName,
    w.latest.at ? formatReportTime(w.latest.at, model.range.utcOffsetMinutes) : null,
  ].filter(Boolean);
  if (details.length > 0) {
    doc
      .font(REPORT_FONT)
      .fontSize(9)
      .fillColor(MUTED)
      .text(details.join(' · '), MARGIN + 20);
  }
  doc.x = MARGIN;
  doc.y = y + WIDGET_HEIGHTS.value - 20;
}

function drawStateHistory(doc: Doc, model: ReportModel, w: ReportStateHistoryWidget): void {
  const { start, end, utcOffsetMinutes } = model.range;
  const width = contentWidth(doc);
  const y = doc.y;
  doc.font(REPORT_FONT).fontSize(9).fillColor(MUTED).text(w.sensorName, MARGIN, y);
  const barY = doc.y + 2;
  const span = Math.max(1, end - start);
  doc.rect(MARGIN, barY, width, 18).fill(statusColor('unknown'));
  const totals = new Map<string, { ms: number; color: string }>();
  for (const s of w.segments) {
    const from = Math.max(start, s.from);
    const to = Math.min(end, s.to);
    if (to <= from) continue;
    const color = statusColor(s.status);
    const x0 = MARGIN + ((from - start) / span) * width;
    doc.rect(x0, barY, Math.max(0.5, ((to - from) / span) * width), 18).fill(color);
    const total = totals.get(s.label) ?? { ms: 0, color };
    total.ms += to - from;
    totals.set(s.label, total);
  }
  doc.font(REPORT_FONT).fontSize(8).fillColor(MUTED);
  doc.text(formatReportTime(start, utcOffsetMinutes), MARGIN, barY + 21, { lineBreak: false });
  doc.text(formatReportTime(end, utcOffsetMinutes), MARGIN, barY + 21, { width, align: 'right' });
  let x = MARGIN;
  const legendY = barY + 36;
  for (const [label, total] of totals) {
    const text = `${label}: ${formatReportDuration(total.ms)}`;
    doc.rect(x, legendY + 1, 8, 8).fill(total.color);
    doc.fillColor(TEXT).text(text, x + 11, legendY, { lineBreak: false });
    x += 11 + doc.widthOfString(text) + 14;
  }
  doc.x = MARGIN;
  doc.y = legendY + 14;
}

/** Cuts `text` with an ellipsis so it fits `width` at the current font. */
function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const ROW_H = 16;
/** A table cell's font sizes, largest first: the first its text fits in is used. */
const CELL_FONT_SIZES = [8.5, 7.5, 6.5] as const;

function drawTableHeader(doc: Doc, columns: readonly string[], widths: number[]): void {
  const y = doc.y;
  doc.rect(MARGIN, y, contentWidth(doc), ROW_H).fill('#f5f5f5');
  doc.font(REPORT_FONT_BOLD).fontSize(8.5).fillColor(TEXT);
  let x = MARGIN;
  columns.forEach((c, i) => {
    const w = widths[i] ?? 0;
    doc.text(fitText(doc, c, w - 6), x + 3, y + 4, { lineBreak: false });
    x += w;
  });
  doc.y = y + ROW_H;
}

/** A table that continues on the next page, repeating its header. */
function drawTable(
  doc: Doc,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  widths: number[] = columns.map(() => contentWidth(doc) / Math.max(1, columns.length)),
  rowColor?: (row: number, column: number) => string | null,
  withHeader = true,
): void {
  if (withHeader) {
    ensureRoom(doc, 2 * ROW_H);
    drawTableHeader(doc, columns, widths);
  }
  rows.forEach((row, r) => {
    if (doc.y + ROW_H > contentBottom(doc)) {
      doc.addPage();
      drawTableHeader(doc, columns, widths);
    }
    const y = doc.y;
    doc
      .moveTo(MARGIN, y + ROW_H)
      .lineTo(MARGIN + contentWidth(doc), y + ROW_H)
      .lineWidth(0.5)
      .stroke(RULE);
    let x = MARGIN;
    row.forEach((cell, c) => {
      const w = widths[c] ?? 0;
      // A long cell is set smaller before it is cut, so names stay whole on one line.
      const size =
        CELL_FONT_SIZES.find(
          (points) => doc.font(REPORT_FONT).fontSize(points).widthOfString(cell) <= w - 6,
        ) ?? CELL_FONT_SIZES[CELL_FONT_SIZES.length - 1]!;
      doc.font(REPORT_FONT).fontSize(size);
      const baseline = y + 4 + (8.5 - size) * 0.8;
      doc.fillColor(rowColor?.(r, c) ?? TEXT).text(fitText(doc, cell, w - 6), x + 3, baseline, {
        lineBreak: false,
      });
      x += w;
    });
    doc.y = y + ROW_H;
  });
  doc.x = MARGIN;
}

function drawSectionTitle(doc: Doc, title: string): void {
  ensureRoom(doc, 60);
  doc.font(REPORT_FONT_BOLD).fontSize(16).fillColor(TEXT).text(title, MARGIN, doc.y);
  doc.moveDown(0.5);
}

/** The summary's cells, as the report prints them (tests compare against these). */
export function summaryCells(row: ReportSummaryRow): string[] {
  return [
    row.unit ? `${row.sensorName} (${row.unit})` : row.sensorName,
    formatReportValue(row.min, row.unit),
    formatReportValue(row.mean, row.unit),
    formatReportValue(row.max, row.unit),
    formatReportDuration(row.warningMs),
    formatReportDuration(row.alarmMs),
  ];
}

async function drawSummary(doc: Doc, summary: readonly ReportSummaryRow[]): Promise<void> {
  drawSectionTitle(doc, REPORT_TEXTS.summary);
  const w = contentWidth(doc);
  const widths = [0.36, 0.11, 0.11, 0.11, 0.155, 0.155].map((f) => f * w);
  for (let i = 0; i < summary.length; i += TABLE_ROWS_PER_YIELD) {
    const chunk = summary.slice(i, i + TABLE_ROWS_PER_YIELD);
    drawTable(
      doc,
      REPORT_TEXTS.summaryColumns,
      chunk.map(summaryCells),
      widths,
      (r, c) => {
        const row = chunk[r];
        if (!row) return null;
        if (c === 4 && row.warningMs > 0) return statusColor('warning');
        if (c === 5 && row.alarmMs > 0) return statusColor('error');
        return null;
      },
      i === 0,
    );
    await yieldToEventLoop();
  }
  doc.moveDown(1.5);
}

function alarmCells(alarm: ReportAlarm, utcOffsetMinutes: number): string[] {
  const acknowledged =
    alarm.acknowledgedAt === null
      ? REPORT_TEXTS.notAcknowledged
      : [formatReportTime(alarm.acknowledgedAt, utcOffsetMinutes), alarm.acknowledgedBy]
          .filter(Boolean)
          .join(' · ');
  return [
    alarm.sensorName,
    alarm.message ?? NO_VALUE,
    formatReportTime(alarm.openedAt, utcOffsetMinutes),
    acknowledged,
  ];
}

async function drawAlarms(doc: Doc, model: ReportModel): Promise<void> {
  drawSectionTitle(doc, REPORT_TEXTS.alarms);
  if (model.alarms.length === 0) {
    doc.font(REPORT_FONT).fontSize(10).fillColor(MUTED).text(REPORT_TEXTS.noAlarms, MARGIN, doc.y);
    return;
  }
  const w = contentWidth(doc);
  const widths = [0.24, 0.26, 0.17, 0.33].map((f) => f * w);
  for (let i = 0; i < model.alarms.length; i += TABLE_ROWS_PER_YIELD) {
    const chunk = model.alarms.slice(i, i + TABLE_ROWS_PER_YIELD);
    drawTable(
      doc,
      REPORT_TEXTS.alarmColumns,
      chunk.map((a) => alarmCells(a, model.range.utcOffsetMinutes)),
      widths,
      (r, c) => (c === 3 && chunk[r]?.acknowledgedAt === null ? statusColor('error') : null),
      i === 0,
    );
    await yieldToEventLoop();
  }
}
