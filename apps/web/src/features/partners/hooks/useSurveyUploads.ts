import { useCallback } from 'react';
import { useUploadQueue, type QueuedUpload } from '../../../app/hooks/useUploadQueue';
import { uploadRawFile } from '../../../app/uploadWithProgress';

/** Where a survey's attachments go: by its link (the site contact) or by its id (the partner). */
export type SurveyUploadTarget = { token: string } | { surveyID: string };

export function surveyUploadPath(target: SurveyUploadTarget): string {
  return 'token' in target
    ? `/files/surveys/${encodeURIComponent(target.token)}/attachments`
    : `/files/partners/surveys/${encodeURIComponent(target.surveyID)}/attachments`;
}

export type SurveyUpload = QueuedUpload;

/** What goes with each file: the equipment line it shows (none for the whole survey). */
export interface SurveyUploadFields {
  equipmentID?: string | null | undefined;
  description?: string | null | undefined;
}

/**
 * Uploads of attachments to one survey, each with its own progress (spec access §4, §5), as
 * Equipment Files go up (useUploadQueue, uploadRawFile), the equipment line and description in
 * the query.
 */
export function useSurveyUploads(target: SurveyUploadTarget | null, onUploaded: () => void) {
  const { uploads, start: enqueue, dismiss } = useUploadQueue(onUploaded);
  const url = target ? surveyUploadPath(target) : null;

  const start = useCallback(
    (files: readonly File[], fields: SurveyUploadFields = {}) => {
      if (!url) return;
      const query = new URLSearchParams();
      if (fields.equipmentID) query.set('equipmentID', fields.equipmentID);
      if (fields.description?.trim()) query.set('description', fields.description.trim());
      const search = query.toString();
      const to = search ? `${url}?${search}` : url;
      enqueue(files, (file, onProgress, signal) => uploadRawFile(to, file, onProgress, signal));
    },
    [url, enqueue],
  );
  return { uploads, start, dismiss };
}
