import {
  GATEWAY_MAX_READINGS_PER_REQUEST,
  READING_MAX_AGE_MS,
  READING_MAX_FUTURE_MS,
  READING_VALUE_MAX,
  ROW_ID_MAX,
  readingBatchSchema,
} from '@vigil/domain';
import type { MetaAnswer } from '@vigil/domain';
import type { ReadingColumns } from './readings.repository.js';

export interface ParsedReadings {
  rows: ReadingColumns;
  /**
   * Connection changes in batch order; a later entry for one equipment wins. `error` is what the
   * gateway reported polling it (null when it said nothing); `meta` the device facts it read,
   * the latest read of the request.
   */
  equipment: Map<number, { disconnected: boolean; error: string | null; meta?: MetaAnswer[] }>;
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
  const equipment: ParsedReadings['equipment'] = new Map();
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
    for (const change of head.data.equipment) {
      const meta = change.meta ?? equipment.get(change.id)?.meta;
      equipment.set(change.id, {
        disconnected: change.disconnected,
        error: change.error?.trim() || null,
        ...(meta === undefined ? {} : { meta }),
      });
    }
    const readings = (batch as { readings?: unknown }).readings;
    if (!Array.isArray(readings))
      throw new BadBatchError(`Batch seq ${seq}: "readings" must be a list.`);
    // Counted before the readings are looked at: an oversized request costs one comparison.
    if (rows.sensorIds.length + readings.length > GATEWAY_MAX_READINGS_PER_REQUEST) {
      throw new BadBatchError(
        `The request carries more than ${GATEWAY_MAX_READINGS_PER_REQUEST} readings; send them in several requests.`,
      );
    }
    for (const [i, reading] of readings.entries()) {
      const [sensorId, time, value] = Array.isArray(reading) ? (reading as unknown[]) : [];
      const where = `Batch seq ${seq}, reading ${i + 1}`;
      if (!Array.isArray(reading) || reading.length !== 3) {
        throw new BadBatchError(`${where}: expected [sensorId, time, value].`);
      }
      if (
        typeof sensorId !== 'number' ||
        !Number.isSafeInteger(sensorId) ||
        sensorId <= 0 ||
        sensorId > ROW_ID_MAX
      ) {
        throw new BadBatchError(
          `${where}: the sensor id must be a whole number from 1 to ${ROW_ID_MAX}.`,
        );
      }
      if (
        typeof time !== 'number' ||
        !Number.isSafeInteger(time) ||
        time < earliest ||
        time > latest
      ) {
        throw new BadBatchError(
          `${where}: the time must be epoch milliseconds within the last two years and at most ${READING_MAX_FUTURE_MS / 60_000} minutes ahead of the server's clock.`,
        );
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new BadBatchError(`${where}: the value must be a finite number.`);
      }
      if (value > READING_VALUE_MAX || value < -READING_VALUE_MAX) {
        throw new BadBatchError(`${where}: the value must be within ±${READING_VALUE_MAX}.`);
      }
      rows.sensorIds.push(sensorId);
      rows.times.push(time);
      rows.values.push(value);
    }
  }
  return { rows, equipment, ackedSeq };
}
