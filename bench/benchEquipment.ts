import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { EQUIPMENT_LIST_LIMIT } from '@vigil/domain';
import { refreshEquipmentSensorStatus } from '../apps/server/src/modules/equipment/equipmentSensorStatus.repository.js';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import { atMost, fixed, int, metCell, ms, type Goal, type Table } from './lib/printTable.js';
import { startBenchServer, type BenchServer } from './lib/startBenchServer.js';

// My Equipment over a large fleet: 150,000 devices on 1,000 gateways in one customer, loaded in
// SQL like a bulk import. A filtered, sorted page of 200 and its total, as the page asks for
// them, against a signed-in `{ ping }` in the same run. After the load the tables are vacuumed
// and analysed: a real PostgreSQL's autovacuum would have done it, and on PGlite the ingest
// housekeeping does it (docs/adr/008).

const GATEWAYS = 1_000;
const DEVICES = 150_000;
const SENSORS_PER_DEVICE = 2;
const ROUNDS = 120;
const GOAL_P95_MS = 50;

const LIST = `query($c: ID!, $q: String, $f: EquipmentFilters, $s: String, $o: String, $off: Int) {
  allEquipment(customerID: $c, query: $q, filters: $f, sortColumn: $s, sortOrder: $o,
    limit: ${EQUIPMENT_LIST_LIMIT}, offset: $off) {
    total
    items { id name protocol equipmentIP status isMaintenance isRepair disconnected locked
      sensorCount lastUpdated gateway { id name } equipment { id manufacturer model } }
  } }`;

/**
 * The fleet in a few statements: gateways, a library with one Modbus and one SNMP point per
 * template, devices (a third SNMP), two sensors each. About 2% of sensors are in warning and 0.5%
 * in error; 1% of devices in maintenance, 0.5% in repair, 1% disconnected, 0.2% locked.
 */
