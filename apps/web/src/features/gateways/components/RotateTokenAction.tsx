import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { gatewayTexts } from '../gatewayTexts';
import { useRotateGatewayToken } from '../hooks/useRotateGatewayToken';
import type { RegisteredGateway } from '../hooks/useRegisterGateway';
import { GatewayTokenDialog } from './GatewayTokenDialog';

export interface RotateTokenActionProps {
  gateway: Pick<GatewayFieldsFragment, 'id' | 'name'>;
  customerID: string | undefined;
}

/**
 * Rotate token: asks first, since the old token stops working at once and the agent goes quiet
 * until restarted, then shows the new token once with the same instructions as a registration.
 */
export function RotateTokenAction({ gateway, customerID }: RotateTokenActionProps) {
  const [rotate, { loading }] = useRotateGatewayToken();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rotated, setRotated] = useState<RegisteredGateway | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      setRotated(await rotate(gateway.id, customerID));
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
    setConfirming(false);
  };

  return (
    <>
      <Button startIcon={<KeyIcon />} onClick={() => setConfirming(true)}>
        {gatewayTexts.rotateToken}
      </Button>
      {failure ? (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {failure}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={gatewayTexts.rotateTitle(gateway.name)}
        body={gatewayTexts.rotateBody}
        confirmLabel={gatewayTexts.rotateToken}
        confirmColor="warning"
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <GatewayTokenDialog
        gateway={rotated}
        title={gatewayTexts.rotatedTitle(rotated?.name ?? gateway.name)}
        onClose={() => setRotated(null)}
      />
    </>
  );
}
