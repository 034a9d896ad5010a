import { UPLOAD_FAILED_PROGRESS, messages, uploadError } from '@vigil/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { uploadWithProgress } from '../../../app/uploadWithProgress';

/** Where a survey's attachments go: by its link (the site contact) or by its id (the partner). */
export type SurveyUploadTarget = { token: string } | { surveyID: string };

export function surveyUploadPath(target: SurveyUploadTarget): string {
  return 'token' in target
    ? `/files/surveys/${encodeURIComponent(target.token)}/attachments`
    : `/files/partners/surveys/${encodeURIComponent(target.surveyID)}/attachments`;
}

export interface SurveyUpload {
  id: number;
  name: string;
  /** 0 to 100, or UPLOAD_FAILED_PROGRESS (-1). */
  progress: number;
  error: string | null;
}

/** What goes with each file: the equipment line it shows (none for the whole survey). */
export interface SurveyUploadFields {
  equipmentID?: string | null | undefined;
  description?: string | null | undefined;
}

/**
 * Uploads of attachments to one survey, each with its own progress (spec access §4, §5): files not
 * under the limit are refused before anything is sent ('Too big: …'), the others go up together
 * as Equipment Files do (the raw file as the body, its name URI-encoded in x-file-name, the
 * equipment line and description in the query), and `onUploaded` runs once they have all finished
 * if any arrived. Leaving the page cancels what is left.
 */
export function useSurveyUploads(target: SurveyUploadTarget | null, onUploaded: () => void) {
  const [uploads, setUploads] = useState<SurveyUpload[]>([]);
  const nextId = useRef(0);
  const aborts = useRef(new AbortController());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    const controller = new AbortController();
    aborts.current = controller;
    return () => controller.abort();
  }, []);
  const url = target ? surveyUploadPath(target) : null;

  const start = useCallback(
    (files: readonly File[], fields: SurveyUploadFields = {}) => {
      if (!url || files.length === 0) return;
      const update = (id: number, patch: Partial<SurveyUpload>) =>
        setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
      const entries = files.map((file) => ({
        id: nextId.current++,
        file,
        refused: uploadError(file),
      }));
      setUploads((list) => [
        ...entries.map(({ id, file, refused }) => ({
          id,
          name: file.name,
          progress: refused ? UPLOAD_FAILED_PROGRESS : 0,
          error: refused ?? null,
        })),
        ...list,
      ]);
      const sending = entries
        .filter(({ refused }) => !refused)
        .map(({ id, file }) => {
          const query = new URLSearchParams();
          if (fields.equipmentID) query.set('equipmentID', fields.equipmentID);
          if (fields.description?.trim()) query.set('description', fields.description.trim());
          const search = query.toString();
          return uploadWithProgress(search ? `${url}?${search}` : url, file, {
            headers: {
              'Content-Type': file.type || 'application/octet-stream',
              'x-file-name': encodeURIComponent(file.name),
            },
            // 99 until the server has kept it.
            onSent: (percent) => update(id, { progress: Math.min(99, percent) }),
            signal: aborts.current.signal,
          }).then(
            () => {
              update(id, { progress: 100 });
              return true;
            },
            (failure: unknown) => {
              update(id, {
                progress: UPLOAD_FAILED_PROGRESS,
                error: errorMessage(failure) ?? messages.errorUploading,
              });
              return false;
            },
          );
        });
      if (sending.length === 0) return;
      void Promise.all(sending).then((results) => {
        if (results.some(Boolean) && !aborts.current.signal.aborted) uploaded.current();
      });
    },
    [url],
  );

  const dismiss = useCallback(
    (id: number) => setUploads((list) => list.filter((u) => u.id !== id)),
    [],
  );
  return { uploads, start, dismiss };
}
