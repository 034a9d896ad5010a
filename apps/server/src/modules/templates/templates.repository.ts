import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import {
  equipment,
  equipmentLibraries,
  images,
  modbusPoints,
  sensors,
  snmpPoints,
  templateEquipment,
  templateTimers,
  templateViews,
  templateWidgetRegisters,
  templateWidgets,
  templates,
  views,
  widgets,
} from '../../db/schema.js';
import { numberArray } from '../../db/sqlArrays.js';
import type { NewSensorFromPoint } from '../sensors/sensorFromPoint.js';
import {
  createSensorsRepository,
  type SavedSensorChanges,
  type SensorTarget,
  type SensorUpdate,
} from '../sensors/sensors.repository.js';
import { createViewsRepository } from '../views/views.repository.js';
import {
  createWidgetsRepository,
  insertWidgets,
  type TimerValues,
  type WidgetValues,
} from '../widgets/widgets.repository.js';
import type {
  TemplateThresholds,
  TemplateTimerFields,
  TemplateWidgetFields,
} from './templateContent.js';

const intArray = (list: readonly number[]) => sql`${numberArray(list)}::int[]`;
/** Epoch milliseconds as a float8: both drivers parse it as a number, unlike timestamptz. */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** What the templates list filters on; undefined filters nothing. */
export interface TemplateFilter {
  customerIds: number[] | 'all';
  ids?: number[] | undefined;
  /** A part of the name. */
  query?: string | undefined;
  /** Templates with a slot that these devices (of these customers) fit: library and protocol. */
  fitting?: { equipmentIds: number[]; customerIds: number[] | 'all' } | undefined;
  isDefault?: boolean | undefined;
  /** Templates with a slot of this protocol (any case). */
  protocol?: string | undefined;
  /** Templates with no slot. */
  noEquipment?: boolean | undefined;
  /** Listed (first) whatever the other filters, when in the customers. */
  includeId?: number | undefined;
}

/** A template as lists show it, with its counts; total is the count of the whole search. */
export interface TemplateRow {
  id: number;
  customerId: number;
  name: string;
  layout: unknown;
  trendV2: boolean;
  sourceViewId: number | null;
  isDefault: boolean;
  /** Epoch ms. */
  createdAt: number;
  ownerName: string;
  viewCount: number;
  outOfSyncViewCount: number;
  widgetCount: number;
  total: number;
}

/** One equipment slot of a template, with its library's names. */
export interface SlotRow {
  templateId: number;
  position: number;
  name: string;
  libraryId: number;
  protocol: string;
  oidVars: { letter: string; value: string }[];
  manufacturer: string;
  model: string;
}

/** A device as templates need it: where it is, its library and what it is polled with. */
export interface DeviceRow {
  id: number;
  customerId: number;
  networkId: number;
  name: string;
  libraryId: number;
  protocol: string;
  oidVars: { letter: string; value: string }[];
  modbusTemplateId: number | null;
  snmpTemplateId: number | null;
}

/** One register a template widget reads, in the widget's order. */
export interface RegisterRow {
  templateWidgetId: number;
  position: number;
  slot: number;
  modbusPointId: number | null;
  snmpPointId: number | null;
  thresholds: TemplateThresholds | null;
}

/** A template's widgets, registers, timers and slots: what stamping and drift read. */
export interface TemplateContent {
  layout: unknown;
  trendV2: boolean;
  slots: SlotRow[];
  widgets: { id: number; fields: TemplateWidgetFields }[];
  registers: RegisterRow[];
  timers: (TemplateTimerFields & { id: number; templateWidgetId: number; position: number })[];
}

/** A new template, all or nothing. */
export interface NewTemplate {
  customerId: number;
  name: string;
  trendV2: boolean;
  sourceViewId: number;
  isDefault: boolean;
  createdBy: number;
  slots: { name: string; libraryId: number; protocol: string; oidVars: SlotRow['oidVars'] }[];
  widgets: {
    fields: TemplateWidgetFields;
    registers: Omit<RegisterRow, 'templateWidgetId' | 'position'>[];
    timers: TemplateTimerFields[];
  }[];
  /** The template's layout, given its widgets' ids in the order of `widgets`. */
  layout: (widgetIds: readonly number[]) => Record<string, unknown>;
}

