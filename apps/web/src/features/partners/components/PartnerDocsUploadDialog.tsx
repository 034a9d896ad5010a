import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_FAILED_PROGRESS, messages, uploadError } from '@vigil/domain';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { uploadWithProgress } from '../../../app/uploadWithProgress';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { UploadProgress } from '../../../components/UploadProgress';
import { partnerDocsTexts as texts } from '../partnerDocsTexts';

/** Where super users upload marketing documents (multipart). */
export const MARKETING_DOCUMENTS_UPLOAD_PATH = '/files/marketing-documents';

export interface PartnerDocsUploadDialogProps {
  open: boolean;
  /** The portal's partner, offered as the only one to see the document. */
  partnerID: string;
  categories: readonly string[];
  onClose: () => void;
  onUploaded: (name: string) => void;
}

/**
 * Upload a marketing document (super users): name, category, description, the file and an
 * optional thumbnail, for every partner or this one; files not under 10 MB are refused before
 * sending ('Too big: …'), and the upload shows its progress (spec access §4, §5).
 */
export function PartnerDocsUploadDialog({ open, onClose, ...props }: PartnerDocsUploadDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={texts.uploadTitle}>
      {(onBusyChange) => <UploadForm {...props} onClose={onClose} onBusyChange={onBusyChange} />}
    </FormDialog>
  );
}

function FilePicker({
  label,
  file,
  accept,
  onPick,
  error,
}: {
  label: string;
  file: File | null;
  accept?: string;
  onPick: (file: File | null) => void;
  error?: string | null | undefined;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {label}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label={label}
            onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : texts.noFile}
        </Typography>
      </Box>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function UploadForm({
  partnerID,
  categories,
  onClose,
  onUploaded,
  onBusyChange,
}: Omit<PartnerDocsUploadDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [onlyThisPartner, setOnlyThisPartner] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [missing, setMissing] = useState<{ name?: boolean; category?: boolean; file?: boolean }>(
    {},
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const aborts = useRef<AbortController | null>(null);
  useEffect(() => () => aborts.current?.abort(), []);
  const busy = progress !== null && progress !== UPLOAD_FAILED_PROGRESS && progress < 100;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const need = { name: !name.trim(), category: !category.trim(), file: !file };
    setMissing(need);
    if (need.name || need.category || !file) return;
    const tooBig = uploadError(file) ?? (thumbnail ? uploadError(thumbnail) : undefined);
    if (tooBig) {
      setProgress(UPLOAD_FAILED_PROGRESS);
      setFailure(tooBig);
      return;
    }
    const form = new FormData();
    form.append('name', name.trim());
    form.append('category', category.trim());
    if (description.trim()) form.append('description', description.trim());
    if (onlyThisPartner) form.append('partnerID', partnerID);
    form.append('file', file, file.name);
    if (thumbnail) form.append('thumbnail', thumbnail, thumbnail.name);
    setFailure(null);
    setProgress(0);
    onBusyChange(true);
    aborts.current = new AbortController();
    try {
      await uploadWithProgress(MARKETING_DOCUMENTS_UPLOAD_PATH, form, {
        headers: {},
        onSent: (percent) => setProgress(Math.min(99, percent)),
        signal: aborts.current.signal,
      });
      setProgress(100);
      onBusyChange(false);
      onUploaded(name.trim());
    } catch (error) {
      onBusyChange(false);
      setProgress(UPLOAD_FAILED_PROGRESS);
      setFailure(errorMessage(error) ?? messages.errorUploading);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <TextField
          label={texts.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(missing.name)}
          helperText={missing.name ? messages.required : undefined}
          fullWidth
          margin="normal"
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Autocomplete
          freeSolo
          options={[...categories]}
          inputValue={category}
          onInputChange={(_event, next) => setCategory(next)}
          disabled={busy}
          renderInput={(params) => (
            <TextField
              {...params}
              label={texts.category}
              error={Boolean(missing.category)}
              helperText={missing.category ? messages.required : undefined}
              margin="normal"
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true },
              }}
            />
          )}
        />
        <TextField
          label={texts.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          fullWidth
          margin="normal"
          multiline
          minRows={2}
          disabled={busy}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={onlyThisPartner}
              onChange={(event) => setOnlyThisPartner(event.target.checked)}
              disabled={busy}
            />
          }
          label={texts.partnerOnly}
        />
        <FormHelperText sx={{ mt: 0 }}>{texts.partnerOnlyHint}</FormHelperText>
        <FilePicker
          label={texts.chooseFile}
          file={file}
          onPick={setFile}
          error={missing.file ? texts.fileRequired : null}
        />
        <FilePicker
          label={texts.chooseThumbnail}
          file={thumbnail}
          accept="image/*"
          onPick={setThumbnail}
        />
        {progress !== null && file ? (
          <Box sx={{ mt: 2 }}>
            <UploadProgress name={file.name} progress={progress} error={failure} />
          </Box>
        ) : null}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={texts.send}
        busy={busy}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
