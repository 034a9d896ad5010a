import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, normalizeCompanyName } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import type { AccountFieldsFragment } from '../../../graphql/generated/graphql';
import { companiesTexts as texts } from '../adminTexts';
import { useNewCustomer } from '../hooks/useNewCustomer';

const schema = z.object({
  name: z.string().transform(normalizeCompanyName).pipe(z.string().min(1, messages.required)),
});
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

export interface NewCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The partner the company goes under: the one chosen (super users) or the user's own. */
  partner: { id: string; name: string } | null;
  onCreated: (company: AccountFieldsFragment) => void;
}

/** New company: its name, unique among the partner's customers (the server says when not). */
export function NewCompanyDialog({ open, onClose, ...props }: NewCompanyDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={texts.newCompany}>
      {(onBusyChange) => (
        <NewCompanyForm {...props} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

function NewCompanyForm({
  partner,
  onClose,
  onCreated,
  onBusyChange,
}: Omit<NewCompanyDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [create, { loading }] = useNewCustomer();
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

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    onBusyChange(true);
    try {
      const company = await create(name, partner?.id ?? null);
      onBusyChange(false);
      onCreated(company);
    } catch (error) {
      onBusyChange(false);
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
        <DialogContentText>
          {partner ? texts.underPartner(partner.name) : texts.noParent}
        </DialogContentText>
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
        busy={loading}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
