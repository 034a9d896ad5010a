import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { images, overlayViews, partnerLogos, widgets } from '../db/schema.js';
import { createStorageRepository } from './storage.repository.js';

export type NewImage = Omit<typeof images.$inferInsert, 'bytes'>;

export function createImagesRepository(db: Database) {
  const storage = createStorageRepository(db);
  return {
    /**
     * Records an image whose bytes are stored, unless the customer's images and files would then
     * pass the quota; returns whether it was recorded.
     */
    async insertWithinQuota(values: NewImage, quotaBytes: number): Promise<boolean> {
      return storage.insertWithinQuota(values.customerId, values.size, quotaBytes, (tx) =>
        tx.insert(images).values(values),
      );
    },

    /**
     * Deletes the customer's images that no widget, overlay view or partner logo uses and that are older than
     * `before`; returns their ids. An area that starts referring to images must be added here.
     */
    async deleteUnused(customerId: number, before: Date): Promise<string[]> {
      const rows = await db
        .delete(images)
        .where(
          and(
            eq(images.customerId, customerId),
            lt(images.createdAt, before),
            notExists(
              db
                .select({ one: sql`1` })
                .from(widgets)
                .where(eq(widgets.imageId, images.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(overlayViews)
                .where(eq(overlayViews.imageId, images.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(partnerLogos)
                .where(eq(partnerLogos.imageId, images.id)),
            ),
          ),
        )
        .returning({ id: images.id });
      return rows.map((row) => row.id);
    },

    /** What serving an image needs; `bytes` only for images kept in the database. */
    async byId(id: string) {
      const [row] = await db
        .select({
          customerId: images.customerId,
          contentType: images.contentType,
          bytes: images.bytes,
        })
        .from(images)
        .where(eq(images.id, id));
      return row;
    },

    /** The customer an image belongs to, without reading its bytes. */
    async customerOf(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ customerId: images.customerId })
        .from(images)
        .where(eq(images.id, id));
      return row?.customerId;
    },
  };
}
