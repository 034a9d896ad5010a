import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
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
import type { PartnerListFieldsFragment } from '../../../graphql/generated/graphql';
import { useNewPartner } from '../hooks/useNewPartner';
import { partnerListTexts as texts } from '../partnerTexts';

const schema = z.object({
  name: z.string().transform(normalizeCompanyName).pipe(z.string().min(1, messages.required)),
});
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

export interface PartnerListNewDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (partner: PartnerListFieldsFragment) => void;
}

/** New Partner: its name (the server says when it is taken). */
export function PartnerListNewDialog({ open, onClose, onCreated }: PartnerListNewDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={texts.newPartner}>
      {(onBusyChange) => (
        <NewPartnerForm onClose={onClose} onCreated={onCreated} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

function NewPartnerForm({
  onClose,
  onCreated,
  onBusyChange,
}: Omit<PartnerListNewDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [create, { loading }] = useNewPartner();
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
      const partner = await create(name);
      onBusyChange(false);
      onCreated(partner);
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
