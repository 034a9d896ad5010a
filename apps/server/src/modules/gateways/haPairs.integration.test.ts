import { messages } from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { networks } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { demoCustomerId, gatewayClient, signedInAdmin } from '../../testing/telemetryFixtures.js';

const ADD_NODE = `mutation($g: ID!) { addGatewayHaNode(gatewayID: $g) { id name token } }`;
const NETWORK = `query($g: ID) { network(id: $g) { gwType haStatus
  ha2Node { node role lastUpdated } haNodes { node role lastUpdated } } }`;

type Reply<T> = { data?: T | null; errors?: { message: string }[] };

describe.each(await availableDatabases())('HA pairs on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin = '';
  let viewer = '';
  let customerId = '';

  async function gql<T>(cookie: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query, variables },
    });
    return response.json<Reply<T>>();
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    server = await testApp(handle.db);
    admin = (await signedInAdmin(server.app)).cookie!;
    const session = browserSession(server.app);
    await session.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: 'viewer@vigil.demo', p: DEMO_PASSWORD },
    );
    viewer = session.cookie!;
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('pairs a gateway: the master polls, the backup stands by and takes over from a silent master', async () => {
    const registered = await gql<{ registerGateway: { id: string; token: string } }>(
      admin,
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Paired", pollInterval: 30) { id token } }`,
      { c: customerId },
    );
    const { id, token } = registered.data!.registerGateway;
    expect((await gql(viewer, ADD_NODE, { g: id })).errors?.[0]?.message).toBe(
      messages.mustManageGateways,
    );
    const added = await gql<{ addGatewayHaNode: { token: string } }>(admin, ADD_NODE, { g: id });
    const ha2Token = added.data!.addGatewayHaNode.token;
    expect(ha2Token).toMatch(/^[\w-]{43}$/);
    const ha1 = gatewayClient(server.app, id, token);
    const ha2 = gatewayClient(server.app, id, ha2Token);

    expect((await ha1.checkin()).json()).toMatchObject({ role: 'MASTER' });
    expect((await ha2.checkin({ version: '2.0.0' })).json()).toMatchObject({ role: 'BACKUP' });
    let network = (await gql<{ network: Record<string, unknown> }>(admin, NETWORK, { g: id })).data!
      .network;
    expect(network).toMatchObject({
      gwType: 'HA1',
      haStatus: 'MASTER',
      ha2Node: { node: 'HA2', role: 'BACKUP' },
      haNodes: [
        { node: 'HA1', role: 'MASTER' },
        { node: 'HA2', role: 'BACKUP' },
      ],
    });

    // The master has been silent for more than two intervals: the backup's check-in takes over.
    await handle.db
      .update(networks)
      .set({ ha1SeenAt: sql`now() - interval '61 seconds'` })
      .where(eq(networks.id, Number(id)));
    expect((await ha2.checkin()).json()).toMatchObject({ role: 'MASTER' });
    expect((await ha1.checkin()).json()).toMatchObject({ role: 'BACKUP' });
    network = (await gql<{ network: Record<string, unknown> }>(admin, NETWORK, { g: id })).data!
      .network;
    expect(network).toMatchObject({ haStatus: 'BACKUP', ha2Node: { role: 'MASTER' } });

    // Each node takes its own queue.
    const add = (t: string) =>
      gql<{ addGatewayAction: { id: string } }>(
        admin,
        `mutation($g: ID!, $t: String) { addGatewayAction(gatewayID: $g, action: "GATEWAY_META", gatewayType: $t) { id } }`,
        { g: id, t },
      );
    const forHa1 = (await add('HA1')).data!.addGatewayAction.id;
    const forHa2 = (await add('HA2')).data!.addGatewayAction.id;
    expect((await ha1.nextAction()).json<{ action: { id: number } }>().action.id).toBe(
      Number(forHa1),
    );
    expect((await ha2.nextAction()).json<{ action: { id: number } }>().action.id).toBe(
      Number(forHa2),
    );

    // A new HA2 token replaces the old one at once.
    const replaced = await gql<{ addGatewayHaNode: { token: string } }>(admin, ADD_NODE, { g: id });
    expect((await ha2.checkin()).statusCode).toBe(401);
    const renewed = gatewayClient(server.app, id, replaced.data!.addGatewayHaNode.token);
    expect((await renewed.checkin()).json()).toMatchObject({ role: 'MASTER' });
  });

  it('answers no role to a single gateway', async () => {
    const registered = await gql<{ registerGateway: { id: string; token: string } }>(
      admin,
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Single") { id token } }`,
      { c: customerId },
    );
    const { id, token } = registered.data!.registerGateway;
    const reply = (await gatewayClient(server.app, id, token).checkin()).json<object>();
    expect(reply).not.toHaveProperty('role');
    const network = await gql<{ network: Record<string, unknown> }>(admin, NETWORK, { g: id });
    expect(network.data!.network).toEqual({
      gwType: 'STD',
      haStatus: 'STD',
      ha2Node: null,
      haNodes: [],
    });
  });
});
