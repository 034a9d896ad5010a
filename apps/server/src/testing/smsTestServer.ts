import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextReplies, ReceivedLog } from './receivedLog.js';

export interface ReceivedSms {
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  headers: IncomingHttpHeaders;
}

type SmsReply = { status: number; body: unknown } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 standing in for an SMS gateway, for tests. It records every
 * POSTed body in `received` (a test waits on `waitFor`) and answers 200 `{ "id": "sms-<n>" }`,
 * or what the test planned for the next requests: another status, or no answer at all.
 */
export async function startSmsTestServer() {
  const received = new ReceivedLog<ReceivedSms>();
  const replies = new NextReplies<SmsReply>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text for the test to look at.
      }
      received.push({ body, headers: req.headers });
      const reply = replies.take() ?? { status: 200, body: { id: `sms-${received.items.length}` } };
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/sms`,
    received: received.items,
    /** The first request, received or to come, that matches; rejects after timeoutMs. */
    waitFor(predicate?: (sms: ReceivedSms) => boolean, timeoutMs?: number) {
      return received.waitFor(predicate, timeoutMs);
    },
    /** Answers the next `count` requests with `status` and `body` (JSON; none when undefined). */
    answerNext(count: number, status: number, body?: unknown) {
      replies.plan(count, { status, body });
    },
    /** Records the next `count` requests and never answers them, as a stalled gateway. */
    hangNext(count: number) {
      replies.plan(count, 'hang');
    },
    /** Drops every connection, answered or not, and stops listening. */
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmsTestServer = Awaited<ReturnType<typeof startSmsTestServer>>;
