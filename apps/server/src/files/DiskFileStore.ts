import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertFileKey, type FileStore } from './FileStore.js';
import { createUploadSpool } from './uploadSpool.js';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Files under `root` (the data directory), one file per key at `root/<key>`; uploads wait in
 * `root/.incoming/` and are renamed into place. Every server process that serves the same
 * database must see the same folder (shared storage when there are several).
 */
export async function createDiskFileStore(root: string): Promise<FileStore> {
  const spool = await createUploadSpool(join(root, '.incoming'));
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key);
  };

  return {
    kind: 'disk',

    async receive(source, options) {
      const spooled = await spool.receive(source, options);
      if ('refused' in spooled) return spooled;
      return {
        size: spooled.size,
        async keep(key) {
          try {
            const path = pathOf(key);
            await mkdir(dirname(path), { recursive: true });
            await rename(spooled.path, path);
          } catch (error) {
            await rm(spooled.path, { force: true });
            throw error;
          }
        },
        discard: () => rm(spooled.path, { force: true }),
      };
    },

    async open(key) {
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
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

    // The server streams disk files itself (with the user's access checked on each request).
    downloadUrl: async () => undefined,

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    close: async () => undefined,
  };
}
