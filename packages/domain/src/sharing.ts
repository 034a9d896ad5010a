// Sharing a view (spec core §2 Permissions & Sharing and /shared/{token}, §3 Share link, §7).

import { AUTOCOMPLETE_MAX_SUGGESTIONS } from './constants.js';

/** Most addresses one addViewUser call shares with. */
export const SHARE_ADDRESSES_MAX = 50;
/** Most users the share autocomplete lists (spec access §9: at most 5 suggestions). */
export const SHARE_USERS_MAX = AUTOCOMPLETE_MAX_SUGGESTIONS;
/** The longest share search: an e-mail address's length. */
export const SHARE_QUERY_MAX = 254;
/** How long a public link works, in days: one unless asked, at most a year. */
export const SHARE_LINK_DAYS_DEFAULT = 1;
export const SHARE_LINK_DAYS_MAX = 365;
/** The expiries the sharing dialog offers, in days. */
export const SHARE_LINK_EXPIRY_CHOICES = [1, 7, 30, 90, 365] as const;
