import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetActivateSlaveDocument } from '../../../graphql/generated/graphql';

/**
 * The Listen Mode toggle (setActivateSlave): on asks the gateway at its next poll
 * (listenTriggered), off stops it at once. The answer's slave and listenTriggered merge into the
 * gateway's cache entry; the live feed's mode event later says when the gateway obeyed.
 */
export function useSetListenMode() {
  const [mutate, state] = useMutation(SetActivateSlaveDocument);
  const setListenMode = useCallback(
    async (gatewayID: string, activate: boolean) => {
      await mutate({ variables: { gatewayID, activate } });
    },
    [mutate],
  );
  return [setListenMode, state] as const;
}
