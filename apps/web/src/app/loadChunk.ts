import { CHUNK_LOAD_TIMEOUT_MS } from '@vigil/domain';

/**
 * Loads a code chunk, failing as a ChunkLoadError after the spec's timeout so that a hung request
 * ends in the error boundary's reload instead of an endless wait.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading a code chunk took longer than ${timeoutMs} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
