import type { ViewUserPermissionInput, ViewUsersQuery } from '../../graphql/generated/graphql';

/** The view Permissions & Sharing is about. */
export interface SharingTarget {
  id: string;
  name: string;
  customerID: string;
}

export type ViewUserRow = ViewUsersQuery['viewUsers'][number];
/** A user's rights on the view, as the dialog edits them and updateViewUsers saves them. */
export type ViewUserRights = Required<{
  [Right in Exclude<keyof ViewUserPermissionInput, 'userID'>]: boolean;
}>;
export type ViewRight = keyof ViewUserRights;

/** What a person gets when shared with: Read only, Can update, Can share (which can update too). */
export type AccessLevel = 'read' | 'update' | 'share';
export const ACCESS_LEVELS: readonly AccessLevel[] = ['read', 'update', 'share'];

export function inviteRights(level: AccessLevel): { update: boolean; share: boolean } {
  return { update: level !== 'read', share: level === 'share' };
}

/**
 * A right ticked or cleared, and what follows from it: any other right needs read, and clearing
 * read takes every right away.
 */
export function changeRight(rights: ViewUserRights, right: ViewRight, on: boolean): ViewUserRights {
  if (right === 'read' && !on) return { read: false, update: false, delete: false, share: false };
  // Only the four rights: what the server answered also names its type.
  const { read, update, delete: remove, share } = rights;
  return { read, update, delete: remove, share, [right]: on, ...(on ? { read: true } : {}) };
}

export function sameRights(a: ViewUserRights, b: ViewUserRights): boolean {
  return a.read === b.read && a.update === b.update && a.delete === b.delete && a.share === b.share;
}

/** A person's name, else their address. */
export function personName(user: ViewUserRow['user']): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}
