import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  /** What react-hook-form's `register(name)` returned for this field. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  /** Shown under the input while it has no error. */
  help?: ReactNode;
  /** Marks the input required for assistive technology without MUI's asterisk in the label. */
  required?: boolean;
};

/** A full-width MUI text field wired to react-hook-form, showing the field's error text. */
export function FormTextField({
  registration,
  error,
  help,
  required = false,
  slotProps,
  ...props
}: FormTextFieldProps) {
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={registration.name}
      inputRef={registration.ref}
      onChange={registration.onChange}
      onBlur={registration.onBlur}
      error={Boolean(error)}
      helperText={error?.message ?? help}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(slotProps?.htmlInput as object | undefined),
          'aria-required': required,
        },
      }}
    />
  );
}
