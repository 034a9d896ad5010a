import { Kind, parse } from 'graphql';

const SIGN_IN_FIELDS = new Set(['signIn', 'signInWithCode']);

/** Whether a GraphQL request body runs a sign-in step, so the sign-in rate limit applies. */
export function isSignInRequest(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return false;
  try {
    return parse(query).definitions.some(
      (def) =>
        def.kind === Kind.OPERATION_DEFINITION &&
        def.operation === 'mutation' &&
        def.selectionSet.selections.some(
          (s) => s.kind === Kind.FIELD && SIGN_IN_FIELDS.has(s.name.value),
        ),
    );
  } catch {
    return false;
  }
}
