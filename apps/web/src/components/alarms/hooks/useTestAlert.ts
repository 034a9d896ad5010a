import { useState } from 'react';
import type { RequestState } from '../../RequestButton';
import type { SendTestAlertMutation } from '../../../graphql/generated/graphql';
import { useSendTestAlert } from './useSendTestAlert';

export type TestAlertResult = SendTestAlertMutation['sendTestAlert'][number];

/**
 * Send Test Alert: the button's state (a success only when every channel sent) and the result per
 * channel for TestAlertResults. A request that fails outright goes to onError, which the page
 * shows its own way.
 */
export function useTestAlert(customerID: string | undefined, onError: (error: unknown) => void) {
  const [sendTestAlert] = useSendTestAlert(customerID);
  const [state, setState] = useState<RequestState>('before');
  const [results, setResults] = useState<readonly TestAlertResult[] | null>(null);
  const send = async () => {
    setState('fetching');
    setResults(null);
    try {
      const sent = await sendTestAlert();
      setResults(sent);
      setState(sent.length > 0 && sent.every((r) => r.sent) ? 'success' : 'error');
    } catch (error) {
      setState('error');
      onError(error);
    }
  };
  return { state, results, send };
}
