import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from './BrandMark';
import { SHELL_AREAS } from './shellAreas';
import type { ShellArea } from './shellAreas';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  current: ShellArea | null;
  customer: string | undefined;
}

/** The areas on a narrow screen: the same links as the tabs, in a drawer opened from the bar. */
export function NavDrawer({ id, open, onClose, current, customer }: NavDrawerProps) {
  return (
    <Drawer id={id} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <Box
        onClick={onClose}
        sx={{ display: 'flex', alignItems: 'center', minHeight: 56, px: 2, color: 'primary.main' }}
      >
        <BrandMark />
      </Box>
      <Divider />
      <nav aria-label="Areas">
        <List>
          {SHELL_AREAS.map((area) => {
            const selected = area.key === current?.key;
            return (
              <ListItemButton
                key={area.key}
                component={RouterLink}
                to={area.path(customer)}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemIcon>
                  <area.icon />
                </ListItemIcon>
                <ListItemText primary={area.label} />
              </ListItemButton>
            );
          })}
        </List>
      </nav>
    </Drawer>
  );
}
