import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { gatewayTexts } from '../gatewayTexts';
import { useSetListenMode } from '../hooks/useSetListenMode';

export interface ListenModeSwitchProps {
  gateway: Pick<GatewayFieldsFragment, 'id' | 'slave' | 'listenTriggered'>;
}

/**
 * The Listen Mode toggle (spec core §4): on while the gateway listens or waits for its next poll
 * to start listening. Turning it on asks the gateway at that poll; off stops it at once.
 */
export function ListenModeSwitch({ gateway }: ListenModeSwitchProps) {
  const [setListenMode, { loading }] = useSetListenMode();
  const [failure, setFailure] = useState<string | null>(null);
  const on = gateway.slave || gateway.listenTriggered;
  return (
    <Box>
      <FormControlLabel
        label={gatewayTexts.listenMode}
        control={
          <Switch
            checked={on}
            disabled={loading}
            onChange={(event) => {
              setFailure(null);
              setListenMode(gateway.id, event.target.checked).catch((error: unknown) =>
                setFailure(errorMessage(error) ?? messages.snackbarError),
              );
            }}
          />
        }
      />
      {failure ? (
        <Typography role="alert" variant="body2" color="error">
          {failure}
        </Typography>
      ) : null}
    </Box>
  );
}
