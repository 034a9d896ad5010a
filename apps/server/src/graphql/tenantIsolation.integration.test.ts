import { typeDefs } from '@vigil/schema';
import { buildASTSchema, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeTenantIsolation } from '../testing/tenantIsolationSuite.js';
import { ISOLATION_CASES, PUBLIC_OPERATIONS } from './tenantIsolation.cases.js';

// The tenant-isolation test, generated from the SDL: the cases cover every operation, and run on
// the embedded database here (on PostgreSQL in tenantIsolation.postgres.integration.test.ts).

function rootFields(schema: GraphQLSchema) {
  const fields = (type: 'Query' | 'Mutation') =>
    Object.keys((type === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields());
  return { Query: fields('Query'), Mutation: fields('Mutation') };
}

const schemaFields = rootFields(buildASTSchema(parse(typeDefs.join('\n'))));
const operationKind = (document: string) =>
  document.trimStart().startsWith('mutation') ? 'Mutation' : 'Query';

describe('the tenant-isolation cases', () => {
  it('cover every Query and Mutation field of the schema, and name no other', () => {
    const covered = new Set([
      ...ISOLATION_CASES.map((c) => `${operationKind(c.document)}.${c.operation}`),
      ...Object.keys(PUBLIC_OPERATIONS).map((name) =>
        schemaFields.Mutation.includes(name) ? `Mutation.${name}` : `Query.${name}`,
      ),
    ]);
    const inSchema = [
      ...schemaFields.Query.map((name) => `Query.${name}`),
      ...schemaFields.Mutation.map((name) => `Mutation.${name}`),
    ];
    expect(
      inSchema.filter((name) => !covered.has(name)),
      'operations without a case',
    ).toEqual([]);
    expect(
      [...covered].filter((name) => !inSchema.includes(name)),
      'cases of no operation',
    ).toEqual([]);
  });

  it('call the operation they are filed under, and only it', () => {
    for (const c of ISOLATION_CASES) {
      const document = parse(c.document);
      const [definition] = document.definitions;
      expect(document.definitions, c.title).toHaveLength(1);
      if (definition?.kind !== 'OperationDefinition')
        throw new Error(`${c.operation}: no operation`);
      const selected = definition.selectionSet.selections.map((s) =>
        s.kind === 'Field' ? s.name.value : s.kind,
      );
      expect(selected, `${c.operation}: ${c.title}`).toEqual([c.operation]);
    }
  });
});

describeTenantIsolation('pglite');
