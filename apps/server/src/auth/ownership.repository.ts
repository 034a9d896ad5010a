import { and, eq, exists, gt, inArray, isNull, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  alarms,
  equipment,
  equipmentLibraries,
  gatewayActions,
  modbusPoints,
  modbusTemplates,
  networks,
  overlayViews,
  overlays,
  sensors,
  shareLinks,
  snmpPoints,
  snmpTemplates,
  viewUsers,
  views,
  widgetSensors,
  widgets,
} from '../db/schema.js';

const OWNED = {
  alarm: alarms,
  gateway: networks,
  gatewayAction: gatewayActions,
  equipment,
  sensor: sensors,
  view: views,
  widget: widgets,
} as const;

/**
 * The parts of the equipment libraries whose owner the access layer asks about: a library, a
 * template, or a template's point (owned as its template is). Their owner is a customer, or
 * none for Vigil's built-in ones.
 */
export type LibraryPart =
  'library' | 'modbusTemplate' | 'snmpTemplate' | 'modbusPoint' | 'snmpPoint';

const LIBRARY_TABLES = {
  library: equipmentLibraries,
  modbusTemplate: modbusTemplates,
  snmpTemplate: snmpTemplates,
} as const;

/** A view as access needs it, with the user's grant on it if any. */
export interface ViewGrantRecord {
  id: number;
  customerId: number;
  name: string;
  /** dashboard, asset or overlay. */
  viewType: string;
  creatorId: number | null;
  isPublic: boolean;
  grant: { read: boolean; update: boolean; delete: boolean; share: boolean } | null;
}

/** A share link as a token check needs it. */
export interface ShareLinkRecord {
  id: number;
  viewId: number;
  customerId: number;
  expireAt: Date;
  revokedAt: Date | null;
}

/** The kinds of row whose owning customer the access layer asks about. */
export type OwnedKind = keyof typeof OWNED;
export const OWNED_KINDS = Object.keys(OWNED) as OwnedKind[];

/**
 * Who owns what, for the access layer (auth/access.ts): every "which customer owns these ids"
 * question of every service, the live feed and ingestion is answered here, one query per call.
 */
