import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mibModules } from '../../db/schema.js';
import type { MibObjectRecord } from './mibParser.js';

/** A customer's module as lists show it: without its source and objects. */
export interface MibModuleRecord {
  id: number;
  customerId: number;
  name: string;
  fileName: string;
  objectCount: number;
  createdAt: Date;
}

/** A customer's module with what parsing needs: its source, and its parsed objects. */
export interface StoredMibModule extends MibModuleRecord {
  source: string;
  objects: MibObjectRecord[];
}

export interface MibModuleValues {
  customerId: number;
  name: string;
  fileName: string;
  source: string;
  objects: MibObjectRecord[];
}

const listColumns = {
  id: mibModules.id,
  customerId: mibModules.customerId,
  name: mibModules.name,
  fileName: mibModules.fileName,
  objectCount: mibModules.objectCount,
  createdAt: mibModules.createdAt,
};

export function createMibsRepository(db: Database) {
  return {
    /** The customer's modules by name. */
    async list(customerId: number): Promise<MibModuleRecord[]> {
      return db
        .select(listColumns)
        .from(mibModules)
        .where(eq(mibModules.customerId, customerId))
        .orderBy(asc(mibModules.name));
    },

    /** The source of each of the customer's modules, for resolving an upload's imports. */
    async sources(customerId: number): Promise<{ name: string; source: string }[]> {
      return db
        .select({ name: mibModules.name, source: mibModules.source })
        .from(mibModules)
        .where(eq(mibModules.customerId, customerId));
    },

    /** The objects of each of the customer's modules, for naming and resolving OIDs. */
    async objects(customerId: number): Promise<{ name: string; objects: MibObjectRecord[] }[]> {
      const rows = await db
        .select({ name: mibModules.name, objects: mibModules.objects })
        .from(mibModules)
        .where(eq(mibModules.customerId, customerId))
        .orderBy(asc(mibModules.name));
      return rows.map((row) => ({ name: row.name, objects: row.objects as MibObjectRecord[] }));
    },

    /**
     * A cheap fingerprint of the customer's modules: their count and the sum of their write times
     * (to the microsecond; an import or a replacement sets created_at to now()). Any import,
     * replacement or deletion, by any server process, changes it, even with a clock set back.
     */
    async version(customerId: number): Promise<string> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          written: sql<string | null>`sum(extract(epoch from ${mibModules.createdAt}))::text`,
        })
        .from(mibModules)
        .where(eq(mibModules.customerId, customerId));
      return `${row?.count ?? 0}@${row?.written ?? ''}`;
    },

    async find(customerId: number, name: string): Promise<StoredMibModule | null> {
      const [row] = await db
        .select()
        .from(mibModules)
        .where(and(eq(mibModules.customerId, customerId), eq(mibModules.name, name)));
      return row ? { ...row, objects: row.objects as MibObjectRecord[] } : null;
    },

    /** Stores the module, in place of the customer's module of the same name if there is one. */
    async upsert(values: MibModuleValues): Promise<MibModuleRecord> {
      const row = {
        customerId: values.customerId,
        name: values.name,
        fileName: values.fileName,
        source: values.source,
        objects: values.objects,
        objectCount: values.objects.length,
      };
      const [stored] = await db
        .insert(mibModules)
        .values(row)
        .onConflictDoUpdate({
          target: [mibModules.customerId, mibModules.name],
          set: {
            fileName: row.fileName,
            source: row.source,
            objects: row.objects,
            objectCount: row.objectCount,
            createdAt: sql`now()`,
          },
        })
        .returning(listColumns);
      if (!stored) throw new Error('insert into mib_modules returned nothing');
      return stored;
    },

    async delete(customerId: number, name: string): Promise<boolean> {
      const deleted = await db
        .delete(mibModules)
        .where(and(eq(mibModules.customerId, customerId), eq(mibModules.name, name)))
        .returning({ id: mibModules.id });
      return deleted.length > 0;
    },
  };
}

export type MibsRepository = ReturnType<typeof createMibsRepository>;
