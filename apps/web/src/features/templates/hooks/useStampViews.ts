import { messages } from '@vigil/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { useNewTemplateView } from './useNewTemplateView';

/** Where one site's view is: waiting its turn, being made, made, or refused. */
export type StampStatus = 'pending' | 'creating' | 'created' | 'failed';

export interface StampRow {
  key: string;
  /** The view name asked for. */
  name: string;
  status: StampStatus;
  /** The view as created (its name as stored). */
  viewName?: string;
  /** Why it was not created. */
  message?: string;
}

export interface StampRequest {
  key: string;
  name: string;
  /** One device per slot, in slot order. */
  equipment: string[];
}

export interface StampOptions {
  isPublic: boolean;
  overwriteThresholds: boolean;
}

/**
 * Stamps a template once per site, one site after another, keeping a row per site; a refusal
 * is kept on its row and the next site goes on.
 */
export function useStampViews(templateID: string, customerID: string) {
  const newTemplateView = useNewTemplateView();
  const [rows, setRows] = useState<readonly StampRow[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(
    async (requests: readonly StampRequest[], options: StampOptions) => {
      const patch = (key: string, change: Partial<StampRow>) =>
        setRows((current) =>
          (current ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)),
        );
      setRunning(true);
      setRows(requests.map(({ key, name }) => ({ key, name, status: 'pending' })));
      for (const request of requests) {
        patch(request.key, { status: 'creating' });
        try {
          const view = await newTemplateView({
            templateID,
            customerID,
            name: request.name,
            equipment: request.equipment,
            isPublic: options.isPublic,
            overwriteThresholds: options.overwriteThresholds,
          });
          if (!view) throw new Error(messages.unableToCreateView);
          patch(request.key, { status: 'created', viewName: view.name });
        } catch (failure) {
          patch(request.key, {
            status: 'failed',
            message: errorMessage(failure) ?? messages.unableToCreateView,
          });
        }
      }
      setRunning(false);
    },
    [newTemplateView, templateID, customerID],
  );

  return { rows, running, run };
}
