// View rules of spec core §3, §4, §5 and §9: view types and settings, screen sizes and grid
// breakpoints, view names, permissions and alert kinds.
import { requiredText } from './fields.js';
import { messages } from './messages.js';
import { invalidViewNameChars } from './validation.js';

/** Every view type; overlay views are made by addOverlayView only (they need an image). */
export const VIEW_TYPES = ['dashboard', 'asset', 'overlay'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const DEFAULT_VIEW_TYPE: ViewType = 'dashboard';
/** The types newView makes. */
export const NEW_VIEW_TYPES: readonly ViewType[] = ['dashboard', 'asset'];

/** My Views settings a user starts with. */
export const DEFAULT_VIEW_SETTINGS = {
  disconnected: false,
  maintenance: false,
  defaultView: 'map',
} as const;

/** Screen width breakpoints in pixels. */
export const SCREEN_WIDTH_BREAKPOINTS = [320, 768, 996, 1200] as const;
/** The widget grid's breakpoints: the minimum width of each layout. */
export const GRID_BREAKPOINTS = { lg: 1200, md: 996, sm: 768, xxs: 320 } as const;
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;

/** Saved layouts: mobile (xxs; a template previews it as xs) and desktop (lg). */
export const SCREEN_SIZES = ['xxs', 'lg'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];
/** Template preview sizes in the route /preview/{xs|lg}. */
export const PREVIEW_SIZES = ['xs', 'lg'] as const;
export type PreviewSize = (typeof PREVIEW_SIZES)[number];

/** The view page's Screen Size menu. */
export const VIEW_SIZES = ['auto', 'mobile', 'desktop'] as const;
export type ViewSize = (typeof VIEW_SIZES)[number];
export const VIEW_SIZE_LABELS: Record<ViewSize, string> = {
  auto: 'Auto',
  mobile: 'Mobile',
  desktop: 'Desktop',
};

/** Large (desktop) is chosen when the width reaches the large breakpoint. */
export function screenSizeForWidth(width: number): ScreenSize {
  return width >= GRID_BREAKPOINTS.lg ? 'lg' : 'xxs';
}

/** The layout a view page shows: the chosen view size, or for Auto the window's. */
export function layoutScreenSize(viewSize: ViewSize, width: number): ScreenSize {
  if (viewSize === 'mobile') return 'xxs';
  if (viewSize === 'desktop') return 'lg';
  return screenSizeForWidth(width);
}

export const VIEW_PAGE_MODES = ['edit', 'header', 'share'] as const;
export type ViewPageMode = (typeof VIEW_PAGE_MODES)[number];

/** View-level permissions and the per-user alert kinds (core §3, §4, §6). */
export const VIEW_PERMISSIONS = ['read', 'update', 'delete', 'share'] as const;
export type ViewPermission = (typeof VIEW_PERMISSIONS)[number];
export const VIEW_ALERT_KINDS = ['yellow', 'red', 'disconnected', 'cleared'] as const;
export type ViewAlertKind = (typeof VIEW_ALERT_KINDS)[number];

/** A view name: required, without the flagged characters (the message lists those present). */
export const viewNameSchema = requiredText().superRefine((name, ctx) => {
  const flagged = invalidViewNameChars(name);
  if (flagged.length > 0) {
    ctx.addIssue({ code: 'custom', message: messages.viewNameInvalidChars(flagged) });
  }
});

/** Names are compared as users see them: trimmed and case-insensitive. */
export function sameViewName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** What a user may do with one view (spec core §6 view-level permissions). */
export interface ViewAccess {
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  canShare: boolean;
  isCreator: boolean;
  isPublic: boolean;
}

/**
 * A user's access to a view. Super users and the view's creator may do everything, and so may a
 * company manager (mc) of the view's customer. Otherwise the user's grant on the view counts
 * (update, delete or share imply read), and a public view can be read by anyone who may see its
 * customer. A user who may not see the customer gets nothing, whatever grant is stored.
 */
export function viewAccess(input: {
  isSuper: boolean;
  userId: string;
  canSeeCustomer: boolean;
  managesCompany: boolean;
  creatorId: string | null;
  isPublic: boolean;
  grant: { read: boolean; update: boolean; delete: boolean; share: boolean } | null;
}): ViewAccess {
  const isCreator = input.creatorId !== null && input.creatorId === input.userId;
  const none = { canRead: false, canUpdate: false, canDelete: false, canShare: false };
  if (!input.isSuper && !input.canSeeCustomer) {
    return { ...none, isCreator, isPublic: input.isPublic };
  }
  if (input.isSuper || isCreator || input.managesCompany) {
    return {
      canRead: true,
      canUpdate: true,
      canDelete: true,
      canShare: true,
      isCreator,
      isPublic: input.isPublic,
    };
  }
  const grant = input.grant;
  const canUpdate = grant?.update ?? false;
  const canDelete = grant?.delete ?? false;
  const canShare = grant?.share ?? false;
  const canRead = input.isPublic || (grant?.read ?? false) || canUpdate || canDelete || canShare;
  return { canRead, canUpdate, canDelete, canShare, isCreator, isPublic: input.isPublic };
}
