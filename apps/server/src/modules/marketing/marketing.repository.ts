import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bugReports, users } from '../../db/schema.js';

export interface NewBugReport {
  userId: number;
  email: string;
  subject: string;
  description: string | null;
}

export function createMarketingRepository(db: Database) {
  return {
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
              // The database's clock, which every server process shares.
              sql`${bugReports.createdAt} > now() - ${`${windowMs} milliseconds`}::interval`,
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
