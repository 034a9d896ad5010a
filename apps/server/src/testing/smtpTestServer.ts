import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { NextReplies, ReceivedLog } from './receivedLog.js';

export interface ReceivedMail {
  /** The envelope's sender (MAIL FROM). */
  envelopeFrom: string;
  /** The envelope's recipients (RCPT TO): whom the message was delivered to. */
  to: string[];
  /** The From header's address and display name. */
  from: string;
  fromName: string;
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string | undefined;
  /** Files sent with the message, decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Where a refusal is answered: to RCPT TO (one refusal per recipient, as for "550 no such user")
 * or after the message data (one per message, as a spam filter or a full disk would).
 */
export type SmtpRefusalStage = 'rcpt' | 'data';

interface Refusal {
  code: number;
  stage: SmtpRefusalStage;
  text: string;
}

export interface SmtpTestServerOptions {
  /** Require AUTH (PLAIN or LOGIN, over the plain connection) with these credentials. */
  auth?: { user: string; password: string };
}

const refusalText = (code: number) =>
  code === 550
    ? 'No such user here'
    : code < 500
      ? 'Try again later'
      : 'Refused by the test server';

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 for tests: no TLS, AUTH when asked for. It
 * parses every accepted message (mailparser) into `received`, which a test waits on with
 * `waitFor`, and can refuse the next messages with a given reply code.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}) {
  const received = new ReceivedLog<ReceivedMail>();
  const refusals = new NextReplies<Refusal>();
  const { auth } = options;

  const refusal = ({ code, text }: Refusal): SMTPServerError =>
    Object.assign(new Error(text), { responseCode: code });

  const server = new SMTPServer({
    logger: false,
    // No STARTTLS: its built-in certificate would fail the client's verification.
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    onAuth(login, _session, callback) {
      if (login.username === auth?.user && login.password === auth?.password) {
        return callback(null, { user: login.username });
      }
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const planned = refusals.take((next) => next.stage === 'rcpt');
      callback(planned ? refusal(planned) : null);
    },
    onData(stream, session, callback) {
      const planned = refusals.take((next) => next.stage === 'data');
      if (planned) {
        stream.on('end', () => callback(refusal(planned)));
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            envelopeFrom: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: mail.from?.value[0]?.address ?? '',
            fromName: mail.from?.value[0]?.name ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : undefined,
            messageId: mail.messageId,
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that drops its connection is not a failure of the test server.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.password)}@`
    : '';

  return {
    /** smtp:// URL of this server, with the credentials when AUTH is required. */
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received: received.items,
    /** The first message, received or to come, that matches; rejects after timeoutMs. */
    waitFor(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number) {
      return received.waitFor(predicate, timeoutMs);
    },
    /** Answers the next `count` refusals at `stage` with `code` (451 transient, 550 permanent …). */
    rejectNext(count: number, code: number, stage: SmtpRefusalStage = 'data') {
      refusals.plan(count, { code, stage, text: refusalText(code) });
    },
    /** Ends open sessions at once (pooled clients keep theirs) and stops listening. */
    async close() {
      for (const connection of server.connections) connection.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
