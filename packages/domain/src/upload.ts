// Upload rules of spec access §5 and core §5.
import { messages } from './messages.js';

/** Upload limit: 10 MB. */
export const UPLOAD_LIMIT_BYTES = 10_485_760;
const BYTES_PER_MB = 1_048_576;

/** Per-file progress runs 0 to 100; this value marks a failed upload. */
export const UPLOAD_FAILED_PROGRESS = -1;

/**
 * 'Too big: {size}MB/10MB' for a file over the limit. The size is in MB (1048576 bytes) to one
 * decimal, rounded up, so that a file just over the limit reads 10.1MB rather than 10.0MB.
 */
export function uploadError(file: { size: number }): string | undefined {
  if (file.size <= UPLOAD_LIMIT_BYTES) return undefined;
  const tenths = Math.ceil((file.size * 10) / BYTES_PER_MB);
  return messages.uploadTooBig((tenths / 10).toFixed(1));
}

/** Upload progress as a whole percentage 0 to 100. */
export function uploadProgress(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
