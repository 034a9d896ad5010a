import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { menuCustomerName } from '@vigil/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSignOut } from '../features/access/useSignOut';
import { SetHomePageDialog } from '../features/admin/components/SetHomePageDialog';
import { useBrowsingAs } from '../features/admin/hooks/useBrowsingAs';
import type { SessionUser } from './SessionContext';
import { shellMenuEntries } from './shellMenu';
import type { ShellMenuEntry } from './shellMenu';
import { shellLocation } from './shellAreas';
import { WhatsNewDrawer } from './WhatsNewDrawer';

function fullName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/**
 * The signed-in user's menu: who is signed in (name, e-mail, company), then the signed-in overflow
 * menu of the spec. One button rather than two keeps the bar narrow enough for a phone.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  const { signOut, signingOut } = useSignOut();
  const [whatsNewOpen, setWhatsNewOpen] = useState(false);
  const [homePageOpen, setHomePageOpen] = useState(false);
  // The company of the page (its {customer} segment), else the user's own.
  const { pathname } = useLocation();
  const customer = shellLocation(pathname).customer ?? user.customer?.id ?? undefined;
  const menuId = useId();
  const name = fullName(user);
  const company = user.customer?.name ?? user.partner?.name;
  // While browsing as another company, its items are listed under its name (spec access §2).
  const menuCompany = useBrowsingAs()?.name ?? null;
  const entries = shellMenuEntries(user, customer);

  const item = (entry: ShellMenuEntry) => {
    const content = (
      <>
        <ListItemIcon>
          <entry.icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{entry.label}</ListItemText>
      </>
    );
    switch (entry.kind) {
      case 'link':
        return (
          <MenuItem
            key={entry.key}
            component={RouterLink}
            to={entry.to(user, customer)}
            onClick={close}
          >
            {content}
          </MenuItem>
        );
      case 'signOut':
        return (
          <MenuItem key={entry.key} disabled={signingOut} onClick={() => void signOut()}>
            {content}
          </MenuItem>
        );
      case 'setHomePage':
        return (
          <MenuItem
            key={entry.key}
            onClick={() => {
              close();
              setHomePageOpen(true);
            }}
          >
            {content}
          </MenuItem>
        );
      case 'whatsNew':
        return (
          <MenuItem
            key={entry.key}
            onClick={() => {
              close();
              setWhatsNewOpen(true);
            }}
          >
            {content}
          </MenuItem>
        );
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      {/* A popover rather than a Menu: the account details are text, not menu items. */}
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1, minWidth: 240, maxWidth: 'calc(100vw - 32px)' }}>
          {name ? <Typography variant="subtitle1">{name}</Typography> : null}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          {company ? (
            <Typography variant="body2" color="text.secondary">
              {company}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={open} aria-label="Account">
          {entries.flatMap((entry, index) =>
            entry.group === 'company' && entries[index - 1]?.group !== 'company' && menuCompany
              ? [
                  <ListSubheader key="company" title={menuCompany} data-testid="menu-company">
                    {menuCustomerName(menuCompany)}
                  </ListSubheader>,
                  item(entry),
                ]
              : [item(entry)],
          )}
        </MenuList>
      </Popover>
      <WhatsNewDrawer open={whatsNewOpen} onClose={() => setWhatsNewOpen(false)} />
      {customer ? (
        <SetHomePageDialog
          open={homePageOpen}
          onClose={() => setHomePageOpen(false)}
          customerID={customer}
        />
      ) : null}
    </>
  );
}
