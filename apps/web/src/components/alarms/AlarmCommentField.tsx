import TextField from '@mui/material/TextField';
import { ACK_COMMENT_MAX_LENGTH } from '@vigil/domain';
import { alarmTexts } from './alarmTexts';

export interface AlarmCommentFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** An acknowledge comment: optional, at most 500 characters, with a counter as its description. */
export function AlarmCommentField({ value, onChange, autoFocus }: AlarmCommentFieldProps) {
  return (
    <TextField
      label={alarmTexts.comment}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, ACK_COMMENT_MAX_LENGTH))}
      multiline
      minRows={3}
      fullWidth
      autoFocus={autoFocus}
      helperText={alarmTexts.commentCount(value.length, ACK_COMMENT_MAX_LENGTH)}
      slotProps={{
        htmlInput: { maxLength: ACK_COMMENT_MAX_LENGTH },
        formHelperText: { sx: { textAlign: 'right' } },
      }}
    />
  );
}
