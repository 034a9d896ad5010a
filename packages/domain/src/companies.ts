// Companies (spec access §2 "Home and general shell", §3 admin state, §6 roles): the rules the
// server's company calls and the web's Companies list, browse-as menu and Settings page share.
import { z } from 'zod';
import { messages } from './messages.js';
import { isPermissionCode } from './permissions.js';
import { userAdminMessages } from './userAdmin.js';
import { isEmail, isPhone } from './validation.js';

/** The customer name in the browse-as menu is cut to this many characters (spec access §9). */
export const CUSTOMER_NAME_MENU_MAX = 15;
/** The Companies list's page. */
export const COMPANIES_PAGE_SIZE = 50;
/** Service contacts a company keeps (the input limit of CompanySettingsInput.serviceContacts). */
export const SERVICE_CONTACTS_MAX = 20;

/** Refusals and confirmations of the company calls (ours: the spec names only the fields). */
export const companyMessages = {
  nameTaken: (name: string) => `There is already a company named ${name}`,
  notAPartner: 'Choose a partner or OEM account to create the company under.',
  renameNeedsManageCompany: 'Only users who can manage the company can rename it.',
  livestreamUrl: 'The livestream address must be an http:// or https:// URL.',
  helpDeskDomain: 'Enter a domain name, such as acme.zendesk.com.',
  settingsSaved: 'Settings saved.',
  created: (name: string) => `${name} was created.`,
} as const;

/**
 * The customer name as the browse-as menu shows it: at most 15 characters, then an ellipsis
 * (spec access §2). Counted in characters as a reader sees them, so an emoji is never split.
 */
export function menuCustomerName(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length <= CUSTOMER_NAME_MENU_MAX) return characters.join('');
  return `${characters.slice(0, CUSTOMER_NAME_MENU_MAX).join('')}…`;
}

/** A company's name as stored and compared: trimmed, inner runs of spaces made one. */
export function normalizeCompanyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** An http:// or https:// address (the livestream). */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN_PATTERN = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})+$`, 'i');

/** A host name with at least two labels (the help desk's domain, e.g. acme.zendesk.com). */
export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

/** Text that is either blank (cleared) or passes the check; trimmed. */
const blankOr = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), message);

export const serviceContactSchema = z.object({
  name: z.string({ error: messages.required }).trim().min(1, messages.required),
  email: blankOr(isEmail, messages.invalidEmail).nullish(),
  phone: blankOr(isPhone, messages.invalidPhone).nullish(),
});
export type ServiceContactInput = z.infer<typeof serviceContactSchema>;

/**
 * A change of a company's settings (CompanySettingsInput): every field optional, a field left
 * out (or null) kept; blank text clears an optional one, and a blank help-desk token removes the
 * stored token. Roles must be permission codes.
 */
export const companySettingsSchema = z.object({
  name: z
    .string()
    .transform(normalizeCompanyName)
    .pipe(z.string().min(1, messages.required))
    .nullish(),
  defaultRoles: z
    .array(z.string())
    .superRefine((roles, ctx) => {
      const unknown = roles.find((role) => !isPermissionCode(role));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: userAdminMessages.unknownRole(unknown) });
      }
    })
    .nullish(),
  emailAlertsDefault: z.boolean().nullish(),
  smsAlertsDefault: z.boolean().nullish(),
  serviceContacts: z.array(serviceContactSchema).max(SERVICE_CONTACTS_MAX).nullish(),
  helpDeskEmail: blankOr(isEmail, messages.invalidEmail).nullish(),
  helpDeskToken: z.string().trim().nullish(),
  helpDeskDomain: blankOr(isDomainName, companyMessages.helpDeskDomain).nullish(),
  livestreamURL: blankOr(isHttpUrl, companyMessages.livestreamUrl).nullish(),
});
export type CompanySettingsChange = z.infer<typeof companySettingsSchema>;

/** The Settings page's tabs, in order; `page` in the address names the one to open. */
export const COMPANY_SETTINGS_TABS = [
  'general',
  'users',
  'sso',
  'contacts',
  'helpdesk',
  'livestream',
] as const;
export type CompanySettingsTab = (typeof COMPANY_SETTINGS_TABS)[number];

export const COMPANY_SETTINGS_TAB_LABELS: Record<CompanySettingsTab, string> = {
  general: 'General',
  users: 'User defaults',
  sso: 'SSO',
  contacts: 'Service contacts',
  helpdesk: 'Help desk',
  livestream: 'Livestream',
};

/** The tab a `page` query value opens: a known tab, else the first. */
export function companySettingsTab(page: string | null | undefined): CompanySettingsTab {
  const wanted = page?.trim().toLowerCase();
  return (COMPANY_SETTINGS_TABS as readonly string[]).includes(wanted ?? '')
    ? (wanted as CompanySettingsTab)
    : 'general';
}
