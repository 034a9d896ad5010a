import type { CodegenConfig } from '@graphql-codegen/cli';

// Generated from the local SDL files, never from a URL (ARCHITECTURE §9).
const config: CodegenConfig = {
  schema: 'packages/schema/src/*.graphql',
  documents: ['apps/web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'apps/server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GraphQLContext',
        useTypeImports: true,
        mappers: { User: '../../modules/access/access.repository.js#UserRecord' },
        scalars: { ID: { input: 'string', output: 'string' } },
        enumsAsTypes: true,
      },
    },
    'apps/web/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        emitLegacyCommonJSImports: false,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
