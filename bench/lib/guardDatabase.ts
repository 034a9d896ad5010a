import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let guardian: ChildProcess | undefined;

function started(): ChildProcess {
  if (!guardian) {
    guardian = fork(fileURLToPath(new URL('./databaseGuardian.ts', import.meta.url)), [], {
      // Its own process group, so a Ctrl-C meant for the bench leaves it running to clean up.
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    guardian.unref();
    guardian.channel?.unref();
  }
  return guardian;
}

/** Has the guardian process drop this database should the bench die before it does. */
export function guardDatabase(name: string): void {
  started().send({ guard: name });
}

/** The database is dropped: nothing left for the guardian to do for it. */
export function releaseDatabase(name: string): void {
  guardian?.send({ release: name });
}
