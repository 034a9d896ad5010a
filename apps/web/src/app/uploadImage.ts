import { messages } from '@vigil/domain';
import { uploadWithProgress } from './uploadWithProgress';

/** Where images are uploaded (image widgets, overlay views): the raw file, its own type. */
export const IMAGE_UPLOAD_PATH = '/files/images';

export interface UploadedImage {
  id: string;
  url: string;
}

/**
 * Who the image is for: a view the user may update (an image widget's, an overlay view's), or a
 * customer whose company the user manages (a new overlay view's, before the view exists).
 */
export type ImageUploadTarget = { viewID: string } | { customerID: string };

/** Uploads an image, reporting progress 0 to 100; resolves with its id and URL. */
export function uploadImage(
  file: File,
  target: ImageUploadTarget,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  const query = new URLSearchParams({ filename: file.name, ...target });
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
