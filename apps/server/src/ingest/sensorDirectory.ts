import type { Thresholds } from '@vigil/domain';
import { createOwnershipRepository } from '../auth/ownership.repository.js';
import type { Database } from '../db/client.js';

export interface SensorMeta extends Thresholds {
  id: number;
  customerId: number;
  equipmentId: number;
  states: string[];
  conditions: string[];
  /** The alarm's hysteresis and delay (seconds), read by the alarm engine. */
  deadband: number | null;
  delay: number | null;
}

/** How long a gateway's sensor list is trusted before it is read again (threshold edits). */
const TTL_MS = 5_000;

/**
 * The sensors each gateway may report, with what their status needs, cached briefly: ingestion
 * checks every reading against it without a query per batch.
 */
export function createSensorDirectory(db: Database, now: () => number = Date.now) {
  const byGateway = new Map<number, { at: number; sensors: Map<number, SensorMeta> }>();
  const ownership = createOwnershipRepository(db);

  async function load(gatewayId: number) {
    const rows = await ownership.sensorsOfGateway(gatewayId);
    const entry = { at: now(), sensors: new Map(rows.map((row) => [row.id, row])) };
    byGateway.set(gatewayId, entry);
    return entry.sensors;
  }

  return {
    /** The gateway's sensors; read again when stale or when an id is not known yet. */
    async sensorsOf(gatewayId: number, ids: Iterable<number>): Promise<Map<number, SensorMeta>> {
      const cached = byGateway.get(gatewayId);
      if (cached && now() - cached.at < TTL_MS) {
        let complete = true;
        for (const id of ids) {
          if (!cached.sensors.has(id)) {
            complete = false;
            break;
          }
        }
        if (complete) return cached.sensors;
      }
      return load(gatewayId);
    },
    forget(gatewayId: number) {
      byGateway.delete(gatewayId);
    },
  };
}

export type SensorDirectory = ReturnType<typeof createSensorDirectory>;
