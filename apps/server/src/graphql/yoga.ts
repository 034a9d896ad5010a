import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { messages } from '@vigil/domain';
import { typeDefs } from '@vigil/schema';
import { GraphQLError, Kind, getOperationAST, type GraphQLSchema } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../http/metrics.js';
import type { GraphQLContext } from './context.js';
import { GRAPHQL_LIMITS } from './limits.js';
import { resolvers } from './resolvers.js';
import { useInputLimits } from './useInputLimits.js';

export { GRAPHQL_LIMITS };

/** Root fields named in a metric label; more are counted as '+N', so labels stay few. */
const MAX_LABELLED_FIELDS = 3;

export interface YogaServerContext {
  buildContext(): Promise<GraphQLContext>;
}

/**
 * The metric label of an operation: the schema's root fields it selects (sorted, at most a
 * few), never the client's operation name, so the number of series stays bounded by the schema.
 */
export function operationLabel(
  schema: GraphQLSchema,
  operation: ReturnType<typeof getOperationAST>,
): string {
  if (!operation) return 'unknown';
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const fields = root?.getFields() ?? {};
  const names = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const name = selection.name.value;
    if (name === '__typename' || name === '__schema' || name === '__type')
      names.add('__introspection');
    else if (Object.hasOwn(fields, name)) names.add(name);
  }
  if (names.size === 0) return 'unknown';
  const sorted = [...names].sort();
  const shown = sorted.slice(0, MAX_LABELLED_FIELDS).join(',');
  return sorted.length > MAX_LABELLED_FIELDS
    ? `${shown},+${sorted.length - MAX_LABELLED_FIELDS}`
    : shown;
}

function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = {
        operation: operationLabel(args.schema, operation),
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

// By name, not instanceof: ESM and CJS copies of graphql may both be loaded.
const isGraphQLError = (e: unknown): e is GraphQLError =>
  e instanceof Error && e.name === 'GraphQLError';

/** Errors raised on purpose carry the spec's text; anything else is a failure to hide. */
const raisedOnPurpose = (error: unknown) =>
  isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError));

/**
 * Unexpected resolver errors become 'Unexpected error.' with the request's id, and are logged
 * once with that id, so a user's report finds the log line without the answer showing internals.
 */
function useUnexpectedErrors(logError: UnexpectedErrorLog): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          if (result.errors.every(raisedOnPurpose)) return;
          const requestId = (args.contextValue as Partial<GraphQLContext>).requestId ?? 'unknown';
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              if (raisedOnPurpose(error)) return error;
              logError(error.originalError ?? error, requestId);
              return new GraphQLError(messages.unexpectedError, {
                path: error.path,
                extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
              });
            }),
          });
        },
      };
    },
  };
}

export type UnexpectedErrorLog = (error: unknown, requestId: string | undefined) => void;

export interface GraphQLServerOptions {
  metrics: Metrics;
  logError: UnexpectedErrorLog;
  /** Origins allowed to call with credentials from another site; none means same-origin only. */
  corsOrigins: readonly string[];
}

export function createGraphQLServer({ metrics, logError, corsOrigins }: GraphQLServerOptions) {
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
    // Yoga reflects any origin with credentials by default; the app is served from our origin.
    cors:
      corsOrigins.length > 0
        ? { origin: [...corsOrigins], credentials: true, methods: ['POST'] }
        : false,
    maskedErrors: {
      // Errors outside execution (context, parsing); execution's own are handled above.
      maskError(error, message) {
        if (raisedOnPurpose(error)) return error as GraphQLError;
        logError(error, undefined);
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
      useInputLimits(),
      useOperationMetrics(metrics),
      useUnexpectedErrors(logError),
    ],
  });
}
