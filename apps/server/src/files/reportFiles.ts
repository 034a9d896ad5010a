import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { downloadableReport } from '../modules/reports/reports.service.js';
import type { FileStore } from './FileStore.js';
import { fail, sendStoredFile, viewerOfRequest } from './uploadHttp.js';

const ID = /^[1-9]\d{0,9}$/;

/**
 * A kept PDF report: `GET /files/reports/:id` with the session cookie, for its creator and the
 * users who read its view. It opens in the browser's PDF viewer (inline) and saves under its
 * name; from an object store the browser is sent to a presigned URL. Missing, foreign and
 * signed-out answer alike.
 */
export function registerReportFileRoutes(
  app: FastifyInstance,
  { db, sessionSecret, files }: { db: Database; sessionSecret: string; files: FileStore },
): void {
  app.get<{ Params: { id: string } }>('/files/reports/:id', async (request, reply) => {
    const notFound = () => fail(reply, 404, 'Not Found');
    if (!ID.test(request.params.id)) return notFound();
    const viewer = await viewerOfRequest(db, sessionSecret, request);
    const report = await downloadableReport({ viewer, db }, Number(request.params.id));
    if (!report) return notFound();
    return sendStoredFile(request, reply, files, {
      key: report.fileKey,
      filename: report.fileName,
      contentType: 'application/pdf',
      disposition: 'inline',
      what: 'report file',
      log: { reportId: report.id },
    });
  });
}
