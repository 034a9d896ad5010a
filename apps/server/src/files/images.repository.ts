import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { images } from '../db/schema.js';

export type NewImage = typeof images.$inferInsert;

export function createImagesRepository(db: Database) {
  return {
    async insert(values: NewImage): Promise<void> {
      await db.insert(images).values(values);
    },

    /** The image's bytes and what serving them needs. */
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
