import {
  GATEWAY_API_PREFIX,
  GATEWAY_ID_HEADER,
  type GatewayConfig,
  type ReadingsReply,
} from '@vigil/domain';
import {
  equipmentLibraries,
  modbusPoints,
  modbusTemplates,
} from '../../apps/server/src/db/schema.js';
import { gatewayClient } from '../../apps/server/src/testing/telemetryFixtures.js';
import type { BenchServer } from './startBenchServer.js';

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID, $ip: String, $d: String) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: $ip, port: 502, slaveID: 1,
    manufacturerModel: $lib, description: $d, protocol: "Modbus") { id sensorCount } }`;

/** Thresholds of every bench point: values of 20–25 °C stay green, so no status changes. */
const GREEN_TO = 27;
const YELLOW_TO = 32;

/** A library whose Modbus template has `points` temperature points. */
async function insertBenchLibrary(server: BenchServer, points: number): Promise<number> {
  const db = server.handle.db;
  const customerId = Number(server.customerId);
  const [template] = await db
    .insert(modbusTemplates)
    .values({ name: `Bench ${points}`, customerId })
    .returning();
  if (!template) throw new Error('no template');
  await db.insert(modbusPoints).values(
    Array.from({ length: points }, (_, i) => ({
      templateId: template.id,
      position: i,
      name: `Temperature ${i + 1}`,
      functionCode: 3,
      startingRegister: i,
      numberOfRegisters: 1,
      dataType: 'INT16',
      multiplier: 0.1,
      unit: '°C',
      greenTo: GREEN_TO,
      yellowTo: YELLOW_TO,
    })),
  );
  const [library] = await db
    .insert(equipmentLibraries)
    .values({
      customerId,
      manufacturer: 'Bench Co',
      model: `Rack ${points}`,
      modbusTemplateId: template.id,
    })
    .returning();
  if (!library) throw new Error('no library');
  return library.id;
}

export interface BenchGateway {
  id: string;
  sensorIds: number[];
  /**
   * POSTs a readings request body over HTTP (fetch, keep-alive) and returns the acknowledgement.
   * Bodies built ahead as bytes keep the load generator's share of this process small.
   */
  post(body: NonNullable<RequestInit['body']>): Promise<ReadingsReply>;
}

/**
 * Gateways as an installer sets them up: registered and onboarded through GraphQL as the admin,
 * each with equipment of `pointsPerEquipment` sensors, sensor ids read from the gateway config.
 */
export async function createFleet(
  server: BenchServer,
  options: {
    gateways: number;
    sensorsPerGateway: number;
    pointsPerEquipment?: number;
    /** Gateways are named `<name> 1`, `<name> 2` …; names are unique per customer. */
    name?: string;
  },
): Promise<BenchGateway[]> {
  const points = Math.min(options.pointsPerEquipment ?? 250, options.sensorsPerGateway);
  const library = await insertBenchLibrary(server, points);
  const equipmentPerGateway = Math.ceil(options.sensorsPerGateway / points);
  const fleet: BenchGateway[] = [];
  for (let g = 0; g < options.gateways; g++) {
    const registered = await server.admin.gql<{ registerGateway: { id: string; token: string } }>(
      REGISTER,
      { c: server.customerId, n: `${options.name ?? 'Bench gateway'} ${g + 1}` },
    );
    const gateway = registered.body.data?.registerGateway;
    if (!gateway) throw new Error(`registerGateway: ${JSON.stringify(registered.body.errors)}`);
    for (let e = 0; e < equipmentPerGateway; e++) {
      const onboarded = await server.admin.gql(ONBOARD, {
        g: gateway.id,
        c: server.customerId,
        lib: String(library),
        ip: `10.${g + 1}.${e >> 8}.${(e & 255) + 1}`,
        d: `Rack ${g + 1}.${e + 1}`,
      });
      if (onboarded.body.errors) {
        throw new Error(`onboardEquipment: ${JSON.stringify(onboarded.body.errors)}`);
      }
    }
    const config = (
      await gatewayClient(server.app, gateway.id, gateway.token).config()
    ).json<GatewayConfig>();
    const sensorIds = config.equipment
      .flatMap((equipment) => equipment.points.map((point) => point.sensorId))
      .slice(0, options.sensorsPerGateway);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${gateway.token}`,
      [GATEWAY_ID_HEADER]: gateway.id,
    };
    const url = `${server.url}${GATEWAY_API_PREFIX}/readings`;
    fleet.push({
      id: gateway.id,
      sensorIds,
      async post(body) {
        const response = await fetch(url, { method: 'POST', headers, body });
        const text = await response.text();
        if (!response.ok) throw new Error(`POST readings: ${response.status} ${text}`);
        return JSON.parse(text) as ReadingsReply;
      },
    });
  }
  return fleet;
}

/** A gateway request body of readings [sensorId, epochMs, value] in one batch. */
export function readingsBody(seq: number, readings: string[]): string {
  return `{"batches":[{"seq":${seq},"readings":[${readings.join(',')}],"equipment":[]}]}`;
}

/** A plausible temperature of 20.00–24.99 °C, varying by sensor and time. */
export function temperature(sensorId: number, step: number): number {
  return (2000 + ((sensorId * 7 + step * 13) % 500)) / 100;
}
