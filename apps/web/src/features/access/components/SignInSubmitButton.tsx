import type { ReactNode } from 'react';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';

/** The full-width submit button of a sign-in step, showing how the step's request went. */
export function SignInSubmitButton({
  state,
  disabled = false,
  children,
}: {
  state: RequestState;
  /** The form cannot be sent yet (untouched or invalid, or terms to accept). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <RequestButton
      type="submit"
      variant="contained"
      state={state}
      disabled={disabled}
      fullWidth
      size="large"
      sx={{ mt: 2 }}
    >
      {children}
    </RequestButton>
  );
}
