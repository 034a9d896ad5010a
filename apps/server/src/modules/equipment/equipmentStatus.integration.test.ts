import {
  EQUIPMENT_LIST_STATUSES,
  EQUIPMENT_STATUS_SORT_ORDER,
  equipmentListStatus,
  type EquipmentListStatus,
} from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { equipment, modbusPoints, networks, sensors } from '../../db/schema.js';
import { seedDemo } from '../../demo/seedDemo.js';
import { writeReadings } from '../../ingest/readings.repository.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { demoCustomerId, insertTestLibrary } from '../../testing/telemetryFixtures.js';
import { createSensorsRepository, deleteSensorRows } from '../sensors/sensors.repository.js';
import { createEquipmentRepository } from './equipment.repository.js';
import { compactEquipmentTallies } from './equipmentTallies.repository.js';

// The stored worst sensor status (equipment.sensor_status), the list status rank that follows
// from it (status_rank) and the tallies that count by it, against the domain's rule.

const SENSOR_STATUSES = ['ok', 'warning', 'error', 'unknown'] as const;
const FLAGS = [false, true] as const;
/** A sensor's own columns as onboarding copies them from a point. */
const POINT = {
  name: 'Temperature',
  unit: null,
  greenTo: null,
  yellowTo: null,
  redTo: null,
  states: [],
  conditions: [],
  alarmOnly: false,
};
/** Every combination the rule looks at: 2 × 2 × 2 flags × 4 sensor statuses. */
const CASES = FLAGS.flatMap((isMaintenance) =>
  FLAGS.flatMap((isRepair) =>
    FLAGS.flatMap((disconnected) =>
      SENSOR_STATUSES.map((sensorStatus) => ({
        isMaintenance,
        isRepair,
        disconnected,
        sensorStatus,
      })),
    ),
  ),
);

