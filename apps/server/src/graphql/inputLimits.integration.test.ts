import {
  LIST_MAX,
  NOTES_MAX,
  OPAQUE_ID_ARGUMENTS,
  ROW_ID_MAX,
  STRING_LIMITS,
  listLimit,
  messages,
  stringLimit,
} from '@vigil/domain';
import { typeDefs } from '@vigil/schema';
import {
  buildASTSchema,
  concatAST,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemo } from '../demo/seedDemo.js';
import { browserSession, testApp } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';
import { demoCustomerId, signedInAdmin } from '../testing/telemetryFixtures.js';

const schema = buildASTSchema(concatAST(typeDefs.map((sdl) => parse(sdl))));
const roots = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
] as const;

/** A value GraphQL accepts for the type; the check under test is the only thing made wrong. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = sample(field.type);
    }
    return value;
  }
  return { ID: '1', String: 'x', Int: 1, Float: 1, Boolean: false }[type.name] ?? 'x';
}

interface Target {
  /** The argument or input-field chain, as the error names it. */
  path: string[];
  /** The limit table's key: the argument name or `InputType.field`. */
  key: string;
  kind: 'string' | 'id' | 'list';
}

/** Every string, id and list reachable from a field's arguments, through input objects. */
function targets(field: GraphQLField<unknown, unknown>): Target[] {
  const found: Target[] = [];
  const walk = (type: GraphQLInputType, path: string[], key: string, depth: number) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) found.push({ path, key, kind: 'list' });
    const named = getNamedType(inner);
    if (isInputObjectType(named) && depth < 3) {
      for (const sub of Object.values(named.getFields())) {
        walk(sub.type, [...path, sub.name], `${named.name}.${sub.name}`, depth + 1);
      }
    } else if (
      isScalarType(named) &&
      (named.name === 'String' || (named.name === 'ID' && OPAQUE_ID_ARGUMENTS.has(key))) &&
      !isListType(inner)
    ) {
      found.push({ path, key, kind: 'string' });
    } else if (isScalarType(named) && named.name === 'ID' && !isListType(inner)) {
      found.push({ path, key, kind: 'id' });
    }
  };
  for (const arg of field.args) walk(arg.type, [arg.name], arg.name, 0);
  return found;
}

