import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import type { RequestState } from '../../../components/RequestButton';
import type {
  CompanySettingsFieldsFragment,
  CompanySettingsInput,
} from '../../../graphql/generated/graphql';
import { useUpdateCompanySettings } from './useUpdateCompanySettings';

export interface SettingsFormOptions<TInput extends FieldValues, TValues extends FieldValues> {
  settings: CompanySettingsFieldsFragment;
  /** The tab's form values from the settings: at first, and from what the server saved. */
  valuesOf: (settings: CompanySettingsFieldsFragment) => TInput;
  /** The settings to save from the checked form values. */
  toInput: (values: TValues) => CompanySettingsInput;
  resolver?: Resolver<TInput, unknown, TValues>;
}

/**
 * One Settings tab's form: the react-hook-form of its fields, and onSubmit that saves them
 * (updateCompanySettings) and starts the form again from what was saved. A refusal naming one of
 * the form's fields is put on that field, any other failure is the `failure` for the
 * SettingsSaveBar, with the request's `state`.
 */
export function useSettingsForm<TInput extends FieldValues, TValues extends FieldValues = TInput>({
  settings,
  valuesOf,
  toInput,
  resolver,
}: SettingsFormOptions<TInput, TValues>) {
  const [save] = useUpdateCompanySettings(settings.customerID);
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TValues>({
    resolver,
    defaultValues: valuesOf(settings) as DefaultValues<TInput>,
  });
  const { handleSubmit, reset, setError } = form;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setState('fetching');
    try {
      const saved = await save(toInput(values));
      setState('success');
      reset(valuesOf(saved));
    } catch (error) {
      setState('error');
      const named = graphQLErrorField(error);
      if (named) {
        setError(named.field as Path<TInput>, { type: 'server', message: named.message });
      } else {
        setFailure(errorMessage(error) ?? messages.snackbarError);
      }
    }
  });
  return { ...form, onSubmit, state, failure };
}
