import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { isDuplicateNameError, messages, viewNameSchema } from '@vigil/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { graphQLErrorCode } from '../../../app/graphQLErrorCode';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import { NewViewDocument, ValidateViewNamesDocument } from '../../../graphql/generated/graphql';
import { NewTagDialog } from './NewTagDialog';
import type { FlatTag } from './tagTree';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { viewListTexts } from './viewListTexts';

/** The name settles for this long before the server is asked whether it is taken. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

const createViewSchema = z.object({
  name: viewNameSchema,
  tagIDs: z.array(z.string()),
  isPublic: z.boolean(),
});
type CreateViewInput = z.input<typeof createViewSchema>;
type CreateViewValues = z.output<typeof createViewSchema>;

export interface CreateViewDialogProps {
  open: boolean;
  customerID: string;
  tags: readonly FlatTag[];
  /** The user holds createPublicViews on the customer, so the Public box is offered. */
  canMakePublic: boolean;
  /** The user manages the company (mc), the right the server asks for a new tag. */
  canAddTags: boolean;
  onClose: () => void;
  /** The view exists under this name. */
  onCreated: (name: string) => void;
  /** An overlay view was chosen: its image is asked for on the new overlay view page. */
  onOverlay: (name: string) => void;
}

type NewViewKind = 'dashboard' | 'overlay';

/** Creates an empty view: a name checked as it is typed, tags, and public for those allowed. */
export function CreateViewDialog({ open, onClose, ...props }: CreateViewDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={viewListTexts.createView}>
      {(onBusyChange) => (
        <CreateViewForm {...props} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

/** Why the server refused a new view, in the catalogue's words (spec core §5, §8). */
function newViewFailure(error: unknown, name: string): string {
  const message = error instanceof Error ? error.message : undefined;
  const duplicate =
    message === messages.newViewNameTaken(name) ||
    isDuplicateNameError({ code: graphQLErrorCode(error), message });
  return duplicate ? messages.newViewNameTaken(name) : messages.newViewFailed;
}

function CreateViewForm({
  customerID,
  tags,
  canMakePublic,
  canAddTags,
  onClose,
  onCreated,
  onOverlay,
  onBusyChange,
}: Omit<CreateViewDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [newView, { loading }] = useMutation(NewViewDocument);
  const [kind, setKind] = useState<NewViewKind>('dashboard');
  const kindId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [addingTag, setAddingTag] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CreateViewInput, unknown, CreateViewValues>({
    resolver: zodResolver(createViewSchema),
    // The flagged characters show while they are typed, not only on submit.
    mode: 'onChange',
    defaultValues: { name: '', tagIDs: [], isPublic: false },
  });

  // Whether the name is taken is asked once typing pauses, and only for a name the form accepts.
  const name = watch('name').trim();
  const checkable = viewNameSchema.safeParse(name).success;
  const settledName = useDebouncedValue(checkable ? name : '', NAME_CHECK_DEBOUNCE_MS);
  const check = useQuery(
    ValidateViewNamesDocument,
    settledName && settledName === name
      ? { variables: { names: [settledName], customerID } }
      : skipToken,
  );
  const validation = check.data?.validateViewNames;
  const takenMessage =
    validation && !validation.valid && settledName === name
      ? (validation.message ?? messages.viewNameIsTaken(name))
      : null;
  const nameError =
    errors.name ?? (takenMessage ? { type: 'taken', message: takenMessage } : undefined);

  const onSubmit = handleSubmit(async ({ name: viewName, tagIDs, isPublic }) => {
    if (takenMessage) return;
    if (kind === 'overlay') {
      onOverlay(viewName);
      return;
    }
    setFailure(null);
    onBusyChange(true);
    try {
      const result = await newView({
        variables: {
          name: viewName,
          customerID,
          tagIDs: tagIDs.length > 0 ? tagIDs : undefined,
          isPublic: canMakePublic ? isPublic : undefined,
        },
      });
      onBusyChange(false);
      if (result.data) onCreated(result.data.newView.name);
    } catch (error) {
      onBusyChange(false);
      setFailure(newViewFailure(error, viewName));
    }
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          <FormLabel id={`${kindId}-label`} sx={{ display: 'block', mt: 1 }}>
            {viewListTexts.kindLabel}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${kindId}-label`}
            value={kind}
            onChange={(event) => setKind(event.target.value as NewViewKind)}
          >
            <FormControlLabel
              value="dashboard"
              control={<Radio />}
              label={viewListTexts.kindDashboard}
            />
            <FormControlLabel
              value="overlay"
              control={<Radio />}
              label={viewListTexts.kindOverlay}
            />
          </RadioGroup>
          <FormTextField
            label={viewListTexts.nameLabel}
            registration={register('name')}
            error={nameError}
            required
            autoFocus
            autoComplete="off"
          />
          {kind === 'overlay' ? null : (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 2 }}>
              <Controller
                control={control}
                name="tagIDs"
                render={({ field }) => (
                  <Autocomplete
                    multiple
                    fullWidth
                    options={tags}
                    getOptionLabel={(tag) => tag.path}
                    getOptionKey={(tag) => tag.id}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    value={tags.filter((tag) => field.value.includes(tag.id))}
                    onChange={(_event, chosen) => field.onChange(chosen.map((tag) => tag.id))}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <TextField {...params} inputRef={field.ref} label={viewListTexts.tagsLabel} />
                    )}
                  />
                )}
              />
              {canAddTags ? (
                <Button startIcon={<AddIcon />} onClick={() => setAddingTag(true)} sx={{ mt: 1 }}>
                  {viewListTexts.addTag}
                </Button>
              ) : null}
            </Box>
          )}
          {canMakePublic && kind === 'dashboard' ? (
            <Controller
              control={control}
              name="isPublic"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={viewListTexts.isPublic}
                />
              )}
            />
          ) : null}
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          cancelLabel={viewListTexts.cancel}
          submitLabel={kind === 'overlay' ? viewListTexts.continueToImage : viewListTexts.create}
          busy={loading}
          failed={Boolean(failure)}
        />
      </Box>
      <NewTagDialog
        open={addingTag}
        customerID={customerID}
        tags={tags}
        onClose={() => setAddingTag(false)}
        onCreated={(tag) => {
          setAddingTag(false);
          setValue('tagIDs', [...getValues('tagIDs'), tag.id], { shouldDirty: true });
        }}
      />
    </>
  );
}
