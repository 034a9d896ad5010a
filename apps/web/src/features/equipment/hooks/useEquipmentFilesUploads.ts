import { UPLOAD_FAILED_PROGRESS, messages, uploadError } from '@vigil/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { uploadEquipmentFile } from '../equipmentFilesUpload';

export interface EquipmentFileUpload {
  id: number;
  name: string;
  /** 0 to 100, or UPLOAD_FAILED_PROGRESS (-1). */
  progress: number;
  error: string | null;
}

/**
 * Uploads of files to one equipment, each with its own progress: files not under the limit are
 * refused before anything is sent ('Too big: …'), the others go up together, and `onUploaded`
 * runs once they have all finished if any of them arrived. Leaving the page cancels what is left.
 */
export function useEquipmentFilesUploads(
  equipmentID: string | undefined,
  onUploaded: () => void,
): {
  uploads: readonly EquipmentFileUpload[];
  start: (files: readonly File[]) => void;
  dismiss: (id: number) => void;
} {
  const [uploads, setUploads] = useState<EquipmentFileUpload[]>([]);
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

  const start = useCallback(
    (files: readonly File[]) => {
      if (!equipmentID || files.length === 0) return;
      const update = (id: number, patch: Partial<EquipmentFileUpload>) =>
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
          uploadEquipmentFile(
            file,
            equipmentID,
            (progress) => update(id, { progress }),
            aborts.current.signal,
          ).then(
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
    },
    [equipmentID],
  );

  const dismiss = useCallback(
    (id: number) => setUploads((list) => list.filter((u) => u.id !== id)),
    [],
  );
  return { uploads, start, dismiss };
}
