// The permission model of spec access §6 / core §6, as pure rules.

export const PERMISSION_CODES = [
  'mc',
  'so',
  'cpv',
  'mg',
  'ad2',
  'dd2',
  'md2',
  'mu',
  'ct',
  'dt',
  'st',
  'cl',
  'ul',
  'dl',
  'sl',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

export const PERMISSION_LABELS: Record<PermissionCode, string> = {
  mc: 'Manage company',
  so: 'Share outside',
  cpv: 'Create public views',
  mg: 'Manage gateways',
  ad2: 'Add/edit devices',
  dd2: 'Delete devices',
  md2: 'Maintain devices',
  mu: 'Manage users',
  ct: 'Create templates',
  dt: 'Delete templates',
  st: 'Share templates',
  cl: 'Create libraries',
  ul: 'Update libraries',
  dl: 'Delete libraries',
  sl: 'Share libraries',
};

/** Roles that a role grants besides itself: managing gateways includes the device roles. */
const IMPLIED: Partial<Record<PermissionCode, readonly PermissionCode[]>> = {
  mg: ['md2', 'dd2', 'ad2'],
};

export function isPermissionCode(value: string): value is PermissionCode {
  return (PERMISSION_CODES as readonly string[]).includes(value);
}

export interface PermissionSubject {
  super: boolean;
  /** The user's own company, if any. */
  customerId: string | null;
  /** Role codes the user holds, keyed by customer id. */
  rolesByCustomer: Readonly<Record<string, readonly string[]>>;
  /**
   * Customers the user runs as a partner's (or OEM's) user: the partner's customers. Partners
   * run Vigil for their customers (spec access §1), so they hold every role there (ADR 021).
   */
  managedCustomerIds?: readonly string[];
}

/** Whether the customer is one the user runs as a partner's user. */
function manages(user: PermissionSubject, customerId: string): boolean {
  return user.managedCustomerIds?.includes(customerId) ?? false;
}

/**
 * The roles a user effectively holds on a customer: everything for super users and on the
 * customers a partner's user runs, the stored roles plus their implied roles on the user's own
 * company, and nothing anywhere else.
 */
export function effectiveRoles(user: PermissionSubject, customerId: string): PermissionCode[] {
  if (user.super) return [...PERMISSION_CODES];
  if (user.customerId !== customerId && manages(user, customerId)) return [...PERMISSION_CODES];
  if (user.customerId === null || user.customerId !== customerId) return [];
  const granted = new Set<PermissionCode>();
  for (const role of user.rolesByCustomer[customerId] ?? []) {
    if (!isPermissionCode(role)) continue;
    granted.add(role);
    for (const implied of IMPLIED[role] ?? []) granted.add(implied);
  }
  return PERMISSION_CODES.filter((code) => granted.has(code));
}

export function hasPermission(
  user: PermissionSubject,
  customerId: string,
  code: PermissionCode,
): boolean {
  return effectiveRoles(user, customerId).includes(code);
}

/** Whether the user may see a customer's data at all. */
export function canSeeCustomer(user: PermissionSubject, customerId: string): boolean {
  return user.super || user.customerId === customerId || manages(user, customerId);
}

/** Partner id used for partner pages: 1 for the super user, otherwise the user's partner. */
export function partnerIdFor(user: { super: boolean; partnerId: string | null }): string | null {
  return user.super ? '1' : user.partnerId;
}
