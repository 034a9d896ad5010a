import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { equipment, equipmentFiles } from '../../db/schema.js';
import { createStorageRepository } from '../../files/storage.repository.js';
import { logEquipmentEvent, type EquipmentEvent } from './equipmentLogs.repository.js';

export type EquipmentFileRow = typeof equipmentFiles.$inferSelect;
export type NewEquipmentFile = Omit<typeof equipmentFiles.$inferInsert, 'createdAt'>;

export function createEquipmentFilesRepository(db: Database) {
  const storage = createStorageRepository(db);
  return {
    /** An equipment as its files need it. */
    async equipment(id: number) {
      const [row] = await db
        .select({ id: equipment.id, customerId: equipment.customerId, name: equipment.name })
        .from(equipment)
        .where(eq(equipment.id, id));
      return row;
    },

    /** The gateway's equipment at this address (several when one card serves two protocols). */
    async equipmentAt(networkId: number, ip: string) {
      return db
        .select({ id: equipment.id, customerId: equipment.customerId })
        .from(equipment)
        .where(and(eq(equipment.networkId, networkId), eq(equipment.ip, ip)));
    },

    /** The files of these equipment, newest first. */
    async list(equipmentIds: readonly number[]): Promise<EquipmentFileRow[]> {
      if (equipmentIds.length === 0) return [];
      return db
        .select()
        .from(equipmentFiles)
        .where(inArray(equipmentFiles.equipmentId, [...equipmentIds]))
        .orderBy(desc(equipmentFiles.createdAt), desc(equipmentFiles.id));
    },

    async byKey(equipmentId: number, id: string): Promise<EquipmentFileRow | undefined> {
      const [row] = await db
        .select()
        .from(equipmentFiles)
        .where(and(eq(equipmentFiles.equipmentId, equipmentId), eq(equipmentFiles.id, id)));
      return row;
    },

    /**
     * Records a stored file and its log entry together, unless its customer's images and files
     * would then pass the quota; returns the row, or undefined when it did not fit.
     */
    async insertWithinQuota(
      values: NewEquipmentFile,
      quotaBytes: number,
      event: EquipmentEvent,
    ): Promise<EquipmentFileRow | undefined> {
      let inserted: EquipmentFileRow | undefined;
      await storage.insertWithinQuota(values.customerId, values.size, quotaBytes, async (tx) => {
        [inserted] = await tx.insert(equipmentFiles).values(values).returning();
        await logEquipmentEvent(tx, event);
      });
      return inserted;
    },

    /** Deletes one file's row with its log entry; whether it was there. */
    async delete(equipmentId: number, id: string, event: EquipmentEvent): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(equipmentFiles)
          .where(and(eq(equipmentFiles.equipmentId, equipmentId), eq(equipmentFiles.id, id)))
          .returning({ id: equipmentFiles.id });
        if (deleted.length === 0) return false;
        await logEquipmentEvent(tx, event);
        return true;
      });
    },

    /** Every file row of these equipment: their keys in the file store. */
    async ofEquipment(equipmentIds: readonly number[]) {
      if (equipmentIds.length === 0) return [];
      return db
        .select({ id: equipmentFiles.id, storedKey: equipmentFiles.storedKey })
        .from(equipmentFiles)
        .where(inArray(equipmentFiles.equipmentId, [...equipmentIds]));
    },

    async deleteRows(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(equipmentFiles).where(inArray(equipmentFiles.id, [...ids]));
    },
  };
}
