import {
  SCREEN_SIZES,
  encodeWidgetNotes,
  placeWidget,
  type LayoutItem,
  type ViewLayout,
  type WidgetType,
} from '@vigil/domain';
import { and, eq, ilike } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { randomUUID } from 'node:crypto';
import {
  equipment,
  images,
  sensors,
  timers,
  users,
  tags,
  viewTags,
  views,
  widgetSensors,
  widgets,
} from '../db/schema.js';
import { demoCustomerId } from './demo.repository.js';
import { demoFloorPlanPng } from './demoFloorPlan.js';
import { DEMO_USERS } from './seedDemo.js';
import { DEMO_DEVICES } from './startDemoTelemetry.js';

export const DEMO_VIEW_NAME = 'DC1 Overview';
/** The demo data centre, a tag with a position on the My Views map. */
export const DEMO_SITE = { name: 'Frankfurt DC1', latitude: 50.11, longitude: 8.68 };

/** Asset data of the demo devices, as a gateway's asset poll would report it. */
const DEMO_ASSETS: Record<string, { serial: string; firmware: string }> = {
  'UPS A': { serial: 'SU3K-2291-0457', firmware: '4.2.1' },
  'Rack PDU A1': { serial: 'SP8-1180-2210', firmware: '2.0.7' },
  'CRAC 1': { serial: 'SC40-0932-0017', firmware: '7.11' },
  'Cold aisle sensor': { serial: 'STH1-5521-3309', firmware: '1.4.0' },
};

interface DemoWidget {
  type: WidgetType;
  name: string;
  /** [equipment description, sensor name] pairs. */
  sensors?: [string, string][];
  lg: Omit<LayoutItem, 'i'>;
  fields?: Partial<typeof widgets.$inferInsert>;
  equipment?: string;
}

/** The demo dashboard: one of every kind of widget over the simulated site. */
const DEMO_WIDGETS: readonly DemoWidget[] = [
  { type: 'HEADER', name: 'Power', lg: { x: 0, y: 0, w: 12, h: 1 } },
  {
    type: 'GAUGE',
    name: 'UPS load',
    sensors: [['UPS A', 'Load percent']],
    lg: { x: 0, y: 1, w: 3, h: 5 },
    fields: { lowerBound: 0, upperBound: 100, unit: '%' },
  },
  {
    type: 'SENSOR_VALUE',
    name: 'Battery charge',
    sensors: [['UPS A', 'Battery charge']],
    lg: { x: 3, y: 1, w: 3, h: 3 },
  },
  {
    type: 'OPEN_CLOSED',
    name: 'Cold aisle door',
    sensors: [['Cold aisle sensor', 'Door open']],
    lg: { x: 3, y: 4, w: 3, h: 2 },
  },
  {
    type: 'CALCULATION',
    name: 'PDU power',
    sensors: [['Rack PDU A1', 'Total power']],
    lg: { x: 6, y: 1, w: 3, h: 3 },
    fields: { calculation: 'sum' },
  },
  {
    type: 'SINGLE_VALUE',
    name: 'PDU current',
    sensors: [['Rack PDU A1', 'Total current']],
    lg: { x: 6, y: 4, w: 3, h: 2 },
  },
  { type: 'META', name: 'UPS asset', equipment: 'UPS A', lg: { x: 9, y: 1, w: 3, h: 5 } },
  { type: 'HEADER', name: 'Cooling', lg: { x: 0, y: 6, w: 12, h: 1 } },
  {
    type: 'TREND',
    name: 'CRAC air temperatures',
    sensors: [
      ['CRAC 1', 'Supply air temperature'],
      ['CRAC 1', 'Return air temperature'],
    ],
    lg: { x: 0, y: 7, w: 6, h: 7 },
    fields: { displayType: 'trend' },
  },
  {
    type: 'ARTIFICIAL_INTELLIGENCE',
    name: 'Cold aisle watch',
    sensors: [['Cold aisle sensor', 'Temperature']],
    lg: { x: 6, y: 7, w: 3, h: 7 },
  },
  {
    type: 'CHART',
    name: 'Humidity',
    sensors: [
      ['CRAC 1', 'Humidity'],
      ['Cold aisle sensor', 'Humidity'],
    ],
    lg: { x: 9, y: 7, w: 3, h: 7 },
    fields: { chartType: 'bar' },
  },
  { type: 'HEADER', name: 'Operations', lg: { x: 0, y: 14, w: 12, h: 1 } },
  {
    type: 'IMAGE',
    name: 'DC1 floor plan',
    lg: { x: 6, y: 23, w: 6, h: 7 },
    fields: { imageTransform: { translateX: 0, translateY: 0, scale: 1, rotation: 0 } },
  },
  { type: 'ALARMS', name: 'Open alarms', lg: { x: 0, y: 15, w: 4, h: 8 } },
  { type: 'TRAP', name: 'UPS traps', equipment: 'UPS A', lg: { x: 4, y: 15, w: 4, h: 8 } },
  {
    type: 'OTHER',
    name: 'Cold aisle',
    sensors: [
      ['Cold aisle sensor', 'Temperature'],
      ['Cold aisle sensor', 'Humidity'],
      ['Cold aisle sensor', 'Door open'],
    ],
    lg: { x: 8, y: 15, w: 4, h: 3 },
  },
  { type: 'COUNTDOWN', name: 'Maintenance', lg: { x: 8, y: 18, w: 4, h: 5 } },
  {
    type: 'TEXT',
    name: 'Site notes',
    lg: { x: 0, y: 23, w: 6, h: 3 },
    fields: {
      notes: encodeWidgetNotes(
        'Escalation: call the DC1 on-call engineer.\nUPS A battery string replaced 2026-03.',
      ),
    },
  },
];

