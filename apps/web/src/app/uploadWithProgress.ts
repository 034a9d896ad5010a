import { messages, uploadProgress } from '@vigil/domain';

/** The server's `{ error }` wording when it gives one, else the generic upload failure. */
function failureOf(request: XMLHttpRequest): Error {
  try {
    const body = JSON.parse(request.responseText) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return new Error(body.error);
  } catch {
    // Not JSON: the generic message below.
  }
  return new Error(messages.errorUploading);
}

export interface UploadWithProgressOptions {
  /** Request headers besides the credentials the session cookie brings. */
  headers: Record<string, string>;
  /** How much of the body has been sent, 0 to 100; the caller says when the upload is done. */
  onSent: (percent: number) => void;
  /** Aborts the request; the upload then fails with the generic message. */
  signal?: AbortSignal | undefined;
}

/**
 * POSTs `file` as the raw body (or a multipart FormData) to `url` with credentials, reporting how
 * much has been sent, and resolves with the response text of a 2xx answer. XMLHttpRequest rather
 * than fetch: only it reports how much of the body has been sent. Any other answer rejects with
 * the server's `error` wording or 'Error uploading'; a network failure or abort rejects with
 * 'Error uploading'.
 */
export function uploadWithProgress(
  url: string,
  file: Blob | FormData,
  { headers, onSent, signal }: UploadWithProgressOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent(uploadProgress(event.loaded, event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.responseText);
      else reject(failureOf(request));
    };
    request.onerror = () => reject(new Error(messages.errorUploading));
    request.onabort = () => reject(new Error(messages.errorUploading));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * Uploads one file as the raw body to `url`, reporting progress 0 to 100 (99 until the server has
 * kept it). Its type goes as Content-Type and its name URI-encoded in `x-file-name`, since headers
 * carry ASCII only (the server's raw-body uploads: equipment files, survey attachments).
 */
export function uploadRawFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return uploadWithProgress(url, file, {
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
    },
    onSent: (percent) => onProgress(Math.min(99, percent)),
    signal,
  }).then(() => onProgress(100));
}
