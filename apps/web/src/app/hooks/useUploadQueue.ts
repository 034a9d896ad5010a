import { UPLOAD_FAILED_PROGRESS, messages, uploadError } from '@vigil/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../errorMessage';

export interface QueuedUpload {
  id: number;
  name: string;
  /** 0 to 100, or UPLOAD_FAILED_PROGRESS (-1). */
  progress: number;
  error: string | null;
}

/** Sends one file, reporting its progress 0 to 100; rejects with the message to show. */
export type SendUpload = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * Uploads with a progress each: files not under the limit are refused before anything is sent
 * ('Too big: …'), the others go up together through `send`, and `onUploaded` runs once they have
 * all finished if any of them arrived. Leaving the page cancels what is left.
 */
export function useUploadQueue(onUploaded: () => void): {
  uploads: readonly QueuedUpload[];
  start: (files: readonly File[], send: SendUpload) => void;
  dismiss: (id: number) => void;
} {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const nextId = useRef(0);
  const aborts = useRef(new AbortController());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    const controller = new AbortController();
    aborts.current = controller;
    return () => controller.abort();
  }, []);

  const start = useCallback((files: readonly File[], send: SendUpload) => {
    if (files.length === 0) return;
    const update = (id: number, patch: Partial<QueuedUpload>) =>
      setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
    const entries = files.map((file) => ({
      id: nextId.current++,
      file,
      refused: uploadError(file),
    }));
    setUploads((list) => [
      ...entries.map(({ id, file, refused }) => ({
        id,
        name: file.name,
        progress: refused ? UPLOAD_FAILED_PROGRESS : 0,
        error: refused ?? null,
      })),
      ...list,
    ]);
    const sending = entries
      .filter(({ refused }) => !refused)
      .map(({ id, file }) =>
        send(file, (progress) => update(id, { progress }), aborts.current.signal).then(
          () => true,
          (failure: unknown) => {
            update(id, {
              progress: UPLOAD_FAILED_PROGRESS,
              error: errorMessage(failure) ?? messages.errorUploading,
            });
            return false;
          },
        ),
      );
    if (sending.length === 0) return;
    void Promise.all(sending).then((results) => {
      if (results.some(Boolean) && !aborts.current.signal.aborted) uploaded.current();
    });
  }, []);

  const dismiss = useCallback(
    (id: number) => setUploads((list) => list.filter((u) => u.id !== id)),
    [],
  );
  return { uploads, start, dismiss };
}
