import { parentPort, workerData } from 'node:worker_threads';
import { DeliveryError } from './deliveryError.js';
import type {
  SmtpThreadData,
  SmtpThreadMessage,
  SmtpThreadRequest,
} from './SmtpWorkerTransport.js';
import { SmtpMailTransport } from './SmtpMailTransport.js';

// The SMTP thread SmtpWorkerTransport starts: nodemailer's pooled connections live here, so an
// SMTP exchange's replies are read on this thread's event loop and never wait for the server's.

const port = parentPort!;
const { config } = workerData as SmtpThreadData;
const transport = SmtpMailTransport.fromConfig(config);
const post = (message: SmtpThreadMessage) => port.postMessage(message);
/** Messages handed to nodemailer and not answered yet: closing lets them finish first. */
const inFlight = new Set<Promise<unknown>>();

port.on('message', (request: SmtpThreadRequest) => {
  if (request.kind === 'close') {
    void Promise.allSettled(inFlight)
      .then(() => transport.close())
      .then(() => post({ kind: 'closed' }));
    return;
  }
  const sending = transport.send(request.message).then(
    ({ messageId }) => post({ kind: 'sent', id: request.id, messageId }),
    (error: unknown) => {
      // SmtpMailTransport rejects with DeliveryErrors only; anything else is worth a retry.
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError('SMTP: the message could not be sent.', false);
      post({
        kind: 'failed',
        id: request.id,
        message: failure.message,
        permanent: failure.permanent,
        ...(failure.status === undefined ? {} : { status: failure.status }),
      });
    },
  );
  inFlight.add(sending);
  void sending.finally(() => inFlight.delete(sending));
});
