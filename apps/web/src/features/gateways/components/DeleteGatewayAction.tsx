import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { gatewayTexts } from '../gatewayTexts';
import { useDeleteGateway } from '../hooks/useDeleteGateway';

export interface DeleteGatewayActionProps {
  gateway: Pick<GatewayFieldsFragment, 'id' | 'name' | 'deviceCount'>;
  customerID: string | undefined;
  onDeleted: () => void;
}

/**
 * Delete a gateway with all its devices, their sensors, readings and files. It destroys a whole
 * site's history at once, so the user types the gateway's name to confirm.
 */
export function DeleteGatewayAction({ gateway, customerID, onDeleted }: DeleteGatewayActionProps) {
  const [remove, { loading }] = useDeleteGateway();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setConfirming(false);
    setTyped('');
    setFailure(null);
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await remove(gateway.id, customerID);
      close();
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.deleteError);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {gatewayTexts.delete}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={gatewayTexts.deleteTitle(gateway.name)}
        body={
          <Box>
            <Typography>{gatewayTexts.deleteBody(gateway.deviceCount)}</Typography>
            <TextField
              fullWidth
              margin="normal"
              label={gatewayTexts.deleteTypeName(gateway.name)}
              value={typed}
              autoComplete="off"
              autoFocus
              onChange={(event) => setTyped(event.target.value)}
            />
            {failure ? (
              <Typography role="alert" color="error" variant="body2">
                {failure}
              </Typography>
            ) : null}
          </Box>
        }
        confirmLabel={gatewayTexts.delete}
        confirmColor="error"
        confirmDisabled={typed.trim() !== gateway.name}
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
