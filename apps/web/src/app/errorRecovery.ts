// What the app does when rendering fails: reload, but never in a loop. Pure apart from the
// storage it is handed, so the rules are tested without a browser.

export type FailureKind = 'chunk' | 'render';

/** The part of sessionStorage the reload guard needs. */
export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

const GUARD_KEYS: Record<FailureKind, string> = {
  chunk: 'vigil:reload:chunk',
  render: 'vigil:reload:render',
};

/**
 * Shortest time between two automatic reloads. A chunk failure usually means a new release
 * replaced the files, so one reload fixes it; the window is longer than the chunk-load timeout
 * so that even a chunk that keeps timing out cannot reload the page in a loop.
 */
export const RELOAD_WINDOW_MS: Record<FailureKind, number> = {
  chunk: 5 * 60 * 1000,
  render: 10 * 1000,
};

const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_MESSAGES.some((text) => error.message.includes(text));
}

export function failureKind(error: unknown): FailureKind {
  return isChunkLoadError(error) ? 'chunk' : 'render';
}

/** Whether an automatic reload is allowed now; false when storage is unavailable (no guard). */
export function mayReload(kind: FailureKind, storage: ReloadStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const stored = storage.getItem(GUARD_KEYS[kind]);
    const last = stored === null ? NaN : Number(stored);
    return Number.isNaN(last) || now - last >= RELOAD_WINDOW_MS[kind];
  } catch {
    return false;
  }
}

/** Records that an automatic reload happens now, so the next failure inside the window waits. */
export function markReload(kind: FailureKind, storage: ReloadStorage | null, now: number): void {
  try {
    storage?.setItem(GUARD_KEYS[kind], String(now));
  } catch {
    // Without storage mayReload already refuses, so there is nothing to record.
  }
}

/** sessionStorage, or null where the browser refuses it (some private modes). */
export function sessionStorageOrNull(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
