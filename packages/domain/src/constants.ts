// Business constants of the specs (access §9, core §9) and of our own sign-in policy.

export const DEFAULT_PAGE_TITLE = 'Untitled Page';
export const SNACKBAR_HIDE_MS = 4000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

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

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const USER_TYPES = ['REGULAR', 'DISTRO'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ACCOUNT_KINDS = ['PARTNER', 'OEM', 'CUSTOMER'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
