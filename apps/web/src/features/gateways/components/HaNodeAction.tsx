import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeviceHubIcon from '@mui/icons-material/DeviceHub';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { gatewayTexts } from '../gatewayTexts';
import { useAddGatewayHaNode } from '../hooks/useAddGatewayHaNode';
import type { RegisteredGateway } from '../hooks/useRegisterGateway';
import { GatewayTokenDialog } from './GatewayTokenDialog';

export interface HaNodeActionProps {
  gateway: Pick<GatewayFieldsFragment, 'id' | 'name' | 'gwType'>;
  customerID: string | undefined;
}

/**
 * Add HA node (a single gateway) or Replace HA node token (a pair): the second node's token,
 * shown once with the command that starts it. Replacing asks first, since the old token stops
 * working at once.
 */
export function HaNodeAction({ gateway, customerID }: HaNodeActionProps) {
  const [addHaNode, { loading }] = useAddGatewayHaNode();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [token, setToken] = useState<RegisteredGateway | null>(null);
  const paired = gateway.gwType === 'HA1';

  const run = async () => {
    setFailure(null);
    try {
      setToken(await addHaNode(gateway.id, customerID));
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
    setConfirming(false);
  };

  return (
    <>
      <Button
        startIcon={<DeviceHubIcon />}
        loading={loading && !confirming}
        loadingPosition="start"
        onClick={() => (paired ? setConfirming(true) : void run())}
      >
        {paired ? gatewayTexts.replaceHaToken : gatewayTexts.addHaNode}
      </Button>
      {failure ? (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {failure}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={gatewayTexts.replaceHaTitle(gateway.name)}
        body={gatewayTexts.replaceHaBody}
        confirmLabel={gatewayTexts.replaceHaToken}
        confirmColor="warning"
        busy={loading}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
      <GatewayTokenDialog
        gateway={token}
        title={gatewayTexts.haTokenTitle(token?.name ?? gateway.name)}
        onClose={() => setToken(null)}
        haNode
      />
    </>
  );
}
