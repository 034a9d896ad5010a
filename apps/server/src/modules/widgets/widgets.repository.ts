import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  alarms,
  equipment,
  equipmentLibraries,
  sensors,
  snmpTraps,
  timers,
  views,
  widgetSensors,
  widgets,
} from '../../db/schema.js';

export type WidgetRow = typeof widgets.$inferSelect;
export type TimerRow = typeof timers.$inferSelect;
/** A widget's own columns as a write sets them. */
export type WidgetValues = Omit<
  typeof widgets.$inferInsert,
  'id' | 'viewId' | 'customerId' | 'createdAt' | 'updatedAt'
>;
/** A timer as written: `id` updates that timer of the widget, none inserts a new one. */
export type TimerValues = Omit<typeof timers.$inferInsert, 'id' | 'widgetId' | 'customerId'> & {
  id?: number | undefined;
};

export interface WidgetRecord {
  row: WidgetRow;
  viewName: string;
  /** In the widget's order. */
  sensors: { id: number; disconnected: boolean }[];
  /** In the widget's order. */
  timers: TimerRow[];
}

/** Turns a view's stored layout into the next one, given the widget the write is about. */
export type LayoutChange = (layout: unknown, widgetId: number) => Record<string, unknown>;

type Tx = Database;

async function changeLayout(tx: Tx, viewId: number, widgetId: number, change: LayoutChange) {
  // Locked so that a concurrent widget write or layout save cannot lose this change.
  const [view] = await tx
    .select({ layout: views.layout })
    .from(views)
    .where(eq(views.id, viewId))
    .for('update');
  if (!view) throw new Error(`view ${viewId} vanished`);
  await tx
    .update(views)
    .set({ layout: change(view.layout, widgetId), updatedAt: new Date() })
    .where(eq(views.id, viewId));
}

async function writeSensors(tx: Tx, widgetId: number, sensorIds: readonly number[]) {
  await tx.delete(widgetSensors).where(eq(widgetSensors.widgetId, widgetId));
  if (sensorIds.length === 0) return;
  await tx
    .insert(widgetSensors)
    .values(sensorIds.map((sensorId, position) => ({ widgetId, sensorId, position })));
}

async function writeTimers(
  tx: Tx,
  widget: { id: number; customerId: number },
  list: readonly TimerValues[],
) {
  const kept = list.flatMap((timer) => (timer.id === undefined ? [] : [timer.id]));
  await tx
    .delete(timers)
    .where(
      and(
        eq(timers.widgetId, widget.id),
        kept.length > 0 ? notInArray(timers.id, kept) : undefined,
      ),
    );
  const fresh: (typeof timers.$inferInsert)[] = [];
  for (const { id, ...values } of list) {
    if (id === undefined) {
      fresh.push({ ...values, widgetId: widget.id, customerId: widget.customerId });
    } else {
      await tx
        .update(timers)
        .set(values)
        .where(and(eq(timers.id, id), eq(timers.widgetId, widget.id)));
    }
  }
  if (fresh.length > 0) await tx.insert(timers).values(fresh);
}

/** A widget to insert, with its sensors (in order) and timers. */
export interface NewWidget {
  values: WidgetValues;
  sensorIds: readonly number[];
  timers: readonly Omit<TimerValues, 'id'>[];
}

/**
 * Inserts widgets of one view with their sensors and timers in three statements whatever their
 * number (a view stamped from a template), and returns their ids in the order given. The caller
 * places them in the view's layout, in the same transaction.
 */
