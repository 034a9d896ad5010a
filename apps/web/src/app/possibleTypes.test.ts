import { typeDefs } from '@vigil/schema';
import { GraphQLUnionType, buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { POSSIBLE_TYPES } from './possibleTypes';

describe('POSSIBLE_TYPES', () => {
  it('names every union of the schema with exactly its member types', () => {
    const schema = buildASTSchema(parse(typeDefs.join('\n')));
    const unions = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter((type): type is GraphQLUnionType => type instanceof GraphQLUnionType)
        .map((union) => [
          union.name,
          union
            .getTypes()
            .map((type) => type.name)
            .sort(),
        ]),
    );
    const ours = Object.fromEntries(
      Object.entries(POSSIBLE_TYPES).map(([name, types]) => [name, [...types].sort()]),
    );
    expect(ours).toEqual(unions);
  });
});
