import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import { refreshQueries } from '../../gatewayActions/hooks/refreshQueries';
import { QueueModbusReadDocument } from '../../../graphql/generated/graphql';
import type { QueueModbusReadMutationVariables } from '../../../graphql/generated/graphql';

/**
 * Queues Read Registers (MODBUS_READ) on a gateway and hands back its record; as for any action,
 * a gateway's queue and state shown elsewhere load again.
 */
export function useQueueModbusRead() {
  const [mutate, state] = useMutation(QueueModbusReadDocument);
  const queueRead = useCallback(
    async (variables: QueueModbusReadMutationVariables) => {
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
  return [queueRead, state] as const;
}
