import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  MODBUS_DATA_TYPES,
  MODBUS_FUNCTION_CODES,
  WORD_ORDERS,
  parseRegisterNumber,
  registerCount,
} from '@vigil/domain';
import type { ModbusAddressBase, ModbusDataType } from '@vigil/domain';
import { useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ReactNode } from 'react';
import { FormTextField } from '../../../components/FormTextField';
import { AlarmOnlyField } from '../components/RegisterDialog';
import { libraryTexts } from '../libraryTexts';
import { modbusTemplateTexts as texts } from './modbusTemplateTexts';
import type {
  ModbusTemplateFormInput,
  ModbusTemplateRowField,
  ModbusTemplateValues,
} from './modbusTemplateForm';

const labels = libraryTexts.registerFields;

/** Native selects: the phone's own picker, and keyboard use as the browser gives it. */
function selectProps(options: readonly { value: string; label: string }[]) {
  return {
    select: true as const,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    children: options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    )) as ReactNode,
  };
}

const FUNCTION_CODE_OPTIONS = MODBUS_FUNCTION_CODES.map((code) => ({
  value: String(code),
  label: libraryTexts.functionCodeOption(code, libraryTexts.functionCodes[code]),
}));
const DATA_TYPE_OPTIONS = MODBUS_DATA_TYPES.map((type) => ({ value: type, label: type }));
const WORD_ORDER_OPTIONS = WORD_ORDERS.map((order) => ({ value: order, label: order }));
const number = { slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

export interface ModbusTemplateRowProps {
  index: number;
  base: ModbusAddressBase;
  control: Control<ModbusTemplateFormInput, unknown, ModbusTemplateValues>;
  register: UseFormRegister<ModbusTemplateFormInput>;
  errors: FieldErrors<ModbusTemplateFormInput>;
  canRemove: boolean;
  onDuplicate: () => void;
  onRemove: () => void;
  /** The row was focused: the preview reads around it. */
  onSelect: () => void;
}

/**
 * One register of the template being written: the spec's required fields (name, function code
 * with its table, starting register or register number, number of registers, data type,
 * address offset), the byte order of 32-bit types, scaling, thresholds, states and alarm-only.
 */
export function ModbusTemplateRow({
  index,
  base,
  control,
  register,
  errors,
  canRemove,
  onDuplicate,
  onRemove,
  onSelect,
}: ModbusTemplateRowProps) {
  const [name, dataType, registerNumber] = useWatch({
    control,
    name: [`rows.${index}.name`, `rows.${index}.dataType`, `rows.${index}.registerNumber`],
  });
  const rowErrors = errors.rows?.[index];
  const legend = texts.rowLegend(index, name.trim());
  const label = name.trim() || texts.unnamed(index);
  const wide =
    (MODBUS_DATA_TYPES as readonly string[]).includes(dataType) &&
    registerCount(dataType as ModbusDataType) === 2;
  const converted = base === 'register' ? parseRegisterNumber(registerNumber) : null;

  const field = (key: ModbusTemplateRowField, required = false) => ({
    label: key === 'registerNumber' ? texts.registerNumber : labels[key],
    registration: register(`rows.${index}.${key}`),
    error: rowErrors?.[key],
    required,
    margin: 'dense' as const,
    autoComplete: 'off',
    size: 'small' as const,
  });

  return (
    <Paper
      component="fieldset"
      variant="outlined"
      onFocus={onSelect}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        <FormTextField {...field('name', true)} />
        {base === 'register' ? (
          <FormTextField
            {...field('registerNumber', true)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            help={
              converted?.ok
                ? texts.convertedAddress(
                    converted.functionCode,
                    libraryTexts.functionCodes[converted.functionCode],
                    converted.startingRegister,
                  )
                : undefined
            }
          />
        ) : (
          <>
            <FormTextField
              {...field('functionCode', true)}
              {...selectProps(FUNCTION_CODE_OPTIONS)}
            />
            <FormTextField {...field('startingRegister', true)} {...number} />
          </>
        )}
        <FormTextField {...field('numberOfRegisters', true)} {...number} />
        <FormTextField {...field('dataType', true)} {...selectProps(DATA_TYPE_OPTIONS)} />
        {wide ? (
          <FormTextField {...field('wordOrder')} {...selectProps(WORD_ORDER_OPTIONS)} />
        ) : null}
        <FormTextField {...field('addressOffset', true)} {...number} />
        <FormTextField {...field('multiplier')} {...number} />
        <FormTextField {...field('offset')} {...number} />
        <FormTextField {...field('unit')} />
        <FormTextField {...field('mask')} />
        <FormTextField {...field('greenTo')} {...number} />
        <FormTextField {...field('yellowTo')} {...number} />
        <FormTextField {...field('redTo')} {...number} />
        <FormTextField {...field('states')} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <AlarmOnlyField control={control} name={`rows.${index}.alarmOnly`} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={onDuplicate}
          aria-label={texts.duplicateRow(label)}
        >
          {texts.duplicate}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={texts.removeRow(label)}
        >
          {texts.remove}
        </Button>
      </Box>
    </Paper>
  );
}
