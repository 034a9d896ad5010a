import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { settingsTexts as texts } from '../adminTexts';

export interface SettingsSaveBarProps {
  state: RequestState;
  failure: string | null;
  disabled?: boolean;
}

/** A tab's Save button with what became of the last save, told to assistive technology too. */
export function SettingsSaveBar({ state, failure, disabled = false }: SettingsSaveBarProps) {
  return (
    <Box sx={{ mt: 2 }}>
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <RequestButton type="submit" variant="contained" state={state} disabled={disabled}>
          {texts.save}
        </RequestButton>
        <Typography role="status" variant="body2" color="text.secondary">
          {state === 'success' ? texts.saved : ''}
        </Typography>
      </Box>
    </Box>
  );
}
