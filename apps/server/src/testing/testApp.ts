import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.js';
import { DEFAULT_MAIL_FROM, type Config } from '../config.js';
import type { Database } from '../db/client.js';

/** The session secret of every test server (it also signs acknowledge links). */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-signing-0123';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'vigil-test-')),
    databaseUrl: undefined,
    redisUrl: undefined,
    demoControlPort: 0,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: 'http://localhost:8080',
    secureCookies: false,
    logLevel: 'silent',
    signInRateLimit: 1000,
    corsOrigins: [],
    s3: undefined,
    mail: { smtpUrl: undefined, from: DEFAULT_MAIL_FROM },
    sms: { url: undefined, token: undefined },
    ...overrides,
  };
}

/** A server over the given database, driven with app.inject (no port). */
export async function testApp(db: Database, overrides: Partial<Config> = {}, webDist?: string) {
  const built = await createApp({ config: testConfig(overrides), db, webDist });
  await built.app.ready();
  return built;
}

export interface GraphQLReply<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A small GraphQL client over app.inject that keeps the session cookie like a browser. */
export function browserSession(app: Awaited<ReturnType<typeof testApp>>['app']) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: { query, variables },
      });
      const setCookie = response.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      if (first) {
        const pair = first.split(';')[0] ?? '';
        cookie = pair.endsWith('=') ? undefined : pair;
      }
      return { response, body: response.json() as GraphQLReply<T> };
    },
  };
}
