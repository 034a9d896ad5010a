import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { altchaSpent, bugReports, marketingRequests, users } from '../../db/schema.js';

export interface NewBugReport {
  userId: number;
  email: string;
  subject: string;
  description: string | null;
}

/** A request from the public site as it is kept; email lower-cased, ip the sender's. */
export interface NewMarketingRequest {
  type: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  planType: string;
  notes: string | null;
  productName: string;
  ip: string | null;
}

/** How many requests one address and one IP may send within the window. */
export interface MarketingRequestLimits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

/** Rows created within the window (the database's clock, which every server process shares). */
const createdWithin = (createdAt: AnyPgColumn, windowMs: number) =>
  sql`${createdAt} > now() - ${`${windowMs} milliseconds`}::interval`;
const within = (windowMs: number) => createdWithin(marketingRequests.createdAt, windowMs);

export function createMarketingRepository(db: Database) {
  const recentCounts = async (
    executor: Pick<Database, 'select'>,
    request: Pick<NewMarketingRequest, 'email' | 'ip'>,
    windowMs: number,
  ) => {
    const [byEmail] = await executor
      .select({ n: count() })
      .from(marketingRequests)
      .where(and(eq(marketingRequests.email, request.email), within(windowMs)));
    const [byIp] = request.ip
      ? await executor
          .select({ n: count() })
          .from(marketingRequests)
          .where(and(eq(marketingRequests.ip, request.ip), within(windowMs)))
      : [{ n: 0 }];
    return { email: byEmail?.n ?? 0, ip: byIp?.n ?? 0 };
  };
  const overLimit = (counts: { email: number; ip: number }, limits: MarketingRequestLimits) =>
    counts.email >= limits.perEmail || counts.ip >= limits.perIp;

  return {
    /** Whether the address or the IP already sent as many requests as the window allows. */
    async marketingRequestsOverLimit(
      request: Pick<NewMarketingRequest, 'email' | 'ip'>,
      limits: MarketingRequestLimits,
    ): Promise<boolean> {
      return overLimit(await recentCounts(db, request, limits.windowMs), limits);
    },

    /**
     * Keeps the request unless its address or IP is at the limit; returns its id, or null when
     * refused. Transaction-scoped advisory locks on the address and then the IP (always in that
     * order) make two requests sent at once count one after the other.
     */
    async insertMarketingRequestWithin(
      request: NewMarketingRequest,
      limits: MarketingRequestLimits,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`marketing-request email ${request.email}`}))`,
        );
        if (request.ip) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`marketing-request ip ${request.ip}`}))`,
          );
        }
        if (overLimit(await recentCounts(tx, request, limits.windowMs), limits)) return null;
        const [row] = await tx
          .insert(marketingRequests)
          .values(request)
          .returning({ id: marketingRequests.id });
        if (!row) throw new Error('insert into marketing_requests returned nothing');
        return row.id;
      });
    },

    /** Records that the sales address's mail server accepted the request. */
    async markMarketingRequestMailed(id: number): Promise<void> {
      await db
        .update(marketingRequests)
        .set({ mailedAt: sql`now()` })
        .where(eq(marketingRequests.id, id));
    },

    /** Requests newest first, of one type or all. */
    async listMarketingRequests(type: string | null, limit: number, offset: number) {
      return db
        .select()
        .from(marketingRequests)
        .where(type === null ? undefined : eq(marketingRequests.type, type))
        .orderBy(desc(marketingRequests.createdAt), desc(marketingRequests.id))
        .limit(limit)
        .offset(offset);
    },

    async countMarketingRequests(type: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(marketingRequests)
        .where(type === null ? undefined : eq(marketingRequests.type, type));
      return row?.n ?? 0;
    },

    /**
     * Spends an ALTCHA solution: true the first time its challenge's signature is seen, false on
     * a replay. Spent rows past their challenge's expiry are pruned on the way (a challenge that
     * expired is refused before it gets here, so its row is no longer needed).
     */
    async spendAltcha(signature: string, expiresAt: Date): Promise<boolean> {
      await db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, sql`now()`));
      const inserted = await db
        .insert(altchaSpent)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: altchaSpent.signature });
      return inserted.length === 1;
    },

    /**
     * Keeps the report unless the user already sent `max` within the window; returns its id, or
     * null when refused. The user's row is locked for the count and insert, so two reports sent
     * at once cannot both pass the limit.
     */
    async insertBugReportWithin(
      report: NewBugReport,
      max: number,
      windowMs: number,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, report.userId))
          .for('update');
        const [recent] = await tx
          .select({ n: count() })
          .from(bugReports)
          .where(
            and(
              eq(bugReports.userId, report.userId),
              createdWithin(bugReports.createdAt, windowMs),
            ),
          );
        if ((recent?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(bugReports).values(report).returning({ id: bugReports.id });
        if (!row) throw new Error('insert into bug_reports returned nothing');
        return row.id;
      });
    },

    /** Records that the report was accepted by the mail server. */
    async markBugReportSent(id: number): Promise<void> {
      await db
        .update(bugReports)
        .set({ sentAt: sql`now()` })
        .where(eq(bugReports.id, id));
    },
  };
}
