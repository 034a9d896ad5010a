import { GatewayAgent } from '@vigil/gateway';
import { freePort } from '@vigil/gateway';
import { onboardingSchema } from '@vigil/domain';
import { DEVICE_PROFILES, startSimulators, type DeviceKind } from '@vigil/simulator';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { createEquipmentRepository } from '../modules/equipment/equipment.repository.js';
import { createEquipment } from '../modules/equipment/equipment.service.js';
import { hashGatewayToken, newGatewayToken } from '../modules/gateways/gatewayToken.js';
import { createGatewaysRepository } from '../modules/gateways/gateways.repository.js';
import { seedBuiltInLibraries } from '../modules/libraries/libraries.seed.js';
import { demoCustomerId } from './demo.repository.js';
import { SIMULATED_LIBRARIES } from './simulatedLibraries.js';

export const DEMO_GATEWAY = { name: 'Acme DC1 Gateway', pollInterval: 5 } as const;

/** The demo site: an SNMP UPS, a Modbus PDU and CRAC, and an SNMP environment sensor. */
export const DEMO_DEVICES: readonly {
  name: string;
  kind: DeviceKind;
  protocol: 'Modbus' | 'SNMP';
  description: string;
}[] = [
  { name: 'ups-1', kind: 'ups', protocol: 'SNMP', description: 'UPS A' },
  { name: 'pdu-1', kind: 'pdu', protocol: 'Modbus', description: 'Rack PDU A1' },
  { name: 'crac-1', kind: 'crac', protocol: 'Modbus', description: 'CRAC 1' },
  { name: 'env-1', kind: 'env', protocol: 'SNMP', description: 'Cold aisle sensor' },
];

export interface DemoTelemetryOptions {
  db: Database;
  ingest: { forgetGateway(gatewayId: number): void };
  /** The server the demo gateway agent dials out to. */
  serverUrl: string;
  dataDir: string;
  controlPort: number;
  log: (line: string) => void;
}

/**
 * The demo gateway's token: kept in the data dir because only its hash is in the database.
 * Without the file (a new data dir on an old database) the token is rotated.
 */
async function demoGateway(db: Database, customerId: number, dataDir: string) {
  const repo = createGatewaysRepository(db);
  const file = join(dataDir, 'demo-gateway-token');
  const existing = await repo.byName(customerId, DEMO_GATEWAY.name);
  const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  if (existing && saved && existing.tokenHash === hashGatewayToken(saved)) {
    return { id: existing.id, token: saved };
  }
  const token = newGatewayToken();
  writeFileSync(file, token, { mode: 0o600 });
  if (existing) {
    await repo.setTokenHash(existing.id, hashGatewayToken(token));
    return { id: existing.id, token };
  }
  const created = await repo.insert({
    customerId,
    name: DEMO_GATEWAY.name,
    pollInterval: DEMO_GATEWAY.pollInterval,
    tokenHash: hashGatewayToken(token),
  });
  return { id: created.id, token };
}

/**
 * Demo mode's live data: built-in libraries for the simulated models, the simulators on free
 * local ports, the demo equipment onboarded at those ports, and a gateway agent polling them,
 * receiving their traps and posting to this server, as a site's gateway would.
 */
export async function startDemoTelemetry(options: DemoTelemetryOptions) {
  const { db, ingest, log } = options;
  const libraries = await seedBuiltInLibraries(db, SIMULATED_LIBRARIES);
  const customerId = await demoCustomerId(db);
  const gateway = await demoGateway(db, customerId, options.dataDir);
  // The devices send their traps (a UPS's mains failure) to the demo gateway's trap port.
  const trapTarget = { host: '127.0.0.1', port: await freePort('udp') };

  const simulators = await startSimulators({
    devices: DEMO_DEVICES.map((device) => ({
      name: device.name,
      kind: device.kind,
      [device.protocol === 'SNMP' ? 'snmp' : 'modbus']: { host: '127.0.0.1', port: 0 },
      trapTarget,
    })),
    control: { host: '127.0.0.1', port: options.controlPort },
  });
  try {
    const equipment = createEquipmentRepository(db);
    for (const [index, device] of DEMO_DEVICES.entries()) {
      const served = simulators.devices[index]?.describe();
      const address = device.protocol === 'SNMP' ? served?.snmp : served?.modbus;
      if (!address) throw new Error(`demo device ${device.name} did not start`);
      const existing = await equipment.byName(gateway.id, device.description);
      if (existing) {
        if (existing.port !== address.port || existing.ip !== address.host) {
          await equipment.setAddress(existing.id, { ip: address.host, port: address.port });
        }
        continue;
      }
      const libraryId = libraries[DEVICE_PROFILES[device.kind].model];
      if (libraryId === undefined) throw new Error(`no built-in library for ${device.kind}`);
      await createEquipment(
        { db, ingest },
        { customerId, gatewayId: gateway.id },
        onboardingSchema.parse({
          ip: address.host,
          port: address.port,
          slaveID: 1,
          manufacturerModel: String(libraryId),
          description: device.description,
          protocol: device.protocol,
          ...(device.protocol === 'SNMP' ? { snmpVersion: '2', communityString: 'public' } : {}),
        }),
      );
    }
    ingest.forgetGateway(gateway.id);

    const agentDir = join(options.dataDir, 'demo-gateway');
    mkdirSync(agentDir, { recursive: true });
    const agent = GatewayAgent.fromConfig({
      serverUrl: options.serverUrl,
      gatewayId: String(gateway.id),
      token: gateway.token,
      dataDir: agentDir,
      trapPort: trapTarget.port,
      trapAddress: trapTarget.host,
      log: (line) => log(`demo gateway: ${line}`),
    });
    await agent.start();
    return {
      controlUrl: simulators.control?.url,
      gatewayId: gateway.id,
      async close() {
        await agent.stop();
        await simulators.close();
      },
    };
  } catch (error) {
    await simulators.close();
    throw error;
  }
}
