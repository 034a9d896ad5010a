import { GatewayAgent } from '@vigil/gateway';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemo } from '../demo/seedDemo.js';
import { hashGatewayToken, newGatewayToken } from '../modules/gateways/gatewayToken.js';
import { createGatewaysRepository } from '../modules/gateways/gateways.repository.js';
import { testApp } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';
import { demoCustomerId, signedInAdmin } from '../testing/telemetryFixtures.js';

const NETWORK = `query($id: ID) { network(id: $id) { slave listenTriggered disconnected lastUpdated } }`;
const ACTIVATE = `mutation($id: ID, $on: Boolean!) { setActivateSlave(gatewayID: $id, activate: $on) {
  slave listenTriggered } }`;

/** The mode switch with a real agent: asked at its next check-in, it holds its socket; told, it lets go. */
describe('listen mode', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let agent: GatewayAgent;
  let gatewayId: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-listen-'));

  const network = async () =>
    (
      await admin.gql<{
        network: { slave: boolean; listenTriggered: boolean; disconnected: boolean };
      }>(NETWORK, { id: gatewayId })
    ).body.data!.network;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    const token = newGatewayToken();
    gatewayId = String(
      (
        await createGatewaysRepository(handle.db).insert({
          customerId: await demoCustomerId(handle.db),
          name: 'Listening site',
          pollInterval: 1,
          tokenHash: hashGatewayToken(token),
        })
      ).id,
    );
    server = await testApp(handle.db);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signedInAdmin(server.app);
    agent = GatewayAgent.fromConfig({
      serverUrl: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`,
      gatewayId,
      token,
      dataDir,
    });
    await agent.start();
  });
  afterAll(async () => {
    await agent?.stop();
    await server?.app.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks in every poll, so the gateway shows connected', async () => {
    await expect.poll(network).toMatchObject({ disconnected: false, slave: false });
  });

  it('enters listen mode at the next check-in when asked, and leaves it when told', async () => {
    const asked = await admin.gql(ACTIVATE, { id: gatewayId, on: true });
    expect(asked.body.data).toEqual({
      setActivateSlave: [{ slave: false, listenTriggered: true }],
    });
    await expect
      .poll(network, { timeout: 10_000 })
      .toMatchObject({ slave: true, listenTriggered: false });
    await expect.poll(() => agent.status().listening).toBe(true);

    await admin.gql(ACTIVATE, { id: gatewayId, on: false });
    await expect.poll(() => agent.status().listening, { timeout: 10_000 }).toBe(false);
    await expect.poll(network).toMatchObject({ slave: false, listenTriggered: false });
  });
});
