import type { PermissionCode } from '@vigil/domain';
import { useSession } from '../SessionContext';
import { sessionHasPermission } from '../sessionPermission';

/** Whether the signed-in user holds a permission on the customer (sessionHasPermission). */
export function useHasPermission(customerID: string | undefined, code: PermissionCode): boolean {
  return sessionHasPermission(useSession().user, customerID, code);
}
