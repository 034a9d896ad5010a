import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, normalizeCompanyName } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../app/errorMessage';
import { graphQLErrorField } from '../app/graphQLErrorField';
import { FormDialog, FormDialogActions } from './FormDialog';
import { FormTextField } from './FormTextField';
import { StatusBanner } from './StatusBanner';

const schema = z.object({
  name: z.string().transform(normalizeCompanyName).pipe(z.string().min(1, messages.required)),
});
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

export interface CompanyNameDialogProps<Created> {
  open: boolean;
  onClose: () => void;
  title: string;
  texts: { nameLabel: string; cancel: string; create: string };
  /** A line above the name (where the new account goes). */
  description?: ReactNode;
  /** Creates the account; a GraphQL error naming the field `name` is shown under the field. */
  create: (name: string) => Promise<Created>;
  onCreated: (created: Created) => void;
}

/**
 * A new company, partner or other account by its name (normalized; the server says when it is
 * taken): one form dialog for every "New …" that asks only a name.
 */
export function CompanyNameDialog<Created>({
  open,
  onClose,
  title,
  ...props
}: CompanyNameDialogProps<Created>) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      {(onBusyChange) => <NameForm {...props} onClose={onClose} onBusyChange={onBusyChange} />}
    </FormDialog>
  );
}

function NameForm<Created>({
  texts,
  description,
  create,
  onClose,
  onCreated,
  onBusyChange,
}: Omit<CompanyNameDialogProps<Created>, 'open' | 'title'> & {
  onBusyChange: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const setBusyBoth = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    setBusyBoth(true);
    try {
      const created = await create(name);
      setBusyBoth(false);
      onCreated(created);
    } catch (error) {
      setBusyBoth(false);
      const named = graphQLErrorField(error);
      if (named?.field === 'name') {
        setError('name', { type: 'server', message: named.message }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error) ?? messages.snackbarError);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        {description ? <DialogContentText>{description}</DialogContentText> : null}
        <FormTextField
          label={texts.nameLabel}
          registration={register('name')}
          error={errors.name}
          required
          autoFocus
          autoComplete="off"
        />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={texts.create}
        busy={busy}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
