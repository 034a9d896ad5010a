import Box from '@mui/material/Box';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import { NewTagDocument, TagsDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../app/errorMessage';
import { newTagSchema } from './newTagSchema';
import type { NewTag, NewTagInput } from './newTagSchema';
import type { FlatTag } from './tagTree';
import { viewListTexts } from './viewListTexts';

export interface NewTagDialogProps {
  open: boolean;
  customerID: string;
  tags: readonly FlatTag[];
  onClose: () => void;
  /** The tag was saved and the tag tree loaded again with it. */
  onCreated: (tag: { id: string; name: string }) => void;
}

/** Adds a tag (name, optional parent and position) from the Create View form. */
export function NewTagDialog({ open, onClose, ...props }: NewTagDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={viewListTexts.newTagTitle} maxWidth="xs">
      {(onBusyChange) => <NewTagForm {...props} onClose={onClose} onBusyChange={onBusyChange} />}
    </FormDialog>
  );
}

function NewTagForm({
  customerID,
  tags,
  onClose,
  onCreated,
  onBusyChange,
}: Omit<NewTagDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [newTag, { loading }] = useMutation(NewTagDocument, {
    refetchQueries: [TagsDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewTagInput, unknown, NewTag>({
    resolver: zodResolver(newTagSchema),
    defaultValues: { name: '', parentID: '', latitude: '', longitude: '' },
  });

  const onSubmit = handleSubmit(async (tag) => {
    setFailure(null);
    onBusyChange(true);
    try {
      const result = await newTag({ variables: { customerID, ...tag } });
      if (result.data) onCreated(result.data.newTag);
    } catch (error) {
      setFailure(errorMessage(error) ?? viewListTexts.newTagFailed);
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        // This form sits over the Create View form: its Enter is its own.
        event.stopPropagation();
        void onSubmit(event);
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <FormTextField
          label={viewListTexts.tagNameLabel}
          registration={register('name')}
          error={errors.name}
          required
          autoFocus
        />
        {tags.length > 0 ? (
          <FormTextField
            select
            label={viewListTexts.parentTagLabel}
            registration={register('parentID')}
            error={errors.parentID}
            defaultValue=""
          >
            <MenuItem value="">{viewListTexts.noParent}</MenuItem>
            {tags.map((tag) => (
              <MenuItem key={tag.id} value={tag.id}>
                {tag.path}
              </MenuItem>
            ))}
          </FormTextField>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField
            label={viewListTexts.latitudeLabel}
            registration={register('latitude')}
            error={errors.latitude}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            label={viewListTexts.longitudeLabel}
            registration={register('longitude')}
            error={errors.longitude}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={viewListTexts.cancel}
        submitLabel={viewListTexts.saveTag}
        busy={loading}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
