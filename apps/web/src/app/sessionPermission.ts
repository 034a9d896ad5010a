import { hasPermission } from '@vigil/domain';
import type { PermissionCode } from '@vigil/domain';
import type { SessionUser } from './SessionContext';

/**
 * Whether the signed-in user holds a permission on the customer, by the domain's rule: the
 * session carries the roles on the user's own company and the customers their partner runs,
 * which is all that rule counts besides super. It only hides controls: the server refuses the
 * calls all the same.
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
      managedCustomerIds: user.managedCustomerIDs,
    },
    customerID,
    code,
  );
}
