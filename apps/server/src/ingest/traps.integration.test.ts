import { GATEWAY_MAX_TRAPS_PER_REQUEST, messages, type WireTrap } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { equipment } from '../db/schema.js';
import { seedDemo } from '../demo/seedDemo.js';
import { testApp } from '../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../testing/testDatabases.js';
import { demoCustomerId, insertTestLibrary, signedInAdmin } from '../testing/telemetryFixtures.js';

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n, pollInterval: 10) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, port: 1502, slaveID: 1,
    manufacturerModel: $lib, description: $d, protocol: "Modbus") { id } }`;

const UPS_IP = '10.20.0.5';
const ON_BATTERY = '1.3.6.1.2.1.33.2.1';

interface TrapRow {
  customer_id: number;
  network_id: number;
  equipment_id: number | null;
  equipment_ip: string;
  oid: string;
  value: string;
  created_at: Date | string;
}

describe.each(await availableDatabases())('SNMP traps from a gateway on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: number;
  let libraryId: number;
  let site: { id: string; token: string };
  let other: { id: string; token: string };
  let ups: number;
  const now = Date.now();
  const trap = (change: Partial<WireTrap> = {}): WireTrap => ({
    equipmentIP: UPS_IP,
    oid: ON_BATTERY,
    value: '1.3.6.1.2.1.33.1.2.3.0 = 42; 1.3.6.1.2.1.33.1.2.2.0 = 0',
    receivedAt: now - 1000,
    ...change,
  });

  const post = (gateway: { id: string; token: string }, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/gateway/v1/traps',
      headers: { authorization: `Bearer ${gateway.token}`, 'x-vigil-gateway': gateway.id },
      payload: payload as object,
    });
  const rows = () =>
    queryRows<TrapRow>(
      handle.db,
      sql`select customer_id, network_id, equipment_id, equipment_ip, oid, value, created_at
          from snmp_traps order by id`,
    );

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = await demoCustomerId(handle.db);
    libraryId = await insertTestLibrary(handle.db, customerId);
    server = await testApp(handle.db);
    const admin = await signedInAdmin(server.app);
    const gql = async <T>(query: string, variables: Record<string, unknown>) => {
      const { body } = await admin.gql<T>(query, variables);
      if (body.errors) throw new Error(body.errors[0]!.message);
      return body.data!;
    };
    type Registered = { registerGateway: { id: string; token: string } };
    site = (await gql<Registered>(REGISTER, { c: customerId, n: 'Trap site' })).registerGateway;
    other = (await gql<Registered>(REGISTER, { c: customerId, n: 'Other site' })).registerGateway;
    const onboard = async (gateway: string, description: string) =>
      Number(
        (
          await gql<{ onboardEquipment: { id: string } }>(ONBOARD, {
            g: gateway,
            c: customerId,
            lib: String(libraryId),
            ip: UPS_IP,
            d: description,
          })
        ).onboardEquipment.id,
      );
    ups = await onboard(site.id, 'UPS A');
    // The same address on another gateway's network is another device.
    await onboard(other.id, 'UPS elsewhere');
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from snmp_traps`);
  });

  it("stores traps under the gateway's equipment at their source address", async () => {
    const reply = await post(site, { traps: [trap(), trap({ equipmentIP: '10.20.0.99' })] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ stored: 2 });
    const stored = await rows();
    expect(stored).toEqual([
      {
        customer_id: customerId,
        network_id: Number(site.id),
        equipment_id: ups,
        equipment_ip: UPS_IP,
        oid: ON_BATTERY,
        value: trap().value,
        created_at: expect.anything(),
      },
      // No equipment of this gateway there: kept, under no equipment.
      expect.objectContaining({ equipment_id: null, equipment_ip: '10.20.0.99' }),
    ]);
    expect(new Date(stored[0]!.created_at).getTime()).toBe(now - 1000);
  });

  it('files a trap from an address only under equipment of the gateway that sent it', async () => {
    expect((await post(other, { traps: [trap()] })).json()).toEqual({ stored: 1 });
    const [row] = await rows();
    expect(row?.network_id).toBe(Number(other.id));
    expect(row?.equipment_id).not.toBe(ups);
    expect(row?.equipment_id).not.toBeNull();
  });

  it('keeps values as sent, and traps in the order received', async () => {
    const value = 'name = "UPS {A}", room \\ B; é ✓\nline two';
    const traps = Array.from({ length: 5 }, (_, i) =>
      trap({ oid: `${ON_BATTERY}.${i}`, value: i === 2 ? value : '' }),
    );
    expect((await post(site, { traps })).json()).toEqual({ stored: 5 });
    const stored = await rows();
    expect(stored.map((row) => row.oid)).toEqual(traps.map((t) => t.oid));
    expect(stored[2]?.value).toBe(value);
  });

  it('prefers SNMP equipment, then the oldest, when several share an address', async () => {
    const gateway = Number(site.id);
    const base = { customerId, networkId: gateway, libraryId, kind: 'ModbusCard', ip: '10.20.0.7' };
    const inserted = await handle.db
      .insert(equipment)
      .values([
        { ...base, name: 'Card Modbus', protocol: 'Modbus', port: 502 },
        { ...base, name: 'Card SNMP', kind: 'SNMPCard', protocol: 'SNMP', port: 161 },
        { ...base, name: 'Card SNMP 2', kind: 'SNMPCard', protocol: 'SNMP', port: 1161 },
      ])
      .returning({ id: equipment.id });
    await post(site, { traps: [trap({ equipmentIP: '10.20.0.7' })] });
    expect((await rows())[0]?.equipment_id).toBe(inserted[1]?.id);
  });

  it('refuses a wrong token and stores nothing', async () => {
    const reply = await post({ id: site.id, token: 'not-the-token' }, { traps: [trap()] });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ error: 'Unknown gateway or wrong token.' });
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/gateway/v1/traps',
      payload: { traps: [trap()] },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['no trap list', {}, 'traps: '],
    ['an empty list', { traps: [] }, 'traps: must hold at least one trap'],
    [
      'a bad address after a good trap',
      { traps: [trap(), trap({ equipmentIP: '10.20.0.256' })] },
      `traps.1.equipmentIP: ${messages.invalidIPv4}`,
    ],
    [
      'a bad OID',
      { traps: [trap({ oid: 'upsTrapOnBattery' })] },
      `traps.0.oid: ${messages.invalidOID}`,
    ],
    [
      'a value too long',
      { traps: [trap({ value: 'x'.repeat(2001) })] },
      'traps.0.value: must be at most 2000 characters',
    ],
    [
      'a time from the future',
      { traps: [trap(), trap({ receivedAt: now + 2 * 24 * 3600 * 1000 })] },
      'traps.1.receivedAt: must be epoch milliseconds within the last two years',
    ],
    [
      'one trap too many',
      { traps: Array.from({ length: GATEWAY_MAX_TRAPS_PER_REQUEST + 1 }, () => trap()) },
      'traps: must hold at most 1000 traps',
    ],
  ])(
    'refuses a request with %s, naming the problem, and stores nothing',
    async (_, body, error) => {
      const reply = await post(site, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toContain(error);
      expect(await rows()).toEqual([]);
    },
  );

  it('takes the most traps a request may carry, with the longest values', async () => {
    const traps = Array.from({ length: GATEWAY_MAX_TRAPS_PER_REQUEST }, (_, i) =>
      trap({ equipmentIP: i % 2 ? UPS_IP : '10.20.0.98', value: '✓'.repeat(2000) }),
    );
    const reply = await post(site, { traps });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ stored: GATEWAY_MAX_TRAPS_PER_REQUEST });
    const [counted] = await queryRows<{ matched: number; unmatched: number }>(
      handle.db,
      sql`select count(equipment_id)::int as matched, count(*) filter (where equipment_id is null)::int as unmatched
          from snmp_traps`,
    );
    expect(counted).toEqual({ matched: 500, unmatched: 500 });
  });
});
