import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import {
  equipmentLibraries,
  modbusPoints,
  modbusTemplates,
  networks,
  snmpPoints,
  snmpTemplates,
} from '../../db/schema.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createLibrariesFixture, onboardEquipment } from './libraries.fixture.js';
import { seedBuiltInLibraries } from './libraries.seed.js';
import type { BuiltInLibraryDefinition } from './libraries.seed.js';

const UPS: BuiltInLibraryDefinition = {
  manufacturer: 'Vigil',
  model: 'Simulated UPS',
  revision: '1',
  tags: ['ups', 'demo'],
  modbusPoints: [
    {
      name: 'inputVoltage',
      functionCode: 3,
      startingRegister: 0,
      dataType: 'UINT16',
      multiplier: 0.1,
      unit: 'V',
    },
    { name: 'runtimeSeconds', functionCode: 3, startingRegister: 4, dataType: 'UINT32', unit: 's' },
    {
      name: 'onBattery',
      functionCode: 2,
      startingRegister: 0,
      dataType: 'UINT16',
      states: ['No', 'Yes'],
    },
  ],
};
const PDU: BuiltInLibraryDefinition = {
  manufacturer: 'Vigil',
  model: 'Simulated PDU',
  sysObjectID: '1.3.6.1.4.1.99999.2',
  snmpPoints: [
    {
      oid: '1.3.6.1.4.1.99999.2.1.0',
      name: 'Load',
      unit: 'A',
      multiplier: 0.1,
      yellowTo: 12,
      redTo: 16,
    },
    { oid: '1.3.6.1.4.1.99999.2.2.0', name: 'Outlets on' },
  ],
};

/** Every row the seed may write, ids included, in a stable order. */
async function snapshot(db: Database) {
  return {
    libraries: await db.select().from(equipmentLibraries).orderBy(asc(equipmentLibraries.id)),
    modbusTemplates: await db.select().from(modbusTemplates).orderBy(asc(modbusTemplates.id)),
    modbusPoints: await db.select().from(modbusPoints).orderBy(asc(modbusPoints.id)),
    snmpTemplates: await db.select().from(snmpTemplates).orderBy(asc(snmpTemplates.id)),
    snmpPoints: await db.select().from(snmpPoints).orderBy(asc(snmpPoints.id)),
  };
}

describe.each(await availableDatabases())('seedBuiltInLibraries on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates built-in libraries and changes nothing when run again', async () => {
    const ids = await seedBuiltInLibraries(handle.db, [UPS, PDU]);
    expect(Object.keys(ids)).toEqual(['Simulated UPS', 'Simulated PDU']);
    const first = await snapshot(handle.db);
    expect(first.libraries).toMatchObject([
      {
        id: ids['Simulated UPS'],
        customerId: null,
        manufacturer: 'Vigil',
        revision: '1',
        tags: ['ups', 'demo'],
        modbusTemplateId: first.modbusTemplates[0]?.id,
        snmpTemplateId: null,
      },
      { id: ids['Simulated PDU'], sysObjectId: '1.3.6.1.4.1.99999.2', modbusTemplateId: null },
    ]);
    expect(first.modbusPoints).toMatchObject([
      { position: 0, name: 'inputVoltage', numberOfRegisters: 1, multiplier: 0.1, offset: 0 },
      { position: 1, name: 'runtimeSeconds', numberOfRegisters: 2, wordOrder: 'ABCD' },
      { position: 2, name: 'onBattery', functionCode: 2, states: ['No', 'Yes'] },
    ]);
    expect(first.snmpPoints).toMatchObject([
      { name: 'Load', multiplier: 0.1, yellowTo: 12, redTo: 16 },
      { name: 'Outlets on', multiplier: 1, greenTo: null },
    ]);

    expect(await seedBuiltInLibraries(handle.db, [UPS, PDU])).toEqual(ids);
    expect(await snapshot(handle.db)).toEqual(first);
  });

  it('updates points in place, keeping ids and the points sensors read', async () => {
    const fx = await createLibrariesFixture(handle.db);
    const before = await snapshot(handle.db);
    const upsId = before.libraries[0]?.id ?? 0;
    const [voltage, runtime, onBattery] = before.modbusPoints;
    // A sensor reads onBattery, which the next definition drops.
    const { networkId } = await onboardEquipment(handle.db, fx.customerA, upsId, {
      modbus: [Number(onBattery?.id)],
    });
    const revision = async () =>
      (
        await handle.db
          .select({ revision: networks.configRevision })
          .from(networks)
          .where(eq(networks.id, networkId))
      )[0]?.revision;
    const revisionBefore = await revision();

    const changed: BuiltInLibraryDefinition = {
      ...UPS,
      revision: '2',
      modbusPoints: [
        { name: 'outputVoltage', functionCode: 3, startingRegister: 1, dataType: 'UINT16' },
        {
          name: 'inputVoltage',
          functionCode: 3,
          startingRegister: 0,
          dataType: 'UINT16',
          unit: 'V',
        },
      ],
    };
    const ids = await seedBuiltInLibraries(handle.db, [changed, PDU]);
    expect(ids['Simulated UPS']).toBe(upsId);
    const after = await snapshot(handle.db);
    expect(after.libraries[0]).toMatchObject({
      revision: '2',
      modbusTemplateId: before.libraries[0]?.modbusTemplateId,
    });
    expect(after.modbusPoints.map((p) => [p.id, p.name, p.position, p.multiplier])).toEqual([
      [voltage?.id, 'inputVoltage', 1, 1],
      [onBattery?.id, 'onBattery', 2, 1],
      [expect.any(Number), 'outputVoltage', 0, 1],
    ]);
    expect(after.modbusPoints.map((p) => p.id)).not.toContain(runtime?.id);
    expect(after.snmpPoints).toEqual(before.snmpPoints);
    // Points changed in place: the gateway polling the library fetches its config again.
    expect(await revision()).toBe(revisionBefore! + 1);

    // And again: nothing moves.
    await seedBuiltInLibraries(handle.db, [changed, PDU]);
    expect(await snapshot(handle.db)).toEqual(after);
    expect(await revision()).toBe(revisionBefore! + 1);
  });

  it('matches by model case-insensitively and drops a template the definition no longer has', async () => {
    const before = await snapshot(handle.db);
    const pduId = before.libraries.find((l) => l.model === 'Simulated PDU')?.id;
    const ids = await seedBuiltInLibraries(handle.db, [
      { manufacturer: 'Vigil', model: 'SIMULATED pdu', modbusPoints: UPS.modbusPoints },
    ]);
    expect(ids).toEqual({ 'SIMULATED pdu': pduId });
    const after = await snapshot(handle.db);
    expect(after.libraries.find((l) => l.id === pduId)).toMatchObject({
      model: 'SIMULATED pdu',
      snmpTemplateId: null,
      sysObjectId: null,
      modbusTemplateId: expect.any(Number),
    });
    expect(after.snmpTemplates).toEqual([]);
    expect(after.snmpPoints).toEqual([]);
  });

  it('refuses an invalid definition before writing anything', async () => {
    const before = await snapshot(handle.db);
    await expect(
      seedBuiltInLibraries(handle.db, [
        {
          manufacturer: 'Vigil',
          model: 'Broken',
          modbusPoints: [{ name: 'x', functionCode: 7, startingRegister: 0, dataType: 'UINT16' }],
        },
      ]),
    ).rejects.toThrow(
      'Built-in library Broken, Modbus point 1: functionCode: Must be 1, 2, 3 or 4.',
    );
    expect(await snapshot(handle.db)).toEqual(before);
  });
});
