import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { typeDefs } from '@vigil/schema';
import { GraphQLError, getOperationAST } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../http/metrics.js';
import type { GraphQLContext } from './context.js';
import { resolvers } from './resolvers.js';

// The standard introspection query nests 21 deep, so tools keep working.
export const GRAPHQL_LIMITS = { maxTokens: 2000, maxDepth: 25, maxAliases: 10 } as const;

export interface YogaServerContext {
  buildContext(): Promise<GraphQLContext>;
}

function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = {
        operation: operation?.name?.value ?? 'anonymous',
        type: operation?.operation ?? 'unknown',
      };
      const stop = metrics.graphqlDuration.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          stop();
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length;
          metrics.graphqlOperations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}

export function createGraphQLServer(metrics: Metrics, logErrors: (error: unknown) => void) {
  const schema = createSchema<YogaServerContext & GraphQLContext>({
    typeDefs: [...typeDefs],
    resolvers,
  });
  return createYoga<YogaServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: {
      // Errors raised on purpose carry the spec's text; anything else is logged and hidden.
      maskError(error, message) {
        // By name, not instanceof: ESM and CJS copies of graphql may both be loaded.
        const isGraphQLError = (e: unknown): e is GraphQLError =>
          e instanceof Error && e.name === 'GraphQLError';
        const raised =
          isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError));
        if (raised) return error;
        logErrors(error);
        return new GraphQLError(message);
      },
    },
    context: ({ buildContext }) => buildContext(),
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-vigil-csrf'] }),
      // Cost limits: no query may be huge, deeply nested or a batch of aliased calls (which
      // would also let one request try many passwords under one rate-limit hit).
      maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }),
      useOperationMetrics(metrics),
    ],
  });
}
