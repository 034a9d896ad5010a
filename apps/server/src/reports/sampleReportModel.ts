// A report model the size issue 17 measures: 20 widgets over 30 days of 1-minute data, each
// series downsampled to at most 1000 points. Deterministic, for tests and benchmarks.
import { numericStatus } from '@vigil/domain';
import type {
  ReportModel,
  ReportSeries,
  ReportSummaryRow,
  ReportThresholds,
  ReportWidget,
} from './ReportModel.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
export const SAMPLE_MAX_POINTS = 1000;

interface SampleSensor {
  name: string;
  unit: string;
  thresholds: ReportThresholds;
  raw: Float64Array;
}

/** A small seeded generator so every run draws the same data. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function rawSeries(minutes: number, base: number, swing: number, seed: number): Float64Array {
  const next = random(seed);
  const out = new Float64Array(minutes);
  for (let i = 0; i < minutes; i += 1) {
    const daily = Math.sin((2 * Math.PI * i) / 1440);
    out[i] = Math.round((base + swing * daily + (next() - 0.5) * swing * 0.4) * 100) / 100;
  }
  return out;
}

/** Mean per bucket, at most `maxPoints` buckets, each stamped with its first minute. */
export function downsample(
  start: number,
  raw: Float64Array,
  maxPoints: number,
): [number, number][] {
  const size = Math.ceil(raw.length / maxPoints);
  const points: [number, number][] = [];
  for (let i = 0; i < raw.length; i += size) {
    let sum = 0;
    const end = Math.min(raw.length, i + size);
    for (let j = i; j < end; j += 1) sum += raw[j] ?? 0;
    points.push([start + i * MINUTE, Math.round((sum / (end - i)) * 100) / 100]);
  }
  return points;
}

function summarise(sensor: SampleSensor): ReportSummaryRow {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let warningMs = 0;
  let alarmMs = 0;
  for (const v of sensor.raw) {
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v;
    const status = numericStatus(v, sensor.thresholds);
    if (status === 'warning') warningMs += MINUTE;
    if (status === 'error') alarmMs += MINUTE;
  }
  return {
    sensorName: sensor.name,
    unit: sensor.unit,
    min,
    mean: sum / sensor.raw.length,
    max,
    warningMs,
    alarmMs,
  };
}

export function sampleReportModel(days = 30): ReportModel {
  const end = Date.UTC(2025, 4, 1, 22, 0); // 2025-05-02 00:00 in Berlin (UTC+02:00)
  const start = end - days * DAY;
  const minutes = days * 1440;
  const sensors: SampleSensor[] = [];
  const sensor = (name: string, unit: string, base: number, swing: number, t: ReportThresholds) => {
    const s = {
      name,
      unit,
      thresholds: t,
      raw: rawSeries(minutes, base, swing, sensors.length + 1),
    };
    sensors.push(s);
    return s;
  };
  const series = (s: SampleSensor): ReportSeries => ({
    sensorName: s.name,
    points: downsample(start, s.raw, SAMPLE_MAX_POINTS),
  });

  const widgets: ReportWidget[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const a = sensor(`Kühlraum ${i} Temperatur`, '°C', 4 + i * 0.1, 3, {
      greenTo: 6,
      yellowTo: 7.5,
    });
    const trendSeries = [series(a)];
    if (i % 3 === 0) {
      trendSeries.push(
        series(sensor(`Kühlraum ${i} Feuchte`, '%', 60, 10, { greenTo: 70, yellowTo: 80 })),
      );
    }
    widgets.push({
      kind: 'trend',
      title: `Trend Kühlraum ${i}`,
      unit: '°C',
      thresholds: a.thresholds,
      series: trendSeries,
    });
  }
  const pressure = sensor('Druck Leitung Süd', 'bar', 2, 0.5, { greenTo: 2.4, yellowTo: 2.6 });
  widgets.push({
    kind: 'trend',
    title: 'Druck Süd',
    unit: 'bar',
    thresholds: pressure.thresholds,
    series: [series(pressure)],
  });
  const supply = sensor('Netzspannung L1', 'V', 230, 4, {
    greenTo: 224,
    yellowTo: 220,
    greenTo2: 236,
    yellowTo2: 240,
  });
  widgets.push({
    kind: 'trend',
    title: 'Netzspannung',
    unit: 'V',
    thresholds: supply.thresholds,
    series: [series(supply)],
  });
  widgets.push({
    kind: 'gauge',
    title: 'Netzspannung jetzt',
    unit: 'V',
    thresholds: supply.thresholds,
    min: 200,
    max: 260,
    latest: { value: 231.4, status: numericStatus(231.4, supply.thresholds), at: end - MINUTE },
  });
  widgets.push({
    kind: 'gauge',
    title: 'Druck jetzt',
    unit: 'bar',
    thresholds: pressure.thresholds,
    min: 0,
    max: 4,
    latest: { value: 2.5, status: numericStatus(2.5, pressure.thresholds), at: end - MINUTE },
  });
  widgets.push({
    kind: 'value',
    title: 'Außentemperatur',
    unit: '°C',
    sensorName: 'Wetterstation',
    latest: { value: 18.25, status: 'ok', at: end - 2 * MINUTE },
  });
  widgets.push({
    kind: 'value',
    title: 'USV Batterie',
    unit: '%',
    sensorName: 'USV Keller',
    latest: { value: null, status: 'disconnected' },
  });
  const segments = [];
  for (let t = start, i = 0; t < end; t += 8 * 3600_000, i += 1) {
    const state = i % 7 === 3 ? 'Offen' : i % 11 === 5 ? 'Störung' : 'Geschlossen';
    const status = state === 'Offen' ? 'warning' : state === 'Störung' ? 'error' : 'ok';
    segments.push({ from: t, to: Math.min(end, t + 8 * 3600_000), label: state, status } as const);
  }
  widgets.push({
    kind: 'stateHistory',
    title: 'Tür Kühlraum 1',
    sensorName: 'Türkontakt KR1',
    segments,
  });
  widgets.push({
    kind: 'table',
    title: 'Geräteübersicht',
    columns: ['Gerät', 'Standort', 'Status'],
    rows: Array.from({ length: 8 }, (_, i) => [
      `Logger ${i + 1}`,
      `Halle ${(i % 3) + 1}`,
      i === 2 ? 'WARNING' : 'OK',
    ]),
  });

  return {
    brand: { productName: 'Vigil', color: '#1976d2' },
    customerName: 'Müller Frischdienst GmbH',
    viewName: 'Kühlhaus Nord – Übersicht',
    range: { start, end, utcOffsetMinutes: 120, timeZoneLabel: 'Europe/Berlin' },
    generatedAt: end + 5 * MINUTE,
    widgets,
    summary: sensors.map(summarise),
    alarms: Array.from({ length: 12 }, (_, i) => ({
      sensorName: sensors[i % sensors.length]?.name ?? '',
      message: i % 2 ? 'Temperatur zu hoch' : 'Grenzwert überschritten',
      openedAt: start + i * 2 * DAY + 3600_000,
      acknowledgedAt: i % 3 === 0 ? null : start + i * 2 * DAY + 2 * 3600_000,
      acknowledgedBy: i % 3 === 0 ? null : 'Jörg Weiß',
    })),
  };
}
