import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { DEMO_PASSWORD, seedDemo } from './demo/seedDemo.js';
import { openTestDatabase } from './testing/testDatabases.js';
import { testApp } from './testing/testApp.js';
import { GRAPHQL_LIMITS } from './graphql/limits.js';

describe('HTTP surface', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let bare: Awaited<ReturnType<typeof testApp>>;
  const webDist = mkdtempSync(join(tmpdir(), 'vigil-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    server = await testApp(handle.db, { signInRateLimit: 3 }, webDist);
    bare = await testApp(handle.db, {}, join(webDist, 'missing'));
  });
  afterAll(async () => {
    await server.app.close();
    await bare.app.close();
    await handle.close();
  });

  it('answers /healthz', async () => {
    const response = await server.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves release notes as markdown from RELEASE.md', async () => {
    const response = await server.app.inject({
      url: '/content/RELEASE.md',
      headers: { accept: 'text/markdown' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toMatch(/^# /);
  });

  it('serves the web app with an SPA fallback for page paths only', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/home?tab=companies', 200],
      ['/login', 200],
      ['/no/such/page', 404],
    ] as const) {
      const page = await server.app.inject(path);
      expect(page.statusCode, path).toBe(status);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await server.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A missing bundle must not come back as HTML, or the browser can't tell a chunk failed.
    expect((await server.app.inject('/assets/gone-000.js')).statusCode).toBe(404);
    expect((await server.app.inject('/graphql')).statusCode).toBe(404);
    expect((await server.app.inject('/gateway/v1/nothing')).statusCode).toBe(404);
  });

  it('says what to run when the web app is not built', async () => {
    const response = await bare.app.inject('/home');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('sends security headers with a CSP the app can live with', async () => {
    const response = await server.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses GraphQL requests a cross-site form could send (CSRF prevention)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=%7B%20ping%20%7D',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('pong');
    const json = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ ping }' },
    });
    expect(json.json()).toEqual({ data: { ping: 'pong' } });
  });

  it('rate-limits sign-in attempts per client, not other operations', async () => {
    const signIn = () =>
      server.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json' },
        payload: {
          query:
            'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
          variables: { e: 'admin@vigil.demo', p: DEMO_PASSWORD },
        },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const ping = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.9.9.9',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ ping }' },
    });
    expect(ping.statusCode).toBe(200);
  });

  it('refuses several sign-in steps in one request', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `mutation {
          a: signIn(email: "admin@vigil.demo", password: "guess-1") { needsTotp }
          b: signIn(email: "admin@vigil.demo", password: "guess-2") { needsTotp }
        }`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'Send one sign-in step per request.' }],
    });
  });

  it('exposes Prometheus metrics for HTTP, GraphQL and the process', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query Probe { ping }' },
    });
    const response = await server.app.inject('/metrics');
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /vigil_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(response.body).toMatch(/vigil_http_request_duration_seconds_bucket/);
    expect(response.body).toMatch(
      /vigil_graphql_operations_total\{operation="ping",type="query",outcome="ok"\} \d+/,
    );
    expect(response.body).toMatch(
      /vigil_graphql_operation_duration_seconds_count\{operation="ping",type="query"\} \d+/,
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('keeps secrets out of the logs', async () => {
    const lines: string[] = [];
    const { createApp } = await import('./app.js');
    const { testConfig } = await import('./testing/testApp.js');
    const built = await createApp({
      config: { ...testConfig(), logLevel: 'info' },
      db: handle.db,
      webDist,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await built.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: 'vigil_session=secret-token.sig' },
        payload: {
          query: `mutation { signIn(email: "admin@vigil.demo", password: "${DEMO_PASSWORD}") { needsTotp } }`,
        },
      });
    } finally {
      await built.app.close();
    }
    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).not.toContain('secret-token');
    expect(log).not.toContain(DEMO_PASSWORD);
  });
});

describe('GraphQL cost limits', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    server = await testApp(handle.db);
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  const run = async (query: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query },
      })
    ).json() as { data?: unknown; errors?: { message: string }[] };

  it.each([
    [
      'too deep',
      `{ __schema { types { ${'ofType { '.repeat(GRAPHQL_LIMITS.maxDepth)}name${' }'.repeat(GRAPHQL_LIMITS.maxDepth)} } } }`,
      /depth/i,
    ],
    [
      'too many aliases',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: ping`).join(' ')} }`,
      /aliases/i,
    ],
    ['too many tokens', `{ ${'ping '.repeat(GRAPHQL_LIMITS.maxTokens)}}`, /token/i],
  ])('refuses a query that is %s', async (_name, query, pattern) => {
    const body = await run(query);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(pattern);
  });

  it('answers ordinary queries, including the standard introspection', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const body = await run(getIntrospectionQuery());
    expect(body.errors).toBeUndefined();
    expect(await run('{ a: ping b: ping me { id customer { id roles } } }')).toEqual({
      data: { a: 'pong', b: 'pong', me: null },
    });
  });
});
