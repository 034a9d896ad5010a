import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Partners, OEMs and customers as one tree: a partner or OEM is the parent of its customers. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['PARTNER', 'OEM', 'CUSTOMER'] }).notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_parent_idx').on(t.parentId),
    check('accounts_kind_check', sql`${t.kind} in ('PARTNER', 'OEM', 'CUSTOMER')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    isSuper: boolean('is_super').notNull().default(false),
    saml: boolean('saml').notNull().default(false),
    /** Base32 TOTP secret once MFA is activated. */
    totpSecret: text('totp_secret'),
    homeUrl: text('home_url'),
    userType: text('user_type', { enum: ['REGULAR', 'DISTRO'] })
      .notNull()
      .default('REGULAR'),
    customerId: integer('customer_id').references(() => accounts.id),
    partnerId: integer('partner_id').references(() => accounts.id),
    partnerAdmin: boolean('partner_admin').notNull().default(false),
    emailAlerts: boolean('email_alerts').notNull().default(true),
    smsAlerts: boolean('sms_alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_customer_idx').on(t.customerId),
    index('users_partner_idx').on(t.partnerId),
    check('users_user_type_check', sql`${t.userType} in ('REGULAR', 'DISTRO')`),
  ],
);

/** Permission codes a user holds on a customer (spec access §3). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId, t.code] })],
);

/** Server-side sessions; the cookie carries a random token whose SHA-256 is the id here. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Password accepted, authenticator code still needed. */
    totpPending: boolean('totp_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every sign-in attempt, by e-mail as typed (normalised), whether or not the account exists. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_time_idx').on(t.email, t.createdAt)],
);

/** An e-mail address locked out of sign-in until a time. */
export const loginLockouts = pgTable('login_lockouts', {
  email: text('email').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
