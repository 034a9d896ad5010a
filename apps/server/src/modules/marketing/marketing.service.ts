import {
  brandForProductName,
  bugReportSchema,
  demoRequestSchema,
  isHoneypotFilled,
  messages,
} from '@vigil/domain';
import { requireSuper, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, coded, firstIssue } from '../../graphql/errors.js';
import type {
  MarketingRequest,
  MutationRequestDemoArgs,
  MutationSubmitBugReportArgs,
  QueryMarketingRequestCountArgs,
  QueryMarketingRequestsArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import { checkAltchaPayload } from './altcha.js';
import { bugReportEmail } from './bugReportEmail.js';
import { demoRequestEmail } from './demoRequestEmail.js';
import { createMarketingRepository, type MarketingRequestLimits } from './marketing.repository.js';

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

/**
 * Requests from the public site one e-mail address and one IP address may send within the
 * window (our own limits, README): a person asking twice gets through, a script does not.
 */
export const MARKETING_REQUEST_LIMITS: MarketingRequestLimits = {
  perEmail: 3,
  perIp: 20,
  windowMs: 3600_000,
};
/** Requests a super user's list shows at once. */
export const MARKETING_REQUESTS_PAGE_MAX = 100;

type PublicCtx = Pick<GraphQLContext, 'db' | 'config' | 'mail' | 'ip'>;

/**
 * A demo, pricing or partnership request from the public site (signed out; spec access §3, §5,
 * §7). A filled honeypot is answered true and dropped. Otherwise it is validated with the form's
 * schema, held to the per-address and per-IP limits, and must carry a solved ALTCHA challenge
 * not used before ('Must be human'); then it is kept and mailed to SALES_EMAIL. True once kept:
 * when the mail is refused it stays kept with mailedAt null, in the super users' list.
 */
export async function requestDemo(ctx: PublicCtx, args: MutationRequestDemoArgs): Promise<boolean> {
  if (isHoneypotFilled(args)) return true;
  const parsed = demoRequestSchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  const form = parsed.data;
  const request = {
    type: form.type,
    name: form.name,
    email: form.email.trim().toLowerCase(),
    company: form.company ?? null,
    phone: form.phone ?? null,
    planType: form.planType,
    notes: form.notes ?? null,
    productName: brandForProductName(args.productName).productName,
    ip: ctx.ip,
  };
  const repo = createMarketingRepository(ctx.db);
  const limited = () => coded(messages.demoRequestRateLimited, 'RATE_LIMITED');
  // Before the captcha: a refused request does not spend the visitor's solution.
  if (await repo.marketingRequestsOverLimit(request, MARKETING_REQUEST_LIMITS)) throw limited();
  const captcha = await checkAltchaPayload(ctx.config.sessionSecret, form.allowedToken);
  if (!captcha.verified || !(await repo.spendAltcha(captcha.signature, captcha.expiresAt))) {
    throw badInput(messages.mustBeHuman, 'allowedToken');
  }
  const id = await repo.insertMarketingRequestWithin(request, MARKETING_REQUEST_LIMITS);
  if (id === null) throw limited();
  const to = ctx.config.salesEmail;
  if (!to) return true;
  try {
    await ctx.mail.send(
      demoRequestEmail({ to, request: { ...request, id }, publicUrl: ctx.config.publicUrl }),
    );
  } catch {
    // Kept without mailedAt: super users find it in the list.
    return true;
  }
  await repo.markMarketingRequestMailed(id);
  return true;
}

type Row = Awaited<
  ReturnType<ReturnType<typeof createMarketingRepository>['listMarketingRequests']>
>[number];

function toMarketingRequest(row: Row): MarketingRequest {
  return {
    id: String(row.id),
    type: row.type,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    planType: row.planType,
    notes: row.notes,
    productName: row.productName,
    createdAt: row.createdAt.toISOString(),
    mailedAt: row.mailedAt?.toISOString() ?? null,
  };
}

/** The requests, newest first, of one type or all (super users). */
export async function marketingRequests(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  args: QueryMarketingRequestsArgs,
): Promise<MarketingRequest[]> {
  requireSuper(ctx);
  const { limit, offset } = pageOf(args.limit, args.offset, MARKETING_REQUESTS_PAGE_MAX);
  const rows = await createMarketingRepository(ctx.db).listMarketingRequests(
    args.type ?? null,
    limit,
    offset,
  );
  return rows.map(toMarketingRequest);
}

export async function marketingRequestCount(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  args: QueryMarketingRequestCountArgs,
): Promise<number> {
  requireSuper(ctx);
  return createMarketingRepository(ctx.db).countMarketingRequests(args.type ?? null);
}
