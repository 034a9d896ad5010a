import {
  brandForProductName,
  companyMessages,
  messages,
  normalizeCompanyName,
  publicSurveySchema,
  siteSurveySchema,
} from '@vigil/domain';
import {
  SHARE_TOKEN_MAX_LENGTH,
  parseId,
  partnerScope,
  requirePartner,
  requirePartnerAdmin,
  requirePartnerCustomer,
  requireViewer,
} from '../../auth/access.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Executor } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { accessError, badInput, firstIssue, noAccess } from '../../graphql/errors.js';
import type {
  MutationOnboardCustomerArgs,
  MutationSaveSiteSurveyArgs,
  MutationUpdatePublicSurveyArgs,
  QuerySiteSurveysArgs,
  SiteSurveyInput,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { forgetUserSessions } from '../access/access.service.js';
import { userDisplayName } from '../access/invitations.service.js';
import { createCompaniesRepository } from '../admin/companies.repository.js';
import { createPartnersRepository } from './partners.repository.js';
import { requirePartnerRecord } from './requirePartnerRecord.js';
import { surveyLinkEmail } from './surveyLinkEmail.js';
import {
  createSurveysRepository,
  type EquipmentLine,
  type SurveyAttachmentRow,
  type SurveyCommentRow,
  type SurveyRow,
} from './surveys.repository.js';

// Site surveys (spec access §3 Site survey): a partner's users write them for a customer and
// send the site's contact a public link (/partners/survey/{token}), through which the contact
// fills in progress, feedback and equipment, comments and attaches files while the link is
// active. Only the token's SHA-256 is kept; the link is answered once, when it is made.

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;
type MailCtx = Pick<GraphQLContext, 'db' | 'viewer' | 'config' | 'mail'>;
type FilesCtx = Pick<GraphQLContext, 'db' | 'viewer' | 'files'>;

export const SURVEYS_PAGE_MAX = 100;
/** Files one survey keeps at most (its link holders may upload). */
export const SURVEY_ATTACHMENTS_MAX = 200;
const TOKEN_FORM = /^[A-Za-z0-9_-]+$/;

/** Whose eyes an answer is for: the partner's users, or the holder of the public link. */
type Audience = { kind: 'partner'; url?: string } | { kind: 'public'; token: string };

export const attachmentPath = (audience: Audience, id: number) =>
  audience.kind === 'public'
    ? `/files/surveys/${audience.token}/attachments/${id}`
    : `/files/partners/surveys/attachments/${id}`;

const presentComment = (row: SurveyCommentRow) => ({
  id: String(row.id),
  equipmentID: row.equipmentId === null ? null : String(row.equipmentId),
  comment: row.comment,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

const presentAttachment = (row: SurveyAttachmentRow, audience: Audience) => ({
  id: String(row.id),
  equipmentID: row.equipmentId === null ? null : String(row.equipmentId),
  name: row.name,
  description: row.description,
  contentType: row.contentType,
  size: row.size,
  downloadPath: attachmentPath(audience, row.id),
  createdAt: row.createdAt.toISOString(),
});

/** Surveys as the API shows them, with their lines, files and comments (three queries). */
async function presentAll(db: Executor, rows: SurveyRow[], audience: Audience) {
  const repo = createSurveysRepository(db);
  const ids = rows.map((row) => row.id);
  const [equipment, attachments, comments] = await Promise.all([
    repo.equipmentOf(ids),
    repo.attachmentsOf(ids),
    repo.commentsOf(ids),
  ]);
  return rows.map((row) => {
    const files = attachments.filter((a) => a.surveyId === row.id);
    const notes = comments.filter((c) => c.surveyId === row.id);
    return {
      id: String(row.id),
      visibleID: row.visibleId,
      partnerID: String(row.partnerId),
      customerID: String(row.customerId),
      customerName: row.customerName,
      quoteID: audience.kind === 'public' || row.quoteId === null ? null : String(row.quoteId),
      siteName: row.siteName,
      siteContactName: row.siteContactName,
      siteContactEmail: row.siteContactEmail,
      link:
        audience.kind === 'public'
          ? null
          : {
              isActive: row.isActive,
              url: audience.url ?? null,
              sentTo: row.sentTo,
              sentAt: row.sentAt?.toISOString() ?? null,
            },
      progress: row.progress,
      feedback: row.feedback,
      equipment: equipment
        .filter((line) => line.surveyId === row.id)
        .map((line) => ({
          id: String(line.id),
          name: line.name,
          quantity: line.quantity,
          commentCount: notes.filter((c) => c.equipmentId === line.id).length,
          attachmentCount: files.filter((a) => a.equipmentId === line.id).length,
        })),
      attachments: files.map((a) => presentAttachment(a, audience)),
      comments: notes.map(presentComment),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function presentOne(db: Executor, id: number, audience: Audience) {
  const row = await createSurveysRepository(db).byId(id);
  if (!row) throw noAccess();
  const [survey] = await presentAll(db, [row], audience);
  return survey!;
}

/** A new public link: the token (answered once) and the hash kept. */
function newLink(ctx: Pick<GraphQLContext, 'config'>) {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    url: `${ctx.config.publicUrl}/partners/survey/${token}`,
  };
}

const equipmentLines = (
  lines: readonly { id?: string | null | undefined; name: string; quantity: number }[],
): EquipmentLine[] =>
  lines.map((line) => ({
    id: line.id ? parseId(line.id) : undefined,
    name: line.name,
    quantity: line.quantity,
  }));

export async function listSurveys(ctx: Ctx, args: QuerySiteSurveysArgs) {
  const partnerId = partnerScope(ctx, args.partnerID);
  const rows = await createSurveysRepository(ctx.db).list(
    { partnerId, customerId: args.customerID ? parseId(args.customerID) : undefined },
    pageOf(args.limit, args.offset, SURVEYS_PAGE_MAX),
  );
  return presentAll(ctx.db, rows, { kind: 'partner' });
}

/** A survey the user may act on, by id or visible id (requirePartnerRecord). */
export const requireSurvey = (
  ctx: Ctx,
  ref: { id?: string | null; visibleID?: string | null },
): Promise<{ viewer: UserRecord; row: SurveyRow }> =>
  requirePartnerRecord(ctx, createSurveysRepository(ctx.db), ref);

export async function getSurvey(ctx: Ctx, args: { id?: string | null; visibleID?: string | null }) {
  const { row } = await requireSurvey(ctx, args);
  const [survey] = await presentAll(ctx.db, [row], { kind: 'partner' });
  return survey!;
}

/** The survey's fields checked: the site's text, and a quote of the same partner and customer. */
async function checkedFields(
  db: Executor,
  partnerId: number,
  customerId: number,
  input: SiteSurveyInput,
) {
  const parsed = siteSurveySchema.safeParse(input);
  if (!parsed.success) throw firstIssue(parsed.error);
  const quoteId = input.quoteID ? parseId(input.quoteID) : null;
  if (
    quoteId !== null &&
    !(await createSurveysRepository(db).quoteMatches(quoteId, partnerId, customerId))
  ) {
    throw noAccess();
  }
  return {
    fields: {
      customerId,
      quoteId,
      siteName: parsed.data.siteName ?? null,
      siteContactName: parsed.data.siteContactName ?? null,
      siteContactEmail: parsed.data.siteContactEmail ?? null,
    },
    lines: equipmentLines(parsed.data.equipment),
  };
}

/**
 * saveSiteSurvey: creates a survey of the partner with an active link (its url in this answer
 * only), or saves an edit, its equipment lines replaced by id (kept lines keep their files and
 * comments). One transaction either way.
 */
export async function saveSiteSurvey(
  ctx: Ctx & Pick<GraphQLContext, 'config'>,
  args: MutationSaveSiteSurveyArgs,
) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartner(ctx, partnerId);
  const existing = args.id ? (await requireSurvey(ctx, { id: args.id })).row : null;
  if (existing && existing.partnerId !== partnerId) throw noAccess();
  const customer = await requirePartnerCustomer(ctx, partnerId, args.survey.customerID);
  const { fields, lines } = await checkedFields(ctx.db, partnerId, customer.id, args.survey);
  const link = existing ? null : newLink(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const repo = createSurveysRepository(tx);
    const surveyId = existing
      ? existing.id
      : await repo.create(partnerId, fields, link!.tokenHash, viewer.id);
    if (existing) await repo.update(surveyId, fields);
    if (!(await repo.replaceEquipment(surveyId, lines))) throw noAccess();
    return surveyId;
  });
  return presentOne(ctx.db, id, { kind: 'partner', url: link?.url });
}

/**
 * onboardCustomer: a new customer company under the partner and its survey, in one transaction
 * (the partner's administrators and super users, as for newCustomer). The survey's customerID is
 * the new company's, whatever was sent.
 */
export async function onboardCustomer(
  ctx: Ctx & Pick<GraphQLContext, 'config'>,
  args: MutationOnboardCustomerArgs,
) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartnerAdmin(ctx, partnerId);
  const partner = await createPartnersRepository(ctx.db).account(partnerId);
  if (!partner || (partner.kind !== 'PARTNER' && partner.kind !== 'OEM')) throw noAccess();
  const name = normalizeCompanyName(args.customerName);
  if (!name) throw badInput(messages.required, 'customerName');
  const parsed = siteSurveySchema.safeParse(args.survey);
  if (!parsed.success) throw firstIssue(parsed.error);
  // A new company has no quotes yet.
  if (args.survey.quoteID) throw noAccess();
  const link = newLink(ctx);
  const { surveyId, customerId } = await ctx.db.transaction(async (tx) => {
    const created = await createCompaniesRepository(tx).createCustomer(name, partnerId);
    if (created === 'taken') throw badInput(companyMessages.nameTaken(name), 'customerName');
    const { fields, lines } = await checkedFields(tx, partnerId, created, args.survey);
    const repo = createSurveysRepository(tx);
    const id = await repo.create(partnerId, fields, link.tokenHash, viewer.id);
    if (!(await repo.replaceEquipment(id, lines))) throw noAccess();
    return { surveyId: id, customerId: created };
  });
  // The partner's users run the new company from their next request on (ADR 021).
  for (const userId of await createCompaniesRepository(ctx.db).usersSeeing(customerId)) {
    forgetUserSessions(ctx.db, userId);
  }
  return presentOne(ctx.db, surveyId, { kind: 'partner', url: link.url });
}

/**
 * sendSiteSurvey: mails a new link to the site's contact; the old link stops working once the
 * mail server took the message (until then nothing changes).
 */
export async function sendSiteSurvey(
  ctx: MailCtx,
  args: { id: string; productName?: string | null },
) {
  const { row } = await requireSurvey(ctx, { id: args.id });
  if (!row.siteContactEmail) throw badInput(messages.surveyNeedsContactEmail, 'siteContactEmail');
  const partner = await createPartnersRepository(ctx.db).account(row.partnerId);
  const link = newLink(ctx);
  try {
    await ctx.mail.send(
      surveyLinkEmail({
        to: row.siteContactEmail,
        productName: brandForProductName(args.productName).productName,
        partnerName: partner?.name ?? '',
        customerName: row.customerName,
        siteName: row.siteName,
        url: link.url,
      }),
    );
  } catch {
    throw badInput(messages.surveyNotSent);
  }
  await createSurveysRepository(ctx.db).setLink(row.id, link.tokenHash, {
    to: row.siteContactEmail,
    at: new Date(),
  });
  return presentOne(ctx.db, row.id, { kind: 'partner', url: link.url });
}

/** renewSurveyLink: a new active link (answered once); the old one stops working. */
export async function renewSurveyLink(ctx: Ctx & Pick<GraphQLContext, 'config'>, id: string) {
  const { row } = await requireSurvey(ctx, { id });
  const link = newLink(ctx);
  await createSurveysRepository(ctx.db).setLink(row.id, link.tokenHash);
  return presentOne(ctx.db, row.id, { kind: 'partner', url: link.url });
}

export async function setSurveyLinkActive(ctx: Ctx, args: { id: string; isActive: boolean }) {
  const { row } = await requireSurvey(ctx, { id: args.id });
  await createSurveysRepository(ctx.db).setActive(row.id, args.isActive);
  return presentOne(ctx.db, row.id, { kind: 'partner' });
}

/** A comment of the survey, on one of its equipment lines or on the whole. */
async function addComment(
  db: Executor,
  surveyId: number,
  input: { equipmentID?: string | null; userId: number | null; author: string; comment: string },
) {
  const comment = input.comment.trim();
  if (!comment) throw badInput(messages.required, 'comment');
  const author = input.author.trim();
  if (!author) throw badInput(messages.required, 'author');
  const repo = createSurveysRepository(db);
  const equipmentId = input.equipmentID ? parseId(input.equipmentID) : null;
  if (equipmentId !== null && !(await repo.hasEquipment(surveyId, equipmentId))) throw noAccess();
  return presentComment(
    await repo.addComment({ surveyId, equipmentId, userId: input.userId, author, comment }),
  );
}

export async function addSurveyComment(
  ctx: Ctx,
  args: { surveyID: string; equipmentID?: string | null; comment: string },
) {
  const { viewer, row } = await requireSurvey(ctx, { id: args.surveyID });
  return addComment(ctx.db, row.id, {
    equipmentID: args.equipmentID,
    userId: viewer.id,
    author: userDisplayName(viewer),
    comment: args.comment,
  });
}

async function deleteAttachment(ctx: FilesCtx, surveyId: number, id: number) {
  const key = await createSurveysRepository(ctx.db).deleteAttachment(surveyId, id);
  if (key === null) throw noAccess();
  await ctx.files.remove(key);
  return true;
}

export async function deleteSurveyAttachment(ctx: FilesCtx, id: string) {
  const attachment = await createSurveysRepository(ctx.db).attachment(parseId(id));
  if (!attachment) {
    requireViewer(ctx);
    throw noAccess();
  }
  const { row } = await requireSurvey(ctx, { id: String(attachment.surveyId) });
  return deleteAttachment(ctx, row.id, attachment.id);
}

// ---- the public link ---------------------------------------------------------------------------

/** The survey of a link that works now, or null (unknown, malformed and inactive alike). */
export async function surveyOfToken(db: Executor, token: unknown): Promise<SurveyRow | null> {
  if (
    typeof token !== 'string' ||
    token.length > SHARE_TOKEN_MAX_LENGTH ||
    !TOKEN_FORM.test(token)
  ) {
    return null;
  }
  return createSurveysRepository(db).byActiveTokenHash(hashToken(token));
}

/** The token's survey, or 'Invalid token' for one unknown or turned off. */
async function requireToken(db: Executor, token: string): Promise<SurveyRow> {
  const row = await surveyOfToken(db, token);
  if (!row) throw accessError(messages.invalidToken, 'UNAUTHENTICATED');
  return row;
}

export async function publicSurvey(ctx: Pick<GraphQLContext, 'db'>, token: string) {
  const row = await requireToken(ctx.db, token);
  const [survey] = await presentAll(ctx.db, [row], { kind: 'public', token });
  return survey!;
}

/** updatePublicSurvey: the site contact's progress, feedback and equipment; submit marks it done. */
export async function updatePublicSurvey(
  ctx: Pick<GraphQLContext, 'db'>,
  args: MutationUpdatePublicSurveyArgs,
) {
  const row = await requireToken(ctx.db, args.token);
  const parsed = publicSurveySchema.safeParse(args.survey);
  if (!parsed.success) throw firstIssue(parsed.error);
  const input = parsed.data;
  await ctx.db.transaction(async (tx) => {
    const repo = createSurveysRepository(tx);
    await repo.update(row.id, {
      progress: input.progress,
      feedback: input.feedback ?? null,
      ...(input.submit && row.submittedAt === null ? { submittedAt: new Date() } : {}),
    });
    if (!(await repo.replaceEquipment(row.id, equipmentLines(input.equipment)))) throw noAccess();
  });
  return presentOne(ctx.db, row.id, { kind: 'public', token: args.token });
}

export async function addPublicSurveyComment(
  ctx: Pick<GraphQLContext, 'db'>,
  args: { token: string; equipmentID?: string | null; author: string; comment: string },
) {
  const row = await requireToken(ctx.db, args.token);
  return addComment(ctx.db, row.id, { ...args, userId: null });
}

export async function deletePublicSurveyAttachment(
  ctx: Pick<GraphQLContext, 'db' | 'files'>,
  args: { token: string; id: string },
) {
  const row = await requireToken(ctx.db, args.token);
  return deleteAttachment({ ...ctx, viewer: null }, row.id, parseId(args.id));
}

// ---- attachments over HTTP (files/surveyFiles.ts) -------------------------------------------

/** The survey a partner's user uploads to, by id; refused (GraphQL error) like the API. */
export async function surveyForPartnerUpload(ctx: Ctx, surveyId: string): Promise<SurveyRow> {
  return (await requireSurvey(ctx, { id: surveyId })).row;
}

/**
 * Records a stored file as the survey's attachment (on one of its equipment lines, or the whole);
 * null when the line is not the survey's or the survey is full.
 */
export async function recordSurveyAttachment(
  db: Executor,
  survey: SurveyRow,
  file: Omit<SurveyAttachmentRow, 'id' | 'surveyId' | 'createdAt'>,
): Promise<SurveyAttachmentRow | 'full' | null> {
  const repo = createSurveysRepository(db);
  if (file.equipmentId !== null && !(await repo.hasEquipment(survey.id, file.equipmentId))) {
    return null;
  }
  if ((await repo.attachmentCount(survey.id)) >= SURVEY_ATTACHMENTS_MAX) return 'full';
  return repo.addAttachment({ surveyId: survey.id, ...file });
}

export const presentUploadedAttachment = (row: SurveyAttachmentRow, token?: string) =>
  presentAttachment(row, token === undefined ? { kind: 'partner' } : { kind: 'public', token });

/** An attachment a partner's user (or super user) may download, or null. */
export async function attachmentForViewer(
  db: Executor,
  viewer: UserRecord | null,
  id: number,
): Promise<SurveyAttachmentRow | null> {
  if (!viewer) return null;
  const repo = createSurveysRepository(db);
  const attachment = await repo.attachment(id);
  if (!attachment) return null;
  const survey = await repo.byId(attachment.surveyId);
  if (!survey) return null;
  try {
    requirePartner({ viewer }, survey.partnerId);
  } catch {
    return null;
  }
  return attachment;
}

/** An attachment of the token's survey (while its link works), or null. */
export async function attachmentForToken(
  db: Executor,
  token: string,
  id: number,
): Promise<SurveyAttachmentRow | null> {
  const survey = await surveyOfToken(db, token);
  if (!survey) return null;
  const attachment = await createSurveysRepository(db).attachment(id);
  return attachment && attachment.surveyId === survey.id ? attachment : null;
}
