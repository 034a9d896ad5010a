import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, marketingDocuments } from '../../db/schema.js';

export type MarketingDocumentRow = typeof marketingDocuments.$inferSelect;
export type NewMarketingDocument = typeof marketingDocuments.$inferInsert;

/** Which documents a reader sees: every one (super users), or those for all partners and one. */
export type DocumentScope = 'all' | { partnerId: number };

const inScope = (scope: DocumentScope): SQL | undefined =>
  scope === 'all'
    ? undefined
    : or(isNull(marketingDocuments.partnerId), eq(marketingDocuments.partnerId, scope.partnerId));

export function createMarketingDocumentsRepository(db: Database) {
  return {
    async insertDocument(document: NewMarketingDocument): Promise<MarketingDocumentRow> {
      const [row] = await db.insert(marketingDocuments).values(document).returning();
      if (!row) throw new Error('insert into marketing_documents returned nothing');
      return row;
    },

    /** The documents in scope, of one category or all, newest first. */
    async listDocuments(
      scope: DocumentScope,
      category: string | null,
    ): Promise<MarketingDocumentRow[]> {
      return db
        .select()
        .from(marketingDocuments)
        .where(
          and(
            inScope(scope),
            category === null ? undefined : eq(marketingDocuments.category, category),
          ),
        )
        .orderBy(desc(marketingDocuments.createdAt), desc(marketingDocuments.id));
    },

    /** One document, if it is in scope. */
    async findDocument(
      scope: DocumentScope,
      id: number,
    ): Promise<MarketingDocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(marketingDocuments)
        .where(and(eq(marketingDocuments.id, id), inScope(scope)));
      return row;
    },

    /** Removes a document; its stored files' keys, or undefined when there was none. */
    async deleteDocument(
      id: number,
    ): Promise<{ fileKey: string; thumbnailKey: string | null } | undefined> {
      const [row] = await db
        .delete(marketingDocuments)
        .where(eq(marketingDocuments.id, id))
        .returning({
          fileKey: marketingDocuments.fileKey,
          thumbnailKey: marketingDocuments.thumbnailKey,
        });
      return row;
    },

    /** Whether the account is a partner or an OEM (whose users run customers). */
    async isPartnerAccount(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, id), inArray(accounts.kind, ['PARTNER', 'OEM'])));
      return row !== undefined;
    },
  };
}
