import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import type { QuoteCommentFieldsFragment } from '../../../graphql/generated/graphql';
import { useAddQuoteComment } from '../hooks/useAddQuoteComment';
import { quoteCommentTexts as texts } from '../partnerTexts';
import { formatPortalTime } from '../portalDates';

export interface QuoteCommentsProps {
  quoteID: string;
  comments: readonly QuoteCommentFieldsFragment[];
}

/** A quote's comments, oldest first, and a field to add one. */
export function QuoteComments({ quoteID, comments }: QuoteCommentsProps) {
  const [add, { loading }] = useAddQuoteComment(quoteID);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    const comment = text.trim();
    if (!comment) return;
    setFailure(null);
    try {
      await add(comment);
      setText('');
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
  };
  return (
    <Box component="section" aria-labelledby={`quote-comments-${quoteID}`} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id={`quote-comments-${quoteID}`}>
        {texts.heading}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {texts.none}
        </Typography>
      ) : (
        <List dense>
          {comments.map((comment) => (
            <ListItem key={comment.id} disableGutters data-testid="quote-comment">
              <ListItemText
                primary={comment.comment}
                secondary={texts.by(comment.author, formatPortalTime(comment.createdAt))}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={texts.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          multiline
          maxRows={6}
          sx={{ flex: '1 1 240px' }}
        />
        <RequestButton
          type="submit"
          variant="outlined"
          state={loading ? 'fetching' : failure ? 'error' : 'before'}
          disabled={!text.trim()}
        >
          {texts.add}
        </RequestButton>
      </Box>
    </Box>
  );
}
