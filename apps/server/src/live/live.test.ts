import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seedDemo.js';
import { browserSession, testApp } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';

describe('live socket', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let url: string;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    server = await testApp(handle.db);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  const outcome = (cookie?: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: cookie ? { cookie } : {},
      });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (error) => {
        socket.close();
        resolve(error.message);
      });
    });

  it('refuses a browser without a session with auth_failure', async () => {
    expect(await outcome()).toBe('auth_failure');
    expect(await outcome('vigil_session=forged.value')).toBe('auth_failure');
  });

  it('accepts a signed-in browser on the same HTTP server', async () => {
    const browser = browserSession(server.app);
    await browser.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      {
        e: 'viewer@vigil.demo',
        p: DEMO_PASSWORD,
      },
    );
    expect(browser.cookie).toBeDefined();
    expect(await outcome(browser.cookie)).toBe('connected');
  });
});
