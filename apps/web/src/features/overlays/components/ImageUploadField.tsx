import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import UploadIcon from '@mui/icons-material/Upload';
import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { UploadProgress } from '../../../components/UploadProgress';
import type { ImageUploadState } from '../hooks/useImageUpload';
import { overlayTexts } from '../overlayTexts';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

export interface ImageUploadFieldProps {
  upload: ImageUploadState & { upload: (file: File) => Promise<unknown> };
  label: string;
  disabled?: boolean;
}

/** Pick an image and watch it upload: its name, a bar from 0 to 100, then done or why not. */
export function ImageUploadField({ upload, label, disabled = false }: ImageUploadFieldProps) {
  const helpId = useId();
  const sending = upload.progress !== null && upload.progress >= 0 && upload.progress < 100;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (file) void upload.upload(file);
  };
  return (
    <Box sx={{ my: 2 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled || sending}
      >
        {label}
        <input
          type="file"
          accept={ACCEPTED}
          hidden
          onChange={pick}
          aria-describedby={helpId}
          data-testid="image-file"
        />
      </Button>
      <FormHelperText id={helpId}>{overlayTexts.imageHelp}</FormHelperText>
      {upload.fileName !== null && upload.progress !== null ? (
        <UploadProgress name={upload.fileName} progress={upload.progress} error={upload.error} />
      ) : null}
    </Box>
  );
}