/** A register on a device: the device's sensor of that point is the one a widget reads. */
export interface PointOnDevice {
  equipmentId: number;
  modbusPointId: number | null;
  snmpPointId: number | null;
}

/** The widgets, sensors and layout a view gets from its template on its devices. */
export interface StampPlan {
  templateId: number;
  /** The devices, in slot order. */
  equipmentIds: number[];
  widgets: {
    templateWidgetId: number;
    values: WidgetValues;
    points: PointOnDevice[];
    timers: Omit<TimerValues, 'id'>[];
  }[];
  /** The view's layout, given each template widget's new widget id. */
  layout: (widgetIds: ReadonlyMap<number, number>) => Record<string, unknown>;
}

/** Sensors to add to one device, and its sensors' settings to change (Manage Sensors' save). */
export interface SensorWork {
  target: SensorTarget;
  inserts: NewSensorFromPoint[];
  updates: SensorUpdate[];
}

/** A stamped view of a template. */
export interface StampedViewRow {
  viewId: number;
  customerId: number;
  name: string;
  layout: unknown;
  equipmentIds: number[];
  outOfSync: boolean;
}

/** The key a sensor is found by: its device and the point it monitors. */
export const pointKey = (point: PointOnDevice) =>
  point.modbusPointId !== null
    ? `${point.equipmentId}:M${point.modbusPointId}`
    : `${point.equipmentId}:S${point.snmpPointId}`;

/** The devices' sensors, by pointKey. */
async function sensorsOnDevices(db: Executor, equipmentIds: readonly number[]) {
  const byPoint = new Map<string, number>();
  if (equipmentIds.length === 0) return byPoint;
  const rows = await db
    .select({
      id: sensors.id,
      equipmentId: sensors.equipmentId,
      modbusPointId: sensors.modbusPointId,
      snmpPointId: sensors.snmpPointId,
    })
    .from(sensors)
    .where(inArray(sensors.equipmentId, [...new Set(equipmentIds)]));
  for (const row of rows) byPoint.set(pointKey(row), row.id);
  return byPoint;
}

/** Manage Sensors' save for each device, inside the caller's transaction. */
async function runSensorWork(tx: Database, work: readonly SensorWork[]) {
  const saved: SavedSensorChanges[] = [];
  for (const item of work) {
    saved.push(
      await createSensorsRepository(tx).saveChanges(item.target, {
        inserts: item.inserts,
        updates: item.updates,
        deleteIds: [],
      }),
    );
  }
  return saved;
}

/**
 * Writes a view's widgets (with their sensors and timers) and layout from the plan, then its
 * template_views row, in sync: last, since the migration's triggers mark the view out of sync
 * on every widget and layout write before it.
 */
async function writeStamp(tx: Database, view: { id: number; customerId: number }, plan: StampPlan) {
  const sensorOf = await sensorsOnDevices(tx, plan.equipmentIds);
  const ids = await insertWidgets(
    tx,
    { viewId: view.id, customerId: view.customerId },
    plan.widgets.map((widget) => ({
      values: { ...widget.values, templateWidgetId: widget.templateWidgetId },
      sensorIds: widget.points.map((point) => {
        const id = sensorOf.get(pointKey(point));
        // The service added every missing sensor in this transaction: none can be missing here.
        if (id === undefined) throw new Error(`no sensor for ${pointKey(point)}`);
        return id;
      }),
      timers: widget.timers,
    })),
  );
  const byTemplateWidget = new Map(
    plan.widgets.map((widget, index) => [widget.templateWidgetId, ids[index]!]),
  );
  await tx
    .update(views)
    .set({ layout: plan.layout(byTemplateWidget), updatedAt: new Date() })
    .where(eq(views.id, view.id));
  await tx
    .insert(templateViews)
    .values({
      viewId: view.id,
      templateId: plan.templateId,
      equipmentIds: plan.equipmentIds,
      outOfSync: false,
    })
    .onConflictDoUpdate({
      target: templateViews.viewId,
      set: {
        templateId: plan.templateId,
        equipmentIds: plan.equipmentIds,
        outOfSync: false,
        syncedAt: sql`now()`,
      },
    });
}

