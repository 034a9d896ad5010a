import { useParams } from 'react-router';
import { useSession } from '../SessionContext';

/**
 * The {customer} path segment, and the customer the requests are for: that segment, else the
 * signed-in user's own customer (undefined lets the server pick for partners without one).
 */
export function useCustomerID(): {
  customerSegment: string | undefined;
  customerID: string | undefined;
} {
  const { customer } = useParams();
  const { user } = useSession();
  return { customerSegment: customer, customerID: customer ?? user?.customer?.id ?? undefined };
}
