import { spawn, type ChildProcess } from 'node:child_process';

/** A spawned protocol peer (snmpd, a pymodbus server) and the tail of what it printed. */
export interface PeerProcess {
  child: ChildProcess;
  /** The last lines of its output, for a test failure's message. */
  output(): string;
  /** Resolves when a line of its output matches, rejects on exit or after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** SIGTERM, then SIGKILL if it has not exited within 3 s. */
  stop(): Promise<void>;
}

export function startPeer(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): PeerProcess {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      for (const watch of watchers) watch(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  // A peer that fails to start reports through its exit; the spawn error says why.
  child.on('error', (error) => lines.push(`spawn failed: ${error.message}`));

  return {
    child,
    output: () => lines.join('\n'),
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = (outcome: () => void) => {
          clearTimeout(timer);
          watchers.delete(watch);
          outcome();
        };
        const watch = (line: string) => {
          if (pattern.test(line)) done(() => resolve(line));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`${command}: no ${pattern} in ${timeoutMs} ms`))),
          timeoutMs,
        );
        watchers.add(watch);
        lines.forEach(watch);
        void exit.then(() =>
          done(() => reject(new Error(`${command} exited:\n${lines.join('\n')}`))),
        );
      });
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exit;
      clearTimeout(killer);
    },
  };
}