/** The devices of these ids that exist. */
async function devices(db: Executor, ids: readonly number[]): Promise<DeviceRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({
      id: equipment.id,
      customerId: equipment.customerId,
      networkId: equipment.networkId,
      name: equipment.name,
      libraryId: equipment.libraryId,
      protocol: equipment.protocol,
      oidVars: equipment.oidVars,
      modbusTemplateId: equipmentLibraries.modbusTemplateId,
      snmpTemplateId: equipmentLibraries.snmpTemplateId,
    })
    .from(equipment)
    .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
    .where(inArray(equipment.id, unique));
}

/** The templates' slots, in slot order, with their libraries' names. */
async function slotsOf(db: Executor, templateIds: readonly number[]): Promise<SlotRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .select({
      templateId: templateEquipment.templateId,
      position: templateEquipment.position,
      name: templateEquipment.name,
      libraryId: templateEquipment.libraryId,
      protocol: templateEquipment.protocol,
      oidVars: templateEquipment.oidVars,
      manufacturer: equipmentLibraries.manufacturer,
      model: equipmentLibraries.model,
    })
    .from(templateEquipment)
    .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, templateEquipment.libraryId))
    .where(inArray(templateEquipment.templateId, [...templateIds]))
    .orderBy(asc(templateEquipment.templateId), asc(templateEquipment.position));
}

async function timersOf(db: Executor, templateWidgetIds: readonly number[]) {
  if (templateWidgetIds.length === 0) return [];
  return db
    .select({
      id: templateTimers.id,
      templateWidgetId: templateTimers.templateWidgetId,
      position: templateTimers.position,
      name: templateTimers.name,
      greenTo: templateTimers.greenTo,
      yellowTo: templateTimers.yellowTo,
      redTo: templateTimers.redTo,
      repeatInterval: templateTimers.repeatInterval,
      warnBefore: templateTimers.warnBefore,
    })
    .from(templateTimers)
    .where(inArray(templateTimers.templateWidgetId, [...templateWidgetIds]))
    .orderBy(asc(templateTimers.templateWidgetId), asc(templateTimers.position));
}

function whereOf(filter: TemplateFilter): SQL {
  const scope =
    filter.customerIds === 'all'
      ? sql`true`
      : sql`t.customer_id = any(${intArray(filter.customerIds)})`;
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(sql`t.id = any(${intArray(filter.ids)})`);
  if (filter.query) conditions.push(sql`t.name ilike ${`%${escapeLike(filter.query)}%`}`);
  if (filter.isDefault) conditions.push(sql`t.is_default`);
  if (filter.protocol) {
    conditions.push(sql`exists (select 1 from template_equipment te where te.template_id = t.id
      and lower(te.protocol) = lower(${filter.protocol}))`);
  }
  if (filter.noEquipment) {
    conditions.push(
      sql`not exists (select 1 from template_equipment te where te.template_id = t.id)`,
    );
  }
  if (filter.fitting) {
    const devices = filter.fitting.customerIds;
    conditions.push(sql`exists (select 1 from template_equipment te
      join equipment e on e.library_id = te.library_id and lower(e.protocol) = lower(te.protocol)
      where te.template_id = t.id and e.id = any(${intArray(filter.fitting.equipmentIds)})
        and ${devices === 'all' ? sql`true` : sql`e.customer_id = any(${intArray(devices)})`})`);
  }
  const filtered = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const included =
    filter.includeId === undefined ? filtered : sql`(${filtered} or t.id = ${filter.includeId})`;
  return sql`${scope} and ${included}`;
}

