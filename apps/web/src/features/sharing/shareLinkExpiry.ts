import { SHARE_LINK_DAYS_DEFAULT, SHARE_LINK_EXPIRY_CHOICES } from '@vigil/domain';

/** How long a new public link works, in days (the domain's choices; 1 by default). */
export const SHARE_LINK_EXPIRY_DAYS = SHARE_LINK_EXPIRY_CHOICES;
export type ShareLinkExpiryDays = (typeof SHARE_LINK_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_LINK_EXPIRY_DAYS: ShareLinkExpiryDays = SHARE_LINK_DAYS_DEFAULT;
