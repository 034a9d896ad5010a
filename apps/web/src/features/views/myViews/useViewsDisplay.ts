import { DEFAULT_VIEW_SETTINGS } from '@vigil/domain';
import { useCallback, useState } from 'react';

export type ViewsDisplay = 'map' | 'list';

/** Where the My Views Map/List choice is remembered in this browser. */
export const VIEWS_DISPLAY_KEY = 'vigil.myViews.display';

function storedDisplay(): ViewsDisplay {
  try {
    const stored = window.localStorage.getItem(VIEWS_DISPLAY_KEY);
    if (stored === 'map' || stored === 'list') return stored;
  } catch {
    // Storage can be off (private windows, policies): fall back to the default.
  }
  return DEFAULT_VIEW_SETTINGS.defaultView;
}

/** Whether My Views shows the tag map above the cards; the default setting says map. */
export function useViewsDisplay(): [ViewsDisplay, (display: ViewsDisplay) => void] {
  const [display, setDisplay] = useState(storedDisplay);
  const choose = useCallback((next: ViewsDisplay) => {
    setDisplay(next);
    try {
      window.localStorage.setItem(VIEWS_DISPLAY_KEY, next);
    } catch {
      // Not remembered, but the choice still holds for this visit.
    }
  }, []);
  return [display, choose];
}
