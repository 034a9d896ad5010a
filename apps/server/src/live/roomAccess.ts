import { LIVE_MAX_ROOMS_PER_REQUEST, LIVE_ROOM_TYPES, type LiveRoom } from '@vigil/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { equipment, networks, sensors } from '../db/schema.js';

/** Rooms as a client asked for them: one or a list of { type, id }; anything else is dropped. */
export function parseRooms(input: unknown): LiveRoom[] {
  const list = Array.isArray(input) ? input : [input];
  const rooms: LiveRoom[] = [];
  for (const item of list.slice(0, LIVE_MAX_ROOMS_PER_REQUEST)) {
    if (typeof item !== 'object' || item === null) continue;
    const { type = 'gateway', id } = item as { type?: unknown; id?: unknown };
    const known = (LIVE_ROOM_TYPES as readonly unknown[]).includes(type);
    if (!known || (typeof id !== 'string' && typeof id !== 'number')) continue;
    if (!/^\d{1,15}$/.test(String(id))) continue;
    rooms.push({ type: type as LiveRoom['type'], id: String(id) });
  }
  return rooms;
}

/** The customer a room's subject belongs to, or undefined when there is no such subject. */
export async function roomCustomer(db: Database, room: LiveRoom): Promise<number | undefined> {
  const id = Number(room.id);
  const table = { gateway: networks, sensor: sensors, equipment } as const;
  if (room.type === 'view') return undefined;
  const source = table[room.type];
  const [row] = await db
    .select({ customerId: source.customerId })
    .from(source)
    .where(eq(source.id, id));
  return row?.customerId;
}
