import { useCallback, useEffect, useRef } from 'react';

/**
 * A refetch that never runs twice at once: asked again while one is under way, it runs once more
 * when that one ends, so a burst of live events (a scan's progress) costs at most two requests
 * and the last answer is never older than the last event.
 */
export function useCoalescedRefetch(refetch: () => Promise<unknown>): () => void {
  const latest = useRef(refetch);
  const running = useRef(false);
  const again = useRef(false);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);

  return useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    const run = (): void => {
      void latest
        .current()
        .catch(() => {})
        .finally(() => {
          if (again.current) {
            again.current = false;
            run();
          } else {
            running.current = false;
          }
        });
    };
    run();
  }, []);
}