export function createTemplatesRepository(db: Database) {
  return {
    devices: (ids: readonly number[]) => devices(db, ids),
    slotsOf: (templateIds: readonly number[]) => slotsOf(db, templateIds),
    timersOf: (templateWidgetIds: readonly number[]) => timersOf(db, templateWidgetIds),

    /** A view as newTemplate captures it: its widgets, their sensors and the devices read. */
    async viewSource(viewId: number) {
      const [view] = await db
        .select({
          id: views.id,
          customerId: views.customerId,
          layout: views.layout,
          trendV2: views.trendV2,
        })
        .from(views)
        .where(eq(views.id, viewId));
      if (!view) return undefined;
      const widgetRecords = await createWidgetsRepository(db).listByView(viewId);
      const sensorIds = [...new Set(widgetRecords.flatMap((w) => w.sensors.map((s) => s.id)))];
      const sensorRows =
        sensorIds.length === 0
          ? []
          : await db.select().from(sensors).where(inArray(sensors.id, sensorIds));
      const equipmentIds = [
        ...sensorRows.map((s) => s.equipmentId),
        ...widgetRecords.flatMap((w) => (w.row.equipmentId === null ? [] : [w.row.equipmentId])),
      ];
      return {
        view,
        widgets: widgetRecords,
        sensors: new Map(sensorRows.map((row) => [row.id, row])),
        devices: await devices(db, equipmentIds),
      };
    },

    async nameTaken(customerId: number, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(
          and(eq(templates.customerId, customerId), sql`lower(${templates.name}) = lower(${name})`),
        );
      return row !== undefined;
    },

    /**
     * Inserts a template with its slots, widgets, registers and timers in one transaction; a
     * default one stops the customer's other templates sharing a slot library being default.
     */
    async insert(input: NewTemplate): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(templates)
          .values({
            customerId: input.customerId,
            name: input.name,
            trendV2: input.trendV2,
            sourceViewId: input.sourceViewId,
            isDefault: input.isDefault,
            createdBy: input.createdBy,
          })
          .returning({ id: templates.id });
        if (!row) throw new Error('insert into templates returned nothing');
        const templateId = row.id;
        if (input.slots.length > 0) {
          await tx
            .insert(templateEquipment)
            .values(input.slots.map((slot, position) => ({ ...slot, templateId, position })));
        }
        let widgetIds: number[] = [];
        if (input.widgets.length > 0) {
          const rows = await tx
            .insert(templateWidgets)
            .values(input.widgets.map((widget) => ({ templateId, fields: widget.fields })))
            .returning({ id: templateWidgets.id });
          // Identity values are drawn in the order of the rows.
          widgetIds = rows.map((r) => r.id).sort((a, b) => a - b);
          const registers = input.widgets.flatMap((widget, index) =>
            widget.registers.map((register, position) => ({
              ...register,
              thresholds: register.thresholds as Record<string, unknown> | null,
              templateWidgetId: widgetIds[index]!,
              position,
            })),
          );
          if (registers.length > 0) await tx.insert(templateWidgetRegisters).values(registers);
          const timers = input.widgets.flatMap((widget, index) =>
            widget.timers.map((timer, position) => ({
              ...timer,
              templateWidgetId: widgetIds[index]!,
              position,
            })),
          );
          if (timers.length > 0) await tx.insert(templateTimers).values(timers);
        }
        await tx
          .update(templates)
          .set({ layout: input.layout(widgetIds) })
          .where(eq(templates.id, templateId));
        const libraries = [...new Set(input.slots.map((slot) => slot.libraryId))];
        if (input.isDefault && libraries.length > 0) {
          await tx.execute(sql`
            update templates t set is_default = false
            where t.customer_id = ${input.customerId} and t.id <> ${templateId} and t.is_default
              and exists (select 1 from template_equipment te where te.template_id = t.id
                and te.library_id = any(${intArray(libraries)}))`);
        }
        return templateId;
      });
    },

    /** A page of templates, newest first (the included one first of all), with their counts. */
    async page(filter: TemplateFilter, page: { limit: number; offset: number }) {
      const rows = await queryRows<TemplateRow>(
        db,
        sql`
        select t.id, t.customer_id as "customerId", t.name, t.layout, t.trend_v2 as "trendV2",
          t.source_view_id as "sourceViewId", t.is_default as "isDefault",
          ${epochMs(sql`t.created_at`)} as "createdAt", a.name as "ownerName",
          (select count(*)::int from template_views tv where tv.template_id = t.id) as "viewCount",
          (select count(*)::int from template_views tv
            where tv.template_id = t.id and tv.out_of_sync) as "outOfSyncViewCount",
          (select count(*)::int from template_widgets tw where tw.template_id = t.id)
            as "widgetCount",
          (count(*) over ())::int as total
        from templates t
        join accounts a on a.id = t.customer_id
        where ${whereOf(filter)}
        order by ${filter.includeId === undefined ? sql`` : sql`(t.id = ${filter.includeId}) desc,`}
          t.created_at desc, t.id desc
        limit ${page.limit} offset ${page.offset}`,
      );
      return rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
    },

    /** Per template and slot, the distinct registers its widgets read, in id order. */
    async registersBySlot(templateIds: readonly number[]) {
      if (templateIds.length === 0) return [];
      return queryRows<{ templateId: number; slot: number; registerIds: number[] }>(
        db,
        sql`
        select tw.template_id as "templateId", r.slot,
          array_agg(distinct coalesce(r.modbus_point_id, r.snmp_point_id)
            order by coalesce(r.modbus_point_id, r.snmp_point_id)) as "registerIds"
        from template_widget_registers r
        join template_widgets tw on tw.id = r.template_widget_id
        where tw.template_id = any(${intArray(templateIds)})
        group by tw.template_id, r.slot`,
      );
    },

    /** A template's widgets (in id order), registers, timers and slots. */
    async content(templateId: number): Promise<TemplateContent | undefined> {
      const [template] = await db
        .select({ layout: templates.layout, trendV2: templates.trendV2 })
        .from(templates)
        .where(eq(templates.id, templateId));
      if (!template) return undefined;
      const widgetRows = await db
        .select({ id: templateWidgets.id, fields: templateWidgets.fields })
        .from(templateWidgets)
        .where(eq(templateWidgets.templateId, templateId))
        .orderBy(asc(templateWidgets.id));
      const ids = widgetRows.map((w) => w.id);
      const [registers, timers, slots] = await Promise.all([
        ids.length === 0
          ? Promise.resolve([])
          : db
              .select()
              .from(templateWidgetRegisters)
              .where(inArray(templateWidgetRegisters.templateWidgetId, ids))
              .orderBy(
                asc(templateWidgetRegisters.templateWidgetId),
                asc(templateWidgetRegisters.position),
              ),
        timersOf(db, ids),
        slotsOf(db, [templateId]),
      ]);
      return {
        layout: template.layout,
        trendV2: template.trendV2,
        slots,
        widgets: widgetRows.map((w) => ({
          id: w.id,
          fields: w.fields as TemplateWidgetFields,
        })),
        registers: registers.map((r) => ({
          ...r,
          thresholds: r.thresholds as TemplateThresholds | null,
        })),
        timers,
      };
    },

    /** The template of each template widget that exists. */
    async templatesOfWidgets(widgetIds: readonly number[]) {
      if (widgetIds.length === 0) return [];
      return db
        .select({
          id: templateWidgets.id,
          templateId: templateWidgets.templateId,
          customerId: templates.customerId,
        })
        .from(templateWidgets)
        .innerJoin(templates, eq(templates.id, templateWidgets.templateId))
        .where(inArray(templateWidgets.id, [...widgetIds]));
    },

    /**
     * Registers of a template's slots with their names and units: those the widgets given read
     * (one row per widget and register, in the widget's order), or with no widgets given those
     * every widget reads and then each slot's registers no widget reads (no widget).
     */
    async registers(templateId: number, widgetIds: readonly number[] | undefined) {
      const read = sql`
        select r.template_widget_id as "widgetId", r.slot as "order",
          coalesce(r.modbus_point_id, r.snmp_point_id) as "registerId",
          coalesce(mp.name, sp.name) as name, coalesce(mp.unit, sp.unit) as unit,
          case when r.modbus_point_id is null then 'SNMP' else 'Modbus' end as protocol,
          0 as part, r.template_widget_id as k1, r.position as k2
        from template_widget_registers r
        join template_widgets tw on tw.id = r.template_widget_id
        left join modbus_points mp on mp.id = r.modbus_point_id
        left join snmp_points sp on sp.id = r.snmp_point_id
        where tw.template_id = ${templateId}
          ${widgetIds === undefined ? sql`` : sql`and tw.id = any(${intArray(widgetIds)})`}`;
      const unread = (kind: 'modbus' | 'snmp') => {
        const points = kind === 'modbus' ? sql`modbus_points` : sql`snmp_points`;
        const column = kind === 'modbus' ? sql`modbus_point_id` : sql`snmp_point_id`;
        const libraryTemplate = kind === 'modbus' ? sql`modbus_template_id` : sql`snmp_template_id`;
        return sql`
        select null::int, te.position, p.id, p.name, p.unit, te.protocol, 1, te.position, p.position
        from template_equipment te
        join equipment_libraries l on l.id = te.library_id
        join ${points} p on p.template_id = l.${libraryTemplate}
        where te.template_id = ${templateId}
          and lower(te.protocol) = ${kind === 'modbus' ? 'modbus' : 'snmp'}
          and not exists (select 1 from template_widget_registers r
            join template_widgets tw on tw.id = r.template_widget_id
            where tw.template_id = te.template_id and r.slot = te.position and r.${column} = p.id)`;
      };
      const query =
        widgetIds === undefined
          ? sql`${read} union all ${unread('modbus')} union all ${unread('snmp')}`
          : read;
      return queryRows<{
        widgetId: number | null;
        order: number;
        registerId: number;
        name: string;
        unit: string | null;
        protocol: string;
      }>(
        db,
        sql`select "widgetId", "order", "registerId", name, unit, protocol
        from (${query}) q order by part, k1, k2`,
      );
    },

    /** Of these images, those of the customer that exist. */
    async existingImages(customerId: number, ids: readonly string[]): Promise<Set<string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Set();
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.customerId, customerId), inArray(images.id, unique)));
      return new Set(rows.map((row) => row.id));
    },

    /** The devices' sensors, by pointKey. */
    sensorsOnDevices: (equipmentIds: readonly number[]) => sensorsOnDevices(db, equipmentIds),

    /** Library points of these ids, with the template each belongs to. */
    async points(modbusIds: readonly number[], snmpIds: readonly number[]) {
      const [modbus, snmp] = await Promise.all([
        modbusIds.length === 0
          ? Promise.resolve([])
          : db
              .select()
              .from(modbusPoints)
              .where(inArray(modbusPoints.id, [...modbusIds])),
        snmpIds.length === 0
          ? Promise.resolve([])
          : db
              .select()
              .from(snmpPoints)
              .where(inArray(snmpPoints.id, [...snmpIds])),
      ]);
      return { modbus, snmp };
    },

    /**
     * Creates a view stamped from a template, in one transaction: the view with its tags and
     * users (as newView inserts them), the devices' missing sensors and new settings, then the
     * widgets, layout and template_views row.
     */
    async createStampedView(
      view: Parameters<ReturnType<typeof createViewsRepository>['insert']>,
      work: readonly SensorWork[],
      plan: StampPlan,
    ): Promise<{ viewId: number; saved: SavedSensorChanges[] }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const viewId = await createViewsRepository(tx).insert(...view);
        const saved = await runSensorWork(tx, work);
        await writeStamp(tx, { id: viewId, customerId: view[0].customerId }, plan);
        return { viewId, saved };
      });
    },

    /**
     * Brings a stamped view back to its template in one transaction: its widgets (with their
     * sensors and timers) are made again and its layout set; name, tags, users and alert rules
     * stay. The view is locked first, so a concurrent layout save waits or comes before.
     */
    async reapply(
      view: { id: number; customerId: number },
      work: readonly SensorWork[],
      plan: StampPlan,
    ): Promise<SavedSensorChanges[]> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [locked] = await tx
          .select({ id: views.id })
          .from(views)
          .where(eq(views.id, view.id))
          .for('update');
        if (!locked) throw new Error(`view ${view.id} vanished`);
        const saved = await runSensorWork(tx, work);
        await tx.delete(widgets).where(eq(widgets.viewId, view.id));
        await writeStamp(tx, view, plan);
        return saved;
      });
    },

    /** A template's stamped views: those out of sync, or those of these ids. */
    async stampedViews(
      templateId: number,
      which: { outOfSyncOnly: true } | { viewIds: readonly number[] },
    ): Promise<StampedViewRow[]> {
      if ('viewIds' in which && which.viewIds.length === 0) return [];
      return db
        .select({
          viewId: templateViews.viewId,
          customerId: views.customerId,
          name: views.name,
          layout: views.layout,
          equipmentIds: templateViews.equipmentIds,
          outOfSync: templateViews.outOfSync,
        })
        .from(templateViews)
        .innerJoin(views, eq(views.id, templateViews.viewId))
        .where(
          and(
            eq(templateViews.templateId, templateId),
            'viewIds' in which
              ? inArray(templateViews.viewId, [...which.viewIds])
              : eq(templateViews.outOfSync, true),
          ),
        )
        .orderBy(sql`lower(${views.name})`, asc(views.id));
    },

    async outOfSyncCount(templateId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from template_views
          where template_id = ${templateId} and out_of_sync`,
      );
      return row?.n ?? 0;
    },

    /** Deletes a template; its stamped views stay, no longer linked to it. */
    async delete(templateId: number): Promise<boolean> {
      const rows = await db
        .delete(templates)
        .where(eq(templates.id, templateId))
        .returning({ id: templates.id });
      return rows.length > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
