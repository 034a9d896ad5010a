// Test-only: two customers with their users, and an onboarded equipment with sensors, for the
// libraries suites. Setup writes rows directly where no service exists yet for them.
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  equipment,
  equipmentLibraries,
  modbusPoints,
  modbusTemplates,
  networks,
  sensors,
  snmpPoints,
  snmpTemplates,
} from '../../db/schema.js';
import { createAccessRepository } from '../access/access.repository.js';
import type { UserRecord } from '../access/access.repository.js';
import { createAdminRepository } from '../admin/admin.repository.js';
import { createUser } from '../admin/admin.service.js';
import type { LibrariesContext } from './libraries.service.js';

export const FIXTURE_PASSWORD = 'Libraries-2026!';

export interface LibrariesFixture {
  customerA: number;
  customerB: number;
  /** Signed-in contexts by user. */
  as: {
    superUser: LibrariesContext;
    adminA: LibrariesContext;
    viewerA: LibrariesContext;
    adminB: LibrariesContext;
    anonymous: LibrariesContext;
  };
  emails: { adminA: string; viewerA: string; adminB: string };
}

export async function createLibrariesFixture(db: Database): Promise<LibrariesFixture> {
  const admin = createAdminRepository(db);
  const customerA = (await admin.createAccount('CUSTOMER', 'Alpha Colo')).id;
  const customerB = (await admin.createAccount('CUSTOMER', 'Beta Hosting')).id;
  const emails = {
    superUser: 'root@libraries.test',
    adminA: 'admin@alpha.test',
    viewerA: 'viewer@alpha.test',
    adminB: 'admin@beta.test',
  };
  const password = FIXTURE_PASSWORD;
  const ids = {
    superUser: await createUser(db, { email: emails.superUser, password, isSuper: true }),
    adminA: await createUser(db, {
      email: emails.adminA,
      password,
      customerName: 'Alpha Colo',
      roles: ['cl', 'ul'],
    }),
    viewerA: await createUser(db, { email: emails.viewerA, password, customerName: 'Alpha Colo' }),
    adminB: await createUser(db, {
      email: emails.adminB,
      password,
      customerName: 'Beta Hosting',
      roles: ['cl', 'ul'],
    }),
  };
  const access = createAccessRepository(db);
  const as = async (id: { id: number }): Promise<LibrariesContext> => {
    const viewer: UserRecord | null = await access.findUserById(id.id);
    if (!viewer) throw new Error(`fixture user ${id.id} not found`);
    return { db, viewer };
  };
  return {
    customerA,
    customerB,
    as: {
      superUser: await as(ids.superUser),
      adminA: await as(ids.adminA),
      viewerA: await as(ids.viewerA),
      adminB: await as(ids.adminB),
      anonymous: { db, viewer: null },
    },
    emails,
  };
}

/** A gateway and one equipment of the library, with a sensor on each given point. */
export async function onboardEquipment(
  db: Database,
  customerId: number,
  libraryId: number,
  points: { modbus?: number[]; snmp?: number[] },
  name = 'UPS 1',
): Promise<{ networkId: number; equipmentId: number; sensorIds: number[] }> {
  const [network] = await db
    .insert(networks)
    .values({ customerId, name: `Gateway for ${name}`, tokenHash: `hash-${name}-${libraryId}` })
    .returning({ id: networks.id });
  if (!network) throw new Error('no network');
  const [device] = await db
    .insert(equipment)
    .values({
      customerId,
      networkId: network.id,
      libraryId,
      name,
      kind: 'ModbusCard',
      protocol: 'Modbus',
      ip: '192.0.2.10',
      port: 502,
    })
    .returning({ id: equipment.id });
  if (!device) throw new Error('no equipment');
  const rows = [
    ...(points.modbus ?? []).map((id) => ({ modbusPointId: id, name: `modbus ${id}` })),
    ...(points.snmp ?? []).map((id) => ({ snmpPointId: id, name: `snmp ${id}` })),
  ].map((row) => ({ ...row, customerId, networkId: network.id, equipmentId: device.id }));
  const inserted = rows.length
    ? await db.insert(sensors).values(rows).returning({ id: sensors.id })
    : [];
  return { networkId: network.id, equipmentId: device.id, sensorIds: inserted.map((s) => s.id) };
}

/** Row counts of every table an import writes, to show that a refused one wrote nothing. */
export async function libraryRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = {
    equipmentLibraries,
    modbusTemplates,
    modbusPoints,
    snmpTemplates,
    snmpPoints,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}
