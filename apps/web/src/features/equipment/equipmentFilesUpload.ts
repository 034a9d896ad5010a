import { uploadRawFile } from '../../app/uploadWithProgress';

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
 * it); see uploadRawFile.
 */
export function uploadEquipmentFile(
  file: File,
  equipmentID: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return uploadRawFile(equipmentFilesUploadPath(equipmentID), file, onProgress, signal);
}
