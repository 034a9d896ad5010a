import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Files left by a write that never finished end with this; readers skip and remove them. */
export const UNFINISHED_WRITE_SUFFIX = '.tmp';

/**
 * Replace a file so that a crash at any moment leaves either the old content or the new,
 * never a mix: write a temporary file, flush it to disk, rename it over the target, then
 * flush the directory so the rename itself survives a power cut. `mode` applies to a new file.
 */
export async function writeFileDurably(path: string, data: string, mode = 0o644): Promise<void> {
  const temporary = join(
    dirname(path),
    `.${basename(path)}.${randomBytes(4).toString('hex')}${UNFINISHED_WRITE_SUFFIX}`,
  );
  try {
    const file = await open(temporary, 'w', mode);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(dirname(path), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
