// Business constants of the specs (access §9, core §9) and of our own sign-in policy. Rules
// with their own module (password, upload, widgets, equipment, gateway actions, time ranges,
// heat maps) keep their constants there.

export const DEFAULT_PAGE_TITLE = 'Untitled Page';

/** The load and save cycle every request goes through (core §4, access §4). */
export const REQUEST_STATES = ['BEFORE_FETCH', 'FETCHING', 'FETCH_SUCCESS', 'FETCH_ERROR'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

// timing
export const SNACKBAR_HIDE_MS = 4000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CAROUSEL_INTERVAL_MS = 10_000;
/** The live socket re-authenticates this long after an auth failure, then rejoins. */
export const SOCKET_REAUTH_RETRY_MS = 10_000;
/** The MFA code is verified this long after typing stops. */
export const MFA_VERIFY_DEBOUNCE_MS = 700;
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Sign-in lockout: this many failures inside the window lock the account for the duration. */
export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  durationMs: 60 * 60 * 1000,
} as const;
/** How long a sign-in session lives without use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const MFA_CODE_LENGTH = 6;
/** `extensions.code` of the sign-in steps' refusals, which the web app maps to its banners. */
export const SIGN_IN_ERROR_CODES = {
  loginFailed: 'LOGIN_FAILED',
  lockedOut: 'LOCKED_OUT',
  totpInvalid: 'TOTP_INVALID',
} as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[keyof typeof SIGN_IN_ERROR_CODES];

export const USER_TYPES = ['REGULAR', 'DISTRO'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ACCOUNT_KINDS = ['PARTNER', 'OEM', 'CUSTOMER'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['SMS', 'EMAIL'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

// lists and paging
export const EQUIPMENT_LIST_LIMIT = 200;
export const GATEWAYS_PAGE_SIZE = 50;
export const USERS_PAGE_SIZE = 50;
export const USER_LIST_ROW_HEIGHT = 48;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;

/** The customer name in the user menu is cut to 15 characters plus an ellipsis. */
export const CUSTOMER_NAME_MENU_MAX = 15;

export function truncateCustomerName(name: string): string {
  const chars = [...name];
  return chars.length > CUSTOMER_NAME_MENU_MAX
    ? `${chars.slice(0, CUSTOMER_NAME_MENU_MAX).join('')}…`
    : name;
}

// look
export const ICON_COLOR = '#757575';
export const ICON_DISABLED_COLOR = '#DDDDDD';
export const DISPLAY_ICONS_DEFAULT = true;
/** Viewport assumed when there is no window (server rendering, reports). */
export const DEFAULT_VIEWPORT = { width: 1366, height: 768 } as const;

// files and images
export const IMAGE_REGION_DEFAULT = 'us-east-2';
/** Thumbnail bucket suffixes; full size has none. */
export const THUMBNAIL_SUFFIXES = { med: '-med', lg: '-lg', full: '' } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SUFFIXES;
