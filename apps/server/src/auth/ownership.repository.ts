import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { equipment, networks, sensors, views, widgets } from '../db/schema.js';

const OWNED = {
  gateway: networks,
  equipment,
  sensor: sensors,
  view: views,
  widget: widgets,
} as const;

/** The kinds of row whose owning customer the access layer asks about. */
export type OwnedKind = keyof typeof OWNED;
export const OWNED_KINDS = Object.keys(OWNED) as OwnedKind[];

/**
 * Who owns what, for the access layer (auth/access.ts): every "which customer owns these ids"
 * question of every service, the live feed and ingestion is answered here, one query per call.
 */
export function createOwnershipRepository(db: Executor) {
  return {
    /** The owning customer of each id that exists; ids that do not are absent. */
    async customersOf(kind: OwnedKind, ids: readonly number[]): Promise<Map<number, number>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const table = OWNED[kind];
      const rows = await db
        .select({ id: table.id, customerId: table.customerId })
        .from(table)
        .where(inArray(table.id, unique));
      return new Map(rows.map((row) => [row.id, row.customerId]));
    },

    /** The sensors a gateway owns, with what ingestion needs to colour their readings. */
    async sensorsOfGateway(gatewayId: number) {
      return db
        .select({
          id: sensors.id,
          customerId: sensors.customerId,
          equipmentId: sensors.equipmentId,
          greenTo: sensors.greenTo,
          yellowTo: sensors.yellowTo,
          states: sensors.states,
          conditions: sensors.conditions,
        })
        .from(sensors)
        .where(eq(sensors.networkId, gatewayId));
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
