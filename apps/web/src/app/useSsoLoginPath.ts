import { skipToken, useQuery } from '@apollo/client/react';
import { SsoLoginPathDocument } from '../graphql/generated/graphql';

/**
 * The single sign-on page of a company (ssoLoginPath), asked only for a company id: null when
 * its SSO is off or the answer failed (the guard then uses /login); `loading` until it is known.
 */
export function useSsoLoginPath(customerID: string | null): {
  loading: boolean;
  path: string | null;
} {
  const { data, loading } = useQuery(
    SsoLoginPathDocument,
    customerID === null ? skipToken : { variables: { customerID } },
  );
  return { loading: customerID !== null && loading, path: data?.ssoLoginPath ?? null };
}
