import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { EquipmentSharedValues } from '../equipmentFormValues';
import { equipmentTexts } from '../equipmentTexts';

export interface EquipmentSelectFieldProps {
  /** A shared field, or its path in a list of them (e.g. `snmpCredsList.0.snmpVersion`). */
  name: keyof EquipmentSharedValues | `${string}.${keyof EquipmentSharedValues}`;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Called after the user picks, e.g. to clear fields that depended on the old choice. */
  onPicked?: (value: string) => void;
}

/** A labelled select of the equipment forms, wired to the form above it, showing its error. */
export function EquipmentSelectField({
  name,
  label,
  options,
  required = false,
  disabled = false,
  helperText,
  onPicked,
}: EquipmentSelectFieldProps) {
  const { control } = useFormContext<EquipmentSharedValues>();
  return (
    <Controller
      control={control}
      name={name as keyof EquipmentSharedValues}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          margin="dense"
          label={label}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { 'aria-required': required } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The gateway an equipment is polled by, picked from the customer's gateways. */
export function EquipmentGatewayField({
  gateways,
}: {
  gateways: readonly { id: string; name: string }[];
}) {
  return (
    <EquipmentSelectField
      name="gatewayID"
      label={equipmentTexts.labels.gatewayID}
      required
      options={gateways.map((gateway) => ({ value: gateway.id, label: gateway.name }))}
      helperText={gateways.length === 0 ? equipmentTexts.noGateways : undefined}
    />
  );
}
