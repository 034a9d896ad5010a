import { MODBUS_TEMPLATE_CSV_HEADER, messages, modbusTemplateCsvMessages } from '@vigil/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { equipmentLibraries, snmpTemplates } from '../../db/schema.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createLibrariesFixture, libraryRowCounts, onboardEquipment } from './libraries.fixture.js';
import type { LibrariesFixture } from './libraries.fixture.js';
import { seedBuiltInLibraries } from './libraries.seed.js';
import {
  equipmentLib,
  equipmentList,
  equipmentListCount,
  importEquipmentTemplateSnmp,
  importModbusTemplateCsv,
  manufacturers,
  protocols,
  registers,
} from './libraries.service.js';
import type { LibrariesContext } from './libraries.service.js';

const OIDS = [
  { oid: '1.3.6.1.2.1.33.1.3.3.1.3.1', name: 'Input voltage', unit: 'V' },
  { oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge', unit: '%', yellowTo: 30, redTo: 10 },
];

const CSV = [
  MODBUS_TEMPLATE_CSV_HEADER,
  'Input voltage,3,0,1,UINT16,0,0.1,0,V,,',
  'Runtime,3,4,2,UINT32,,,,s,,BE',
  'Energy,4,10,2,UINT32,,,,kWh,,LE',
].join('\n');

/** The message a refused call rejects with, asserting it is a GraphQLError. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (e) {
    expect((e as Error).name).toBe('GraphQLError');
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

describe.each(await availableDatabases())('libraries on %s', (kind) => {
  let handle: DatabaseHandle;
  let fx: LibrariesFixture;
  let builtIn: { ups: number; pdu: number };
  let ctxA: LibrariesContext;
  let ctxB: LibrariesContext;

  const snmpImport = (
    ctx: LibrariesContext,
    customerId: number,
    model: string,
    extra: Partial<Parameters<typeof importEquipmentTemplateSnmp>[1]> = {},
  ) =>
    importEquipmentTemplateSnmp(ctx, {
      model,
      manufacturer: 'Acme',
      customerID: String(customerId),
      oids: OIDS,
      ...extra,
    });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    fx = await createLibrariesFixture(handle.db);
    ctxA = fx.as.adminA;
    ctxB = fx.as.adminB;
    const ids = await seedBuiltInLibraries(handle.db, [
      {
        manufacturer: 'Vigil',
        model: 'Simulated UPS',
        modbusPoints: [
          { name: 'inputVoltage', functionCode: 3, startingRegister: 0, dataType: 'UINT16' },
          { name: 'runtime', functionCode: 3, startingRegister: 4, dataType: 'UINT32' },
        ],
        snmpPoints: [{ oid: '1.3.6.1.2.1.33.1.2.4.0', name: 'Battery charge', unit: '%' }],
      },
      {
        manufacturer: 'Beacon',
        model: 'Rack PDU',
        snmpPoints: [{ oid: '1.3.6.1.4.1.99.1.1', name: 'Load' }],
      },
    ]);
    builtIn = { ups: ids['Simulated UPS'] ?? 0, pdu: ids['Rack PDU'] ?? 0 };
  });
  afterAll(async () => {
    await handle?.close();
  });

  describe('visibility', () => {
    let own: { a: string; b: string; shared: string };

    beforeAll(async () => {
      own = {
        a: (await snmpImport(ctxA, fx.customerA, 'Alpha Private')).id,
        b: (await snmpImport(ctxB, fx.customerB, 'Beta Private')).id,
        shared: (await snmpImport(ctxB, fx.customerB, 'Beta Shared')).id,
      };
      await handle.db
        .update(equipmentLibraries)
        .set({ shared: true })
        .where(eq(equipmentLibraries.id, Number(own.shared)));
    });

    const models = async (ctx: LibrariesContext, args = {}) =>
      (await equipmentList(ctx, args)).map((library) => library.model);

    it('shows a user built-in, own and shared libraries (allLists), sorted by manufacturer and model', async () => {
      const all = { allLists: true };
      expect(await models(ctxA, all)).toEqual([
        'Alpha Private',
        'Beta Shared',
        'Rack PDU',
        'Simulated UPS',
      ]);
      expect(await models(ctxB, all)).toEqual([
        'Beta Private',
        'Beta Shared',
        'Rack PDU',
        'Simulated UPS',
      ]);
      expect(await models(fx.as.superUser, all)).toEqual([
        'Alpha Private',
        'Beta Private',
        'Beta Shared',
        'Rack PDU',
        'Simulated UPS',
      ]);
      expect(await equipmentListCount(ctxA, all)).toBe(4);
    });

    it("lists the customer's own without a flag, the built-in and others' shared with defaultList", async () => {
      expect(await models(ctxA)).toEqual(['Alpha Private']);
      expect(await models(ctxB)).toEqual(['Beta Private', 'Beta Shared']);
      expect(await models(ctxA, { defaultList: true })).toEqual([
        'Beta Shared',
        'Rack PDU',
        'Simulated UPS',
      ]);
      expect(await models(ctxB, { defaultList: true })).toEqual(['Rack PDU', 'Simulated UPS']);
      expect(await equipmentListCount(ctxB, {})).toBe(2);
    });

    it('filters by query, manufacturer, protocol and built-in, and pages', async () => {
      const all = { allLists: true };
      expect(await models(ctxA, { ...all, query: 'pdu' })).toEqual(['Rack PDU']);
      expect(await models(ctxA, { ...all, query: 'beac' })).toEqual(['Rack PDU']);
      expect(await models(ctxA, { ...all, query: '%' })).toEqual([]);
      expect(await models(ctxA, { ...all, manufacturer: 'vigil' })).toEqual(['Simulated UPS']);
      expect(await models(ctxA, { ...all, filters: ['Modbus'] })).toEqual(['Simulated UPS']);
      expect(await models(ctxA, { ...all, limit: 2, offset: 1 })).toEqual([
        'Beta Shared',
        'Rack PDU',
      ]);
      expect(await equipmentListCount(ctxA, { ...all, query: 'private' })).toBe(1);
    });

    it("checks a model against the customer's own libraries only (validateModel)", async () => {
      expect(await models(ctxA, { validateModel: ' alpha PRIVATE ' })).toEqual(['Alpha Private']);
      expect(await models(ctxA, { validateModel: 'Beta Shared' })).toEqual([]);
      expect(await models(ctxA, { validateModel: 'Simulated UPS' })).toEqual([]);
    });

    it("hides another customer's library and refuses another customer's id", async () => {
      expect(await equipmentLib(ctxA, { equipmentID: own.b })).toBeNull();
      expect(await equipmentLib(ctxA, { equipmentID: own.shared })).toMatchObject({
        model: 'Beta Shared',
        owner: 'Beta Hosting',
      });
      expect(await equipmentLib(fx.as.superUser, { equipmentID: own.b })).not.toBeNull();
      for (const equipmentID of ['abc', '0', '99999999999', '1.5']) {
        expect(await equipmentLib(ctxA, { equipmentID })).toBeNull();
        expect(await refusal(protocols(ctxA, { equipmentID }))).toBe(messages.noAccess);
      }
      expect(await refusal(registers(ctxA, { equipmentID: own.b }))).toBe(messages.noAccess);
      expect(await refusal(protocols(ctxA, { equipmentID: own.b }))).toBe(messages.noAccess);
      expect(await refusal(equipmentList(ctxA, { customerID: String(fx.customerB) }))).toBe(
        messages.noAccess,
      );
      expect(await refusal(equipmentList(fx.as.anonymous, {}))).toBe(messages.mustBeLoggedIn);
    });

    it('lists manufacturers the user may see, distinct and sorted', async () => {
      expect(await manufacturers(ctxA, {})).toEqual(['Acme', 'Beacon', 'Vigil']);
      expect(await manufacturers(ctxA, { query: 'EA' })).toEqual(['Beacon']);
    });
  });

  describe('permissions', () => {
    it.each<[string, () => LibrariesContext, string | null, string]>([
      ['no cl role', () => fx.as.viewerA, null, messages.noCreateLibraries],
      ['no ul role', () => fx.as.viewerA, '1', messages.noUpdateLibraries],
      ['another customer', () => fx.as.adminB, null, messages.noAccess],
      ['nobody signed in', () => fx.as.anonymous, null, messages.mustBeLoggedIn],
    ])('refuses an import with %s', async (_case, ctx, libraryID, message) => {
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(snmpImport(ctx(), fx.customerA, 'Refused', { libraryID }))).toBe(
        message,
      );
      expect(
        await refusal(
          importModbusTemplateCsv(ctx(), {
            model: 'Refused',
            manufacturer: 'Acme',
            customerID: String(fx.customerA),
            csv: CSV,
            libraryID,
          }),
        ),
      ).toBe(message);
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });

    it('refuses to replace a built-in template for a customer user', async () => {
      expect(
        await refusal(
          snmpImport(ctxA, fx.customerA, 'Simulated UPS', { libraryID: String(builtIn.ups) }),
        ),
      ).toBe(messages.noUpdateLibraries);
    });
  });

  describe('SNMP import', () => {
    it('creates a library with its OID points', async () => {
      const library = await snmpImport(ctxA, fx.customerA, 'SNMP Card', {
        vertivModel: 'IS-UNITY',
        sysObjectID: '1.3.6.1.4.1.476.1.42',
      });
      expect(library).toMatchObject({
        model: 'SNMP Card',
        name: 'SNMP Card',
        manufacturer: 'Acme',
        owner: 'Alpha Colo',
        ownerID: String(fx.customerA),
        vertivModel: 'IS-UNITY',
        sysObjectID: '1.3.6.1.4.1.476.1.42',
        protocols: ['SNMP'],
        snmpTemplate: { name: 'Acme SNMP Card', owner: 'Alpha Colo' },
        modbusTemplate: null,
        modbusPoints: [],
      });
      expect(library.snmpPoints).toMatchObject([
        { oid: OIDS[0]?.oid, name: 'Input voltage', unit: 'V', multiplier: 1, offset: 0 },
        { name: 'Battery charge', yellowTo: 30, redTo: 10, states: [], alarmOnly: false },
      ]);
      expect(await protocols(ctxA, { equipmentID: library.id })).toEqual(['SNMP']);
    });

    it.each<[string, Record<string, unknown>[], string]>([
      [
        'a bad OID',
        [OIDS[0] ?? {}, { oid: '1.3.six', name: 'Bad' }],
        `OID 2: oid: ${messages.invalidOID}`,
      ],
      ['a blank name', [{ oid: '1.3.6.1', name: ' ' }], `OID 1: name: ${messages.required}`],
      ['no OIDs', [], `oids: ${messages.required}`],
    ])('refuses %s and writes nothing', async (_case, oids, message) => {
      const before = await libraryRowCounts(handle.db);
      expect(
        await refusal(
          importEquipmentTemplateSnmp(ctxA, {
            model: 'Never Saved',
            manufacturer: 'Acme',
            customerID: String(fx.customerA),
            oids: oids as never,
          }),
        ),
      ).toBe(message);
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });

    it('refuses a blank model and a bad sysObjectID', async () => {
      expect(await refusal(snmpImport(ctxA, fx.customerA, '  '))).toBe(
        `model: ${messages.required}`,
      );
      expect(await refusal(snmpImport(ctxA, fx.customerA, 'X', { sysObjectID: '1.3.x' }))).toBe(
        `sysObjectID: ${messages.invalidOID}`,
      );
    });

    it("refuses a model the customer already has, in any case, but not another's", async () => {
      await snmpImport(ctxA, fx.customerA, 'Twin');
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(snmpImport(ctxA, fx.customerA, ' TWIN '))).toBe(
        messages.libraryModelTaken('TWIN'),
      );
      expect(await libraryRowCounts(handle.db)).toEqual(before);
      await expect(snmpImport(ctxB, fx.customerB, 'Twin')).resolves.toMatchObject({
        model: 'Twin',
      });
      // A built-in model is no clash for a customer's own library.
      await expect(snmpImport(ctxA, fx.customerA, 'Rack PDU')).resolves.toMatchObject({
        owner: 'Alpha Colo',
      });
    });

    it('replaces the SNMP template of a library and drops the old one', async () => {
      const first = await snmpImport(ctxA, fx.customerA, 'Replaceable');
      const oldTemplate = Number(first.snmpTemplate?.id);
      const second = await snmpImport(ctxA, fx.customerA, 'Replaceable v2', {
        libraryID: first.id,
        oids: [{ oid: '1.3.6.1.4.1.1.1', name: 'Only point' }],
      });
      expect(second).toMatchObject({ id: first.id, model: 'Replaceable v2' });
      expect(second.snmpPoints.map((p) => p.name)).toEqual(['Only point']);
      expect(second.snmpTemplate?.id).not.toBe(String(oldTemplate));
      const left = await handle.db
        .select()
        .from(snmpTemplates)
        .where(eq(snmpTemplates.id, oldTemplate));
      expect(left).toEqual([]);
    });

    it('refuses to replace a template whose points sensors read, keeping everything', async () => {
      const library = await snmpImport(ctxA, fx.customerA, 'Monitored');
      const pointIds = library.snmpPoints.map((p) => Number(p.id));
      await onboardEquipment(handle.db, fx.customerA, Number(library.id), { snmp: pointIds }, 'M1');
      const before = await libraryRowCounts(handle.db);
      expect(
        await refusal(snmpImport(ctxA, fx.customerA, 'Monitored', { libraryID: library.id })),
      ).toBe(messages.sensorsDependOnRegister(2, 'OID'));
      expect(await libraryRowCounts(handle.db)).toEqual(before);
      expect(await equipmentLib(ctxA, { equipmentID: library.id, withRegisters: true })).toEqual(
        library,
      );
    });

    it("refuses to replace another customer's library", async () => {
      const library = await snmpImport(ctxB, fx.customerB, 'Beta Only');
      expect(
        await refusal(snmpImport(ctxA, fx.customerA, 'Beta Only', { libraryID: library.id })),
      ).toBe(messages.noAccess);
    });
  });

  describe('Modbus CSV import', () => {
    const csvImport = (csv: string, model: string, libraryID?: string) =>
      importModbusTemplateCsv(ctxA, {
        model,
        manufacturer: 'Acme',
        customerID: String(fx.customerA),
        csv,
        libraryID: libraryID ?? null,
      });

    it('creates a library with both word orders and the default multiplier and offset', async () => {
      const library = await csvImport(CSV, 'Modbus UPS');
      expect(library.protocols).toEqual(['Modbus']);
      expect(library.modbusPoints).toMatchObject([
        {
          name: 'Input voltage',
          functionCode: 3,
          startingRegister: 0,
          numberOfRegisters: 1,
          numOfReg: 1,
          dataType: 'UINT16',
          multiplier: 0.1,
          offset: 0,
          unit: 'V',
          wordOrder: 'ABCD',
          addressOffset: 0,
          mask: null,
        },
        { name: 'Runtime', dataType: 'UINT32', wordOrder: 'ABCD', multiplier: 1, offset: 0 },
        { name: 'Energy', functionCode: 4, wordOrder: 'CDAB', numberOfRegisters: 2 },
      ]);
    });

    it('refuses a bad line 3 with its message and writes nothing', async () => {
      const csv = [MODBUS_TEMPLATE_CSV_HEADER, 'Ok,3,0,1,UINT16,,,,,,', 'Bad,9,0,1,UINT16,,,,,,'];
      const before = await libraryRowCounts(handle.db);
      expect(await refusal(csvImport(csv.join('\n'), 'Broken CSV'))).toBe(
        modbusTemplateCsvMessages.row(3, 'functionCode', messages.invalidFunctionCode),
      );
      expect(await libraryRowCounts(handle.db)).toEqual(before);
    });

    it('adds a Modbus template to an SNMP library, which then has both protocols', async () => {
      const library = await snmpImport(ctxA, fx.customerA, 'Dual');
      const both = await csvImport(CSV, 'Dual', library.id);
      expect(both.protocols).toEqual(['Modbus', 'SNMP']);
      expect(both.snmpPoints).toHaveLength(2);
      expect(await protocols(ctxA, { equipmentID: library.id })).toEqual(['Modbus', 'SNMP']);
    });

    it('refuses a duplicate model', async () => {
      expect(await refusal(csvImport(CSV, 'modbus ups'))).toBe(
        messages.libraryModelTaken('modbus ups'),
      );
    });
  });

  describe('registers', () => {
    it("fills in the sensors of an onboarded equipment's points", async () => {
      const library = await equipmentLib(ctxA, {
        equipmentID: String(builtIn.ups),
        withRegisters: true,
      });
      const [voltage, runtime] = library?.modbusPoints ?? [];
      const [charge] = library?.snmpPoints ?? [];
      const onboarded = await onboardEquipment(handle.db, fx.customerA, builtIn.ups, {
        modbus: [Number(voltage?.id)],
        snmp: [Number(charge?.id)],
      });
      const result = await registers(ctxA, {
        gatewayID: String(onboarded.networkId),
        equipmentID: String(onboarded.equipmentId),
      });
      expect(result.modbusPoints.map((p) => [p.name, p.sensorID])).toEqual([
        ['inputVoltage', String(onboarded.sensorIds[0])],
        ['runtime', null],
      ]);
      expect(result.snmpPoints.map((p) => p.sensorID)).toEqual([String(onboarded.sensorIds[1])]);
      expect(runtime?.sensorID).toBeNull();

      const filtered = await registers(ctxA, {
        gatewayID: String(onboarded.networkId),
        equipmentID: String(onboarded.equipmentId),
        query: 'RUN',
      });
      expect(filtered.modbusPoints.map((p) => p.name)).toEqual(['runtime']);
      expect(filtered.snmpPoints).toEqual([]);

      // The same equipment is not another customer's to read, nor on another gateway.
      expect(
        await refusal(
          registers(ctxB, {
            gatewayID: String(onboarded.networkId),
            equipmentID: String(onboarded.equipmentId),
          }),
        ),
      ).toBe(messages.noAccess);
      expect(
        await refusal(
          registers(ctxA, { gatewayID: '999999', equipmentID: String(onboarded.equipmentId) }),
        ),
      ).toBe(messages.noAccess);
    });

    it("lists a library's points without sensors", async () => {
      const result = await registers(ctxA, { equipmentID: String(builtIn.pdu) });
      expect(result).toMatchObject({
        modbusPoints: [],
        snmpPoints: [{ name: 'Load', sensorID: null }],
      });
    });
  });
});
