import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import FeedbackIcon from '@mui/icons-material/Feedback';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NotificationsIcon from '@mui/icons-material/Notifications';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PeopleIcon from '@mui/icons-material/People';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import { APP_ROUTES } from '@vigil/domain';
import { generatePath } from 'react-router';
import type { SessionUser } from './SessionContext';
import { sessionHasPermission } from './sessionPermission';
import { portalPartnerID } from '../features/partners/partnerMenu';

interface ShellMenuEntryBase {
  key: string;
  label: string;
  icon: SvgIconComponent;
  /**
   * Shown only to users it applies to (e.g. Partner Portal to users with a partner); all if absent.
   * `customer` is the company of the page (its {customer} segment), else the user's own.
   */
  shownTo?: (user: SessionUser, customer: string | undefined) => boolean;
  /** The company's items, shown together under its name (cut to 15 characters). */
  group?: 'company';
}

/** A page of the app. */
export interface ShellMenuLink extends ShellMenuEntryBase {
  kind: 'link';
  to: (user: SessionUser, customer: string | undefined) => string;
}

/** Something the shell does rather than a page (spec /logout, What's New opening its drawer). */
export interface ShellMenuAction extends ShellMenuEntryBase {
  kind: 'signOut' | 'whatsNew' | 'setHomePage';
}

export type ShellMenuEntry = ShellMenuLink | ShellMenuAction;

/** Whether the page is another company's than the user's own (super users and partners). */
export function browsingAs(user: SessionUser, customer: string | undefined): boolean {
  return customer !== undefined && customer !== user.customer?.id;
}

/**
 * The signed-in overflow menu of spec access §2, listing only pages that exist; Partner Portal in
 * the spec's order after Sign out.
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
  {
    kind: 'link',
    key: 'libraries',
    label: 'Libraries',
    icon: LibraryBooksIcon,
    to: () => generatePath(APP_ROUTES.libraries, {}),
    // While browsing as another company, its own Libraries item below takes this place.
    shownTo: (user, customer) => !browsingAs(user, customer),
  },
  {
    kind: 'link',
    key: 'feedback',
    label: 'Send Feedback',
    icon: FeedbackIcon,
    to: () => APP_ROUTES.feedbackBug,
  },
  {
    kind: 'link',
    key: 'help',
    label: 'Help',
    icon: HelpOutlineIcon,
    to: () => APP_ROUTES.feedbackHelp,
  },
  { kind: 'whatsNew', key: 'whatsNew', label: "What's New", icon: NewReleasesIcon },
  {
    kind: 'link',
    key: 'account',
    label: 'My Account',
    icon: AccountCircleIcon,
    to: () => APP_ROUTES.account,
  },
  // The company's items (spec access §2 "when browsing as customer"): while browsing as another
  // company its Views, Equipment and Libraries; Set Home Page; and for users who manage its
  // users, Templates (when browsing), Users and Settings.
  ...(
    [
      ['companyViews', 'Views', DashboardIcon, APP_ROUTES.views],
      ['companyEquipment', 'Equipment', DevicesOtherIcon, APP_ROUTES.equipment],
      ['companyLibraries', 'Libraries', LibraryBooksIcon, APP_ROUTES.libraries],
    ] as const
  ).map(([key, label, icon, route]): ShellMenuLink => ({
    kind: 'link',
    key,
    label,
    icon,
    group: 'company',
    to: (_user, customer) => generatePath(route, { customer }),
    shownTo: browsingAs,
  })),
  {
    kind: 'setHomePage',
    key: 'setHomePage',
    group: 'company',
    label: 'Set Home Page',
    icon: HomeWorkIcon,
    shownTo: (_user, customer) => customer !== undefined,
  },
  {
    kind: 'link',
    key: 'companyTemplates',
    label: 'Templates',
    icon: ViewQuiltIcon,
    group: 'company',
    to: (_user, customer) => generatePath(APP_ROUTES.templates, { customer }),
    shownTo: (user, customer) =>
      browsingAs(user, customer) && sessionHasPermission(user, customer, 'mu'),
  },
  {
    kind: 'link',
    key: 'users',
    group: 'company',
    label: 'Users',
    icon: PeopleIcon,
    to: (_user, customer) => generatePath(APP_ROUTES.users, { customer }),
    shownTo: (user, customer) => sessionHasPermission(user, customer, 'mu'),
  },
  {
    kind: 'link',
    key: 'settings',
    label: 'Settings',
    icon: SettingsIcon,
    group: 'company',
    to: (_user, customer) => generatePath(APP_ROUTES.settings, { customer }),
    shownTo: (user, customer) => sessionHasPermission(user, customer, 'mu'),
  },
  { kind: 'signOut', key: 'signOut', label: 'Sign out', icon: LogoutIcon },
  {
    // Users with a partner, and super users (partner 1), spec access §2, §6.
    kind: 'link',
    key: 'partnerPortal',
    label: 'Partner Portal',
    icon: StorefrontIcon,
    to: (user) =>
      generatePath(APP_ROUTES.partnerProposals, { partnerID: portalPartnerID(user) ?? '' }),
    shownTo: (user) => portalPartnerID(user) !== null,
  },
];

/** The entries this user sees. */
export function shellMenuEntries(
  user: SessionUser,
  customer: string | undefined = user.customer?.id,
): ShellMenuEntry[] {
  return SHELL_MENU_ENTRIES.filter((entry) => entry.shownTo?.(user, customer) ?? true);
}
