import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import type { SxProps, Theme } from '@mui/material/styles';
import { UPLOAD_FAILED_PROGRESS } from '@vigil/domain';

export interface UploadProgressProps {
  /** The file's name, which also names the progress bar. */
  name: string;
  /** 0 to 100 while sending and once done; UPLOAD_FAILED_PROGRESS (-1) when it failed. */
  progress: number;
  /** Why it failed ('Too big: …', 'Error uploading'). */
  error?: string | null | undefined;
  /** Removes the line once it is finished or failed. */
  onDismiss?: (() => void) | undefined;
}

/** One file being uploaded: its name, a bar from 0 to 100, then done or the reason it failed. */
export function UploadProgress({ name, progress, error, onDismiss }: UploadProgressProps) {
  const failed = progress === UPLOAD_FAILED_PROGRESS;
  const done = !failed && progress >= 100;
  const status = failed ? (error ?? '') : done ? 'Uploaded' : `${progress}%`;
  return (
    <Box
      data-testid="upload-progress"
      data-progress={progress}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 }}
    >
      {failed ? (
        <ErrorIcon color="error" fontSize="small" aria-hidden />
      ) : done ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', minWidth: 0 }}>
          <Typography variant="body2" noWrap title={name} sx={{ minWidth: 0 }}>
            {name}
          </Typography>
          {failed ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {status}
            </Typography>
          )}
        </Box>
        {failed ? (
          <Typography variant="body2" color="error" role="alert">
            {status}
          </Typography>
        ) : (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={name}
            color={done ? 'success' : 'primary'}
          />
        )}
      </Box>
      {onDismiss && (failed || done) ? (
        <IconButton size="small" aria-label={`Dismiss ${name}`} onClick={onDismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}

export interface UploadProgressListProps {
  /** Names the list (a section) for assistive technology. */
  label: string;
  uploads: readonly { id: number; name: string; progress: number; error: string | null }[];
  onDismiss: (id: number) => void;
  sx?: SxProps<Theme>;
}

/** The uploads of a queue (useUploadQueue), newest first; nothing while there are none. */
export function UploadProgressList({ label, uploads, onDismiss, sx }: UploadProgressListProps) {
  if (uploads.length === 0) return null;
  return (
    <Box component="section" aria-label={label} sx={sx}>
      {uploads.map((upload) => (
        <UploadProgress
          key={upload.id}
          name={upload.name}
          progress={upload.progress}
          error={upload.error}
          onDismiss={() => onDismiss(upload.id)}
        />
      ))}
    </Box>
  );
}