/** A document calling one root field with every argument as a variable, and those variables. */
function call(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const defs = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const uses = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
  const document = `${operation}${defs ? `(${defs})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selection ? '' : ' { __typename }'} }`;
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) variables[arg.name] = sample(arg.type);
  return { document, variables };
}

/** Sets the value at an argument path, making the containing lists and objects as needed. */
function place(variables: Record<string, unknown>, path: string[], value: unknown) {
  let at = variables;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      at[key] = value;
      return;
    }
    let next = at[key];
    if (Array.isArray(next)) next = next[0];
    if (typeof next !== 'object' || next === null) {
      next = {};
      at[key] = next;
    }
    at = next as Record<string, unknown>;
  }
}

/** Where the error points: list items of the path hold index 0. */
function errorPath(variables: Record<string, unknown>, path: string[]): string {
  const parts: string[] = [];
  let at: unknown = variables;
  for (const key of path) {
    parts.push(key);
    at = (at as Record<string, unknown>)[key];
    if (Array.isArray(at) && key !== path.at(-1)) {
      parts.push('0');
      at = at[0];
    }
  }
  return parts.join('.');
}

const cases = roots.flatMap(([operation, root]) =>
  Object.values(root?.getFields() ?? {}).flatMap((field) =>
    targets(field).map((target) => ({ operation, field, target })),
  ),
);

describe('input limits on every argument of the schema', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    server = await testApp(handle.db);
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  const send = (document: string, variables: Record<string, unknown>) =>
    browserSession(server.app).gql(document, variables);

  it('lists every string argument and input field with its own maximum', () => {
    const strings = new Set(
      cases.filter((c) => c.target.kind === 'string').map((c) => c.target.key),
    );
    const stringLists = new Set(
      cases
        .filter((c) => c.target.kind === 'list')
        .filter((c) => {
          const type = c.target.path.reduce<GraphQLInputType | undefined>((t, name, i) => {
            if (i === 0) return c.field.args.find((a) => a.name === name)?.type;
            const named = t && getNamedType(t);
            return named && isInputObjectType(named) ? named.getFields()[name]?.type : undefined;
          }, undefined);
          return type !== undefined && getNamedType(type).name === 'String';
        })
        .map((c) => c.target.key),
    );
    const missing = [...strings, ...stringLists].filter((key) => !(key in STRING_LIMITS));
    expect(missing).toEqual([]);
  });

  it.each(
    cases
      .filter((c) => c.target.kind === 'string')
      .map((c) => [`${c.field.name}(${c.target.path.join('.')})`, c] as const),
  )(
    '%s: one character over its maximum is refused, naming the field; the maximum passes',
    async (_, { operation, field, target }) => {
      const { document, variables } = call(operation, field);
      const max = stringLimit(target.key);
      place(variables, target.path, 'a'.repeat(max + 1));
      const where = errorPath(variables, target.path);
      const refused = await send(document, variables);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: messages.inputTooLong(where, max),
        extensions: { code: 'BAD_USER_INPUT', field: where },
      });
      place(variables, target.path, 'a'.repeat(max));
      const atLimit = await send(document, variables);
      for (const error of atLimit.body.errors ?? []) {
        expect(error.message).not.toBe(messages.inputTooLong(where, max));
      }
    },
  );

  it.each(
    cases
      .filter((c) => c.target.kind === 'id')
      .map((c) => [`${c.field.name}(${c.target.path.join('.')})`, c] as const),
  )(
    '%s: an id beyond int4, or not a number, is refused before any SQL',
    async (_, { operation, field, target }) => {
      const { document, variables } = call(operation, field);
      for (const bad of [String(ROW_ID_MAX + 1), '-1', '1e3', 'abc']) {
        place(variables, target.path, bad);
        const where = errorPath(variables, target.path);
        const { body } = await send(document, variables);
        expect(body.errors?.[0]).toMatchObject({
          message: messages.inputNotAnId(where),
          extensions: { code: 'BAD_USER_INPUT', field: where },
        });
      }
    },
  );

  it.each(
    cases
      .filter((c) => c.target.kind === 'list')
      .map((c) => [`${c.field.name}(${c.target.path.join('.')})`, c] as const),
  )('%s: a list over its maximum count is refused', async (_, { operation, field, target }) => {
    const { document, variables } = call(operation, field);
    const max = listLimit(target.key);
    const holder = target.path.slice(0, -1);
    const [item] = (() => {
      const probe = call(operation, field).variables;
      let at: unknown = probe;
      for (const key of target.path) {
        at = (at as Record<string, unknown>)[key];
        if (Array.isArray(at) && key !== target.path.at(-1)) at = at[0];
      }
      return Array.isArray(at) ? at : [at ?? 'x'];
    })();
    place(
      variables,
      target.path,
      Array.from({ length: max + 1 }, () => item),
    );
    const where = errorPath(variables, [...holder, target.path.at(-1)!]);
    const { body } = await send(document, variables);
    expect(body.errors?.[0]).toMatchObject({
      message: messages.inputTooMany(where, max),
      extensions: { code: 'BAD_USER_INPUT', field: where },
    });
  });

  it('refuses NUL bytes in text', async () => {
    const { body } = await send(
      'mutation($n: String!) { newView(name: $n, customerID: "1") { id } }',
      {
        n: 'Plant\u0000room',
      },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: messages.inputHasNul('name'),
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });

  it('refuses oversized widget text before the service runs, and writes nothing', async () => {
    const admin = await signedInAdmin(server.app);
    const { body } = await admin.gql(
      'mutation($w: WidgetInput!) { newWidget(viewID: "1", widget: $w) { id } }',
      { w: { type: 'Gauge', name: 'Load', notes: 'n'.repeat(NOTES_MAX + 1) } },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: messages.inputTooLong('widget.notes', NOTES_MAX),
      extensions: { field: 'widget.notes' },
    });
  });

  it('refuses 20,000 gateway ids at once without touching the database', async () => {
    const admin = await signedInAdmin(server.app);
    const ids = Array.from({ length: 20_000 }, (_, i) => String(i + 1));
    const { body } = await admin.gql(
      'mutation($ids: [ID!]) { setActivateSlave(activate: true, gatewayIDs: $ids) { id } }',
      { ids },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: messages.inputTooMany('gatewayIDs', LIST_MAX),
    });
  });

  it('switches the longest list of gateways allowed in one call, all or nothing', async () => {
    const admin = await signedInAdmin(server.app);
    const customerID = String(await demoCustomerId(handle.db));
    const ids: string[] = [];
    for (const name of ['Bulk A', 'Bulk B', 'Bulk C']) {
      const { body } = await admin.gql<{ registerGateway: { id: string } }>(
        'mutation($c: ID!, $n: String!) { registerGateway(customerID: $c, name: $n) { id } }',
        { c: customerID, n: name },
      );
      ids.push(body.data!.registerGateway.id);
    }
    const SWITCH =
      'mutation($ids: [ID!], $on: Boolean!) { setActivateSlave(activate: $on, gatewayIDs: $ids) { id listenTriggered } }';
    // The full list, repeats included, is one read and one write.
    const full = Array.from({ length: LIST_MAX }, (_, i) => ids[i % ids.length]!);
    const on = await admin.gql<{ setActivateSlave: { id: string; listenTriggered: boolean }[] }>(
      SWITCH,
      { ids: full, on: true },
    );
    expect(on.body.errors).toBeUndefined();
    expect(on.body.data?.setActivateSlave.map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(on.body.data?.setActivateSlave.every((g) => g.listenTriggered)).toBe(true);
    // One id the user may not touch refuses the whole list, and nothing changes.
    const refused = await admin.gql(SWITCH, { ids: [...ids, String(ROW_ID_MAX)], on: false });
    expect(refused.body.errors?.[0]?.message).toBe(messages.noAccess);
    const after = await admin.gql<{ gateways: { id: string; listenTriggered: boolean }[] }>(
      '{ gateways(limit: 50) { id listenTriggered } }',
    );
    const bulk = after.body.data!.gateways.filter((g) => ids.includes(g.id));
    expect(bulk.map((g) => g.listenTriggered)).toEqual([true, true, true]);
  });
});
