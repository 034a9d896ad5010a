import { keySegmentOf } from './FileStore.js';

// Where each kind of upload lives in the file store. Image keys keep the layout images had on
// disk before the store (ADR 006), so files already under VIGIL_DATA_DIR/images stay valid.

/** A file name's extension as a key's stored name ends in it ('.pdf'), lower-cased; '' without one. */
export function keyExtensionOf(filename: string): string {
  return (/\.[a-zA-Z0-9]{1,10}$/.exec(keySegmentOf(filename))?.[0] ?? '').toLowerCase();
}

/** An image's key: two hex characters of sub-folder keep directories small. */
export function imageKey(id: string): string {
  return `images/${id.slice(0, 2)}/${id}`;
}

/**
 * An equipment file's key, under its customer and equipment. The stored name holds the file's
 * random id (spec core §5) and its extension; when the original name is kept, that name is the
 * stored name, in a folder named by the id so that two uploads of one name never collide.
 */
export function equipmentFileKey(file: {
  customerId: number;
  equipmentId: number;
  id: string;
  filename: string;
  keepName: boolean;
}): string {
  const folder = `equipment/${file.customerId}/${file.equipmentId}`;
  const name = keySegmentOf(file.filename);
  if (file.keepName) return `${folder}/${file.id}/${name}`;
  return `${folder}/${file.id}${keyExtensionOf(file.filename)}`;
}