async function loadFleet(server: BenchServer, devices: number, gateways: number) {
  const db = server.handle.db;
  const customer = Number(server.customerId);
  const start = performance.now();
  await db.execute(sql`
    insert into networks (customer_id, name, token_hash, poll_interval, disconnected, last_updated)
    select ${customer}, 'Site ' || lpad(g::text, 4, '0'), md5('bench-' || g), 60, g % 50 = 0,
           now() - (g % 60) * interval '1 second'
    from generate_series(1, ${gateways}) g`);
  const [modbus] = await queryRows<{ id: number }>(
    db,
    sql`insert into modbus_templates (name, customer_id)
      values ('Bench fleet', ${customer}) returning id`,
  );
  const [snmp] = await queryRows<{ id: number }>(
    db,
    sql`insert into snmp_templates (name, customer_id)
      values ('Bench fleet', ${customer}) returning id`,
  );
  await db.execute(sql`
    insert into modbus_points (template_id, position, name, function_code, starting_register,
      number_of_registers, data_type, multiplier, unit, green_to, yellow_to)
    select ${modbus!.id}, p, 'Point ' || p, 3, p, 1, 'INT16', 0.1, '°C', 27, 32
    from generate_series(0, ${SENSORS_PER_DEVICE - 1}) p`);
  await db.execute(sql`
    insert into snmp_points (template_id, position, oid, name, unit, green_to, yellow_to)
    select ${snmp!.id}, p, '1.3.6.1.4.1.99999.1.' || p, 'Point ' || p, '°C', 27, 32
    from generate_series(0, ${SENSORS_PER_DEVICE - 1}) p`);
  const [library] = await queryRows<{ id: number }>(
    db,
    sql`insert into equipment_libraries
      (customer_id, manufacturer, model, modbus_template_id, snmp_template_id)
      values (${customer}, 'Bench Co', 'Fleet unit', ${modbus!.id}, ${snmp!.id}) returning id`,
  );
  const perGateway = Math.ceil(devices / gateways);
  await db.execute(sql`
    insert into equipment (customer_id, network_id, library_id, name, kind, protocol, ip, port,
      slave_id, snmp_version, community_string, is_maintenance, is_repair, disconnected, locked,
      last_updated, created_at)
    select ${customer}, n.id, ${library!.id},
      'Unit ' || lpad(d::text, 6, '0'),
      case when d % 3 = 0 then 'SNMPCard' else 'ModbusCard' end,
      case when d % 3 = 0 then 'SNMP' else 'Modbus' end,
      '10.' || (d / 65536) % 256 || '.' || (d / 256) % 256 || '.' || d % 256,
      case when d % 3 = 0 then 161 else 502 end,
      case when d % 3 = 0 then null else 1 end,
      case when d % 3 = 0 then '2' else null end,
      case when d % 3 = 0 then 'public' else null end,
      d % 100 = 7, d % 200 = 11, d % 100 = 13, d % 500 = 17,
      now() - (d % 600) * interval '1 second', now() - (d % 86400) * interval '1 second'
    from generate_series(1, ${devices}) d
    join lateral (select id from networks where customer_id = ${customer}
                  and name = 'Site ' || lpad((1 + (d - 1) / ${perGateway})::text, 4, '0')) n on true`);
  await db.execute(sql`
    insert into sensors (customer_id, network_id, equipment_id, modbus_point_id, snmp_point_id,
      name, unit, green_to, yellow_to, latest_value, latest_at, status)
    select e.customer_id, e.network_id, e.id,
      case when e.protocol = 'Modbus' then mp.id end,
      case when e.protocol = 'SNMP' then sp.id end,
      mp.name, '°C', 27, 32, 22.5, now(),
      case when (e.id * 7 + mp.position) % 1000 < 5 then 'error'
           when (e.id * 7 + mp.position) % 1000 < 25 then 'warning'
           else 'ok' end
    from equipment e
    join modbus_points mp on mp.template_id = ${modbus!.id}
    join snmp_points sp on sp.template_id = ${snmp!.id} and sp.position = mp.position
    where e.customer_id = ${customer}`);
  // Rows written past the app keep their stored worst sensor status as the app would.
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select id from equipment where customer_id = ${customer}`,
  );
  await refreshEquipmentSensorStatus(
    db,
    ids.map((row) => row.id),
  );
  // What autovacuum would have done on PostgreSQL, and the ingest housekeeping does on PGlite.
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - start) / 1000;
}

interface Probe {
  name: string;
  baseline: boolean;
  variables?: Record<string, unknown>;
}

function probes(customerID: string): Probe[] {
  const c = customerID;
  return [
    { name: 'GraphQL { ping }, signed in', baseline: true },
    { name: 'first page by name', baseline: false, variables: { c } },
    {
      name: 'status ERROR or WARNING, by name',
      baseline: false,
      variables: { c, f: { status: ['ERROR', 'WARNING'] } },
    },
    {
      name: 'protocol SNMP, by gateway desc, page 6',
      baseline: false,
      variables: { c, f: { protocol: ['SNMP'] }, s: 'gateway', o: 'desc', off: 1000 },
    },
    {
      name: 'in maintenance, by last updated desc',
      baseline: false,
      variables: { c, f: { maintenance: true }, s: 'lastUpdated', o: 'desc' },
    },
    {
      name: 'search "Unit 01", by IP',
      baseline: false,
      variables: { c, q: 'Unit 01', s: 'equipmentIP' },
    },
    {
      name: '5 gateways, status OK, by name desc',
      baseline: false,
      variables: { c, f: { gatewayIDs: ['1', '2', '3', '4', '5'], status: ['OK'] }, o: 'desc' },
    },
  ];
}

async function measure(server: BenchServer, list: Probe[], rounds: number) {
  const headers = { 'content-type': 'application/json', cookie: server.cookie };
  const bodies = list.map((probe) =>
    JSON.stringify(
      probe.baseline ? { query: '{ ping }' } : { query: LIST, variables: probe.variables },
    ),
  );
  const totals: (number | null)[] = list.map(() => null);
  const samples = list.map(() => [] as number[]);
  for (let round = -10; round < rounds; round++) {
    for (let k = 0; k < list.length; k++) {
      const i = (k + round + 10) % list.length;
      const start = performance.now();
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers,
        body: bodies[i]!,
      });
      const text = await response.text();
      const elapsed = performance.now() - start;
      const body = JSON.parse(text) as {
        data?: { allEquipment?: { total: number; items: unknown[] } };
        errors?: unknown;
      };
      if (!response.ok || body.errors) throw new Error(`${list[i]!.name}: ${text.slice(0, 300)}`);
      if (!list[i]!.baseline) totals[i] = body.data?.allEquipment?.total ?? null;
      if (round >= 0) samples[i]!.push(elapsed);
    }
  }
  return list.map((probe, i) => ({
    name: probe.name,
    baseline: probe.baseline,
    total: totals[i] ?? null,
    latency: summarize(samples[i]!),
  }));
}

interface EquipmentRun {
  database: DatabaseKind;
  devices: number;
  gateways: number;
  loadSeconds: number;
  probes: { name: string; baseline: boolean; total: number | null; latency: LatencySummary }[];
  goals: Goal[];
}

async function equipmentOn(kind: DatabaseKind, context: BenchContext): Promise<EquipmentRun> {
  const devices = context.quick ? DEVICES / 10 : DEVICES;
  const gateways = context.quick ? GATEWAYS / 10 : GATEWAYS;
  const rounds = context.quick ? 30 : ROUNDS;
  context.progress(
    `equipment/${kind}: loading ${int(devices)} devices on ${int(gateways)} gateways…`,
  );
  const server = await startBenchServer(kind);
  try {
    const loadSeconds = await loadFleet(server, devices, gateways);
    context.progress(`equipment/${kind}: loaded in ${fixed(loadSeconds)} s; measuring…`);
    const results = await measure(server, probes(server.customerId), rounds);
    return {
      database: kind,
      devices,
      gateways,
      loadSeconds,
      probes: results,
      goals: results.filter((r) => !r.baseline).map((r) => atMost(r.latency.p95, GOAL_P95_MS)),
    };
  } finally {
    await server.close();
  }
}

function table(runs: EquipmentRun[], skipped: string[]): Table {
  const result: Table = {
    title: `equipment: My Equipment, a page of ${EQUIPMENT_LIST_LIMIT} and its total (one request each)`,
    columns: ['database', 'request', 'matching', 'p50', 'p95', 'goal p95', 'met'],
    rows: [],
    notes: [...skipped],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    let goal = 0;
    for (const probe of run.probes) {
      const g = probe.baseline ? null : run.goals[goal++]!;
      result.rows.push([
        label,
        probe.baseline ? `${probe.name} (baseline)` : probe.name,
        probe.total === null ? null : int(probe.total),
        ms(probe.latency.p50),
        ms(probe.latency.p95),
        g?.text ?? null,
        g ? metCell(g) : null,
      ]);
    }
    result.notes?.push(
      `${label}: ${int(run.devices)} devices (${int(run.devices * SENSORS_PER_DEVICE)} sensors) on ${int(run.gateways)} gateways in one customer, loaded in ${fixed(run.loadSeconds)} s, then VACUUM ANALYZE (PostgreSQL's autovacuum would have run; PGlite's is the ingest housekeeping's).`,
    );
  }
  return result;
}

export async function benchEquipment(context: BenchContext): Promise<BenchReport> {
  const runs: EquipmentRun[] = [];
  for (const kind of context.databases) runs.push(await equipmentOn(kind, context));
  return {
    name: 'equipment',
    tables: [table(runs, context.skipped)],
    goalsMet: runs.every((run) => run.goals.every((goal) => goal.met)),
    data: runs,
  };
}