export async function insertWidgets(
  tx: Executor,
  target: { viewId: number; customerId: number },
  list: readonly NewWidget[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(widgets)
    .values(list.map((widget) => ({ ...widget.values, ...target })))
    .returning({ id: widgets.id });
  // Identity values are drawn row by row in the order given: sorted, the ids follow the list.
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const sensorRows = list.flatMap((widget, index) =>
    widget.sensorIds.map((sensorId, position) => ({ widgetId: ids[index]!, sensorId, position })),
  );
  if (sensorRows.length > 0) await tx.insert(widgetSensors).values(sensorRows);
  const timerRows = list.flatMap((widget, index) =>
    widget.timers.map((timer) => ({
      ...timer,
      widgetId: ids[index]!,
      customerId: target.customerId,
    })),
  );
  if (timerRows.length > 0) await tx.insert(timers).values(timerRows);
  return ids;
}

export function createWidgetsRepository(db: Database) {
  async function records(where: SQL): Promise<WidgetRecord[]> {
    const rows = await db
      .select({ row: widgets, viewName: views.name })
      .from(widgets)
      .innerJoin(views, eq(views.id, widgets.viewId))
      .where(where)
      .orderBy(asc(widgets.id));
    if (rows.length === 0) return [];
    const ids = rows.map(({ row }) => row.id);
    const [sensorRows, timerRows] = await Promise.all([
      db
        .select({
          widgetId: widgetSensors.widgetId,
          id: sensors.id,
          disconnected: sensors.disconnected,
        })
        .from(widgetSensors)
        .innerJoin(sensors, eq(sensors.id, widgetSensors.sensorId))
        .where(inArray(widgetSensors.widgetId, ids))
        .orderBy(asc(widgetSensors.widgetId), asc(widgetSensors.position)),
      db
        .select()
        .from(timers)
        .where(inArray(timers.widgetId, ids))
        .orderBy(asc(timers.widgetId), asc(timers.position), asc(timers.id)),
    ]);
    return rows.map(({ row, viewName }) => ({
      row,
      viewName,
      sensors: sensorRows
        .filter((s) => s.widgetId === row.id)
        .map(({ id, disconnected }) => ({ id, disconnected })),
      timers: timerRows.filter((t) => t.widgetId === row.id),
    }));
  }

  return {
    async viewIdByName(customerId: number, name: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: views.id })
        .from(views)
        .where(and(eq(views.customerId, customerId), sql`lower(${views.name}) = lower(${name})`));
      return row?.id;
    },

    listByView: (viewId: number) => records(eq(widgets.viewId, viewId)),

    /** The widgets of several views, in id order. */
    listByViews: (viewIds: number[]) =>
      viewIds.length === 0 ? Promise.resolve([]) : records(inArray(widgets.viewId, viewIds)),

    listByIds: (ids: number[]) =>
      ids.length === 0 ? Promise.resolve([]) : records(inArray(widgets.id, ids)),

    /** Which view each widget is on; missing widgets are left out. */
    async viewsOf(ids: number[]): Promise<{ id: number; viewId: number }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: widgets.id, viewId: widgets.viewId })
        .from(widgets)
        .where(inArray(widgets.id, ids));
    },

    async timerById(id: number): Promise<(TimerRow & { viewId: number }) | undefined> {
      const [row] = await db
        .select({ timer: timers, viewId: widgets.viewId })
        .from(timers)
        .innerJoin(widgets, eq(widgets.id, timers.widgetId))
        .where(eq(timers.id, id));
      return row ? { ...row.timer, viewId: row.viewId } : undefined;
    },

    async timersOf(widgetIds: number[]): Promise<TimerRow[]> {
      if (widgetIds.length === 0) return [];
      return db
        .select()
        .from(timers)
        .where(inArray(timers.widgetId, widgetIds))
        .orderBy(asc(timers.widgetId), asc(timers.position), asc(timers.id));
    },

    /** The distinct sensors of the widgets. */
    async sensorIdsOf(widgetIds: number[]): Promise<number[]> {
      if (widgetIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: widgetSensors.sensorId })
        .from(widgetSensors)
        .where(inArray(widgetSensors.widgetId, widgetIds));
      return rows.map((row) => row.id);
    },

    async equipmentById(id: number) {
      const [row] = await db
        .select({
          id: equipment.id,
          customerId: equipment.customerId,
          networkId: equipment.networkId,
          ip: equipment.ip,
        })
        .from(equipment)
        .where(eq(equipment.id, id));
      return row;
    },

    /** Adds a widget with its sensors and timers, and places it in its view's layout. */
    async create(
      target: { viewId: number; customerId: number },
      values: WidgetValues,
      sensorIds: readonly number[],
      timerList: readonly TimerValues[],
      layout: LayoutChange,
    ): Promise<number> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Tx;
        const [row] = await tx
          .insert(widgets)
          .values({ ...values, ...target })
          .returning({ id: widgets.id });
        if (!row) throw new Error('insert into widgets returned nothing');
        await writeSensors(tx, row.id, sensorIds);
        await writeTimers(tx, { id: row.id, customerId: target.customerId }, timerList);
        await changeLayout(tx, target.viewId, row.id, layout);
        return row.id;
      });
    },

    /** Rewrites a widget; sensors and timers are replaced when given. */
    async update(
      widget: { id: number; customerId: number },
      change: {
        values?: Partial<WidgetValues> | undefined;
        sensorIds?: readonly number[] | undefined;
        timers?: readonly TimerValues[] | undefined;
      },
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Tx;
        await tx
          .update(widgets)
          .set({ ...change.values, updatedAt: new Date() })
          .where(eq(widgets.id, widget.id));
        if (change.sensorIds) await writeSensors(tx, widget.id, change.sensorIds);
        if (change.timers) await writeTimers(tx, widget, change.timers);
      });
    },

    /** Deletes a widget (its sensors and timers go with it) and its place in the layout. */
    async remove(widget: { id: number; viewId: number }, layout: LayoutChange): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Tx;
        const deleted = await tx
          .delete(widgets)
          .where(eq(widgets.id, widget.id))
          .returning({ id: widgets.id });
        if (deleted.length === 0) return false;
        await changeLayout(tx, widget.viewId, widget.id, layout);
        return true;
      });
    },

    async setTimerClock(id: number, clock: { resetAt: Date; expiresAt: Date }) {
      const [row] = await db.update(timers).set(clock).where(eq(timers.id, id)).returning();
      return row;
    },

    /**
     * Sensors of the view's widgets in warning or error and still connected, newest first.
     * `since` is the sensor's latest status change, else its latest reading.
     */
    /**
     * The open alarms (acknowledged or not) of the sensors the view's widgets show, newest first,
     * with each sensor's latest value: the alarm engine's instances, so a sensor's delay and
     * deadband count, and `since` is when the alarm opened.
     */
    async openAlarms(viewId: number) {
      const onView = db
        .select({ id: widgetSensors.sensorId })
        .from(widgetSensors)
        .innerJoin(widgets, eq(widgets.id, widgetSensors.widgetId))
        .where(eq(widgets.viewId, viewId));
      const rows = await db
        .select({
          id: sensors.id,
          name: sensors.name,
          equipmentId: sensors.equipmentId,
          equipmentName: equipment.name,
          status: alarms.severity,
          value: sensors.latestValue,
          detail: sensors.latestDetail,
          states: sensors.states,
          unit: sensors.unit,
          since: alarms.openedAt,
        })
        .from(alarms)
        .innerJoin(sensors, eq(sensors.id, alarms.sensorId))
        .innerJoin(equipment, eq(equipment.id, sensors.equipmentId))
        .where(
          and(
            eq(alarms.subjectKind, 'sensor'),
            eq(alarms.phase, 'open'),
            inArray(alarms.sensorId, onView),
            // A sensor that stopped answering shows as disconnected on its own widget.
            eq(sensors.disconnected, false),
          ),
        )
        .orderBy(desc(alarms.openedAt), asc(sensors.id));
      return rows.map((row) => ({ ...row, since: row.since ?? new Date(0) }));
    },

    /** A gateway's traps from one address; an equipment's also by its id. */
    async traps(
      source: { networkId: number; equipmentIp: string; equipmentId?: number | undefined },
      limit: number,
    ) {
      const fromAddress = and(
        eq(snmpTraps.equipmentIp, source.equipmentIp),
        source.equipmentId === undefined ? undefined : isNull(snmpTraps.equipmentId),
      );
      return db
        .select()
        .from(snmpTraps)
        .where(
          and(
            eq(snmpTraps.networkId, source.networkId),
            source.equipmentId === undefined
              ? fromAddress
              : or(eq(snmpTraps.equipmentId, source.equipmentId), fromAddress),
          ),
        )
        .orderBy(desc(snmpTraps.createdAt), desc(snmpTraps.id))
        .limit(limit);
    },

    async equipmentAsset(id: number) {
      const [row] = await db
        .select({
          id: equipment.id,
          customerId: equipment.customerId,
          name: equipment.name,
          protocol: equipment.protocol,
          ip: equipment.ip,
          meta: equipment.meta,
          manufacturer: equipmentLibraries.manufacturer,
          model: equipmentLibraries.model,
        })
        .from(equipment)
        .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
        .where(eq(equipment.id, id));
      return row;
    },
  };
}
