import { GRID_COLS } from '@vigil/domain';
import type { LayoutItem, ScreenSize } from '@vigil/domain';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import type { RequestState } from '../../../components/RequestButton';
import {
  completeLayouts,
  layoutToSave,
  readViewLayout,
  sameLayout,
} from '../../views/viewPage/gridLayouts';
import type { ScreenLayouts } from '../../views/viewPage/gridLayouts';
import { applyGridMove } from '../../views/viewPage/gridMoves';
import type { GridMove } from '../../views/viewPage/gridMoves';
import { useSaveViewLayout } from './useSaveViewLayout';

export interface PreviewLayout {
  layouts: ScreenLayouts;
  editing: boolean;
  saveState: RequestState;
  /** Why the last save failed. */
  failure: string | null;
  /** A drag or resize on the grid. */
  change: (items: LayoutItem[]) => void;
  /** A keyboard move or resize of one widget. */
  move: (key: string, move: GridMove) => void;
  /** Enters edit mode, or leaves it by saving the size shown to the view. */
  toggleEdit: () => Promise<void>;
}

/**
 * The layout of the one screen size previewed, edited in place as the view page's edit mode
 * does: changes stay a draft until Save sends the size as shown with updateViewLayout; a failed
 * save keeps the draft and edit mode.
 */
export function usePreviewLayout(
  view: { id: string; name: string; layout: string },
  widgets: readonly { key: string; type: string }[],
  screen: ScreenSize,
): PreviewLayout {
  const saveLayout = useSaveViewLayout();
  const saved = useMemo(() => readViewLayout(view.layout), [view.layout]);
  const [draft, setDraft] = useState<LayoutItem[] | null>(null);
  const [editing, setEditing] = useState(false);
  const [saveState, setSaveState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);

  const layouts = useMemo(
    () => completeLayouts({ ...saved, ...(draft ? { [screen]: draft } : {}) }, widgets),
    [saved, draft, screen, widgets],
  );
  const change = useCallback(
    (items: LayoutItem[]) => {
      if (!sameLayout(items, layouts[screen])) setDraft(items);
    },
    [layouts, screen],
  );
  const move = useCallback(
    (key: string, step: GridMove) =>
      change(applyGridMove(layouts[screen], key, step, GRID_COLS[screen])),
    [change, layouts, screen],
  );
  const toggleEdit = useCallback(async () => {
    if (!editing) {
      setEditing(true);
      return;
    }
    setSaveState('fetching');
    setFailure(null);
    try {
      await saveLayout(view, layoutToSave(saved, { [screen]: layouts[screen] }));
      setDraft(null);
      setEditing(false);
      setSaveState('before');
    } catch (error) {
      setSaveState('error');
      setFailure(errorMessage(error) ?? null);
    }
  }, [editing, saveLayout, view, saved, screen, layouts]);

  return { layouts, editing, saveState, failure, change, move, toggleEdit };
}
