import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { RECEIVE_HEAD_BYTES, type ReceiveOptions, type ReceiveRefusal } from './FileStore.js';

/** Temporary files older than this are left over from a crash, not an upload in progress. */
const STALE_INCOMING_MS = 60 * 60 * 1000;

class Refusal extends Error {
  constructor(
    readonly reason: ReceiveRefusal,
    readonly size: number,
  ) {
    super(reason);
  }
}

export type Spooled = { path: string; size: number } | { refused: ReceiveRefusal; size: number };

/**
 * Where uploads wait while they arrive: temporary files in `dir`, written with asynchronous I/O,
 * counted and checked as they pass (FileStore.receive's rules). Both stores use it: the disk
 * store renames a spooled file into place, the S3 store sends it with its length.
 */
export async function createUploadSpool(dir: string) {
  await mkdir(dir, { recursive: true });
  // Left over by a crash; another process may be writing the recent ones.
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_INCOMING_MS) await rm(path, { force: true });
  }

  return {
    dir,
    async receive(source: Readable, { maxBytes, accept }: ReceiveOptions): Promise<Spooled> {
      const temporary = join(dir, randomUUID());
      let size = 0;
      let head: Buffer | undefined = accept ? Buffer.alloc(0) : undefined;
      const checkHead = () => {
        if (head && accept && !accept(head)) throw new Refusal('not-accepted', size);
        head = undefined;
      };
      const limiter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          try {
            if (size >= maxBytes) throw new Refusal('too-big', size);
            if (head) {
              head = Buffer.concat([head, chunk.subarray(0, RECEIVE_HEAD_BYTES - head.length)]);
              if (head.length >= RECEIVE_HEAD_BYTES) checkHead();
            }
            done(null, chunk);
          } catch (error) {
            done(error as Error);
          }
        },
        flush(done) {
          try {
            checkHead();
            done();
          } catch (error) {
            done(error as Error);
          }
        },
      });
      // pipe(), not pipeline(), from the request: a refusal stops reading it without
      // destroying it, so the refusal can still be answered.
      source.pipe(limiter);
      finished(source).catch((error: unknown) => limiter.destroy(error as Error));
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(limiter, sink);
      } catch (error) {
        source.unpipe(limiter);
        source.resume();
        // A refusal can come before the file is even open: wait until the stream has opened and
        // closed it, or the file would appear after it was removed.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        if (error instanceof Refusal) return { refused: error.reason, size: error.size };
        throw error;
      }
      return { path: temporary, size };
    },
  };
}

export type UploadSpool = Awaited<ReturnType<typeof createUploadSpool>>;