export function createOwnershipRepository(db: Executor) {
  return {
    /** The owning customer of each id that exists; ids that do not are absent. */
    async customersOf(kind: OwnedKind, ids: readonly number[]): Promise<Map<number, number>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const table = OWNED[kind];
      const rows = await db
        .select({ id: table.id, customerId: table.customerId })
        .from(table)
        .where(inArray(table.id, unique));
      return new Map(rows.map((row) => [row.id, row.customerId]));
    },

    /**
     * The owning customer of each library part that exists (null: built-in); ids that do not
     * exist are absent.
     */
    async libraryOwners(
      part: LibraryPart,
      ids: readonly number[],
    ): Promise<Map<number, number | null>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      let rows: { id: number; customerId: number | null }[];
      if (part === 'modbusPoint' || part === 'snmpPoint') {
        const [points, templates] =
          part === 'modbusPoint'
            ? ([modbusPoints, modbusTemplates] as const)
            : ([snmpPoints, snmpTemplates] as const);
        rows = await db
          .select({ id: points.id, customerId: templates.customerId })
          .from(points)
          .innerJoin(templates, eq(templates.id, points.templateId))
          .where(inArray(points.id, unique));
      } else {
        const table = LIBRARY_TABLES[part];
        rows = await db
          .select({ id: table.id, customerId: table.customerId })
          .from(table)
          .where(inArray(table.id, unique));
      }
      return new Map(rows.map((row) => [row.id, row.customerId]));
    },

    /** The views with the user's grant on each; missing views are left out. */
    async viewsWithGrant(viewIds: number[], userId: number): Promise<ViewGrantRecord[]> {
      if (viewIds.length === 0) return [];
      const rows = await db
        .select({
          id: views.id,
          customerId: views.customerId,
          name: views.name,
          viewType: views.viewType,
          creatorId: views.creatorId,
          isPublic: views.isPublic,
          read: viewUsers.canRead,
          update: viewUsers.canUpdate,
          delete: viewUsers.canDelete,
          share: viewUsers.canShare,
        })
        .from(views)
        .leftJoin(viewUsers, and(eq(viewUsers.viewId, views.id), eq(viewUsers.userId, userId)))
        .where(inArray(views.id, viewIds));
      return rows.map(({ read, update, delete: del, share, ...view }) => ({
        ...view,
        grant: read === null ? null : { read, update: !!update, delete: !!del, share: !!share },
      }));
    },

    /** The share link whose token has this hash, whatever its state; undefined when none. */
    async shareLinkByHash(tokenHash: string): Promise<ShareLinkRecord | undefined> {
      const [row] = await db
        .select({
          id: shareLinks.id,
          viewId: shareLinks.viewId,
          customerId: shareLinks.customerId,
          expireAt: shareLinks.expireAt,
          revokedAt: shareLinks.revokedAt,
        })
        .from(shareLinks)
        .where(eq(shareLinks.tokenHash, tokenHash));
      return row;
    },

    /** Whether a widget of the view shows this equipment (a Trap or Meta widget's own). */
    async viewShowsEquipment(viewId: number, equipmentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: widgets.id })
        .from(widgets)
        .where(and(eq(widgets.viewId, viewId), eq(widgets.equipmentId, equipmentId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Whether the link works at `now` and its view shows the image: an image widget's, or the
     * overlay view's own image.
     */
    async shareLinkShowsImage(linkId: number, imageId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: shareLinks.id })
        .from(shareLinks)
        .where(
          and(
            eq(shareLinks.id, linkId),
            isNull(shareLinks.revokedAt),
            gt(shareLinks.expireAt, now),
            or(
              exists(
                db
                  .select({ id: widgets.id })
                  .from(widgets)
                  .where(and(eq(widgets.viewId, shareLinks.viewId), eq(widgets.imageId, imageId))),
              ),
              exists(
                db
                  .select({ viewId: overlayViews.viewId })
                  .from(overlayViews)
                  .where(
                    and(
                      eq(overlayViews.viewId, shareLinks.viewId),
                      eq(overlayViews.imageId, imageId),
                    ),
                  ),
              ),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The sensors the sensor overlays of an overlay view show (none for other views). */
    async overlaySensorsOfView(viewId: number): Promise<number[]> {
      const rows = await db
        .select({ sensorId: overlays.sensorId })
        .from(overlays)
        .where(and(eq(overlays.viewId, viewId), isNotNull(overlays.sensorId)));
      return [...new Set(rows.flatMap((row) => (row.sensorId === null ? [] : [row.sensorId])))];
    },

    /**
     * The widgets of a view (those among widgetIds when given), each with its sensors in the
     * widget's order; widgets of other views are left out.
     */
    async widgetsOfView(viewId: number, widgetIds?: readonly number[]) {
      if (widgetIds?.length === 0) return new Map<number, number[]>();
      const rows = await db
        .select({ id: widgets.id, sensorId: widgetSensors.sensorId })
        .from(widgets)
        .leftJoin(widgetSensors, eq(widgetSensors.widgetId, widgets.id))
        .where(
          and(
            eq(widgets.viewId, viewId),
            widgetIds === undefined ? undefined : inArray(widgets.id, [...new Set(widgetIds)]),
          ),
        )
        .orderBy(widgets.id, widgetSensors.position);
      const sensorsByWidget = new Map<number, number[]>();
      for (const row of rows) {
        const list = sensorsByWidget.get(row.id) ?? [];
        if (row.sensorId !== null) list.push(row.sensorId);
        sensorsByWidget.set(row.id, list);
      }
      return sensorsByWidget;
    },

    /** The sensors a gateway owns, with what ingestion needs to colour their readings. */
    async sensorsOfGateway(gatewayId: number) {
      return db
        .select({
          id: sensors.id,
          customerId: sensors.customerId,
          equipmentId: sensors.equipmentId,
          greenTo: sensors.greenTo,
          yellowTo: sensors.yellowTo,
          states: sensors.states,
          conditions: sensors.conditions,
          deadband: sensors.deadband,
          delay: sensors.delay,
        })
        .from(sensors)
        .where(eq(sensors.networkId, gatewayId));
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
