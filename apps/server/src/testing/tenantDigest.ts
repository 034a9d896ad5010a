import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';

/**
 * Tables that hold no customer's data, each with the reason. Every other table of the public
 * schema must hold Victim rows in the tenant-isolation test, so a new table is seeded (or listed
 * here) before it can pass.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  login_attempts: 'keyed by the e-mail typed at sign-in, which anyone may type; no customer',
  login_lockouts: 'keyed by the e-mail typed at sign-in (the spec lockout); no customer',
  server_processes: "each server process's heartbeat for /status (host, pid, memory); no customer",
  marketing_requests:
    'demo and pricing requests from signed-out visitors of the public site; no customer (super users list them)',
  altcha_spent: 'signatures of captcha challenges already solved on the public forms; no customer',
};

/**
 * Links the database does not declare as foreign keys, so ownership cannot be read from the
 * catalogue: readings and rollups skip the key for ingest speed.
 */
export const IMPLICIT_LINKS: Readonly<Record<string, readonly [column: string, table: string]>> = {
  readings: ['sensor_id', 'sensors'],
  readings_hourly: ['sensor_id', 'sensors'],
  readings_daily: ['sensor_id', 'sensors'],
};

/**
 * Tables digested by what their rows mean rather than row by row: equipment_tallies holds deltas
 * that the ingest housekeeping merges (docs/adr/008), rewriting rows without changing any count.
 */
export const MERGED_TABLES: Readonly<Record<string, string>> = {
  equipment_tallies: `select customer_id, protocol, status_rank, locked, is_maintenance, is_repair,
      disconnected, sum(n) as n
    from equipment_tallies group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0`,
};

interface Link {
  column: string;
  table: string;
  refColumn: string;
}

export interface TableDigest {
  rows: number;
  digest: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public schema's tables (partitions are read through their parent), their columns and keys. */
async function catalogue(db: Database) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'`,
  );
  const keys = await queryRows<{
    table_name: string;
    column_name: string;
    ref_table: string;
    ref_column: string;
  }>(
    db,
    sql`select t.relname as table_name, a.attname as column_name,
          rt.relname as ref_table, ra.attname as ref_column
        from pg_constraint k
        join pg_class t on t.oid = k.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_class rt on rt.oid = k.confrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        join pg_attribute ra on ra.attrelid = k.confrelid and ra.attnum = k.confkey[1]
        where k.contype = 'f' and n.nspname = 'public' and array_length(k.conkey, 1) = 1`,
  );
  const columnsOf = new Map<string, Set<string>>();
  for (const row of columns) {
    let set = columnsOf.get(row.table_name);
    if (!set) columnsOf.set(row.table_name, (set = new Set()));
    set.add(row.column_name);
  }
  const linksOf = new Map<string, Link[]>();
  const addLink = (table: string, link: Link) => {
    const list = linksOf.get(table) ?? [];
    list.push(link);
    linksOf.set(table, list);
  };
  for (const key of keys) {
    addLink(key.table_name, {
      column: key.column_name,
      table: key.ref_table,
      refColumn: key.ref_column,
    });
  }
  for (const [table, [column, parent]] of Object.entries(IMPLICIT_LINKS)) {
    addLink(table, { column, table: parent, refColumn: 'id' });
  }
  return { tables: tables.map((t) => t.name), columnsOf, linksOf };
}

/**
 * Which rows of each table belong to a customer: its own (customer_id, or the account itself),
 * and every row that points at one of them. A Home row that points at a Victim row counts as
 * the Victim's, so a write that links Home data to the Victim's changes the Victim's digest.
 */
function ownershipFilters(
  customerId: number,
  { tables, columnsOf, linksOf }: Awaited<ReturnType<typeof catalogue>>,
): Map<string, string> {
  const filters = new Map<string, string | null>();
  const filterOf = (table: string, visiting: Set<string>): string | null => {
    if (filters.has(table)) return filters.get(table) ?? null;
    if (visiting.has(table)) return null;
    visiting.add(table);
    const parts: string[] = [];
    // The customer's account, and its partner's: the partner's own rows (its logos, its MIB
    // modules) are the customer's too, as its libraries and portal read them.
    if (table === 'accounts') {
      parts.push(`id = ${customerId}`);
      parts.push(
        `id = (select parent_id from accounts where id = ${customerId} and kind = 'CUSTOMER')`,
      );
    }
    if (columnsOf.get(table)?.has('customer_id')) parts.push(`customer_id = ${customerId}`);
    for (const link of linksOf.get(table) ?? []) {
      if (link.table === table) continue;
      const parent = filterOf(link.table, visiting);
      if (parent) {
        parts.push(
          `${ident(link.column)} in (select ${ident(link.refColumn)} from ${ident(link.table)} where ${parent})`,
        );
      }
    }
    visiting.delete(table);
    const filter = parts.length > 0 ? parts.map((p) => `(${p})`).join(' or ') : null;
    filters.set(table, filter);
    return filter;
  };
  const result = new Map<string, string>();
  for (const table of tables) {
    const filter = filterOf(table, new Set());
    if (filter) result.set(table, filter);
  }
  return result;
}

/**
 * A digest of every row a customer owns, per table, in one statement: any insert, update or
 * delete of such a row changes it. Tables whose rows cannot be tied to a customer are listed
 * under `unowned`.
 */
export async function customerDigest(db: Database, customerId: number) {
  const found = await catalogue(db);
  const filters = ownershipFilters(customerId, found);
  const unowned = found.tables.filter((t) => !filters.has(t));
  const selects = [...filters].map(
    ([table, filter]) =>
      `select '${table}' as name, count(*)::int as rows,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
       from ${table in MERGED_TABLES ? `(${MERGED_TABLES[table]})` : ident(table)} t where ${filter}`,
  );
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(
    db,
    sql.raw(selects.join('\nunion all\n')),
  );
  const tables: Record<string, TableDigest> = {};
  for (const row of rows) tables[row.name] = { rows: Number(row.rows), digest: row.digest };
  return { tables, unowned };
}

export type CustomerDigest = Awaited<ReturnType<typeof customerDigest>>;
