import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RequestState } from '../../components/RequestButton';
import { useStatusSnackbar } from '../../components/StatusSnackbarContext';
import { errorMessage } from '../../app/errorMessage';
import { graphQLErrorCode } from '../../app/graphQLErrorCode';
import { signInPath } from '../../app/guardRedirect';
import type { SignInFlag } from '../../app/guardRedirect';
import { useSession } from '../../app/SessionContext';
import { useAddressParams } from '../../app/hooks/useAddressParams';

export interface SignInStep {
  state: RequestState;
  /** Runs one sign-in step; resolves true when it succeeded and the session was reloaded. */
  submit: (
    step: () => Promise<unknown>,
    flagFor: (code: string | undefined) => SignInFlag | null,
  ) => Promise<boolean>;
}

/**
 * The shared flow of the sign-in pages. A refused step becomes a query flag on the page's own
 * address (keeping ref) so the banner survives a reload; any other failure goes to the snackbar.
 * On success only the session is reloaded: the route guard then moves the visit on (to the code
 * page, the ref or /home), so there is one place that decides where a session goes.
 */
export function useSignInStep(path: '/login' | '/login/mfa'): SignInStep {
  const [params] = useAddressParams();
  const ref = params.get('ref');
  const navigate = useNavigate();
  const session = useSession();
  const { showError } = useStatusSnackbar();
  const [state, setState] = useState<RequestState>('before');

  const submit = useCallback<SignInStep['submit']>(
    async (step, flagFor) => {
      setState('fetching');
      try {
        await step();
      } catch (error) {
        setState('error');
        const flag = flagFor(graphQLErrorCode(error));
        if (flag) await navigate(signInPath(path, ref, flag), { replace: true });
        else showError(errorMessage(error));
        return false;
      }
      try {
        await session.refresh();
        setState('success');
        return true;
      } catch (error) {
        setState('error');
        showError(errorMessage(error));
        return false;
      }
    },
    [navigate, path, ref, session, showError],
  );

  return { state, submit };
}
