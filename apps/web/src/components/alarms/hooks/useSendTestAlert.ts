import { useMutation } from '@apollo/client/react';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import { SendTestAlertDocument } from '../../../graphql/generated/graphql';

/**
 * Sends the signed-in user a test message on each channel they have, in the brand's name;
 * resolves with the results (My Alerts' settings and My Account's profile).
 */
export function useSendTestAlert(customerID: string | undefined) {
  const [mutate, state] = useMutation(SendTestAlertDocument);
  // Outside a brand (a page tested on its own) the server uses its default brand.
  const productName = useContext(BrandContext)?.brand.productName;
  const send = useCallback(async () => {
    const result = await mutate({ variables: { customerID, productName } });
    return result.data?.sendTestAlert ?? [];
  }, [mutate, customerID, productName]);
  return [send, state] as const;
}
