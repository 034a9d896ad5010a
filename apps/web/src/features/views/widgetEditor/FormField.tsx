import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type FormFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  registration: UseFormRegisterReturn;
  /** The field's error (number fields' errors are typed loosely by react-hook-form). */
  error: { message?: string | undefined } | undefined;
  /** Shown under the input while it has no error. */
  help?: ReactNode;
  required?: boolean;
  /** Options of a native select, which keyboards and screen readers handle everywhere. */
  options?: readonly { value: string; label: string }[];
};

/**
 * A text input or native select wired to react-hook-form, with help text under it until the
 * field has an error.
 */
export function FormField({
  registration,
  error,
  help,
  required = false,
  options,
  slotProps,
  ...props
}: FormFieldProps) {
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      select={options !== undefined}
      name={registration.name}
      inputRef={registration.ref}
      onChange={registration.onChange}
      onBlur={registration.onBlur}
      error={Boolean(error)}
      helperText={error?.message ?? help}
      slotProps={{
        ...slotProps,
        ...(options ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
        htmlInput: {
          ...(slotProps?.htmlInput as object | undefined),
          'aria-required': required,
        },
      }}
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
