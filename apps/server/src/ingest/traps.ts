import { READING_MAX_AGE_MS, READING_MAX_FUTURE_MS, trapsRequestSchema } from '@vigil/domain';
import type { Database } from '../db/client.js';
import type { LivePublisher } from '../live/LivePublisher.js';
import { BadBatchError } from './parseReadingsRequest.js';
import { insertTraps } from './traps.repository.js';

/**
 * POST /gateway/v1/traps: checks the whole request first, so a refused one stores nothing, then
 * stores every trap in one statement and pushes each one filed under an equipment to that
 * equipment's live room (the Traps page); trap widgets read the table.
 */
export async function ingestTraps(
  db: Database,
  live: Pick<LivePublisher, 'publishTrap'>,
  gateway: { id: number; customerId: number },
  body: unknown,
  now: number,
): Promise<{ stored: number }> {
  const parsed = trapsRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    throw new BadBatchError(`${where}: ${issue?.message ?? 'is invalid'}`);
  }
  const { traps } = parsed.data;
  // The same window as readings: a gateway clock far off would file traps where nobody looks.
  const earliest = now - READING_MAX_AGE_MS;
  const latest = now + READING_MAX_FUTURE_MS;
  const late = traps.findIndex((t) => t.receivedAt < earliest || t.receivedAt > latest);
  if (late >= 0) {
    throw new BadBatchError(
      `traps.${late}.receivedAt: must be epoch milliseconds within the last two years and at most ${READING_MAX_FUTURE_MS / 60_000} minutes ahead of the server's clock`,
    );
  }
  const stored = await insertTraps(db, gateway, traps);
  for (const trap of stored) {
    if (trap.equipmentId === null) continue;
    live.publishTrap(trap.equipmentId, {
      id: String(trap.id),
      oid: trap.oid,
      value: trap.value,
      createdAt: new Date(trap.receivedAt).toISOString(),
      equipmentID: String(trap.equipmentId),
      equipmentIP: trap.equipmentIP,
    });
  }
  return { stored: stored.length };
}
