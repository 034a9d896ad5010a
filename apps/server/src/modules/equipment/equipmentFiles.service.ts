import { canSeeCustomer, equipmentLogMessages, ipFromPath, messages } from '@vigil/domain';
import {
  customerScope,
  inScope,
  parseId,
  permissionSubject,
  requirePermission,
  requireViewer,
} from '../../auth/access.js';
import { createOwnershipRepository } from '../../auth/ownership.repository.js';
import type { UploadQuota } from '../../files/uploadQuota.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { noAccess, notFound } from '../../graphql/errors.js';
import {
  createEquipmentFilesRepository,
  type EquipmentFileRow,
} from './equipmentFiles.repository.js';
import { authorName } from './equipmentLogs.repository.js';

// Equipment Files (spec core §2 …/{gatewayID}/ip/{equipmentIP}/files): files kept with an
// equipment in the file store, listed, downloaded and deleted. Adding and deleting a file is
// editing the equipment (ad2, which manage-gateways grants too); seeing them is seeing its
// customer. The bytes go through the HTTP routes of files/equipmentFiles.ts.

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'files'>;

const EQUIPMENT_FILES_PATH = '/files/equipment';

/**
 * Where a file is downloaded: the server checks access on every download, then streams it or
 * redirects to a fresh presigned URL (so a listed link never expires).
 */
export function equipmentFileUrl(equipmentId: number, key: string): string {
  return `${EQUIPMENT_FILES_PATH}/${equipmentId}/${key}`;
}

/** An equipment file as the API returns it (GraphQL EquipmentFile, and the upload's answer). */
export function toEquipmentFile(row: EquipmentFileRow) {
  return {
    key: row.id,
    fullKey: row.storedKey,
    filename: row.filename,
    type: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    userName: row.userName,
    url: equipmentFileUrl(row.equipmentId, row.id),
  };
}

const equipmentNotFound = () => notFound(messages.couldNotFindEquipment);

/**
 * The files of the gateway's equipment at an address (dots or underscores), newest first. A
 * gateway the user may not see answers as one without that equipment does.
 */
export async function listEquipmentFiles(
  ctx: Ctx,
  args: { gatewayID: string; equipmentIP: string; customerID?: string | null },
) {
  const scope = customerScope(ctx, args.customerID);
  const networkId = parseId(args.gatewayID);
  const owner = (await createOwnershipRepository(ctx.db).customersOf('gateway', [networkId])).get(
    networkId,
  );
  if (owner === undefined || !inScope(scope, owner)) throw equipmentNotFound();
  const repo = createEquipmentFilesRepository(ctx.db);
  const found = await repo.equipmentAt(networkId, ipFromPath(args.equipmentIP.trim()));
  if (found.length === 0) throw equipmentNotFound();
  const rows = await repo.list(found.map((row) => row.id));
  return rows.map(toEquipmentFile);
}

/**
 * An equipment the user may add files to or delete them from: noAccess when they may not see it
 * (or it is not there, or not of the customer named), insufficientPrivileges without ad2.
 */
export async function editableEquipment(
  ctx: Pick<Ctx, 'viewer' | 'db'>,
  equipmentID: string | number,
  customerID?: string | null,
) {
  requireViewer(ctx);
  const scope = customerScope(ctx, customerID);
  const found = await createEquipmentFilesRepository(ctx.db).equipment(parseId(equipmentID));
  if (!found || !inScope(scope, found.customerId)) throw noAccess();
  requirePermission(ctx, found.customerId, 'ad2');
  return found;
}

/**
 * Records a file kept in the store under `storedKey` for the equipment, with its log entry,
 * within the customer's storage quota; undefined when it does not fit (the caller then removes
 * the stored bytes). Access is the caller's (editableEquipment).
 */
export async function recordEquipmentFile(
  ctx: Ctx,
  quota: UploadQuota,
  file: {
    id: string;
    equipment: { id: number; customerId: number };
    storedKey: string;
    filename: string;
    contentType: string;
    size: number;
  },
) {
  const viewer = requireViewer(ctx);
  const repo = createEquipmentFilesRepository(ctx.db);
  let row: EquipmentFileRow | undefined;
  await quota.record(file.equipment.customerId, async () => {
    row = await repo.insertWithinQuota(
      {
        id: file.id,
        customerId: file.equipment.customerId,
        equipmentId: file.equipment.id,
        storedKey: file.storedKey,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        userId: viewer.id,
        userName: authorName(viewer),
      },
      quota.quotaBytes,
      {
        equipmentId: file.equipment.id,
        customerId: file.equipment.customerId,
        kind: 'files',
        message: equipmentLogMessages.fileUploaded(file.filename),
        user: viewer,
      },
    );
    return row !== undefined;
  });
  return row;
}

/** A file of an equipment, for a user who may see its customer; undefined otherwise. */
export async function downloadableFile(
  ctx: Pick<Ctx, 'viewer' | 'db'>,
  equipmentId: number,
  key: string,
) {
  if (!ctx.viewer) return undefined;
  const row = await createEquipmentFilesRepository(ctx.db).byKey(equipmentId, key);
  if (!row || !canSeeCustomer(permissionSubject(ctx.viewer), String(row.customerId))) {
    return undefined;
  }
  return row;
}

/**
 * Deletes a file of an equipment: the stored object first, then the row with its log entry, so
 * a failure leaves a row to delete again rather than a row without bytes. Needs ad2, as adding
 * one does: removing a document is editing the equipment, not deleting a device (dd2).
 */
export async function deleteEquipmentFile(
  ctx: Ctx,
  args: { equipmentID: string; key: string; customerID?: string | null },
) {
  const found = await editableEquipment(ctx, args.equipmentID, args.customerID);
  const repo = createEquipmentFilesRepository(ctx.db);
  const row = await repo.byKey(found.id, args.key);
  if (!row) throw noAccess();
  await ctx.files.remove(row.storedKey);
  return repo.delete(found.id, row.id, {
    equipmentId: found.id,
    customerId: found.customerId,
    kind: 'files',
    message: equipmentLogMessages.fileDeleted(row.filename),
    user: requireViewer(ctx),
  });
}

/**
 * Removes every file of these equipment, stored objects first, then their rows. Call it before
 * deleting equipment (its rows would go by cascade, but its objects would stay in the store).
 * Access is the caller's business. Returns how many files went.
 */
export async function removeEquipmentFiles(
  ctx: Pick<Ctx, 'db' | 'files'>,
  equipmentIds: readonly number[],
): Promise<number> {
  const repo = createEquipmentFilesRepository(ctx.db);
  const rows = await repo.ofEquipment(equipmentIds);
  for (const row of rows) await ctx.files.remove(row.storedKey);
  await repo.deleteRows(rows.map((row) => row.id));
  return rows.length;
}
