import { join } from 'node:path';
import type { Config } from '../config.js';
import { createDiskFileStore } from './DiskFileStore.js';
import type { FileStore } from './FileStore.js';
import { createS3FileStore } from './S3FileStore.js';

/** The file store the configuration asks for: S3 when S3_BUCKET is set, else the data dir. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> {
  return config.s3
    ? createS3FileStore(config.s3, join(config.dataDir, '.incoming'))
    : createDiskFileStore(config.dataDir);
}
