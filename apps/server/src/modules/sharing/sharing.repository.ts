import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { numberArray } from '../../db/sqlArrays.js';
import { shareLinks, users, viewUsers, views } from '../../db/schema.js';
import { createInvitationsRepository } from '../access/invitations.repository.js';

/** Rights on a view as a grant row stores them. */
export interface GrantRights {
  read: boolean;
  update: boolean;
  delete: boolean;
  share: boolean;
}

/** A user of the view's customer who may read it, with what the rule needs and the row holds. */
export interface ViewMemberRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isSuper: boolean;
  managesCompany: boolean;
  /** Null when the user has no row on the view. */
  grant: GrantRights | null;
  alerts: { yellow: boolean; red: boolean; disconnected: boolean; cleared: boolean };
}

/** A user found by address, with the customer they belong to. */
export interface AddressUser {
  id: number;
  email: string;
  customerId: number | null;
  isSuper: boolean;
}

/** One share link as the list of links shows it. */
export interface ShareLinkRow {
  id: number;
  viewId: number;
  createdAt: Date;
  expireAt: Date;
  revokedAt: Date | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
}

/** Whose links a list reads: the caller, the customers in scope and those they manage. */
export interface SharerScope {
  userId: number;
  customerIds: number[] | 'all';
  /** Customers whose every view the caller may share (super users: all; managers: theirs). */
  fullCustomerIds: number[] | 'all';
}

export interface ShareLinkFilter {
  viewId?: number | undefined;
  /** A part of the view's name. */
  query?: string | undefined;
  /** Expired and revoked links too. */
  withStatus: boolean;
}

/** Most users a view's list holds (a public view is read by everyone of its customer). */
export const VIEW_MEMBERS_MAX = 1000;

const inList = (column: SQL, ids: number[] | 'all'): SQL =>
  ids === 'all' ? sql`true` : sql`${column} = any(${numberArray(ids)}::int[])`;

/**
 * View sharing (spec core §3 View user, Share link): who reads a view and why, the grants of
 * Permissions & Sharing, invitations of new addresses, and public links (kept as token hashes).
 */
