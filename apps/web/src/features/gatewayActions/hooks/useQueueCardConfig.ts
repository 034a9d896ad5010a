import { chunkIps } from '@vigil/domain';
import { useCallback, useState } from 'react';
import type { AddGatewayActionMutationVariables } from '../../../graphql/generated/graphql';
import type { CardConfigAction } from '../cardConfigForm';
import { useAddGatewayAction } from './useAddGatewayAction';

export type CardConfigRequest = Omit<
  AddGatewayActionMutationVariables,
  'action' | 'ip' | 'ips' | 'offset' | 'actionID' | 'snmpWalk'
> & { action: CardConfigAction };

export interface CardConfigProgress {
  queued: number;
  total: number;
}

/** A refusal part-way: what was queued before it, and the refusal itself. */
export class CardConfigStopped extends Error {
  constructor(
    readonly queued: number,
    readonly refusal: unknown,
  ) {
    super(refusal instanceof Error ? refusal.message : String(refusal));
    this.name = 'CardConfigStopped';
  }
}

/**
 * Queues a Configure Card(s) to its addresses (spec core §4: "Actions to more than 100 IPs are
 * sent in chunks of 100, with the offset passed on"): the first chunk's addGatewayAction answers
 * the batch's {id, label}; each next chunk joins it with `actionID` and its `offset`. Progress
 * counts the addresses queued; the first refusal stops it (CardConfigStopped, with how many were
 * queued before it). One card alone goes as Configure Card with its `ip`.
 */
export function useQueueCardConfig() {
  const [addGatewayAction] = useAddGatewayAction();
  const [progress, setProgress] = useState<CardConfigProgress | null>(null);
  const [busy, setBusy] = useState(false);

  const queue = useCallback(
    async (request: CardConfigRequest, ips: readonly string[]) => {
      const total = ips.length;
      setBusy(true);
      setProgress({ queued: 0, total });
      let first: { id: string; label: string; createdAt: string } | null = null;
      let queued = 0;
      try {
        if (request.action === 'UNITY_CONFIG' && total === 1) {
          first = await addGatewayAction({ ...request, ip: ips[0] });
          queued = 1;
          setProgress({ queued, total });
          return first;
        }
        for (const part of chunkIps(ips)) {
          const record: { id: string; label: string; createdAt: string } = await addGatewayAction({
            ...request,
            ips: part.ips,
            offset: part.offset,
            ...(first ? { actionID: first.id } : {}),
          });
          first ??= record;
          queued = part.offset + part.ips.length;
          setProgress({ queued, total });
        }
        if (!first) throw new Error('Nothing to queue.');
        return first;
      } catch (error) {
        throw new CardConfigStopped(queued, error);
      } finally {
        setBusy(false);
      }
    },
    [addGatewayAction],
  );

  const reset = useCallback(() => setProgress(null), []);
  return { queue, progress, busy, reset };
}
