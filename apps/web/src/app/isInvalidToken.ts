import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '@vigil/domain';

/**
 * The server's word for an unknown, used, expired or revoked link token (a verification,
 * password reset, alert acknowledge or share link), shown exactly so.
 */
export function isInvalidToken(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.message === messages.invalidToken);
  }
  return error instanceof Error && error.message === messages.invalidToken;
}
