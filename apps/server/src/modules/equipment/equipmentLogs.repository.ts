import type { EquipmentLogKind } from '@vigil/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { equipmentLogs } from '../../db/schema.js';

/** The person behind an event, as the signed-in user record (ctx.viewer) has them. */
export interface LogAuthor {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export interface EquipmentEvent {
  equipmentId: number;
  customerId: number;
  kind: EquipmentLogKind;
  message: string;
  /** Who did it; absent for what the gateway reported. */
  user?: LogAuthor | null | undefined;
  /** When it happened; now when absent. */
  at?: Date | undefined;
}

export type EquipmentLogRow = typeof equipmentLogs.$inferSelect;

/** The name a log shows for a person: first and last name, or the e-mail without them. */
export function authorName(user: LogAuthor): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

const rowOf = (event: EquipmentEvent) => ({
  equipmentId: event.equipmentId,
  customerId: event.customerId,
  kind: event.kind,
  message: event.message,
  userId: event.user?.id ?? null,
  userName: event.user ? authorName(event.user) : null,
  ...(event.at ? { createdAt: event.at } : {}),
});

/**
 * Records events in equipment logs, in one statement. Pass the transaction that made the change,
 * so the change and its log entry commit together.
 */
export async function logEquipmentEvents(
  db: Executor,
  events: readonly EquipmentEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(equipmentLogs).values(events.map(rowOf));
}

/** Records one event in its equipment's log (files uploaded or deleted, a toggle, an edit …). */
export async function logEquipmentEvent(db: Executor, event: EquipmentEvent): Promise<void> {
  await logEquipmentEvents(db, [event]);
}

export function createEquipmentLogsRepository(db: Executor) {
  return {
    /** A page of an equipment's log, newest first. */
    async page(
      equipmentId: number,
      page: { limit: number; offset: number },
    ): Promise<EquipmentLogRow[]> {
      return db
        .select()
        .from(equipmentLogs)
        .where(eq(equipmentLogs.equipmentId, equipmentId))
        .orderBy(desc(equipmentLogs.createdAt), desc(equipmentLogs.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(equipmentId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(equipmentLogs)
        .where(eq(equipmentLogs.equipmentId, equipmentId));
      return row?.n ?? 0;
    },
  };
}
