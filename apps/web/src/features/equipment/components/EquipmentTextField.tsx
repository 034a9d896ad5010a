import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { get, useFormContext } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';

export type EquipmentTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'error' | 'helperText' | 'required'
> & {
  /** The field's path in the form above, e.g. `ip` or `rows.2.ip`. */
  name: string;
  /** Shown under the input while it has no error. */
  hint?: string;
  /** Marks the input required for assistive technology without MUI's asterisk. */
  required?: boolean;
  /** A message from outside the form (e.g. a remote check) shown when the form has none. */
  extraError?: string | null;
};

/** A text input of the equipment forms, registered with the form above it, showing its error. */
export function EquipmentTextField({
  name,
  hint,
  required = false,
  extraError,
  slotProps,
  ...props
}: EquipmentTextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const registration = register(name);
  const error = get(errors, name) as FieldError | undefined;
  const message = error?.message ?? extraError ?? undefined;
  return (
    <TextField
      fullWidth
      margin="dense"
      {...props}
      name={registration.name}
      inputRef={registration.ref}
      onChange={registration.onChange}
      onBlur={registration.onBlur}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(slotProps?.htmlInput as object | undefined),
          'aria-required': required,
          'aria-invalid': Boolean(message),
        },
      }}
    />
  );
}
