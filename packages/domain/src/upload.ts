// Upload rules of spec access §5 and core §5.
import { messages } from './messages.js';

/** Upload limit: a file must be under 10 MB (10485760 bytes); exactly 10485760 is refused. */
export const UPLOAD_LIMIT_BYTES = 10_485_760;
const BYTES_PER_MB = 1_048_576;

/**
 * Our own limit: the images and equipment files one customer may keep together, 500 MB (one
 * quota for everything a customer uploads).
 */
export const IMAGE_QUOTA_BYTES_PER_CUSTOMER = 500 * BYTES_PER_MB;
export const IMAGE_QUOTA_MB = IMAGE_QUOTA_BYTES_PER_CUSTOMER / BYTES_PER_MB;
/** An image no widget uses is deleted once older than this, when its customer needs the room. */
export const UNUSED_IMAGE_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Per-file progress runs 0 to 100; this value marks a failed upload. */
export const UPLOAD_FAILED_PROGRESS = -1;

/**
 * 'Too big: {size}MB/10MB' for a file not under the limit. The size is in MB (1048576 bytes) to
 * one decimal, rounded up, so that a file just over the limit reads 10.1MB rather than 10.0MB.
 */
export function uploadError(file: { size: number }): string | undefined {
  if (file.size < UPLOAD_LIMIT_BYTES) return undefined;
  const tenths = Math.ceil((file.size * 10) / BYTES_PER_MB);
  return messages.uploadTooBig((tenths / 10).toFixed(1));
}

/** Upload progress as a whole percentage 0 to 100. */
export function uploadProgress(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
