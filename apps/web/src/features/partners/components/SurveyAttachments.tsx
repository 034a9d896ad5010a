import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { messages } from '@vigil/domain';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatFileSize } from '../../../components/formatFileSize';
import { StatusBanner } from '../../../components/StatusBanner';
import { UploadProgressList } from '../../../components/UploadProgress';
import type { SurveyFieldsFragment } from '../../../graphql/generated/graphql';
import type { SurveyUpload, SurveyUploadFields } from '../hooks/useSurveyUploads';
import { surveyTexts as texts } from '../surveyTexts';

type Attachment = SurveyFieldsFragment['attachments'][number];

export interface SurveyAttachmentsProps {
  attachments: readonly Attachment[];
  equipment: readonly { id: string; name: string }[];
  uploads: readonly SurveyUpload[];
  onUpload: (files: File[], fields: SurveyUploadFields) => void;
  onDismiss: (id: number) => void;
  /** Deletes one; rejects with the reason it could not. */
  onDelete: (attachment: Attachment) => Promise<void>;
}

/**
 * A survey's attachments: each to download or delete (after confirming), and files to add, for
 * the whole survey or one equipment line, each with its progress (spec access §4, §5).
 */
export function SurveyAttachments({
  attachments,
  equipment,
  uploads,
  onUpload,
  onDismiss,
  onDelete,
}: SurveyAttachmentsProps) {
  const inputId = useId();
  const [equipmentID, setEquipmentID] = useState('');
  const [description, setDescription] = useState('');
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const equipmentName = (id: string | null | undefined) =>
    equipment.find((e) => e.id === id)?.name ?? null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete(toDelete);
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.deleteError);
    }
    setDeleting(false);
    setToDelete(null);
  };

  return (
    <Box component="section" aria-labelledby={`${inputId}-heading`} sx={{ mt: 3 }}>
      <Typography id={`${inputId}-heading`} variant="h6" component="h2">
        {texts.attachmentsHeading}
      </Typography>
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {texts.noAttachments}
        </Typography>
      ) : (
        <List dense aria-label={texts.attachmentsHeading}>
          {attachments.map((attachment) => {
            const about = equipmentName(attachment.equipmentID);
            return (
              <ListItem
                key={attachment.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={texts.deleteAttachment(attachment.name)}
                    onClick={() => setToDelete(attachment)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Link
                      href={attachment.downloadPath}
                      download={attachment.name}
                      aria-label={texts.download(attachment.name)}
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    >
                      <DownloadIcon fontSize="small" aria-hidden />
                      {attachment.name}
                    </Link>
                  }
                  secondary={[
                    about ? texts.commentAbout(about) : null,
                    attachment.description,
                    formatFileSize(attachment.size),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ pr: 4, wordBreak: 'break-word' }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        {equipment.length > 0 ? (
          <TextField
            select
            size="small"
            label={texts.attachTo}
            value={equipmentID}
            onChange={(event) => setEquipmentID(event.target.value)}
            sx={{ minWidth: '12rem' }}
          >
            <MenuItem value="">{texts.wholeSurvey}</MenuItem>
            {equipment.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          label={texts.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {texts.addFiles}
          <input
            hidden
            type="file"
            multiple
            aria-label={texts.addFiles}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              onUpload(files, { equipmentID: equipmentID || null, description });
              setDescription('');
            }}
          />
        </Button>
      </Box>
      <UploadProgressList
        label={texts.uploads}
        uploads={uploads}
        onDismiss={onDismiss}
        sx={{ mt: 1 }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        body={toDelete ? texts.deleteBody(toDelete.name) : ''}
        confirmLabel={texts.deleteConfirm}
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
