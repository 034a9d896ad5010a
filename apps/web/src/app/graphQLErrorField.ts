import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The input a refusal is about (the server's `extensions.field`) with its message, so a form
 * shows it on that field; undefined when the failure names no field.
 */
export function graphQLErrorField(error: unknown): { field: string; message: string } | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  const field = first?.extensions?.['field'];
  return typeof field === 'string' && field !== '' && first
    ? { field, message: first.message }
    : undefined;
}
