import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import { DeleteGatewayActionDocument } from '../../../graphql/generated/graphql';
import type { DeleteGatewayActionMutationVariables } from '../../../graphql/generated/graphql';
import { refreshQueries } from './refreshQueries';

/**
 * Removes an action from the queue (a running one is cancelled); the queue loads again. Rejects
 * when the server refuses or answers that nothing was removed.
 */
export function useDeleteGatewayAction() {
  const [mutate, state] = useMutation(DeleteGatewayActionDocument);
  const deleteGatewayAction = useCallback(
    async (variables: DeleteGatewayActionMutationVariables) => {
      const result = await mutate({ variables, ...refreshQueries(['GatewayActionQueue']) });
      if (!result.data?.deleteGatewayAction) throw new Error(messages.deleteActionFailed);
    },
    [mutate],
  );
  return [deleteGatewayAction, state] as const;
}
