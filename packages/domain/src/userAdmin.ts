// A company's users and their home pages (spec access §2 /{customerId}/users, §4 Set Home Page,
// §6 roles, §9 limits), as pure rules shared by the server's checks and the web's screens.
import { PERMISSION_CODES, effectiveRoles, isPermissionCode } from './permissions.js';
import type { PermissionCode } from './permissions.js';

/** The Users list's page (spec access §9: page size 50, row height 48 px). */
export const USERS_PAGE_SIZE = 50;
export const USER_ROW_HEIGHT = 48;
/** The Set Home Page user picker shows at most this many suggestions (spec access §9). */
export const USER_SUGGESTIONS_MAX = 5;

/** Refusals of the user-admin calls (ours: the spec says only which role a page needs). */
export const userAdminMessages = {
  ownRoles: 'You cannot change your own permissions.',
  lastManager: 'The company must keep at least one user who can manage users.',
  deleteSelf: 'You cannot delete yourself.',
  deleteSuper: 'Only a super user can delete a super user.',
  unknownRole: (code: string) => `'${code}' is not a permission.`,
  roleNotHeld: (label: string) =>
    `You can only give or take away permissions you hold yourself (${label}).`,
  homePageNotPath: 'A home page must be a page of this site.',
} as const;

/** The codes among `roles` that are no permission code, in the order given. */
export function unknownRoles(roles: readonly string[]): string[] {
  return roles.filter((role) => !isPermissionCode(role));
}

/** Permission codes once each, in the spec's order (how they are stored and listed). */
export function sortedRoles(roles: readonly string[]): PermissionCode[] {
  const wanted = new Set(roles);
  return PERMISSION_CODES.filter((code) => wanted.has(code));
}

/**
 * What stored roles grant on the company: themselves and the roles they imply (manage gateways
 * grants the device roles, spec access §6). The permission editor shows these as granted.
 */
export function grantedRoles(stored: readonly string[]): PermissionCode[] {
  return effectiveRoles({ super: false, customerId: 'c', rolesByCustomer: { c: stored } }, 'c');
}

/** The roles a change gives or takes away. */
export function changedRoles(
  before: readonly string[],
  after: readonly string[],
): PermissionCode[] {
  const was = new Set(sortedRoles(before));
  const is = new Set(sortedRoles(after));
  return PERMISSION_CODES.filter((code) => was.has(code) !== is.has(code));
}

/**
 * The roles of a change that the editor may not make: nobody gives or takes away a role they do
 * not hold on the company themselves (`editorRoles`, their effective roles there).
 */
export function rolesBeyondEditor(
  before: readonly string[],
  after: readonly string[],
  editorRoles: readonly PermissionCode[],
): PermissionCode[] {
  return changedRoles(before, after).filter((code) => !editorRoles.includes(code));
}

/**
 * Whether an address is a page of this site a home page may be (Set Home Page saves the current
 * page's path and query): a path starting with one '/', never '//' or '/\' (which browsers read
 * as another host), without spaces or control characters.
 */
export function isHomePagePath(url: string): boolean {
  return /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url);
}
