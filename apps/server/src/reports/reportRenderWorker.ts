import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { ReportModel } from './ReportModel.js';
import { REPORT_THREAD_NICE, type RenderReply, type RenderRequest } from './ReportRenderPool.js';
import { renderReportPdf } from './renderReportPdf.js';

// A report render thread (ReportRenderPool): pdfkit, ECharts and svg-to-pdfkit run here, off
// the server's event loop, one report at a time. The PDF goes back in chunks as pages finish.

// On Linux a thread's nice value is its own (setpriority on the calling task): this thread yields
// the CPU to the server's event loop whenever both want it, so requests stay quick while a report
// renders on a busy machine. Where that is not allowed the thread runs at normal priority.
try {
  setPriority(REPORT_THREAD_NICE);
} catch {
  // not permitted here: render at the process's priority
}

const port = parentPort!;
const post = (reply: RenderReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(reply, transfer);

port.on('message', (request: RenderRequest) => {
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      // A copy the thread may hand over: pdfkit's chunks may share a pooled buffer.
      const bytes = new Uint8Array(chunk.byteLength);
      bytes.set(chunk);
      post({ id: request.id, chunk: bytes }, [bytes.buffer]);
      callback();
    },
  });
  // Buffers arrive as plain Uint8Arrays; pdfkit draws images from Buffers.
  const model: ReportModel = {
    ...request.model,
    widgets: request.model.widgets.map((widget) =>
      widget.kind === 'image' ? { ...widget, data: Buffer.from(widget.data) } : widget,
    ),
  };
  renderReportPdf(model, out).then(
    () => post({ id: request.id, done: true }),
    (error: unknown) =>
      post({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
post({ ready: true });
