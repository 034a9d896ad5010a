import { Kind, parse } from 'graphql';

const SIGN_IN_FIELDS = new Set(['signIn', 'signInWithCode']);

/**
 * How many sign-in steps a GraphQL request body runs (aliases included), so the sign-in rate
 * limit applies and a request cannot try several passwords at once.
 */
export function signInStepCount(body: unknown): number {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return 0;
  try {
    return parse(query)
      .definitions.filter((def) => def.kind === Kind.OPERATION_DEFINITION)
      .filter((def) => def.operation === 'mutation')
      .flatMap((def) => def.selectionSet.selections)
      .filter((s) => s.kind === Kind.FIELD && SIGN_IN_FIELDS.has(s.name.value)).length;
  } catch {
    return 0;
  }
}
