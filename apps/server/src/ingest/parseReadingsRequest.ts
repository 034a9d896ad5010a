import { READING_MAX_AGE_MS, READING_MAX_FUTURE_MS, readingBatchSchema } from '@vigil/domain';
import type { ReadingColumns } from './readingsStore.js';

export interface ParsedReadings {
  rows: ReadingColumns;
  /** Connection changes in batch order; a later entry for one equipment wins. */
  equipment: Map<number, boolean>;
  ackedSeq: number;
}

export class BadBatchError extends Error {
  override name = 'BadBatchError';
}

const envelope = readingBatchSchema.omit({ readings: true });

/**
 * Checks a readings request without zod on the hot path: tens of thousands of [sensor, time,
 * value] triples are checked in one loop. The first problem names its batch and reading.
 */
export function parseReadingsRequest(body: unknown, now: number): ParsedReadings {
  const batches = (body as { batches?: unknown } | null)?.batches;
  if (!Array.isArray(batches) || batches.length === 0) {
    throw new BadBatchError('The request needs a non-empty "batches" list.');
  }
  const rows: ReadingColumns = { sensorIds: [], times: [], values: [] };
  const equipment = new Map<number, boolean>();
  let ackedSeq = -1;
  const earliest = now - READING_MAX_AGE_MS;
  const latest = now + READING_MAX_FUTURE_MS;
  for (const [b, batch] of batches.entries()) {
    const head = envelope.safeParse(batch);
    if (!head.success) {
      const issue = head.error.issues[0];
      throw new BadBatchError(
        `Batch ${b + 1}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`.trim(),
      );
    }
    const { seq } = head.data;
    if (seq <= ackedSeq)
      throw new BadBatchError(`Batch ${b + 1}: seq ${seq} is not after ${ackedSeq}.`);
    ackedSeq = seq;
    for (const change of head.data.equipment) equipment.set(change.id, change.disconnected);
    const readings = (batch as { readings?: unknown }).readings;
    if (!Array.isArray(readings))
      throw new BadBatchError(`Batch seq ${seq}: "readings" must be a list.`);
    for (const [i, reading] of readings.entries()) {
      const [sensorId, time, value] = Array.isArray(reading) ? (reading as unknown[]) : [];
      const where = `Batch seq ${seq}, reading ${i + 1}`;
      if (!Array.isArray(reading) || reading.length !== 3) {
        throw new BadBatchError(`${where}: expected [sensorId, time, value].`);
      }
      if (typeof sensorId !== 'number' || !Number.isSafeInteger(sensorId) || sensorId <= 0) {
        throw new BadBatchError(`${where}: the sensor id must be a positive whole number.`);
      }
      if (
        typeof time !== 'number' ||
        !Number.isSafeInteger(time) ||
        time < earliest ||
        time > latest
      ) {
        throw new BadBatchError(
          `${where}: the time must be epoch milliseconds within the last two years and not in the future.`,
        );
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new BadBatchError(`${where}: the value must be a finite number.`);
      }
      rows.sensorIds.push(sensorId);
      rows.times.push(time);
      rows.values.push(value);
    }
  }
  return { rows, equipment, ackedSeq };
}
