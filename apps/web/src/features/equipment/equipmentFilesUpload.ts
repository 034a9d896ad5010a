import { uploadWithProgress } from '../../app/uploadWithProgress';

/** Where an equipment's files are uploaded: the raw file as the body (spec core §5 upload rules). */
export function equipmentFilesUploadPath(equipmentID: string): string {
  return `/files/equipment/${encodeURIComponent(equipmentID)}`;
}

/**
 * Whether the browser can upload with progress: XMLHttpRequest with its upload events, and
 * FormData (spec core §5: otherwise 'Your browser does not support modern upload').
 */
export function supportsModernUpload(): boolean {
  return (
    typeof FormData === 'function' &&
    typeof XMLHttpRequest === 'function' &&
    'upload' in XMLHttpRequest.prototype
  );
}

/**
 * Uploads one file to an equipment, reporting progress 0 to 100 (99 until the server has kept
 * it). The name travels URI-encoded in `x-file-name`, since headers carry ASCII only.
 */
export function uploadEquipmentFile(
  file: File,
  equipmentID: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return uploadWithProgress(equipmentFilesUploadPath(equipmentID), file, {
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
    },
    onSent: (percent) => onProgress(Math.min(99, percent)),
    signal,
  }).then(() => onProgress(100));
}
