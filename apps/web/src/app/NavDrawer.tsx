import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { PartnerMenuItem } from '../features/partners/partnerMenu';
import { partnerTexts } from '../features/partners/partnerTexts';
import { BrandMark } from './BrandMark';
import { SHELL_AREAS } from './shellAreas';
import type { ShellArea } from './shellAreas';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  current: ShellArea | null;
  customer: string | undefined;
  /** On the partner portal's pages: the partner menu, listed instead of the areas. */
  partnerMenu?: { items: readonly PartnerMenuItem[]; current: PartnerMenuItem | null } | undefined;
}

/** The areas on a narrow screen: the same links as the tabs, in a drawer opened from the bar. */
export function NavDrawer({ id, open, onClose, current, customer, partnerMenu }: NavDrawerProps) {
  const links = partnerMenu
    ? partnerMenu.items.map((item) => ({
        key: item.key,
        label: item.label,
        icon: item.icon,
        to: item.to,
        selected: item.key === partnerMenu.current?.key,
      }))
    : SHELL_AREAS.map((area) => ({
        key: area.key,
        label: area.label,
        icon: area.icon,
        to: area.path(customer),
        selected: area.key === current?.key,
      }));
  return (
    <Drawer id={id} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <Box
        onClick={onClose}
        sx={{ display: 'flex', alignItems: 'center', minHeight: 56, px: 2, color: 'primary.main' }}
      >
        <BrandMark />
      </Box>
      <Divider />
      <nav aria-label={partnerMenu ? partnerTexts.menu.label : 'Areas'}>
        <List>
          {links.map((link) => (
            <ListItemButton
              key={link.key}
              component={RouterLink}
              to={link.to}
              selected={link.selected}
              aria-current={link.selected ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemIcon>
                <link.icon />
              </ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
