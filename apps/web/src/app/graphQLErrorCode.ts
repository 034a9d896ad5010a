import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's `extensions.code` of the first GraphQL error, if the failure was a GraphQL error. */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}
