import { UPLOAD_FAILED_PROGRESS, messages, uploadError } from '@vigil/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { uploadImage } from '../../../app/uploadImage';
import type { ImageUploadTarget, UploadedImage } from '../../../app/uploadImage';

export interface ImageUploadState {
  /** The file being or last uploaded. */
  fileName: string | null;
  /** 0 to 100, or UPLOAD_FAILED_PROGRESS (-1) once it failed; null before any upload. */
  progress: number | null;
  error: string | null;
  image: UploadedImage | null;
}

const IDLE: ImageUploadState = { fileName: null, progress: null, error: null, image: null };

/**
 * One image upload at a time with its progress (spec core §4 "upload progress per file is 0 to
 * 100, or -1 on failure"): a file over the limit is refused before sending ('Too big: …').
 */
export function useImageUpload(target: ImageUploadTarget | null) {
  const [state, setState] = useState<ImageUploadState>(IDLE);
  const key = target ? JSON.stringify(target) : null;
  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      const to = key ? (JSON.parse(key) as ImageUploadTarget) : null;
      const fail = (error: string) => {
        setState({ fileName: file.name, progress: UPLOAD_FAILED_PROGRESS, error, image: null });
        return null;
      };
      const tooBig = uploadError(file);
      if (tooBig) return fail(tooBig);
      if (!to) return fail(messages.errorUploading);
      setState({ fileName: file.name, progress: 0, error: null, image: null });
      try {
        const image = await uploadImage(file, to, (progress) =>
          setState((current) => ({ ...current, progress })),
        );
        setState({ fileName: file.name, progress: 100, error: null, image });
        return image;
      } catch (failure) {
        return fail(errorMessage(failure) ?? messages.errorUploading);
      }
    },
    [key],
  );
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, upload, reset };
}
