import type { Database } from '../db/client.js';
import { recomputeDays } from './rollups.repository.js';

const DAY_MS = 24 * 3_600_000;
/** Most (sensor, day) pairs recomputed in one statement; the rest wait for the next run. */
const MAX_PAIRS_PER_RUN = 50_000;

/**
 * Daily rollups. Hourly rollups are kept exact by each flush (see writeReadings); days are
 * recomputed whole from their hours for the (sensor, day) pairs flushes marked. Recomputing is
 * idempotent, so a late or replayed batch simply marks its days again.
 */
export function createRollups(db: Database) {
  let dirty = new Map<number, Set<number>>();

  return {
    markDirty(sensorIds: readonly number[], times: readonly number[]) {
      for (let i = 0; i < sensorIds.length; i++) {
        const day = Math.floor((times[i] as number) / DAY_MS) * DAY_MS;
        let sensors = dirty.get(day);
        if (!sensors) dirty.set(day, (sensors = new Set()));
        sensors.add(sensorIds[i] as number);
      }
    },

    /** Recomputes the marked days; returns how many (sensor, day) pairs it did. */
    async run(): Promise<number> {
      if (dirty.size === 0) return 0;
      const taken = new Map<number, Set<number>>();
      const sensors: number[] = [];
      const days: number[] = [];
      for (const [day, ids] of dirty) {
        if (sensors.length >= MAX_PAIRS_PER_RUN) break;
        taken.set(day, ids);
        for (const id of ids) {
          sensors.push(id);
          days.push(day);
        }
      }
      for (const day of taken.keys()) dirty.delete(day);
      try {
        await recomputeDays(db, sensors, days);
      } catch (error) {
        // Put them back so the next run tries again.
        for (const [day, ids] of taken) {
          const current = dirty.get(day);
          if (current) for (const id of ids) current.add(id);
          else dirty.set(day, ids);
        }
        throw error;
      }
      return sensors.length;
    },

    /** Forgets everything marked, for a shutdown that does not want the work. */
    clear() {
      dirty = new Map();
    },
  };
}

export type Rollups = ReturnType<typeof createRollups>;
