import { Kind, parse } from 'graphql';

const SIGN_IN_FIELDS = new Set(['signIn', 'signInWithCode']);

// The rate limit and the handler both ask about the same body; parse it once, and only when
// it can be a sign-in at all, so ordinary requests pay nothing.
const counted = new WeakMap<object, number>();

function count(query: string): number {
  if (!query.includes('signIn')) return 0;
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

/**
 * How many sign-in steps a GraphQL request body runs (aliases included), so the sign-in rate
 * limit applies and a request cannot try several passwords at once.
 */
export function signInStepCount(body: unknown): number {
  if (typeof body !== 'object' || body === null) return 0;
  const query = (body as { query?: unknown }).query;
  if (typeof query !== 'string') return 0;
  const known = counted.get(body);
  if (known !== undefined) return known;
  const steps = count(query);
  counted.set(body, steps);
  return steps;
}
