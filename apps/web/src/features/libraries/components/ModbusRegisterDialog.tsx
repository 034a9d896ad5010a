import { MODBUS_DATA_TYPES, MODBUS_FUNCTION_CODES, WORD_ORDERS } from '@vigil/domain';
import type { ModbusRegister } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { FormTextField } from '../../../components/FormTextField';
import type { ModbusPointFieldsFragment } from '../../../graphql/generated/graphql';
import { useEditModbusRegister } from '../hooks/useEditModbusRegister';
import {
  modbusRegisterFormInput,
  modbusRegisterResolver,
  modbusRegisterVariables,
} from '../libraryForms';
import type { ModbusRegisterFormInput } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';
import {
  AlarmOnlyField,
  RegisterDialog,
  RegisterFieldGroup,
  registerSaveFailure,
} from './RegisterDialog';

export interface ModbusRegisterDialogProps {
  libraryID: string;
  customerID: string;
  point: ModbusPointFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}

const labels = texts.registerFields;

/** Native selects: the phone's own picker, and keyboard use as the browser gives it. */
function selectProps(options: readonly { value: string; label: string }[]): {
  select: true;
  slotProps: object;
  children: ReactNode;
} {
  return {
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    children: options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    )),
  };
}

const FUNCTION_CODE_OPTIONS = MODBUS_FUNCTION_CODES.map((code) => ({
  value: String(code),
  label: texts.functionCodeOption(code, texts.functionCodes[code]),
}));
const DATA_TYPE_OPTIONS = MODBUS_DATA_TYPES.map((type) => ({ value: type, label: type }));
const WORD_ORDER_OPTIONS = WORD_ORDERS.map((order) => ({ value: order, label: order }));

/**
 * Edits one register of a library's Modbus template, checked with the domain's register rules
 * (modbusRegisterSchema) and saved with editModbusRegister.
 */
export function ModbusRegisterDialog({
  libraryID,
  customerID,
  point,
  onClose,
  onSaved,
}: ModbusRegisterDialogProps) {
  const [defaultValues] = useState(() => modbusRegisterFormInput(point));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ModbusRegisterFormInput, unknown, ModbusRegister>({
    resolver: modbusRegisterResolver,
    defaultValues,
  });
  const [editRegister] = useEditModbusRegister(libraryID);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await editRegister(modbusRegisterVariables(point, values, customerID));
      onSaved();
    } catch (error) {
      setFailure(registerSaveFailure(error, defaultValues, setError));
    }
  });

  const field = (name: keyof Omit<ModbusRegisterFormInput, 'alarmOnly'>, required = false) => ({
    label: labels[name],
    registration: register(name),
    error: errors[name],
    required,
    margin: 'dense' as const,
    autoComplete: 'off',
  });
  const number = { slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

  return (
    <RegisterDialog
      title={texts.editModbusTitle}
      busy={isSubmitting}
      failure={failure}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <RegisterFieldGroup legend={texts.groups.register}>
        <FormTextField {...field('name', true)} autoFocus />
        <FormTextField {...field('functionCode', true)} {...selectProps(FUNCTION_CODE_OPTIONS)} />
        <FormTextField {...field('startingRegister', true)} {...number} />
        <FormTextField {...field('numberOfRegisters', true)} {...number} />
        <FormTextField {...field('dataType', true)} {...selectProps(DATA_TYPE_OPTIONS)} />
        <FormTextField {...field('wordOrder')} {...selectProps(WORD_ORDER_OPTIONS)} />
        <FormTextField {...field('addressOffset')} {...number} />
      </RegisterFieldGroup>
      <RegisterFieldGroup legend={texts.groups.scaling}>
        <FormTextField {...field('multiplier')} {...number} />
        <FormTextField {...field('offset')} {...number} />
        <FormTextField {...field('unit')} />
        <FormTextField {...field('mask')} />
      </RegisterFieldGroup>
      <RegisterFieldGroup legend={texts.groups.alarms}>
        <FormTextField {...field('greenTo')} {...number} />
        <FormTextField {...field('yellowTo')} {...number} />
        <FormTextField {...field('redTo')} {...number} />
        <FormTextField {...field('states')} />
      </RegisterFieldGroup>
      <AlarmOnlyField control={control} name="alarmOnly" />
    </RegisterDialog>
  );
}
