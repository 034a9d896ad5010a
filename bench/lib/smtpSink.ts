// Forked by startSmtpSink.ts: the SMTP server the alarms benchmark's server sends to, in a
// process of its own, as a real one would be: receiving and parsing messages costs neither the
// server's CPU nor its event loop, and the time a message arrived is taken here, on an idle loop.
//
// Sends { ready: true, url } once listening, then { to, at } for every message accepted (`at`:
// epoch ms when it was parsed); exits when told { stop: true } or when the bench goes away.
import { startSmtpTestServer } from '../../apps/server/src/testing/smtpTestServer.js';

export interface SinkMail {
  to: string[];
  at: number;
}

const smtp = await startSmtpTestServer();
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await smtp.close();
  process.exit(0);
};
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) void stop();
});
process.on('disconnect', () => void stop());
process.send?.({ ready: true, url: smtp.url });

let next = 0;
while (!stopping) {
  try {
    await smtp.waitFor((mail) => smtp.received.indexOf(mail) >= next, 60_000);
  } catch {
    continue;
  }
  const at = Date.now();
  while (next < smtp.received.length) {
    const mail = smtp.received[next++];
    if (mail) process.send?.({ to: mail.to, at } satisfies SinkMail);
  }
}
