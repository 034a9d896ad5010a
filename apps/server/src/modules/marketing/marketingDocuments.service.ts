import { NOTES_MAX, TEXT_MAX, isRowId, messages, optionalText, requiredText } from '@vigil/domain';
import { z } from 'zod';
import { parseId, requireSuper, requireViewer } from '../../auth/access.js';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../files/FileStore.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { noAccess } from '../../graphql/errors.js';
import type {
  MarketingDocument,
  MutationDeleteMarketingDocumentArgs,
  QueryMarketingDocumentsArgs,
} from '../../graphql/generated/resolvers-types.js';
import type { UserRecord } from '../access/access.repository.js';
import {
  createMarketingDocumentsRepository,
  type DocumentScope,
  type MarketingDocumentRow,
  type NewMarketingDocument,
} from './marketingDocuments.repository.js';

// Documents partners download from the portal's Docs page (sales sheets, install guides):
// uploaded and deleted by super users, read by a partner's users (those for every partner and
// their own partner's) and super users (all).

/** Where a document and its thumbnail are downloaded (marketingDocumentRoutes.ts). */
export const marketingDocumentPath = (id: number) => `/files/marketing-documents/${id}`;
export const marketingDocumentThumbnailPath = (id: number) =>
  `${marketingDocumentPath(id)}/thumbnail`;

/** The documents a user may read, or undefined for one who may read none. */
export function documentScopeOf(viewer: UserRecord | null): DocumentScope | undefined {
  if (!viewer) return undefined;
  if (viewer.isSuper) return 'all';
  return viewer.partner ? { partnerId: viewer.partner.id } : undefined;
}

export function toMarketingDocument(row: MarketingDocumentRow): MarketingDocument {
  return {
    id: String(row.id),
    name: row.name,
    category: row.category,
    description: row.description,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    thumbnailPath: row.thumbnailKey ? marketingDocumentThumbnailPath(row.id) : null,
    downloadPath: marketingDocumentPath(row.id),
    partnerID: row.partnerId === null ? null : String(row.partnerId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The documents of one category or all, newest first (a partner's users and super users). */
export async function marketingDocuments(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  args: QueryMarketingDocumentsArgs,
): Promise<MarketingDocument[]> {
  const scope = documentScopeOf(requireViewer(ctx));
  if (!scope) throw noAccess();
  const category = args.category?.trim() || null;
  const rows = await createMarketingDocumentsRepository(ctx.db).listDocuments(scope, category);
  return rows.map(toMarketingDocument);
}

/** Removes a document and its stored files (super users). */
export async function deleteMarketingDocument(
  ctx: Pick<GraphQLContext, 'viewer' | 'db' | 'files'>,
  args: MutationDeleteMarketingDocumentArgs,
): Promise<boolean> {
  requireSuper(ctx);
  const removed = await createMarketingDocumentsRepository(ctx.db).deleteDocument(parseId(args.id));
  if (!removed) throw noAccess();
  await ctx.files.remove(removed.fileKey);
  if (removed.thumbnailKey) await ctx.files.remove(removed.thumbnailKey);
  return true;
}

/** The upload form's fields (multipart text parts), checked before anything is stored. */
export const marketingDocumentFieldsSchema = z.object({
  name: requiredText(messages.marketingDocumentNameRequired).max(
    TEXT_MAX,
    messages.tooLong(TEXT_MAX),
  ),
  category: requiredText(messages.marketingDocumentCategoryRequired).max(
    TEXT_MAX,
    messages.tooLong(TEXT_MAX),
  ),
  description: optionalText().refine(
    (text) => text === undefined || text.length <= NOTES_MAX,
    messages.tooLong(NOTES_MAX),
  ),
  partnerID: optionalText().refine(
    (id) => id === undefined || isRowId(id),
    messages.marketingDocumentPartnerUnknown,
  ),
});
export type MarketingDocumentFields = z.output<typeof marketingDocumentFieldsSchema>;

/**
 * Whether the document may be for that partner: none (every partner's), or a partner or OEM
 * account.
 */
export async function isDocumentPartner(db: Database, partnerID: string | undefined) {
  return (
    partnerID === undefined ||
    createMarketingDocumentsRepository(db).isPartnerAccount(Number(partnerID))
  );
}

/** Keeps an uploaded document's row, its files already stored under their keys. */
export async function recordMarketingDocument(
  ctx: { viewer: UserRecord; db: Database },
  document: Omit<NewMarketingDocument, 'createdBy' | 'id' | 'createdAt'>,
): Promise<MarketingDocument> {
  const row = await createMarketingDocumentsRepository(ctx.db).insertDocument({
    ...document,
    createdBy: ctx.viewer.id,
  });
  return toMarketingDocument(row);
}

/** A document the user may download, or undefined (missing and not theirs answer alike). */
export async function downloadableDocument(
  ctx: { viewer: UserRecord | null; db: Database },
  id: number,
): Promise<MarketingDocumentRow | undefined> {
  const scope = documentScopeOf(ctx.viewer);
  if (!scope) return undefined;
  return createMarketingDocumentsRepository(ctx.db).findDocument(scope, id);
}

/** Removes stored files of an upload that was not kept. */
export async function removeStored(files: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => files.remove(key)));
}
