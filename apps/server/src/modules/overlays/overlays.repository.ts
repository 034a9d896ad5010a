import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { heatMaps, images, overlays, overlayViews, views } from '../../db/schema.js';

export type OverlayViewRow = typeof overlayViews.$inferSelect;
export type OverlayRow = typeof overlays.$inferSelect;
export type HeatMapRow = typeof heatMaps.$inferSelect;

/** An overlay as saveOverlays writes it; `heatMap` is an index into the heat maps written. */
export type OverlayWrite = Omit<
  typeof overlays.$inferInsert,
  'id' | 'viewId' | 'heatMapId' | 'position'
> & {
  id?: number | undefined;
  heatMap: number | null;
};
export type HeatMapWrite = Omit<typeof heatMaps.$inferInsert, 'id' | 'viewId'> & {
  id?: number | undefined;
};

export function createOverlaysRepository(db: Database) {
  return {
    /** The overlay view part of a view, or undefined for a view of another type. */
    async byViewId(viewId: number): Promise<OverlayViewRow | undefined> {
      const [row] = await db.select().from(overlayViews).where(eq(overlayViews.viewId, viewId));
      return row;
    },

    /** The view's overlays in their order, and its heat maps by id. */
    async contentsOf(viewId: number): Promise<{ overlays: OverlayRow[]; heatMaps: HeatMapRow[] }> {
      const [overlayRows, heatMapRows] = await Promise.all([
        db
          .select()
          .from(overlays)
          .where(eq(overlays.viewId, viewId))
          .orderBy(asc(overlays.position), asc(overlays.id)),
        db.select().from(heatMaps).where(eq(heatMaps.viewId, viewId)).orderBy(asc(heatMaps.id)),
      ]);
      return { overlays: overlayRows, heatMaps: heatMapRows };
    },

    /** The customer an image belongs to, without reading its bytes. */
    async imageCustomer(imageId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ customerId: images.customerId })
        .from(images)
        .where(eq(images.id, imageId));
      return row?.customerId;
    },

    /** A new view of type overlay with its image, in one transaction; returns the view id. */
    async insert(
      view: typeof views.$inferInsert,
      overlayView: Omit<typeof overlayViews.$inferInsert, 'viewId'>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(views).values(view).returning({ id: views.id });
        if (!row) throw new Error('insert into views returned nothing');
        await tx.insert(overlayViews).values({ ...overlayView, viewId: row.id });
        return row.id;
      });
    },

    /** Renames the view (when a name is given) and sets its image or placement. */
    async update(
      viewId: number,
      name: string | undefined,
      values: Partial<Omit<typeof overlayViews.$inferInsert, 'viewId'>>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (name !== undefined) {
          await tx.update(views).set({ name, updatedAt: new Date() }).where(eq(views.id, viewId));
        }
        if (Object.keys(values).length > 0) {
          await tx.update(overlayViews).set(values).where(eq(overlayViews.viewId, viewId));
        }
      });
    },

    /**
     * Makes the view's heat maps and overlays exactly these, in one transaction: rows with an id
     * are updated, rows without are inserted, the view's other rows are deleted. The caller has
     * checked that every id is one of the view's. Overlays are stored at their list position.
     */
    async replaceContents(
      viewId: number,
      overlayWrites: readonly OverlayWrite[],
      heatMapWrites: readonly HeatMapWrite[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const keptMaps = heatMapWrites.flatMap((map) => (map.id === undefined ? [] : [map.id]));
        const keptOverlays = overlayWrites.flatMap((o) => (o.id === undefined ? [] : [o.id]));
        await tx
          .delete(overlays)
          .where(
            keptOverlays.length
              ? and(eq(overlays.viewId, viewId), notInArray(overlays.id, keptOverlays))
              : eq(overlays.viewId, viewId),
          );
        await tx
          .delete(heatMaps)
          .where(
            keptMaps.length
              ? and(eq(heatMaps.viewId, viewId), notInArray(heatMaps.id, keptMaps))
              : eq(heatMaps.viewId, viewId),
          );
        const mapIds: number[] = [];
        for (const { id, ...values } of heatMapWrites) {
          if (id === undefined) {
            const [row] = await tx
              .insert(heatMaps)
              .values({ ...values, viewId })
              .returning({ id: heatMaps.id });
            if (!row) throw new Error('insert into heat_maps returned nothing');
            mapIds.push(row.id);
          } else {
            await tx
              .update(heatMaps)
              .set(values)
              .where(and(eq(heatMaps.id, id), eq(heatMaps.viewId, viewId)));
            mapIds.push(id);
          }
        }
        for (const [position, { id, heatMap, ...values }] of overlayWrites.entries()) {
          const row = {
            ...values,
            position,
            heatMapId: heatMap === null ? null : (mapIds[heatMap] ?? null),
          };
          if (id === undefined) await tx.insert(overlays).values({ ...row, viewId });
          else {
            await tx
              .update(overlays)
              .set(row)
              .where(and(eq(overlays.id, id), eq(overlays.viewId, viewId)));
          }
        }
        await tx.update(views).set({ updatedAt: new Date() }).where(eq(views.id, viewId));
      });
    },

    /** Of these ids, those of the view's own overlays and heat maps. */
    async idsOfView(
      viewId: number,
      overlayIds: readonly number[],
      heatMapIds: readonly number[],
    ): Promise<{ overlays: number[]; heatMaps: number[] }> {
      const [overlayRows, heatMapRows] = await Promise.all([
        overlayIds.length
          ? db
              .select({ id: overlays.id })
              .from(overlays)
              .where(and(eq(overlays.viewId, viewId), inArray(overlays.id, [...overlayIds])))
          : [],
        heatMapIds.length
          ? db
              .select({ id: heatMaps.id })
              .from(heatMaps)
              .where(and(eq(heatMaps.viewId, viewId), inArray(heatMaps.id, [...heatMapIds])))
          : [],
      ]);
      return { overlays: overlayRows.map((r) => r.id), heatMaps: heatMapRows.map((r) => r.id) };
    },
  };
}
