import { createContext, useContext, useEffect } from 'react';

export interface PageTitleState {
  title: string;
  setTitle: (title: string | null) => void;
}

export const PageTitleContext = createContext<PageTitleState | null>(null);

export function usePageTitleState(): PageTitleState {
  const state = useContext(PageTitleContext);
  if (!state) throw new Error('usePageTitle needs a PageTitleProvider above it');
  return state;
}

/** Sets the page title shown in the header and the browser tab while the calling page is shown. */
export function usePageTitle(title: string): void {
  const { setTitle } = usePageTitleState();
  useEffect(() => {
    setTitle(title);
    // Back to the default when the page goes, so a page without a title never shows a stale one.
    return () => setTitle(null);
  }, [setTitle, title]);
}
