import { parseId, requirePartner, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { noAccess } from '../../graphql/errors.js';
import type { UserRecord } from '../access/access.repository.js';

/** How a partner-portal record (quote, survey, order) is looked up by the API's references. */
export interface PartnerRecordLookup<Row> {
  byId(id: number): Promise<Row | null>;
  byVisibleId?(visibleId: string): Promise<Row | null>;
}

/**
 * A partner's record the user may act on (one of their partner's; any for super users), by id or
 * visible id; anything else, existing or not, is refused alike.
 */
export async function requirePartnerRecord<Row extends { partnerId: number }>(
  ctx: Pick<GraphQLContext, 'viewer'>,
  lookup: PartnerRecordLookup<Row>,
  ref: { id?: string | null; visibleID?: string | null },
): Promise<{ viewer: UserRecord; row: Row }> {
  const row = ref.id
    ? await lookup.byId(parseId(ref.id))
    : ref.visibleID && lookup.byVisibleId
      ? await lookup.byVisibleId(ref.visibleID.trim())
      : null;
  if (!row) {
    // Signed out is told so; a signed-in user learns nothing about what exists.
    requireViewer(ctx);
    throw noAccess();
  }
  return { viewer: requirePartner(ctx, row.partnerId), row };
}
