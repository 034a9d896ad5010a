import type { Readable } from 'node:stream';

export type ReceiveRefusal = 'too-big' | 'not-accepted';

export interface ReceiveOptions {
  /** Refused as 'too-big' once this many bytes have arrived: the limit is exclusive. */
  maxBytes: number;
  /**
   * Checks the upload's leading bytes (up to RECEIVE_HEAD_BYTES, fewer for a shorter body, none
   * for an empty one); refused as 'not-accepted' when it answers false. Anything goes without it.
   */
  accept?(head: Buffer): boolean;
}

export interface ReceivedFile {
  size: number;
  /**
   * Stores the received bytes under `key` (made by the caller, see isFileKey). The received copy
   * is gone afterwards, whether it was kept or the store failed.
   */
  keep(key: string, meta: FileMeta): Promise<void>;
  /** Drops the received bytes. */
  discard(): Promise<void>;
}

export interface FileMeta {
  contentType: string;
  /** The name the user gave it: what a download is saved as. */
  filename: string;
}

export interface StoredFile {
  size: number;
  stream: Readable;
}

/**
 * Where uploaded bytes live (images, equipment files): local disk by default, an S3-compatible
 * object store when S3_* is configured (createFileStore). An upload is streamed into a local
 * temporary file while it is counted and checked, then kept under its key; nothing holds a whole
 * upload in memory, and a refused one leaves nothing behind.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /**
   * Streams an upload into a temporary file, discarding the rest of a refused one as it arrives.
   * A refusal stops reading `source` without destroying it, so it can still be answered.
   */
  receive(
    source: Readable,
    options: ReceiveOptions,
  ): Promise<ReceivedFile | { refused: ReceiveRefusal; size: number }>;
  /** The stored bytes, or undefined when there are none under the key. */
  open(key: string): Promise<StoredFile | undefined>;
  /**
   * A short-lived URL a browser may download the file from directly (an S3 presigned GET that
   * saves it as `filename`), or undefined when the server must stream open() itself (disk).
   */
  downloadUrl(key: string, meta: FileMeta): Promise<string | undefined>;
  /** Removes the bytes under the key; nothing there is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (at shutdown). */
  close(): Promise<void>;
}

/** Bytes the leading-bytes check sees: enough for every image signature (WebP needs 12). */
export const RECEIVE_HEAD_BYTES = 12;

/** Keys are made by the server: slash-separated segments of safe characters, never `.` or `..`. */
export function isFileKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((segment) => /^[\w][\w.-]*$/.test(segment) && !segment.includes('..'))
  );
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

/**
 * A name as a key segment: letters, digits, `.`, `-` and `_` (others become `_`), starting with
 * a letter or digit, at most 100 characters; 'file' when nothing is left.
 */
export function keySegmentOf(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^a-zA-Z0-9]+/, '')
    .slice(0, 100);
  return safe || 'file';
}

/**
 * A Content-Disposition that saves the response as `filename`: an ASCII fallback for old clients
 * and the exact name in UTF-8 (RFC 6266 / RFC 8187).
 */
export function attachmentDisposition(filename: string): string {
  return disposition('attachment', filename);
}

/** The same for a file the browser shows itself (a PDF report), saved as `filename`. */
export function inlineDisposition(filename: string): string {
  return disposition('inline', filename);
}

function disposition(kind: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
