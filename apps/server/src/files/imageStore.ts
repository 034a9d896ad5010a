import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';

/** Bytes the leading-bytes check sees: enough for every image signature (WebP needs 12). */
const HEAD_BYTES = 12;
/** Temporary files older than this are left over from a crash, not an upload in progress. */
const STALE_INCOMING_MS = 60 * 60 * 1000;

export type ReceiveRefusal = 'too-big' | 'not-accepted';

export interface ReceivedImage {
  size: number;
  /** Makes the received bytes the image with this id. */
  keep(id: string): Promise<void>;
  /** Drops the received bytes. */
  discard(): Promise<void>;
}

export interface StoredImage {
  size: number;
  stream: Readable;
}

/**
 * Where uploaded images' bytes live. Everything is streamed with asynchronous file I/O, so an
 * upload or a download never holds the event loop nor 10 MB of memory.
 */
export interface ImageStore {
  /**
   * Streams an upload into a temporary file. Refused as 'too-big' once `maxBytes` bytes have
   * arrived (the limit is exclusive), and as 'not-accepted' when its leading bytes fail `accept`
   * (or it is empty); a refused upload leaves nothing behind and the rest of its body is
   * discarded as it arrives.
   */
  receive(
    source: Readable,
    options: { maxBytes: number; accept(head: Buffer): boolean },
  ): Promise<ReceivedImage | { refused: ReceiveRefusal; size: number }>;
  open(id: string): Promise<StoredImage | undefined>;
  remove(id: string): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly reason: ReceiveRefusal,
    readonly size: number,
  ) {
    super(reason);
  }
}

/** Ids are random UUIDs; two hex characters of sub-folder keep directories small. */
const relativePath = (id: string) => join(id.slice(0, 2), id);

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Images as files under `dir` (the data directory's images/ folder). Every server process that
 * serves the same database must see the same folder (shared storage when there are several).
 */
export async function createDiskImageStore(dir: string): Promise<ImageStore> {
  const incoming = join(dir, '.incoming');
  await mkdir(incoming, { recursive: true });
  // Left over by a crash; another process may be writing the recent ones.
  for (const name of await readdir(incoming)) {
    const path = join(incoming, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_INCOMING_MS) await rm(path, { force: true });
  }

  return {
    async receive(source, { maxBytes, accept }) {
      const temporary = join(incoming, randomUUID());
      let size = 0;
      let head: Buffer | undefined = Buffer.alloc(0);
      const checkHead = () => {
        if (head && !accept(head)) throw new Refusal('not-accepted', size);
        head = undefined;
      };
      const limiter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          try {
            if (size >= maxBytes) throw new Refusal('too-big', size);
            if (head) {
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
              if (head.length >= HEAD_BYTES) checkHead();
            }
            done(null, chunk);
          } catch (error) {
            done(error as Error);
          }
        },
        flush(done) {
          try {
            if (size === 0) throw new Refusal('not-accepted', 0);
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
      try {
        await pipeline(limiter, createWriteStream(temporary, { flags: 'wx' }));
      } catch (error) {
        source.unpipe(limiter);
        source.resume();
        await rm(temporary, { force: true });
        if (error instanceof Refusal) return { refused: error.reason, size: error.size };
        throw error;
      }
      return {
        size,
        async keep(id) {
          const path = join(dir, relativePath(id));
          await mkdir(join(path, '..'), { recursive: true });
          await rename(temporary, path);
        },
        discard: () => rm(temporary, { force: true }),
      };
    },

    async open(id) {
      const handle = await open(join(dir, relativePath(id)), 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(id) {
      await rm(join(dir, relativePath(id)), { force: true });
    },
  };
}
