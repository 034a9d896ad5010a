import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import { GATEWAY_HA2_DATA_DIR, gatewayInstallCommand } from '../gatewayInstallCommand';
import { gatewayTexts } from '../gatewayTexts';
import type { RegisteredGateway } from '../hooks/useRegisterGateway';
import { CopyableText } from './CopyableText';

export interface GatewayTokenDialogProps {
  /** The gateway and its token as the server answered, once; null when closed. */
  gateway: RegisteredGateway | null;
  title: string;
  onClose: () => void;
  /**
   * The token of an HA pair's second node (addGatewayHaNode): its own words, and a data
   * directory of its own in the install command.
   */
  haNode?: boolean;
}

/**
 * The token, shown this once, and the command that starts the agent with it against this site.
 * Clicking beside the dialog does not close it, so the token is not lost by a stray click.
 */
export function GatewayTokenDialog({
  gateway,
  title,
  onClose,
  haNode = false,
}: GatewayTokenDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={gateway !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {gateway ? (
        <DialogContent>
          <StatusBanner kind="warning">
            {haNode ? gatewayTexts.haTokenOnce : gatewayTexts.tokenOnce}
          </StatusBanner>
          <InstallInstructions gateway={gateway} haNode={haNode} />
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {gatewayTexts.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function InstallInstructions({ gateway, haNode }: { gateway: RegisteredGateway; haNode: boolean }) {
  const command = gatewayInstallCommand({
    token: gateway.token,
    origin: window.location.origin,
    gatewayID: gateway.id,
    ...(haNode ? { dataDir: GATEWAY_HA2_DATA_DIR } : {}),
  });
  return (
    <>
      <CopyableText
        label={gatewayTexts.tokenLabel}
        text={gateway.token}
        copyLabel={gatewayTexts.copyToken}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {haNode ? gatewayTexts.haInstallIntro : gatewayTexts.installIntro}
      </Typography>
      <CopyableText
        label={gatewayTexts.installCommandLabel}
        text={command}
        copyLabel={gatewayTexts.copyCommand}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {haNode ? gatewayTexts.haInstallAfter : gatewayTexts.installAfter}
      </Typography>
    </>
  );
}
