import { useId, useMemo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router';
import { PartnerMenuTabs } from '../features/partners/components/PartnerMenuTabs';
import {
  currentPartnerMenuItem,
  partnerMenuItems,
  portalPartnerOfPath,
} from '../features/partners/partnerMenu';
import { BrandMark, partnerLogoOf } from './BrandMark';
import { HeaderAlarmButton } from './HeaderAlarmButton';
import { NavDrawer } from './NavDrawer';
import { NavTabs } from './NavTabs';
import { usePageTitleState } from './PageTitleContext';
import type { SessionUser } from './SessionContext';
import { shellLocation } from './shellAreas';
import { useGoBack } from './useGoBack';
import { UserMenu } from './UserMenu';

/**
 * The signed-in top bar: back, brand, the areas' tabs, page title, the alarm count and the user
 * menu. Below the md breakpoint the tabs and brand move into a drawer behind a menu button and
 * the title truncates, so the bar fits a 360 px phone.
 */
export function Header({ user }: { user: SessionUser }) {
  const goBack = useGoBack();
  const { title } = usePageTitleState();
  const { pathname } = useLocation();
  const { customer, area } = useMemo(() => shellLocation(pathname), [pathname]);
  // On the partner portal's pages the partner menu takes the areas' place (spec access §2).
  const portalPartner = portalPartnerOfPath(pathname);
  const portalItems = portalPartner === null ? null : partnerMenuItems(user, portalPartner);
  const portalCurrent = portalItems ? currentPartnerMenuItem(portalItems, pathname) : null;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        {narrow ? (
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            aria-controls={drawerOpen ? drawerId : undefined}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <IconButton
          edge={narrow ? false : 'start'}
          color="inherit"
          aria-label="Back"
          onClick={goBack}
        >
          <ArrowBackIcon />
        </IconButton>
        {narrow ? null : (
          <>
            <BrandMark partnerLogo={partnerLogoOf(user)} />
            {portalItems ? (
              <PartnerMenuTabs items={portalItems} current={portalCurrent} />
            ) : (
              <NavTabs current={area} customer={customer} />
            )}
            <Divider
              orientation="vertical"
              flexItem
              sx={{ mx: 1, my: 1.5, borderColor: 'rgba(255,255,255,0.4)' }}
            />
          </>
        )}
        {/* Not a heading: each page renders its own, and one h1 per page keeps navigation clear. */}
        <Typography
          variant="subtitle1"
          component="div"
          noWrap
          data-testid="header-title"
          sx={{ minWidth: 0, flex: '0 1 auto' }}
        >
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {/* The customer in the address, else the user's own. */}
        <HeaderAlarmButton customerID={customer ?? user.customer?.id ?? undefined} />
        <UserMenu user={user} />
      </Toolbar>
      {narrow ? (
        <NavDrawer
          id={drawerId}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          current={area}
          customer={customer}
          partnerMenu={portalItems ? { items: portalItems, current: portalCurrent } : undefined}
        />
      ) : null}
    </AppBar>
  );
}
