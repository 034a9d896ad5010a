import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../app/errorMessage';
import { useSession } from '../../../app/SessionContext';
import type { SessionUser } from '../../../app/SessionContext';
import { sessionHasPermission } from '../../../app/sessionPermission';
import { FormDialog } from '../../../components/FormDialog';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { useStatusSnackbar } from '../../../components/StatusSnackbarContext';
import { useEditCustomerHomePage } from '../hooks/useEditCustomerHomePage';
import { useUserSuggestions } from '../hooks/useUserSuggestions';
import { homePageTexts as texts } from '../usersTexts';

export interface SetHomePageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The company the home page is set on: the page's, else the user's own. */
  customerID: string;
}

/** A user the home page is set for. */
interface Target {
  id: string;
  email: string;
}

type Outcome =
  | { target: Target; state: 'running' | 'done' }
  | { target: Target; state: 'failed'; error: string };

/**
 * Set Home Page (spec access §4): where signing in lands. A user sets their own to the current
 * page, or to the default (Default toggled: null). A manager of the company's users picks users
 * (suggestions as they type, 5 at most) and the page is set for each one after the other; then
 * each user's success or failure is listed, every failure with its Retry.
 */
export function SetHomePageDialog({ open, onClose, customerID }: SetHomePageDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={texts.title}>
      {(onBusyChange) => (
        <SetHomePageForm customerID={customerID} onClose={onClose} onBusyChange={onBusyChange} />
      )}
    </FormDialog>
  );
}

function SetHomePageForm({
  customerID,
  onClose,
  onBusyChange,
}: {
  customerID: string;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { user } = useSession();
  const location = useLocation();
  // The page the dialog was opened on; it stays open on that page.
  const [here] = useState(() => `${location.pathname}${location.search}`);
  const [useDefault, setUseDefault] = useState(false);
  const managesUsers = sessionHasPermission(user, customerID, 'mu');
  const desktopUrl = useDefault ? null : here;

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {texts.intro}
        </Typography>
        <Typography
          data-testid="home-page-address"
          sx={{
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
            my: 1,
            textDecoration: useDefault ? 'line-through' : 'none',
          }}
        >
          {here}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={useDefault}
              onChange={(event) => setUseDefault(event.target.checked)}
            />
          }
          label={texts.defaultToggle}
        />
        {useDefault ? (
          <Typography variant="body2" color="text.secondary">
            {texts.defaultHelp}
          </Typography>
        ) : null}
      </DialogContent>
      {managesUsers && user ? (
        <ForUsers
          customerID={customerID}
          me={user}
          desktopUrl={desktopUrl}
          onClose={onClose}
          onBusyChange={onBusyChange}
        />
      ) : (
        <ForMe
          customerID={customerID}
          desktopUrl={desktopUrl}
          onClose={onClose}
          onBusyChange={onBusyChange}
        />
      )}
    </>
  );
}

interface PartProps {
  customerID: string;
  desktopUrl: string | null;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** A user without manage-users sets their own home page. */
function ForMe({ customerID, desktopUrl, onClose, onBusyChange }: PartProps) {
  const { user } = useSession();
  const setHomePage = useEditCustomerHomePage(customerID);
  const { showSuccess } = useStatusSnackbar();
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (!user) return;
    setState('fetching');
    setFailure(null);
    onBusyChange(true);
    try {
      await setHomePage(user.id, desktopUrl);
      onBusyChange(false);
      showSuccess();
      onClose();
    } catch (error) {
      onBusyChange(false);
      setState('error');
      setFailure(errorMessage(error) ?? messages.somethingWentWrong);
    }
  };

  return (
    <>
      {failure ? (
        <Box sx={{ px: 3 }}>
          <StatusBanner kind="error">{failure}</StatusBanner>
        </Box>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} disabled={state === 'fetching'}>
          {texts.cancel}
        </Button>
        <RequestButton variant="contained" state={state} onClick={() => void save()}>
          {texts.save}
        </RequestButton>
      </DialogActions>
    </>
  );
}

/** A manager of users sets the home page of the users they pick, one after the other. */
function ForUsers({
  customerID,
  me,
  desktopUrl,
  onClose,
  onBusyChange,
}: PartProps & { me: SessionUser }) {
  const setHomePage = useEditCustomerHomePage(customerID);
  const [targets, setTargets] = useState<Target[]>([{ id: me.id, email: me.email }]);
  const [text, setText] = useState('');
  const suggestions = useUserSuggestions(customerID, text);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const running = outcomes?.some((outcome) => outcome.state === 'running') ?? false;

  const record = (next: Outcome) =>
    setOutcomes((current) =>
      (current ?? []).map((outcome) => (outcome.target.id === next.target.id ? next : outcome)),
    );

  const apply = async (list: readonly Target[]) => {
    onBusyChange(true);
    for (const target of list) {
      record({ target, state: 'running' });
      try {
        await setHomePage(target.id, desktopUrl);
        record({ target, state: 'done' });
      } catch (error) {
        record({
          target,
          state: 'failed',
          error: errorMessage(error) ?? messages.somethingWentWrong,
        });
      }
    }
    onBusyChange(false);
  };

  const saveAll = () => {
    setOutcomes(targets.map((target) => ({ target, state: 'running' })));
    void apply(targets);
  };

  if (outcomes) {
    return (
      <>
        <DialogContent sx={{ pt: 0 }}>
          <List dense aria-label={texts.results} aria-busy={running}>
            {outcomes.map((outcome) => (
              <ListItem
                key={outcome.target.id}
                disableGutters
                data-testid="home-page-result"
                data-state={outcome.state}
                secondaryAction={
                  outcome.state === 'failed' ? (
                    <Button
                      size="small"
                      disabled={running}
                      aria-label={`${texts.retry} ${outcome.target.email}`}
                      onClick={() => void apply([outcome.target])}
                    >
                      {texts.retry}
                    </Button>
                  ) : null
                }
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {outcome.state === 'done' ? (
                    <CheckCircleIcon color="success" fontSize="small" />
                  ) : outcome.state === 'failed' ? (
                    <ErrorIcon color="error" fontSize="small" />
                  ) : (
                    <HourglassEmptyIcon color="action" fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    outcome.state === 'done'
                      ? texts.succeeded(outcome.target.email)
                      : outcome.target.email
                  }
                  secondary={outcome.state === 'failed' ? outcome.error : null}
                  slotProps={{ secondary: { color: 'error' } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} disabled={running}>
            {texts.close}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <Autocomplete
          multiple
          filterSelectedOptions
          options={suggestions.users.map(({ id, email }) => ({ id, email }))}
          getOptionLabel={(option) => option.email}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          // The server has matched already.
          filterOptions={(options) => options}
          loading={suggestions.loading && text.trim().length > 0}
          loadingText={texts.searching}
          noOptionsText={texts.noSuggestions}
          value={targets}
          inputValue={text}
          onInputChange={(_event, next, reason) => {
            if (reason !== 'reset') setText(next);
          }}
          onChange={(_event, next) => {
            setTargets(next);
            setText('');
          }}
          renderValue={(values, getItemProps) =>
            values.map((target, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} {...itemProps} size="small" label={target.email} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={texts.users}
              helperText={targets.length ? texts.usersHelp : texts.noUsers}
              size="small"
              margin="normal"
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" disabled={targets.length === 0} onClick={saveAll}>
          {texts.save}
        </Button>
      </DialogActions>
    </>
  );
}
