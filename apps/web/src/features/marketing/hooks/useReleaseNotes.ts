import { useCallback, useEffect, useState } from 'react';

/** Where the server serves the release notes (spec access §7). */
export const RELEASE_NOTES_URL = '/content/RELEASE.md';

export type ReleaseNotes =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; markdown: string }
  | { status: 'error'; message: string };

/** What a failed load says: the HTTP status text, or the network error's own words. */
function failureText(error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : 'network error';
  return `The release notes could not be loaded (${detail}).`;
}

/**
 * The release notes as markdown, fetched once `active` turns true and kept for later openings.
 * A failure can be retried; a non-200 answer fails with its status text (spec access §7).
 */
export function useReleaseNotes(active: boolean) {
  const [notes, setNotes] = useState<ReleaseNotes>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loaded = notes.status === 'ready';

  useEffect(() => {
    if (!active || loaded) return;
    const controller = new AbortController();
    setNotes({ status: 'loading' });
    fetch(RELEASE_NOTES_URL, {
      headers: { accept: 'text/markdown' },
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(response.statusText || `HTTP ${response.status}`);
        const markdown = await response.text();
        if (!controller.signal.aborted) setNotes({ status: 'ready', markdown });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setNotes({ status: 'error', message: failureText(error) });
      });
    return () => controller.abort();
  }, [active, loaded, attempt]);

  const retry = useCallback(async () => setAttempt((n) => n + 1), []);
  return { notes, retry };
}
