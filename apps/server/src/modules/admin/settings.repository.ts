import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, companySettings } from '../../db/schema.js';
import { customerNameTaken, lockCompanyNames } from './companies.repository.js';

export interface ServiceContactRecord {
  name: string;
  email: string | null;
  phone: string | null;
}

/** A company's settings as stored; defaults stand in for a company that never saved any. */
export interface CompanySettingsRecord {
  customerId: number;
  name: string;
  defaultRoles: string[];
  emailAlertsDefault: boolean;
  smsAlertsDefault: boolean;
  serviceContacts: ServiceContactRecord[];
  helpDeskEmail: string | null;
  /** Kept on the server only: the API tells whether one is set, never what it is. */
  helpDeskToken: string | null;
  helpDeskDomain: string | null;
  livestreamUrl: string | null;
}

/** What a save changes: the columns given, and the company's name when given. */
export interface CompanySettingsWrite {
  name?: string | undefined;
  defaultRoles?: string[] | undefined;
  emailAlertsDefault?: boolean | undefined;
  smsAlertsDefault?: boolean | undefined;
  serviceContacts?: ServiceContactRecord[] | undefined;
  helpDeskEmail?: string | null | undefined;
  helpDeskToken?: string | null | undefined;
  helpDeskDomain?: string | null | undefined;
  livestreamUrl?: string | null | undefined;
}

function contactsOf(value: unknown): ServiceContactRecord[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Record<string, unknown>) => ({
    name: typeof item.name === 'string' ? item.name : '',
    email: typeof item.email === 'string' ? item.email : null,
    phone: typeof item.phone === 'string' ? item.phone : null,
  }));
}

export function createSettingsRepository(db: Database) {
  return {
    /** The customer's settings, or null when there is no such customer. */
    async of(customerId: number): Promise<CompanySettingsRecord | null> {
      const [row] = await db
        .select({ account: accounts, settings: companySettings })
        .from(accounts)
        .leftJoin(companySettings, eq(companySettings.customerId, accounts.id))
        .where(eq(accounts.id, customerId));
      if (!row || row.account.kind !== 'CUSTOMER') return null;
      const { settings } = row;
      return {
        customerId,
        name: row.account.name,
        defaultRoles: settings?.defaultRoles ?? [],
        emailAlertsDefault: settings?.emailAlertsDefault ?? true,
        smsAlertsDefault: settings?.smsAlertsDefault ?? false,
        serviceContacts: contactsOf(settings?.serviceContacts),
        helpDeskEmail: settings?.helpDeskEmail ?? null,
        helpDeskToken: settings?.helpDeskToken ?? null,
        helpDeskDomain: settings?.helpDeskDomain ?? null,
        livestreamUrl: settings?.livestreamUrl ?? null,
      };
    },

    /**
     * Saves a change in one transaction: the name on the account (refused with 'taken' when
     * another customer of the same partner has it) and the settings row, made on first save.
     */
    async save(customerId: number, change: CompanySettingsWrite): Promise<'saved' | 'taken'> {
      const { name, ...columns } = change;
      return db.transaction(async (tx) => {
        if (name !== undefined) {
          const [account] = await tx
            .select({ parentId: accounts.parentId })
            .from(accounts)
            .where(eq(accounts.id, customerId));
          const parentId = account?.parentId ?? null;
          await lockCompanyNames(tx, parentId);
          if (await customerNameTaken(tx, parentId, name, customerId)) return 'taken';
          await tx.update(accounts).set({ name }).where(eq(accounts.id, customerId));
        }
        const set = Object.fromEntries(
          Object.entries(columns).filter(([, value]) => value !== undefined),
        );
        await tx
          .insert(companySettings)
          .values({ customerId, ...set })
          .onConflictDoUpdate({
            target: companySettings.customerId,
            set: { ...set, updatedAt: sql`now()` },
          });
        return 'saved';
      });
    },
  };
}
