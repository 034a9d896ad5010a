import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { SHELL_AREAS } from './shellAreas';
import type { ShellArea } from './shellAreas';

export interface NavTabsProps {
  current: ShellArea | null;
  customer: string | undefined;
}

/** The areas as tabs of the top bar, each a link; the current one is marked for assistive tech. */
export function NavTabs({ current, customer }: NavTabsProps) {
  return (
    <Box
      component="nav"
      aria-label="Areas"
      sx={{ display: 'flex', alignSelf: 'stretch', flexShrink: 0 }}
    >
      <Tabs
        value={current?.key ?? false}
        textColor="inherit"
        indicatorColor="secondary"
        aria-label="Areas"
        sx={{ alignSelf: 'stretch', '& .MuiTabs-flexContainer': { height: '100%' } }}
      >
        {SHELL_AREAS.map((area) => (
          <Tab
            key={area.key}
            value={area.key}
            label={area.label}
            component={RouterLink}
            to={area.path(customer)}
            aria-current={area.key === current?.key ? 'page' : undefined}
            sx={{ minWidth: 0, px: 2 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
