import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, equipmentTallies, licenses } from '../../db/schema.js';

export interface LicenseRow {
  id: number;
  partnerId: number;
  partnerName: string;
  customerId: number;
  customerName: string;
  planType: string;
  deviceLimit: number | null;
  /** YYYY-MM-DD */
  startsOn: string;
  orderId: number | null;
  /** The customer's equipment now (equipment_tallies, as the equipment list counts it). */
  devicesInUse: number;
}

export interface LicenseFields {
  partnerId: number;
  customerId: number;
  planType: string;
  deviceLimit: number | null;
  startsOn: string;
  orderId: number | null;
}

const partner = alias(accounts, 'partner');
const customer = alias(accounts, 'customer');

/** Customers' licences, each against the equipment the customer has (one query a page). */
export function createLicensesRepository(db: Executor) {
  const select = () =>
    db
      .select({
        id: licenses.id,
        partnerId: licenses.partnerId,
        partnerName: partner.name,
        customerId: licenses.customerId,
        customerName: customer.name,
        planType: licenses.planType,
        deviceLimit: licenses.deviceLimit,
        startsOn: licenses.startsOn,
        orderId: licenses.orderId,
        devicesInUse: sql<number>`(select coalesce(sum(t.n), 0)::int from ${equipmentTallies} t
          where t.customer_id = ${licenses.customerId})`,
      })
      .from(licenses)
      .innerJoin(partner, eq(partner.id, licenses.partnerId))
      .innerJoin(customer, eq(customer.id, licenses.customerId));

  return {
    /** A page of licences, by customer name. */
    async list(partnerId: number | 'all', page: { limit: number; offset: number }) {
      return select()
        .where(partnerId === 'all' ? undefined : eq(licenses.partnerId, partnerId))
        .orderBy(sql`lower(${customer.name})`, asc(licenses.id))
        .limit(page.limit)
        .offset(page.offset) as Promise<LicenseRow[]>;
    },

    async byId(id: number): Promise<LicenseRow | null> {
      const [row] = (await select().where(eq(licenses.id, id))) as LicenseRow[];
      return row ?? null;
    },

    /** Starts (or renews) the customer's licence, one per customer; its id. */
    async upsert(fields: LicenseFields): Promise<number> {
      const { customerId: _customer, ...change } = fields;
      const [row] = await db
        .insert(licenses)
        .values(fields)
        .onConflictDoUpdate({
          target: licenses.customerId,
          set: { ...change, updatedAt: new Date() },
        })
        .returning({ id: licenses.id });
      if (!row) throw new Error('licence upsert returned no row');
      return row.id;
    },
  };
}
