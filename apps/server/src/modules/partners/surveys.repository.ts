import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  quotes,
  siteSurveys,
  surveyAttachments,
  surveyComments,
  surveyEquipment,
} from '../../db/schema.js';

export interface SurveyRow {
  id: number;
  visibleId: string;
  partnerId: number;
  customerId: number;
  customerName: string;
  quoteId: number | null;
  isActive: boolean;
  siteName: string | null;
  siteContactName: string | null;
  siteContactEmail: string | null;
  sentTo: string | null;
  sentAt: Date | null;
  progress: number;
  feedback: string | null;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SurveyEquipmentRow {
  id: number;
  surveyId: number;
  name: string;
  quantity: number;
}

export interface SurveyAttachmentRow {
  id: number;
  surveyId: number;
  equipmentId: number | null;
  name: string;
  description: string | null;
  fileKey: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface SurveyCommentRow {
  id: number;
  surveyId: number;
  equipmentId: number | null;
  comment: string;
  author: string;
  createdAt: Date;
}

export interface SurveyFields {
  customerId: number;
  quoteId: number | null;
  siteName: string | null;
  siteContactName: string | null;
  siteContactEmail: string | null;
}

export interface EquipmentLine {
  id?: number | undefined;
  name: string;
  quantity: number;
}

const columns = {
  id: siteSurveys.id,
  visibleId: siteSurveys.visibleId,
  partnerId: siteSurveys.partnerId,
  customerId: siteSurveys.customerId,
  customerName: accounts.name,
  quoteId: siteSurveys.quoteId,
  isActive: siteSurveys.isActive,
  siteName: siteSurveys.siteName,
  siteContactName: siteSurveys.siteContactName,
  siteContactEmail: siteSurveys.siteContactEmail,
  sentTo: siteSurveys.sentTo,
  sentAt: siteSurveys.sentAt,
  progress: siteSurveys.progress,
  feedback: siteSurveys.feedback,
  submittedAt: siteSurveys.submittedAt,
  createdAt: siteSurveys.createdAt,
  updatedAt: siteSurveys.updatedAt,
};

const attachmentColumns = {
  id: surveyAttachments.id,
  surveyId: surveyAttachments.surveyId,
  equipmentId: surveyAttachments.equipmentId,
  name: surveyAttachments.name,
  description: surveyAttachments.description,
  fileKey: surveyAttachments.fileKey,
  contentType: surveyAttachments.contentType,
  size: surveyAttachments.size,
  createdAt: surveyAttachments.createdAt,
};

const commentColumns = {
  id: surveyComments.id,
  surveyId: surveyComments.surveyId,
  equipmentId: surveyComments.equipmentId,
  comment: surveyComments.comment,
  author: surveyComments.author,
  createdAt: surveyComments.createdAt,
};

/** Site surveys, their equipment lines, attachments and comments, and their public links. */
export function createSurveysRepository(db: Executor) {
  const select = () =>
    db
      .select(columns)
      .from(siteSurveys)
      .innerJoin(accounts, eq(accounts.id, siteSurveys.customerId));
  const one = async (where: SQL) => (await select().where(where))[0] ?? null;

  return {
    async list(
      filter: { partnerId: number | 'all'; customerId?: number | undefined },
      page: { limit: number; offset: number },
    ): Promise<SurveyRow[]> {
      return select()
        .where(
          and(
            filter.partnerId === 'all' ? undefined : eq(siteSurveys.partnerId, filter.partnerId),
            filter.customerId === undefined
              ? undefined
              : eq(siteSurveys.customerId, filter.customerId),
          ),
        )
        .orderBy(desc(siteSurveys.createdAt), desc(siteSurveys.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    byId: (id: number) => one(eq(siteSurveys.id, id)),
    byVisibleId: (visibleId: string) => one(eq(siteSurveys.visibleId, visibleId)),
    /** The survey of a link that works (known and active). */
    byActiveTokenHash: (tokenHash: string) =>
      one(and(eq(siteSurveys.tokenHash, tokenHash), eq(siteSurveys.isActive, true))!),

    async equipmentOf(surveyIds: readonly number[]): Promise<SurveyEquipmentRow[]> {
      if (surveyIds.length === 0) return [];
      return db
        .select({
          id: surveyEquipment.id,
          surveyId: surveyEquipment.surveyId,
          name: surveyEquipment.name,
          quantity: surveyEquipment.quantity,
        })
        .from(surveyEquipment)
        .where(inArray(surveyEquipment.surveyId, [...surveyIds]))
        .orderBy(asc(surveyEquipment.position), asc(surveyEquipment.id));
    },

    async attachmentsOf(surveyIds: readonly number[]): Promise<SurveyAttachmentRow[]> {
      if (surveyIds.length === 0) return [];
      return db
        .select(attachmentColumns)
        .from(surveyAttachments)
        .where(inArray(surveyAttachments.surveyId, [...surveyIds]))
        .orderBy(asc(surveyAttachments.createdAt), asc(surveyAttachments.id));
    },

    async commentsOf(surveyIds: readonly number[]): Promise<SurveyCommentRow[]> {
      if (surveyIds.length === 0) return [];
      return db
        .select(commentColumns)
        .from(surveyComments)
        .where(inArray(surveyComments.surveyId, [...surveyIds]))
        .orderBy(asc(surveyComments.createdAt), asc(surveyComments.id));
    },

    async create(
      partnerId: number,
      fields: SurveyFields,
      tokenHash: string,
      createdBy: number,
    ): Promise<number> {
      const [row] = await db
        .insert(siteSurveys)
        .values({ partnerId, ...fields, tokenHash, createdBy })
        .returning({ id: siteSurveys.id });
      if (!row) throw new Error('survey insert returned no row');
      return row.id;
    },

    async update(
      id: number,
      fields: Partial<SurveyFields> & {
        progress?: number;
        feedback?: string | null;
        submittedAt?: Date;
      },
    ): Promise<void> {
      await db
        .update(siteSurveys)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(siteSurveys.id, id));
    },

    /** A new link (its hash), active; optionally recording where it was mailed. */
    async setLink(id: number, tokenHash: string, sent?: { to: string; at: Date }): Promise<void> {
      await db
        .update(siteSurveys)
        .set({
          tokenHash,
          isActive: true,
          ...(sent ? { sentTo: sent.to, sentAt: sent.at } : {}),
          updatedAt: new Date(),
        })
        .where(eq(siteSurveys.id, id));
    },

    async setActive(id: number, isActive: boolean): Promise<void> {
      await db
        .update(siteSurveys)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(siteSurveys.id, id));
    },

    /**
     * Replaces the survey's equipment lines with these, in this order: lines with an id keep it
     * (and their attachments and comments), lines left out are deleted, new lines are added.
     * False, writing nothing, when an id is not one of the survey's lines.
     */
    async replaceEquipment(surveyId: number, lines: readonly EquipmentLine[]): Promise<boolean> {
      const kept = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
      if (kept.length > 0) {
        const [found] = await db
          .select({ n: count() })
          .from(surveyEquipment)
          .where(and(eq(surveyEquipment.surveyId, surveyId), inArray(surveyEquipment.id, kept)));
        if ((found?.n ?? 0) !== new Set(kept).size) return false;
      }
      await db
        .delete(surveyEquipment)
        .where(
          and(
            eq(surveyEquipment.surveyId, surveyId),
            kept.length > 0 ? notInArray(surveyEquipment.id, kept) : undefined,
          ),
        );
      for (const [position, line] of lines.entries()) {
        if (line.id === undefined) {
          await db
            .insert(surveyEquipment)
            .values({ surveyId, position, name: line.name, quantity: line.quantity });
        } else {
          await db
            .update(surveyEquipment)
            .set({ position, name: line.name, quantity: line.quantity })
            .where(eq(surveyEquipment.id, line.id));
        }
      }
      return true;
    },

    /** Whether the equipment line is the survey's. */
    async hasEquipment(surveyId: number, equipmentId: number): Promise<boolean> {
      const rows = await db
        .select({ id: surveyEquipment.id })
        .from(surveyEquipment)
        .where(and(eq(surveyEquipment.id, equipmentId), eq(surveyEquipment.surveyId, surveyId)));
      return rows.length > 0;
    },

    async addComment(input: {
      surveyId: number;
      equipmentId: number | null;
      userId: number | null;
      author: string;
      comment: string;
    }): Promise<SurveyCommentRow> {
      const [row] = await db.insert(surveyComments).values(input).returning(commentColumns);
      if (!row) throw new Error('comment insert returned no row');
      return row;
    },

    async attachment(id: number): Promise<SurveyAttachmentRow | null> {
      const [row] = await db
        .select(attachmentColumns)
        .from(surveyAttachments)
        .where(eq(surveyAttachments.id, id));
      return row ?? null;
    },

    async attachmentCount(surveyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(surveyAttachments)
        .where(eq(surveyAttachments.surveyId, surveyId));
      return row?.n ?? 0;
    },

    async addAttachment(input: Omit<SurveyAttachmentRow, 'id' | 'createdAt'>) {
      const [row] = await db.insert(surveyAttachments).values(input).returning(attachmentColumns);
      if (!row) throw new Error('attachment insert returned no row');
      return row;
    },

    /** Deletes the attachment of the survey; its file key, or null when there was none. */
    async deleteAttachment(surveyId: number, id: number): Promise<string | null> {
      const [row] = await db
        .delete(surveyAttachments)
        .where(and(eq(surveyAttachments.id, id), eq(surveyAttachments.surveyId, surveyId)))
        .returning({ fileKey: surveyAttachments.fileKey });
      return row?.fileKey ?? null;
    },

    /** Whether a quote is the partner's and the customer's (a survey may be sent for it). */
    async quoteMatches(quoteId: number, partnerId: number, customerId: number) {
      const rows = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(
          and(
            eq(quotes.id, quoteId),
            eq(quotes.partnerId, partnerId),
            eq(quotes.customerId, customerId),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type SurveysRepository = ReturnType<typeof createSurveysRepository>;
