import { messages } from '@vigil/domain';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

// Every error a resolver raises on purpose, in one place: the spec's text, a code, and the field
// when there is one. Anything else a resolver throws is an unexpected error (yoga.ts).

export type AccessCode = 'UNAUTHENTICATED' | 'FORBIDDEN';

export function accessError(message: string, code: AccessCode): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** Information the user may not see, or that does not exist: the two answer alike. */
export const noAccess = (): GraphQLError => accessError(messages.noAccess, 'FORBIDDEN');

/** A user who may see the information but lacks the right to change it. */
export const insufficientPrivileges = (
  message: string = messages.insufficientPrivileges,
): GraphQLError => accessError(message, 'FORBIDDEN');

/** A refused input, naming its field when it has one (forms show the message beside it). */
export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions:
      field === undefined ? { code: 'BAD_USER_INPUT' } : { code: 'BAD_USER_INPUT', field },
  });
}

/** A thing looked up by the user that is not there (or not theirs). */
export const notFound = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

/**
 * A refusal while things depend on what was to be changed or deleted, with how many in
 * extensions.count (the old client showed the count alone).
 */
export const inUse = (message: string, count: number): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'IN_USE', count } });

/** An error with the code the spec gives it (sign-in's LOCKED_OUT, …). */
export const coded = (message: string, code: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

/**
 * A validation failure as the client sees it: the first issue's message in the spec's words
 * ('Required.'), its field named in extensions.field so a form shows it on that field.
 */
export function firstIssue(error: z.ZodError, prefix = ''): GraphQLError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return badInput(`${prefix}${issue?.message ?? 'Invalid input.'}`, field);
}
