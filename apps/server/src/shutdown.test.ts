import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './testing/testDatabases.js';
import { testApp } from './testing/testApp.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight while refusing new connections', async () => {
    const handle = await openTestDatabase('pglite');
    const server = await testApp(handle.db);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const body = JSON.stringify({ query: '{ ping }' });

    // A request whose body is only half sent when shutdown begins.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += String(chunk)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const closed = server.app.close();
    await new Promise((r) => setTimeout(r, 50));

    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    expect(await answer).toEqual({ status: 200, text: JSON.stringify({ data: { ping: 'pong' } }) });
    await closed;
    await handle.close();
  });
});