describe.each(await availableDatabases())('equipment status on %s', (kind) => {
  let handle: DatabaseHandle;
  let customerId: number;
  let libraryId: number;
  let pointIds: number[];
  let gatewayCount = 0;

  const gateway = async () => {
    const [row] = await handle.db
      .insert(networks)
      .values({ customerId, name: `Gateway ${++gatewayCount}`, tokenHash: `h-${gatewayCount}` })
      .returning({ id: networks.id });
    return row!.id;
  };

  /** An equipment with a sensor on each point of the library, all unknown as onboarding leaves them. */
  const device = async (
    networkId: number,
    name: string,
    flags: Partial<typeof equipment.$inferInsert> = {},
  ) => {
    const [row] = await handle.db
      .insert(equipment)
      .values({
        customerId,
        networkId,
        libraryId,
        name,
        kind: 'ModbusCard',
        protocol: 'Modbus',
        ip: '192.0.2.1',
        port: 502,
        ...flags,
      })
      .returning({ id: equipment.id });
    const ids = await handle.db
      .insert(sensors)
      .values(
        pointIds.map((pointId, i) => ({
          customerId,
          networkId,
          equipmentId: row!.id,
          modbusPointId: pointId,
          name: `Point ${i}`,
        })),
      )
      .returning({ id: sensors.id });
    return { id: row!.id, sensorIds: ids.map((s) => s.id) };
  };

  const stored = async (id: number) => {
    const [row] = await handle.db
      .select({ sensorStatus: equipment.sensorStatus, statusRank: equipment.statusRank })
      .from(equipment)
      .where(eq(equipment.id, id));
    return row!;
  };

  let time = Date.UTC(2026, 10, 1);
  /** Sensors' new statuses, as a flush of the ingest writes them. */
  const read = (statuses: [number, string][]) =>
    writeReadings(
      handle.db,
      { sensorIds: [], times: [], values: [] },
      statuses.map(([id, status]) => ({
        id,
        time: (time += 1000),
        value: 1,
        status,
        detail: null,
      })),
    );

  /** The tallies' sums by key against a count of the rows, for the customer. */
  const talliesAgree = async () => {
    const keys = sql.raw('protocol, status_rank, locked, is_maintenance, is_repair, disconnected');
    const tallied = await queryRows(
      handle.db,
      sql`select ${keys}, sum(n)::int as n from equipment_tallies where customer_id = ${customerId}
        group by ${keys} having sum(n) <> 0 order by ${keys}`,
    );
    const counted = await queryRows(
      handle.db,
      sql`select ${keys}, count(*)::int as n from equipment where customer_id = ${customerId}
        group by ${keys} order by ${keys}`,
    );
    expect(tallied).toEqual(counted);
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = await demoCustomerId(handle.db);
    libraryId = await insertTestLibrary(handle.db, customerId);
    const [library] = await queryRows<{ template: number }>(
      handle.db,
      sql`select modbus_template_id as template from equipment_libraries where id = ${libraryId}`,
    );
    const points = await handle.db
      .select({ id: modbusPoints.id })
      .from(modbusPoints)
      .where(eq(modbusPoints.templateId, library!.template))
      .orderBy(modbusPoints.position);
    pointIds = points.map((p) => p.id);
  });

  afterAll(async () => {
    await handle.close();
  });

  describe('the list status rank agrees with equipmentListStatus', () => {
    const ids = new Map<number, EquipmentListStatus>();
    let networkId: number;

    beforeAll(async () => {
      networkId = await gateway();
      for (const [i, c] of CASES.entries()) {
        const { id } = await device(networkId, `Case ${String(i).padStart(2, '0')}`, c);
        ids.set(id, equipmentListStatus(c));
      }
    });

    it.each(CASES.map((c, i) => [i, c] as const))('case %i: %o', async (i, c) => {
      const id = [...ids.keys()][i]!;
      const row = await stored(id);
      expect(row.sensorStatus).toBe(c.sensorStatus);
      expect(EQUIPMENT_STATUS_SORT_ORDER[row.statusRank!]).toBe(equipmentListStatus(c));
    });

    it.each<[EquipmentListStatus[]]>([
      ...EQUIPMENT_LIST_STATUSES.map((s): [EquipmentListStatus[]] => [[s]]),
      [['ERROR', 'WARNING']],
      [['OK', 'UNKNOWN', 'REPAIR']],
    ])('filters %j to exactly the devices the rule gives, with their total', async (statuses) => {
      const repo = createEquipmentRepository(handle.db);
      const filter = { customerIds: [customerId], networkId, statuses: [...statuses] };
      const expected = [...ids].filter(([, s]) => statuses.includes(s)).map(([id]) => id);
      const page = await repo.list(
        filter,
        { column: 'name', order: 'asc' },
        { limit: 200, offset: 0 },
      );
      expect(page.items.map((r) => r.row.id).sort()).toEqual(expected.sort());
      expect(page.total).toBe(expected.length);
      // Without the gateway the total is summed from the tallies: the same devices, with the
      // rest of the customer's.
      const all = { customerIds: [customerId], statuses: [...statuses] };
      const [counted] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from equipment where customer_id = ${customerId}
          and status_rank = any(${`{${statuses.map((s) => EQUIPMENT_STATUS_SORT_ORDER.indexOf(s)).join(',')}}`}::int[])`,
      );
      expect(await repo.count(all)).toBe(counted!.n);
    });
  });

  describe('the stored worst status follows its sensors', () => {
    it('follows readings: ok, warning, error, back to ok', async () => {
      const { id, sensorIds } = await device(await gateway(), 'Rack');
      const [a, b] = sensorIds as [number, number];
      expect((await stored(id)).sensorStatus).toBe('unknown');
      const steps: [[number, string][], string][] = [
        [[[a, 'ok']], 'ok'],
        [[[a, 'warning']], 'warning'],
        [[[b, 'error']], 'error'],
        [[[b, 'ok']], 'warning'],
        [
          [
            [a, 'ok'],
            [b, 'ok'],
          ],
          'ok',
        ],
        [[[a, 'ok']], 'ok'],
      ];
      for (const [statuses, expected] of steps) {
        await read(statuses);
        expect((await stored(id)).sensorStatus).toBe(expected);
      }
      await talliesAgree();
    });

    it('follows sensors deleted, and stays unknown for sensors added', async () => {
      const networkId = await gateway();
      const { id, sensorIds } = await device(networkId, 'Shelf');
      const [a, b] = sensorIds as [number, number];
      await read([
        [a, 'ok'],
        [b, 'error'],
      ]);
      expect((await stored(id)).sensorStatus).toBe('error');
      await handle.db.transaction((tx) => deleteSensorRows(tx, [b]));
      expect((await stored(id)).sensorStatus).toBe('ok');
      await createSensorsRepository(handle.db).delete([a]);
      expect((await stored(id)).sensorStatus).toBe('unknown');
      await createSensorsRepository(handle.db).addForPoints(
        { id, customerId, networkId },
        pointIds.map((modbusPointId) => ({ ...POINT, modbusPointId })),
        [],
      );
      expect((await stored(id)).sensorStatus).toBe('unknown');
      await talliesAgree();
    });

    it('is unknown for equipment onboarded with its sensors', async () => {
      const networkId = await gateway();
      const [row] = await createEquipmentRepository(handle.db).insertWithSensors(
        [
          {
            values: {
              customerId,
              networkId,
              libraryId,
              name: 'New UPS',
              kind: 'ModbusCard',
              protocol: 'Modbus',
              ip: '192.0.2.9',
              port: 502,
            },
            points: [{ ...POINT, modbusPointId: pointIds[0]! }],
          },
        ],
        (r) => ({ equipmentId: r.id, customerId, kind: 'created', message: 'Created' }),
      );
      expect(await stored(row!.id)).toEqual({
        sensorStatus: 'unknown',
        statusRank: EQUIPMENT_STATUS_SORT_ORDER.indexOf('UNKNOWN'),
      });
      await talliesAgree();
    });
  });

  describe('tallies', () => {
    it('count what the rows say through updates, deletes and merges', async () => {
      const networkId = await gateway();
      const one = await device(networkId, 'T1');
      await device(networkId, 'T2', { protocol: 'SNMP', locked: true });
      await read([[one.sensorIds[0]!, 'warning']]);
      await handle.db.update(equipment).set({ isRepair: true }).where(eq(equipment.id, one.id));
      await handle.db
        .update(equipment)
        .set({ notes: 'no key moved' })
        .where(eq(equipment.networkId, networkId));
      await talliesAgree();
      await compactEquipmentTallies(handle.db);
      const [dupes] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from (select 1 from equipment_tallies
          group by customer_id, protocol, status_rank, locked, is_maintenance, is_repair, disconnected
          having count(*) > 1) d`,
      );
      expect(dupes!.n).toBe(0);
      await talliesAgree();
      await createEquipmentRepository(handle.db).delete([one.id]);
      // A gateway's equipment goes by cascade.
      await handle.db.delete(networks).where(eq(networks.id, networkId));
      await talliesAgree();
      await compactEquipmentTallies(handle.db);
      await talliesAgree();
    });
  });
});
