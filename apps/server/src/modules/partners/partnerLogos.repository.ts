import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { images, partnerLogos } from '../../db/schema.js';

/** A partner's logo: its stored image and that image's size. */
export interface PartnerLogoRecord {
  id: number;
  partnerId: number;
  imageId: string;
  width: number;
  height: number;
}

const columns = {
  id: partnerLogos.id,
  partnerId: partnerLogos.partnerId,
  imageId: partnerLogos.imageId,
  width: partnerLogos.width,
  height: partnerLogos.height,
};

export function createPartnerLogosRepository(db: Executor) {
  return {
    async insert(values: Omit<PartnerLogoRecord, 'id'>): Promise<PartnerLogoRecord> {
      const [row] = await db.insert(partnerLogos).values(values).returning(columns);
      if (!row) throw new Error('insert into partner_logos returned nothing');
      return row;
    },

    /** The partner's logos, newest first. */
    async list(partnerId: number): Promise<PartnerLogoRecord[]> {
      return db
        .select(columns)
        .from(partnerLogos)
        .where(eq(partnerLogos.partnerId, partnerId))
        .orderBy(desc(partnerLogos.createdAt), desc(partnerLogos.id));
    },

    /** The partner's newest logo: what its theme shows. */
    async newest(partnerId: number): Promise<PartnerLogoRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(partnerLogos)
        .where(eq(partnerLogos.partnerId, partnerId))
        .orderBy(desc(partnerLogos.createdAt), desc(partnerLogos.id))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<PartnerLogoRecord | undefined> {
      const [row] = await db.select(columns).from(partnerLogos).where(eq(partnerLogos.id, id));
      return row;
    },

    /** Whether the image is one of the partner's logos. */
    async isLogoImage(partnerId: number, imageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: partnerLogos.id })
        .from(partnerLogos)
        .where(and(eq(partnerLogos.partnerId, partnerId), eq(partnerLogos.imageId, imageId)));
      return row !== undefined;
    },

    /** Deletes an image of the partner, and so the logo that shows it; false when none was. */
    async deleteImage(partnerId: number, imageId: string): Promise<boolean> {
      const deleted = await db
        .delete(images)
        .where(and(eq(images.id, imageId), eq(images.customerId, partnerId)))
        .returning({ id: images.id });
      return deleted.length > 0;
    },
  };
}