export function createSharingRepository(db: Database) {
  return {
    /**
     * The users of the view's customer (super users aside, spec core §5) who may read it: its
     * creator, those who manage the company (mc), everyone when it is public, and those with a
     * grant; each with their grant and alert kinds. The domain's rule has the last word.
     */
    async viewMembers(viewId: number): Promise<ViewMemberRow[]> {
      const rows = await queryRows<{
        id: number;
        email: string;
        first_name: string | null;
        last_name: string | null;
        is_super: boolean;
        manages_company: boolean;
        can_read: boolean | null;
        can_update: boolean | null;
        can_delete: boolean | null;
        can_share: boolean | null;
        alert_yellow: boolean | null;
        alert_red: boolean | null;
        alert_disconnected: boolean | null;
        alert_cleared: boolean | null;
      }>(
        db,
        sql`select u.id, u.email, u.first_name, u.last_name, u.is_super, m.manages_company,
            g.can_read, g.can_update, g.can_delete, g.can_share, g.alert_yellow, g.alert_red,
            g.alert_disconnected, g.alert_cleared
          from views v
          join users u on u.customer_id = v.customer_id and not u.is_super
          left join view_users g on g.view_id = v.id and g.user_id = u.id
          cross join lateral (select exists (select 1 from user_permissions p
            where p.user_id = u.id and p.customer_id = v.customer_id and p.code = 'mc')
            as manages_company) m
          where v.id = ${viewId} and (v.is_public or v.creator_id = u.id or m.manages_company
            or coalesce(g.can_read or g.can_update or g.can_delete or g.can_share, false))
          order by u.email
          limit ${VIEW_MEMBERS_MAX}`,
      );
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        isSuper: row.is_super,
        managesCompany: row.manages_company,
        grant:
          row.can_read === null
            ? null
            : {
                read: row.can_read,
                update: Boolean(row.can_update),
                delete: Boolean(row.can_delete),
                share: Boolean(row.can_share),
              },
        alerts: {
          yellow: Boolean(row.alert_yellow),
          red: Boolean(row.alert_red),
          disconnected: Boolean(row.alert_disconnected),
          cleared: Boolean(row.alert_cleared),
        },
      }));
    },

    /**
     * Users of the customer (super users aside) whose address holds the search text, those
     * starting with it first, then by address.
     */
    async customerUsersByEmail(customerId: number, search: string, limit: number) {
      const needle = search.toLowerCase();
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.customerId, customerId),
            eq(users.isSuper, false),
            sql`${users.email} like ${`%${escapeLike(needle)}%`}`,
          ),
        )
        .orderBy(sql`${users.email} like ${`${escapeLike(needle)}%`} desc`, users.email)
        .limit(limit);
    },

    /** The users of these (normalised) addresses; addresses of no user are absent. */
    async usersByEmail(emails: readonly string[]): Promise<AddressUser[]> {
      if (emails.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          customerId: users.customerId,
          isSuper: users.isSuper,
        })
        .from(users)
        .where(inArray(users.email, [...emails]));
    },

    /**
     * Gives a user read on the view, and update or share when asked; rights and alert kinds the
     * user already had stay.
     */
    async grant(viewId: number, userId: number, rights: { update: boolean; share: boolean }) {
      await grantRead(db, viewId, userId, rights);
    },

    /**
     * Creates a user of the customer for an address with no account (no password: they set it
     * through the invitation), the invitation (access's invitations repository: its token's
     * hash, working until expireAt) and
     * their grant on the view, all or nothing. Null, writing nothing, when the address was taken
     * meanwhile.
     */
    async invite(values: {
      email: string;
      customerId: number;
      viewId: number;
      rights: { update: boolean; share: boolean };
      tokenHash: string;
      invitedBy: number;
      expireAt: Date;
    }): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: values.email, customerId: values.customerId })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) return null;
        await createInvitationsRepository(tx).create({
          userId: user.id,
          tokenHash: values.tokenHash,
          invitedBy: values.invitedBy,
          expireAt: values.expireAt,
        });
        await grantRead(tx, values.viewId, user.id, values.rights);
        return user.id;
      });
    },

    /** The grant rows of these users on the view, by user. */
    async grantsOf(viewId: number, userIds: readonly number[]): Promise<Map<number, GrantRights>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: viewUsers.userId,
          read: viewUsers.canRead,
          update: viewUsers.canUpdate,
          delete: viewUsers.canDelete,
          share: viewUsers.canShare,
        })
        .from(viewUsers)
        .where(and(eq(viewUsers.viewId, viewId), inArray(viewUsers.userId, [...userIds])));
      return new Map(rows.map(({ userId, ...rights }) => [userId, rights]));
    },

    /**
     * Saves users' rights on the view and, when given, whether it is public, all or nothing. A
     * row left with no right and no alert kind is deleted; alert kinds stay as they were.
     */
    async saveGrants(
      viewId: number,
      rows: readonly ({ userId: number } & GrantRights)[],
      isPublic: boolean | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (isPublic !== undefined) {
          await tx
            .update(views)
            .set({ isPublic, updatedAt: new Date() })
            .where(eq(views.id, viewId));
        }
        if (rows.length === 0) return;
        await tx
          .insert(viewUsers)
          .values(
            rows.map((row) => ({
              viewId,
              userId: row.userId,
              canRead: row.read,
              canUpdate: row.update,
              canDelete: row.delete,
              canShare: row.share,
            })),
          )
          .onConflictDoUpdate({
            target: [viewUsers.viewId, viewUsers.userId],
            set: {
              canRead: sql`excluded.can_read`,
              canUpdate: sql`excluded.can_update`,
              canDelete: sql`excluded.can_delete`,
              canShare: sql`excluded.can_share`,
            },
          });
        await tx.delete(viewUsers).where(
          and(
            eq(viewUsers.viewId, viewId),
            inArray(
              viewUsers.userId,
              rows.map((row) => row.userId),
            ),
            sql`not (${viewUsers.canRead} or ${viewUsers.canUpdate} or ${viewUsers.canDelete}
                or ${viewUsers.canShare} or ${viewUsers.alertYellow} or ${viewUsers.alertRed}
                or ${viewUsers.alertDisconnected} or ${viewUsers.alertCleared})`,
          ),
        );
      });
    },

    /** Takes the user's row off the view; false when there was none. */
    async deleteGrant(viewId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(viewUsers)
        .where(and(eq(viewUsers.viewId, viewId), eq(viewUsers.userId, userId)))
        .returning({ userId: viewUsers.userId });
      return rows.length > 0;
    },

    async insertLink(values: {
      viewId: number;
      customerId: number;
      tokenHash: string;
      createdBy: number;
      expireAt: Date;
    }): Promise<{ id: number }> {
      const [row] = await db.insert(shareLinks).values(values).returning({ id: shareLinks.id });
      if (!row) throw new Error('insert into share_links returned nothing');
      return row;
    },

    async linkById(id: number) {
      const [row] = await db
        .select({
          id: shareLinks.id,
          viewId: shareLinks.viewId,
          customerId: shareLinks.customerId,
        })
        .from(shareLinks)
        .where(eq(shareLinks.id, id));
      return row;
    },

    /** Stops a link now; one already revoked keeps its time. */
    async revokeLink(id: number): Promise<void> {
      await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
    },

    /** A page of the links of the views the sharer may share, newest first. */
    async links(
      sharer: SharerScope,
      filter: ShareLinkFilter,
      page: { limit: number; offset: number },
      now: Date,
    ): Promise<ShareLinkRow[]> {
      const mayShare = or(
        inList(sql`${views.customerId}`, sharer.fullCustomerIds),
        eq(views.creatorId, sharer.userId),
        eq(viewUsers.canShare, true),
      );
      return db
        .select({
          id: shareLinks.id,
          viewId: shareLinks.viewId,
          createdAt: shareLinks.createdAt,
          expireAt: shareLinks.expireAt,
          revokedAt: shareLinks.revokedAt,
          creatorFirstName: users.firstName,
          creatorLastName: users.lastName,
          creatorEmail: users.email,
        })
        .from(shareLinks)
        .innerJoin(views, eq(views.id, shareLinks.viewId))
        .leftJoin(
          viewUsers,
          and(eq(viewUsers.viewId, views.id), eq(viewUsers.userId, sharer.userId)),
        )
        .leftJoin(users, eq(users.id, shareLinks.createdBy))
        .where(
          and(
            inList(sql`${shareLinks.customerId}`, sharer.customerIds),
            mayShare,
            filter.viewId === undefined ? undefined : eq(shareLinks.viewId, filter.viewId),
            filter.query ? sql`${views.name} ilike ${`%${escapeLike(filter.query)}%`}` : undefined,
            filter.withStatus
              ? undefined
              : and(isNull(shareLinks.revokedAt), gt(shareLinks.expireAt, now)),
          ),
        )
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;

/** Read, and update or share when asked, keeping the rights and alert kinds already held. */
async function grantRead(
  db: Executor,
  viewId: number,
  userId: number,
  rights: { update: boolean; share: boolean },
): Promise<void> {
  await db
    .insert(viewUsers)
    .values({ viewId, userId, canRead: true, canUpdate: rights.update, canShare: rights.share })
    .onConflictDoUpdate({
      target: [viewUsers.viewId, viewUsers.userId],
      set: {
        canRead: true,
        canUpdate: sql`${viewUsers.canUpdate} or excluded.can_update`,
        canShare: sql`${viewUsers.canShare} or excluded.can_share`,
      },
    });
}
