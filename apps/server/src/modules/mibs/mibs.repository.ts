import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, mibModules } from '../../db/schema.js';
import type { MibObjectRecord } from './mibParser.js';

/** A customer's module as lists show it: without its source and objects. */
export interface MibModuleRecord {
  id: number;
  customerId: number;
  name: string;
  fileName: string;
  objectCount: number;
  /** A partner's upload not parsed yet (mibInstaller.ts); installError says why it never was. */
  installing: boolean;
  installError: string | null;
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
  installing: mibModules.installing,
  installError: mibModules.installError,
  createdAt: mibModules.createdAt,
};

/** The partner whose customer the account is (its parent in the account tree, ADR 021), if any. */
const partnerOf = (customerId: number) =>
  sql`(select ${accounts.parentId} from ${accounts} where ${accounts.id} = ${customerId} and ${accounts.kind} = 'CUSTOMER')`;

/** A partner's module its customers resolve with: parsed, and parsed without fault. */
const installed = and(eq(mibModules.installing, false), isNull(mibModules.installError));

/** The customer's own modules, and its partner's installed ones (spec access §3 MIBs). */
const reachableBy = (customerId: number) =>
  or(
    eq(mibModules.customerId, customerId),
    and(sql`${mibModules.customerId} = ${partnerOf(customerId)}`, installed),
  );

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

    /**
     * The objects of each module the customer's OIDs resolve with, in order of precedence: its own
     * by name, then its partner's installed ones by name (an own module of the same name wins).
     */
    async objects(customerId: number): Promise<{ name: string; objects: MibObjectRecord[] }[]> {
      const rows = await db
        .select({ name: mibModules.name, objects: mibModules.objects })
        .from(mibModules)
        .where(reachableBy(customerId))
        .orderBy(sql`${mibModules.customerId} = ${customerId} desc`, asc(mibModules.name));
      const seen = new Set<string>();
      return rows.flatMap((row) => {
        if (seen.has(row.name)) return [];
        seen.add(row.name);
        return [{ name: row.name, objects: row.objects as MibObjectRecord[] }];
      });
    },

    /**
     * A cheap fingerprint of the customer's modules and its partner's: their count and the sum of
     * their write times (to the microsecond; an import, a replacement or the end of a partner
     * module's install sets created_at to now()). Any import, replacement or deletion, by any
     * server process, changes it, even with a clock set back.
     */
    async version(customerId: number): Promise<string> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          written: sql<string | null>`sum(extract(epoch from ${mibModules.createdAt}))::text`,
        })
        .from(mibModules)
        .where(
          or(
            eq(mibModules.customerId, customerId),
            sql`${mibModules.customerId} = ${partnerOf(customerId)}`,
          ),
        );
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

    /** The customer's modules that parsed, as sources for an upload's imports. */
    async installedSources(customerId: number): Promise<{ name: string; source: string }[]> {
      return db
        .select({ name: mibModules.name, source: mibModules.source })
        .from(mibModules)
        .where(and(eq(mibModules.customerId, customerId), installed));
    },

    /**
     * Keeps a partner's upload to be parsed (installing, no objects yet), in place of its module of
     * the same name.
     */
    async keepInstalling(values: Omit<MibModuleValues, 'objects'>): Promise<MibModuleRecord> {
      const parsedLater = { objects: [], objectCount: 0, installing: true, installError: null };
      const [stored] = await db
        .insert(mibModules)
        .values({ ...values, ...parsedLater })
        .onConflictDoUpdate({
          target: [mibModules.customerId, mibModules.name],
          set: {
            fileName: values.fileName,
            source: values.source,
            ...parsedLater,
            createdAt: sql`now()`,
          },
        })
        .returning(listColumns);
      if (!stored) throw new Error('insert into mib_modules returned nothing');
      return stored;
    },

    /** A module still to be parsed, with its source; undefined once it is not installing. */
    async installing(
      id: number,
    ): Promise<{ id: number; customerId: number; name: string; source: string } | undefined> {
      const [row] = await db
        .select({
          id: mibModules.id,
          customerId: mibModules.customerId,
          name: mibModules.name,
          source: mibModules.source,
        })
        .from(mibModules)
        .where(and(eq(mibModules.id, id), eq(mibModules.installing, true)));
      return row;
    },

    /** Every module still to be parsed (left so by a process that stopped), oldest first. */
    async installingIds(): Promise<number[]> {
      const rows = await db
        .select({ id: mibModules.id })
        .from(mibModules)
        .where(eq(mibModules.installing, true))
        .orderBy(asc(mibModules.createdAt), asc(mibModules.id));
      return rows.map((row) => row.id);
    },

    /**
     * Ends a module's install with its objects, or with why it could not be parsed; nothing when
     * the module was replaced or deleted meanwhile (the source parsed is no longer its source).
     */
    async endInstall(
      id: number,
      source: string,
      outcome: { objects: MibObjectRecord[] } | { error: string },
    ): Promise<boolean> {
      const objects = 'objects' in outcome ? outcome.objects : [];
      const ended = await db
        .update(mibModules)
        .set({
          objects,
          objectCount: objects.length,
          installing: false,
          installError: 'error' in outcome ? outcome.error : null,
          createdAt: sql`now()`,
        })
        .where(
          and(
            eq(mibModules.id, id),
            eq(mibModules.installing, true),
            eq(mibModules.source, source),
          ),
        )
        .returning({ id: mibModules.id });
      return ended.length > 0;
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
