import { UPLOAD_LIMIT_BYTES } from '@vigil/domain';
import { Readable } from 'node:stream';
import type { Database } from '../db/client.js';
import { marketingRequests } from '../db/schema.js';
import type { FileStore } from '../files/FileStore.js';
import { createMarketingDocumentsRepository } from '../modules/marketing/marketingDocuments.repository.js';

/** The bytes of each partner's seeded marketing document. */
export const MARKETING_DOCUMENT_FILE = Buffer.from('%PDF-1.4 tenant fixture sales sheet');

/**
 * A tenant's marketing rows, written directly (uploads are a super user's, and the public form
 * needs a solved captcha): a document for its partner, kept in the file store and linked to the
 * partner's administrator, and a demo request naming the company.
 */
export async function seedMarketingRows(
  db: Database,
  files: FileStore,
  tenant: { marker: string; partnerId: number; createdBy: number },
) {
  const { marker } = tenant;
  const lower = marker.toLowerCase();
  const fileKey = `marketing-documents/${lower}-sales-sheet.pdf`;
  const received = await files.receive(Readable.from([MARKETING_DOCUMENT_FILE]), {
    maxBytes: UPLOAD_LIMIT_BYTES,
  });
  if ('refused' in received) throw new Error('marketing document refused');
  const fileName = `${marker}-sales-sheet.pdf`;
  await received.keep(fileKey, { contentType: 'application/pdf', filename: fileName });
  const name = `${marker} Sales sheet`;
  const document = await createMarketingDocumentsRepository(db).insertDocument({
    partnerId: tenant.partnerId,
    category: `${marker} Brochures`,
    name,
    description: `${marker} for partners`,
    fileName,
    fileKey,
    contentType: 'application/pdf',
    size: MARKETING_DOCUMENT_FILE.length,
    createdBy: tenant.createdBy,
  });
  await db.insert(marketingRequests).values({
    type: 'demo',
    name: `${marker} Visitor`,
    email: `visitor@${lower}.test`,
    company: `${marker} Prospect`,
    phone: null,
    planType: 'UNKNOWN',
    notes: `${marker} wants a demo`,
    productName: 'Vigil',
    ip: null,
  });
  return { marketingDocumentId: String(document.id), marketingDocumentName: name };
}
