import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import { useImageUpload } from '../hooks/useImageUpload';
import { useUpdateOverlayImage } from '../hooks/useUpdateOverlayImage';
import { useUpdateOverlayView } from '../hooks/useUpdateOverlayView';
import type { LoadedOverlayView } from '../overlayDraft';
import { overlayViewFormSchema } from '../overlayForm';
import type { OverlayViewFormInput, OverlayViewFormValues } from '../overlayForm';
import { overlayTexts } from '../overlayTexts';
import { ImageUploadField } from './ImageUploadField';

export interface OverlayViewSettingsDialogProps {
  open: boolean;
  view: LoadedOverlayView;
  onClose: () => void;
}

/**
 * Name and size (updateOverlayView) and another image under the overlays (updateOverlayImage,
 * after a confirmation). Failures read 'Unable to update' (spec core §8); a taken name says so.
 */
export function OverlayViewSettingsDialog({ open, view, onClose }: OverlayViewSettingsDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={overlayTexts.settingsTitle}>
      {(onBusyChange) => <SettingsForm view={view} onClose={onClose} onBusyChange={onBusyChange} />}
    </FormDialog>
  );
}

function SettingsForm({
  view,
  onClose,
  onBusyChange,
}: {
  view: LoadedOverlayView;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [update, updateState] = useUpdateOverlayView(view);
  const [updateImage, imageState] = useUpdateOverlayImage(view);
  const upload = useImageUpload({ viewID: view.id });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OverlayViewFormInput, unknown, OverlayViewFormValues>({
    resolver: zodResolver(overlayViewFormSchema),
    mode: 'onChange',
    defaultValues: { name: view.name, height: String(view.height), width: String(view.width) },
  });

  const onSubmit = handleSubmit(async ({ name, height, width }) => {
    setFailure(null);
    onBusyChange(true);
    try {
      await update({
        ...(name !== view.name ? { name } : {}),
        height: Number(height),
        width: Number(width),
      });
      onBusyChange(false);
      onClose();
    } catch (error) {
      onBusyChange(false);
      setFailure(messages.unableToUpdate);
      const message = error instanceof Error ? error.message : '';
      if (message === messages.renameViewNameTaken(name)) {
        setError('name', { type: 'server', message });
      }
    }
  });

  const replaceImage = async () => {
    if (!upload.image) return;
    setFailure(null);
    try {
      await updateImage(upload.image.id);
      setConfirming(false);
      upload.reset();
    } catch {
      setConfirming(false);
      setFailure(messages.unableToUpdate);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <FormTextField
          label={overlayTexts.nameLabel}
          registration={register('name')}
          error={errors.name}
          required
          autoComplete="off"
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField
            label={overlayTexts.widthLabel}
            registration={register('width')}
            error={errors.width}
            required
            type="number"
          />
          <FormTextField
            label={overlayTexts.heightLabel}
            registration={register('height')}
            error={errors.height}
            required
            type="number"
          />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {overlayTexts.imageLabel}
        </Typography>
        <ImageUploadField upload={upload} label={overlayTexts.replaceImage} />
        {upload.image ? (
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            {overlayTexts.replace}
          </Button>
        ) : null}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={overlayTexts.cancel}
        submitLabel={overlayTexts.save}
        busy={updateState.loading}
        failed={Boolean(failure)}
      />
      <ConfirmDialog
        open={confirming}
        title={overlayTexts.replaceImageTitle}
        body={overlayTexts.replaceImageBody}
        confirmLabel={overlayTexts.replace}
        busy={imageState.loading}
        onConfirm={() => void replaceImage()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
