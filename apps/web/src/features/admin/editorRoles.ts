import { PERMISSION_CODES } from '@vigil/domain';
import type { PermissionCode } from '@vigil/domain';
import type { SessionUser } from '../../app/SessionContext';
import { sessionHasPermission } from '../../app/sessionPermission';

/** The roles the signed-in user holds on the company: the ones they may give or take away. */
export function editorRoles(
  user: SessionUser | null,
  customerID: string | undefined,
): PermissionCode[] {
  return PERMISSION_CODES.filter((code) => sessionHasPermission(user, customerID, code));
}
