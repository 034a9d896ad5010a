import type { ReactNode } from 'react';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';

/** The full-width submit button of a sign-in step, showing how the step's request went. */
export function SignInSubmitButton({
  state,
  children,
}: {
  state: RequestState;
  children: ReactNode;
}) {
  return (
    <RequestButton
      type="submit"
      variant="contained"
      state={state}
      fullWidth
      size="large"
      sx={{ mt: 2 }}
    >
      {children}
    </RequestButton>
  );
}
