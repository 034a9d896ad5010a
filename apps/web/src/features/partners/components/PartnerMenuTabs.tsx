import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import type { PartnerMenuItem } from '../partnerMenu';
import { partnerTexts } from '../partnerTexts';

export interface PartnerMenuTabsProps {
  items: readonly PartnerMenuItem[];
  current: PartnerMenuItem | null;
}

/** The partner menu as the top bar's tabs, in place of the areas, on the portal's pages. */
export function PartnerMenuTabs({ items, current }: PartnerMenuTabsProps) {
  return (
    <Box
      component="nav"
      aria-label={partnerTexts.menu.label}
      sx={{ display: 'flex', alignSelf: 'stretch', flexShrink: 1, minWidth: 0 }}
    >
      <Tabs
        value={current?.key ?? false}
        textColor="inherit"
        indicatorColor="secondary"
        variant="scrollable"
        scrollButtons={false}
        aria-label={partnerTexts.menu.label}
        sx={{ alignSelf: 'stretch', '& .MuiTabs-flexContainer': { height: '100%' } }}
      >
        {items.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={item.label}
            component={RouterLink}
            to={item.to}
            aria-current={item.key === current?.key ? 'page' : undefined}
            sx={{ minWidth: 0, px: 2 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
