import { useState } from 'react';
import type { RequestState } from '../../components/RequestButton';

/**
 * What an EmailEntryForm sends (a password reset link, a new verification link): the request's
 * state, for the form's button and the page's banners, and the submit that sends it. The page
 * tells a failure in the spec's own words, so the error itself is not kept.
 */
export function useEmailRequest(send: (email: string) => Promise<unknown>) {
  const [state, setState] = useState<RequestState>('before');
  const submit = async (email: string) => {
    setState('fetching');
    try {
      await send(email);
      setState('success');
    } catch {
      setState('error');
    }
  };
  return [state, submit] as const;
}
