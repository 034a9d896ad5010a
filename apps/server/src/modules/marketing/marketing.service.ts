import { bugReportSchema, messages } from '@vigil/domain';
import { requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { coded, firstIssue } from '../../graphql/errors.js';
import type { MutationSubmitBugReportArgs } from '../../graphql/generated/resolvers-types.js';
import { bugReportEmail } from './bugReportEmail.js';
import { createMarketingRepository } from './marketing.repository.js';

/** Bug reports one user may send within BUG_REPORT_WINDOW_MS (our own limit, README). */
export const BUG_REPORTS_PER_WINDOW = 10;
export const BUG_REPORT_WINDOW_MS = 3600_000;

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'config' | 'mail'>;

/**
 * A signed-in user's bug report (/feedback/bug): validated with the form's schema, kept in
 * bug_reports, then mailed to BUG_REPORT_EMAIL. Answers true once the mail server accepted it,
 * false when it is kept but could not be mailed (no address configured, or mail refused) — the
 * page then says so instead of thanking for a report nobody will read by e-mail.
 */
export async function submitBugReport(
  ctx: Ctx,
  args: MutationSubmitBugReportArgs,
): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const parsed = bugReportSchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  // The subject becomes a mail header: one line.
  const subject = parsed.data.subject.replace(/\s+/g, ' ');
  const report = {
    userId: viewer.id,
    email: parsed.data.email,
    subject,
    description: parsed.data.description ?? null,
  };
  const repo = createMarketingRepository(ctx.db);
  const id = await repo.insertBugReportWithin(report, BUG_REPORTS_PER_WINDOW, BUG_REPORT_WINDOW_MS);
  if (id === null) {
    throw coded(messages.bugReportRateLimited(BUG_REPORTS_PER_WINDOW), 'RATE_LIMITED');
  }
  const to = ctx.config.bugReportEmail;
  if (!to) return false;
  try {
    await ctx.mail.send(
      bugReportEmail({
        ...report,
        to,
        reportId: id,
        reporter: viewer,
        publicUrl: ctx.config.publicUrl,
      }),
    );
  } catch {
    // Kept without sentAt: the answer tells the user it was not mailed.
    return false;
  }
  await repo.markBugReportSent(id);
  return true;
}
