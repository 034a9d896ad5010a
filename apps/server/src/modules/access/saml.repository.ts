import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  companySettings,
  samlConfigs,
  samlRequests,
  userPermissions,
  users,
} from '../../db/schema.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';

/** A company's single sign-on settings as stored, the service provider's private key included. */
export interface SamlConfigRecord {
  customerId: number;
  enabled: boolean;
  idpMetadataUrl: string | null;
  idpMetadataXml: string | null;
  idpEntityId: string | null;
  idpSsoUrl: string | null;
  idpCertificates: string[];
  spPrivateKey: string;
  spCertificate: string;
}

/** What a company gives the users its single sign-on creates. */
export interface NewUserDefaults {
  roles: string[];
  emailAlerts: boolean;
  smsAlerts: boolean;
}

export interface NewSamlUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  customerId: number;
  nameId: string | null;
}

/** Single sign-on's tables: companies' SAML settings, pending AuthnRequests, SSO-made users. */
export function createSamlRepository(db: Database) {
  return {
    async customerExists(customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, customerId), eq(accounts.kind, 'CUSTOMER')));
      return row !== undefined;
    },

    async findConfig(customerId: number): Promise<SamlConfigRecord | null> {
      const [row] = await db
        .select({
          customerId: samlConfigs.customerId,
          enabled: samlConfigs.enabled,
          idpMetadataUrl: samlConfigs.idpMetadataUrl,
          idpMetadataXml: samlConfigs.idpMetadataXml,
          idpEntityId: samlConfigs.idpEntityId,
          idpSsoUrl: samlConfigs.idpSsoUrl,
          idpCertificates: samlConfigs.idpCertificates,
          spPrivateKey: samlConfigs.spPrivateKey,
          spCertificate: samlConfigs.spCertificate,
        })
        .from(samlConfigs)
        .where(eq(samlConfigs.customerId, customerId));
      return row ?? null;
    },

    /** Whether the company signs its users in with single sign-on (public: no secret in it). */
    async isEnabled(customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ enabled: samlConfigs.enabled })
        .from(samlConfigs)
        .where(eq(samlConfigs.customerId, customerId));
      return row?.enabled ?? false;
    },

    /**
     * Stores the settings. The key pair is written only with the first row: a later save keeps the
     * pair already there (two first saves at once keep the first one's).
     */
    async saveConfig(record: SamlConfigRecord, now: Date): Promise<SamlConfigRecord> {
      const { customerId, spPrivateKey, spCertificate, ...settings } = record;
      await db
        .insert(samlConfigs)
        .values({ customerId, spPrivateKey, spCertificate, ...settings, updatedAt: now })
        .onConflictDoUpdate({
          target: samlConfigs.customerId,
          set: { ...settings, updatedAt: now },
        });
      const saved = await this.findConfig(customerId);
      if (!saved) throw new Error('saml config upsert left no row');
      return saved;
    },

    /** Remembers an AuthnRequest's id until its response comes (any server process may take it). */
    async saveRequest(id: string, customerId: number, now: Date): Promise<void> {
      await db.insert(samlRequests).values({ id, customerId, createdAt: now });
    },

    /**
     * Takes the request a response answers, once: true when it was pending for this company and
     * made after `since`. A second response to the same request finds nothing.
     */
    async claimRequest(id: string, customerId: number, since: Date): Promise<Date | null> {
      const [row] = await db
        .delete(samlRequests)
        .where(and(eq(samlRequests.id, id), eq(samlRequests.customerId, customerId)))
        .returning({ createdAt: samlRequests.createdAt });
      return row && row.createdAt > since ? row.createdAt : null;
    },

    async deleteRequest(id: string, customerId: number): Promise<void> {
      await db
        .delete(samlRequests)
        .where(and(eq(samlRequests.id, id), eq(samlRequests.customerId, customerId)));
    },

    /** Drops requests whose response never came. */
    async deleteRequestsBefore(before: Date): Promise<void> {
      await db.delete(samlRequests).where(lt(samlRequests.createdAt, before));
    },

    /** The company settings page's defaults for new users (none set: no roles, e-mail alerts). */
    async newUserDefaults(customerId: number): Promise<NewUserDefaults> {
      const [row] = await db
        .select({
          roles: companySettings.defaultRoles,
          emailAlerts: companySettings.emailAlertsDefault,
          smsAlerts: companySettings.smsAlertsDefault,
        })
        .from(companySettings)
        .where(eq(companySettings.customerId, customerId));
      return row ?? { roles: [], emailAlerts: true, smsAlerts: false };
    },

    /** The company's user that the identity provider knows by this NameID. */
    async findUserIdByNameId(customerId: number, nameId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.samlNameId, nameId)));
      return row?.id ?? null;
    },

    async setNameId(userId: number, nameId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ samlNameId: nameId, updatedAt: now })
        .where(eq(users.id, userId));
    },

    /**
     * A user made by single sign-on: no password, the company's default roles. Null when the
     * address was taken meanwhile (another sign-in of the same person at the same moment).
     */
    async createUser(
      user: NewSamlUser,
      defaults: NewUserDefaults,
      roles: readonly string[],
    ): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email: user.email,
              passwordHash: null,
              firstName: user.firstName,
              lastName: user.lastName,
              saml: true,
              samlNameId: user.nameId,
              customerId: user.customerId,
              emailAlerts: defaults.emailAlerts,
              smsAlerts: defaults.smsAlerts,
            })
            .returning({ id: users.id });
          if (!row) throw new Error('user insert returned no row');
          if (roles.length > 0) {
            await tx
              .insert(userPermissions)
              .values(roles.map((code) => ({ userId: row.id, customerId: user.customerId, code })));
          }
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
