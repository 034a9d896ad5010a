import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WIDGET_TYPES, messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo/seedDemo.js';
import { DEMO_VIEW_NAME } from './demo/demoView.repository.js';
import { freePort, runScript, waitForHealth } from './testing/serverProcess.js';
import { availableDatabases, testPostgresUrl } from './testing/testDatabases.js';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

const databases = await availableDatabases();
const tempDir = () => mkdtempSync(join(tmpdir(), 'vigil-proc-'));

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { email } } }',
      variables: { e: email, p: password },
    }),
  });
  return (await response.json()) as {
    data?: { signIn: { user: { email: string } } };
    errors?: unknown;
  };
}

/** The demo admin's session cookie. */
async function adminCookie(url: string): Promise<string> {
  const signedIn = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation { signIn(email: "admin@vigil.demo", password: "' +
        DEMO_PASSWORD +
        '") { needsTotp } }',
    }),
  });
  return (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function adminQuery<T>(url: string, query: string): Promise<T | undefined> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await adminCookie(url) },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data?: T }).data;
}

/** The demo's sensors with a reading, as the signed-in admin sees them. */
async function liveSensorCount(url: string): Promise<number> {
  const data = await adminQuery<{ sensors: { reading: { createdAt: string } | null }[] }>(
    url,
    '{ sensors(limit: 200) { reading { createdAt } } }',
  );
  return data?.sensors.filter((s) => s.reading !== null).length ?? 0;
}

/** The types of the demo dashboard's widgets, sorted. */
async function demoViewWidgetTypes(url: string): Promise<string[]> {
  const data = await adminQuery<{ view: { id: string } | null }>(
    url,
    `{ view(viewName: "${DEMO_VIEW_NAME}") { id } }`,
  );
  if (!data?.view) return [];
  const widgets = await adminQuery<{ widgets: { type: string }[] }>(
    url,
    `{ widgets(id: "${data.view.id}") { type } }`,
  );
  return [...new Set(widgets?.widgets.map((w) => w.type))].sort();
}

describe('server process', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://db/vigil'],
    ['PUBLIC_URL', 'vigil.example.com'],
  ])('stops at start-up when %s is bad, naming it', async (name, value) => {
    const run = runScript('src/main.ts', [], { VIGIL_DATA_DIR: tempDir(), [name]: value });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(new RegExp(`Invalid configuration: .*${name}`));
  });

  it('starts in demo mode, seeds once, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { VIGIL_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const first = runScript('src/main.ts', ['--demo'], env);
    await waitForHealth(url, first);
    // The banner comes once the demo devices and gateway run too.
    await expect.poll(() => first.output(), { timeout: 30_000 }).toContain('admin@vigil.demo');
    expect(first.output()).toContain(DEMO_PASSWORD);
    expect((await signIn(url, 'viewer@vigil.demo', DEMO_PASSWORD)).data?.signIn.user.email).toBe(
      'viewer@vigil.demo',
    );
    // Simulated devices, onboarded and polled by the demo gateway: readings within a poll or two.
    await expect.poll(() => liveSensorCount(url), { timeout: 15_000 }).toBeGreaterThan(20);
    // The demo dashboard shows one widget of every type.
    expect(await demoViewWidgetTypes(url)).toEqual([...WIDGET_TYPES].sort());
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutdown complete');

    // The embedded database kept everything; a second start finds the demo data.
    const second = runScript('src/main.ts', ['--demo'], env);
    await waitForHealth(url, second);
    // Stopped only once it is fully up: tsx gives a busy child 30 ms to take the signal.
    await expect.poll(() => second.output(), { timeout: 30_000 }).toContain('Vigil is running');
    expect((await signIn(url, 'super@vigil.demo', DEMO_PASSWORD)).data?.signIn.user.email).toBe(
      'super@vigil.demo',
    );
    expect(second.output()).not.toContain(`demo view '${DEMO_VIEW_NAME}' created`);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('creates the first account from the admin CLI for production mode', async () => {
    const dataDir = tempDir();
    const created = runScript(
      'src/cli/admin.ts',
      ['create-user', '--email', 'Ops@Example.com', '--super'],
      {
        VIGIL_DATA_DIR: dataDir,
      },
    );
    expect(await created.exited).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(created.output())?.[1];
    expect(password).toBeDefined();

    const again = runScript('src/cli/admin.ts', ['create-user', '--email', 'ops@example.com'], {
      VIGIL_DATA_DIR: dataDir,
    });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain(messages.emailTaken);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = runScript('src/main.ts', [], { VIGIL_DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(url, server);
    try {
      expect((await signIn(url, 'ops@example.com', password ?? '')).data?.signIn.user.email).toBe(
        'ops@example.com',
      );
      // Production mode seeds nothing.
      expect((await signIn(url, 'admin@vigil.demo', DEMO_PASSWORD)).errors).toBeDefined();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it.runIf(databases.includes('postgres'))(
    'runs the same migrations and sign-in on PostgreSQL via DATABASE_URL',
    async () => {
      const name = `vigil_proc_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const dbUrl = new URL(testPostgresUrl);
      dbUrl.pathname = `/${name}`;
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = runScript('src/main.ts', ['--demo'], {
        VIGIL_DATA_DIR: tempDir(),
        PORT: String(port),
        DATABASE_URL: dbUrl.toString(),
      });
      try {
        await waitForHealth(url, server);
        expect(server.output()).toContain('"database":"postgres"');
        expect((await signIn(url, 'admin@vigil.demo', DEMO_PASSWORD)).data?.signIn.user.email).toBe(
          'admin@vigil.demo',
        );
        const migrated = new pg.Client({ connectionString: dbUrl.toString() });
        await migrated.connect();
        const tables = await migrated.query(
          `select count(*)::int as n from pg_catalog.pg_tables where schemaname = 'public'`,
        );
        await migrated.end();
        expect(tables.rows[0].n).toBeGreaterThanOrEqual(6);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
