import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes back one page, or to /home when this page was the first one opened in the tab (going back
 * would leave the app). react-router stores the entry's index in history.state.idx.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
        ? state.idx
        : 0;
    if (index > 0) void navigate(-1);
    else void navigate('/home');
  }, [navigate]);
}
