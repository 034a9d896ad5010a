import { useCallback } from 'react';
import { useUploadQueue, type QueuedUpload } from '../../../app/hooks/useUploadQueue';
import { uploadEquipmentFile } from '../equipmentFilesUpload';

export type EquipmentFileUpload = QueuedUpload;

/** Uploads of files to one equipment, each with its own progress (useUploadQueue). */
export function useEquipmentFilesUploads(
  equipmentID: string | undefined,
  onUploaded: () => void,
): {
  uploads: readonly EquipmentFileUpload[];
  start: (files: readonly File[]) => void;
  dismiss: (id: number) => void;
} {
  const { uploads, start: enqueue, dismiss } = useUploadQueue(onUploaded);
  const start = useCallback(
    (files: readonly File[]) => {
      if (!equipmentID) return;
      enqueue(files, (file, onProgress, signal) =>
        uploadEquipmentFile(file, equipmentID, onProgress, signal),
      );
    },
    [equipmentID, enqueue],
  );
  return { uploads, start, dismiss };
}
