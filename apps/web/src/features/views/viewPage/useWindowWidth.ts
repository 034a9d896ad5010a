import { DEFAULT_VIEWPORT } from '@vigil/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes (Auto screen size goes by it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => DEFAULT_VIEWPORT.width,
  );
}
