import { messages } from '@vigil/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { customerDigest, GLOBAL_TABLES, type CustomerDigest } from './tenantDigest.js';
import { VICTIM_MARKER, seedTenants, signedIn, type TenantFixture } from './tenantFixture.js';
import { testApp, type GraphQLReply } from './testApp.js';
import { openTestDatabase, type DatabaseKind } from './testDatabases.js';
import {
  ISOLATION_CASES,
  type Actor,
  type Expectation,
  type IsolationCase,
} from '../graphql/tenantIsolation.cases.js';

/** Error codes that are an access refusal whatever the message. */
const REFUSAL_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);
const ACTORS: readonly Actor[] = ['admin', 'viewer', 'anonymous'];
const operationKind = (document: string) =>
  document.trimStart().startsWith('mutation') ? 'Mutation' : 'Query';

/**
 * The tenant-isolation test on one database: every case of tenantIsolation.cases.ts as each
 * actor, with the Victim's rows unchanged after every mutation. One test file per database, so
 * the two run side by side.
 */
export function describeTenantIsolation(kind: DatabaseKind): void {
  describe(`tenant isolation on ${kind}`, () => {
    let handle: DatabaseHandle;
    let server: Awaited<ReturnType<typeof testApp>>;
    let fx: TenantFixture;
    let baseline: CustomerDigest;
    /** Everything no Home answer may contain, lower-cased. */
    let forbidden: string[];

    const victimDigest = () => customerDigest(handle.db, Number(fx.victim.customerId));

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      server = await testApp(handle.db);
      fx = await seedTenants(handle.db, server);
      baseline = await victimDigest();
      forbidden = [VICTIM_MARKER, '$argon2', ...fx.victim.secrets].map((s) => s.toLowerCase());
    });
    afterAll(async () => {
      await server?.app.close();
      await handle?.close();
    });

    it('has Victim rows in every table of the schema but the global ones', async () => {
      const empty = Object.entries(baseline.tables)
        .filter(([table, digest]) => digest.rows === 0 && !(table in GLOBAL_TABLES))
        .map(([table]) => table);
      expect(empty, 'tables without Victim rows: seed them in tenantFixture').toEqual([]);
      const unowned = baseline.unowned.filter((table) => !(table in GLOBAL_TABLES));
      expect(unowned, 'tables tied to no customer: link them in tenantDigest').toEqual([]);
      const known = [...Object.keys(baseline.tables), ...baseline.unowned];
      expect(Object.keys(GLOBAL_TABLES).filter((table) => !known.includes(table))).toEqual([]);
    });

    it('notices a changed Victim row, and a Home row made to point at one', async () => {
      const { victim, home } = fx;
      /** The Victim's digest while a write holds; the write is undone before the next test. */
      const during = async (write: SQL, undo: SQL) => {
        await handle.db.execute(write);
        try {
          return (await victimDigest()).tables;
        } finally {
          await handle.db.execute(undo);
        }
      };
      const renamed = await during(
        sql`update tags set name = name || '!' where id = ${Number(victim.tagId)}`,
        sql`update tags set name = left(name, -1) where id = ${Number(victim.tagId)}`,
      );
      expect(renamed.tags).not.toEqual(baseline.tables.tags);
      const linked = await during(
        sql`insert into widget_sensors (widget_id, sensor_id, position)
          values (${Number(home.widgetId)}, ${Number(victim.temperatureSensorId)}, 99)`,
        sql`delete from widget_sensors where widget_id = ${Number(home.widgetId)}
          and sensor_id = ${Number(victim.temperatureSensorId)}`,
      );
      expect(linked.widget_sensors?.rows).toBe(baseline.tables.widget_sensors!.rows + 1);
      expect((await victimDigest()).tables).toEqual(baseline.tables);
    });

    async function cookieFor(actor: Actor, ownSession: boolean): Promise<string | undefined> {
      if (actor === 'anonymous') return undefined;
      const session = actor === 'admin' ? fx.home.admin : fx.home.viewer;
      if (!ownSession) return session.cookie;
      const fresh = actor === 'admin' ? fx.home.adminEmail : fx.home.viewerEmail;
      return (await signedIn(server.app, fresh, fx.home.password)).cookie;
    }

    function expectationFor(c: IsolationCase, actor: Actor): Expectation {
      if (actor === 'anonymous') return c.anonymous ?? { kind: 'refused' };
      return 'kind' in c.expect ? c.expect : c.expect[actor];
    }

    const runs = ISOLATION_CASES.flatMap((c) => ACTORS.map((actor) => ({ c, actor })));

    it.each(
      runs.map((run) => [`${run.c.operation}: ${run.c.title}, as ${run.actor}`, run] as const),
    )('%s', async (_name, { c, actor }) => {
      const cookie = await cookieFor(actor, c.ownSession ?? false);
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: { query: c.document, variables: c.variables(fx) },
      });
      const text = response.body.toLowerCase();
      for (const secret of forbidden) {
        expect(text.includes(secret), `the answer contains '${secret}': ${response.body}`).toBe(
          false,
        );
      }
      const body = response.json<GraphQLReply>();
      const expectation = expectationFor(c, actor);
      if (expectation.kind === 'refused') {
        expect(body.errors?.length ?? 0, `not refused: ${response.body}`).toBeGreaterThan(0);
        for (const error of body.errors ?? []) {
          const code = error.extensions?.code ?? '';
          const accepted =
            REFUSAL_CODES.has(code) ||
            (code === 'BAD_USER_INPUT' && error.message === messages.noAccess) ||
            (expectation.also ?? []).some((also) => also === code || also === error.message);
          expect(accepted, `not an access refusal: ${response.body}`).toBe(true);
        }
        expect(body.data?.[c.operation] ?? null).toBeNull();
      } else {
        expect(body.errors, response.body).toBeUndefined();
        expect(body.data?.[c.operation]).toEqual(expectation.value(fx, actor));
      }
      if (operationKind(c.document) === 'Mutation') {
        expect((await victimDigest()).tables).toEqual(baseline.tables);
      }
    });

    it('leaves every Victim row as it was seeded', async () => {
      expect((await victimDigest()).tables).toEqual(baseline.tables);
    });
  });
}
