import { LIVE_MAX_ROOMS_PER_REQUEST, LIVE_ROOM_TYPES, type LiveRoom } from '@vigil/domain';
import { sharedSensorIds, type ShareGrant } from '../auth/access.js';
import { createOwnershipRepository } from '../auth/ownership.repository.js';
import type { Executor } from '../db/client.js';

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

/**
 * The customer owning each room's subject, asked in one query per kind of room; rooms whose
 * subject does not exist are absent, and so are view rooms (joined by who may read the view,
 * not by customer: live.ts asks that). A customer room is its own customer's.
 */
export async function roomCustomers(
  db: Executor,
  rooms: readonly LiveRoom[],
): Promise<Map<LiveRoom, number>> {
  const owners = new Map<LiveRoom, number>();
  const ownership = createOwnershipRepository(db);
  for (const room of rooms) {
    if (room.type === 'customer') owners.set(room, Number(room.id));
  }
  for (const kind of ['gateway', 'sensor', 'equipment'] as const) {
    const ofKind = rooms.filter((room) => room.type === kind);
    if (ofKind.length === 0) continue;
    const customers = await ownership.customersOf(
      kind,
      ofKind.map((room) => Number(room.id)),
    );
    for (const room of ofKind) {
      const customer = customers.get(Number(room.id));
      if (customer !== undefined) owners.set(room, customer);
    }
  }
  return owners;
}

/**
 * The rooms a share link's socket may join: its view's room, and the rooms of the sensors of
 * that view's widgets or overlays. Nothing else of the customer (no gateway, equipment or
 * customer room).
 */
export async function sharedRoomAccess(
  db: Executor,
  grant: ShareGrant,
): Promise<(room: LiveRoom) => boolean> {
  const sensors = await sharedSensorIds(db, grant);
  return (room) =>
    (room.type === 'view' && Number(room.id) === grant.viewId) ||
    (room.type === 'sensor' && sensors.has(Number(room.id)));
}
