import { hasPermission } from '@vigil/domain';
import type { PermissionCode } from '@vigil/domain';
import { useSession } from '../SessionContext';

/**
 * Whether the signed-in user holds a permission on the customer, by the domain's rule. The
 * session carries the roles of the user's own company only, which is all that rule counts
 * besides super. It only hides controls: the server refuses the calls all the same.
 */
export function useHasPermission(customerID: string | undefined, code: PermissionCode): boolean {
  const { user } = useSession();
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
