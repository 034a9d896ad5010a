import { IMAGE_QUOTA_BYTES_PER_CUSTOMER, UNUSED_IMAGE_MIN_AGE_MS } from '@vigil/domain';
import type { Database } from '../db/client.js';
import type { FileStore } from './FileStore.js';
import { imageKey } from './fileKeys.js';
import { createImagesRepository } from './images.repository.js';
import { createStorageRepository } from './storage.repository.js';

/**
 * The per-customer storage quota (IMAGE_QUOTA_BYTES_PER_CUSTOMER) as uploads use it: images and
 * equipment files count together. When a customer is at the quota, its images that no widget
 * has used for a day are deleted first (ADR 006), whichever kind of upload needs the room.
 */
export function createUploadQuota({ db, files }: { db: Database; files: FileStore }) {
  const images = createImagesRepository(db);
  const storage = createStorageRepository(db);

  /** Deletes the customer's images no widget has used for a day; true when any went. */
  const freeUnused = async (customerId: number) => {
    const ids = await images.deleteUnused(
      customerId,
      new Date(Date.now() - UNUSED_IMAGE_MIN_AGE_MS),
    );
    await Promise.all(ids.map((id) => files.remove(imageKey(id))));
    return ids.length > 0;
  };
  const fits = async (customerId: number, size: number) =>
    (await storage.usage(customerId)) + size <= IMAGE_QUOTA_BYTES_PER_CUSTOMER;

  return {
    quotaBytes: IMAGE_QUOTA_BYTES_PER_CUSTOMER,
    /** Whether `size` more bytes fit the customer's quota, once unused images are cleared. */
    hasRoom: async (customerId: number, size: number) =>
      (await fits(customerId, size)) ||
      ((await freeUnused(customerId)) && (await fits(customerId, size))),
    /**
     * Records an upload with `insertWithinQuota` (a repository call that checks the quota under
     * the customer's lock), clearing unused images once when it does not fit.
     */
    async record(customerId: number, insertWithinQuota: () => Promise<boolean>) {
      return (
        (await insertWithinQuota()) ||
        ((await freeUnused(customerId)) && (await insertWithinQuota()))
      );
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
