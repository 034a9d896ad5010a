import { hasPermission } from '@vigil/domain';
import type { PermissionCode } from '@vigil/domain';
import type { SessionUser } from '../../../app/SessionContext';

/**
 * Whether the signed-in user holds a permission on the customer, by the domain's rule. The
 * session carries the roles of the user's own company only, which is all that rule counts
 * besides super.
 */
export function sessionHasPermission(
  user: SessionUser | null,
  customerID: string | undefined,
  code: PermissionCode,
): boolean {
  if (!user || !customerID) return false;
  const own = user.customer;
  return hasPermission(
    {
      super: user.super,
      customerId: own?.id ?? null,
      rolesByCustomer: own ? { [own.id]: own.roles } : {},
    },
    customerID,
    code,
  );
}
