import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { useSession } from '../../../app/SessionContext';
import { browsingAs } from '../../../app/shellMenu';
import { shellLocation } from '../../../app/shellAreas';
import { CustomerDocument } from '../../../graphql/generated/graphql';

export interface BrowsingAs {
  customerID: string;
  /** The company's name once it has arrived. */
  name: string | null;
}

/**
 * The company a super user or a partner's user is browsing as: the page's {customer} segment
 * when it is not the user's own company (spec access §2), with its name from `customer(id)`.
 */
export function useBrowsingAs(): BrowsingAs | null {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { customer } = shellLocation(pathname);
  const browsing = user && browsingAs(user, customer) ? (customer ?? null) : null;
  const { data } = useQuery(CustomerDocument, {
    variables: { id: browsing ?? '' },
    skip: browsing === null,
  });
  if (browsing === null) return null;
  return { customerID: browsing, name: data?.customer.id === browsing ? data.customer.name : null };
}
