import DescriptionIcon from '@mui/icons-material/Description';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { SvgIconComponent } from '@mui/icons-material';
import { APP_ROUTES, matchesRoutePattern } from '@vigil/domain';
import { generatePath, matchPath } from 'react-router';
import type { SessionUser } from '../../app/SessionContext';
import { partnerTexts } from './partnerTexts';

/** The partner id of the super user's portal (spec access §6). */
export const SUPER_PORTAL_PARTNER_ID = '1';

type PortalUser = Pick<SessionUser, 'super' | 'partnerID'>;

/** The portal a user opens from the user menu: 1 for super users, else their partner's; none without one. */
export function portalPartnerID(user: PortalUser): string | null {
  if (user.super) return SUPER_PORTAL_PARTNER_ID;
  return user.partnerID ?? null;
}

/** Who may open /partners/{id}: super users, and the users of that partner. */
export function mayOpenPortal(user: PortalUser, partnerID: string): boolean {
  return Boolean(user.super) || (user.partnerID != null && user.partnerID === partnerID);
}

/**
 * The partner whose records a page lists: the address's, except a super user's own portal
 * (partner 1), which shows every partner's (null).
 */
export function portalScope(user: PortalUser, partnerID: string): string | null {
  return user.super && partnerID === SUPER_PORTAL_PARTNER_ID ? null : partnerID;
}

/** One item of the partner menu (spec access §2 partner portal). */
export interface PartnerMenuItem {
  key: string;
  label: string;
  icon: SvgIconComponent;
  to: string;
  /** Route patterns whose pages mark this item as current. */
  owns: readonly string[];
}

/**
 * The partner menu: Proposals (My Proposals for super users), Docs, Users, Home; super users also
 * All Quotes, All Orders, Licenses and the partner list.
 */
export function partnerMenuItems(user: PortalUser, partnerID: string): PartnerMenuItem[] {
  const path = (route: string) => generatePath(route, { partnerID });
  const items: PartnerMenuItem[] = [
    {
      key: 'proposals',
      label: user.super ? partnerTexts.menu.myProposals : partnerTexts.menu.proposals,
      icon: RequestQuoteIcon,
      to: path(APP_ROUTES.partnerProposals),
      owns: [APP_ROUTES.partnerProposals, APP_ROUTES.partnerQuote, APP_ROUTES.partnerQuoteView],
    },
    {
      key: 'docs',
      label: partnerTexts.menu.docs,
      icon: DescriptionIcon,
      to: path(APP_ROUTES.partnerDocs),
      owns: [APP_ROUTES.partnerDocs],
    },
    {
      key: 'users',
      label: partnerTexts.menu.users,
      icon: PeopleIcon,
      to: path(APP_ROUTES.partnerUsers),
      owns: [APP_ROUTES.partnerUsers],
    },
  ];
  if (user.super) {
    items.push(
      {
        key: 'quotes',
        label: partnerTexts.menu.allQuotes,
        icon: ReceiptLongIcon,
        to: path(APP_ROUTES.partnerQuotes),
        owns: [APP_ROUTES.partnerQuotes],
      },
      {
        key: 'orders',
        label: partnerTexts.menu.allOrders,
        icon: ShoppingCartIcon,
        to: path(APP_ROUTES.partnerOrdersV2),
        owns: [APP_ROUTES.partnerOrdersV2],
      },
      {
        key: 'licenses',
        label: partnerTexts.menu.licenses,
        icon: VerifiedIcon,
        to: path(APP_ROUTES.partnerLicenses),
        owns: [APP_ROUTES.partnerLicenses],
      },
      {
        key: 'list',
        label: partnerTexts.menu.partners,
        icon: GroupsIcon,
        to: path(APP_ROUTES.partnerList),
        owns: [APP_ROUTES.partnerList],
      },
    );
  }
  items.push({
    key: 'home',
    label: partnerTexts.menu.home,
    icon: HomeIcon,
    to: APP_ROUTES.home,
    owns: [],
  });
  return items;
}

/** The partner whose portal the address is in, or null outside the portal (the public survey and
 * the partner's forgot-password form are not in it). */
export function portalPartnerOfPath(pathname: string): string | null {
  if (
    matchPath(APP_ROUTES.publicSurvey, pathname) ||
    matchPath(APP_ROUTES.partnerForgotPassword, pathname)
  ) {
    return null;
  }
  return matchPath('/partners/:partnerID/*', pathname)?.params.partnerID ?? null;
}

/** The menu item of the page at `pathname`, if any. */
export function currentPartnerMenuItem(
  items: readonly PartnerMenuItem[],
  pathname: string,
): PartnerMenuItem | null {
  return (
    items.find((item) => item.owns.some((pattern) => matchesRoutePattern(pattern, pathname))) ??
    null
  );
}
