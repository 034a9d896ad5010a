import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SinkMail } from './smtpSink.js';

/**
 * A real SMTP server (the tests' smtp-server, apps/server/src/testing/smtpTestServer.ts) in a
 * child process (lib/smtpSink.ts), which reports every message it accepted and when.
 */
export async function startSmtpSink() {
  const child = fork(fileURLToPath(new URL('./smtpSink.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; url?: string }) =>
      message.ready && message.url ? resolve(message.url) : reject(new Error('smtp sink')),
    );
    void exited.then(() => reject(new Error('smtp sink: exited before it was ready')));
  });
  const received: SinkMail[] = [];
  /** Epoch ms each recipient's first message arrived. */
  const firstTo = new Map<string, number>();
  const waiting = new Set<() => void>();
  child.on('message', (message: SinkMail | { ready: true }) => {
    if (!('to' in message)) return;
    received.push(message);
    for (const to of message.to) if (!firstTo.has(to)) firstTo.set(to, message.at);
    for (const wake of waiting) wake();
  });
  return {
    url,
    pid: child.pid,
    count: () => received.length,
    /** When the first message to this address arrived (epoch ms), if one has. */
    arrivedAt: (email: string) => firstTo.get(email),
    /** Resolves once each address has a message, or at `deadline` (epoch ms), whichever first. */
    async waitForAll(emails: string[], deadline: number): Promise<void> {
      const done = () => emails.every((e) => firstTo.has(e));
      while (!done() && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
          function wake() {
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          }
          waiting.add(wake);
        });
      }
    },
    async stop() {
      if (child.connected) child.send({ stop: true });
      const killer = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(killer);
      process.off('exit', kill);
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
