import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { formatLocalTime } from '../../../components/formatUpdated';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import type { SurveyFieldsFragment } from '../../../graphql/generated/graphql';
import { surveyTexts as texts } from '../surveyTexts';

type Comment = SurveyFieldsFragment['comments'][number];

export interface NewSurveyComment {
  equipmentID: string | null;
  author: string;
  comment: string;
}

export interface SurveyCommentsProps {
  comments: readonly Comment[];
  equipment: readonly { id: string; name: string }[];
  /** The public survey asks who writes; a signed-in partner's user is known. */
  askAuthor: boolean;
  /** Adds one; rejects with the reason it could not. */
  onAdd: (comment: NewSurveyComment) => Promise<void>;
}

/** A survey's comments, on the survey or one equipment line, and a form to add one. */
export function SurveyComments({ comments, equipment, askAuthor, onAdd }: SurveyCommentsProps) {
  const id = useId();
  const [equipmentID, setEquipmentID] = useState('');
  const [author, setAuthor] = useState('');
  const [comment, setComment] = useState('');
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ author?: boolean; comment?: boolean }>({});
  const equipmentName = (eid: string | null | undefined) =>
    equipment.find((e) => e.id === eid)?.name ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const need = { author: askAuthor && !author.trim(), comment: !comment.trim() };
    setMissing(need);
    if (need.author || need.comment) return;
    setState('fetching');
    setFailure(null);
    try {
      await onAdd({
        equipmentID: equipmentID || null,
        author: author.trim(),
        comment: comment.trim(),
      });
      setComment('');
      setState('success');
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.snackbarError);
      setState('error');
    }
  };

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 3 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2">
        {texts.commentsHeading}
      </Typography>
      {comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {texts.noComments}
        </Typography>
      ) : (
        <List dense aria-label={texts.commentsHeading}>
          {comments.map((c) => {
            const about = equipmentName(c.equipmentID);
            return (
              <ListItem key={c.id} disableGutters data-testid="survey-comment">
                <ListItemText
                  primary={c.comment}
                  secondary={[
                    c.author,
                    about ? texts.commentAbout(about) : null,
                    formatLocalTime(Date.parse(c.createdAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ wordBreak: 'break-word' }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, maxWidth: 640 }}
      >
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        {equipment.length > 0 ? (
          <TextField
            select
            size="small"
            label={texts.commentOn}
            value={equipmentID}
            onChange={(event) => setEquipmentID(event.target.value)}
          >
            <MenuItem value="">{texts.wholeSurvey}</MenuItem>
            {equipment.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {askAuthor ? (
          <TextField
            size="small"
            label={texts.author}
            value={author}
            onChange={(event) => setAuthor(event.target.value)}
            error={Boolean(missing.author)}
            helperText={missing.author ? messages.required : undefined}
            autoComplete="name"
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
        ) : null}
        <TextField
          size="small"
          label={texts.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={Boolean(missing.comment)}
          helperText={missing.comment ? messages.required : undefined}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Box>
          <RequestButton type="submit" variant="outlined" state={state}>
            {texts.addComment}
          </RequestButton>
        </Box>
      </Box>
    </Box>
  );
}
