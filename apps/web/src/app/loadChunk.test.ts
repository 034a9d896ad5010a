import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './loadChunk';

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 1 }), 1000)).resolves.toEqual({ Page: 1 });
  });

  it('passes a failed import through unchanged', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(loadChunk(() => Promise.reject(error), 1000)).rejects.toBe(error);
  });

  it('fails as a ChunkLoadError when the chunk takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 120_000);
    const outcome = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });
});
