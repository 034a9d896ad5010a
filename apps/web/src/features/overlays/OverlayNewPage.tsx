import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/PageTitleContext';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { FormTextField } from '../../components/FormTextField';
import { PageHeader } from '../../components/PageHeader';
import { RequestButton } from '../../components/RequestButton';
import { StatusBanner } from '../../components/StatusBanner';
import { ImageUploadField } from './components/ImageUploadField';
import { useAddOverlayView } from './hooks/useAddOverlayView';
import { useImageUpload } from './hooks/useImageUpload';
import { overlayViewPath } from './overlayPaths';
import { overlayViewFormSchema } from './overlayForm';
import type { OverlayViewFormInput, OverlayViewFormValues } from './overlayForm';
import { overlayTexts } from './overlayTexts';
import { myViewsPath } from '../views/viewPage/viewPaths';

/** The server's answer to a new overlay view that failed, in the catalogue's words (core §8). */
function failureOf(error: unknown, name: string): { banner: string; name?: string } {
  const message = error instanceof Error ? error.message : '';
  if (message === messages.newViewNameTaken(name)) {
    return { banner: messages.unableToUpdate, name: message };
  }
  return { banner: messages.unableToUpdate };
}

/**
 * /{customer}/overlay/views/new (spec core §2, §7 addOverlayView): a name, an image uploaded with
 * its progress, and the size the overlays are placed in (the image's own unless changed); then
 * the new view's page.
 */
export function OverlayNewPage() {
  usePageTitle(overlayTexts.newTitle);
  const navigate = useNavigate();
  const [params] = useAddressParams();
  const { customerSegment, customerID } = useCustomerID();
  const upload = useImageUpload(customerID ? { customerID } : null);
  const [add, addState] = useAddOverlayView();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors },
  } = useForm<OverlayViewFormInput, unknown, OverlayViewFormValues>({
    resolver: zodResolver(overlayViewFormSchema),
    mode: 'onChange',
    defaultValues: { name: params.get('name') ?? '', height: '', width: '' },
  });

  /** The uploaded image's own size fills the fields the user has not typed in. */
  const onImageLoad = (image: HTMLImageElement) => {
    for (const [field, size] of [
      ['width', image.naturalWidth],
      ['height', image.naturalHeight],
    ] as const) {
      if (size > 0 && !getFieldState(field).isDirty) {
        setValue(field, String(size), { shouldValidate: true });
      }
    }
  };

  const onSubmit = handleSubmit(async ({ name, height, width }) => {
    if (!customerID || !upload.image) return;
    setFailure(null);
    try {
      const id = await add({
        name,
        image: upload.image.id,
        height: Number(height),
        width: Number(width),
        customerID,
      });
      void navigate(overlayViewPath(customerSegment, id));
    } catch (error) {
      const shown = failureOf(error, name);
      setFailure(shown.banner);
      if (shown.name) setError('name', { type: 'server', message: shown.name });
    }
  });

  return (
    <>
      <PageHeader
        title={overlayTexts.newTitle}
        subtitle={overlayTexts.newHint}
        actions={
          <Button component={RouterLink} to={myViewsPath(customerSegment)}>
            {overlayTexts.myViews}
          </Button>
        }
      />
      <Box
        component="form"
        noValidate
        aria-label={overlayTexts.newTitle}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ maxWidth: 640 }}
      >
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <FormTextField
          label={overlayTexts.nameLabel}
          registration={register('name')}
          error={errors.name}
          required
          autoFocus
          autoComplete="off"
        />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {overlayTexts.imageLabel}
        </Typography>
        <ImageUploadField upload={upload} label={overlayTexts.chooseImage} />
        {upload.image ? (
          <Box
            component="img"
            src={upload.image.url}
            alt={overlayTexts.imagePreview}
            onLoad={(event) => onImageLoad(event.currentTarget)}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, mb: 2, borderRadius: 1 }}
          />
        ) : null}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField
            label={overlayTexts.widthLabel}
            registration={register('width')}
            error={errors.width}
            help={overlayTexts.sizeHelp}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <FormTextField
            label={overlayTexts.heightLabel}
            registration={register('height')}
            error={errors.height}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <RequestButton
            type="submit"
            variant="contained"
            state={addState.loading ? 'fetching' : failure ? 'error' : 'before'}
            disabled={!upload.image || !customerID}
          >
            {overlayTexts.create}
          </RequestButton>
          <Button component={RouterLink} to={myViewsPath(customerSegment)}>
            {overlayTexts.cancel}
          </Button>
        </Box>
      </Box>
    </>
  );
}
