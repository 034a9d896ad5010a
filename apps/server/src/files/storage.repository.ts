import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.js';
import { accounts } from '../db/schema.js';

/** Bytes a customer keeps: its images and its equipment files, one quota for both. */
async function usageOf(db: Executor, customerId: number): Promise<number> {
  const [row] = await queryRows<{ bytes: number | string | null }>(
    db,
    sql`select (select coalesce(sum(size), 0) from images where customer_id = ${customerId})
             + (select coalesce(sum(size), 0) from equipment_files where customer_id = ${customerId})
             as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/** The per-customer storage quota shared by everything a customer uploads. */
export function createStorageRepository(db: Database) {
  return {
    usage: (customerId: number) => usageOf(db, customerId),

    /**
     * Runs `insert` (the row recording stored bytes) unless the customer would then keep more
     * than `quotaBytes`; returns whether it ran. The customer's row is locked so that concurrent
     * uploads of one customer, images and files alike, are counted one after the other.
     */
    async insertWithinQuota(
      customerId: number,
      size: number,
      quotaBytes: number,
      insert: (tx: Executor) => Promise<unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, customerId))
          .for('update');
        if ((await usageOf(tx, customerId)) + size > quotaBytes) return false;
        await insert(tx);
        return true;
      });
    },
  };
}
