import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** A validation failure as the client sees it: the first issue's message, naming its field. */
export function firstIssue(error: z.ZodError, prefix = ''): GraphQLError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return new GraphQLError(`${prefix}${issue?.message ?? 'Invalid input.'}`, {
    extensions: { code: 'BAD_USER_INPUT', field },
  });
}
