import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { accountTexts } from '../accountTexts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordFieldsProps {
  password: { registration: UseFormRegisterReturn; error: FieldError | undefined; value: string };
  confirm: { registration: UseFormRegisterReturn; error: FieldError | undefined };
  /** The fields' labels: 'Password' on the verification page, 'New Password' elsewhere. */
  passwordLabel?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}

/** A new password, its strength meter and its confirmation (spec access §5). */
export function NewPasswordFields({
  password,
  confirm,
  passwordLabel = accountTexts.newPassword,
  confirmLabel = accountTexts.confirmPassword,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormTextField
        label={passwordLabel}
        type="password"
        registration={password.registration}
        error={password.error}
        help={accountTexts.passwordHelp}
        required
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <PasswordStrengthMeter password={password.value} />
      <FormTextField
        label={confirmLabel}
        type="password"
        registration={confirm.registration}
        error={confirm.error}
        required
        autoComplete="new-password"
      />
    </>
  );
}
