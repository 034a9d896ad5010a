import { messages, uploadProgress } from '@vigil/domain';

/** Where image widgets' images are uploaded: the raw file with its own content type. */
export const IMAGE_UPLOAD_PATH = '/files/images';

export interface UploadedImage {
  id: string;
  url: string;
}

function failureOf(request: XMLHttpRequest): Error {
  try {
    const body = JSON.parse(request.responseText) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return new Error(body.error);
  } catch {
    // Not JSON: the generic message below.
  }
  return new Error(messages.errorUploading);
}

/**
 * Uploads an image for a widget of a view, reporting progress 0 to 100; the server takes it from
 * users who may update that view. XMLHttpRequest rather than fetch: only it reports how much of
 * the body has been sent.
 */
export function uploadImage(
  file: File,
  viewID: string,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ filename: file.name, viewID });
    request.open('POST', `${IMAGE_UPLOAD_PATH}?${query.toString()}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadProgress(event.loaded, event.total));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(failureOf(request));
        return;
      }
      try {
        const body = JSON.parse(request.responseText) as Partial<UploadedImage>;
        if (typeof body.id !== 'string' || typeof body.url !== 'string') throw new Error();
        onProgress(100);
        resolve({ id: body.id, url: body.url });
      } catch {
        reject(new Error(messages.errorUploading));
      }
    };
    request.onerror = () => reject(new Error(messages.errorUploading));
    request.send(file);
  });
}
