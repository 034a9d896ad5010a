import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { messages } from '@vigil/domain';
import { useId, useMemo, useState } from 'react';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { useAddViewUser } from '../hooks/useAddViewUser';
import type { AddViewUserResult } from '../hooks/useAddViewUser';
import { useShareUserSuggestions } from '../hooks/useShareUserSuggestions';
import { ACCESS_LEVELS } from '../sharingTarget';
import type { AccessLevel, SharingTarget } from '../sharingTarget';
import { sharingTexts } from '../sharingTexts';

/** Addresses typed or pasted together, split on commas, semicolons and white space. */
function splitAddresses(texts: readonly string[]): string[] {
  const all = texts.flatMap((text) => text.split(/[\s,;]+/)).filter((text) => text.length > 0);
  return [...new Set(all)];
}

/**
 * Add people: addresses (with an autocomplete of the users the view may be shared with, at most
 * 5, asked once typing pauses) and one access level; Share calls addViewUser. Each address the
 * server refused stays in the field, marked, with its reason beside it.
 */
export function AddPeopleForm({ view }: { view: SharingTarget }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [level, setLevel] = useState<AccessLevel>('read');
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<AddViewUserResult | null>(null);
  const [add] = useAddViewUser(view);
  const suggestions = useShareUserSuggestions(view.customerID, text);
  const outside = useMemo(
    () => new Set(suggestions.users.filter((u) => !u.isInCustomer).map((u) => u.email)),
    [suggestions.users],
  );
  const failed = useMemo(
    () => new Map((result?.failures ?? []).map((f) => [f.email, f.error] as const)),
    [result],
  );
  const headingId = useId();
  const resultsId = useId();

  // What is still in the box counts too, so Share works without pressing Enter first.
  const pending = splitAddresses([...emails, text]);

  const submit = async () => {
    if (pending.length === 0 || state === 'fetching') return;
    setState('fetching');
    setFailure(null);
    try {
      const answer = await add(pending, level);
      setResult(answer);
      // The refused addresses stay, to be corrected or removed; the others are done.
      setEmails(answer.failures.map((f) => f.email));
      setText('');
      setState(answer.failures.length > 0 ? 'error' : 'success');
    } catch (error) {
      setState('error');
      setFailure(error instanceof Error && error.message ? error.message : messages.snackbarError);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {sharingTexts.addPeople}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: 1,
        }}
      >
        <Autocomplete
          multiple
          freeSolo
          filterSelectedOptions
          sx={{ flex: 1, minWidth: 0 }}
          options={suggestions.users.map((u) => u.email)}
          // The server has matched already.
          filterOptions={(options) => options}
          loading={suggestions.loading && text.trim().length > 0}
          loadingText={sharingTexts.searchingUsers}
          noOptionsText={sharingTexts.noMatches}
          value={emails}
          inputValue={text}
          onInputChange={(_event, next, reason) => {
            if (reason !== 'reset') setText(next);
          }}
          onChange={(_event, next) => {
            setEmails(splitAddresses(next));
            setText('');
          }}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <span>{option}</span>
                {outside.has(option) ? (
                  <Typography variant="caption" color="text.secondary">
                    {sharingTexts.outsideCompany}
                  </Typography>
                ) : null}
              </Box>
            </li>
          )}
          renderValue={(values, getItemProps) =>
            values.map((email, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  {...itemProps}
                  size="small"
                  label={email}
                  color={failed.has(email) ? 'error' : 'default'}
                  variant={failed.has(email) ? 'outlined' : 'filled'}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={sharingTexts.emails}
              helperText={sharingTexts.emailsHelp}
              type="email"
              size="small"
            />
          )}
        />
        <TextField
          select
          size="small"
          label={sharingTexts.access}
          value={level}
          onChange={(event) => setLevel(event.target.value as AccessLevel)}
          sx={{ minWidth: 150 }}
        >
          {ACCESS_LEVELS.map((option) => (
            <MenuItem key={option} value={option}>
              {sharingTexts.accessLevels[option]}
            </MenuItem>
          ))}
        </TextField>
        <RequestButton
          type="submit"
          variant="contained"
          state={state}
          startIcon={<PersonAddIcon />}
          disabled={pending.length === 0}
          aria-describedby={result ? resultsId : undefined}
        >
          {sharingTexts.share}
        </RequestButton>
      </Box>
      {failure ? (
        <Box sx={{ mt: 1 }}>
          <StatusBanner kind="error">{failure}</StatusBanner>
        </Box>
      ) : null}
      {result && result.successes.length + result.failures.length > 0 ? (
        <Box role="status">
          <List dense id={resultsId} aria-label={sharingTexts.addResults}>
            {result.failures.map(({ email, error }) => (
              <ListItem key={`failure-${email}`} disableGutters data-testid="share-failure">
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <ErrorIcon color="error" fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={email}
                  secondary={error}
                  slotProps={{ secondary: { color: 'error' } }}
                />
              </ListItem>
            ))}
            {result.successes.map((email) => (
              <ListItem key={`success-${email}`} disableGutters data-testid="share-success">
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={sharingTexts.sharedWith(email)} />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
}
