import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import { AddGatewayActionDocument } from '../../../graphql/generated/graphql';
import type { AddGatewayActionMutationVariables } from '../../../graphql/generated/graphql';
import { refreshQueries } from './refreshQueries';

/**
 * Queues an action and hands back its record (id, label, createdAt). The server turns listen mode
 * on for a gateway not in it, so the gateway loads again to show 'Waiting for next poll', and the
 * queue loads again to show the action.
 */
export function useAddGatewayAction() {
  const [mutate, state] = useMutation(AddGatewayActionDocument);
  const addGatewayAction = useCallback(
    async (variables: AddGatewayActionMutationVariables) => {
      const result = await mutate({
        variables,
        ...refreshQueries(['GatewayActionQueue', 'Gateway']),
      });
      const record = result.data?.addGatewayAction;
      if (!record) throw new Error(messages.somethingWentWrong);
      return record;
    },
    [mutate],
  );
  return [addGatewayAction, state] as const;
}
