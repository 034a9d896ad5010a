import type { WireTrap } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { numberArray, textArray } from '../db/sqlArrays.js';

/** A trap as stored, for the live feed. */
export interface StoredTrap extends WireTrap {
  id: number;
  equipmentId: number | null;
}

/**
 * Stores a gateway's traps in one statement, in the order received, each under the gateway's
 * equipment at the trap's source address (none when no equipment is there). Several equipment
 * at one address (a card serving a UPS over Modbus and SNMP, simulators on one host) file the
 * trap under the SNMP one first, then the oldest: the same every time. Returns the traps with
 * their ids and equipment, in the order received.
 */
export async function insertTraps(
  db: Database,
  gateway: { id: number; customerId: number },
  traps: readonly WireTrap[],
): Promise<StoredTrap[]> {
  if (traps.length === 0) return [];
  const rows = await queryRows<{ id: number | string; equipment_id: number | null }>(
    db,
    sql`
    insert into snmp_traps (customer_id, network_id, equipment_id, equipment_ip, oid, value, created_at)
    select ${gateway.customerId}, ${gateway.id},
           (select e.id from equipment e where e.network_id = ${gateway.id} and e.ip = u.ip
            order by (e.protocol = 'SNMP') desc, e.id limit 1),
           u.ip, u.oid, u.value, to_timestamp(u.t / 1000.0)
    from unnest(${textArray(traps.map((t) => t.equipmentIP))}::text[],
                ${textArray(traps.map((t) => t.oid))}::text[],
                ${textArray(traps.map((t) => t.value))}::text[],
                ${numberArray(traps.map((t) => t.receivedAt))}::float8[])
         with ordinality as u(ip, oid, value, t, n)
    order by u.n
    returning id, equipment_id`,
  );
  // Ids are drawn in insert order, which is the request's: the i-th smallest id is the i-th trap.
  const ordered = rows
    .map((row) => ({
      id: Number(row.id),
      equipmentId: row.equipment_id === null ? null : Number(row.equipment_id),
    }))
    .sort((a, b) => a.id - b.id);
  return ordered.map((row, i) => ({ ...(traps[i] as WireTrap), ...row }));
}