async function insertFloorPlan(db: Database, customerId: number): Promise<string> {
  const bytes = demoFloorPlanPng();
  const id = randomUUID();
  await db.insert(images).values({
    id,
    customerId,
    filename: 'dc1-floor-plan.png',
    contentType: 'image/png',
    size: bytes.length,
    bytes,
  });
  return id;
}

/**
 * Seeds the demo dashboard once the demo equipment exists: a public view made by the demo admin,
 * and asset data on the demo devices. Later starts find the view and change nothing.
 */
export async function seedDemoView(db: Database): Promise<boolean> {
  const customerId = await demoCustomerId(db);
  const [existing] = await db
    .select({ id: views.id })
    .from(views)
    .where(and(eq(views.customerId, customerId), ilike(views.name, DEMO_VIEW_NAME)));
  if (existing) return false;

  const devices = await db.select().from(equipment).where(eq(equipment.customerId, customerId));
  // Demo equipment is named by its description (startDemoTelemetry).
  const deviceOf = (description: string) => devices.find((e) => e.name === description);
  const sensorRows = await db.select().from(sensors).where(eq(sensors.customerId, customerId));
  const sensorOf = ([device, name]: [string, string]) => {
    const owner = deviceOf(device);
    return sensorRows.find(
      (s) => s.equipmentId === owner?.id && s.name.toLowerCase() === name.toLowerCase(),
    );
  };

  return db.transaction(async (tx) => {
    for (const device of DEMO_DEVICES) {
      const row = deviceOf(device.description);
      const asset = DEMO_ASSETS[device.description];
      if (!row || !asset || row.meta.length > 0) continue;
      await tx
        .update(equipment)
        .set({
          meta: [
            { label: 'Model number', value: device.kind.toUpperCase(), type: 'string' },
            { label: 'Serial number', value: asset.serial, type: 'string' },
            { label: 'Firmware', value: asset.firmware, type: 'firmware' },
          ],
        })
        .where(eq(equipment.id, row.id));
    }

    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS[1].email));
    const [view] = await tx
      .insert(views)
      .values({ customerId, name: DEMO_VIEW_NAME, creatorId: admin?.id ?? null, isPublic: true })
      .returning({ id: views.id });
    if (!view) throw new Error('the demo view was not created');
    // Its site on the My Views map: a region tag with the data centre nested under it.
    const [region] = await tx
      .insert(tags)
      .values({ customerId, name: 'Europe' })
      .returning({ id: tags.id });
    const [site] = await tx
      .insert(tags)
      .values({ customerId, parentId: region!.id, ...DEMO_SITE })
      .returning({ id: tags.id });
    await tx.insert(viewTags).values({ viewId: view.id, tagId: site!.id });

    let layout: ViewLayout = { lg: [], xxs: [] };
    const lg: LayoutItem[] = [];
    for (const spec of DEMO_WIDGETS) {
      const picked = (spec.sensors ?? []).map(sensorOf).filter((s) => s !== undefined);
      if (spec.sensors && picked.length === 0) continue;
      const owner = spec.equipment ? deviceOf(spec.equipment) : undefined;
      const imageId = spec.type === 'IMAGE' ? await insertFloorPlan(tx, customerId) : null;
      const [widget] = await tx
        .insert(widgets)
        .values({
          viewId: view.id,
          customerId,
          type: spec.type,
          name: spec.name,
          equipmentId: owner?.id ?? null,
          gatewayId: owner?.networkId ?? null,
          imageId,
          ...spec.fields,
        })
        .returning({ id: widgets.id });
      if (!widget) throw new Error('a demo widget was not created');
      if (picked.length > 0) {
        await tx
          .insert(widgetSensors)
          .values(picked.map((s, position) => ({ widgetId: widget.id, sensorId: s.id, position })));
      }
      if (spec.type === 'COUNTDOWN') {
        const now = Date.now();
        const day = 24 * 3600;
        await tx.insert(timers).values([
          {
            widgetId: widget.id,
            customerId,
            position: 0,
            name: 'CRAC 1 filter change',
            repeatInterval: 90 * day,
            warnBefore: 14 * day,
            expiresAt: new Date(now + 61 * day * 1000),
          },
          {
            widgetId: widget.id,
            customerId,
            position: 1,
            name: 'UPS A battery test',
            repeatInterval: 30 * day,
            warnBefore: 7 * day,
            expiresAt: new Date(now + 5 * day * 1000),
          },
        ]);
      }
      const id = String(widget.id);
      layout = placeWidget(layout, id, spec.type);
      lg.push({ i: id, ...spec.lg });
    }
    const saved: ViewLayout = { ...layout, lg };
    for (const size of SCREEN_SIZES) saved[size] ??= [];
    await tx.update(views).set({ layout: saved }).where(eq(views.id, view.id));
    return true;
  });
}
