import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldError, FieldValues, Path, Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { libraryTexts as texts } from '../libraryTexts';
import {
  AlarmOnlyField,
  RegisterDialog,
  RegisterFieldGroup,
  registerSaveFailure,
} from './RegisterDialog';

const labels = texts.registerFields;

/** A register form's inputs: text fields named after their label, and the alarm-only checkbox. */
export type RegisterFormInput = FieldValues & { alarmOnly: boolean };

type RegisterFieldName<Input> = Extract<Exclude<keyof Input, 'alarmOnly'>, keyof typeof labels>;

export interface RegisterFieldSpec<Name extends string> {
  name: Name;
  required?: boolean;
  /** Free text when absent; a decimal number; an identifier (no spell check); or a select. */
  input?: 'number' | 'identifier' | readonly { value: string; label: string }[];
}

export interface RegisterFieldGroupSpec<Name extends string> {
  legend: string;
  fields: readonly RegisterFieldSpec<Name>[];
}

/** How a protocol's register is edited: its inputs by group, its rules and its save. */
export interface RegisterForm<P, Input extends RegisterFormInput, Values extends FieldValues, V> {
  title: string;
  /** The first input of the first group takes the focus. */
  groups: readonly RegisterFieldGroupSpec<RegisterFieldName<Input>>[];
  formInput: (point: P) => Input;
  resolver: Resolver<Input, unknown, Values>;
  variables: (point: P, values: Values, customerID: string) => V;
  /** Called as a hook: a kind is a module constant, so the same hook runs on every render. */
  useEditRegister: (
    libraryID: string,
  ) => readonly [(variables: V) => Promise<unknown>, ...unknown[]];
}

/** The scaling inputs both protocols start with. */
export const SCALING_FIELDS = [
  { name: 'multiplier', input: 'number' },
  { name: 'offset', input: 'number' },
  { name: 'unit' },
] as const satisfies readonly RegisterFieldSpec<keyof typeof labels>[];

/** Thresholds and states, the same for both protocols. */
export const ALARM_FIELD_GROUP = {
  legend: texts.groups.alarms,
  fields: [
    { name: 'greenTo', input: 'number' },
    { name: 'yellowTo', input: 'number' },
    { name: 'redTo', input: 'number' },
    { name: 'states' },
  ],
} as const satisfies RegisterFieldGroupSpec<keyof typeof labels>;

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

/** A register form's input names are its values' keys: react-hook-form's paths. */
const pathOf = <Input extends FieldValues>(name: string) => name as Path<Input>;

function inputProps(input: RegisterFieldSpec<string>['input']) {
  if (input === 'number') return { slotProps: { htmlInput: { inputMode: 'decimal' as const } } };
  if (input === 'identifier') return { slotProps: { htmlInput: { spellCheck: false } } };
  return input ? selectProps(input) : {};
}

export interface RegisterEditDialogProps<
  P,
  Input extends RegisterFormInput,
  Values extends FieldValues,
  V,
> {
  form: RegisterForm<P, Input, Values, V>;
  libraryID: string;
  customerID: string;
  point: P;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edits one register of a library's template, checked with the domain's rules for its protocol
 * (the form's resolver) and saved with the protocol's edit mutation.
 */
export function RegisterEditDialog<
  P,
  Input extends RegisterFormInput,
  Values extends FieldValues,
  V,
>({
  form,
  libraryID,
  customerID,
  point,
  onClose,
  onSaved,
}: RegisterEditDialogProps<P, Input, Values, V>) {
  const [defaultValues] = useState(() => form.formInput(point));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: form.resolver,
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const [editRegister] = form.useEditRegister(libraryID);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await editRegister(form.variables(point, values, customerID));
      onSaved();
    } catch (error) {
      setFailure(registerSaveFailure(error, defaultValues, setError));
    }
  });

  const fieldErrors = errors as Partial<Record<string, FieldError>>;
  return (
    <RegisterDialog
      title={form.title}
      busy={isSubmitting}
      failure={failure}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {form.groups.map((group, groupIndex) => (
        <RegisterFieldGroup key={group.legend} legend={group.legend}>
          {group.fields.map((field, fieldIndex) => (
            <FormTextField
              key={field.name}
              label={labels[field.name]}
              registration={register(pathOf<Input>(field.name))}
              error={fieldErrors[field.name]}
              required={field.required ?? false}
              margin="dense"
              autoComplete="off"
              autoFocus={groupIndex === 0 && fieldIndex === 0}
              {...inputProps(field.input)}
            />
          ))}
        </RegisterFieldGroup>
      ))}
      <AlarmOnlyField control={control} name={pathOf<Input>('alarmOnly')} />
    </RegisterDialog>
  );
}
