import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import type { RequestState } from '../../../components/RequestButton';
import { alertKindsOf, sameAlertKinds } from '../components/AlertKindCheckboxes';
import type { AlertKinds } from '../components/AlertKindCheckboxes';

/** How a save went, for the page's snackbar. */
export type SaveOutcome = { kind: 'success' } | { kind: 'error'; message?: string | undefined };

/**
 * Alert kinds edited on a list of rows (users of a view, or the user's views) and saved together:
 * each row's draft, the rows changed from what the server has, and the save of those only.
 */
export function useAlertKindDrafts<Row extends AlertKinds>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  submit: (changed: readonly { row: Row; kinds: AlertKinds }[]) => Promise<unknown>,
  report: (outcome: SaveOutcome) => void,
) {
  const [drafts, setDrafts] = useState<Record<string, AlertKinds>>({});
  const [saveState, setSaveState] = useState<RequestState>('before');
  const changed = rows.filter((row) => {
    const draft = drafts[keyOf(row)];
    return draft !== undefined && !sameAlertKinds(draft, alertKindsOf(row));
  });

  const save = async () => {
    setSaveState('fetching');
    try {
      await submit(changed.map((row) => ({ row, kinds: drafts[keyOf(row)]! })));
      setDrafts({});
      setSaveState('success');
      report({ kind: 'success' });
    } catch (failure) {
      setSaveState('error');
      report({ kind: 'error', message: errorMessage(failure) });
    }
  };

  return {
    valueOf: (row: Row): AlertKinds => drafts[keyOf(row)] ?? alertKindsOf(row),
    /** A new draft for the row; a past save's outcome no longer applies. */
    set: (row: Row, next: AlertKinds) => {
      setSaveState('before');
      setDrafts((current) => ({ ...current, [keyOf(row)]: next }));
    },
    changed,
    save,
    saveState,
  };
}
