import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import type { LibraryFieldsFragment } from '../../../graphql/generated/graphql';
import { formFieldOfArgument, libraryResolver, serverMessage } from '../libraryForms';
import type { LibraryFormInput, LibraryFormValues } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';

export interface LibraryFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  defaultValues: LibraryFormInput;
  /** Sends the checked fields; rejects with the server's refusal. */
  save: (values: LibraryFormValues) => Promise<LibraryFieldsFragment | null>;
  /** What a failure says when the server gave no words of its own. */
  failureMessage: string;
  onClose: () => void;
  onSaved: (library: LibraryFieldsFragment) => void;
}

/**
 * A library's own fields: model, manufacturer, revision and tags, checked with the domain's
 * library rules. The server's refusal shows on the field it names, e.g. the model's
 * 'There is already a library for '{model}'.', and anything else above the form.
 */
export function LibraryFormDialog({ open, title, onClose, ...props }: LibraryFormDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      {(onBusyChange) => (
        <LibraryForm {...props} title={title} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

function LibraryForm({
  title,
  submitLabel,
  defaultValues,
  save,
  failureMessage,
  onClose,
  onSaved,
  onBusyChange,
}: Omit<LibraryFormDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LibraryFormInput, unknown, LibraryFormValues>({
    resolver: libraryResolver,
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    onBusyChange(true);
    try {
      const library = await save(values);
      onBusyChange(false);
      if (library) onSaved(library);
      else setFailure(failureMessage);
    } catch (error) {
      onBusyChange(false);
      const named = graphQLErrorField(error);
      const field = named ? formFieldOfArgument(named.field, defaultValues) : undefined;
      const message = serverMessage(error);
      if (named && field) {
        setError(field, { type: 'server', message: named.message }, { shouldFocus: true });
      } else if (message === messages.libraryModelTaken(values.model)) {
        setError('model', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(message ?? failureMessage);
      }
    }
  });

  return (
    <Box component="form" noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <FormTextField
          label={texts.fields.model}
          registration={register('model')}
          error={errors.model}
          required
          autoFocus
          autoComplete="off"
        />
        <FormTextField
          label={texts.fields.manufacturer}
          registration={register('manufacturer')}
          error={errors.manufacturer}
          required
          autoComplete="off"
        />
        <FormTextField
          label={texts.fields.revision}
          registration={register('revision')}
          error={errors.revision}
          autoComplete="off"
        />
        <FormTextField
          label={texts.tagsInput}
          registration={register('tags')}
          error={errors.tags}
          autoComplete="off"
        />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={submitLabel}
        busy={isSubmitting}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
