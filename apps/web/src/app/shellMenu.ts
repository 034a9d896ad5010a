import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import type { SvgIconComponent } from '@mui/icons-material';
import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';
import type { SessionUser } from './SessionContext';

interface ShellMenuEntryBase {
  key: string;
  label: string;
  icon: SvgIconComponent;
  /** Shown only to users it applies to (e.g. Partner Portal to users with a partner); all if absent. */
  shownTo?: (user: SessionUser) => boolean;
}

/** A page of the app. */
export interface ShellMenuLink extends ShellMenuEntryBase {
  kind: 'link';
  to: (user: SessionUser) => string;
}

/** Something the shell does rather than a page (spec /logout). */
export interface ShellMenuAction extends ShellMenuEntryBase {
  kind: 'signOut';
}

export type ShellMenuEntry = ShellMenuLink | ShellMenuAction;

/**
 * The signed-in overflow menu of spec access §2, listing only pages that exist. Libraries, Send
 * Feedback, Help, What's New, My Account and Partner Portal join this list, in the spec's order
 * before Sign out, as their pages land.
 */
export const SHELL_MENU_ENTRIES: readonly ShellMenuEntry[] = [
  { kind: 'link', key: 'home', label: 'Home', icon: HomeIcon, to: () => APP_ROUTES.home },
  {
    kind: 'link',
    key: 'alerts',
    label: 'My Alerts',
    icon: NotificationsIcon,
    // The user's own customer; a user without one picks a customer on the page.
    to: (user) => generatePath(APP_ROUTES.alerts, { customer: user.customer?.id }),
  },
  { kind: 'signOut', key: 'signOut', label: 'Sign out', icon: LogoutIcon },
];

/** The entries this user sees. */
export function shellMenuEntries(user: SessionUser): ShellMenuEntry[] {
  return SHELL_MENU_ENTRIES.filter((entry) => entry.shownTo?.(user) ?? true);
}
