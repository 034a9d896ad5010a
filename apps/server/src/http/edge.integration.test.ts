import { messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seedDemo.js';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { createApp } from '../app.js';
import { testApp, testConfig } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';

const SECRET_PARAM = '424242';
const SECRET_VALUE = 'VICTIMVALUE';

/** What drizzle throws when a statement fails: SQL and parameters in the message and fields. */
function failedQuery(): Error {
  const error = new Error(
    `Failed query: select secret_column from customers where id = $1\nparams: ${SECRET_PARAM},${SECRET_VALUE}`,
  );
  error.name = 'DrizzleQueryError';
  Object.assign(error, {
    query: 'select secret_column from customers where id = $1',
    params: [Number(SECRET_PARAM), SECRET_VALUE],
    cause: Object.assign(new Error('value out of range'), {
      code: '22003',
      detail: `Key (id)=(${SECRET_PARAM}) is out of range`,
    }),
  });
  return error;
}

/** The real database, or one whose every statement fails, switched by the test. */
function switchableDatabase(db: Database) {
  const state = { failing: false };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (state.failing) {
        return () => {
          throw failedQuery();
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  return { db: proxy, state };
}

const json = { 'content-type': 'application/json' };

describe('the HTTP and GraphQL edge', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let allowed: Awaited<ReturnType<typeof testApp>>;
  let database: ReturnType<typeof switchableDatabase>;
  const logLines: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    database = switchableDatabase(handle.db);
    server = {
      ...(await createApp({
        config: testConfig({ signInRateLimit: 3, logLevel: 'info' }),
        db: database.db,
        logStream: { write: (line: string) => void logLines.push(line) },
      })),
    };
    await server.app.ready();
    allowed = await testApp(handle.db, { corsOrigins: ['https://ops.example.com'] });
  });
  afterAll(async () => {
    database.state.failing = false;
    await server?.app.close();
    await allowed?.app.close();
    await handle?.close();
  });

  describe('never answers with SQL, parameters or a stack', () => {
    let signIns = 0;
    /** A new session: not in the server's session cache until a request looks it up. */
    const freshCookie = async () => {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: `10.6.0.${++signIns}`,
        headers: json,
        payload: {
          query:
            'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
          variables: { e: 'admin@vigil.demo', p: DEMO_PASSWORD },
        },
      });
      const setCookie = answer.headers['set-cookie'];
      const first = (Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '';
      return first.split(';')[0] ?? '';
    };
    const graphql = (cookie: string) =>
      server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...json, cookie },
        payload: { query: '{ views(limit: 5) { id } }' },
      });

    it.each([
      [
        'the gateway API',
        false,
        () =>
          server.app.inject({
            method: 'POST',
            url: '/gateway/v1/checkin',
            headers: { ...json, authorization: 'Bearer some-token', 'x-vigil-gateway': '1' },
            payload: {},
          }),
      ],
      ['GraphQL, while looking up the session', false, graphql],
      // The session comes from the cache the request before filled; the resolver's query fails.
      ['GraphQL, in a resolver', true, graphql],
      [
        'the file routes (read)',
        false,
        (cookie: string) =>
          server.app.inject({
            url: '/files/images/0b7c0d8e-4c58-4a6b-9a53-3c5b4c2f0e11',
            headers: { cookie },
          }),
      ],
      [
        'the file routes (upload)',
        true,
        (cookie: string) =>
          server.app.inject({
            method: 'POST',
            url: '/files/images',
            headers: { 'content-type': 'image/png', cookie },
            payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
          }),
      ],
    ] as const)(
      '%s: a generic message with the request id; the detail only in the log',
      async (_, warm, send) => {
        const cookie = await freshCookie();
        expect(cookie).toMatch(/=/);
        if (warm) expect((await graphql(cookie)).json().errors).toBeUndefined();
        logLines.length = 0;
        database.state.failing = true;
        let body: string;
        let requestId: string | undefined;
        try {
          const response = await send(cookie);
          body = response.body;
          const parsed = response.json() as {
            error?: string;
            requestId?: string;
            errors?: { message: string; extensions?: { code?: string; requestId?: string } }[];
          };
          requestId = parsed.requestId ?? parsed.errors?.[0]?.extensions?.requestId;
          expect(parsed.error ?? parsed.errors?.[0]?.message).toBe(messages.unexpectedError);
          if (parsed.error) expect(response.statusCode).toBe(500);
          else expect(parsed.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        } finally {
          database.state.failing = false;
        }
        for (const leak of [
          SECRET_PARAM,
          SECRET_VALUE,
          'secret_column',
          'select',
          '    at ',
          'Failed query',
        ]) {
          expect(body).not.toContain(leak);
        }
        expect(requestId).toMatch(/\S+/);
        const logged = logLines.filter((line) => line.includes(`"requestId":"${requestId}"`));
        expect(logged.length).toBeGreaterThan(0);
        expect(logged.join('\n')).toContain('Failed query: select secret_column');
        for (const line of logLines) {
          expect(line).not.toContain(SECRET_PARAM);
          expect(line).not.toContain(SECRET_VALUE);
        }
      },
    );

    it('keeps deliberate refusals as they were (bad JSON, unknown route)', async () => {
      const bad = await server.app.inject({
        method: 'POST',
        url: '/gateway/v1/checkin',
        headers: json,
        payload: '{"not json',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/JSON/i);
    });
  });

  describe('CORS', () => {
    const preflight = (app: typeof server.app, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-vigil-csrf',
        },
      });

    it('is same-origin only by default: another origin gets no CORS headers', async () => {
      const answer = await preflight(server.app, 'http://evil.test');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      const post = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...json, origin: 'http://evil.test' },
        payload: { query: '{ ping }' },
      });
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('allows exactly the origins of CORS_ORIGINS, with credentials', async () => {
      const ok = await preflight(allowed.app, 'https://ops.example.com');
      expect(ok.headers['access-control-allow-origin']).toBe('https://ops.example.com');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const evil = await allowed.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...json, origin: 'http://evil.test' },
        payload: { query: '{ ping }' },
      });
      expect(evil.headers['access-control-allow-origin']).not.toBe('http://evil.test');
    });
  });

  it('labels GraphQL metrics by schema fields, never by the client’s operation name', async () => {
    const before = (await server.app.inject('/metrics')).body.length;
    for (let i = 0; i < 50; i++) {
      await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: { query: `query Probe${i}${'x'.repeat(2000)} { ping }` },
      });
    }
    const metrics = (await server.app.inject('/metrics')).body;
    expect(metrics).not.toContain('Probe');
    expect(metrics).toMatch(/vigil_graphql_operations_total\{operation="ping",type="query"/);
    // Fifty differently named requests add no series: the text grows by counts only.
    expect(metrics.length - before).toBeLessThan(2000);
  });

  describe('limits before parsing', () => {
    it('refuses a body over the limit before reading it as JSON', async () => {
      const body = JSON.stringify({
        query: `mutation { signIn(email: "a@b.c", password: "${'x'.repeat(960 * 1024)}") { needsTotp } }`,
      });
      const answer = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: body,
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.body).not.toContain('xxxx');
    });

    it('refuses query text over its limit before the GraphQL parser sees it', async () => {
      const query = `mutation { signIn(email: "a@b.c", password: "p") { needsTotp } } ${'# pad\n'.repeat(GRAPHQL_LIMITS.maxQueryLength / 6 + 1)}`;
      const answer = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: { query },
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({
        errors: [{ message: messages.queryTooLong(GRAPHQL_LIMITS.maxQueryLength) }],
      });
    });

    it('stops a sign-in document at the token limit, and keeps answering meanwhile', async () => {
      const query = `mutation { signIn(email: "a@b.c", password: "p") { needsTotp ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} } }`;
      expect(query.length).toBeLessThan(GRAPHQL_LIMITS.maxQueryLength);
      const attacks = Array.from({ length: 20 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.7.0.${i + 1}`,
          headers: json,
          payload: { query },
        }),
      );
      const health = server.app.inject('/healthz');
      const answers = await Promise.all(attacks);
      expect((await health).statusCode).toBe(200);
      for (const answer of answers) {
        expect(answer.json().errors[0].message).toMatch(/Token limit of 2000 exceeded/);
      }
    });
  });

  describe('sign-in steps are counted however the operation is written', () => {
    const forms = {
      inline:
        'mutation($e: String!, $p: String!) { ... on Mutation { signIn(email: $e, password: $p) { needsTotp } } }',
      named:
        'mutation($e: String!, $p: String!) { ...Try } fragment Try on Mutation { signIn(email: $e, password: $p) { needsTotp } }',
      nested:
        'mutation($e: String!, $p: String!) { ... on Mutation { ...Try } } fragment Try on Mutation { ... { attempt: signIn(email: $e, password: $p) { needsTotp } } }',
      aliased:
        'mutation($e: String!, $p: String!) { attempt: signIn(email: $e, password: $p) { needsTotp } }',
    };

    it.each(Object.entries(forms))(
      '%s: limited after SIGNIN_RATE_LIMIT attempts',
      async (_, query) => {
        const address = `10.8.${Object.keys(forms).indexOf(_)}.1`;
        const attempt = () =>
          server.app.inject({
            method: 'POST',
            url: '/graphql',
            remoteAddress: address,
            headers: json,
            payload: { query, variables: { e: 'admin@vigil.demo', p: DEMO_PASSWORD } },
          });
        const codes: number[] = [];
        for (let i = 0; i < 5; i++) codes.push((await attempt()).statusCode);
        expect(codes).toEqual([200, 200, 200, 429, 429]);
      },
    );

    it('refuses two sign-in steps hidden in fragments', async () => {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.8.9.1',
        headers: json,
        payload: {
          query:
            'mutation { ...A ... on Mutation { b: signIn(email: "x@y.z", password: "2") { needsTotp } } } fragment A on Mutation { a: signIn(email: "x@y.z", password: "1") { needsTotp } }',
        },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        errors: [{ message: 'Send one sign-in step per request.' }],
      });
    });
  });
});
