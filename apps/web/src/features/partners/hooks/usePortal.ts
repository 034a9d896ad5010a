import { useParams } from 'react-router';
import { useSession } from '../../../app/SessionContext';
import { mayOpenPortal, portalScope } from '../partnerMenu';

/**
 * The portal of the address (/partners/{partnerID}/…) as the signed-in user sees it: whether they
 * may open it, whether they are super, and the partner whose records its lists show (null: every
 * partner's, a super user's own portal).
 */
export function usePortal() {
  const { user } = useSession();
  const partnerID = useParams().partnerID ?? '';
  const isSuper = user?.super ?? false;
  return {
    user,
    partnerID,
    isSuper,
    allowed: user !== null && mayOpenPortal(user, partnerID),
    scope: user ? portalScope(user, partnerID) : partnerID,
  };
}
