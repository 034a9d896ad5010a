import { messages } from '@vigil/domain';
import type { Database } from '../../db/client.js';
import { MibRefusal, type MibObjectRecord } from './mibParser.js';
import { mibWorker, MibWorkerClosed, type MibWorkerClient } from './MibWorkerClient.js';
import { createMibsRepository } from './mibs.repository.js';

/** How a module's install ended: parsed, refused (why), or not run (gone, or left for later). */
export type MibInstallOutcome =
  | { installed: true; objectCount: number }
  | { installed: false; error: string }
  | { installed: false; skipped: 'gone' | 'stopped' };

/**
 * Installs partner MIB modules (spec access §3 MIBs) in the background: importPartnerMib keeps the
 * upload as an installing row and answers at once; its parse then runs here, one module at a time
 * in one in-process queue, on the process's MIB thread (MibWorkerClient, ADR 013). Each module's
 * imports resolve against the partner's installed modules, then the built-in ones. The row ends
 * with its objects, or with install_error ('line N: reason'). A parse cut short because the app is
 * stopping leaves the row installing: the next start (resumeMibInstalls) parses it again.
 */
export class MibInstaller {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly worker: MibWorkerClient) {}

  /** Queues the module's parse; resolves with how it ended, never rejects. */
  install(db: Database, moduleId: number): Promise<MibInstallOutcome> {
    const job = this.tail.then(() => this.run(db, moduleId));
    this.tail = job;
    return job;
  }

  /** Queues every module left installing (by a process that stopped); resolves with their ids. */
  resume(db: Database): Promise<number[]> {
    // Queued at once, so settled() called after it waits for these too.
    const job = this.tail.then(async () => {
      const ids = await createMibsRepository(db).installingIds();
      for (const id of ids) await this.run(db, id);
      return ids;
    });
    this.tail = job.catch(() => []);
    return job;
  }

  /** Resolves once every install queued so far has ended. */
  async settled(): Promise<void> {
    let tail;
    do {
      tail = this.tail;
      await tail;
    } while (tail !== this.tail);
  }

  private async run(db: Database, moduleId: number): Promise<MibInstallOutcome> {
    try {
      const repo = createMibsRepository(db);
      const module = await repo.installing(moduleId);
      if (!module) return { installed: false, skipped: 'gone' };
      const partnerId = module.customerId;
      let outcome: { objects: MibObjectRecord[] } | { error: string };
      try {
        const parsed = await this.worker.parse(module.source, {
          key: `partner:${partnerId}:${await repo.version(partnerId)}`,
          sources: async () =>
            (await repo.installedSources(partnerId)).map((row) => ({
              name: row.name,
              text: row.source,
            })),
        });
        outcome =
          parsed.name === module.name
            ? { objects: parsed.objects }
            : { error: messages.mibLine(1, `the file defines ${parsed.name}, not ${module.name}`) };
      } catch (error) {
        if (error instanceof MibWorkerClosed) return { installed: false, skipped: 'stopped' };
        outcome = { error: error instanceof MibRefusal ? error.message : messages.unexpectedError };
      }
      if (!(await repo.endInstall(module.id, module.source, outcome))) {
        return { installed: false, skipped: 'gone' };
      }
      return 'objects' in outcome
        ? { installed: true, objectCount: outcome.objects.length }
        : { installed: false, error: outcome.error };
    } catch {
      // The database went away (the app stopped): the row stays installing for the next start.
      return { installed: false, skipped: 'stopped' };
    }
  }
}

/** The process's MIB installer, on the process's MIB thread. */
export const mibInstaller = new MibInstaller(mibWorker);

/** At server start: parses again the partner modules a stopped process left installing. */
export function resumeMibInstalls(db: Database): void {
  void mibInstaller.resume(db).catch(() => undefined);
}
