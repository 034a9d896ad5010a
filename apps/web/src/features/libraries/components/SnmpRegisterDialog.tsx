import type { SnmpRegister } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import type { SnmpPointFieldsFragment } from '../../../graphql/generated/graphql';
import { useEditSnmpRegister } from '../hooks/useEditSnmpRegister';
import {
  snmpRegisterFormInput,
  snmpRegisterResolver,
  snmpRegisterVariables,
} from '../libraryForms';
import type { SnmpRegisterFormInput } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';
import {
  AlarmOnlyField,
  RegisterDialog,
  RegisterFieldGroup,
  registerSaveFailure,
} from './RegisterDialog';

export interface SnmpRegisterDialogProps {
  libraryID: string;
  customerID: string;
  point: SnmpPointFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}

const labels = texts.registerFields;

/**
 * Edits one OID of a library's SNMP template, checked with the domain's rules
 * (snmpRegisterSchema: oid and name required) and saved with editSNMPRegister.
 */
export function SnmpRegisterDialog({
  libraryID,
  customerID,
  point,
  onClose,
  onSaved,
}: SnmpRegisterDialogProps) {
  const [defaultValues] = useState(() => snmpRegisterFormInput(point));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SnmpRegisterFormInput, unknown, SnmpRegister>({
    resolver: snmpRegisterResolver,
    defaultValues,
  });
  const [editRegister] = useEditSnmpRegister(libraryID);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await editRegister(snmpRegisterVariables(point, values, customerID));
      onSaved();
    } catch (error) {
      setFailure(registerSaveFailure(error, defaultValues, setError));
    }
  });

  const field = (name: keyof Omit<SnmpRegisterFormInput, 'alarmOnly'>, required = false) => ({
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
      title={texts.editSnmpTitle}
      busy={isSubmitting}
      failure={failure}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <RegisterFieldGroup legend={texts.groups.oid}>
        <FormTextField
          {...field('oid', true)}
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <FormTextField {...field('name', true)} />
      </RegisterFieldGroup>
      <RegisterFieldGroup legend={texts.groups.scaling}>
        <FormTextField {...field('multiplier')} {...number} />
        <FormTextField {...field('offset')} {...number} />
        <FormTextField {...field('unit')} />
        <FormTextField {...field('renamedUnit')} />
        <FormTextField {...field('strMask')} />
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
