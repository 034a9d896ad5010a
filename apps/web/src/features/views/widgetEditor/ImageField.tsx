import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { UPLOAD_FAILED_PROGRESS, uploadError } from '@vigil/domain';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { editorTexts } from './editorTexts';
import { uploadImage } from '../../../app/uploadImage';
import type { UploadedImage } from '../../../app/uploadImage';

export interface ImageTransformValue {
  translateX: number;
  translateY: number;
  scale: number;
  rotation: number;
}

const SLIDERS: {
  key: keyof ImageTransformValue;
  label: string;
  min: number;
  max: number;
  step: number;
}[] = [
  { key: 'translateX', label: editorTexts.translateX, min: -300, max: 300, step: 1 },
  { key: 'translateY', label: editorTexts.translateY, min: -300, max: 300, step: 1 },
  { key: 'scale', label: editorTexts.scale, min: 0.1, max: 5, step: 0.1 },
  { key: 'rotation', label: editorTexts.rotation, min: -180, max: 180, step: 1 },
];

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/** Image widgets: upload (checked against the 10 MB limit first) and placement sliders. */
export function ImageField({
  viewID,
  hasImage,
  onUploaded,
  transform,
  onTransform,
}: {
  /** The view whose widget shows the image. */
  viewID: string;
  hasImage: boolean;
  onUploaded: (image: UploadedImage) => void;
  transform: ImageTransformValue;
  onTransform: (transform: ImageTransformValue) => void;
}) {
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const tooBig = uploadError(file);
    if (tooBig) {
      setError(tooBig);
      setProgress(null);
      return;
    }
    setError(null);
    setProgress(0);
    uploadImage(file, { viewID }, setProgress)
      .then((image) => {
        setProgress(100);
        onUploaded(image);
      })
      .catch((failure: unknown) => {
        setProgress(UPLOAD_FAILED_PROGRESS);
        setError(errorMessage(failure) ?? null);
      });
  };

  const uploading = progress !== null && progress >= 0 && progress < 100;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" id={labelId}>
        {editorTexts.image}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
        {hasImage ? editorTexts.replaceImage : editorTexts.uploadImage}
        <input type="file" accept={ACCEPTED} hidden onChange={pick} />
      </Button>
      {progress !== null && progress >= 0 ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={progress < 100 ? editorTexts.uploading : editorTexts.uploaded}
          sx={{ mt: 1 }}
        />
      ) : null}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      {SLIDERS.map((slider) => (
        <Box key={slider.key} sx={{ mt: 2 }}>
          <Typography id={`${labelId}-${slider.key}`} variant="body2" gutterBottom>
            {slider.label}
          </Typography>
          <Slider
            aria-labelledby={`${labelId}-${slider.key}`}
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={transform[slider.key]}
            valueLabelDisplay="auto"
            onChange={(_event, value) =>
              onTransform({ ...transform, [slider.key]: Array.isArray(value) ? value[0] : value })
            }
          />
        </Box>
      ))}
    </Box>
  );
}
