import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog, FormDialogActions } from '../FormDialog';
import { StatusBanner } from '../StatusBanner';
import { AlarmCommentField } from './AlarmCommentField';
import { alarmTexts } from './alarmTexts';

export interface AcknowledgeAlarmDialogProps {
  /** The alarm's name, or null while the dialog is closed. */
  alarmName: string | null;
  onClose: () => void;
  /** Acknowledges with the comment typed; a rejection's message is shown in the dialog. */
  onAcknowledge: (comment: string) => Promise<unknown>;
}

/** Acknowledge with an optional comment of at most 500 characters, counted as it is typed. */
export function AcknowledgeAlarmDialog({
  alarmName,
  onClose,
  onAcknowledge,
}: AcknowledgeAlarmDialogProps) {
  return (
    <FormDialog open={alarmName !== null} onClose={onClose} title={alarmTexts.acknowledgeTitle}>
      {(onBusyChange) => (
        <AcknowledgeForm
          // A new alarm starts with an empty comment.
          key={alarmName}
          alarmName={alarmName ?? ''}
          onCancel={onClose}
          onBusyChange={onBusyChange}
          onAcknowledge={onAcknowledge}
        />
      )}
    </FormDialog>
  );
}

function AcknowledgeForm({
  alarmName,
  onCancel,
  onBusyChange,
  onAcknowledge,
}: {
  alarmName: string;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
  onAcknowledge: (comment: string) => Promise<unknown>;
}) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    onBusyChange(true);
    setFailure(null);
    try {
      await onAcknowledge(comment);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : alarmTexts.acknowledge);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{alarmName}</Typography>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <AlarmCommentField value={comment} onChange={setComment} autoFocus />
      </DialogContent>
      <FormDialogActions
        onCancel={onCancel}
        cancelLabel={alarmTexts.cancel}
        submitLabel={alarmTexts.acknowledge}
        busy={busy}
        failed={failure !== null}
      />
    </form>
  );
}
