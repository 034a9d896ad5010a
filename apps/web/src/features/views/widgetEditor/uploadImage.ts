import { messages } from '@vigil/domain';
import { uploadWithProgress } from '../../../app/uploadWithProgress';

/** Where image widgets' images are uploaded: the raw file with its own content type. */
export const IMAGE_UPLOAD_PATH = '/files/images';

export interface UploadedImage {
  id: string;
  url: string;
}

/**
 * Uploads an image for a widget of a view, reporting progress 0 to 100; the server takes it from
 * users who may update that view.
 */
export function uploadImage(
  file: File,
  viewID: string,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  const query = new URLSearchParams({ filename: file.name, viewID });
  return uploadWithProgress(`${IMAGE_UPLOAD_PATH}?${query.toString()}`, file, {
    headers: { 'Content-Type': file.type },
    onSent: onProgress,
  }).then((responseText) => {
    try {
      const body = JSON.parse(responseText) as Partial<UploadedImage>;
      if (typeof body.id !== 'string' || typeof body.url !== 'string') throw new Error();
      onProgress(100);
      return { id: body.id, url: body.url };
    } catch {
      throw new Error(messages.errorUploading);
    }
  });
}
